package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Settings in the window: a saved size larger than the screen is clamped before use, and a
 * save that fails is reported in the window (the status line) instead of being swallowed.
 */
class SettingsIT extends AbstractTutorIT {

    private Path blocked;

    /** Settings saved by an earlier run on a larger screen, in a folder that cannot be written any more. */
    @Override
    protected Path settingsHome() throws Exception {
        Path dir = Files.createTempDirectory("tutor-it");
        Files.writeString(dir.resolve("settings.properties"), "window.width=5000\nwindow.height=4000\n");
        blocked = dir;
        return dir;
    }

    @Override
    protected Dimension size() {
        return null; // the window's own size
    }

    @Test
    void aHugeSavedSizeIsClampedAndAFailedSaveIsSaid() throws Exception {
        Rectangle usable = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        Dimension size = onEdt(() -> frame.getSize());
        assertThat(size.width).isLessThanOrEqualTo(usable.width);
        assertThat(size.height).isLessThanOrEqualTo(usable.height);

        // The settings folder turns into a file (a full disk, a removed share): the next save cannot work.
        Path settings = blocked.resolve("settings.properties");
        Files.delete(settings);
        Files.deleteIfExists(blocked.resolve("settings.properties.lock"));
        Files.createDirectory(settings); // the file's name is now taken by a folder: it cannot be replaced
        openScenario("jail-own-card");
        window.button("action.useCard").click();
        waitFor("the failed save to be reported", () -> frame.statusText().startsWith("Your progress could not be saved"));
        assertThat(onEdt(() -> frame.statusText())).contains(settings.toString())
                .contains("keeps it while it runs and tries again at the next save");
    }
}
