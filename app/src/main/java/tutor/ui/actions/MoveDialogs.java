package tutor.ui.actions;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import net.miginfocom.swing.MigLayout;
import tutor.data.Bundle;
import tutor.rules.edition.Deed;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Offer;
import tutor.rules.state.RaiseOption;
import tutor.rules.Referee;
import tutor.rules.state.Ruling;
import tutor.scenario.MoveText;
import tutor.trace.Tracer;
import tutor.trace.Words;

/**
 * The dialogs where a move needs a choice: a deed, an amount, a way to raise money, a trade.
 * Where a choice moves money, each line says how much, as the referee rules it.
 */
final class MoveDialogs {

    private final Component parent;
    private final Supplier<GameState> state;
    private final tutor.ui.model.TutorModel model;
    private final Referee referee = new Referee();

    MoveDialogs(Component parent, tutor.ui.model.TutorModel model) {
        this.parent = parent;
        this.model = model;
        this.state = () -> model.activity().state();
    }

    private tutor.text.Texts t() {
        return model.texts();
    }

    private Words words() {
        return Bundle.get().words(model.dataLanguage());
    }

    private String money(GameState s, int amount) {
        return tutor.ui.widgets.Money.of(model.dataLanguage(), s.board(), amount);
    }

    /** Picks one of several moves, each described in plain words; {@code id} names the dialog ("dialog.build"). */
    Move pick(String id, List<Move> moves) {
        return pick(id, moves, false);
    }

    /**
     * Picks a move whose point is money (building, selling, mortgaging, lifting): each choice says
     * what it costs or brings, as the referee rules it, and a single choice is still shown, to
     * confirm the sum. Moves whose money is a consequence (where the dice take you) never say it:
     * that would give the lesson away.
     */
    Move pickPriced(String id, List<Move> moves) {
        return pick(id, moves, true);
    }

    private Move pick(String id, List<Move> moves, boolean priced) {
        GameState s = state.get();
        List<String> labels = new ArrayList<>();
        boolean money = false;
        for (Move m : moves) {
            String cash = priced ? cashEffect(s, m) : "";
            String move = MoveText.describe(s, m, words());
            money |= !cash.isEmpty();
            labels.add(cash.isEmpty() ? move : t().get("dialog.pick.priced", move, cash));
        }
        if (moves.size() == 1 && !money) {
            return moves.get(0);
        }
        JComboBox<String> box = new JComboBox<>(labels.toArray(String[]::new));
        box.setName("dialog.choice");
        JPanel p = new JPanel(new MigLayout("insets 0, wrap 1", "[grow,fill]"));
        p.add(new JLabel(t().get("dialog.pick.has", s.table().name(moves.get(0).player()), money(s, s.player(moves.get(0).player()).cash()))));
        p.add(box);
        return Dialogs.confirm(parent, "dialog." + id, t().get("dialog." + id + ".title"), p, box) ? moves.get(box.getSelectedIndex()) : null;
    }

    /** What a move does to the mover's cash, as the referee rules it: "+$200", "−$50", or empty. */
    private String cashEffect(GameState s, Move m) {
        Ruling r = referee.apply(s, m, Tracer.OFF);
        if (!r.applied()) {
            return "";
        }
        int change = r.state().player(m.player()).cash() - s.player(m.player()).cash();
        return change == 0 ? "" : change > 0 ? "+" + money(s, change) : "\u2212" + money(s, -change);
    }

    /**
     * A bid of any amount the learner types: it goes to the referee as typed, so a bid under the least or over the
     * cash in hand is ruled (and refused, with the rule), and a scenario's named wrong bid can be tried. The label
     * never names the least bid: that is often what the scenario asks. Only what is not a whole number is refused
     * here, with the reason; OK and Enter do the same.
     */
    Move bid(List<Move> legal) {
        int bidder = legal.get(0).player();
        GameState s = state.get();
        tutor.ui.widgets.AmountField amount = new tutor.ui.widgets.AmountField();
        amount.setName("dialog.amount");
        // The sign stands where the language writes it: "$ [__]" in English, "[__] €" in French and Russian.
        boolean lead = tutor.text.Money.signLeads(s.board().currency(), model.dataLanguage());
        JPanel p = new JPanel(new MigLayout("insets 0, wrap 2", lead ? "[][grow,fill]" : "[grow,fill][]"));
        JLabel label = new JLabel(t().get("dialog.bid.label", s.table().name(bidder), money(s, s.player(bidder).cash())));
        p.add(label, "span 2");
        JLabel sign = new JLabel(lead ? s.board().currency() : tutor.ui.widgets.Money.unitAfter(model.dataLanguage(), s.board()));
        sign.setName("dialog.amountSign");
        sign.setLabelFor(amount);
        if (lead) {
            p.add(sign);
            p.add(amount);
        } else {
            p.add(amount);
            p.add(sign);
        }
        amount.getAccessibleContext().setAccessibleName(t().get("dialog.bid.amount", s.board().currency()));
        return Dialogs.confirm(parent, "dialog.bid", t().get("dialog.bid.title"), p, amount, () -> unreadable(amount))
                ? new Move.Bid(bidder, amount.value()) : null;
    }

