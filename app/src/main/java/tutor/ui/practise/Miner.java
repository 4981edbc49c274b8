package tutor.ui.practise;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import javax.swing.JProgressBar;
import javax.swing.SwingWorker;
import tutor.drills.DrillMiner;
import tutor.drills.DrillShelf;
import tutor.sim.Strategies;

/**
 * Mining on the learner's machine: games between the lab's strategies on a worker thread, each new
 * drill written into the tutor's folder as it is found, until the drills wanted are found or the games
 * run out. A common theme's drills come in a few games, a rare one's in hundreds (a building shortage
 * about once in 200 classic games), so the run is measured in drills, not games: the progress bar counts
 * the drills found, and Cancel stops between games, keeping every drill already written.
 */
final class Miner extends SwingWorker<DrillMiner.Summary, Integer> {

    private final String ruleset;
    private final Path folder;
    private final int games;
    private final int wanted;
    private final java.util.concurrent.atomic.AtomicInteger found = new java.util.concurrent.atomic.AtomicInteger();
    private final Set<String> known;
    private final Set<tutor.drills.Theme> themes;
    private final JProgressBar bar;
    private final Runnable finished;

    /**
     * @param wanted the new drills to find before stopping
     * @param games  the most games to play for them
     */
    Miner(String ruleset, Set<tutor.drills.Theme> themes, Path folder, int wanted, int games, Set<String> known, JProgressBar bar,
          Runnable finished) {
        this.themes = themes;
        this.ruleset = ruleset;
        this.folder = folder;
        this.wanted = wanted;
        this.games = games;
        this.known = known;
        this.bar = bar;
        this.finished = finished;
        bar.setMaximum(wanted);
    }

    @Override
    protected DrillMiner.Summary doInBackground() {
        int players = Math.min(4, tutor.data.Bundle.get().ruleset(ruleset).maxPlayers());
        var spec = new DrillMiner.Spec(ruleset, games, System.nanoTime() & 0x7fffffff,
                Strategies.parseAll("buy-all,jail-stays,three-houses,trader"), players, 1, themes);
        return DrillMiner.mine(spec, known, d -> {
            try {
                DrillShelf.save(d, folder);
                publish(found.incrementAndGet());
            } catch (java.io.IOException e) {
                // The drill is lost, not the run: the next run may find the same position again.
            }
        }, n -> { }, () -> isCancelled() || found.get() >= wanted);
    }

    @Override
    protected void process(List<Integer> done) {
        bar.setValue(Math.min(wanted, done.get(done.size() - 1)));
    }

    @Override
    protected void done() {
        finished.run();
    }
}
