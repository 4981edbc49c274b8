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
        // Play on to a turn's first throw some way into the game: deeds bought, cash moved, no doubles pending.
        for (int moves = 0; moves < 150 || !(game.state().pending() instanceof Pending.AwaitRoll) || game.state().doubles() > 0;
                moves++) {
            assertThat(moves).as("a throw to save at").isLessThan(5_000);
            assertThat(game.computerMove()).as("a computer seat always has a move").isNotNull();
        }
        GameState now = game.state();
        TableFile.Saved saved = TableFile.write(now, "Game under classic", "A saved game.", List.of());
        Path file = dir.resolve("saved-game.yaml");
        ScenarioSaver.save(file, saved, "unsound");

        var back = new ScenarioLoader(Bundle.get()).load("saved-game.yaml", new StringReader(Files.readString(file)));
        assertThat(back.problems()).isEmpty();
        GameState again = back.scenario().start();
        // What a scenario holds comes back exactly: whose turn, every player's cash, square and Jail, every lot.
        assertThat(again.current()).isEqualTo(now.current());
        for (int i = 0; i < now.players().size(); i++) {
            assertThat(again.player(i).name()).isEqualTo(now.player(i).name());
            assertThat(again.player(i).cash()).isEqualTo(now.player(i).cash());
            assertThat(again.player(i).position()).isEqualTo(now.player(i).position());
            assertThat(again.player(i).inJail()).isEqualTo(now.player(i).inJail());
        }
        int owned = 0;
        for (int d = 0; d < now.estates().size(); d++) {
            assertThat(again.estates().owner(d)).as("holder of deed %d", d).isEqualTo(now.estates().owner(d));
            assertThat(again.estates().houses(d)).as("houses on deed %d", d).isEqualTo(now.estates().houses(d));
            assertThat(again.estates().hotel(d)).isEqualTo(now.estates().hotel(d));
            assertThat(again.estates().mortgaged(d)).isEqualTo(now.estates().mortgaged(d));
            owned += now.estates().owner(d) >= 0 ? 1 : 0;
        }
        assertThat(owned).as("deeds held by players when saved").isGreaterThan(5);
        assertThat(now.player(1).cash()).isNotEqualTo(1500); // the game had really moved on
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
