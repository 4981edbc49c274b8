package tutor.analysis;

import java.math.BigDecimal;
import java.util.List;
import tutor.text.Phrase;

/**
 * What one deed, or one whole colour group, earns at one level of building, per opponent roll.
 *
 * @param group          the colour group's id ({@code orange}, {@code dark-blue}, {@code railroad})
 * @param level          {@code alone} (a street without the rest of its group), {@code 0} (the whole
 *                       group, no houses: the group rent), {@code 1}-{@code 4} houses, {@code hotel};
 *                       for railroads and utilities, how many of them the owner holds
 * @param odds           the chance an opponent's roll ends on the deed (summed over a group's deeds)
 * @param rent           the rent as printed at that level (null for a group, and for utilities, whose rent is a multiplier)
 * @param income         money per opponent roll, to the cent
 * @param cost           money invested: the printed prices, houses and hotels at cost
 * @param paybackRolls   opponent rolls until the income repays the cost (null when it never does)
 * @param paybackRounds  rounds of the table, every opponent taking a turn, until it repays (null when never)
 * @param marginalRolls  for a level of building: the opponent rolls that the extra income takes to repay
 *                       the extra money spent since the level below (null where there is no level below)
 * @param said           each number worked out, in words and arithmetic, for any language
 */
public record ReturnRow(Kind kind, String name, String group, String level, double odds, Integer rent,
                        BigDecimal income, long cost, BigDecimal paybackRolls, BigDecimal paybackRounds,
                        BigDecimal marginalRolls, List<Phrase> said) {

    public enum Kind { DEED, GROUP }

    public ReturnRow {
        said = List.copyOf(said);
    }

    /** Each number worked out, in English. */
    public List<String> explanation() {
        return explanation("en");
    }

    /** Each number worked out, in a language (names of the board's spaces in it, numbers in its format). */
    public List<String> explanation(String language) {
        return said.stream().map(p -> p.in(language)).toList();
    }
}