    /** Why what is typed in an amount field is not an amount, or null when it is one. */
    private String unreadable(tutor.ui.widgets.AmountField field) {
        String typed = field.getText().strip();
        if (typed.isEmpty()) {
            return t().get("dialog.amount.empty");
        }
        return field.value() == null ? t().get("dialog.amount.notWhole", typed) : null;
    }

    /** Raising money: every way with what it brings, and a reminder that a trade is possible too. */
    Move raise(Referee rules, int debtor) {
        GameState s = state.get();
        List<RaiseOption> ways = rules.waysToRaise(s, debtor);
        List<RaiseOption> moves = ways.stream().filter(w -> !w.isTrade()).toList();
        if (moves.isEmpty()) {
            tutor.ui.widgets.Fitted.message(parent, t().get("dialog.raise.nothing"), t().get("dialog.raise.title"),
                    JOptionPane.INFORMATION_MESSAGE);
            return null;
        }
        Words words = words();
        JComboBox<String> box = new JComboBox<>(ways.stream().map(w -> w.label(words, s.table())).toArray(String[]::new));
        box.setName("dialog.raise");
        JPanel p = new JPanel(new MigLayout("insets 0, wrap 1", "[grow,fill]"));
        p.add(new JLabel(t().get("dialog.raise.label", s.table().name(debtor), money(s, s.player(debtor).cash()))));
        p.add(box);
        if (!Dialogs.confirm(parent, "dialog.raise-funds", t().get("dialog.raise.title"), p, box)) {
            return null;
        }
        RaiseOption chosen = ways.get(box.getSelectedIndex());
        return chosen.isTrade() ? null : chosen.move();
    }

    /** A trade with another player: cash each way, deeds each way. */
    Move trade(int player) {
        GameState s = state.get();
        List<Integer> others = new ArrayList<>();
        for (int i = 0; i < s.players().size(); i++) {
            if (i != player && !s.player(i).out()) {
                others.add(i);
            }
        }
        if (others.isEmpty()) {
            return null;
        }
        JComboBox<String> partner = new JComboBox<>(others.stream().map(s.table()::name).toArray(String[]::new));
        partner.setName("dialog.partner");
        // Cash each way as typed, never held to a range: more than a player has is the referee's to refuse.
        tutor.ui.widgets.AmountField give = new tutor.ui.widgets.AmountField();
        give.setName("dialog.giveCash");
        give.setText("0");
        tutor.ui.widgets.AmountField get = new tutor.ui.widgets.AmountField();
        get.setName("dialog.getCash");
        get.setText("0");
        JPanel p = new JPanel(new MigLayout("insets 0, wrap 2", "[][grow,fill]"));
        p.add(new JLabel(t().get("dialog.trade.with")));
        p.add(partner);
        p.add(new JLabel(t().get("dialog.trade.gives", s.table().name(player), s.board().currency())));
        p.add(give);
        p.add(new JLabel(t().get("dialog.trade.gets", s.board().currency())));
        p.add(get);
        List<JCheckBox> boxes = new ArrayList<>();
        List<Integer> deeds = new ArrayList<>();
        for (Deed d : s.board().deeds()) {
            int owner = s.estates().owner(d.id());
            if (owner >= 0 && !s.player(owner).out()) {
                String deed = s.table().deed(d.id(), model.dataLanguage());
                JCheckBox b = new JCheckBox(t().get(s.estates().mortgaged(d.id()) ? "dialog.trade.deedMortgaged" : "dialog.trade.deed",
                        deed, s.table().name(owner)));
                b.setName("dialog.deed." + d.name());
                boxes.add(b);
                deeds.add(d.id());
                p.add(b, "span 2");
            }
        }
        JScrollPane scroll = new JScrollPane(p);
        scroll.setBorder(null);
        if (!Dialogs.confirm(parent, "dialog.trade", t().get("dialog.trade.title"), scroll, partner,
                () -> unreadable(give) != null ? unreadable(give) : unreadable(get))) {
            return null;
        }
        int other = others.get(partner.getSelectedIndex());
        List<Integer> gives = new ArrayList<>();
        List<Integer> gets = new ArrayList<>();
        for (int i = 0; i < boxes.size(); i++) {
            if (boxes.get(i).isSelected()) {
                (s.estates().owner(deeds.get(i)) == player ? gives : gets).add(deeds.get(i));
            }
        }
        return new Move.Trade(player, other, new Offer(give.value(), gives, 0), new Offer(get.value(), gets, 0));
    }
}
