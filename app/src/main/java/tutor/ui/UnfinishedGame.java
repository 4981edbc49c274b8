package tutor.ui;

import java.nio.file.Files;
import java.nio.file.Path;
import tutor.play.GameActivity;
import tutor.scenario.TableFile;
import tutor.text.Texts;
import tutor.ui.model.TutorModel;

/**
 * A free game still being played when the window closes is kept, not lost: written as a scenario to the tutor's
 * folder (as the game bar's Save writes it), put first among the recent files, and the next start says where it is
 * and how to go on ("Play on from here"). Chosen over a Save / Quit without saving / Cancel question: a teacher who
 * closes the tutor as the bell rings loses nothing and answers nothing.
 */
final class UnfinishedGame {

    static final String FILE = "unfinished-game.yaml";
    /** Set when a game was kept on closing; the next start tells the user once, then clears it. */
    private static final String TO_TELL = "unfinishedGame.toTell";

    private UnfinishedGame() {
    }

    /**
     * On closing: keeps the game if one is being played (a game stopped mid-decision is kept from its last sound point).
     * A game the learner ended is not unfinished: its summary was shown, and the next start says nothing of it.
     */
    static void keep(TutorModel model) {
        if (!(model.activity() instanceof GameActivity g) || g.finished() || g.endedByLearner() || g.timeline().isEmpty()) {
            return;
        }
        Texts play = model.texts("play");
        var s = g.game().state();
        String title = play.get("save.title.default", tutor.ui.widgets.Editions.name(model.texts(), s.rules().id()), g.game().turns() + 1);
        TableFile.Saved saved = TableFile.write(s, title, play.get("save.goal"), java.util.List.of());
        if (saved.lost().contains(tutor.scenario.PositionDocument.Lost.DECISION)) {
            System.getLogger("tutor.play").log(System.Logger.Level.WARNING, "unfinished game not kept: it waits for a decision a file cannot hold");
            return;
        }
        Path file = model.settings().file().toAbsolutePath().getParent().resolve(FILE);
        try {
            Files.createDirectories(file.getParent());
            tutor.ui.widgets.ScenarioSaver.save(file, saved, play.get("save.unsound"));
            model.settings().addRecentFile(file);
            model.settings().put(TO_TELL, "true");
        } catch (java.io.IOException | IllegalStateException e) {
            System.getLogger("tutor.play").log(System.Logger.Level.WARNING, "unfinished game not kept: " + e.getMessage());
        }
    }

    /** At start: once, where the game kept on closing is and how to go on with it. */
    static void tell(TutorModel model) {
        if (!"true".equals(model.settings().get(TO_TELL, "false"))) {
            return;
        }
        model.settings().put(TO_TELL, "false");
        Path file = model.settings().file().toAbsolutePath().getParent().resolve(FILE);
        if (Files.isRegularFile(file)) {
            // The file's name as File > Open recent lists it: the whole path made the notice too long for the status line.
            model.notice(model.texts().get("unfinished.kept", file.getFileName().toString()), false);
        }
    }
}
