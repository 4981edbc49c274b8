package tutor.ui;

import java.nio.file.Path;
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
import javax.swing.SwingWorker;
import javax.swing.text.BadLocationException;
import javax.swing.text.SimpleAttributeSet;
import javax.swing.text.StyleConstants;
import javax.swing.text.StyledDocument;
import net.miginfocom.swing.MigLayout;
import tutor.data.Bundle;
import tutor.rules.Outcome;
import tutor.scenario.Comparison;
import tutor.scenario.ComparisonReport;
import tutor.scenario.MoveComparison;
import tutor.scenario.MoveText;
import tutor.scenario.Session;

/**
 * The dispute desk: tick editions and house rules, and the last move, or the whole scenario from
 * its start, is ruled again under each, side by side, with the clauses that make the rulings
 * differ highlighted. The whole scenario is ruled off the event thread.
 */
final class DisputePanel extends JPanel {

    private static final long serialVersionUID = 1L;

    private final Map<String, JCheckBox> editions = new LinkedHashMap<>();
    private final Map<String, JCheckBox> houseRules = new LinkedHashMap<>();
    private final JTextPane output = new JTextPane();
    private final transient Supplier<Session> session;
    private final transient Supplier<Path> scenarioFile;
    private final JButton run = new JButton("Compare last move");
    private final JButton whole = new JButton("Whole scenario");

    DisputePanel(Supplier<Session> session, Supplier<Path> scenarioFile) {
        super(new MigLayout("insets 4, fill, wrap 1", "[grow,fill]", "[][][][grow,fill]"));
        this.session = session;
        this.scenarioFile = scenarioFile;
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
        run.setName("compare.run");
        run.setMnemonic('C');
        run.setToolTipText("Rule the move just made again under each ticked ruleset");
        run.addActionListener(e -> compare());
        whole.setName("compare.whole");
        whole.setMnemonic('W');
        whole.setToolTipText("Play the scenario's script from its start under each ticked ruleset, step by step");
        whole.addActionListener(e -> compareWhole());
        output.setName("compare.output");
        output.setEditable(false);
        add(new JLabel("Editions:"), "split 2");
        add(eds);
        add(new JLabel("House rules:"), "split 2");
        add(house);
        add(run, "split 2, growx 0");
        add(whole, "growx 0");
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
        output.setText("Tick the editions and house rules to compare, then compare the last move, "
                + "or the whole scenario from its start.");
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

    /**
     * Rules the whole scenario, from its start, under each ticked ruleset: the scenario file is
     * loaded afresh under each and its script played, on a worker thread; the report lists, step
     * by step, the clauses that differ.
     */
    void compareWhole() {
        Session s = session.get();
        Path file = scenarioFile.get();
        if (s == null || file == null) {
            output.setText("Open a scenario first.");
            return;
        }
        List<String> specs = specs(s);
        if (specs.size() < 2) {
            output.setText("Tick at least two editions or house rules.");
            return;
        }
        run.setEnabled(false);
        whole.setEnabled(false);
        output.setText("Ruling \"" + s.scenario().title() + "\" under " + String.join(", ", specs) + "...");
        new SwingWorker<String, Void>() {
            @Override
            protected String doInBackground() {
                Comparison c = Comparison.of(file, specs);
                return new ComparisonReport(Bundle.get().rulebook(), false).render(c);
            }

            @Override
            protected void done() {
                run.setEnabled(true);
                whole.setEnabled(true);
                try {
                    showReport(get());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (java.util.concurrent.ExecutionException e) {
                    output.setText("The comparison could not be made: " + e.getCause().getMessage());
                }
            }
        }.execute();
    }

    /** The report as text, its headings and the places where rulings differ in bold, differences highlighted. */
    private void showReport(String report) {
        StyledDocument doc = output.getStyledDocument();
        java.awt.Color highlight = BoardView.color("Tutor.board.highlight");
        try {
            doc.remove(0, doc.getLength());
            for (String line : report.split("\n", -1)) {
                SimpleAttributeSet style = plain();
                if (line.trim().equals("Where they differ:") || line.startsWith("    ") && line.trim().endsWith("]")) {
                    style = bold(highlight);
                } else if (!line.isEmpty() && !line.startsWith(" ")) {
                    style = bold(null);
                }
                append(doc, line + "\n", style);
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
