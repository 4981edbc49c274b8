package tutor.ui.lesson;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Font;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import tutor.lesson.Figure;
import tutor.lesson.Mode;
import tutor.lesson.Step;
import tutor.lesson.Text;
import tutor.sim.SimulationReport;
import tutor.play.LessonActivity;
import tutor.ui.situation.ChoiceButton;
import tutor.ui.widgets.WrappingLabel;

/**
 * The lesson's side of the player: the current step in words (Markdown rendered), its answer
 * controls, the feedback, hints and revealed answers so far, and Previous / Next. In present mode
 * everything is larger, questions are shown for the class to discuss and Reveal gives the answer;
 * practise gives feedback for each answer, hints and Show the answer; a quiz takes one answer.
 */
final class StepView extends JPanel implements PlayerLayout.StepSize {

    private static final long serialVersionUID = 1L;

    /** What the player does for the step view. */
    interface Host {
        /** The activity changed by a call of its own: tell the model (and so every view). */
        void changed();

        /** The step changed: the views show the new step. */
        void stepChanged();

        /** The lesson is over: back to the lessons. */
        void finish();

        /** Compare the played scenario under these editions (the Editions tab). */
        void compare(List<String> specs);

        /** Who is learning (the order of a question's choices is theirs). */
        String learner();
    }

    private final transient Host host;
    private final Column column = new Column("lesson.step", 8);
    private final JScrollPane scroll = new JScrollPane(column);
    private final WrappingLabel heading = new WrappingLabel();
    private final JButton previous = new JButton();
    private final JButton next = new JButton();
    private final Column feedback = new Column("lesson.feedback", 6);
    private final JPanel controls = new JPanel(new MigLayout("insets 0, hidemode 3, novisualpadding, gap 6"));
    private final JButton hint = new JButton();
    private final JButton reveal = new JButton();
    private final WrappingLabel status = new WrappingLabel();
    private final Column figures = new Column("lesson.figures", 4);
    /**
     * A play step's buttons (watch the next move, compare editions), under the step's words and never scrolled
     * away with them: in a short step on a French projector only their top edges showed, two empty boxes.
     */
    private final ButtonRows actionRows = new ButtonRows();
    private final JPanel actions = new JPanel(actionRows);
    private transient LessonActivity activity;
    private transient LessonWords words;
    private int shownIndex = -1;
    private transient QuestionChoices choices;
    /** How many things had been said on the step when the feedback was last drawn, and whether a quiz's were explained. */
    private int shownSaid = -1;
    private boolean shownExplained;
    private AmountAnswer amount;
    private transient PlayStepPart play;
    private transient StepFonts fonts = new StepFonts(1f);
    private transient StepTexts texts;
    /** Previous and Next: shown at the top of the player, in the same place on every step (see {@link #nav()}). */
    private final JPanel nav = new JPanel(new MigLayout("insets 0, novisualpadding, gap 6", "[][]"));

