package tutor.ui;

import java.awt.Component;
import java.awt.Container;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.AbstractButton;
import javax.swing.SwingUtilities;
import tutor.scenario.ScriptStep;
import tutor.ui.model.LibraryItem;
import tutor.play.ScenarioActivity;
import tutor.ui.model.Settings;

/**
 * A scripted session in the real window, to measure its memory over time (not a test): it goes through the
 * library scenario after scenario, playing each one's expected moves and answers, switches the theme and the
 * language now and then, compares on the dispute desk, exports rulings, and runs the budgeting lab's 1,000 games
 * (twice: early and half-way). Every 30 seconds it prints the process's resident memory (RSS) and the heap.
 *
 * <pre>
 * CP=app/target/classes:app/target/test-classes:$(cat app/target/cp.txt)
 * xvfb-run -a java -Xmx256m -XX:+UseSerialGC -cp $CP tutor.ui.MemorySession 60     # the options the window gets
 * xvfb-run -a java -cp $CP tutor.ui.MemorySession 15                                # the JVM's defaults
 * </pre>
 */
public final class MemorySession {

    private MemorySession() {
    }

    public static void main(String[] args) throws Exception {
        double minutes = args.length > 0 ? Double.parseDouble(args[0]) : 60;
        long end = System.nanoTime() + (long) (minutes * 60e9);
        long start = System.nanoTime();
        Path home = Files.createTempDirectory("tutor-memory");
        System.setProperty("tutor.home", home.toString());
        AtomicReference<TutorFrame> ref = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            Settings settings = Settings.standard();
            Theme.LIGHT.apply();
            TutorFrame f = new TutorFrame(settings);
            f.setSize(1024, 768);
            f.setVisible(true);
            f.loadLibrary();
            ref.set(f);
        });
        TutorFrame frame = ref.get();
        while (onEdt(() -> frame.model().library().isEmpty())) {
            Thread.sleep(100);
        }
        List<LibraryItem> items = onEdt(() -> frame.model().library().stream().filter(LibraryItem::loaded).toList());
        long nextReport = 0;
        int opened = 0;
        boolean[] simulated = {false, false};
        Path exports = Files.createTempDirectory("tutor-memory-exports");
        System.out.println("minute,rss_mb,heap_used_mb,heap_committed_mb,scenarios_opened");
        while (System.nanoTime() < end) {
            double elapsed = (System.nanoTime() - start) / 60e9;
            if (System.nanoTime() >= nextReport) {
                report(elapsed, opened);
                nextReport = System.nanoTime() + 30_000_000_000L;
            }
            if (!simulated[0] && elapsed > 1 || !simulated[1] && elapsed > minutes / 2) {
                simulate(frame);
                simulated[simulated[0] ? 1 : 0] = true;
                continue;
            }
            LibraryItem item = items.get(opened % items.size());
            int n = opened++;
            SwingUtilities.invokeAndWait(() -> {
                frame.showScreen("table");
                frame.model().open(item);
            });
            for (int step = 0; step < 12 && !onEdt(() -> frame.model().activity().finished()); step++) {
                SwingUtilities.invokeAndWait(() -> {
                    ScenarioActivity s = frame.model().scenario();
                    if (s.session().current() instanceof ScriptStep.Ask ask) {
                        frame.model().act(ask.expected().get(0));
                    } else if (s.session().current() instanceof ScriptStep.Question q) {
                        frame.model().answer(q.answer());
                    }
                });
                Thread.sleep(400);
            }
            if (n % 5 == 4) {
                Theme next = Theme.values()[(n / 5) % Theme.values().length];
                SwingUtilities.invokeAndWait(() -> frame.applyTheme(next));
            }
            if (n % 7 == 6) {
                String lang = List.of("fr", "ru", "en").get((n / 7) % 3);
                SwingUtilities.invokeAndWait(() -> frame.applyLanguage(lang));
                Thread.sleep(1500);
            }
            if (n % 4 == 3) {
                SwingUtilities.invokeAndWait(frame::compareWhole);
                Thread.sleep(2500);
                SwingUtilities.invokeAndWait(() -> frame.showScreen("table"));
            }
            if (n % 6 == 5) {
                Path out = exports.resolve("ruling-" + n + ".pdf");
                var worker = onEdt(() -> frame.exportTo(Exports.What.RULING, tutor.export.RulingExport.Kind.PDF, out));
                if (worker != null) {
                    worker.get();
                }
            }
            Thread.sleep(500);
        }
        report((System.nanoTime() - start) / 60e9, opened);
        System.exit(0);
    }

    /** Opens the budgeting lab and runs its 1,000 games, waiting for the end. */
    private static void simulate(TutorFrame frame) throws Exception {
        AtomicReference<tutor.ui.budget.BudgetFrame> lab = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            tutor.ui.budget.BudgetFrame b = new tutor.ui.budget.BudgetFrame(frame.model());
            b.setVisible(true);
            b.showTab("simulate");
            lab.set(b);
        });
        AbstractButton run = onEdt(() -> (AbstractButton) find(lab.get(), "budget.simulate.run"));
        SwingUtilities.invokeAndWait(run::doClick);
        Thread.sleep(1000);
        while (!onEdt(run::isEnabled)) {
            Thread.sleep(500);
        }
        SwingUtilities.invokeAndWait(() -> lab.get().dispose());
    }

    private static Component find(Container c, String name) {
        for (Component child : c.getComponents()) {
            if (name.equals(child.getName())) {
                return child;
            }
            if (child instanceof Container k) {
                Component found = find(k, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static void report(double minute, int opened) throws Exception {
        long rss = 0;
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("VmRSS:")) {
                rss = Long.parseLong(line.replaceAll("\\D", "")) / 1024;
            }
        }
        Runtime r = Runtime.getRuntime();
        System.out.printf("%.1f,%d,%d,%d,%d%n", minute, rss, (r.totalMemory() - r.freeMemory()) >> 20, r.totalMemory() >> 20, opened);
    }

    private static <T> T onEdt(java.util.concurrent.Callable<T> what) throws Exception {
        AtomicReference<T> out = new AtomicReference<>();
        AtomicReference<Exception> failed = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            try {
                out.set(what.call());
            } catch (Exception e) {
                failed.set(e);
            }
        });
        if (failed.get() != null) {
            throw failed.get();
        }
        return out.get();
    }
}
