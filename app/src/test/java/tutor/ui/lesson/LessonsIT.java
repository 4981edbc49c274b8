package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.function.Supplier;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.lesson.Learner;
import tutor.lesson.LessonAttempt;
import tutor.lesson.Mode;
import tutor.lesson.ReviewItem;
import tutor.lesson.Step;
import tutor.lesson.StepResult;
import tutor.lesson.load.ProgressStore;
import tutor.ui.Theme;
import tutor.ui.TutorFrame;
import tutor.play.LessonActivity;
import tutor.ui.GuiTest;

/**
 * The Lessons screen driven as a class would: one lesson walked in each mode (present, practise, quiz)
 * by clicking its buttons, progress read back from the file it is saved in, and the class report
 * anonymised and exported as CSV through its file chooser.
 */
@GuiTest
class LessonsIT {

    private static final String LESSON = "income-tax-choice";

    private LessonWindow w;
    private Robot robot;
    private FrameFixture window;
    private TutorFrame frame;

    @BeforeEach
    void open(@TempDir Path home) {
        w = LessonWindow.open(home, Theme.LIGHT, "en", tutor.ui.ProjectorScreen.size());
        robot = w.robot;
        window = w.window;
        frame = w.frame;
    }

    @AfterEach
    void close() {
        if (w != null) {
            w.close();
        }
    }

    private Lessons lessons() {
        return w.lessons();
    }

    private LessonActivity current() {
        return w.current();
    }

    private <T> T onEdt(Supplier<T> what) {
        return w.onEdt(what);
    }

    private void waitFor(String what, Supplier<Boolean> test) {
        w.waitFor(what, test);
    }

    private void startAs(String learner, Mode mode) {
        w.start(LESSON, mode, learner);
        assertThat(onEdt(() -> current().mode())).isEqualTo(mode);
    }

    /** Plays the current play step's scenario as it expects, move by move, through the window's model. */
    private void playThrough() {
        for (int i = 0; i < 60 && w.playNext(); i++) {
            // each expected move and answer in turn
        }
        assertThat(onEdt(() -> current().playFinished())).as("the scenario reaches its end").isTrue();
    }

    /** What the learner does on a question or exercise step (the answer is typed or clicked). */
    private interface Answering {
        void on(Step step);
    }

    private void answerRight(Step s) {
        if (s instanceof Step.Question q && !q.isAmount()) {
            window.button("lesson.choice." + q.rightChoice()).click();
        } else {
            String value = s instanceof Step.Exercise e ? e.figure().stated().toPlainString() : ((Step.Question) s).amount().toPlainString();
            window.textBox("lesson.amount").setText(value);
            window.button("lesson.answer").click();
        }
    }

    /** Walks the lesson to its end: plays each scenario, answers as told, presses Next and at last Finish. */
    private void walk(Answering answering) {
        for (int i = 0; i < 30; i++) {
            Step s = onEdt(() -> current().current());
            if (s instanceof Step.Play) {
                playThrough();
            } else if (s instanceof Step.Question || s instanceof Step.Exercise) {
                answering.on(s);
            }
            boolean last = onEdt(() -> current().run().atEnd());
            window.button("lesson.next").click();
            if (last) {
                // A quiz ends on its result; the other modes go back to the shelf.
                waitFor("the lesson to finish and the shelf (or the quiz's result) to come back", () -> current() == null
                        && (lessons().card().equals("shelf") || lessons().card().equals("quizResult")));
                return;
            }
        }
        throw new AssertionError("the lesson did not end in 30 steps");
    }

    /** Whether a named component is on screen (a hidden one is not looked up by the fixtures). */
    private boolean showing(String name) {
        return onEdt(() -> robot.finder().findAll(frame, c -> name.equals(c.getName())).stream().anyMatch(java.awt.Component::isShowing));
    }

    private String stepText() {
        return onEdt(() -> lessons().player().stepText());
    }

    /** The class as saved on disk, read back by a new store (what the next start of the tutor sees). */
    private Learner saved(String name, String what) {
        ProgressStore store = ProgressStore.standard();
        waitFor(what, () -> store.load().stream().anyMatch(l -> l.name().equals(name)
                && l.attempts().stream().anyMatch(LessonAttempt::finished)));
        return store.load().stream().filter(l -> l.name().equals(name)).findFirst().orElseThrow();
    }