    StepView(Host host) {
        super(new BorderLayout(0, 6));
        this.host = host;
        setName("lesson.stepView");
        heading.setName("lesson.step.heading");
        scroll.setBorder(BorderFactory.createEmptyBorder());
        scroll.setHorizontalScrollBarPolicy(JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        scroll.getVerticalScrollBar().setUnitIncrement(16);
        previous.setName("lesson.previous");
        previous.addActionListener(e -> {
            activity.previous();
            host.stepChanged();
        });
        next.setName("lesson.next");
        next.addActionListener(e -> {
            if (activity.run().atEnd()) {
                host.finish();
                return;
            }
            activity.next();
            host.stepChanged();
        });
        hint.setName("lesson.hint");
        hint.addActionListener(e -> {
            activity.hint();
            host.changed();
        });
        reveal.setName("lesson.reveal");
        reveal.addActionListener(e -> {
            activity.reveal();
            host.changed();
        });
        status.setName("lesson.status");
        controls.add(hint);
        controls.add(reveal);
        nav.setName("lesson.nav");
        nav.add(previous);
        nav.add(next);
        actions.setName("lesson.step.actions");
        actions.setVisible(false);
        add(heading, BorderLayout.NORTH);
        add(scroll, BorderLayout.CENTER);
        add(actions, BorderLayout.SOUTH);
    }

    /** Shows the activity's current step: built afresh when the step changed, else brought up to date. */
    void show(LessonActivity a, LessonWords w) {
        boolean fresh = a != activity || a.run().index() != shownIndex || w != words;
        activity = a;
        words = w;
        if (fresh) {
            shownIndex = a.run().index();
            build();
        }
        refresh();
    }

    /**
     * How much larger than the theme's text the step is: presenting, a third larger for the class to read;
     * the projector theme has already scaled everything up by half, so there no more.
     */
    /**
     * The step's type over the theme's: the projector's reading size in every mode (a class reads the explanation in
     * practise too), and in present mode at least a third larger (a lesson shown to the class in any theme).
     */
    private float scale() {
        float reading = tutor.ui.widgets.Reading.scale();
        return activity.mode() == Mode.PRESENT ? Math.max(reading, 1.35f) : reading;
    }

    /** Builds the step again in the fonts of the theme now installed (after a theme switch). */
    void rebuild() {
        if (activity != null) {
            build();
            refresh();
        }
    }

    /** The heading wraps to the width the step has now (it may have been measured at another). */
    @Override
    public void doLayout() {
        java.awt.Insets in = getInsets();
        heading.wrapAt(Math.max(1, getWidth() - in.left - in.right));
        // The buttons' rows depend on the width: told it before the border layout asks their height.
        actions.setSize(Math.max(1, getWidth() - in.left - in.right), actions.getHeight());
        super.doLayout();
    }

    /** Previous and Next, for the player to place. */
    JComponent nav() {
        return nav;
    }

    @Override
    public int minimumWidth() {
        return com.formdev.flatlaf.util.UIScale.scale(200);
    }

    @Override
    public int leastHeightAt(int width) {
        java.awt.Insets in = getInsets();
        int inner = Math.max(40, width - in.left - in.right);
        heading.wrapAt(inner);
        int gap = ((BorderLayout) getLayout()).getVgap();
        return in.top + in.bottom + heading.heightAt(inner) + gap + 2 + actionsHeight(inner, gap);
    }

    /** The height the play step's buttons take under the words at a width (with the gap above them), or 0 without any. */
    private int actionsHeight(int width, int gap) {
        return actions.isVisible() ? actionRows.heightAt(actions, width) + gap : 0;
    }

    @Override
    public int heightAt(int width) {
        java.awt.Insets in = getInsets();
        int inner = Math.max(40, width - in.left - in.right);
        heading.wrapAt(inner);
        int gap = ((BorderLayout) getLayout()).getVgap();
        return in.top + in.bottom + heading.heightAt(inner) + gap + column.getInsets().top
                + ((Column.Stack) column.getLayout()).height(column, inner) + 2 + actionsHeight(inner, gap);
    }

    private void build() {
        column.removeAll();
        actions.removeAll();
        feedback.removeAll();
        figures.removeAll();
        choices = null;
        shownSaid = -1;
        amount = null;
        play = null;
        fonts = new StepFonts(scale());
        texts = new StepTexts(activity, words);
        Step s = activity.current();
        int number = activity.run().index() + 1;
        int of = activity.lesson().steps().size();
        heading.setFont(UIManager.getFont("Label.font").deriveFont(Font.BOLD, UIManager.getFont("Label.font").getSize2D() * 1.1f * scale()));
        heading.setWords(activity.review() != null ? words.get("step.heading.review", words.get("kind." + s.kind()))
                : words.get("step.heading", number, of, words.get("kind." + s.kind())));
        fonts.sized(previous, false).setText(words.get("nav.previous"));
        fonts.sized(next, true);
        fonts.sized(hint, false).setText(words.get("step.hint"));
        fonts.sized(reveal, false).setText(s instanceof Step.Discuss ? words.get("step.reveal") : words.get("step.showAnswer"));
        fonts.sized(status, false);
        if (s instanceof Step.Explain e) {
            column.add(fonts.markdown("lesson.text", words.text(e.markdown())));
        } else if (s instanceof Step.Play p) {
            play = new PlayStepPart(activity, words, fonts, host);
            play.build(p, column, actions);
        } else if (s instanceof Step.Question q) {
            column.add(fonts.markdown("lesson.text", words.text(q.prompt())));
            if (q.isAmount()) {
                if (activity.mode() != Mode.PRESENT) { // presented, the class works it out; the teacher shows the answer
                    column.add(amountRow(q.unit().isEmpty() ? words.currency(activity.lesson().edition())
                            : tutor.lesson.AnswerUnit.word(q.unit(), words.language())));
                }
            } else {
                choices = new QuestionChoices(activity, words, fonts, q);
                choices.build(column, host.learner(), () -> {
                    host.changed();
                    offerNext();
                });
            }
        } else if (s instanceof Step.Exercise x) {
            column.add(fonts.markdown("lesson.text", words.text(x.prompt())));
            if (activity.mode() != Mode.PRESENT) {
                column.add(amountRow(texts.unitWord(x.figure())));
            }
        } else if (s instanceof Step.Chart c) {
            column.add(fonts.markdown("lesson.text", words.text(c.caption())));
            column.add(fonts.label("lesson.chart.note", words.get("chart.note"), false));
        } else if (s instanceof Step.Simulate sim) {
            column.add(fonts.markdown("lesson.text", words.text(sim.caption())));
            column.add(figures);
        } else if (s instanceof Step.Discuss d) {
            column.add(fonts.markdown("lesson.text", words.text(d.prompt())));
            if (activity.mode() != Mode.PRESENT) {
                column.add(fonts.label("lesson.discuss.note", words.get("discuss.forClass"), false));
            }
        } else if (s instanceof Step.Recap r) {
            StringBuilder md = new StringBuilder();
            for (Text point : r.points()) {
                md.append("- ").append(words.text(point).replace("\n", " ")).append('\n');
            }
            column.add(fonts.label("lesson.recap.title", words.get("recap.title"), true));
            column.add(fonts.markdown("lesson.text", md.toString()));
        }
        column.add(feedback);
        column.add(controls);
        column.add(status);
        actions.setVisible(actions.getComponentCount() > 0);
        column.revalidate();
        column.repaint();
        scroll.getVerticalScrollBar().setValue(0);
    }

    private JComponent amountRow(String unit) {
        amount = new AmountAnswer(activity, words, fonts, unit, host::changed, this::offerNext);
        return amount;
    }

    /** Once a step takes no more answers (a quiz's first, a right one), Next has the keyboard: the next question is offered. */
    private void offerNext() {
        if (!activity.run().open()) {
            next.requestFocusInWindow();
        }
    }

    /** Brings the feedback, the controls and Next up to date with the activity. */
    private void refresh() {
        Step s = activity.current();
        boolean open = activity.run().open();
        if (amount != null) {
            amount.setOpen(open);
        }
        List<LessonActivity.Said> said = activity.said(s.id());
        boolean explained = texts.explained();
        if (said.size() != shownSaid || explained != shownExplained) {
            shownSaid = said.size();
            shownExplained = explained;
            feedback.removeAll();
            int i = 0;
            for (LessonActivity.Said x : Verdicts.latest(said)) {
                MarkdownPane m = new MarkdownPane("lesson.feedback." + i++);
                m.show(texts.said(x, explained), scale(), StepTexts.colour(x.kind()), x.kind() == LessonActivity.Said.Kind.RIGHT);
                feedback.add(m);
            }
        }
        if (choices != null) {
            choices.refresh(open, said.stream().anyMatch(x -> x.kind() == LessonActivity.Said.Kind.REVEAL));
        }
        hint.setVisible((s instanceof Step.Question || s instanceof Step.Exercise) && activity.mode() == Mode.PRACTISE);
        hint.setEnabled(activity.hasHint());
        reveal.setVisible(activity.canReveal());
        controls.setVisible(hint.isVisible() || reveal.isVisible());
        if (play != null) {
            play.refresh();
        }
        status.setWords(texts.status(s));
        status.setVisible(!status.words().isEmpty());
        previous.setEnabled(!activity.run().atStart() && activity.review() == null);
        next.setText(activity.run().atEnd() ? words.get(activity.review() != null ? "nav.reviewDone" : "nav.finish")
                : words.get("nav.next"));
        column.revalidate();
        column.repaint();
    }

    /** A simulate step's games are played: its figures, each with where it comes from. */
    void simulated(Step step, SimulationReport report) {
        if (activity == null || activity.current() != step || !(step instanceof Step.Simulate sim)) {
            return;
        }
        figures.removeAll();
        figures.add(fonts.label("lesson.figures.title", words.get("sim.figures", report.played()), true));
        for (Figure f : sim.figures()) {
            figures.add(fonts.label("lesson.figure." + f.id(), words.get("figure.line", texts.figureName(f, sim), words.figure(f), words.basis(f)), false));
        }
        column.revalidate();
        column.repaint();
    }

    // ---- what tests read and do ----

    void pressNext() {
        next.doClick();
    }

    String text() {
        StringBuilder b = new StringBuilder(heading.words()).append('\n');
        collect(column, b);
        return b.toString();
    }

    private static void collect(java.awt.Container c, StringBuilder b) {
        for (Component k : c.getComponents()) {
            if (!k.isVisible()) {
                continue;
            }
            if (k instanceof MarkdownPane m) {
                b.append(m.plain()).append('\n');
            } else if (k instanceof WrappingLabel l) {
                b.append(l.words()).append('\n');
            } else if (k instanceof ChoiceButton cb) {
                b.append(cb.words()).append('\n');
            } else if (k instanceof java.awt.Container k2) {
                collect(k2, b);
            }
        }
    }
}
