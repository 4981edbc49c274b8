package tutor.analysis;

import java.math.BigDecimal;
import java.util.List;
import tutor.rules.edition.Board;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleSet;
import tutor.text.Message;

/**
 * What a mortgage costs: the Bank pays the mortgage value now; lifting it costs that value plus
 * the ruleset's interest (10% in the classic rules, rounded as the ruleset says); meanwhile the
 * deed earns no rent, which is income lost on every opponent roll.
 *
 * @param lostPerRoll the income the unimproved deed would have earned per opponent roll (unrounded)
 * @param said        each number worked out, as messages worded in any language
 * @param interestSaid the interest alone worked out (the percentage of the value, then the ruleset's rounding),
 *                     for a question that asks only what the interest is
 */
public record MortgageCost(String deed, int value, int interest, int liftCost, BigDecimal lostPerRoll,
                           List<Message> said, Message interestSaid) {

    public MortgageCost {
        said = List.copyOf(said);
    }

    public static MortgageCost of(Board board, RuleSet rules, Deed d, BigDecimal lostPerRoll) {
        int value = d.mortgage();
        int interest = rules.mortgageInterest(value);
        int lift = value + interest;
        List<Message> why = new java.util.ArrayList<>();
        why.add(Say.lab("mortgage.value", Say.name(board, d.name()), Say.money(board, value)));
        why.add(Say.lab("mortgage.lift", rules.mortgageInterestPercent(), Say.money(board, value), Say.money(board, interest),
                Say.money(board, lift), Message.code(rules.mortgageInterestRounding().name().toLowerCase(java.util.Locale.ROOT))));
        BigDecimal interestSum = BigDecimal.valueOf(interest);
        int places = lostPerRoll.signum() > 0 ? Shown.divisorPlaces(interestSum, lostPerRoll, Shown.PAYBACK) : Shown.CENTS;
        why.add(Say.lab("mortgage.lost", Say.money(board, interest), Say.money(board, lostPerRoll, places)));
        if (lostPerRoll.signum() > 0) {
            why.add(Say.lab("mortgage.rolls", Say.money(board, interest), Say.money(board, lostPerRoll, places),
                    Message.decimal(Shown.divide(interestSum, lostPerRoll), Shown.PAYBACK)));
        }
        BigDecimal exact = BigDecimal.valueOf((long) value * rules.mortgageInterestPercent()).movePointLeft(2);
        Message interestWhy = Say.lab("mortgage.interest", rules.mortgageInterestPercent(), Say.money(board, value),
                Say.money(board, exact, exact.stripTrailingZeros().scale() > 0 ? Shown.CENTS : 0), Say.money(board, interest),
                Message.code(rules.mortgageInterestRounding().name().toLowerCase(java.util.Locale.ROOT)));
        return new MortgageCost(d.name(), value, interest, lift, lostPerRoll, why, interestWhy);
    }

    /** Opponent rolls after which the rent lost has cost as much as the interest (unrounded); null when the deed earns nothing. */
    public BigDecimal rollsToEqualInterest() {
        return lostPerRoll.signum() > 0 ? Shown.divide(BigDecimal.valueOf(interest), lostPerRoll) : null;
    }

    /** Each number worked out, in English. */
    public List<String> explanation() {
        return explanation("en");
    }

    /** Each number worked out, in a language. */
    public List<String> explanation(String language) {
        return said.stream().map(m -> m.in(language)).toList();
    }
}
