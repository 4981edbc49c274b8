package tutor.ui.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Rectangle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Settings survive a restart, are replaced in one step, never go backwards, set a damaged file
 * aside, clamp the window to the screen, keep learners apart, and two copies of the tutor saving
 * at once keep each other's progress.
 */
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

    @Test
    void theWindowSizeIsClampedToTheScreenBeforeUse(@TempDir Path dir) {
        Settings s = new Settings(dir.resolve("s.properties"));
        Rectangle projector = new Rectangle(0, 0, 1024, 740);
        assertThat(s.windowSize(projector)).isEqualTo(new Dimension(1024, 740));   // the 1280x800 default does not fit
        s.put("window.width", "5000");
        s.put("window.height", "-3");
        assertThat(s.windowSize(projector)).isEqualTo(new Dimension(1024, 600));   // too wide, and too small to lay out
        assertThat(s.windowSize(new Rectangle(0, 0, 1920, 1050))).isEqualTo(new Dimension(1920, 600));
        s.put("window.width", "lots");
        assertThat(s.windowSize(new Rectangle(0, 0, 1920, 1050)).width).isEqualTo(1280);
    }

    @Test
    void eachLearnerHasTheirOwnProgressAndTheFirstKeepsTheOldMarks(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("s.properties");
        Files.writeString(file, "progress.jail-own-card=DONE\n"); // saved before learners had names
        Settings s = new Settings(file);
        assertThat(s.progress("jail-own-card")).isEqualTo(Settings.Progress.DONE);
        s.learner("Sam");
        assertThat(s.progress("jail-own-card")).isEqualTo(Settings.Progress.NOT_TRIED);
        s.progress("rent-utility", Settings.Progress.DONE_WITHOUT_HINTS);
        s.learner("");
        assertThat(s.progress("rent-utility")).isEqualTo(Settings.Progress.NOT_TRIED);
        assertThat(s.learners()).containsExactly("Sam");
    }

    @Test
    void twoCopiesSavingKeepEachOthersProgressAndTheirOwnChanges(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("s.properties");
        Settings teacher = new Settings(file);
        Settings learner = new Settings(file);
        teacher.progress("jail-own-card", Settings.Progress.DONE);
        teacher.put("theme", "projector");
        teacher.save();
        learner.progress("rent-utility", Settings.Progress.DONE_WITHOUT_HINTS);
        learner.progress("jail-own-card", Settings.Progress.DONE_WITHOUT_HINTS);
        learner.save(); // saved after the teacher: keeps the teacher's theme, and the better mark of both
        Settings read = new Settings(file);
        assertThat(read.progress("jail-own-card")).isEqualTo(Settings.Progress.DONE_WITHOUT_HINTS);
        assertThat(read.progress("rent-utility")).isEqualTo(Settings.Progress.DONE_WITHOUT_HINTS);
        assertThat(read.get("theme", "light")).isEqualTo("projector");
        teacher.put("theme", "light");
        teacher.save(); // the teacher's own change wins; the learner's progress stays
        read = new Settings(file);
        assertThat(read.get("theme", "")).isEqualTo("light");
        assertThat(read.progress("rent-utility")).isEqualTo(Settings.Progress.DONE_WITHOUT_HINTS);
    }

    @Test
    void twoRunningTutorsSavingAtTheSameTimeLoseNothing(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("settings.properties");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<Process> copies = new ArrayList<>();
        for (String prefix : List.of("first", "second")) {
            copies.add(new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), SettingsWriter.class.getName(),
                    file.toString(), prefix, "40").redirectErrorStream(true).start());
        }
        for (Process p : copies) {
            assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(p.exitValue()).as(new String(p.getInputStream().readAllBytes())).isZero();
        }
        Settings read = new Settings(file);
        for (int i = 0; i < 40; i++) {
            assertThat(read.progress("first-" + i)).as("first-" + i).isEqualTo(Settings.Progress.DONE);
            assertThat(read.progress("second-" + i)).as("second-" + i).isEqualTo(Settings.Progress.DONE);
        }
    }
}
