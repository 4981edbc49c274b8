package tutor.ui.editor;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import tutor.data.Bundle;
import tutor.scenario.ScenarioLoader;
import tutor.text.Texts;
import tutor.ui.model.TutorModel;

/**
 * "Your own table" kept across restarts: written to the tutor's folder as a scenario file when the window closes, and
 * set up again when the screen is first made. A file that does not read back is reported with file:line:column and
 * set aside (renamed, never deleted), and the screen starts empty: a broken file never stops the tutor starting.
 */
public final class OwnTableStore {

    /** The file's name in the tutor's folder (next to the settings). */
    public static final String FILE = "own-table.yaml";

    private OwnTableStore() {
    }

    public static Path file(TutorModel model) {
        return model.settings().file().toAbsolutePath().getParent().resolve(FILE);
    }

    /**
     * Writes the table as "Save as scenario" does. A table the tutor cannot save as a sound scenario (one the referee
     * flags) is left unwritten, and the last sound one stays: returns false then, and logs why.
     */
    public static boolean save(EditorScreen editor, TutorModel model) {
        Texts t = model.texts("editor");
        Path file = file(model);
        try {
            Files.createDirectories(file.getParent());
            editor.saveTo(file, t.get("save.title.default"), t.get("save.question.default"));
            return true;
        } catch (IOException | IllegalStateException e) {
            System.getLogger("tutor.editor").log(System.Logger.Level.WARNING, "own table not kept: " + e.getMessage());
            return false;
        }
    }

    /** Sets up the table kept last time, if any; a file that does not load is set aside and reported. */
    public static void restore(EditorScreen editor, TutorModel model) {
        Path file = file(model);
        if (!Files.isRegularFile(file)) {
            return;
        }
        ScenarioLoader.LoadResult r = new ScenarioLoader(Bundle.get()).load(file);
        if (r.loaded()) {
            editor.load(r.scenario().start());
            return;
        }
        Path aside = file.resolveSibling(FILE + ".broken");
        try {
            Files.move(file, aside, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            aside = file;
        }
        String where = r.problems().isEmpty() ? file.toString() : r.problems().get(0).toString(model.language());
        model.notice(model.texts("editor").get("own.broken", where, aside.getFileName()), true);
    }
}
