package tutor.ui.widgets;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import tutor.data.Bundle;
import tutor.scenario.ScenarioLoader;
import tutor.scenario.ScenarioRunner;
import tutor.scenario.TableFile;

/**
 * Writes a scenario the user saves (a table set up in the editor, a game being played) only once it is
 * known to load and pass check: the text is read back and played first, then written through a
 * temporary file and moved into place, so a failed save never leaves half a file or a broken one.
 */
public final class ScenarioSaver {

    private ScenarioSaver() {
    }

    /**
     * Saves the text to the file.
     *
     * @throws IllegalStateException with {@code unsound} when the text does not load back and pass check
     * @throws IOException when the file cannot be written
     */
    public static void save(Path file, TableFile.Saved saved, String unsound) throws IOException {
        var back = new ScenarioLoader(Bundle.get()).load(file.getFileName().toString(), new StringReader(saved.text()));
        if (!back.problems().isEmpty() || !new ScenarioRunner().run(back.scenario()).passed()) {
            throw new IllegalStateException(unsound);
        }
        Path dir = file.toAbsolutePath().getParent();
        Path tmp = Files.createTempFile(dir, ".saving-", ".yaml");
        try {
            Files.writeString(tmp, saved.text(), StandardCharsets.UTF_8);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
