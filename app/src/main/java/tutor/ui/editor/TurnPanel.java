package tutor.ui.editor;

import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import javax.swing.BorderFactory;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import tutor.play.edit.TableDraft;
import tutor.play.edit.TableDraft.Decision;
import tutor.rules.position.PositionCheck;
import tutor.rules.state.Estates;
import tutor.rules.state.Roll;
import tutor.text.Texts;

/**
 * Whose turn it is, what just happened (the decision the game waits for: a throw, the end of the
 * turn, buy-or-auction for the deed under their token, an arrival on the square under it that the referee
 * rules (rent, tax, a card), a debt typed as a sum, the Income Tax choice) and the
 * throws of the dice to come, written as the user says them: "3+4, 6 6".
 */
final class TurnPanel extends JPanel {

    private static final long serialVersionUID = 1L;
    private static final List<String> KINDS = List.of("roll", "end-turn", "buy", "arrived", "debt", "tax");

    private final transient Texts texts;
    private final transient Consumer<UnaryOperator<TableDraft>> change;
    private final JComboBox<String> turn = new JComboBox<>();
    private final JComboBox<String> decision = new JComboBox<>();
    private final JComboBox<String> creditor = new JComboBox<>();
    /** The seat each item of {@link #creditor} names: the Bank, then every player but the debtor. */
    private final java.util.List<Integer> creditors = new java.util.ArrayList<>();
    private final JSpinner amount = new JSpinner(new SpinnerNumberModel(0, 0, PositionCheck.MAX_AMOUNT, 10));
    /** The throw that brought the token (a utility's rent is counted from it); the position check refuses one the dice cannot make. */
    private final JSpinner thrown = new JSpinner(new SpinnerNumberModel(7, 1, 12, 1));
    private final JTextField dice = new JTextField(10);
    private final JLabel diceProblem = new JLabel();
    private transient TableDraft draft;
    private boolean updating;

    TurnPanel(Texts texts, Consumer<UnaryOperator<TableDraft>> change) {
        super(new GridBagLayout());
        this.texts = texts;
        this.change = change;
        setName("editor.turn");
        setBorder(BorderFactory.createTitledBorder(texts.get("turn.title")));
        turn.setName("editor.turn.player");
        decision.setName("editor.turn.decision");
        creditor.setName("editor.turn.creditor");
        amount.setName("editor.turn.amount");
        thrown.setName("editor.turn.thrown");
        dice.setName("editor.turn.dice");
        diceProblem.setName("editor.turn.dice.problem");
        for (String k : KINDS) {
            decision.addItem(texts.get("decision." + k));
        }
        WrappedItems.wrap(decision);
        row(texts.get("turn.player"), turn, 0);
        row(texts.get("turn.decision"), decision, 1);
        row(texts.get("turn.creditor"), creditor, 2);
        row(texts.get("turn.amount"), amount, 3);
        row(texts.get("turn.thrown"), thrown, 4);
        row(texts.get("turn.dice"), dice, 5);
        GridBagConstraints c = new GridBagConstraints();
        c.gridy = 6;
        c.gridwidth = 2;
        c.anchor = GridBagConstraints.WEST;
        c.insets = new Insets(0, 4, 2, 4);
        add(diceProblem, c);
        dice.setToolTipText(texts.get("turn.dice.tip"));
        turn.addActionListener(e -> edit(d -> d.withTurn(turn.getSelectedIndex())));
        decision.addActionListener(e -> editDecision());
        creditor.addActionListener(e -> editDecision());
        amount.addChangeListener(e -> editDecision());
        thrown.addChangeListener(e -> editDecision());
        dice.addActionListener(e -> editDice());
        dice.addFocusListener(new java.awt.event.FocusAdapter() {
            @Override
            public void focusLost(java.awt.event.FocusEvent e) {
                editDice();
            }
        });
    }

    private void row(String label, java.awt.Component field, int y) {
        tutor.ui.widgets.GridRows.add(this, label, field, y);
    }

