package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.lesson.Lesson;
import tutor.lesson.Mode;
import tutor.lesson.Step;
import tutor.rules.state.GameState;
import tutor.rules.state.PlayerState;
import tutor.ui.ComponentWalk;
import tutor.ui.Theme;
import tutor.ui.GuiTest;

/**
 * Presenting a lesson on a 1024x768 projector, a question or an exercise about a player's position stands beside
 * that position: issue 22 found cash-flow-reserve's "Ann has $450..." (step 8) beside the lesson's empty board, and
 * "question steps beside a board that contradicts them". The board of a step that is not a play shows the scenario
 * its number reads, else the latest play's, at its start.
 */
@GuiTest
class LessonBoardSpokenOfIT {

    private static final Pattern NAME = Pattern.compile("\\b(Ann|Ben|Cat|Dan)\\b");

    @Test
    void cashFlowReservesQuestionShowsAnnsDeedsAndCash(@TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, "fr", tutor.ui.ProjectorScreen.size())) {
            w.start("cash-flow-reserve", Mode.PRESENT, null);
            w.goTo(7);
            assertThat(w.onEdt(() -> w.current().current().id())).isEqualTo("reserve");
            GameState shown = w.onEdt(() -> w.frame.model().activity().shownState());
            int ann = seat(shown, "Ann");
            assertThat(ann).as("Ann seated on the board").isNotNegative();
            assertThat(shown.player(ann).cash()).isEqualTo(450);
            assertThat(shown.estates().countOwnedBy(ann)).as("Ann's deeds on the board").isEqualTo(2);
            w.robot.waitForIdle();
            String strip = w.onEdt(() -> words(w, "players.strip"));
            assertThat(strip).contains("Ann").contains("450");
        }
    }

    /**
     * ru7, item 63: four-house-lock's exercises on the lock (step 3, practised in Russian on a projector) stood beside the
     * empty table, 32 houses in the Bank. The lesson counts its houses off its play's position, so its questions show
     * that position: the Bank out of houses, Ann's 24 on her oranges and reds, Cat's 8 on the dark blues.
     */
    @Test
    void theFourHouseLocksExercisesShowTheLock(@TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, "ru", tutor.ui.ProjectorScreen.size())) {
            w.start("four-house-lock", Mode.PRACTISE, "Ann");
            for (int step : new int[] {2, 3, 4}) {
                w.goTo(step);
                GameState shown = w.onEdt(() -> w.frame.model().activity().shownState());
                assertThat(shown.bankHouses()).as("step " + (step + 1) + ": houses left in the Bank").isZero();
                assertThat(houses(shown, "Ann")).as("step " + (step + 1) + ": Ann's houses").isEqualTo(24);
                assertThat(houses(shown, "Cat")).as("step " + (step + 1) + ": Cat's houses").isEqualTo(8);
            }
        }
    }

    private static int houses(GameState s, String name) {
        int seat = seat(s, name);
        return s.board().deeds().stream().filter(d -> s.estates().owner(d.id()) == seat)
                .mapToInt(d -> s.estates().houses(d.id())).sum();
    }

    @Test
    void everyPresentedStepAskingAboutAPlayerShowsThatPlayer(@TempDir Path home) {
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, "en", tutor.ui.ProjectorScreen.size())) {
            List<Lesson> lessons = w.onEdt(() -> w.lessons().loadedLessons());
            assertThat(lessons).hasSizeGreaterThan(15);
            for (Lesson lesson : lessons) {
                w.start(lesson.id(), Mode.PRESENT, null);
                List<Step> steps = lesson.steps();
                java.util.Set<String> seated = new java.util.HashSet<>(); // everyone the lesson's positions seat so far
                for (int i = 0; i < steps.size(); i++) {
                    Step s = steps.get(i);
                    String prompt = s instanceof Step.Question q ? q.prompt().en()
                            : s instanceof Step.Exercise e ? e.prompt().en() : null;
                    if (prompt == null && !(s instanceof Step.Play)) {
                        continue;
                    }
                    w.goTo(i);
                    GameState shown = w.onEdt(() -> w.frame.model().activity().shownState());
                    shown.players().stream().filter(p -> !p.out()).forEach(p -> seated.add(p.name()));
                    Matcher m = prompt == null ? null : NAME.matcher(prompt);
                    // A player no position of the lesson seats is an example ("Cat's worth is about $1,500"): no board has her.
                    // Only a position the lesson's figures read is shown beside a later question (else the empty table).
                    boolean read = shown.players().stream().anyMatch(p -> !p.out());
                    if (m != null && m.find() && seated.contains(m.group(1)) && read) {
                        checked++;
                        if (seat(shown, m.group(1)) < 0) {
                            wrong.add(lesson.id() + " step " + (i + 1) + " asks about " + m.group(1) + " beside "
                                    + shown.players().stream().filter(p -> !p.out()).map(PlayerState::name).toList());
                        }
                    }
                }
            }
        }
        assertThat(wrong).isEmpty();
        assertThat(checked).as("steps asking about a player after a position").isGreaterThan(8);
    }

    private static int seat(GameState s, String name) {
        for (int i = 0; i < s.players().size(); i++) {
            if (s.players().get(i).name().equals(name) && !s.players().get(i).out()) {
                return i;
            }
        }
        return -1;
    }

    private static String words(LessonWindow w, String name) {
        StringBuilder out = new StringBuilder();
        w.robot.finder().findAll(w.lessons().player(), c -> name.equals(c.getName()) && c.isShowing())
                .forEach(strip -> ComponentWalk.visit(strip, c -> {
                    if (c instanceof javax.swing.JLabel l && l.getText() != null) {
                        out.append(l.getText()).append(' ');
                    }
                }));
        return out.toString();
    }
}
