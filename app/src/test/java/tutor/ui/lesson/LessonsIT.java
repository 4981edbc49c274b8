package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.GraphicsEnvironment;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.function.Supplier;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
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
import tutor.scenario.ScriptStep;
import tutor.ui.Theme;
import tutor.ui.TutorFrame;
import tutor.ui.model.LessonActivity;
import tutor.ui.model.ScenarioActivity;
import tutor.ui.model.Settings;

/**
 * The Lessons screen driven as a class would: one lesson walked in each mode (present, practise, quiz)
 * by clicking its buttons, progress read back from the file it is saved in, and the class report
 * anonymised and exported as CSV through its file chooser.
 */
class LessonsIT {

    private static final String LESSON = "income-tax-choice";

    private Robot robot;
    private FrameFixture window;
    private TutorFrame frame;
    private Path home;

    @BeforeAll
    static void edtChecks() {
        if (!GraphicsEnvironment.isHeadless()) {
            FailOnThreadViolationRepaintManager.install();
        }
    }

    @BeforeEach
    void open(@TempDir Path home) {
        Assumptions.assumeFalse(GraphicsEnvironment.isHeadless(), "no display: GUI tests run under Xvfb (see .ci/run)");
        this.home = home;
        System.setProperty("tutor.home", home.toString());
        // Maven runs the tests in app/: the checkout's lessons are one folder up (LibraryFolder reads -Dtutor.lessons first).
        Path lessons = Files.isDirectory(Path.of("../lessons")) ? Path.of("../lessons") : Path.of("lessons");
        System.setProperty("tutor.lessons", lessons.toAbsolutePath().normalize().toString());
        robot = BasicRobot.robotWithNewAwtHierarchy();
        robot.settings().delayBetweenEvents(10);
        frame = GuiActionRunner.execute(() -> {
            Theme.LIGHT.apply();
            TutorFrame f = new TutorFrame(Settings.standard());
            f.setLocationByPlatform(false);
            f.setLocation(0, 0);
            return f;
        });
        window = new FrameFixture(robot, frame);
        window.show(tutor.ui.ProjectorScreen.size());
        window.moveTo(new java.awt.Point(0, 0));
        GuiActionRunner.execute(() -> frame.loadLibrary());
        window.toggleButton("screen.lessons").click();
        waitFor("the lessons to load", () -> lessons().loaded());
    }

    @AfterEach
    void close() {
        if (window != null) {
            window.cleanUp();
        }
        System.clearProperty("tutor.lessons");
    }

    private Lessons lessons() {
        return frame.lessons();
    }

    private LessonActivity current() {
        return lessons().current();
    }

    private <T> T onEdt(Supplier<T> what) {
        return GuiActionRunner.execute(what::get);
    }

    private void waitFor(String what, Supplier<Boolean> test) {
        Pause.pause(new Condition(what) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(test::get);
            }
        }, 60_000);
    }

    private void startAs(String learner, Mode mode) {
        if (learner != null) {
            GuiActionRunner.execute(() -> lessons().classList().choose(learner));
        }
        GuiActionRunner.execute(() -> lessons().start(LESSON, mode));
        waitFor("the lesson to open", () -> current() != null && lessons().card().equals("player"));
        assertThat(onEdt(() -> current().mode())).isEqualTo(mode);
    }

    /** Plays the current play step's scenario as it expects, move by move, through the window's model. */
    private void playThrough() {
        for (int i = 0; i < 60 && !onEdt(() -> current().playFinished()); i++) {
            GuiActionRunner.execute(() -> {
                ScenarioActivity s = current().playing();
                ScriptStep now = s.session().current();
                if (now instanceof ScriptStep.Ask ask) {
                    frame.model().act(ask.expected().get(0));
                } else if (now instanceof ScriptStep.Question q) {
                    frame.model().answer(q.answer());
                }
            });
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
                waitFor("the lesson to finish and the shelf to come back", () -> current() == null && lessons().card().equals("shelf"));
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
                assertThat(stepText()).contains("The answer:");
                window.textBox("lesson.amount").requireDisabled();
            } else {
                assertThat(showing("lesson.hint")).as("no Hint button").isFalse();
                answerRight(s);
            }
        });
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

    private void export(Path out, Path dir, boolean fresh) {
        window.button("report.export").click();
        JFileChooserFixture chooser = window.fileChooser("report.chooser");
        chooser.setCurrentDirectory(dir.toFile());
        chooser.fileNameTextBox().setText(out.getFileName().toString());
        chooser.approve();
    }
}
