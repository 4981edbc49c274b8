package tutor.ui.widgets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.data.Bundle;
import tutor.play.game.FreeGame;
import tutor.play.game.Seat;
import tutor.rules.Setup;
import tutor.rules.state.GameState;
import tutor.rules.state.Pending;
import tutor.scenario.ScenarioLoader;
import tutor.scenario.ScenarioMeaning;
import tutor.scenario.TableFile;
import tutor.sim.Strategies;

/** A game saved from the Play screen loads back as the same position, and a file that would not is never written. */
class ScenarioSaverTest {

    @TempDir
    Path dir;

    @Test
    void aGameSavedAtAThrowLoadsBackAsTheSamePosition() throws Exception {
        FreeGame game = new FreeGame(Setup.newGame(Bundle.get().table("classic", List.of("Ann", "Ben", "Cat")), 11),
                List.of(Seat.computer(Strategies.parse("buy-all")), Seat.computer(Strategies.parse("three-houses")),
                        Seat.computer(Strategies.parse("trader"))));
        // Play on to a turn's first throw some way into the game: deeds bought, cash moved, nothing mid-turn.
        int moves = 0;
        TableFile.Saved saved = null;
        while (moves < 150 || !(game.state().pending() instanceof Pending.AwaitRoll) || game.state().doubles() > 0
                || !(saved = TableFile.write(game.state(), "Game under classic", "A saved game.", List.of())).lost().isEmpty()) {
            game.computerMove();
            moves++;
        }
        GameState now = game.state();
        Path file = dir.resolve("saved-game.yaml");
        ScenarioSaver.save(file, saved, "unsound");

        var back = new ScenarioLoader(Bundle.get()).load("saved-game.yaml", new StringReader(Files.readString(file)));
        assertThat(back.problems()).isEmpty();
        assertThat(ScenarioMeaning.position(back.scenario().start())).isEqualTo(ScenarioMeaning.position(now));
        assertThat(back.scenario().start().player(1).cash()).isEqualTo(now.player(1).cash()).isNotEqualTo(1500);
        assertThat(dir.toFile().list()).containsExactly("saved-game.yaml"); // no temporary file left behind
    }

    @Test
    void aTextThatDoesNotLoadIsNeverWritten() {
        Path file = dir.resolve("broken.yaml");
        assertThatThrownBy(() -> ScenarioSaver.save(file, new TableFile.Saved("id: x\nsetup: [", java.util.Set.of()), "did not load back"))
                .isInstanceOf(IllegalStateException.class).hasMessage("did not load back");
        assertThat(file).doesNotExist();
    }
}
