package tutor.rules;

import java.util.List;

/**
 * What a pending decision needs to be possible: an offer is of a deed nobody owns, on the space
 * the player stopped on; the Income Tax choice is made on Income Tax, where the ruleset offers
 * one; a debt is owed by one player to another (or the Bank) and is more than nothing. Part of
 * {@link PositionCheck}.
 */
final class DecisionCheck {

    private DecisionCheck() {
    }

    static void check(GameState s, List<PositionProblem> out) {
        PositionPart part = new PositionPart.Decision();
        Board board = s.board();
        Pending p = s.pending();
        if (p instanceof Pending.BuyDecision b) {
            if (b.deed() < 0 || b.deed() >= board.deeds().size()) {
                out.add(new PositionProblem(RuleIds.BUY_OFFER, part, "the offer is of a deed that is not on the " + board.title()));
                return;
            }
            Deed d = board.deed(b.deed());
            String name = s.table().name(b.player());
            int owner = s.estates().owner(b.deed());
            if (owner != Estates.BANK) {
                out.add(new PositionProblem(RuleIds.BUY_OFFER, part, d.name() + " already belongs to " + s.table().name(owner)
                        + "; only a deed nobody owns is offered for sale"));
            }
            int at = s.player(b.player()).position();
            if (at != d.space()) {
                out.add(new PositionProblem(RuleIds.BUY_OFFER, part, name + " is offered " + d.name() + " but stands on "
                        + (at >= 0 && at < board.size() ? board.space(at).name() : "no space")
                        + "; the offer is for the deed a player stops on (put the token there with at)"));
            }
        } else if (p instanceof Pending.TaxChoice t) {
            taxChoice(s, t, part, out);
        } else if (p instanceof Pending.Debt debt) {
            for (Pending.Owed o : debt.owed()) {
                owed(s, o, part, out);
            }
        }
    }

    private static void taxChoice(GameState s, Pending.TaxChoice t, PositionPart part, List<PositionProblem> out) {
        Board board = s.board();
        if (s.rules().incomeTaxPercent() <= 0) {
            out.add(new PositionProblem(RuleIds.TAX_INCOME_CHOICE, part, "ruleset " + s.rules().id()
                    + " offers no Income Tax choice" + (incomeTaxSpace(board) < 0 ? " (its board has no Income Tax space)"
                    : ": the tax is a flat " + board.money(s.rules().incomeTax()))));
            return;
        }
        if (t.space() < 0 || t.space() >= board.size() || !"income".equals(board.space(t.space()).taxId())) {
            out.add(new PositionProblem(RuleIds.TAX_INCOME_CHOICE, part, "the Income Tax choice needs an Income Tax space, and the "
                    + board.title() + " has none"));
            return;
        }
        int at = s.player(t.player()).position();
        if (at != t.space()) {
            out.add(new PositionProblem(RuleIds.TAX_INCOME_CHOICE, part, s.table().name(t.player()) + " is asked the Income Tax choice but stands on "
                    + (at >= 0 && at < board.size() ? board.space(at).name() : "no space")
                    + "; the choice is made on stopping at " + board.space(t.space()).name() + " (put the token there with at)"));
        }
    }

    private static void owed(GameState s, Pending.Owed o, PositionPart part, List<PositionProblem> out) {
        Board board = s.board();
        int players = s.players().size();
        if (o.debtor() < 0 || o.debtor() >= players) {
            out.add(new PositionProblem(RuleIds.DEBT_PENDING, part, "a debt must be owed by a player at the table"));
            return;
        }
        String debtor = s.table().name(o.debtor());
        if (o.creditor() == o.debtor()) {
            out.add(new PositionProblem(RuleIds.DEBT_PENDING, part, debtor + " cannot owe money to " + debtor
                    + ": a debt is owed to another player or to the Bank"));
        } else if (o.creditor() == Estates.POT && !s.rules().freeParkingPot()) {
            out.add(new PositionProblem(RuleIds.FREE_PARKING_POT, part, debtor + "'s debt is owed to the pot, but " + s.rules().id()
                    + " has no Free Parking pot"));
        } else if (o.creditor() != Estates.BANK && o.creditor() != Estates.POT && (o.creditor() < 0 || o.creditor() >= players)) {
            out.add(new PositionProblem(RuleIds.DEBT_PENDING, part, debtor + "'s debt is owed to nobody at the table"));
        } else if (o.creditor() >= 0 && s.player(o.creditor()).out()) {
            out.add(new PositionProblem(RuleIds.DEBT_PENDING, part, debtor + "'s debt is owed to " + s.table().name(o.creditor())
                    + ", who has left the game"));
        }
        if (o.amount() <= 0) {
            out.add(new PositionProblem(RuleIds.DEBT_PENDING, part, "a debt is a sum owed, more than nothing; "
                    + board.money(o.amount()) + " is not one"));
        } else if (o.amount() > PositionCheck.MAX_AMOUNT) {
            out.add(PositionCheck.tooMuch(part, debtor + "'s debt", o.amount(), board));
        }
    }

    private static int incomeTaxSpace(Board board) {
        for (Space sp : board.spaces()) {
            if ("income".equals(sp.taxId())) {
                return sp.index();
            }
        }
        return -1;
    }
}
