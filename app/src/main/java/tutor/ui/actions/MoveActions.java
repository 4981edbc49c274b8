package tutor.ui.actions;

import static tutor.ui.actions.MoveAction.Group.MONEY;
import static tutor.ui.actions.MoveAction.Group.PROPERTY;
import static tutor.ui.actions.MoveAction.Group.TURN;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.swing.KeyStroke;
import tutor.data.Bundle;
import tutor.rules.edition.Board;
import tutor.rules.state.DiceUse;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Offer;
import tutor.rules.state.Pending;
import tutor.rules.Referee;
import tutor.rules.edition.RuleSet;
import tutor.rules.edition.SpaceKind;
import tutor.rules.state.TaxOption;

/** Every kind of move the learner can make, as actions with their group, mnemonics, shortcuts and dialogs. */
final class MoveActions {

    private MoveActions() {
    }

    static List<MoveAction> create(Referee referee, MoveDialogs dialogs, Consumer<Move> perform) {
        List<MoveAction> a = new ArrayList<>();
        int ctrl = InputEvent.CTRL_DOWN_MASK;
        add(a, perform, "roll", TURN, KeyStroke.getKeyStroke(KeyEvent.VK_R, ctrl), (s, p) -> List.of(new Move.RollDice(p)), null);
        add(a, perform, "useDice", TURN, null, MoveActions::diceUses, m -> dialogs.pick("useDice", m));
        last(a).shownFor(RuleSet::specialDice);
        add(a, perform, "payFine", TURN, null, (s, p) -> List.of(new Move.PayJailFine(p)), null);
        last(a).shownFor(r -> board(r).jailIndex() >= 0);
        add(a, perform, "useCard", TURN, null, (s, p) -> List.of(new Move.UseJailFreeCard(p)), null);
        last(a).shownFor(r -> board(r).jailIndex() >= 0);
        add(a, perform, "taxFlat", TURN, null, (s, p) -> List.of(new Move.ChooseIncomeTax(p, TaxOption.FLAT)), null);
        // The sums themselves ("Pay $200", "Pay 10% of what you own"), not the kinds of tax.
        last(a).shownFor(MoveActions::hasIncomeTaxChoice)
                .labelled((t, r) -> r == null ? t.get("move.taxFlat")
                        : t.get("move.taxFlat.sum", tutor.ui.widgets.Money.of(tutor.scenario.Lang.content(t.language()), board(r), r.incomeTax())));
        add(a, perform, "taxPercent", TURN, null, (s, p) -> List.of(new Move.ChooseIncomeTax(p, TaxOption.PERCENT)), null);
        last(a).shownFor(MoveActions::hasIncomeTaxChoice)
                .labelled((t, r) -> r == null ? t.get("move.taxPercent.any") : t.get("move.taxPercent", r.incomeTaxPercent()));
        add(a, perform, "claim", TURN, null, (s, p) -> List.of(new Move.ClaimRent(p)), null);
        add(a, perform, "privilege", TURN, null, MoveActions::privileges, m -> dialogs.pick("privilege", m));
        last(a).shownFor(r -> r.freeRailTravel() || r.exactGoPrivileges() || r.potPrivilegeAt() > 0);
        add(a, perform, "end", TURN, KeyStroke.getKeyStroke(KeyEvent.VK_E, ctrl), (s, p) -> List.of(new Move.EndTurn(p)), null);

        add(a, perform, "buy", PROPERTY, KeyStroke.getKeyStroke(KeyEvent.VK_B, ctrl), (s, p) -> List.of(new Move.BuyProperty(p)), null);
        add(a, perform, "decline", PROPERTY, null, (s, p) -> List.of(new Move.DeclineToBuy(p)), null);
        add(a, perform, "bid", PROPERTY, null, (s, p) -> List.copyOf(referee.legalMoves(s, p, Move.Bid.class)), dialogs::bid);
        last(a).tempts(Move.Bid.class);
        add(a, perform, "pass", PROPERTY, null, (s, p) -> List.of(new Move.PassBid(p)), null);
        add(a, perform, "dropOut", PROPERTY, null, (s, p) -> List.of(new Move.DropOutOfAuction(p)), null);
        add(a, perform, "booth", PROPERTY, null, (s, p) -> s.pending() instanceof Pending.PlaceBooth pb
                ? pb.deeds().stream().map(d -> (Move) new Move.PlaceBooth(p, d)).toList() : List.of(),
                m -> dialogs.pick("booth", m));
        // Shown only in games with ticket booths (Monopoly Junior), which have no trading: T is free there.
        last(a).shownFor(r -> r.boothLimit(2) > 0);
        add(a, perform, "build", PROPERTY, null, (s, p) -> perDeed(s, p, true), m -> dialogs.pickPriced("build", m));
        last(a).shownFor(RuleSet::buildingsAllowed);
        add(a, perform, "sell", PROPERTY, null, (s, p) -> perDeed(s, p, false), m -> dialogs.pickPriced("sell", m));
        last(a).shownFor(RuleSet::buildingsAllowed);
        add(a, perform, "mortgage", PROPERTY, null, (s, p) -> owned(s, p, false), m -> dialogs.pickPriced("mortgage", m));
        last(a).shownFor(RuleSet::mortgagesAllowed);
        add(a, perform, "lift", PROPERTY, null, (s, p) -> owned(s, p, true), m -> dialogs.pickPriced("lift", m));
        last(a).shownFor(RuleSet::mortgagesAllowed);
        add(a, perform, "keep", PROPERTY, null, (s, p) -> s.pending() instanceof Pending.MortgageChoice mc
                ? List.of(new Move.KeepMortgage(p, mc.deed())) : List.of(), null);
        last(a).shownFor(RuleSet::mortgagesAllowed);
        // Enabled exactly when the engine knows a trade it would allow; when none, a dollar each way says why not.
        add(a, perform, "trade", PROPERTY, null, (s, p) -> List.of(referee.someTrade(s, p).map(t -> (Move) t)
                .orElse(new Move.Trade(p, (p + 1) % s.players().size(), Offer.cash(1), Offer.cash(1)))),
                m -> dialogs.trade(m.get(0).player()));
        last(a).shownFor(RuleSet::tradesAllowed).tempts(Move.Trade.class);

        add(a, perform, "payDebt", MONEY, null, (s, p) -> List.of(new Move.PayDebt(p)), null);
        add(a, perform, "raise", MONEY, null, (s, p) -> s.pending() instanceof Pending.Debt
                ? referee.waysToRaise(s, p).stream().filter(w -> !w.isTrade()).map(w -> w.move()).toList() : List.of(),
                m -> dialogs.raise(referee, m.get(0).player()));
        last(a).shownFor(r -> r.buildingsAllowed() || r.mortgagesAllowed());
        add(a, perform, "bankrupt", MONEY, null, (s, p) -> List.of(new Move.DeclareBankruptcy(p)), null);
        return a;
    }

