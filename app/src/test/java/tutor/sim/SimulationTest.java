package tutor.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.state.Table;

class SimulationTest {

    private final Table table = Bundle.get().table("classic", List.of("Ann", "Ben", "Cat", "Dan"));
    private final List<Policy> strategies = Strategies.parseAll("buy-all,reserve-200,three-houses,trader");

    private SimulationSpec spec(int games, long seed, int threads) {
        return new SimulationSpec(table, strategies, games, seed, 300, threads, 10);
    }

    /** Runs a simulation and keeps every game's record, by game number (the simulation itself keeps none). */
    private static GameRecord[] games(SimulationSpec spec, SimulationReport[] report) {
        GameRecord[] kept = new GameRecord[spec.games()];
        report[0] = Simulation.run(spec, n -> { }, () -> false, (g, r) -> kept[g] = r);
        return kept;
    }

    @Test
    void theSameSeedGivesTheSameGamesOnOneThreadOrTwo() {
        SimulationReport[] one = new SimulationReport[1];
        SimulationReport[] two = new SimulationReport[1];
        GameRecord[] ones = games(spec(40, 11, 1), one);
        GameRecord[] twos = games(spec(40, 11, 2), two);
        assertThat(two[0].played()).isEqualTo(40);
        for (int g = 0; g < 40; g++) {
            GameRecord a = ones[g];
            GameRecord b = twos[g];
            assertThat(b.seed()).isEqualTo(a.seed());
            assertThat(b.turns()).isEqualTo(a.turns());
            assertThat(b.winner()).isEqualTo(a.winner());
            assertThat(b.bankruptcies()).isEqualTo(a.bankruptcies());
            assertThat(b.landings()).isEqualTo(a.landings());
        }
        assertThat(two[0].strategies()).extracting(SimulationReport.StrategySummary::wins)
                .isEqualTo(one[0].strategies().stream().map(SimulationReport.StrategySummary::wins).toList());
        // Folded as the games finished, in whatever order: the same report as folding the kept games in order.
        SimulationReport folded = SimulationReport.of(spec(40, 11, 2), java.util.Arrays.asList(twos), false);
        assertThat(two[0].finishedTurns()).isEqualTo(folded.finishedTurns());
        assertThat(two[0].landingPercent()).isEqualTo(folded.landingPercent());
        assertThat(two[0].causes()).isEqualTo(folded.causes());
        assertThat(two[0].totalTurns()).isEqualTo(folded.totalTurns());
        for (int i = 0; i < folded.strategies().size(); i++) {
            assertThat(two[0].strategies().get(i).median()).isEqualTo(folded.strategies().get(i).median());
            assertThat(two[0].strategies().get(i).q3()).isEqualTo(folded.strategies().get(i).q3());
        }
    }

    @Test
    void anotherSeedGivesOtherGames() {
        SimulationReport[] r = new SimulationReport[1];
        GameRecord[] a = games(spec(20, 1, 2), r);
        GameRecord[] b = games(spec(20, 2, 2), r);
        assertThat(java.util.Arrays.stream(a).map(GameRecord::turns).toList())
                .isNotEqualTo(java.util.Arrays.stream(b).map(GameRecord::turns).toList());
    }

    @Test
    void aGameEndsWithOneWinnerAndEveryOtherSeatBankruptOrItReachesTheCap() {
        SimulationReport[] report = new SimulationReport[1];
        GameRecord[] games = games(spec(30, 5, 2), report);
        SimulationReport r = report[0];
        for (GameRecord g : games) {
            if (g.capped()) {
                assertThat(g.winner()).isEqualTo(-1);
                assertThat(g.turns()).isGreaterThanOrEqualTo(300 * 4);
            } else {
                assertThat(g.bankruptcies()).hasSize(3);
                assertThat(g.bankruptcies()).extracting(GameRecord.Bankruptcy::seat).doesNotContain(g.winner());
                // The winner's net worth is counted at every later sample, the bankrupt ones are 0 from theirs on.
                int lastSample = r.spec().samples() - 1;
                for (GameRecord.Bankruptcy b : g.bankruptcies()) {
                    assertThat(g.netWorth()[b.seat()][lastSample]).isZero();
                }
            }
        }
        int seats = r.strategies().stream().mapToInt(SimulationReport.StrategySummary::seats).sum();
        assertThat(seats).isEqualTo(30 * 4);
        int wins = r.strategies().stream().mapToInt(SimulationReport.StrategySummary::wins).sum();
        assertThat(wins + r.capped()).isEqualTo(30);
    }

    @Test
    void strategiesRotateSoEachPlaysEverySeat() {
        SimulationSpec s = spec(4, 1, 1);
        for (int seat = 0; seat < 4; seat++) {
            final int at = seat;
            assertThat(java.util.stream.IntStream.range(0, 4).mapToObj(g -> s.strategyAt(g, at).name()).toList())
                    .containsExactlyInAnyOrder("buy-all", "reserve-200", "three-houses", "trader");
        }
    }

    @Test
    void cancellingStopsEarlyAndSaysSo() {
        java.util.concurrent.atomic.AtomicInteger done = new java.util.concurrent.atomic.AtomicInteger();
        SimulationReport r = Simulation.run(spec(200, 3, 2), done::set, () -> done.get() >= 5);
        assertThat(r.cancelled()).isTrue();
        assertThat(r.played()).isBetween(5, 20);
    }

    @Test
    void theWilsonIntervalMatchesAWorkedExample() {
        // 30 wins in 100: p = 0.3, centre (0.3 + 1.92/100)/(1.0384) = 0.3074, half-width 0.0891 -> 0.2189 .. 0.3958.
        double[] ci = Stats.wilson(30, 100);
        assertThat(ci[0]).isCloseTo(0.2189, org.assertj.core.api.Assertions.within(0.0005));
        assertThat(ci[1]).isCloseTo(0.3958, org.assertj.core.api.Assertions.within(0.0005));
        assertThat(Stats.quantile(new int[] {4, 1, 3, 2}, 0.5)).isEqualTo(2.5);
    }

    @Test
    void anUnknownStrategyIsNamedWithTheKnownOnes() {
        assertThatThrownBy(() -> Strategies.parse("greedy")).hasMessageContaining("no strategy 'greedy'")
                .hasMessageContaining("reserve-N");
        assertThat(Strategies.parse("reserve-300").reserve()).isEqualTo(300);
        assertThat(Strategies.parse("bid-to-150").bidPercent()).isEqualTo(150);
    }
}
