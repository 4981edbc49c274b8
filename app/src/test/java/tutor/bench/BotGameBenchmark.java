package tutor.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import tutor.data.Bundle;
import tutor.rules.GameState;
import tutor.rules.Move;
import tutor.rules.Referee;
import tutor.rules.Ruling;
import tutor.rules.Table;
import tutor.trace.RecordingTracer;
import tutor.trace.Tracer;

/**
 * Whole games to bankruptcy between four computer players (the simulation's default strategies:
 * buy-all, reserve-200, three-houses and trader, rotated one seat per game), on one thread. Each
 * invocation plays one seeded game to its end, or to the simulation's cap of 250 rounds, and
 * counts its player-turns and moves: JMH reports those counters per second. Untraced measures
 * the engine as simulations use it; traced builds the full rule trace of every move, as the
 * tutor does.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Threads(1)
public class BotGameBenchmark {

    private static final int CAP_ROUNDS = tutor.sim.SimulationSpec.DEFAULT_CAP_ROUNDS;
    private static final java.util.List<tutor.sim.Policy> STRATEGIES =
            tutor.sim.Strategies.parseAll(String.join(",", tutor.sim.Strategies.DEFAULT));

    @Param({"classic", "modern"})
    public String ruleset;

    private Table table;
    private final Referee referee = new Referee();
    private long seed;

    /** Per-second counts reported beside the invocation rate. */
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Counts {
        public long turns;
        public long moves;

        @Setup(Level.Iteration)
        public void clear() {
            turns = 0;
            moves = 0;
        }
    }

    @Setup
    public void setUp() {
        table = Bundle.get().table(ruleset, List.of("Ann", "Ben", "Cat", "Dan"));
    }

    @Benchmark
    public GameState untracedGame(Counts counts) {
        return play(counts, false);
    }

    @Benchmark
    public GameState tracedGame(Counts counts) {
        return play(counts, true);
    }

    private GameState play(Counts counts, boolean traced) {
        long game = seed++;
        java.util.List<tutor.sim.Policy> seats = new java.util.ArrayList<>();
        for (int seat = 0; seat < 4; seat++) {
            seats.add(STRATEGIES.get((int) ((seat + game) % STRATEGIES.size())));
        }
        tutor.sim.Bot bot = new tutor.sim.Players(seats);
        GameState s = tutor.rules.Setup.newGame(table, game);
        int moves = 0;
        int maxTurns = CAP_ROUNDS * 4;
        while (s.turn() < maxTurns && !s.isOver()) {
            Move m = bot.choose(s, referee);
            if (m == null) {
                break;
            }
            Tracer t = traced ? new RecordingTracer() : Tracer.OFF;
            Ruling r = referee.apply(s, m, t);
            s = ((Ruling.Applied) r).outcome().after();
            moves++;
        }
        counts.turns += s.turn();
        counts.moves += moves;
        return s;
    }
}
