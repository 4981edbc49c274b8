package tutor.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where the tutor finds its library: a named folder, the working directory, an installed app
 * image (with no JDK and no useful working directory), or the jar. The tests run in {@code app/},
 * which has no {@code scenarios} or {@code lessons} folder of its own.
 */
class LibraryFolderTest {

    @AfterEach
    void clear() {
        System.clearProperty("tutor.scenarios");
        System.clearProperty("tutor.app.dir");
        System.clearProperty("jpackage.app-path");
    }

    @Test
    void aNamedFolderComesFirst(@TempDir Path dir) {
        System.setProperty("tutor.scenarios", dir.toString());
        System.setProperty("tutor.app.dir", dir.resolve("elsewhere").toString());
        assertThat(LibraryFolder.find("scenarios")).isEqualTo(dir);
    }

    @Test
    void anInstalledAppFindsTheFoldersItCarries(@TempDir Path image) throws IOException {
        // The layout jpackage makes on Linux: bin/monopoly-tutor and lib/app/{jar, scenarios, lessons}.
        Path app = Files.createDirectories(image.resolve("lib/app"));
        Files.createDirectories(app.resolve("scenarios/jail"));
        Files.createDirectories(app.resolve("lessons"));
        System.setProperty("tutor.app.dir", app.toString());
        assertThat(LibraryFolder.find("scenarios")).isEqualTo(app.resolve("scenarios"));
        assertThat(LibraryFolder.find("lessons")).isEqualTo(app.resolve("lessons"));
    }

    @Test
    void theLauncherPathAloneIsEnough(@TempDir Path image) throws IOException {
        Path app = Files.createDirectories(image.resolve("lib/app/lessons"));
        System.setProperty("jpackage.app-path", image.resolve("bin/monopoly-tutor").toString());
        assertThat(LibraryFolder.find("lessons")).isEqualTo(app);
    }

    @Test
    void withoutAnInstalledCopyTheJarsOwnScenariosAreUsed(@TempDir Path image) {
        System.setProperty("tutor.app.dir", image.toString()); // an app dir without a scenarios folder
        Path found = LibraryFolder.find("scenarios");
        assertThat(found.toString()).endsWith("tutor/scenarios".replace('/', java.io.File.separatorChar));
        assertThat(ScenarioFiles.find(java.util.List.of(found))).hasSizeGreaterThanOrEqualTo(70);
    }

    @Test
    void aFolderFoundNowhereIsNamedRelativeToTheWorkingDirectory() {
        assertThat(LibraryFolder.find("lessons")).isEqualTo(Path.of("lessons"));
    }
}
