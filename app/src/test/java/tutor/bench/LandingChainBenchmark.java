package tutor.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import tutor.analysis.JailStrategy;
import tutor.analysis.LandingChain;
import tutor.analysis.Odds;
import tutor.data.Bundle;
import tutor.rules.Board;
import tutor.rules.CardSet;
import tutor.rules.RuleSet;

/** Building and solving the landing-odds chain, as the Budget screen does on every change of edition. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class LandingChainBenchmark {

    @Param({"short", "long"})
    public String jail;

    private Board board;
    private RuleSet rules;
    private CardSet cards;

    @Setup
    public void setUp() {
        rules = Bundle.get().ruleset("classic");
        board = Bundle.get().board(rules);
        cards = Bundle.get().cardSets().get(rules.cardsId());
    }

    @Benchmark
    public Odds solve() {
        return LandingChain.solve(board, rules, cards, JailStrategy.of(jail));
    }
}