    /** Quiz: no hints; one answer per question; a wrong one ends the step at 0 and sends it to the review list. */
    private void quizWithOneMiss(String learner) {
        startAs(learner, Mode.QUIZ);
        walk(s -> {
            if (s.id().equals("worth")) {
                window.textBox("lesson.amount").setText("1");
                window.button("lesson.answer").click();
                // One answer, final: right or wrong is said and recorded; the answer waits for the end of the quiz.
                assertThat(stepText()).contains("Not right. Your answer is recorded").doesNotContain("The answer:");
                window.textBox("lesson.amount").requireDisabled();
            } else {
                assertThat(showing("lesson.hint")).as("no Hint button").isFalse();
                answerRight(s);
            }
        });
    }

    @Test
    void aQuizsScoreLineSaysWhatItCountsInEachLanguage() {
        startAs("Ann", Mode.QUIZ);
        for (int i = 0; i < 10; i++) {
            Step s = onEdt(() -> current().current());
            if (s instanceof Step.Exercise || s instanceof Step.Question) {
                answerRight(s);
                break;
            }
            if (s instanceof Step.Play) {
                playThrough();
            }
            window.button("lesson.next").click();
        }
        int scored = onEdt(() -> current().lesson().scoredSteps().size());
        int done = onEdt(() -> current().run().attempt().results().size());
        assertThat(scored).isGreaterThan(done);
        // Not a bare "Scored 100." that the card's lesson score (the mean over every scored step) then contradicts.
        assertThat(window.label("lesson.status").text())
                .startsWith("This question: 100 out of 100 · so far " + done + " of " + scored + " answered, " + done + " right.");
        onEdt(() -> {
            w.frame.model().setLanguage("fr");
            return null;
        });
        robot.waitForIdle();
        assertThat(window.label("lesson.status").text()).startsWith("Cette question\u00a0: 100 sur 100 · pour l'instant, tu as répondu à " + done + " question")
                .contains(" sur " + scored + ", dont " + done + " just");
        onEdt(() -> {
            w.frame.model().setLanguage("ru");
            return null;
        });
        robot.waitForIdle();
        assertThat(window.label("lesson.status").text())
                .startsWith("Этот вопрос: 100 баллов из\u00a0100 · отвечено вопросов: " + done + " из " + scored + ", верно: " + done + ".");
    }

    /** Whether the shelf, showing the lesson, offers to continue it. */
    private boolean continueOffered() {
        GuiActionRunner.execute(() -> lessons().shelf().select(LESSON));
        robot.waitForIdle();
        return showing("lessons.continue");
    }

    /** The choice buttons as the step shows them, top to bottom: each one's written place and its words. */
    private List<String> shownChoices() {
        return onEdt(() -> robot.finder().findAll(frame, c -> c instanceof tutor.ui.situation.ChoiceButton && c.isShowing()
                && c.getName() != null && c.getName().startsWith("lesson.choice.")).stream()
                .sorted(java.util.Comparator.comparingInt(c -> c.getLocationOnScreen().y))
                .map(c -> c.getName().substring("lesson.choice.".length()) + " "
                        + ((javax.swing.AbstractButton) c).getText().replaceAll("</?html>", "")).toList());
    }

    /** Starts the lesson as a learner in practise and goes to its first question with choices. */
    private Step.Question toFirstChoiceQuestion(String learner) {
        LessonActivity before = onEdt(this::current);
        startAs(learner, Mode.PRACTISE);
        // The lesson opens on a worker: wait for the new activity, not the one still open.
        waitFor("the lesson to open afresh", () -> current() != before);
        for (int i = 0; i < 30 && !(onEdt(() -> current().current()) instanceof Step.Question q && !q.isAmount()); i++) {
            if (onEdt(() -> current().current()) instanceof Step.Play) {
                playThrough();
            }
            window.button("lesson.next").click();
        }
        return (Step.Question) onEdt(() -> current().current());
    }

