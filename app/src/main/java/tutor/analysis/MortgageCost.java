package tutor.analysis;

import java.math.BigDecimal;
import java.util.List;
import tutor.rules.edition.Board;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleSet;

/**
 * What a mortgage costs: the Bank pays the mortgage value now; lifting it costs that value plus
 * the ruleset's interest (10% in the classic rules, rounded as the ruleset says); meanwhile the
 * deed earns no rent, which is income lost on every opponent roll.
 *
 * @param lostPerRoll the income the unimproved deed would have earned per opponent roll
 */
public record MortgageCost(String deed, int value, int interest, int liftCost, BigDecimal lostPerRoll,
                           List<String> explanation) {

    public static MortgageCost of(Board board, RuleSet rules, Deed d, BigDecimal lostPerRoll) {
        int value = d.mortgage();
        int interest = rules.mortgageInterest(value);
        int lift = value + interest;
        String c = board.currency();
        List<String> why = new java.util.ArrayList<>();
        why.add("Mortgaging " + d.name() + " brings its mortgage value: " + tutor.text.Money.english(value, c));
        why.add("Lifting it costs the value plus " + rules.mortgageInterestPercent() + "% interest: "
                + tutor.text.Money.english(value, c) + " + " + tutor.text.Money.english(interest, c) + " = " + tutor.text.Money.english(lift, c)
                + " (interest rounded " + rules.mortgageInterestRounding().name().toLowerCase(java.util.Locale.ROOT)
                + ", as this ruleset says)");
        why.add("So the loan costs " + tutor.text.Money.english(interest, c) + ", and while it lasts the deed earns no rent: "
                + tutor.text.Money.english(lostPerRoll, c) + " lost per opponent roll (unimproved)");
        if (lostPerRoll.signum() > 0) {
            BigDecimal rolls = BigDecimal.valueOf(interest).divide(lostPerRoll, 1, java.math.RoundingMode.HALF_EVEN);
            why.add("After " + rolls.toPlainString() + " opponent rolls the rent lost has cost as much as the interest");
        }
        return new MortgageCost(d.name(), value, interest, lift, lostPerRoll, why);
    }
}
