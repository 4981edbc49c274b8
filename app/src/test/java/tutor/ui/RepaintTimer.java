package tutor.ui;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javax.swing.SwingUtilities;
import tutor.rules.Move;

/**
 * A timed run, not a test: how long from an action (opening a scenario, applying a move) to
 * the end of the board's next paint, in the real window. Needs a display. Prints the median
 * and the worst of many repetitions after warm-up.
 */
public final class RepaintTimer {

    private RepaintTimer() {
    }

    public static void main(String[] args) throws Exception {
        System.setProperty("tutor.home", Files.createTempDirectory("tutor-timing").toString());
        TutorFrame[] f = new TutorFrame[1];
        SwingUtilities.invokeAndWait(() -> {
            Theme.apply(false, false);
            f[0] = new TutorFrame(Settings.standard());
            f[0].setSize(1280, 800);
            f[0].setVisible(true);
            f[0].loadLibrary();
        });
        while (!onEdt(() -> f[0].libraryLoaded() && f[0].session() != null)) {
            Thread.sleep(20);
        }
        List<Long> open = new ArrayList<>();
        List<Long> move = new ArrayList<>();
        String[] ids = {"jail-own-card", "bankruptcy-creditor-lifts", "shortage-last-houses", "rent-complete-group"};
        for (int round = 0; round < 60; round++) {
            String id = ids[round % ids.length];
            long t = timed(f[0], () -> f[0].openById(id));
            if (round >= 10) {
                open.add(t);
            }
            // Free play from the scenario's end: throw, then end the turn, timing each ruling's repaint.
            for (int m = 0; m < 6; m++) {
                long tm = timed(f[0], () -> {
                    var s = f[0].session();
                    Move next = new tutor.rules.Referee().legalMoves(s.state()).get(0);
                    s.act(next);
                    f[0].refresh();
                });
                if (round >= 10) {
                    move.add(tm);
                }
            }
        }
        List<Long> paintOnly = new ArrayList<>();
        List<Long> refreshOnly = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            long[] t = new long[2];
            SwingUtilities.invokeAndWait(() -> {
                long a = System.nanoTime();
                f[0].board().paintImmediately(0, 0, f[0].board().getWidth(), f[0].board().getHeight());
                long b = System.nanoTime();
                f[0].refresh();
                long c = System.nanoTime();
                t[0] = b - a;
                t[1] = c - b;
            });
            if (i >= 20) {
                paintOnly.add(t[0]);
                refreshOnly.add(t[1]);
            }
        }
        System.out.println("board paint alone:               " + summary(paintOnly));
        System.out.println("refresh of every panel (no paint): " + summary(refreshOnly));
        System.out.println("open scenario -> board painted: " + summary(open));
        System.out.println("apply a move  -> board painted: " + summary(move));
        SwingUtilities.invokeAndWait(() -> f[0].dispose());
        System.exit(0);
    }

    private static long timed(TutorFrame frame, Runnable action) throws Exception {
        CountDownLatch painted = new CountDownLatch(1);
        long[] start = new long[1];
        long[] end = new long[1];
        SwingUtilities.invokeAndWait(() -> {
            frame.board().onPainted(() -> {
                end[0] = System.nanoTime();
                painted.countDown();
            });
            start[0] = System.nanoTime();
            action.run();
            frame.board().repaint();
        });
        if (!painted.await(5, TimeUnit.SECONDS)) {
            throw new IllegalStateException("the board did not repaint");
        }
        return end[0] - start[0];
    }

    private static boolean onEdt(java.util.function.BooleanSupplier b) throws Exception {
        boolean[] r = new boolean[1];
        SwingUtilities.invokeAndWait(() -> r[0] = b.getAsBoolean());
        return r[0];
    }

    private static String summary(List<Long> nanos) {
        List<Long> sorted = new ArrayList<>(nanos);
        Collections.sort(sorted);
        double median = sorted.get(sorted.size() / 2) / 1e6;
        double p95 = sorted.get((int) (sorted.size() * 0.95)) / 1e6;
        double worst = sorted.get(sorted.size() - 1) / 1e6;
        return String.format(java.util.Locale.ROOT, "median %.1f ms, 95th percentile %.1f ms, worst %.1f ms (%d runs)",
                median, p95, worst, sorted.size());
    }
}
