package tutor.ui;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javax.swing.SwingUtilities;
import tutor.rules.state.Move;
import tutor.rules.Referee;
import tutor.ui.model.Settings;

/**
 * A timed run, not a test: how long from an action (opening a scenario, applying a move) to
 * the end of the board's next paint, in the real window, with every view listening to the
 * model. Needs a display. Prints the median, the 95th percentile and the worst of many
 * repetitions after warm-up, and the heap in use after a collection.
 * {@code RepaintTimer [width height [theme]]}.
 */
public final class RepaintTimer {

    private RepaintTimer() {
    }

    public static void main(String[] args) throws Exception {
        System.setProperty("tutor.home", Files.createTempDirectory("tutor-timing").toString());
        int width = args.length > 1 ? Integer.parseInt(args[0]) : 1280;
        int height = args.length > 1 ? Integer.parseInt(args[1]) : 800;
        Theme theme = Theme.named(args.length > 2 ? args[2] : "light", false);
        TutorFrame[] f = new TutorFrame[1];
        SwingUtilities.invokeAndWait(() -> {
            theme.apply();
            f[0] = new TutorFrame(Settings.standard());
            f[0].setSize(width, height);
            f[0].setVisible(true);
            f[0].loadLibrary();
        });
        while (!onEdt(() -> !f[0].model().library().isEmpty() && f[0].model().activity() != null)) {
            Thread.sleep(20);
        }
        List<Long> open = new ArrayList<>();
        List<Long> move = new ArrayList<>();
        String[] ids = {"jail-own-card", "bankruptcy-creditor-lifts", "shortage-last-houses", "rent-complete-group"};
        Referee referee = new Referee();
        for (int round = 0; round < 60; round++) {
            String id = ids[round % ids.length];
            long t = timed(f[0], () -> f[0].model().open(f[0].model().item(id)));
            if (round >= 10) {
                open.add(t);
            }
            // Free play: the first legal move, six times, timing each ruling's repaint.
            for (int m = 0; m < 6; m++) {
                long tm = timed(f[0], () -> {
                    var a = f[0].model().activity();
                    List<Move> legal = referee.legalMoves(a.state());
                    if (!legal.isEmpty()) {
                        f[0].model().act(legal.get(0));
                    }
                });
                if (round >= 10) {
                    move.add(tm);
                }
            }
            SwingUtilities.invokeAndWait(() -> f[0].model().restart());
        }
        List<Long> paintOnly = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            long[] t = new long[1];
            SwingUtilities.invokeAndWait(() -> {
                long a = System.nanoTime();
                f[0].board().paintImmediately(0, 0, f[0].board().getWidth(), f[0].board().getHeight());
                t[0] = System.nanoTime() - a;
            });
            if (i >= 20) {
                paintOnly.add(t[0]);
            }
        }
        System.out.println("window " + width + "x" + height + ", " + theme.title() + " theme");
        System.out.println("board paint alone:              " + summary(paintOnly));
        System.out.println("open scenario -> board painted: " + summary(open));
        System.out.println("apply a move  -> board painted: " + summary(move));
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(200);
        }
        Runtime rt = Runtime.getRuntime();
        System.out.printf(java.util.Locale.ROOT, "heap in use after GC: %.1f MB (committed %.1f MB)%n",
                (rt.totalMemory() - rt.freeMemory()) / 1e6, rt.totalMemory() / 1e6);
        // The whole process as the system counts it (Linux): heap, code, Swing's buffers, native memory.
        java.nio.file.Path status = java.nio.file.Path.of("/proc/self/status");
        if (Files.isReadable(status)) {
            Files.readAllLines(status).stream().filter(l -> l.startsWith("VmRSS") || l.startsWith("VmHWM"))
                    .forEach(l -> System.out.println("process " + l.replaceAll("\\s+", " ")));
        }
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
