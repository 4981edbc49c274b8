package tutor.ui.dispute;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import javax.swing.JButton;
import javax.swing.JEditorPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.SwingWorker;
import javax.swing.text.BadLocationException;
import net.miginfocom.swing.MigLayout;
import tutor.data.Bundle;
import tutor.scenario.Comparison;
import tutor.scenario.MoveComparison;
import tutor.scenario.MoveText;
import tutor.play.RulingEntry;
import tutor.play.ScenarioActivity;
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
    /** The desk's title with the scenario's: wrapped, as a Russian title beside "Back" runs wider than a projector's window. */
    private final tutor.ui.widgets.WrappingLabel title = new tutor.ui.widgets.WrappingLabel();
    private final JButton run = new JButton();
    private final JButton whole = new JButton();
    private final JButton cancel = new JButton();
    private final JButton back = new JButton();
    private transient SwingWorker<Comparison, Void> worker;
    /** What the desk shows, to show it again in another language: a message key, or the last comparison made. */
    private transient Runnable shown = () -> { };
    /** The comparison shown, as a title and Markdown to export (made when asked, off the event thread), or null. */
    private transient java.util.function.Supplier<Shared> shared;

    /** A comparison to share: its title and its Markdown. */
    public record Shared(String title, String markdown) { }

    public DisputeDesk(TutorModel model, Runnable backToBoard) {
        super(new MigLayout("insets 8, fill, wrap 1, hidemode 3", "[grow,fill]", "[][][][grow,fill]"));
        this.model = model;
        setName("compare");
        back.setName("compare.back");
        back.addActionListener(e -> backToBoard.run());
        title.setName("compare.title");
        title.setFont(title.getFont().deriveFont(java.awt.Font.BOLD, title.getFont().getSize2D() * 1.2f));
        run.setName("compare.run");
        run.addActionListener(e -> compare());
        whole.setName("compare.whole");
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
        // The comparison is what the class reads: the window's reading size (larger on a projector), not HTML's own.
        output.putClientProperty(javax.swing.JEditorPane.HONOR_DISPLAY_PROPERTIES, Boolean.TRUE);
        tutor.ui.widgets.Reading.apply(output, "EditorPane.font", java.awt.Font.PLAIN);

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
        relabel();
        if (model.activity() != null) {
            preset();
        } else {
            message("compare.start");
        }
    }

    @Override
    public void doLayout() {
        java.awt.Insets in = getInsets();
        // The title shares its row with the Back button and the gap between them, inside the layout's own insets (8 a
        // side, not in getInsets()); measured a little short, so the height asked for is never a line too few.
        title.wrapAt(Math.max(40, getWidth() - in.left - in.right - 16 - back.getPreferredSize().width - 12 - 8));
        super.doLayout();
    }

    private void relabel() {
        tutor.text.Texts t = model.texts();
        tutor.ui.widgets.Mnemonics.apply(back, t.get("compare.back"));
        tutor.ui.widgets.Mnemonics.apply(run, t.get("compare.run"));
        run.setToolTipText(t.get("compare.run.tip"));
        tutor.ui.widgets.Mnemonics.apply(whole, t.get("compare.whole"));
        whole.setToolTipText(t.get("compare.whole.tip"));
        tutor.ui.widgets.Mnemonics.apply(cancel, t.get("compare.cancel"));
        output.getAccessibleContext().setAccessibleName(t.get("compare.output"));
        ScenarioActivity s = model.scenario();
        // A table put to the referee keeps its own title after each move asked (it fell back to "Dispute desk").
        title.setText(s != null ? t.get("compare.titleWith", s.title()) : model.activity() != null
                ? t.get("compare.titleWith", model.activity().title(model.language())) : t.get("compare.title"));
        if (picker != null) {
            picker.relabel();
        }
    }

    private void changed(TutorEvent e) {
        if (e instanceof TutorEvent.ActivityChanged) {
            preset();
        } else if (e instanceof TutorEvent.LanguageChanged || e instanceof TutorEvent.ActivityUpdated && picker != null) {
            relabel();
            if (e instanceof TutorEvent.LanguageChanged && worker == null) {
                shown.run(); // the same comparison, in the new words
            }
        }
    }

    /** The page in the window's words, with the rulings in the language of the rule data. */
    private ComparisonHtml html() {
        return new ComparisonHtml(Bundle.get().rulebook(model.dataLanguage()), model.texts());
    }

    /** Ticks the editions a dispute scenario names, or the scenario's own edition and the 2021 guide. */
    private void preset() {
        if (picker == null) {
            picker = new EditionPicker(model);
            pickerHolder.add(picker);
            pickerHolder.revalidate();
        }
        ScenarioActivity s = model.scenario();
        if (s == null && model.activity() != null) {
            // A table set up in the editor: its own edition against the 2021 guide.
            String own = model.activity().state().rules().id().split("\\+")[0];
            title.setText(model.texts().get("compare.titleWith", model.activity().title(model.language())));
            if (!picker.restore(own)) {
                picker.tick(List.of(own, own.equals("modern") ? "classic" : "modern"), own);
            }
            message("compare.tick");
            return;
        }
        if (s == null) {
            title.setText(model.texts().get("compare.title"));
            picker.tick(List.of(), "classic");
            message("compare.start");
            return;
        }
        String edition = edition(s);
        title.setText(model.texts().get("compare.titleWith", s.title()));
        // A dispute scenario ticks the editions it is about; any other keeps what the user ticked last, if anything.
        if (!s.scenario().compare().isEmpty()) {
            picker.tick(s.scenario().compare(), edition);
        } else if (!picker.restore(edition)) {
            picker.tick(List.of(edition, "modern"), edition);
        }
        message("compare.tick");
    }

    private static String edition(ScenarioActivity s) {
        return s.scenario().rulesetId().split("\\+")[0];
    }

    /** The last move made (by the learner or the script), ruled again under each ticked edition. */
    public void compare() {
        ScenarioActivity s = model.scenario();
        RulingEntry last = model.activity() == null ? null : lastApplied(model.timeline().rulings());
        if (last == null) {
            message("compare.noMove");
            return;
        }
        List<String> specs = picker.specs(s != null ? edition(s) : last.before().rules().id().split("\\+")[0]);
        if (specs.size() < 2) {
            message("compare.tickTwo");
            return;
        }
        MoveComparison c = MoveComparison.of(last.before(), last.move(), specs);
        shown = () -> show(html().move(MoveText.describe(last.before(), last.move(), Bundle.get().words(model.dataLanguage())), c, specs));
        shown.run();
        String lang = model.dataLanguage();
        tutor.text.Texts texts = model.texts();
        String title = texts.get("compare.titleWith", s == null ? model.activity().title(model.language()) : s.title());
        String moveText = MoveText.describe(last.before(), last.move(), Bundle.get().words(lang));
        shared = () -> new Shared(title, new ComparisonMarkdown(Bundle.get().rulebook(lang), texts).move(title, moveText, c, specs));
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
        // Another activity (a table put to the referee): its start and the moves made since, as a scenario.
        tutor.play.Activity other = s == null ? model.activity() : null;
        List<RulingEntry> made = other == null ? List.of() : other.timeline();
        if ((s == null || file == null) && made.isEmpty()) {
            message(other == null ? "compare.openFirst" : "compare.noMove");
            return;
        }
        List<String> specs = picker.specs(s != null ? edition(s) : made.get(0).before().rules().id().split("\\+")[0]);
        if (specs.size() < 2) {
            message("compare.tickTwo");
            return;
        }
        String what = s != null ? s.title() : other.title();
        busy(true);
        message("compare.ruling", what, String.join(", ", specs.stream().map(picker::name).toList()));
        worker = new SwingWorker<>() {
            @Override
            protected Comparison doInBackground() {
                if (file != null) {
                    return Comparison.of(file, specs);
                }
                // The table as a scenario, compared from memory: nothing written to disk.
                List<tutor.rules.state.Move> moves = made.stream().filter(RulingEntry::applied).map(RulingEntry::move).toList();
                String text = tutor.scenario.TableFile.write(made.get(0).before(), what, what, moves).text();
                return Comparison.of(what, text, specs, "en");
            }

            @Override
            protected void done() {
                worker = null;
                busy(false);
                try {
                    Comparison c = get();
                    // The game's title as it reads now: a free game's is worded again in the new language.
                    shown = () -> show(html().whole(c, model.scenario() != null ? model.scenario().title()
                            : model.activity() != null ? model.activity().title(model.language()) : what));
                    shown.run();
                    String lang = model.dataLanguage();
                    String title = model.texts().get("compare.titleWith", what);
                    shared = () -> new Shared(title,
                            new tutor.scenario.ComparisonReport(Bundle.get().rulebook(lang), model.language(), true).render(c));
                } catch (CancellationException e) {
                    message("compare.cancelled");
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    // A fault of the tutor's: the words for the learner, the exception for the log.
                    System.getLogger("tutor.dispute").log(System.Logger.Level.ERROR, "comparison failed", e.getCause());
                    message("compare.failed.own");
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

    /**
     * The comparison the desk shows, to export: call on the event thread, then {@code get()} the title and Markdown
     * anywhere (a worker). Null when the desk shows no comparison.
     */
    public java.util.function.Supplier<Shared> shared() {
        return shared;
    }

    /** Shows one of the desk's messages (a key of the texts), and shows it again in another language. */
    private void message(String key, Object... args) {
        shared = null;
        shown = () -> show("<html><body><p>" + model.texts().get(key, args).replace("&", "&amp;").replace("<", "&lt;")
                + "</p></body></html>");
        shown.run();
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

    /** What the desk shows, as plain text (tests read it). */
    public String text() {
        try {
            return output.getDocument().getText(0, output.getDocument().getLength());
        } catch (BadLocationException e) {
            return "";
        }
    }
}