    @Test
    void aQuestionsChoicesAreShuffledForEachLearnerTheSameOrderOnARetry() {
        Step.Question first = toFirstChoiceQuestion("Ann");
        int n = first.choices().size();
        // A learner who does not see the right answer on top (authors write it first; shown as written it always was).
        String[] names = {"Ann", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana"};
        String learner = java.util.Arrays.stream(names).filter(x -> tutor.lesson.ChoiceOrder.of(x, first.id(), n).get(0) != first.rightChoice())
                .findFirst().orElseThrow();
        Step.Question q = toFirstChoiceQuestion(learner);
        List<Integer> order = tutor.lesson.ChoiceOrder.of(learner, q.id(), n);
        List<String> shown = shownChoices();
        assertThat(shown).hasSize(n);
        for (int k = 0; k < n; k++) {
            // Button k shows the choice written at order[k], lettered in the order shown: a), b), c)...
            assertThat(shown.get(k)).startsWith(order.get(k) + " " + (char) ('a' + k) + ") ");
        }
        assertThat(shown.get(0)).as("the right answer is not on top for %s", learner).doesNotStartWith(q.rightChoice() + " ");
        // A wrong answer, then the retry: the same order; the right one, clicked by its written place, is ruled right.
        int wrong = q.rightChoice() == 0 ? 1 : 0;
        window.button("lesson.choice." + wrong).click();
        assertThat(shownChoices()).isEqualTo(shown);
        window.button("lesson.choice." + q.rightChoice()).click();
        assertThat(onEdt(() -> current().said(q.id()).stream().anyMatch(x -> x.kind() == LessonActivity.Said.Kind.RIGHT))).isTrue();
        // The lesson begun again by the same learner shows the question in the same order.
        toFirstChoiceQuestion(learner);
        assertThat(shownChoices()).isEqualTo(shown);
    }

    /**
     * The Table shows what was open on it after a second lesson: the first lesson kept the start-up scenario to show
     * again, and a lesson presented after the teacher opened another scenario brought that old one back (the
     * teacher's game replaced by "Bidding from Jail", in the start-up language).
     */
    @Test
    void theTableShowsWhatWasOpenOnItAfterASecondLesson() {
        w.start(LESSON, Mode.PRESENT, null);
        window.button("lesson.back").click();
        GuiActionRunner.execute(() -> frame.showScreen("table"));
        robot.waitForIdle();
        GuiActionRunner.execute(() -> frame.model().open(frame.model().item("jail-third-failed-throw")));
        robot.waitForIdle();
        GuiActionRunner.execute(() -> frame.showScreen("lessons"));
        robot.waitForIdle();
        w.start(LESSON, Mode.PRESENT, null);
        window.button("lesson.back").click();
        GuiActionRunner.execute(() -> frame.showScreen("table"));
        robot.waitForIdle();
        assertThat(onEdt(() -> frame.model().activity().id())).isEqualTo("jail-third-failed-throw");
    }

    @Test
    void continueIsOfferedOnlyForALessonBegunByTheLearnerNowChosen() {
        startAs("Ann", Mode.QUIZ);
        window.button("lesson.back").click();
        assertThat(continueOffered()).as("opened but not begun").isFalse();
        GuiActionRunner.execute(() -> lessons().start(LESSON, Mode.QUIZ));
        waitFor("the lesson to open", () -> current() != null && lessons().card().equals("player"));
        window.button("lesson.next").click();
        waitFor("the second step", () -> current().run().index() == 1);
        window.button("lesson.back").click();
        assertThat(continueOffered()).as("Ann is one step in").isTrue();
        // Continue names how the lesson is run, so it never reads as a learner's own try beside "not tried yet".
        assertThat(window.button("lessons.continue").target().getText()).isEqualTo("Go on with the quiz from where you stopped");
        GuiActionRunner.execute(() -> lessons().classList().choose("Ben"));
        assertThat(continueOffered()).as("Ben never started it: Ann's quiz is not his to continue").isFalse();
        GuiActionRunner.execute(() -> lessons().classList().choose("Ann"));
        assertThat(continueOffered()).isTrue();
    }

    /**
     * A quiz ends on its result in the lesson pane, not a status line (issue 22): the score and its stars, each scored step
     * right or wrong, the explanation under the wrong one, in the window's language, and a way back to the shelf.
     */
    @Test
    void aQuizEndsOnItsResultWithEachStepRightOrWrongInTheWindowsLanguage() {
        quizWithOneMiss("Ann");
        assertThat(lessons().card()).isEqualTo("quizResult");
        java.util.List<String> ids = onEdt(() -> lessons().library().lessons().stream().filter(l -> l.id().equals(LESSON)).findFirst().orElseThrow().scoredSteps().stream().map(Step::id).toList());
        int worth = ids.indexOf("worth") + 1;
        int scored = ids.size();
        int score = Math.round(100f * (scored - 1) / scored);
        assertThat(text("lessons.quizResult.score")).isEqualTo("Lesson score: " + score + " out of 100 · ★★☆ (2 stars)");
        for (int n = 1; n <= scored; n++) {
            assertThat(text("lessons.quizResult.step." + n)).as("step " + n).startsWith(n == worth ? "✘ Step " + n + ", wrong: " : "✔ Step " + n + ", right: ");
            assertThat(showing("lessons.quizResult.explain." + n)).as("explanation of step " + n).isEqualTo(n == worth);
        }
        assertThat(text("lessons.quizResult.explain." + worth)).isNotBlank();
        String english = text("lessons.quizResult.explain." + worth);
        onEdt(() -> {
            frame.model().setLanguage("fr");
            return null;
        });
        robot.waitForIdle();
        assertThat(text("lessons.quizResult.score")).startsWith("Score de la leçon : " + score + " sur 100 · ★★☆");
        assertThat(text("lessons.quizResult.step." + worth)).startsWith("✘ Étape " + worth + ", manquée");
        assertThat(text("lessons.quizResult.explain." + worth)).isNotEqualTo(english);
        java.awt.Rectangle back = onEdt(() -> javax.swing.SwingUtilities.convertRectangle(window.button("lessons.quizResult.back").target().getParent(),
                window.button("lessons.quizResult.back").target().getBounds(), frame.getRootPane()));
        assertThat(new java.awt.Rectangle(onEdt(() -> frame.getRootPane().getSize())).contains(back)).as("Back is whole: " + back).isTrue();
        window.button("lessons.quizResult.back").click();
        waitFor("the shelf", () -> lessons().card().equals("shelf"));
    }

    private String text(String name) {
        return onEdt(() -> ((javax.swing.text.JTextComponent) robot.finder().find(frame, c -> name.equals(c.getName()) && c.isShowing())).getText());
    }

    @Test
    void aQuizIsScoredSavedAndItsMissComesBackForReviewTomorrow() {
        quizWithOneMiss("Ann");
        Learner ann = saved("Ann", "Ann's quiz to be saved");
        LessonAttempt quiz = ann.attempts().get(ann.attempts().size() - 1);
        assertThat(quiz.mode()).isEqualTo(Mode.QUIZ);
        assertThat(quiz.results()).extracting(StepResult::stepId).contains("ben-chooses", "worth", "saving", "break-even", "rich-player", "modern");
        assertThat(quiz.result("worth").orElseThrow().score()).isZero();
        assertThat(quiz.result("worth").orElseThrow().wrongAnswers()).containsExactly("1");
        assertThat(quiz.results()).filteredOn(r -> !r.stepId().equals("worth")).allMatch(StepResult::firstTry);
        int scored = quiz.results().size();
        assertThat(quiz.score(scored)).isEqualTo((100 * (scored - 1) + scored / 2) / scored);
        assertThat(ann.review()).extracting(ReviewItem::stepId, ReviewItem::due)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("worth", LocalDate.now().plusDays(1)));
        // The window's class (what the shelf draws its stars from) has the same attempt as the file.
        assertThat(onEdt(() -> lessons().classList().current().orElseThrow().attempts())).contains(quiz);
    }

