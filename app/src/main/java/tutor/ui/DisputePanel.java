package tutor.ui;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextPane;
import javax.swing.text.BadLocationException;
import javax.swing.text.SimpleAttributeSet;
import javax.swing.text.StyleConstants;
import javax.swing.text.StyledDocument;
import net.miginfocom.swing.MigLayout;
import tutor.data.Bundle;
import tutor.rules.Outcome;
import tutor.scenario.Comparison;
import tutor.scenario.MoveComparison;
import tutor.scenario.MoveText;
import tutor.scenario.Session;

/**
 * The dispute desk: tick editions and house rules, and the last move is ruled again under each,
 * side by side, with the clauses that make the rulings differ highlighted.
 */
final class DisputePanel extends JPanel {

    private static final long serialVersionUID = 1L;

    private final Map<String, JCheckBox> editions = new LinkedHashMap<>();
    private final Map<String, JCheckBox> houseRules = new LinkedHashMap<>();
    private final JTextPane output = new JTextPane();
    private final transient Supplier<Session> session;

    DisputePanel(Supplier<Session> session) {
        super(new MigLayout("insets 4, fill, wrap 1", "[grow,fill]", "[][][][grow,fill]"));
        this.session = session;
        setName("compare");
        JPanel eds = new JPanel(new MigLayout("insets 0, wrap 3", "[][][]"));
        for (String id : Bundle.get().rulesets().keySet()) {
            JCheckBox box = new JCheckBox(id);
            box.setName("compare.edition." + id);
            box.setToolTipText(Bundle.get().rulesets().get(id).title());
            editions.put(id, box);
            eds.add(box);
        }
        JPanel house = new JPanel(new MigLayout("insets 0, wrap 2", "[][]"));
        for (var hr : Bundle.get().houseRules().values()) {
            JCheckBox box = new JCheckBox(hr.id());
            box.setName("compare.house." + hr.id());
            box.setToolTipText(hr.title() + " (added to the scenario's own ruleset)");
            houseRules.put(hr.id(), box);
            house.add(box);
        }
        JButton run = new JButton("Compare the last move");
        run.setName("compare.run");
        run.setMnemonic('C');
        run.addActionListener(e -> compare());
        output.setName("compare.output");
        output.setEditable(false);
        add(new JLabel("Editions:"), "split 2");
        add(eds);
        add(new JLabel("House rules:"), "split 2");
        add(house);
        add(run, "growx 0");
        add(new JScrollPane(output), "grow, wmin 0");
    }

    /** Ticks the rulesets a dispute scenario names, or the scenario's own ruleset and modern. */
    void preset(Session s) {
        editions.values().forEach(b -> b.setSelected(false));
        houseRules.values().forEach(b -> b.setSelected(false));
        List<String> wanted = s == null ? List.of() : s.scenario().compare().isEmpty()
                ? List.of(s.scenario().rulesetId().split("\\+")[0], "modern") : s.scenario().compare();
        for (String spec : wanted) {
            String[] parts = spec.split("\\+");
            if (editions.containsKey(parts[0])) {
                editions.get(parts[0]).setSelected(true);
            }
            for (int i = 1; i < parts.length; i++) {
                if (houseRules.containsKey(parts[i])) {
                    houseRules.get(parts[i]).setSelected(true);
                }
            }
        }
        output.setText("Tick the editions and house rules to compare, then compare the last move.");
    }

    /** The rulesets to compare: each ticked edition, and the scenario's edition with each ticked house rule. */
    List<String> specs(Session s) {
        List<String> specs = new ArrayList<>();
        editions.forEach((id, box) -> {
            if (box.isSelected()) {
                specs.add(id);
            }
        });
        String base = s.scenario().rulesetId().split("\\+")[0];
        houseRules.forEach((id, box) -> {
            if (box.isSelected()) {
                specs.add(base + "+" + id);
            }
        });
        return specs;
    }

    void compare() {
        Session s = session.get();
        StyledDocument doc = output.getStyledDocument();
        try {
            doc.remove(0, doc.getLength());
            if (s == null || s.outcomes().isEmpty()) {
                doc.insertString(0, "No move has been made yet in this scenario: make one, then compare its ruling.", plain());
                return;
            }
            List<String> specs = specs(s);
            if (specs.size() < 2) {
                doc.insertString(0, "Tick at least two editions or house rules.", plain());
                return;
            }
            Outcome last = s.outcomes().get(s.outcomes().size() - 1);
            MoveComparison c = MoveComparison.of(last.before(), last.move(), specs);
            append(doc, MoveText.describe(last.before(), last.move()) + "\n\n", bold(null));
            for (String spec : specs) {
                append(doc, spec + " (" + c.title(spec) + "):\n", bold(null));
                append(doc, "  " + c.summary(spec) + "\n", plain());
            }
            if (c.differing().isEmpty()) {
                append(doc, "\nThe same ruling under every one of them.\n", plain());
                return;
            }
            append(doc, "\nWhere they differ:\n", bold(BoardView.color("Tutor.board.highlight")));
            for (String rule : c.differing()) {
                append(doc, Bundle.get().rulebook().title(rule) + " [" + rule + "]\n", bold(BoardView.color("Tutor.board.highlight")));
                for (String spec : specs) {
                    Comparison.Clause cl = c.clause(spec, rule);
                    String text = cl == null ? "does not apply" : first(cl.arithmetic(), cl.result(), cl.effects(), cl.text())
                            + (cl.ruleset().isEmpty() ? "" : " — " + cl.ruleset() + ": " + cl.source());
                    append(doc, "  " + spec + ": " + text + "\n", plain());
                }
            }
            output.setCaretPosition(0);
        } catch (BadLocationException e) {
            throw new IllegalStateException(e);
        }
    }

    String text() {
        return output.getText();
    }

    private static String first(String... parts) {
        List<String> kept = new ArrayList<>();
        for (int i = 0; i < parts.length - 1; i++) {
            if (!parts[i].isEmpty()) {
                kept.add(parts[i]);
            }
        }
        return kept.isEmpty() ? parts[parts.length - 1] : String.join("; ", kept);
    }

    private static void append(StyledDocument doc, String s, SimpleAttributeSet a) throws BadLocationException {
        doc.insertString(doc.getLength(), s, a);
    }

    private static SimpleAttributeSet plain() {
        return new SimpleAttributeSet();
    }

    private static SimpleAttributeSet bold(java.awt.Color color) {
        SimpleAttributeSet a = new SimpleAttributeSet();
        StyleConstants.setBold(a, true);
        if (color != null) {
            StyleConstants.setForeground(a, color);
        }
        return a;
    }
}
