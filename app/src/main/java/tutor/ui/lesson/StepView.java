package tutor.ui.lesson;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Font;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import tutor.lesson.Figure;
import tutor.lesson.LessonAttempt;
import tutor.lesson.Mode;
import tutor.lesson.Step;
import tutor.lesson.StepResult;
import tutor.lesson.Text;
import tutor.sim.SimulationReport;
import tutor.ui.board.BoardView;
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
    private transient List<ChoiceButton> choices = List.of();
    /** How many things had been said on the step when the feedback was last drawn, and whether a quiz's were explained. */
    private int shownSaid = -1;
    private boolean shownExplained;
    /** A presented question's choices (the class reads them; no buttons), and the order they are shown in. */
    private MarkdownPane presented;
    private transient List<Integer> presentedOrder = List.of();
    private JTextField amount;
    private JButton answer;
    private JLabel amountProblem;
    private JButton watchNext;
    private JButton watchAll;
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

    private <T extends JComponent> T sized(T c, boolean bold) {
        Font base = UIManager.getFont("Label.font");
        c.setFont(base.deriveFont(bold ? Font.BOLD : Font.PLAIN, base.getSize2D() * scale()));
        return c;
    }

    private MarkdownPane markdown(String name, String text) {
        MarkdownPane m = new MarkdownPane(name);
        m.show(text, scale());
        return m;
    }

    private WrappingLabel label(String name, String text, boolean bold) {
        WrappingLabel l = sized(new WrappingLabel(), bold);
        l.setName(name);
        l.setWords(text);
        return l;
    }

    private void build() {
        column.removeAll();
        actions.removeAll();
        feedback.removeAll();
        figures.removeAll();
        choices = List.of();
        presented = null;
        shownSaid = -1;
        amount = null;
        watchNext = null;
        watchAll = null;
        Step s = activity.current();
        int number = activity.run().index() + 1;
        int of = activity.lesson().steps().size();
        heading.setFont(UIManager.getFont("Label.font").deriveFont(Font.BOLD, UIManager.getFont("Label.font").getSize2D() * 1.1f * scale()));
        heading.setWords(activity.review() != null ? words.get("step.heading.review", words.get("kind." + s.kind()))
                : words.get("step.heading", number, of, words.get("kind." + s.kind())));
        sized(previous, false).setText(words.get("nav.previous"));
        sized(next, true);
        sized(hint, false).setText(words.get("step.hint"));
        sized(reveal, false).setText(s instanceof Step.Discuss ? words.get("step.reveal") : words.get("step.showAnswer"));
        sized(status, false);
        if (s instanceof Step.Explain e) {
            column.add(markdown("lesson.text", words.text(e.markdown())));
        } else if (s instanceof Step.Play p) {
            buildPlay(p);
        } else if (s instanceof Step.Question q) {
            column.add(markdown("lesson.text", words.text(q.prompt())));
            if (q.isAmount()) {
                if (activity.mode() != Mode.PRESENT) { // presented, the class works it out; the teacher shows the answer
                    column.add(amountRow(q.unit().isEmpty() ? words.currency(activity.lesson().edition())
                            : tutor.lesson.AnswerUnit.word(q.unit(), words.language())));
                }
            } else {
                buildChoices(q);
            }
        } else if (s instanceof Step.Exercise x) {
            column.add(markdown("lesson.text", words.text(x.prompt())));
            if (activity.mode() != Mode.PRESENT) {
                column.add(amountRow(unitWord(x.figure())));
            }
        } else if (s instanceof Step.Chart c) {
            column.add(markdown("lesson.text", words.text(c.caption())));
            column.add(label("lesson.chart.note", words.get("chart.note"), false));
        } else if (s instanceof Step.Simulate sim) {
            column.add(markdown("lesson.text", words.text(sim.caption())));
            column.add(figures);
        } else if (s instanceof Step.Discuss d) {
            column.add(markdown("lesson.text", words.text(d.prompt())));
            if (activity.mode() != Mode.PRESENT) {
                column.add(label("lesson.discuss.note", words.get("discuss.forClass"), false));
            }
        } else if (s instanceof Step.Recap r) {
            StringBuilder md = new StringBuilder();
            for (Text point : r.points()) {
                md.append("- ").append(words.text(point).replace("\n", " ")).append('\n');
            }
            column.add(label("lesson.recap.title", words.get("recap.title"), true));
            column.add(markdown("lesson.text", md.toString()));
        }
        column.add(feedback);
        column.add(controls);
        column.add(status);
        actions.setVisible(actions.getComponentCount() > 0);
        column.revalidate();
        column.repaint();
        scroll.getVerticalScrollBar().setValue(0);
    }

    private String unitWord(Figure f) {
        return switch (f.unit()) {
            case MONEY -> words.currency(f.compute().ruleset());
            case PERCENT -> "%";
            default -> words.get("unit.word." + f.unit().name().toLowerCase(java.util.Locale.ROOT));
        };
    }

    private void buildPlay(Step.Play p) {
        if (p.intro() != null) {
            column.add(markdown("lesson.text", words.text(p.intro())));
        }
        if (activity.playMissing()) {
            column.add(label("lesson.play.missing", words.get("play.missing", p.scenario()), true));
            return;
        }
        String how = p.mode() == Step.PlayMode.WATCH ? "play.how.watch"
                : activity.mode() == Mode.QUIZ || p.mode() == Step.PlayMode.QUIZ ? "play.how.quiz"
                : activity.mode() == Mode.PRESENT ? "play.how.present" : "play.how.guided";
        column.add(label("lesson.play.how", words.get(how), false));
        if (p.mode() == Step.PlayMode.WATCH) {
            watchNext = sized(new JButton(words.get("play.watch.next")), false);
            watchNext.setName("lesson.watch.next");
            watchNext.addActionListener(e -> {
                activity.watchNext();
                host.changed();
            });
            watchAll = sized(new JButton(words.get("play.watch.all")), false);
            watchAll.setName("lesson.watch.all");
            watchAll.addActionListener(e -> {
                while (activity.watchNext()) {
                    // every remaining decision and question, as the scenario expects them
                }
                host.changed();
            });
            actions.add(watchNext);
            actions.add(watchAll);
        }
        if (!p.compare().isEmpty()) {
            String names = String.join(", ", p.compare().stream()
                    .map(spec -> tutor.ui.widgets.Editions.name(tutor.text.Texts.of("ui", words.language()), spec)).toList());
            column.add(label("lesson.compare.note", words.get("play.compare", names), false));
            JButton compare = sized(new JButton(words.get("play.compare.button")), false);
            compare.setName("lesson.compare");
            compare.addActionListener(e -> host.compare(p.compare()));
            actions.add(compare);
        }
    }

    /** A choice's letter in the lesson's language (a, b, c; а, б, в), as the Table screen and the handout letter it. */
    private String letter(int index) {
        String letters = words.get("step.choiceLetters");
        return index < letters.length() ? String.valueOf(letters.charAt(index)) : Integer.toString(index + 1);
    }

    private void buildChoices(Step.Question q) {
        // Shuffled as the class's pages shuffle them (authors tend to write the right answer first), the same order for
        // this learner and question every time, so a retry shows what the first try showed. Letters follow the order shown.
        List<Integer> order = tutor.lesson.ChoiceOrder.of(host.learner(), q.id(), q.choices().size());
        if (activity.mode() == Mode.PRESENT) {
            presented = markdown("lesson.choices", presentedChoices(q, order, false));
            presentedOrder = order;
            column.add(presented);
            return;
        }
        List<ChoiceButton> out = new java.util.ArrayList<>();
        for (int shown = 0; shown < order.size(); shown++) {
            int index = order.get(shown);
            ChoiceButton b = sized(new ChoiceButton(letter(shown) + ") " + words.text(q.choices().get(index).text())), false);
            b.setName("lesson.choice." + index); // named by the written place, which the lesson's answers count
            b.addActionListener(e -> {
                if (activity.run().open()) {
                    activity.choose(index);
                    host.changed();
                    offerNext();
                }
            });
            out.add(b);
            column.add(b);
        }
        choices = List.copyOf(out);
    }

    /** A presented question's choices for the class to read; once the answer is shown, the right one marked. */
    private String presentedChoices(Step.Question q, List<Integer> order, boolean revealed) {
        StringBuilder md = new StringBuilder();
        for (int shown = 0; shown < order.size(); shown++) {
            String line = letter(shown) + ") " + words.text(q.choices().get(order.get(shown)).text()).replace("\n", " ");
            md.append(revealed && order.get(shown) == q.rightChoice() ? "**\u2714 " + line + "**" : line).append("  \n");
        }
        return md.toString();
    }

    private JComponent amountRow(String unit) {
        JPanel row = new JPanel(new MigLayout("insets 0, fillx, hidemode 3, novisualpadding"));
        row.setName("lesson.amountRow");
        amount = sized(new JTextField(10), false);
        amount.setName("lesson.amount");
        amount.getAccessibleContext().setAccessibleName(words.get("answer.accessible", unit));
        answer = sized(new JButton(words.get("answer.button")), false);
        answer.setName("lesson.answer");
        answer.setMnemonic('A');
        amountProblem = sized(new JLabel(), false);
        amountProblem.setName("lesson.amountProblem");
        amountProblem.setForeground(BoardView.color("Tutor.feedback.wrong"));
        amountProblem.setVisible(false);
        Runnable submit = () -> {
            if (!activity.run().open()) {
                return;
            }
            Optional<BigDecimal> v = AmountParser.parse(amount.getText(), words.language());
            if (v.isEmpty()) {
                amountProblem.setText(words.get("answer.notANumber"));
                amountProblem.setVisible(true);
                amount.requestFocusInWindow();
                amount.selectAll();
                column.revalidate();
                return;
            }
            amountProblem.setVisible(false);
            activity.answer(v.get());
            host.changed();
            amount.selectAll();
            offerNext();
        };
        answer.addActionListener(e -> submit.run());
        amount.addActionListener(e -> submit.run());
        JLabel sign = sized(new JLabel(unit), false);
        sign.setName("lesson.amountUnit");
        // The sign goes where the language writes it: "$ [1020]" in English, "[1020] €" in French and Russian.
        if (words.writesBefore(unit)) {
            row.add(sign);
            row.add(amount, "growx, pushx, wmin 60");
        } else {
            row.add(amount, "growx, pushx, wmin 60");
            row.add(sign);
        }
        row.add(answer, "wrap");
        row.add(amountProblem, "span 3, wmin 0");
        return row;
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
        for (ChoiceButton b : choices) {
            b.setEnabled(open);
        }
        if (amount != null) {
            amount.setEnabled(open);
            answer.setEnabled(open);
        }
        List<LessonActivity.Said> said = activity.said(s.id());
        boolean explained = explained();
        if (said.size() != shownSaid || explained != shownExplained) {
            shownSaid = said.size();
            shownExplained = explained;
            feedback.removeAll();
            int i = 0;
            for (LessonActivity.Said x : Verdicts.latest(said)) {
                MarkdownPane m = new MarkdownPane("lesson.feedback." + i++);
                m.show(prefix(x.kind()) + said(x, explained), scale(), colour(x.kind()), x.kind() == LessonActivity.Said.Kind.RIGHT);
                feedback.add(m);
            }
        }
        if (presented != null && s instanceof Step.Question q) {
            boolean shown = said.stream().anyMatch(x -> x.kind() == LessonActivity.Said.Kind.REVEAL);
            presented.show(presentedChoices(q, presentedOrder, shown), scale());
        }
        hint.setVisible((s instanceof Step.Question || s instanceof Step.Exercise) && activity.mode() == Mode.PRACTISE);
        hint.setEnabled(activity.hasHint());
        reveal.setVisible(activity.canReveal());
        controls.setVisible(hint.isVisible() || reveal.isVisible());
        if (watchNext != null) {
            boolean more = !activity.playFinished();
            watchNext.setEnabled(more);
            watchAll.setEnabled(more);
        }
        status.setWords(statusText(s));
        status.setVisible(!status.words().isEmpty());
        previous.setEnabled(!activity.run().atStart() && activity.review() == null);
        next.setText(activity.run().atEnd() ? words.get(activity.review() != null ? "nav.reviewDone" : "nav.finish")
                : words.get("nav.next"));
        column.revalidate();
        column.repaint();
    }

    /** Whether a verdict may say why: always, but in a quiz only once its last step is reached (as the quiz page promises). */
    private boolean explained() {
        return activity.mode() != Mode.QUIZ || activity.run().furthest() == activity.lesson().steps().size() - 1;
    }

    /** What a verdict, hint or answer says: a quiz's verdict says right or wrong, recorded, until the quiz is over. */
    private String said(LessonActivity.Said x, boolean explained) {
        boolean verdict = x.kind() == LessonActivity.Said.Kind.RIGHT || x.kind() == LessonActivity.Said.Kind.WRONG;
        if (verdict && !explained) {
            return words.get(x.kind() == LessonActivity.Said.Kind.RIGHT ? "quiz.said.right" : "quiz.said.wrong");
        }
        return words.text(x.text());
    }

    private String statusText(Step s) {
        if (s instanceof Step.Play p && !activity.playMissing()) {
            if (activity.playFinished()) {
                return words.get(p.mode() == Step.PlayMode.WATCH ? "play.done.watch" : "play.done");
            }
            return "";
        }
        if ((s instanceof Step.Question || s instanceof Step.Exercise) && activity.mode().scored()) {
            Optional<StepResult> r = activity.run().result(s.id());
            if (r.isPresent()) {
                // What the number counts: this question's score, and where the lesson's score stands (the card's
                // "last score" is the lesson's mean, unanswered steps counting 0).
                List<StepResult> done = activity.run().attempt().results();
                String scored = words.get("step.scored", r.get().score(), done.size(), activity.lesson().scoredSteps().size(),
                        done.stream().filter(StepResult::right).count());
                return s instanceof Step.Exercise x ? scored + " " + words.get("figure.basis", words.basis(x.figure())) : scored;
            }
        }
        if (activity.run().atEnd() && activity.mode().scored() && activity.review() == null) {
            LessonAttempt a = activity.run().attempt();
            int scored = activity.lesson().scoredSteps().size();
            String summary = words.get("result.summary", a.score(scored), a.stars(scored), Stars.of(a.stars(scored)));
            return activity.mode() == Mode.QUIZ ? summary + " " + words.get("quiz.review") : summary;
        }
        return "";
    }

    private String prefix(LessonActivity.Said.Kind kind) {
        return switch (kind) {
            case RIGHT -> "\u2714 ";
            case WRONG -> "\u2718 ";
            case HINT -> "\u2139 " + words.get("said.hint") + " ";
            case REVEAL -> "";
        };
    }

    private static Color colour(LessonActivity.Said.Kind kind) {
        return switch (kind) {
            case RIGHT -> BoardView.color("Tutor.feedback.right");
            case WRONG -> BoardView.color("Tutor.feedback.wrong");
            case HINT -> BoardView.color("Tutor.feedback.hint");
            case REVEAL -> null;
        };
    }

    /** A simulate step's games are played: its figures, each with where it comes from. */
    void simulated(Step step, SimulationReport report) {
        if (activity == null || activity.current() != step || !(step instanceof Step.Simulate sim)) {
            return;
        }
        figures.removeAll();
        figures.add(label("lesson.figures.title", words.get("sim.figures", report.played()), true));
        for (Figure f : sim.figures()) {
            figures.add(label("lesson.figure." + f.id(), words.get("figure.line", figureName(f, sim), words.figure(f), words.basis(f)), false));
        }
        column.revalidate();
        column.repaint();
    }

    /** A simulated figure by its strategy's name in the language ("Enchérit jusqu'à 50 % du prix"), never its id ("bid-to-50"). */
    private String figureName(Figure f, Step.Simulate sim) {
        if (f.compute() instanceof tutor.lesson.Computation.Simulated s) {
            String strategy = tutor.chart.StrategyNames.in(words.language(), words.currency(sim.games().ruleset())).apply(s.strategy());
            return words.get("sim.part." + s.part(), strategy);
        }
        return f.id();
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