    /**
     * Review now, the next day: the step missed in the quiz is on the learner's review list in its own words, and
     * "Review now" asks that step again (its prompt, its answer box); answered right, it comes back in 3 days.
     */
    @Test
    void reviewNowTheNextDayAsksTheMissedStepAgainInItsWords() {
        quizWithOneMiss("Ann");
        saved("Ann", "Ann's quiz to be saved");
        if (showing("lesson.back")) {
            window.button("lesson.back").click(); // from the lesson's end back to the shelf
        }
        window.button("lessons.quizResult.back").click(); // from the quiz's result back to the shelf
        GuiActionRunner.execute(() -> {
            lessons().clock(java.time.Clock.offset(java.time.Clock.systemDefaultZone(), java.time.Duration.ofDays(1)));
            lessons().classList().choose("Ben");
            lessons().classList().choose("Ann");
        });
        robot.waitForIdle();
        assertThat(window.label("lessons.review.title").text()).isEqualTo("Review: one step due today");
        assertThat(window.list("lessons.review.list").contents())
                .containsExactly("The $200-or-10% Income Tax choice: Work it out: Ben has $900 cash and owns Mediterranean Avenue and Baltic Avenue ($\u2026");
        window.button("lessons.review.start").requireEnabled().click();
        waitFor("the review to open", () -> current() != null && current().review() != null && lessons().card().equals("player"));
        assertThat(onEdt(() -> current().current().id())).isEqualTo("worth");
        assertThat(stepText()).contains("Ben has $900 cash and owns Mediterranean Avenue and Baltic Avenue ($60 each), no houses.");
        window.textBox("lesson.amount").requireEnabled().setText("1020");
        window.button("lesson.answer").click();
        waitFor("Ann's review to be saved", () -> {
            Learner ann = ProgressStore.standard().load().stream().filter(l -> l.name().equals("Ann")).findFirst().orElseThrow();
            return ann.review().equals(List.of(new ReviewItem(LESSON, "worth", LocalDate.now().plusDays(1 + 3), 1)));
        });
    }

