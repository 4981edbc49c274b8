package tutor.sim;

import java.util.List;
import tutor.rules.Table;

/**
 * A simulation to run: the table (edition, house rules, seats), the strategies dealt round the
 * seats, how many games, the master seed, the cap on rounds, how many threads, and how often net
 * worth is sampled. Strategies rotate one seat per game, so each plays every seat equally often.
 */
public record SimulationSpec(Table table, List<Policy> strategies, int games, long seed, int capRounds,
                             int threads, int sampleRounds) {

    /**
     * Games stop after this many rounds (every player one turn) when nobody has won. Without it
     * some games between these strategies never end; of 3,000 four-player games with a cap of
     * 500, 404 reached it and only 19 ended between rounds 250 and 500, so the cap costs little.
     */
    public static final int DEFAULT_CAP_ROUNDS = 250;
    /** Net worth is sampled this often, in rounds. */
    public static final int DEFAULT_SAMPLE_ROUNDS = 10;

    public SimulationSpec {
        strategies = List.copyOf(strategies);
        if (strategies.isEmpty() || games < 1 || capRounds < 1 || threads < 1 || sampleRounds < 1) {
            throw new IllegalArgumentException("a simulation needs strategies, at least one game, a cap, a thread and a sample period");
        }
    }

    public static SimulationSpec of(Table table, List<Policy> strategies, int games, long seed) {
        return new SimulationSpec(table, strategies, games, seed, DEFAULT_CAP_ROUNDS,
                Math.max(1, Runtime.getRuntime().availableProcessors()), DEFAULT_SAMPLE_ROUNDS);
    }

    public int players() {
        return table.seats().size();
    }

    /** The strategy at a seat in game {@code game}: the list dealt round the table, shifted one seat per game. */
    public Policy strategyAt(int game, int seat) {
        return strategies.get(Math.floorMod(seat + game, strategies.size()));
    }

    /** The seed of game {@code game}: the master seed mixed with the game's number, one generator per game. */
    public long gameSeed(int game) {
        long z = seed + 0x9E3779B97F4A7C15L * (game + 1L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** How many net-worth samples a game keeps (round 0, then every sample period up to the cap). */
    public int samples() {
        return capRounds / sampleRounds + 1;
    }
}
