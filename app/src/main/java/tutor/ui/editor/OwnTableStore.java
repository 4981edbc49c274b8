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
    /** The setting that keeps which of the table's rulings was being read (its number, from 1). */
    static final String SHOWN = "ownTable.shownRuling";

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
            // 0 when the table's rulings are not what the table screen shows: the newest is chosen on the next start.
            model.settings().put(SHOWN, Integer.toString(editor.shownRuling()));
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
            // The moves asked of the referee are the script's moves, allowed and refused alike (EditorFiles writes them).
            java.util.List<tutor.rules.state.Move> moves = r.scenario().steps().stream()
                    .filter(s -> s instanceof tutor.scenario.ScriptStep.Play).map(s -> ((tutor.scenario.ScriptStep.Play) s).move()).toList();
            int shown;
            try {
                shown = Integer.parseInt(model.settings().get(SHOWN, "0"));
            } catch (NumberFormatException e) {
                shown = moves.size();
            }
            editor.resume(r.scenario().start(), moves, shown > 0 ? shown : moves.size());
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
