package tutor.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import tutor.analysis.NetWorth;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
import tutor.rules.Setup;

/**
 * Plays N full games between strategies, to the last bankruptcy or the cap, on as many threads as
 * asked. Each game has its own seed (its dice and decks) and its own players, and results are kept
 * by game number, so a run is the same whatever the threads and their timing.
 */
public final class Simulation {

    private Simulation() {
    }

    /**
     * @param progress  told the number of games finished so far, from the worker threads
     * @param cancelled polled between games; when it says true the run stops and returns what it has
     */
    public static SimulationReport run(SimulationSpec spec, IntConsumer progress, BooleanSupplier cancelled) {
        return run(spec, progress, cancelled, (game, record) -> { });
    }

    /** What wants each game's record as it finishes (a file of every game); most runs need only the report. */
    public interface GameSink {
        /** Called from the worker threads, in the order the games finish; {@code game} is the game's number. */
        void accept(int game, GameRecord record);
    }

    /**
     * As {@link #run(SimulationSpec, IntConsumer, BooleanSupplier)}, handing each game's record to {@code sink} too.
     * The results are folded in as the games finish and no record is kept, so a long run's memory stays flat.
     */
    public static SimulationReport run(SimulationSpec spec, IntConsumer progress, BooleanSupplier cancelled, GameSink sink) {
        SimulationTally tally = new SimulationTally(spec);
        int done = GamePool.run("simulation", spec.threads(), spec.games(), cancelled, progress, () -> g -> {
            GameRecord r = play(spec, g);
            tally.add(r);
            sink.accept(g, r);
        }, "a simulated game");
        return tally.report(done < spec.games());
    }

    /** One game, from its seed to its end. */
    public static GameRecord play(SimulationSpec spec, int game) {
        int players = spec.players();
        List<Policy> seats = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            seats.add(spec.strategyAt(game, seat));
            names.add(spec.strategyAt(game, seat).name());
        }
        long seed = spec.gameSeed(game);
        GameState start = Setup.newGame(spec.table(), seed);
        int size = start.board().size();
        long[] landings = new long[size + 1];
        int samples = spec.samples();
        int[][] worth = new int[players][samples];
        int[] sampled = {0};
        List<GameRecord.Bankruptcy> bankruptcies = new ArrayList<>();
        sample(start, worth, 0);
        sampled[0] = 1;
        int sampleTurns = spec.sampleRounds() * players;
        int[] turnsEnded = new int[players];
        GameRunner.Result result = new GameRunner().playFast(start, new Players(seats), spec.capRounds() * players, (before, m, after) -> {
            int ownRound = turnsEnded[m.player()] + 1; // before this move's own end of turn is counted
            if (after.turn() > before.turn()) {
                turnsEnded[before.current()]++;
            }
            if (m instanceof Move.RollDice || m instanceof Move.UseDice) {
                PlayerState p = after.player(m.player());
                landings[p.inJail() ? size : p.position()]++;
            } else if (m instanceof Move.DeclareBankruptcy && before.pending() instanceof Pending.Debt d) {
                int creditor = d.owed().get(0).creditor();
                bankruptcies.add(new GameRecord.Bankruptcy(m.player(), creditor < 0 ? -1 : creditor, after.turn(), ownRound));
            }
            while (sampled[0] < samples && after.turn() >= sampled[0] * sampleTurns) {
                sample(after, worth, sampled[0]++);
            }
        });
        GameState last = result.last();
        while (sampled[0] < samples) {
            sample(last, worth, sampled[0]++); // the game is over: its last position stands for the rest
        }
        int winner = last.pending() instanceof Pending.GameOver over ? over.winner() : -1;
        return new GameRecord(seed, names, winner, last.turn(), result.stop() != GameRunner.Stop.GAME_OVER,
                bankruptcies, landings, worth);
    }

    private static void sample(GameState s, int[][] worth, int index) {
        for (int seat = 0; seat < worth.length; seat++) {
            worth[seat][index] = NetWorth.quick(s, seat);
        }
    }
}
