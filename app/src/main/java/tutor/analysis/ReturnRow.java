package tutor.analysis;

import java.math.BigDecimal;
import java.util.List;
import tutor.text.Message;

/**
 * What one deed, or one whole colour group, earns at one level of building, per opponent roll.
 *
 * @param group          the colour group's id ({@code orange}, {@code dark-blue}, {@code railroad})
 * @param level          {@code alone} (a street without the rest of its group), {@code 0} (the whole
 *                       group, no houses: the group rent), {@code 1}-{@code 4} houses, {@code hotel};
 *                       for railroads and utilities, how many of them the owner holds
 * @param odds           the chance an opponent's roll ends on the deed (summed over a group's deeds)
 * @param rent           the rent as printed at that level (null for a group, and for utilities, whose rent is a multiplier)
 * @param income         money per opponent roll, unrounded
 * @param cost           money invested: the printed prices, houses and hotels at cost
 * <p>Every number is unrounded (money exact, divisions to 34 digits); a table rounds it where it shows it, to
 * {@link Shown#CENTS} and {@link Shown#PAYBACK} places.
 *
 * @param paybackRolls   opponent rolls until the income repays the cost (null when it never does)
 * @param paybackRounds  rounds of the table, every opponent taking a turn, until it repays (null when never)
 * @param marginalRolls  for a level of building: the opponent rolls that the extra income takes to repay
 *                       the extra money spent since the level below (null where there is no level below)
 * @param said           each number worked out, as messages worded in any language
 */
public record ReturnRow(Kind kind, String name, String group, String level, double odds, Integer rent,
                        BigDecimal income, long cost, BigDecimal paybackRolls, BigDecimal paybackRounds,
                        BigDecimal marginalRolls, List<Message> said) {

    public enum Kind { DEED, GROUP }

    public ReturnRow {
        said = List.copyOf(said);
    }

    /** The columns of a row as CSV, the same from the command line and the Budget screen's export. */
    public static final String CSV_HEADER =
            "kind,name,group,level,odds_percent,rent,income_per_roll,cost,payback_rolls,payback_rounds,marginal_payback_rolls";

    /** Decimals of the income in CSV: finely enough that a spreadsheet dividing cost by it gets the payback shown. */
    public static final int CSV_INCOME_PLACES = 6;

    /**
     * The row as CSV, numbers with a decimal point whatever the language (a spreadsheet reads it the same
     * everywhere): odds to four places of a percent, income to {@link #CSV_INCOME_PLACES}, paybacks to one.
     */
    public String csv() {
        String shownName = kind == Kind.GROUP ? group : name;
        return String.join(",", kind.name().toLowerCase(java.util.Locale.ROOT), quoted(shownName), group, level,
                tutor.text.Numbers.plain(odds * 100, 4), rent == null ? "" : rent.toString(),
                Shown.round(income, CSV_INCOME_PLACES).toPlainString(), Long.toString(cost), plain(paybackRolls),
                plain(paybackRounds), plain(marginalRolls));
    }

    private static String plain(BigDecimal d) {
        return d == null ? "" : Shown.round(d, Shown.PAYBACK).toPlainString();
    }

    private static String quoted(String field) {
        return field.contains(",") || field.contains("\"") ? "\"" + field.replace("\"", "\"\"") + "\"" : field;
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
