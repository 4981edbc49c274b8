package tutor.ui.dispute;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import javax.swing.JButton;
import javax.swing.JEditorPane;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.SwingWorker;
import javax.swing.text.BadLocationException;
import net.miginfocom.swing.MigLayout;
import tutor.data.Bundle;
import tutor.scenario.Comparison;
import tutor.scenario.MoveComparison;
import tutor.scenario.MoveText;
import tutor.ui.model.RulingEntry;
import tutor.ui.model.ScenarioActivity;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;

/**
 * The dispute desk, a screen of its own: tick editions and house rules by name, then rule the
 * last move again from the same position under each, or the whole scenario from its start (on
 * a worker thread, with Cancel). The rulings stand side by side in columns, the differing
 * clauses highlighted and their sources set apart.
 */
public final class DisputeDesk extends JPanel {

    private static final long serialVersionUID = 1L;

    private final transient TutorModel model;
    /** Made when the first scenario opens: the editions are rule data, which loads while the window appears. */
    private EditionPicker picker;
    private final JPanel pickerHolder = new JPanel(new java.awt.BorderLayout());
    private final JEditorPane output = new JEditorPane();
    private final JLabel title = new JLabel();
    private final JButton run = new JButton("Compare the last move");
    private final JButton whole = new JButton("Compare the whole scenario");
    private final JButton cancel = new JButton("Cancel");
    private transient ComparisonHtml html;
    private transient SwingWorker<String, Void> worker;

    public DisputeDesk(TutorModel model, Runnable backToBoard) {
        super(new MigLayout("insets 8, fill, wrap 1, hidemode 3", "[grow,fill]", "[][][][grow,fill]"));
        this.model = model;
        setName("compare");
        JButton back = new JButton("\u2190 Back to the board");
        back.setName("compare.back");
        back.setMnemonic('B');
        back.addActionListener(e -> backToBoard.run());
        title.setName("compare.title");
        title.setFont(title.getFont().deriveFont(java.awt.Font.BOLD, title.getFont().getSize2D() * 1.2f));
        run.setName("compare.run");
        run.setMnemonic('L');
        run.setToolTipText("Rule the move just made again, from the same position, under each ticked edition");
        run.addActionListener(e -> compare());
        whole.setName("compare.whole");
        whole.setMnemonic('W');
        whole.setToolTipText("Play the scenario's script from its start under each ticked edition, move by move");
        whole.addActionListener(e -> compareWhole());
        cancel.setName("compare.cancel");
        cancel.setVisible(false);
        cancel.addActionListener(e -> {
            if (worker != null) {
                worker.cancel(true);
            }
        });
        output.setName("compare.output");
        output.setContentType("text/html");
        output.setEditable(false);
        output.getAccessibleContext().setAccessibleName("The rulings side by side");
        add(back, "split 2, growx 0");
        add(title, "wmin 0, gapleft 12");
        add(pickerHolder, "wmin 0");
        JPanel buttons = new JPanel(new MigLayout("insets 0, hidemode 3, novisualpadding"));
        buttons.add(run);
        buttons.add(whole);
        buttons.add(cancel);
        add(buttons);
        add(new JScrollPane(output), "grow, wmin 0");
        model.addListener(this::changed);
        if (model.scenario() != null) {
            preset();
        } else {
            message("Open a scenario, make a move, then compare its ruling under several editions.");
        }
    }

    private void changed(TutorEvent e) {
        if (e instanceof TutorEvent.ActivityChanged) {
            preset();
        }
    }

    /** Ticks the editions a dispute scenario names, or the scenario's own edition and the 2021 guide. */
    private void preset() {
        if (picker == null) {
            picker = new EditionPicker();
            html = new ComparisonHtml(Bundle.get().rulebook());
            pickerHolder.add(picker);
            pickerHolder.revalidate();
        }
        ScenarioActivity s = model.scenario();
        if (s == null) {
            title.setText("Dispute desk");
            picker.tick(List.of(), "classic");
            message("Open a scenario, make a move, then compare its ruling under several editions.");
            return;
        }
        String edition = edition(s);
        title.setText("Dispute desk: " + s.title());
        picker.tick(s.scenario().compare().isEmpty() ? List.of(edition, "modern") : s.scenario().compare(), edition);
        message("Tick the editions and house rules to compare, then compare the last move, or the whole scenario from its start.");
    }

    private static String edition(ScenarioActivity s) {
        return s.scenario().rulesetId().split("\\+")[0];
    }

    /** The last move made (by the learner or the script), ruled again under each ticked edition. */
    public void compare() {
        ScenarioActivity s = model.scenario();
        RulingEntry last = s == null ? null : lastApplied(model.shownTimeline());
        if (last == null) {
            message("No move has been made yet in this scenario: make one, then compare its ruling.");
            return;
        }
        List<String> specs = picker.specs(edition(s));
        if (specs.size() < 2) {
            message("Tick at least two editions or house rules.");
            return;
        }
        MoveComparison c = MoveComparison.of(last.before(), last.move(), specs);
        show(html.move(MoveText.describe(last.before(), last.move()), c, specs));
    }

    private static RulingEntry lastApplied(List<RulingEntry> shown) {
        for (int i = shown.size() - 1; i >= 0; i--) {
            if (shown.get(i).applied()) {
                return shown.get(i);
            }
        }
        return null;
    }

    /** The whole scenario from its start under each ticked edition, ruled on a worker thread. */
    public void compareWhole() {
        ScenarioActivity s = model.scenario();
        Path file = s == null ? null : s.file();
        if (s == null || file == null) {
            message("Open a scenario first.");
            return;
        }
        List<String> specs = picker.specs(edition(s));
        if (specs.size() < 2) {
            message("Tick at least two editions or house rules.");
            return;
        }
        busy(true);
        message("Ruling \"" + s.title() + "\" under " + specs.stream().map(EditionPicker::name).toList() + "…");
        worker = new SwingWorker<>() {
            @Override
            protected String doInBackground() {
                return html.whole(Comparison.of(file, specs));
            }

            @Override
            protected void done() {
                busy(false);
                try {
                    show(get());
                } catch (CancellationException e) {
                    message("Cancelled.");
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    message("The comparison could not be made: " + e.getCause().getMessage());
                }
            }
        };
        worker.execute();
    }

    private void busy(boolean on) {
        run.setEnabled(!on);
        whole.setEnabled(!on);
        cancel.setVisible(on);
    }

    private void message(String text) {
        show("<html><body><p>" + text.replace("&", "&amp;").replace("<", "&lt;") + "</p></body></html>");
    }

    private void show(String page) {
        output.setText(page);
        output.setCaretPosition(0);
    }

    /** Ticks the editions and house rules a lesson names for the scenario being played, and compares it from its start. */
    public void compareUnder(List<String> specs) {
        preset();
        ScenarioActivity s = model.scenario();
        if (s != null) {
            picker.tick(specs, edition(s));
            compareWhole();
        }
    }

    /** A ruleset spec in words ("Classic (US long-form rules) + $400 for stopping exactly on GO"). */
    public static String editionName(String spec) {
        return EditionPicker.name(spec);
    }

    /** What the desk shows, as plain text (tests read it). */
    public String text() {
        try {
            return output.getDocument().getText(0, output.getDocument().getLength());
        } catch (BadLocationException e) {
            return "";
        }
    }
}