    private static void add(List<MoveAction> actions, Consumer<Move> perform, String id, MoveAction.Group group,
                            KeyStroke key, MoveAction.Candidates c, Function<List<Move>, Move> chooser) {
        actions.add(new MoveAction(id, group, key, c, chooser, perform));
    }

    private static List<Move> perDeed(GameState s, int p, boolean build) {
        List<Move> out = new ArrayList<>();
        for (int d = 0; d < s.board().deeds().size(); d++) {
            if (s.estates().owner(d) == p) {
                out.add(build ? new Move.BuyHouse(p, d) : new Move.SellHouse(p, d));
                out.add(build ? new Move.BuyHotel(p, d) : new Move.SellHotel(p, d));
            }
        }
        return out;
    }

    /** A mortgage for each of the player's unmortgaged deeds, or a lift for each mortgaged one. */
    private static List<Move> owned(GameState s, int p, boolean mortgaged) {
        List<Move> out = new ArrayList<>();
        for (int d = 0; d < s.board().deeds().size(); d++) {
            if (s.estates().owner(d) == p && s.estates().mortgaged(d) == mortgaged) {
                out.add(mortgaged ? new Move.LiftMortgage(p, d) : new Move.MortgageDeed(p, d));
            }
        }
        return out;
    }

    /** Each way to use the throw waiting to be used (special dice), or a plain use to say why there is none. */
    private static List<Move> diceUses(GameState s, int p) {
        if (!(s.pending() instanceof Pending.DiceChoice)) {
            return List.of(new Move.UseDice(p, DiceUse.SUM));
        }
        return List.copyOf(new Referee().legalMoves(s, p, Move.UseDice.class));
    }

    /** The seminary privileges: a free trip to each railroad one owns, any Bank deed from GO, reversing play, the jackpot's. */
    private static List<Move> privileges(GameState s, int p) {
        List<Move> out = new ArrayList<>();
        for (int d = 0; d < s.board().deeds().size(); d++) {
            if (s.board().deed(d).kind() == SpaceKind.RAILROAD && s.estates().owner(d) == p) {
                out.add(new Move.TravelByRail(p, d));
            }
        }
        for (int d = 0; d < s.board().deeds().size(); d++) {
            if (s.estates().owner(d) == Estates.BANK) {
                out.add(new Move.BuyAnyDeed(p, d));
            }
        }
        out.add(new Move.ReverseDirection(p));
        if (s.pending() instanceof Pending.JackpotChoice) {
            out.addAll(new Referee().legalMoves(s, p, Move.ClaimJackpot.class));
        }
        return out;
    }

    private static MoveAction last(List<MoveAction> actions) {
        return actions.get(actions.size() - 1);
    }

    private static Board board(RuleSet r) {
        return Bundle.get().boards().get(r.boardId());
    }

    /** The Income Tax choice exists only where the board has an Income Tax and the edition offers the percentage. */
    private static boolean hasIncomeTaxChoice(RuleSet r) {
        return board(r).spaces().stream().anyMatch(sp -> sp.kind() == SpaceKind.TAX && "income".equals(sp.taxId()))
                && r.incomeTaxPercent() > 0;
    }
}
