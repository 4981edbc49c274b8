package tutor.rules.position;

import static tutor.rules.position.PositionCheck.problem;
import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;
import static tutor.trace.Arg.space;

import tutor.trace.Arg;
import tutor.trace.Msg;

import java.util.List;
import tutor.rules.edition.Board;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.Space;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Pending;

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
                out.add(problem(s, RuleIds.BUY_OFFER, part, "position.offer-off-board", "board", board.title()));
                return;
            }
            Deed d = board.deed(b.deed());
            int owner = s.estates().owner(b.deed());
            if (owner != Estates.BANK) {
                out.add(problem(s, RuleIds.BUY_OFFER, part, "position.offer-owned", "deed", deed(b.deed()), "owner", player(owner)));
            }
            int at = s.player(b.player()).position();
            if (at != d.space()) {
                out.add(problem(s, RuleIds.BUY_OFFER, part, "position.offer-elsewhere", "player", player(b.player()), "deed", deed(b.deed()),
                        "at", where(board, at)));
            }
        } else if (p instanceof Pending.Arrived a) {
            arrived(s, a, part, out);
        } else if (p instanceof Pending.Auction a) {
            auction(s, a, part, out);
        } else if (p instanceof Pending.TaxChoice t) {
            taxChoice(s, t, part, out);
        } else if (p instanceof Pending.Debt debt) {
            for (Pending.Owed o : debt.owed()) {
                owed(s, o, part, out);
            }
        }
    }

    /** A token arrives by a throw the edition's dice can make, and not in Jail (a jailed token did not arrive there by a throw). */
    private static void arrived(GameState s, Pending.Arrived a, PositionPart part, List<PositionProblem> out) {
        int dice = s.rules().dice();
        if (a.thrown() < dice || a.thrown() > 6 * dice) {
            out.add(problem(s, RuleIds.TURN_ROLL, part, "position.arrived-throw", "player", player(a.player()), "total", a.thrown(),
                    "least", dice, "most", 6 * dice));
        }
        if (s.player(a.player()).inJail()) {
            out.add(problem(s, RuleIds.TURN_ROLL, part, "position.arrived-in-jail", "player", player(a.player())));
        }
    }

    /** A deed nobody owns goes under the hammer, and the highest bidder and those who passed take part in the auction. */
    private static void auction(GameState s, Pending.Auction a, PositionPart part, List<PositionProblem> out) {
        if (a.deed() < 0 || a.deed() >= s.board().deeds().size()) {
            out.add(problem(s, RuleIds.AUCTION_OPEN, part, "position.offer-off-board", "board", s.board().title()));
            return;
        }
        int owner = s.estates().owner(a.deed());
        if (owner != Estates.BANK) {
            out.add(problem(s, RuleIds.AUCTION_OPEN, part, "position.auction-owned", "deed", deed(a.deed()), "owner", player(owner)));
        }
        boolean bidderIn = a.bidder() < 0 || (a.bidders() & 1 << a.bidder()) != 0;
        if (!bidderIn || (a.passed() & ~a.bidders()) != 0 || Integer.bitCount(a.bidders()) < 1) {
            out.add(problem(s, RuleIds.AUCTION_PASS, part, "position.auction-bidders", "deed", deed(a.deed())));
        }
    }

    private static void taxChoice(GameState s, Pending.TaxChoice t, PositionPart part, List<PositionProblem> out) {
        Board board = s.board();
        if (s.rules().incomeTaxPercent() <= 0) {
            out.add(problem(s, RuleIds.TAX_INCOME_CHOICE, part, "position.tax-no-choice", "ruleset", tutor.trace.Arg.edition(s.rules().id()),
                    "why", incomeTaxSpace(board) < 0 ? Msg.of("position.tax-why-no-space")
                            : Msg.of("position.tax-why-flat", "amount", money(s.rules().incomeTax()))));
            return;
        }
        if (t.space() < 0 || t.space() >= board.size() || !"income".equals(board.space(t.space()).taxId())) {
            out.add(problem(s, RuleIds.TAX_INCOME_CHOICE, part, "position.tax-no-space", "board", board.title()));
            return;
        }
        int at = s.player(t.player()).position();
        if (at != t.space()) {
            out.add(problem(s, RuleIds.TAX_INCOME_CHOICE, part, "position.tax-elsewhere", "player", player(t.player()),
                    "at", where(board, at), "space", space(t.space())));
        }
    }

    private static void owed(GameState s, Pending.Owed o, PositionPart part, List<PositionProblem> out) {
        Board board = s.board();
        int players = s.players().size();
        if (o.debtor() < 0 || o.debtor() >= players) {
            out.add(problem(s, RuleIds.DEBT_PENDING, part, "position.debt-no-debtor"));
            return;
        }
        Arg debtor = player(o.debtor());
        if (o.creditor() == o.debtor()) {
            out.add(problem(s, RuleIds.DEBT_PENDING, part, "position.debt-self", "player", debtor));
        } else if (o.creditor() == Estates.POT && !s.rules().freeParkingPot()) {
            out.add(problem(s, RuleIds.FREE_PARKING_POT, part, "position.debt-pot", "player", debtor, "ruleset", tutor.trace.Arg.edition(s.rules().id())));
        } else if (o.creditor() != Estates.BANK && o.creditor() != Estates.POT && (o.creditor() < 0 || o.creditor() >= players)) {
            out.add(problem(s, RuleIds.DEBT_PENDING, part, "position.debt-nobody", "player", debtor));
        } else if (o.creditor() >= 0 && s.player(o.creditor()).out()) {
            out.add(problem(s, RuleIds.DEBT_PENDING, part, "position.debt-leaver", "player", debtor, "creditor", player(o.creditor())));
        }
        if (o.amount() <= 0) {
            out.add(problem(s, RuleIds.DEBT_PENDING, part, "position.debt-amount", "amount", money(o.amount())));
        } else if (o.amount() > PositionCheck.MAX_AMOUNT) {
            out.add(PositionCheck.tooMuch(s, part, Msg.of("position.what.debt", "player", debtor), o.amount()));
        }
    }

    /** The space a token stands on, or "no space" when it is off the board. */
    private static Msg where(Board board, int at) {
        return at >= 0 && at < board.size() ? Msg.of("value", "v", space(at)) : Msg.of("position.no-space");
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
