package tutor.rules;

import java.util.List;
import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import tutor.trace.Effect;
import tutor.trace.Msg;
import tutor.trace.Step;
import tutor.trace.StepKind;
import tutor.trace.Arg;
import tutor.rules.edition.Deed;
import tutor.rules.edition.Rounding;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;

/** Mortgaging, lifting, and the interest a new owner pays on a mortgaged deed. */
final class Mortgages {

    private Mortgages() {
    }

    static void mortgage(Play p, int seat, int deed) {
        Deed d = p.board.deed(deed);
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.MORTGAGE_TAKE, "mortgage.takes", "player", player(seat), "deed", deed(deed))) {
            if (p.t.on()) {
                p.t.calc("mortgage.value", "amount", money(d.mortgage()));
            }
            p.estates().mortgaged(deed, true);
            p.transfer(Estates.BANK, seat, d.mortgage(), RuleIds.MORTGAGE_TAKE);
            if (p.t.on()) {
                p.t.effect(new Effect.StatusChanged(deed(deed), Msg.of("status.mortgaged")));
            }
        }
    }

    /** Lifts a mortgage; {@code interestPaid} when the new owner already paid it on receiving the deed. */
    static void lift(Play p, int seat, int deed, boolean interestPaid) {
        Deed d = p.board.deed(deed);
        int interest = p.rules.mortgageInterest(d.mortgage());
        int cost = interestPaid ? d.mortgage() : d.mortgage() + interest;
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.MORTGAGE_LIFT, interestPaid ? "mortgage.lifts-paid" : "mortgage.lifts",
                "player", player(seat), "deed", deed(deed))) {
            p.cite(RuleKey.MORTGAGE_INTEREST_PERCENT);
            if (interestPaid) {
                if (p.t.on()) {
                    p.t.calc("mortgage.value", "amount", money(cost));
                }
            } else {
                if (p.t.on()) {
                    p.t.calc("mortgage.lift-cost", "value", money(d.mortgage()), "interest", interest(p, d), "cost", money(cost));
                }
            }
            p.transfer(seat, Estates.BANK, cost, RuleIds.MORTGAGE_LIFT);
            p.estates().mortgaged(deed, false);
            if (p.t.on()) {
                p.t.effect(new Effect.StatusChanged(deed(deed), Msg.of("status.unmortgaged")));
            }
        }
    }

    static void keep(Play p, int seat, int deed) {
        Deed d = p.board.deed(deed);
        int later = d.mortgage() + p.rules.mortgageInterest(d.mortgage());
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.MORTGAGE_TRANSFER, "mortgage.keeps", "player", player(seat), "deed", deed(deed),
                "value", money(d.mortgage()), "later", money(later))) {
            if (p.t.on()) {
                p.t.calc("mortgage.later", "value", money(d.mortgage()), "interest", interest(p, d), "cost", money(later));
            }
        }
    }

    /**
     * A player received mortgaged deeds (trade, bankruptcy, or auction): the interest on each is
     * due at once; then, deed by deed, they choose to lift or keep. Interest the cash cannot
     * cover becomes a debt, settled before the choice.
     *
     * @param decidedBy the clause that makes the interest due on the way these deeds came: the
     *     sale clause of Mortgages for a trade, the Bankruptcy paragraph for a creditor, the
     *     bankruptcy-to-Bank clause for a deed auctioned still mortgaged
     */
    static void receive(Play p, int seat, List<Integer> deeds, Pending then, RuleKey<?> decidedBy) {
        if (deeds.isEmpty()) {
            p.waitFor(then);
            return;
        }
        for (int deed : deeds) {
            Deed d = p.board.deed(deed);
            int interest = p.rules.mortgageInterest(d.mortgage());
            try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.MORTGAGE_TRANSFER, "mortgage.received", "player", player(seat),
                    "deed", deed(deed), "value", money(d.mortgage()), "later", money(d.mortgage() + interest))) {
                p.cite(decidedBy);
                if (p.t.on()) {
                    p.t.calc("mortgage.interest-is", "interest", interest(p, d), "amount", money(interest));
                }
                p.charge(seat, Estates.BANK, interest, RuleIds.MORTGAGE_TRANSFER);
            }
        }
        p.waitFor(new Pending.MortgageChoice(seat, deeds, then));
    }

    /** After a lift or keep in a choice: on to the next deed, or back to the game. */
    static void next(Play p, Pending.MortgageChoice mc) {
        List<Integer> rest = mc.deeds().subList(1, mc.deeds().size());
        p.waitFor(rest.isEmpty() ? mc.then() : new Pending.MortgageChoice(mc.player(), rest, mc.then()));
    }

    /** The interest on a deed's mortgage, with its rounding where the sum is not whole. */
    private static Msg interest(Play p, Deed d) {
        int percent = p.rules.mortgageInterestPercent();
        boolean exact = d.mortgage() * percent % 100 == 0;
        return Msg.of("mortgage.interest", "percent", percent, "value", money(d.mortgage()), "exact", exact ? 1 : 0,
                "interest", money(p.rules.mortgageInterest(d.mortgage())), "up", p.rules.mortgageInterestRounding() == Rounding.UP ? 1 : 0);
    }
}
