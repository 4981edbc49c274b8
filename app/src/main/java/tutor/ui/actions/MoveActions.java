package tutor.ui.actions;

import static tutor.ui.actions.MoveAction.Group.MONEY;
import static tutor.ui.actions.MoveAction.Group.PROPERTY;
import static tutor.ui.actions.MoveAction.Group.TURN;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.swing.KeyStroke;
import tutor.data.Bundle;
import tutor.rules.edition.Board;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.MoveOption;
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
        add(a, perform, "roll", TURN, KeyStroke.getKeyStroke(KeyEvent.VK_R, ctrl), asks(referee, Move.RollDice.class), null);
        // Monopoly for Kids throws one die: the button says so, as the ruling beside it does (review-ru10 N7).
        last(a).labelled((t, r) -> t.get(r != null && r.dice() == 1 ? "move.roll.one" : "move.roll"));
        add(a, perform, "useDice", TURN, null, asks(referee, Move.UseDice.class), m -> dialogs.pick("useDice", m));
        last(a).shownFor(RuleSet::specialDice);
        add(a, perform, "payFine", TURN, null, asks(referee, Move.PayJailFine.class), null);
        last(a).shownFor(r -> board(r).jailIndex() >= 0);
        add(a, perform, "useCard", TURN, null, asks(referee, Move.UseJailFreeCard.class), null);
        last(a).shownFor(r -> board(r).jailIndex() >= 0);
        add(a, perform, "taxFlat", TURN, null, taxChoice(referee, TaxOption.FLAT), null);
        // The sums themselves ("Pay $200", "Pay 10% of what you own"), not the kinds of tax.
        last(a).shownFor(MoveActions::hasIncomeTaxChoice)
                .labelled((t, r) -> r == null ? t.get("move.taxFlat")
                        : t.get("move.taxFlat.sum", tutor.ui.widgets.Money.of(tutor.scenario.Lang.content(t.language()), board(r), r.incomeTax())));
        add(a, perform, "taxPercent", TURN, null, taxChoice(referee, TaxOption.PERCENT), null);
        last(a).shownFor(MoveActions::hasIncomeTaxChoice)
                .labelled((t, r) -> r == null ? t.get("move.taxPercent.any") : t.get("move.taxPercent", r.incomeTaxPercent()));
        add(a, perform, "claim", TURN, null, asks(referee, Move.ClaimRent.class), null);
        add(a, perform, "privilege", TURN, null, asks(referee, Move.TravelByRail.class, Move.BuyAnyDeed.class,
                Move.ReverseDirection.class, Move.ClaimJackpot.class), m -> dialogs.pick("privilege", m));
        last(a).shownFor(r -> r.freeRailTravel() || r.exactGoPrivileges() || r.potPrivilegeAt() > 0);
        add(a, perform, "end", TURN, KeyStroke.getKeyStroke(KeyEvent.VK_E, ctrl), asks(referee, Move.EndTurn.class), null);

        add(a, perform, "buy", PROPERTY, KeyStroke.getKeyStroke(KeyEvent.VK_B, ctrl), asks(referee, Move.BuyProperty.class), null);
        add(a, perform, "decline", PROPERTY, null, asks(referee, Move.DeclineToBuy.class), null);
        add(a, perform, "bid", PROPERTY, null, asks(referee, Move.Bid.class), dialogs::bid);
        last(a).tempts(Move.Bid.class);
        add(a, perform, "pass", PROPERTY, null, asks(referee, Move.PassBid.class), null);
        add(a, perform, "dropOut", PROPERTY, null, asks(referee, Move.DropOutOfAuction.class), null);
        add(a, perform, "booth", PROPERTY, null, asks(referee, Move.PlaceBooth.class), m -> dialogs.pick("booth", m));
        // Shown only in games with ticket booths (Monopoly Junior), which have no trading: T is free there.
        last(a).shownFor(r -> r.boothLimit(2) > 0);
        add(a, perform, "build", PROPERTY, null, byDeed(asks(referee, Move.BuyHouse.class, Move.BuyHotel.class)),
                m -> dialogs.pickPriced("build", m));
        last(a).shownFor(RuleSet::buildingsAllowed);
        add(a, perform, "sell", PROPERTY, null, byDeed(asks(referee, Move.SellHouse.class, Move.SellHotel.class)),
                m -> dialogs.pickPriced("sell", m));
        last(a).shownFor(RuleSet::buildingsAllowed);
        add(a, perform, "mortgage", PROPERTY, null, asks(referee, Move.MortgageDeed.class), m -> dialogs.pickPriced("mortgage", m));
        last(a).shownFor(RuleSet::mortgagesAllowed);
        add(a, perform, "lift", PROPERTY, null, asks(referee, Move.LiftMortgage.class), m -> dialogs.pickPriced("lift", m));
        last(a).shownFor(RuleSet::mortgagesAllowed);
        add(a, perform, "keep", PROPERTY, null, asks(referee, Move.KeepMortgage.class), null);
        last(a).shownFor(RuleSet::mortgagesAllowed);
        // Enabled exactly when the engine knows a trade it would allow (the rule file's candidate); the dialog makes the terms.
        add(a, perform, "trade", PROPERTY, null, asks(referee, Move.Trade.class), m -> dialogs.trade(m.get(0).player()));
        last(a).shownFor(RuleSet::tradesAllowed).tempts(Move.Trade.class);

        add(a, perform, "payDebt", MONEY, null, asks(referee, Move.PayDebt.class), null);
        add(a, perform, "raise", MONEY, null, (s, p) -> s.pending() instanceof Pending.Debt
                ? referee.waysToRaise(s, p).stream().filter(w -> !w.isTrade()).map(w -> option(referee, s, w.move())).toList()
                : List.of(), m -> dialogs.raise(referee, m.get(0).player()));
        last(a).shownFor(r -> r.buildingsAllowed() || r.mortgagesAllowed());
        add(a, perform, "bankrupt", MONEY, null, asks(referee, Move.DeclareBankruptcy.class), null);
        return a;
    }

    private static void add(List<MoveAction> actions, Consumer<Move> perform, String id, MoveAction.Group group,
                            KeyStroke key, MoveAction.Candidates c, Function<List<Move>, Move> chooser) {
        actions.add(new MoveAction(id, group, key, c, chooser, perform));
    }

    /** The moves of these kinds the referee offers behind one button, each kind's in its rule file's order. */
    @SafeVarargs
    private static MoveAction.Candidates asks(Referee referee, Class<? extends Move>... kinds) {
        return (s, p) -> {
            List<MoveOption> out = new ArrayList<>();
            for (Class<? extends Move> kind : kinds) {
                out.addAll(referee.options(s, p, kind));
            }
            return out;
        };
    }

    /** The same moves ordered by the deed they are about (a house, then a hotel, on each deed in turn), as the pick dialog lists them. */
    private static MoveAction.Candidates byDeed(MoveAction.Candidates c) {
        return (s, p) -> c.of(s, p).stream().sorted(Comparator.comparingInt(o -> Referee.deedOf(s, o.move()))).toList();
    }

    /** One of the two Income Tax buttons: the referee's candidate with that way of paying. */
    private static MoveAction.Candidates taxChoice(Referee referee, TaxOption way) {
        return (s, p) -> referee.options(s, p, Move.ChooseIncomeTax.class).stream()
                .filter(o -> o.move().equals(new Move.ChooseIncomeTax(p, way))).toList();
    }

    private static MoveOption option(Referee referee, GameState s, Move m) {
        return new MoveOption(m, referee.check(s, m));
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
