package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.util.ArrayList;
import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import tutor.play.GameActivity;

/**
 * In a free game on a 1024x768 projector the board keeps its size and place from move to move, so the buttons under
 * it stay under the cursor (the reviewers saw it jump between two bids, in Russian and in French): across a throw, a
 * buy decision, an auction the learner drops out of, the computers' turns (their throws, buys and ends of turn) and
 * her own end of turn, in English, French and Russian. Every move of the board is caught, even one undone at once.
 */
class GameBoardStaysIT extends AbstractTutorIT {

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    private GameActivity game() {
        return onEdt(() -> (GameActivity) model().activity());
    }

    @Test
    void theBoardKeepsItsSizeAndPlaceWhileAGameIsPlayed() {
        for (String language : List.of("en", "fr", "ru")) {
            // The same game (the classic edition, dealt in English) played in each language.
            GuiActionRunner.execute(() -> frame.applyLanguage("en"));
            robot.waitForIdle();
            window.toggleButton("screen.play").click();
            window.textBox("play.seed").deleteText().enterText("7");
            window.button("play.start").click();
            window.slider("play.speed").slideToMaximum();
            if (onEdt(() -> ((javax.swing.JToggleButton) window.toggleButton("play.pause").target()).isSelected())) {
                window.toggleButton("play.pause").click(); // ending the last game paused the computers
            }
            GuiActionRunner.execute(() -> frame.applyLanguage(language));
            robot.waitForIdle();
            robot.waitForIdle();
            List<Rectangle> seen = new ArrayList<>();
            List<String> when = new ArrayList<>();
            seen.add(onEdt(() -> frame.board().getBounds()));
            when.add("start");
            ComponentAdapter watch = new ComponentAdapter() {
                @Override
                public void componentResized(ComponentEvent e) {
                    record();
                }

                @Override
                public void componentMoved(ComponentEvent e) {
                    record();
                }

                private void record() {
                    Rectangle now = frame.board().getBounds();
                    if (!now.equals(seen.get(seen.size() - 1))) {
                        seen.add(now);
                        when.add(now.x + "," + now.y + " " + now.width + "x" + now.height + " bar " + frame.gameBar().getHeight() + " column " + frame.board().getParent().getHeight() + " at " + model().activity().state().pending());
                    }
                }
            };
            GuiActionRunner.execute(() -> frame.board().addComponentListener(watch));
            // Seed 7: Ann throws 6+1 to Chance, ends her turn, the computers play theirs; then 2+2 to St. Charles
            // Place, on offer: she declines, and drops out of the auction the computers then bid in.
            window.button("action.roll").click();
            window.button("action.end").click();
            waitFor("the computers' turns", () -> model().activity().learnerSeat() == 0 && game().game().turns() == 3);
            window.button("action.roll").click();
            window.button("action.buy").requireVisible();
            window.button("action.decline").click();
            waitFor("Ann's bid", () -> model().activity().learnerSeat() == 0);
            window.button("action.dropOut").click();
            waitFor("the auction's end", () -> model().activity().learnerSeat() == 0
                    && !(model().activity().state().pending() instanceof tutor.rules.state.Pending.Auction));
            // The double 2+2 throws again: Ann's next decision, with the auction's line and buttons gone.
            window.button("action.roll").requireVisible();
            robot.waitForIdle();
            robot.waitForIdle();
            GuiActionRunner.execute(() -> frame.board().removeComponentListener(watch));
            assertThat(seen).as(language + ": the board's bounds, and the decision each came with: " + when).hasSize(1);
            EndTheGame.confirmed(window);
        }
    }
}
