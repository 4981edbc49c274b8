package tutor.ui;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;
import tutor.data.Bundle;
import tutor.rules.Deed;
import tutor.rules.GameState;
import tutor.rules.Move;
import tutor.rules.Offer;
import tutor.rules.RaiseOption;
import tutor.rules.Referee;
import tutor.scenario.MoveText;
import tutor.trace.Words;

/** The dialogs where a move needs a choice: an amount, a deed, a way to raise money, a trade. */
final class MoveDialogs {

    private final Component parent;
    private final java.util.function.Supplier<GameState> state;

    MoveDialogs(Component parent, java.util.function.Supplier<GameState> state) {
        this.parent = parent;
        this.state = state;
    }

    /** Picks one of several legal moves, each described in plain words. */
    Move pick(String title, List<Move> moves) {
        if (moves.size() == 1) {
            return moves.get(0);
        }
        GameState s = state.get();
        String[] labels = moves.stream().map(m -> MoveText.describe(s, m)).toArray(String[]::new);
        JComboBox<String> box = new JComboBox<>(labels);
        box.setName("dialog.choice");
        int r = JOptionPane.showConfirmDialog(parent, box, title, JOptionPane.OK_CANCEL_OPTION, JOptionPane.QUESTION_MESSAGE);
        return r == JOptionPane.OK_OPTION ? moves.get(box.getSelectedIndex()) : null;
    }

    /** A bid: from the least legal amount up to the bidder's cash. */
    Move bid(List<Move> legal) {
        Move.Bid least = (Move.Bid) legal.get(0);
        GameState s = state.get();
        int cash = Math.max(least.amount(), s.player(least.player()).cash());
        JSpinner amount = new JSpinner(new SpinnerNumberModel(least.amount(), least.amount(), cash, 1));
        amount.setName("dialog.amount");
        JPanel p = new JPanel(new MigLayout("wrap 1"));
        p.add(new JLabel(s.table().name(least.player()) + " bids (at least " + s.board().money(least.amount()) + "):"));
        p.add(amount, "growx");
        int r = JOptionPane.showConfirmDialog(parent, p, "Bid", JOptionPane.OK_CANCEL_OPTION, JOptionPane.QUESTION_MESSAGE);
        return r == JOptionPane.OK_OPTION ? new Move.Bid(least.player(), (Integer) amount.getValue()) : null;
    }

    /** Raising money: every way with what it brings, and a reminder that a trade is possible too. */
    Move raise(Referee referee, int debtor) {
        GameState s = state.get();
        List<RaiseOption> ways = referee.waysToRaise(s, debtor);
        List<RaiseOption> moves = ways.stream().filter(w -> !w.isTrade()).toList();
        if (moves.isEmpty()) {
            JOptionPane.showMessageDialog(parent, "Nothing is left to sell or mortgage. A trade with another player is still possible.",
                    "Raise funds", JOptionPane.INFORMATION_MESSAGE);
            return null;
        }
        Words words = Bundle.get().words();
        String[] labels = ways.stream().map(w -> w.label(words, s.table())).toArray(String[]::new);
        JComboBox<String> box = new JComboBox<>(labels);
        box.setName("dialog.raise");
        JPanel p = new JPanel(new MigLayout("wrap 1"));
        p.add(new JLabel(s.table().name(debtor) + " has " + s.board().money(s.player(debtor).cash()) + ". Ways to raise cash:"));
        p.add(box, "growx");
        int r = JOptionPane.showConfirmDialog(parent, p, "Raise funds", JOptionPane.OK_CANCEL_OPTION, JOptionPane.QUESTION_MESSAGE);
        if (r != JOptionPane.OK_OPTION) {
            return null;
        }
        RaiseOption chosen = ways.get(box.getSelectedIndex());
        return chosen.isTrade() ? null : chosen.move();
    }

    /** A trade with another player: cash each way, deeds each way, jail-free cards. */
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
        JSpinner give = new JSpinner(new SpinnerNumberModel(0, 0, s.player(player).cash(), 1));
        give.setName("dialog.giveCash");
        JSpinner get = new JSpinner(new SpinnerNumberModel(0, 0, 100_000, 1));
        get.setName("dialog.getCash");
        JPanel p = new JPanel(new MigLayout("wrap 2", "[][grow,fill]"));
        p.add(new JLabel("Trade with"));
        p.add(partner);
        p.add(new JLabel(s.table().name(player) + " gives $"));
        p.add(give);
        p.add(new JLabel("and gets $"));
        p.add(get);
        List<JCheckBox> boxes = new ArrayList<>();
        List<Integer> deeds = new ArrayList<>();
        for (Deed d : s.board().deeds()) {
            int owner = s.estates().owner(d.id());
            if (owner >= 0 && !s.player(owner).out()) {
                JCheckBox b = new JCheckBox(d.name() + " (" + s.table().name(owner) + (s.estates().mortgaged(d.id()) ? ", mortgaged" : "") + ")");
                boxes.add(b);
                deeds.add(d.id());
                p.add(b, "span 2");
            }
        }
        int r = JOptionPane.showConfirmDialog(parent, new javax.swing.JScrollPane(p), "Trade", JOptionPane.OK_CANCEL_OPTION,
                JOptionPane.QUESTION_MESSAGE);
        if (r != JOptionPane.OK_OPTION) {
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
        return new Move.Trade(player, other, new Offer((Integer) give.getValue(), gives, 0), new Offer((Integer) get.getValue(), gets, 0));
    }
}
