package tutor.rules;

import java.util.List;
import tutor.trace.Effect;
import tutor.trace.StepKind;

/** Mortgaging, lifting, and the interest a new owner pays on a mortgaged deed. */
final class Mortgages {

    private Mortgages() {
    }

    static void mortgage(Play p, int seat, int deed) {
        Deed d = p.board.deed(deed);
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.MORTGAGE_TAKE, p.name(seat) + " mortgages " + d.name()
                    + ": the Bank pays the mortgage value printed on the deed, and the deed earns no rent until lifted.");
            p.t.arithmetic("mortgage value = " + p.money(d.mortgage()));
        }
        try {
            p.estates().mortgaged(deed, true);
            p.transfer(Estates.BANK, seat, d.mortgage(), RuleIds.MORTGAGE_TAKE);
            if (p.t.on()) {
                p.t.effect(new Effect.StatusChanged(tutor.trace.Arg.deed(deed), tutor.trace.Msg.of("status.mortgaged")));
            }
        } finally {
            p.t.close();
        }
    }

    /** Lifts a mortgage; {@code interestPaid} when the new owner already paid it on receiving the deed. */
    static void lift(Play p, int seat, int deed, boolean interestPaid) {
        Deed d = p.board.deed(deed);
        int interest = p.rules.mortgageInterest(d.mortgage());
        int cost = interestPaid ? d.mortgage() : d.mortgage() + interest;
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.MORTGAGE_LIFT, p.name(seat) + " lifts the mortgage on " + d.name()
                    + (interestPaid ? ", paying the mortgage value (the interest was paid on receiving it)."
                    : ", paying the mortgage value plus interest."));
            p.cite(RuleKey.MORTGAGE_INTEREST_PERCENT);
            p.t.arithmetic(interestPaid ? "mortgage value = " + p.money(cost)
                    : p.money(d.mortgage()) + " + " + interestText(p, d) + " = " + p.money(cost));
        }
        try {
            p.transfer(seat, Estates.BANK, cost, RuleIds.MORTGAGE_LIFT);
            p.estates().mortgaged(deed, false);
            if (p.t.on()) {
                p.t.effect(new Effect.StatusChanged(tutor.trace.Arg.deed(deed), tutor.trace.Msg.of("status.unmortgaged")));
            }
        } finally {
            p.t.close();
        }
    }

    static void keep(Play p, int seat, int deed) {
        if (p.t.on()) {
            Deed d = p.board.deed(deed);
            int later = d.mortgage() + p.rules.mortgageInterest(d.mortgage());
            p.t.open(StepKind.RULE, RuleIds.MORTGAGE_TRANSFER, p.name(seat) + " keeps " + d.name()
                    + " mortgaged. Lifting it later costs the value plus interest again.");
            p.t.arithmetic("later: " + p.money(d.mortgage()) + " + " + interestText(p, d) + " = " + p.money(later));
            p.t.close();
        }
    }

    /**
     * A player received mortgaged deeds (trade, bankruptcy, or auction): the interest on each is
     * due at once; then, deed by deed, they choose to lift or keep. Interest the cash cannot
     * cover becomes a debt, settled before the choice.
     */
    static void receive(Play p, int seat, List<Integer> deeds, Pending then) {
        if (deeds.isEmpty()) {
            p.pending = then;
            return;
        }
        for (int deed : deeds) {
            Deed d = p.board.deed(deed);
            int interest = p.rules.mortgageInterest(d.mortgage());
            if (p.t.on()) {
                p.t.open(StepKind.RULE, RuleIds.MORTGAGE_TRANSFER, d.name() + " reaches " + p.name(seat)
                        + " mortgaged, so " + p.name(seat) + " pays the Bank the interest at once; lifting now costs only "
                        + "the value, keeping means paying interest again on lifting later.");
                p.cite(RuleKey.MORTGAGE_INTEREST_PERCENT);
                p.t.arithmetic(interestText(p, d) + " = " + p.money(interest));
            }
            try {
                p.charge(seat, Estates.BANK, interest, RuleIds.MORTGAGE_TRANSFER);
            } finally {
                p.t.close();
            }
        }
        p.pending = new Pending.MortgageChoice(seat, deeds, then);
    }

    /** After a lift or keep in a choice: on to the next deed, or back to the game. */
    static void next(Play p, Pending.MortgageChoice mc) {
        List<Integer> rest = mc.deeds().subList(1, mc.deeds().size());
        p.pending = rest.isEmpty() ? mc.then() : new Pending.MortgageChoice(mc.player(), rest, mc.then());
    }

    private static String interestText(Play p, Deed d) {
        int interest = p.rules.mortgageInterest(d.mortgage());
        int percent = p.rules.mortgageInterestPercent();
        boolean exact = d.mortgage() * percent % 100 == 0;
        String how = p.rules.mortgageInterestRounding() == Rounding.UP ? "rounded up" : "to the nearest dollar";
        return percent + "% x " + p.money(d.mortgage()) + (exact ? "" : " (" + p.money(interest) + ", " + how + ")");
    }
}
