package tutor.ui;

import javax.swing.Timer;
import tutor.scenario.ScriptStep;
import tutor.ui.model.LibraryItem;
import tutor.play.ScenarioActivity;
import tutor.ui.model.TutorModel;

/**
 * A training run for class-data sharing ({@code -Dtutor.train=true} with
 * {@code -XX:ArchiveClassesAtExit=...}): once the library is loaded it does what a learner's
 * first minute does (opens scenarios, plays their moves, answers, reads rulings, opens the dispute
 * desk, switches themes), so the classes all of that needs are in the archive, then it quits.
 * The next starts with {@code -XX:SharedArchiveFile=...} load those classes from the archive.
 */
final class Training {

    private Training() {
    }

    static void run(TutorFrame frame) {
        TutorModel model = frame.model();
        Timer wait = new Timer(100, null);
        wait.addActionListener(e -> {
            if (model.library().isEmpty() || model.activity() == null) {
                return;
            }
            wait.stop();
            for (String id : new String[] {"jail-own-card", "bankruptcy-creditor-lifts", "rent-complete-group",
                "shortage-last-houses", "junior-free-booth", "dispute-double-rent-mortgaged"}) {
                LibraryItem item = model.item(id);
                if (item == null) {
                    continue;
                }
                model.open(item);
                for (int i = 0; i < 6 && model.scenario() != null && !model.scenario().finished(); i++) {
                    play(model.scenario(), model);
                }
                frame.board().paintImmediately(frame.board().getBounds());
            }
            frame.compareLastMove();
            frame.showScreen("table");
            frame.applyTheme(Theme.DARK);
            frame.applyTheme(Theme.PROJECTOR);
            frame.applyTheme(Theme.LIGHT);
            frame.getRootPane().paintImmediately(frame.getRootPane().getBounds());
            frame.dispose();
            System.exit(0);
        });
        wait.start();
    }

    private static void play(ScenarioActivity s, TutorModel model) {
        if (s.session().current() instanceof ScriptStep.Ask ask) {
            model.act(ask.expected().get(0));
        } else if (s.session().current() instanceof ScriptStep.Question q) {
            model.answer(q.answer());
        }
    }
}
