package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.ui.board.BoardView;

/**
 * On the projector at 1024x768 the board's size depends on the window alone, never on the length of a text beside
 * it: picking a square on Your own table shrank it (a teacher's walk, 415 to 400 px), as did some steps of the Table.
 */
class BoardSizeStaysIT extends AbstractTutorIT {

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr", "ru"})
    void pickingASquareOnYourOwnTableLeavesTheBoardAsItWas(String language) {
        GuiActionRunner.execute(() -> model().setLanguage(language));
        window.resizeTo(new Dimension(1024, 768));
        GuiActionRunner.execute(() -> frame.showScreen("editor"));
        robot.waitForIdle();
        Map<String, Dimension> sizes = new LinkedHashMap<>();
        sizes.put("nothing picked", editorBoard());
        // A deed, a square that is not one (its label takes two lines), the last square.
        for (int square : new int[] {1, 2, 39, 12, 0}) {
            // Clicked as the teacher did, on the square's middle.
            BoardView board = onEdt(() -> editorBoardView());
            java.awt.geom.Rectangle2D r = onEdt(() -> new tutor.ui.board.BoardGeometry(board.getWidth() - 8, board.getHeight() - 8).space(square));
            robot.click(board, new java.awt.Point((int) r.getCenterX() + 4, (int) r.getCenterY() + 4));
            robot.waitForIdle();
            sizes.put("square " + square + " picked", editorBoard());
            assertThat(onEdt(() -> frame.editor().pickedSquare())).as("the square clicked").isEqualTo(square);
        }
        System.out.println("editor's board (" + language + "): " + sizes);
        assertThat(new LinkedHashSet<>(sizes.values())).as("the editor's board's sizes (%s): %s", language, sizes).hasSize(1);
    }

    /**
     * Issue 22: on the first step of jail-fine-on-the-third-turn (three jail moves) the board was 516 px instead of 531 px
     * (en), then 531 again, as the class watched: the table's size function guessed the width beside the moves 6 px short.
     */
    @ParameterizedTest
    @ValueSource(strings = {"en", "fr", "ru"})
    void everyStepOfAScenarioLeavesTheBoardAsItWas(String language) {
        GuiActionRunner.execute(() -> model().setLanguage(language));
        window.resizeTo(new Dimension(1024, 768));
        for (String scenario : List.of("rent-complete-group", "jail-fine-on-the-third-turn")) {
            openScenario(scenario);
            GuiActionRunner.execute(() -> model().restart());
            Set<Integer> seen = new LinkedHashSet<>();
            for (int step = 0; step < 8 && !onEdt(() -> model().activity().finished()); step++) {
                robot.waitForIdle();
                seen.add(onEdt(() -> Math.min(frame.board().getWidth(), frame.board().getHeight()))); // the board drawn
                playExpected(1);
            }
            robot.waitForIdle();
            seen.add(onEdt(() -> Math.min(frame.board().getWidth(), frame.board().getHeight()))); // the board drawn
            System.out.println("table's board (" + language + ", " + scenario + "): " + seen);
            assertThat(seen).as("the table's board's sizes through %s (%s)", scenario, language).hasSize(1);
        }
    }

    /**
     * A teacher's walk (F8, issue 22): on Bidding from Jail a wrong answer's feedback moved the board from x=10 to x=30
     * and narrowed the reading column by 42 px, though the board kept its size. The sizes above are the board's alone:
     * here its place on the screen and the reading column's are caught too, before and after a wrong move (Pass) and
     * the right one (a bid) that ends the auction and takes its rows away.
     */
    @ParameterizedTest
    @ValueSource(strings = {"en", "fr", "ru"})
    void aWrongAnswersFeedbackLeavesTheBoardAndTheReadingColumnWhereTheyWere(String language) {
        GuiActionRunner.execute(() -> model().setLanguage(language));
        window.resizeTo(new Dimension(1024, 768));
        // As the teacher did: the question reached in the light theme, then the projector switched on for the class.
        GuiActionRunner.execute(() -> frame.applyTheme(Theme.LIGHT));
        openScenario("auction-bidding-from-jail");
        GuiActionRunner.execute(() -> model().restart());
        for (int i = 0; i < 8 && !onEdt(() -> model().scenario().session().current() instanceof tutor.scenario.ScriptStep.Ask); i++) {
            playExpected(1);
        }
        GuiActionRunner.execute(() -> frame.applyTheme(Theme.PROJECTOR));
        robot.waitForIdle();
        robot.waitForIdle();
        Map<String, String> seen = new LinkedHashMap<>();
        seen.put("the question", tableBounds());
        window.button("action.pass").click(); // the wrong answer: its feedback replaces the question
        robot.waitForIdle();
        robot.waitForIdle();
        assertThat(situation()).as("the feedback shown").contains("✘");
        seen.put("the wrong answer's feedback", tableBounds());
        System.out.println("table after a wrong answer (" + language + "): " + seen);
        assertThat(new LinkedHashSet<>(seen.values())).as("the board's and the reading column's bounds on the screen (%s): %s", language, seen).hasSize(1);
    }

    /** The board drawn (its square) and the reading column, both on the screen. */
    private String tableBounds() {
        return onEdt(() -> {
            BoardView b = frame.board();
            java.awt.Point at = b.getLocationOnScreen();
            int side = Math.min(b.getWidth(), b.getHeight());
            java.awt.Component situation = robot.finder().findByName(frame, "situation", false);
            java.awt.Component column = situation.getParent();
            java.awt.Point col = column.getLocationOnScreen();
            return "board " + (at.x + (b.getWidth() - side) / 2) + "," + (at.y + (b.getHeight() - side) / 2) + " " + side
                    + " px, reading column at x=" + col.x + " " + column.getWidth() + " px wide";
        });
    }

    private Dimension editorBoard() {
        return onEdt(() -> editorBoardView().getSize());
    }

    private BoardView editorBoardView() {
        return robot.finder().findAll(frame.editor(), new org.assertj.swing.core.GenericTypeMatcher<BoardView>(BoardView.class, true) {
            @Override
            protected boolean isMatching(BoardView b) {
                return true;
            }
        }).iterator().next();
    }
}
