package tutor.drills;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.scenario.ScenarioLoader;
import tutor.scenario.ScenarioRunner;
import tutor.scenario.ScriptStep;
import tutor.sim.Strategies;

/**
 * Mining: every edition mines (Monopoly Junior included), each drill passes its checks, the same
 * position is never kept twice, mining the same games again finds nothing new, and a theme asked for
 * is the only one kept.
 */
class DrillMinerTest {

    private static DrillMiner.Spec spec(String ruleset, int games, Set<Theme> themes) {
        return new DrillMiner.Spec(ruleset, games, 3, Strategies.parseAll("buy-all,jail-stays,three-houses,trader"),
                Math.min(4, Bundle.get().ruleset(ruleset).maxPlayers()), 2, themes);
    }

    @Test
    void everyEditionMinesDrillsThatPassTheirChecksAndNeverTheSamePositionTwice() {
        ScenarioRunner runner = new ScenarioRunner();
        for (String ruleset : List.of("classic", "ru-classic", "seminary", "junior")) {
            List<Drill> drills = new ArrayList<>();
            Set<String> known = new HashSet<>();
            DrillMiner.Summary s = DrillMiner.mine(spec(ruleset, 12, Set.of()), known, drills::add, n -> { }, () -> false);
            assertThat(drills).as(ruleset).isNotEmpty().hasSize(s.total());
            assertThat(drills.stream().map(Drill::hash).distinct().count()).isEqualTo(drills.size());
            for (Drill d : drills) {
                ScenarioLoader.LoadResult r = new ScenarioLoader(Bundle.get()).load(d.fileName(), new StringReader(d.text()));
                assertThat(r.problems()).as(d.text()).isEmpty();
                assertThat(runner.run(r.scenario()).passed()).as(d.text()).isTrue();
                assertThat(r.scenario().theme()).isEqualTo(d.theme().id);
                assertThat(r.scenario().rulesetId()).isEqualTo(ruleset);
                // Every drill asks something: a question with its wrong answers named, or a decision with its wrong moves.
                assertThat(r.scenario().steps()).anyMatch(st -> st instanceof ScriptStep.Question q && !q.wrong().isEmpty()
                        || st instanceof ScriptStep.Ask a && !a.wrong().isEmpty());
            }
            // The same games again: every position is already known.
            List<Drill> again = new ArrayList<>();
            Set<String> hashes = new HashSet<>();
            drills.forEach(d -> hashes.add(d.hash()));
            DrillMiner.mine(spec(ruleset, 12, Set.of()), hashes, again::add, n -> { }, () -> false);
            assertThat(again).as(ruleset + " mined twice").isEmpty();
        }
    }

    @Test
    void aThemeAskedForIsTheOnlyOneKept() {
        List<Drill> drills = new ArrayList<>();
        DrillMiner.mine(spec("classic", 20, Set.of(Theme.TAXES, Theme.GROUP_RENT)), new HashSet<>(), drills::add, n -> { }, () -> false);
        assertThat(drills).isNotEmpty().allMatch(d -> d.theme() == Theme.TAXES || d.theme() == Theme.GROUP_RENT);
    }

    @Test
    void aBoutiqueTaxDrillNamesTheSquareAsItsBoardPrintsIt() {
        List<Drill> drills = new ArrayList<>();
        DrillMiner.mine(spec("boutique", 40, Set.of(Theme.INCOME_TAX_CHOICE)), new HashSet<>(), drills::add, n -> { }, () -> false);
        assertThat(drills).isNotEmpty();
        for (Drill d : drills) {
            assertThat(d.text()).contains("stops on Shopping Spree", "sur la case Virée shopping", "на поле «Шопинг-марафон»")
                    .doesNotContain("Impôts sur le revenu", "Подоходный налог»", "stops on Income Tax");
        }
    }

    @Test
    void cancellingStopsBetweenGamesAndKeepsWhatWasFound() {
        List<Drill> drills = new ArrayList<>();
        int[] games = {0};
        DrillMiner.Summary s = DrillMiner.mine(spec("classic", 50, Set.of()), new HashSet<>(), drills::add, n -> games[0] = n,
                () -> games[0] >= 3);
        assertThat(s.cancelled()).isTrue();
        assertThat(s.games()).isLessThan(50);
        assertThat(drills).hasSize(s.total());
    }
}
