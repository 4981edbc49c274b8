package tutor.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import java.util.function.Supplier;

/**
 * Plays numbered games on a pool of daemon threads: each thread takes the next game number until every game
 * is played or the run is cancelled. The simulator and the drill miner share it, so both stop, count and
 * report a failed game the same way.
 */
public final class GamePool {

    /** What one thread does with each game number it takes; made once per thread, so it may keep its own state. */
    public interface Worker {
        void play(int game);
    }

    private GamePool() {
    }

    /**
     * Plays games {@code 0..games-1} on up to {@code threads} threads named {@code name}, telling
     * {@code progress} the count played after each; returns how many were played. A game that throws stops the
     * run with an {@link IllegalStateException} saying which kind of game ({@code what}) failed.
     */
    public static int run(String name, int threads, int games, BooleanSupplier cancelled, IntConsumer progress,
            Supplier<Worker> workers, String what) {
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        int size = Math.max(1, Math.min(threads, games));
        ExecutorService pool = Executors.newFixedThreadPool(size, r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> work = new ArrayList<>();
            for (int k = 0; k < size; k++) {
                work.add(pool.submit(() -> {
                    Worker worker = workers.get();
                    int g;
                    while (!cancelled.getAsBoolean() && (g = next.getAndIncrement()) < games) {
                        worker.play(g);
                        progress.accept(done.incrementAndGet());
                    }
                }));
            }
            for (Future<?> f : work) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            throw new IllegalStateException(what + " failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
        return done.get();
    }
}