    @Test
    void practiseGivesHintsAndFeedbackAndScoresAHelpedAnswer67() {
        startAs("Bob", Mode.PRACTISE);
        walk(s -> {
            if (s.id().equals("worth")) {
                window.textBox("lesson.amount").setText("1");
                window.button("lesson.answer").click();
                assertThat(stepText()).contains("Not quite");
                window.textBox("lesson.amount").requireEnabled();
                window.button("lesson.hint").requireVisible().click();
                assertThat(stepText()).contains("Hint:");
            }
            answerRight(s);
        });
        Learner bob = saved("Bob", "Bob's practice to be saved");
        LessonAttempt practice = bob.attempts().get(bob.attempts().size() - 1);
        StepResult worth = practice.result("worth").orElseThrow();
        assertThat(worth.misses()).isEqualTo(1);
        assertThat(worth.hints()).isEqualTo(1);
        assertThat(worth.score()).isEqualTo(StepResult.AFTER_HELP);
        assertThat(practice.result("saving").orElseThrow().score()).isEqualTo(StepResult.FIRST_TRY);
    }

    @Test
    void presentingShowsTheDiscussionRevealsAnswersAndRecordsNobody() {
        startAs(null, Mode.PRESENT);
        boolean[] sawDiscussion = new boolean[1];
        for (int i = 0; i < 30; i++) {
            Step s = onEdt(() -> current().current());
            if (s instanceof Step.Play) {
                playThrough();
            } else if (s instanceof Step.Question || s instanceof Step.Exercise || s instanceof Step.Discuss) {
                sawDiscussion[0] |= s instanceof Step.Discuss;
                // A question is for the class: no answer box or choice buttons, the teacher reveals the answer.
                assertThat(showing("lesson.hint")).as("no Hint button").isFalse();
                window.button("lesson.reveal").requireVisible().click();
                assertThat(stepText()).as(s.id()).contains(s instanceof Step.Discuss ? "" : "The answer:");
                assertThat(showing("lesson.reveal")).as("Reveal is gone once used").isFalse();
            }
            boolean last = onEdt(() -> current().run().atEnd());
            window.button("lesson.next").click();
            if (last) {
                break;
            }
        }
        waitFor("the lesson to finish", () -> current() == null);
        assertThat(sawDiscussion[0]).as("the discussion step is shown when presenting").isTrue();
        assertThat(ProgressStore.standard().load()).allMatch(l -> l.attempts().isEmpty());
    }

