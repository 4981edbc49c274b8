package tutor.ui.practise;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.swing.JProgressBar;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.drills.DrillMiner;
import tutor.drills.DrillShelf;
import tutor.drills.Theme;

/**
 * Mining on demand is measured in drills: a rare theme (a building shortage, about once in 200 classic games)
 * gets the drills asked for, in as many games as it takes (each run its own seed: about 400 games on average,
 * 3,000 at most here), and a common one stops after a few games.
 */
class MinerTest {

    @TempDir
    Path folder;

    private DrillMiner.Summary mine(Theme theme, int wanted, int games) {
        return new Miner("classic", Set.of(theme), folder, wanted, games, new HashSet<>(), new JProgressBar(), () -> { })
                .doInBackground();
    }

    @Test
    void aRareThemeGetsTheDrillsAskedForInAsManyGamesAsItTakes() {
        DrillMiner.Summary s = mine(Theme.BUILDING_SHORTAGE, 2, 3000);
        List<DrillShelf.Entry> found = DrillShelf.read(List.of(folder)).entries();
        assertThat(found).hasSizeGreaterThanOrEqualTo(2).allMatch(e -> e.theme() == Theme.BUILDING_SHORTAGE && e.ruleset().equals("classic"));
        assertThat(s.games()).isLessThan(3000);
    }

    @Test
    void aCommonThemeStopsOnceItHasThem() {
        DrillMiner.Summary s = mine(Theme.TAXES, 3, 3000);
        assertThat(DrillShelf.read(List.of(folder)).entries()).hasSizeGreaterThanOrEqualTo(3);
        assertThat(s.games()).isLessThan(40);
    }
}
