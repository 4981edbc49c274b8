package tutor.ui;

import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.swing.KeyStroke;
import tutor.rules.GameState;
import tutor.rules.Move;
import tutor.rules.Referee;

/** Every kind of move the learner can make, as actions with their mnemonics, shortcuts and dialogs. */
final class MoveActions {

    private MoveActions() {
    }

    static List<MoveAction> create(Referee referee, MoveDialogs dialogs, Consumer<Move> perform) {
        List<MoveAction> actions = new ArrayList<>();
        int ctrl = java.awt.event.InputEvent.CTRL_DOWN_MASK;
        add(actions, perform, "roll", "Roll dice", KeyEvent.VK_R, KeyStroke.getKeyStroke(KeyEvent.VK_R, ctrl), (s, p) -> List.of(new Move.RollDice(p)), null);
        add(actions, perform, "buy", "Buy", KeyEvent.VK_B, KeyStroke.getKeyStroke(KeyEvent.VK_B, ctrl), (s, p) -> List.of(new Move.BuyProperty(p)), null);
        add(actions, perform, "decline", "Decline", KeyEvent.VK_D, null, (s, p) -> List.of(new Move.DeclineToBuy(p)), null);
        add(actions, perform, "bid", "Bid…", KeyEvent.VK_I, null, (s, p) -> referee.legalMoves(s).stream().filter(m -> m instanceof Move.Bid && m.player() == p).toList(), dialogs::bid);
        add(actions, perform, "pass", "Pass", KeyEvent.VK_A, null, (s, p) -> List.of(new Move.PassBid(p)), null);
        add(actions, perform, "payFine", "Pay fine", KeyEvent.VK_F, null, (s, p) -> List.of(new Move.PayJailFine(p)), null);
        last(actions).shownFor(r -> board(r).jailIndex() >= 0);
        add(actions, perform, "useCard", "Use jail card", KeyEvent.VK_J, null, (s, p) -> List.of(new Move.UseJailFreeCard(p)), null);
        last(actions).shownFor(r -> board(r).jailIndex() >= 0);
        add(actions, perform, "taxFlat", "Tax: flat", KeyEvent.VK_X, null, (s, p) -> List.of(new Move.ChooseIncomeTax(p, tutor.rules.TaxOption.FLAT)), null);
        last(actions).shownFor(MoveActions::hasTaxes);
        add(actions, perform, "taxPercent", "Tax: 10%", KeyEvent.VK_0, null, (s, p) -> List.of(new Move.ChooseIncomeTax(p, tutor.rules.TaxOption.PERCENT)), null);
        last(actions).shownFor(MoveActions::hasTaxes);
        add(actions, perform, "build", "Build…", KeyEvent.VK_L, null, (s, p) -> perDeed(s, p, true), m -> dialogs.pick("Build", m));
        last(actions).shownFor(r -> r.buildingsAllowed());
        add(actions, perform, "sell", "Sell building…", KeyEvent.VK_S, null, (s, p) -> perDeed(s, p, false), m -> dialogs.pick("Sell a building", m));
        last(actions).shownFor(r -> r.buildingsAllowed());
        add(actions, perform, "mortgage", "Mortgage…", KeyEvent.VK_M, null, (s, p) -> mortgages(s, p), m -> dialogs.pick("Mortgage or lift", m));
        last(actions).shownFor(r -> r.mortgagesAllowed());
        add(actions, perform, "keep", "Keep mortgage", KeyEvent.VK_K, null, (s, p) -> s.pending() instanceof tutor.rules.Pending.MortgageChoice mc
                ? List.of(new Move.KeepMortgage(p, mc.deed())) : List.of(), null);
        last(actions).shownFor(r -> r.mortgagesAllowed());
        add(actions, perform, "trade", "Trade…", KeyEvent.VK_T, null, (s, p) -> List.of(new Move.Trade(p, (p + 1) % s.players().size(), tutor.rules.Offer.cash(0),
                tutor.rules.Offer.cash(0))), m -> dialogs.trade(m.get(0).player()));
        last(actions).shownFor(r -> r.tradesAllowed());
        add(actions, perform, "raise", "Raise funds…", KeyEvent.VK_N, null, (s, p) -> s.pending() instanceof tutor.rules.Pending.Debt
                ? referee.waysToRaise(s, p).stream().filter(w -> !w.isTrade()).map(w -> w.move()).toList() : List.of(), m -> dialogs.raise(referee, m.get(0).player()));
        last(actions).shownFor(r -> r.buildingsAllowed() || r.mortgagesAllowed());
        add(actions, perform, "payDebt", "Pay debt", KeyEvent.VK_P, null, (s, p) -> List.of(new Move.PayDebt(p)), null);
        add(actions, perform, "bankrupt", "Bankruptcy", KeyEvent.VK_Y, null, (s, p) -> List.of(new Move.DeclareBankruptcy(p)), null);
        add(actions, perform, "claim", "Ask for rent", KeyEvent.VK_O, null, (s, p) -> List.of(new Move.ClaimRent(p)), null);
        add(actions, perform, "end", "End turn", KeyEvent.VK_E, KeyStroke.getKeyStroke(KeyEvent.VK_E, ctrl), (s, p) -> List.of(new Move.EndTurn(p)), null);
        // Shown only in games with ticket booths (Monopoly Junior), which have no trading: T is free there.
        add(actions, perform, "booth", "Ticket booth…", KeyEvent.VK_T, null, (s, p) -> s.pending() instanceof tutor.rules.Pending.PlaceBooth pb
                ? pb.deeds().stream().map(d -> (Move) new Move.PlaceBooth(p, d)).toList() : List.of(), m -> dialogs.pick("Where the free ticket booth goes", m));
        last(actions).shownFor(r -> r.boothLimit(2) > 0);
        add(actions, perform, "useDice", "Use the dice…", KeyEvent.VK_U, null, MoveActions::diceUses, m -> dialogs.pick("Move by", m));
        actions.get(actions.size() - 1).shownFor(r -> r.specialDice());
        add(actions, perform, "privilege", "Privilege…", KeyEvent.VK_V, null, MoveActions::privileges, m -> dialogs.pick("Use a privilege", m));
        actions.get(actions.size() - 1).shownFor(r -> r.freeRailTravel() || r.exactGoPrivileges() || r.potPrivilegeAt() > 0);
        return actions;
    }