    @Test
    void switchingLanguageMidLessonWordsTheOpenStepAgainWhereItStood() {
        startAs(null, Mode.PRESENT);
        window.button("lesson.next").click();
        window.button("lesson.next").click();
        int at = onEdt(() -> current().run().index());
        assertThat(window.button("lesson.next").text()).isEqualTo("Next \u25b6");
        String english = stepText();
        onEdt(() -> {
            w.frame.model().setLanguage("fr");
            return null;
        });
        robot.waitForIdle();
        // The same step, now in French: the buttons, and the step's own words.
        assertThat(onEdt(() -> current().run().index())).isEqualTo(at);
        assertThat(window.button("lesson.next").text()).isEqualTo("Suivant \u25b6");
        assertThat(stepText()).isNotEqualTo(english);
        window.button("lesson.next").click();
        assertThat(onEdt(() -> current().run().index())).isEqualTo(at + 1);
    }

    @Test
    void theClassReportAnonymisesAndExportsCsvWithoutOverwritingSilently(@TempDir Path dir) throws Exception {
        quizWithOneMiss("Zoe");
        saved("Zoe", "Zoe's quiz to be saved");
        startAs("Ann", Mode.QUIZ);
        walk(this::answerRight);
        saved("Ann", "Ann's quiz to be saved");
        GuiActionRunner.execute(() -> lessons().shelf().select(LESSON));
        window.menuItem("menu.lessons").click();
        window.menuItem("menu.lessons.report").click();
        waitFor("the report", () -> lessons().card().equals("report"));
        assertThat(onEdt(() -> lessons().report().report().rows().stream().map(r -> r.learner()).toList()))
                .containsExactly("Ann", "Zoe");
        // Zoe's wrong total worth, counted once, under the step's question.
        assertThat(onEdt(() -> lessons().report().wrongText())).contains("Step 3, Ben has $900 cash").contains(": 1 (1 learner)");

        window.checkBox("report.anonymise").click();
        List<String> shown = onEdt(() -> {
            var t = lessons().report().table();
            return java.util.stream.IntStream.range(0, t.getRowCount()).mapToObj(r -> String.valueOf(t.getValueAt(r, 0))).toList();
        });
        // Numbered best score first: Ann (all right) is Learner 1, Zoe Learner 2.
        // (then the class's rows: right first try and hints used per step)
        assertThat(shown).containsExactly("Learner 1", "Learner 2", "Right first try", "Hints used");

        Path out = dir.resolve("tax-report.csv");
        export(out, dir, true);
        waitFor("the CSV to be written", () -> Files.exists(out));
        byte[] bytes = Files.readAllBytes(out);
        assertThat(bytes).startsWith((byte) 0xEF, (byte) 0xBB, (byte) 0xBF);
        String csv = new String(bytes, 3, bytes.length - 3, StandardCharsets.UTF_8);
        assertThat(csv).doesNotContain("Zoe").doesNotContain("Ann");
        List<String> lines = List.of(csv.split("\r\n"));
        assertThat(lines.get(0)).isEqualTo("learner,lesson,step,kind,score,first_try,misses,hints,worked_answer,wrong_answers");
        assertThat(lines).contains("Learner 2," + LESSON + ",worth,exercise,0,false,1,0,false,1",
                "Learner 1," + LESSON + ",worth,exercise,100,true,0,0,false,");

        // Exporting again to the same file asks first; No leaves the file as it was.
        Files.writeString(out, "kept");
        export(out, dir, false);
        window.optionPane().requireMessage("tax-report.csv already exists. Replace it?").noButton().click();
        robot.waitForIdle();
        assertThat(Files.readString(out)).isEqualTo("kept");
    }

