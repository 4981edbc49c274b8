package tutor.sim;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.ArrayList;
import java.util.List;

/**
 * The long soak: {@code GAMES} seeded random games of the {@link GameMix} (every edition and
 * house-rule set), each move checked by {@link GameInvariants}, on every core. Not part of the
 * test suite; run with {@code mvn -B -Psoak -pl app test-compile exec:exec} (and
 * {@code -Dsoak.games=N} for another count). Exits 1 on the first broken invariant or stall.
 */
public final class SoakRun {

    private SoakRun() {
    }

    public static void main(String[] args) throws Exception {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
        int threads = Runtime.getRuntime().availableProcessors();
        AtomicInteger next = new AtomicInteger();
        AtomicLong moves = new AtomicLong();
        AtomicLong turns = new AtomicLong();
        AtomicLongArray stops = new AtomicLongArray(GameRunner.Stop.values().length);
        long began = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<?>> work = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            work.add(pool.submit(() -> {
                GameInvariants invariants = new GameInvariants();
                GameRunner runner = new GameRunner();
                for (int game = next.getAndIncrement(); game < games; game = next.getAndIncrement()) {
                    try {
                        var start = GameMix.start(game);
                        invariants.checkState(start);
                        GameRunner.Result r = runner.play(start, GameMix.bot(game), GameMix.turns(game), false, invariants::check);
                        moves.addAndGet(r.moves());
                        turns.addAndGet(r.turns());
                        stops.incrementAndGet(r.stop().ordinal());
                        if (r.stop() == GameRunner.Stop.NO_MOVE || r.stop() == GameRunner.Stop.MOVE_LIMIT) {
                            throw new AssertionError("game " + game + " (" + GameMix.ruleset(game) + ") stalled: " + r.stop());
                        }
                    } catch (Throwable e) {
                        throw new AssertionError("game " + game + " (" + GameMix.ruleset(game) + "): " + e.getMessage(), e);
                    }
                    if (game > 0 && game % 10_000 == 0) {
                        System.out.printf("%,d games...%n", game);
                    }
                }
                return null;
            }));
        }
        pool.shutdown();
        try {
            for (Future<?> f : work) {
                f.get();
            }
        } catch (java.util.concurrent.ExecutionException e) {
            System.err.println("SOAK FAILED: " + e.getCause().getMessage());
            pool.shutdownNow();
            System.exit(1);
        }
        double seconds = (System.nanoTime() - began) / 1e9;
        System.out.printf("%,d games on %d threads in %.1f s: %,d moves, %,d turns, every invariant held.%n",
                games, threads, seconds, moves.get(), turns.get());
        for (GameRunner.Stop stop : GameRunner.Stop.values()) {
            System.out.printf("  %-10s %,d%n", stop, stops.get(stop.ordinal()));
        }
    }
}
