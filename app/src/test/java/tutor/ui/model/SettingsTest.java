package tutor.ui.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Settings survive a restart, are replaced in one step, never go backwards, and a damaged file is set aside. */
class SettingsTest {

    @Test
    void savedSettingsAreReadBack(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("sub/settings.properties");
        Settings s = new Settings(file);
        s.put("theme", "dark");
        s.progress("jail-own-card", Settings.Progress.DONE_WITHOUT_HINTS);
        s.save();
        Settings again = new Settings(file);
        assertThat(again.get("theme", "light")).isEqualTo("dark");
        assertThat(again.progress("jail-own-card")).isEqualTo(Settings.Progress.DONE_WITHOUT_HINTS);
        assertThat(again.progress("never-opened")).isEqualTo(Settings.Progress.NOT_TRIED);
        assertThat(Files.exists(dir.resolve("sub/settings.properties.tmp"))).as("no temporary file left behind").isFalse();
    }

    @Test
    void progressNeverGoesBackwards(@TempDir Path dir) {
        Settings s = new Settings(dir.resolve("s.properties"));
        s.progress("x", Settings.Progress.DONE_WITHOUT_HINTS);
        s.progress("x", Settings.Progress.DONE);
        assertThat(s.progress("x")).isEqualTo(Settings.Progress.DONE_WITHOUT_HINTS);
    }

    @Test
    void aHalfWrittenTemporaryFileFromACrashDoesNotTouchTheSavedOne(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("s.properties");
        Settings s = new Settings(file);
        s.progress("x", Settings.Progress.DONE);
        s.save();
        Files.writeString(dir.resolve("s.properties.tmp"), "progress.x=NOT_TRI");   // a crash mid-write
        assertThat(new Settings(file).progress("x")).isEqualTo(Settings.Progress.DONE);
    }

    @Test
    void anUnreadableFileIsSetAsideAndDefaultsApply(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("s.properties");
        Files.writeString(file, "window.width=\\u12");   // a malformed escape
        Settings s = new Settings(file);
        assertThat(s.getInt("window.width", 1280)).isEqualTo(1280);
        assertThat(Files.exists(dir.resolve("s.properties.unreadable"))).isTrue();
    }
}