    /** Every word the shelf shows of the selected lesson (labels, the teacher's notes), as one text. */
    private String shelfWords() {
        return onEdt(() -> {
            StringBuilder b = new StringBuilder();
            tutor.ui.ComponentWalk.visit(lessons().shelf(), c -> {
                if (!c.isShowing()) {
                    return;
                }
                if (c instanceof javax.swing.JLabel l) {
                    b.append(l.getText()).append('\n');
                } else if (c instanceof javax.swing.JEditorPane p) {
                    try {
                        b.append(p.getDocument().getText(0, p.getDocument().getLength())).append('\n');
                    } catch (javax.swing.text.BadLocationException e) {
                        throw new IllegalStateException(e);
                    }
                }
            });
            return b.toString();
        });
    }

    @Test
    void theShelfShowsALessonsFiguresFilledInNeverTheirPlaceholders() {
        GuiActionRunner.execute(() -> lessons().shelf().select("which-group"));
        robot.waitForIdle();
        // The teacher's notes: "In Jail is {{in-jail}} of rolls, Illinois Avenue {{illinois}}" (the lab's 3.95% and 3.19%).
        assertThat(shelfWords()).contains("In Jail is 3.95% of rolls, Illinois Avenue 3.19%").doesNotContain("{{");
    }

    @Test
    void printHandoutWritesTheLessonsPdfFromTheMenu(@TempDir Path dir) throws Exception {
        GuiActionRunner.execute(() -> lessons().shelf().select("third-house"));
        window.menuItem("menu.lessons").click();
        window.menuItem("menu.lessons.handout").click();
        JFileChooserFixture chooser = window.fileChooser("handout.chooser");
        chooser.setCurrentDirectory(dir.toFile());
        chooser.fileNameTextBox().setText("third-house.pdf");
        chooser.approve();
        Path pdf = dir.resolve("third-house.pdf");
        waitFor("the handout to be written", () -> Files.exists(pdf) && !showing("handout.progress"));
        byte[] bytes = Files.readAllBytes(pdf);
        assertThat(new String(bytes, 0, 5, StandardCharsets.US_ASCII)).isEqualTo("%PDF-");
        try (var doc = org.apache.pdfbox.Loader.loadPDF(bytes)) {
            String text = new org.apache.pdfbox.text.PDFTextStripper().getText(doc);
            assertThat(text).contains("Why the third house pays best").contains("Answer key");
        }
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({"fr, Corrigé, Fiche d'exercices, -fiche.pdf", "ru, Ответы, Задания, -раздаточный-материал.pdf"})
    void aHandoutPrintedAfterALanguageSwitchIsInThatLanguage(String language, String answerKey, String worksheet, String suffix,
            @TempDir Path dir) throws Exception {
        onEdt(() -> {
            w.frame.model().setLanguage(language);
            return null;
        });
        robot.waitForIdle();
        GuiActionRunner.execute(() -> lessons().shelf().select("third-house"));
        window.menuItem("menu.lessons").click();
        window.menuItem("menu.lessons.handout").click();
        JFileChooserFixture chooser = window.fileChooser("handout.chooser");
        String suggested = onEdt(() -> chooser.target().getSelectedFile().getName());
        assertThat(suggested).endsWith(suffix).doesNotContain("handout").doesNotContain("third-house");
        chooser.setCurrentDirectory(dir.toFile());
        chooser.fileNameTextBox().setText("h.pdf");
        chooser.approve();
        Path pdf = dir.resolve("h.pdf");
        waitFor("the handout to be written", () -> Files.exists(pdf) && !showing("handout.progress"));
        try (var doc = org.apache.pdfbox.Loader.loadPDF(Files.readAllBytes(pdf))) {
            String text = new org.apache.pdfbox.text.PDFTextStripper().getText(doc);
            assertThat(text).contains(answerKey).contains(worksheet).doesNotContain("Answer key").doesNotContain("Worksheet")
                    .doesNotContain("Why the third house pays best");
        }
    }

    private void export(Path out, Path dir, boolean fresh) {
        window.button("report.export").click();
        JFileChooserFixture chooser = window.fileChooser("report.chooser");
        chooser.setCurrentDirectory(dir.toFile());
        chooser.fileNameTextBox().setText(out.getFileName().toString());
        chooser.approve();
    }
}