    void show(TableDraft d) {
        draft = d;
        updating = true;
        try {
            turn.removeAllItems();
            creditor.removeAllItems();
            creditor.addItem(texts.get("lot.bank"));
            creditors.clear();
            creditors.add(Estates.BANK);
            // Never the debtor himself (the family review saw "Owed to: Ben" offered for Ben's own debt).
            int debtor = Math.min(d.turn(), d.seats().size() - 1);
            for (int seat = 0; seat < d.seats().size(); seat++) {
                turn.addItem(d.seats().get(seat).name());
                if (seat != debtor) {
                    creditor.addItem(d.seats().get(seat).name());
                    creditors.add(seat);
                }
            }
            turn.setSelectedIndex(Math.min(d.turn(), d.seats().size() - 1));
            Decision now = d.decision();
            decision.setSelectedIndex(KINDS.indexOf(kind(now)));
            boolean debt = now instanceof Decision.Debt;
            creditor.setEnabled(debt);
            amount.setEnabled(debt);
            if (now instanceof Decision.Debt x) {
                creditor.setSelectedIndex(Math.max(0, creditors.indexOf(x.creditor())));
                amount.setValue(x.amount());
            }
            thrown.setEnabled(now instanceof Decision.Arrived);
            if (now instanceof Decision.Arrived a) {
                thrown.setValue(Math.max(1, Math.min(12, a.thrown())));
            }
            if (!dice.isFocusOwner()) {
                dice.setText(write(d.dice()));
                diceProblem.setText(" ");
            }
        } finally {
            updating = false;
        }
    }

    private static String kind(Decision d) {
        if (d instanceof Decision.EndTurn) {
            return "end-turn";
        }
        if (d instanceof Decision.Buy) {
            return "buy";
        }
        if (d instanceof Decision.Debt) {
            return "debt";
        }
        if (d instanceof Decision.Arrived) {
            return "arrived";
        }
        return d instanceof Decision.TaxChoice ? "tax" : "roll";
    }

    private void edit(UnaryOperator<TableDraft> f) {
        if (!updating && draft != null) {
            change.accept(f);
        }
    }

    private void editDecision() {
        if (updating || draft == null) {
            return;
        }
        String kind = KINDS.get(Math.max(0, decision.getSelectedIndex()));
        Decision next = switch (kind) {
            case "end-turn" -> new Decision.EndTurn();
            // The deed under the token of the player whose turn it is: they have just landed there.
            case "buy" -> new Decision.Buy(deedUnder(draft));
            case "debt" -> new Decision.Debt(creditors.get(Math.max(0, creditor.getSelectedIndex())), (Integer) amount.getValue());
            case "tax" -> new Decision.TaxChoice();
            case "arrived" -> new Decision.Arrived((Integer) thrown.getValue());
            default -> new Decision.Roll();
        };
        change.accept(d -> d.withDecision(next));
    }

    static int deedUnder(TableDraft d) {
        TableDraft.Seat s = d.seats().get(Math.min(d.turn(), d.seats().size() - 1));
        return d.edition().board().space(s.space()).deed();
    }

    private void editDice() {
        if (updating || draft == null) {
            return;
        }
        List<Roll> rolls = parse(dice.getText(), draft.edition().rules().dice() == 1);
        if (rolls == null) {
            diceProblem.setText(texts.get("turn.dice.bad"));
            return;
        }
        diceProblem.setText(" ");
        change.accept(d -> d.withDice(rolls));
    }

    /** "3 + 4, 6 6" (or "3+4") as two throws; with one die, "3, 5". Null when it is not throws of dice. */
    static List<Roll> parse(String text, boolean oneDie) {
        List<Roll> out = new ArrayList<>();
        for (String part : text.split("[,;]")) {
            String t = part.strip();
            if (t.isEmpty()) {
                continue;
            }
            String[] dieFaces = t.split("[\\s+x×-]+");
            try {
                if (oneDie && dieFaces.length == 1) {
                    out.add(Roll.single(Integer.parseInt(dieFaces[0])));
                } else if (!oneDie && dieFaces.length == 2) {
                    out.add(new Roll(Integer.parseInt(dieFaces[0]), Integer.parseInt(dieFaces[1])));
                } else {
                    return null;
                }
            } catch (IllegalArgumentException e) {
                return null; // not a number, or a face no die has
            }
        }
        return out;
    }

    static String write(List<Roll> rolls) {
        return String.join(", ", rolls.stream().map(r -> r.singleDie() ? Integer.toString(r.die1()) : r.die1() + " + " + r.die2()).toList());
    }
}