    private static void add(List<MoveAction> actions, Consumer<Move> perform, String id, String name, int mnemonic,
                            KeyStroke key, MoveAction.Candidates c, Function<List<Move>, Move> chooser) {
        actions.add(new MoveAction(id, name, mnemonic, key, c, chooser, perform));
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

    /** Each way to use the throw waiting to be used (special dice), or a plain use to say why there is none. */
    private static List<Move> diceUses(GameState s, int p) {
        if (!(s.pending() instanceof tutor.rules.Pending.DiceChoice)) {
            return List.of(new Move.UseDice(p, tutor.rules.DiceUse.SUM));
        }
        return new Referee().legalMoves(s).stream().filter(m -> m instanceof Move.UseDice && m.player() == p).toList();
    }

    /** The seminary privileges: a free trip to each railroad one owns, any Bank deed from GO, reversing play, the jackpot's. */
    private static List<Move> privileges(GameState s, int p) {
        List<Move> out = new ArrayList<>();
        for (int d = 0; d < s.board().deeds().size(); d++) {
            if (s.board().deed(d).kind() == tutor.rules.SpaceKind.RAILROAD && s.estates().owner(d) == p) {
                out.add(new Move.TravelByRail(p, d));
            }
        }
        for (int d = 0; d < s.board().deeds().size(); d++) {
            if (s.estates().owner(d) == tutor.rules.Estates.BANK) {
                out.add(new Move.BuyAnyDeed(p, d));
            }
        }
        out.add(new Move.ReverseDirection(p));
        if (s.pending() instanceof tutor.rules.Pending.JackpotChoice) {
            new Referee().legalMoves(s).stream().filter(m -> m instanceof Move.ClaimJackpot && m.player() == p).forEach(out::add);
        }
        return out;
    }

    private static MoveAction last(List<MoveAction> actions) {
        return actions.get(actions.size() - 1);
    }

    private static tutor.rules.Board board(tutor.rules.RuleSet r) {
        return tutor.data.Bundle.get().boards().get(r.boardId());
    }

    private static boolean hasTaxes(tutor.rules.RuleSet r) {
        return board(r).spaces().stream().anyMatch(sp -> sp.kind() == tutor.rules.SpaceKind.TAX);
    }

    private static List<Move> mortgages(GameState s, int p) {
        List<Move> out = new ArrayList<>();
        for (int d = 0; d < s.board().deeds().size(); d++) {
            if (s.estates().owner(d) == p) {
                out.add(s.estates().mortgaged(d) ? new Move.LiftMortgage(p, d) : new Move.MortgageDeed(p, d));
            }
        }
        return out;
    }
}
