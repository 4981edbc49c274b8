package tutor.ui.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.text.Texts;

/**
 * A save that fails is said with the file and the reason, never swallowed; the next save that works says so once,
 * and saves that keep working say nothing.
 */
class SettingsSaverTest {

    @TempDir
    Path dir;

    private final List<String> notices = new ArrayList<>();

    @Test
    void aFailedSaveIsSaidAndTheNextGoodSaveSaysSo() throws Exception {
        Path blocker = dir.resolve("home");
        Files.writeString(blocker, "a file where the settings folder should be");
        Settings settings = new Settings(blocker.resolve("settings.properties"));
        settings.put("language", "fr");
        SettingsSaver saver = new SettingsSaver(settings, () -> Texts.of("ui", "en"),
                (text, problem) -> notices.add((problem ? "problem: " : "") + text));

        save(saver);
        assertThat(notices).hasSize(1);
        assertThat(notices.get(0)).startsWith("problem: Your progress could not be saved to " + settings.file())
                .contains("tries again at the next save");

        Files.delete(blocker);
        save(saver);
        assertThat(notices).hasSize(2);
        assertThat(notices.get(1)).isEqualTo("Your progress and settings are saved again.");
        assertThat(new Settings(settings.file()).get("language", "en")).isEqualTo("fr");

        save(saver); // working still: nothing more to say
        assertThat(notices).hasSize(2);
    }

    /** Saves on the event thread, waits for the file, then for the word sent back to the event thread. */
    private static void save(SettingsSaver saver) throws Exception {
        SwingUtilities.invokeAndWait(saver::save);
        saver.await();
        SwingUtilities.invokeAndWait(() -> { });
    }
}
