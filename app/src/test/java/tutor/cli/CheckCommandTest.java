package tutor.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.scenario.ScenarioRunner;

/**
 * {@code check} never stops at one bad file and never hangs: a scenario whose play throws is that
 * scenario's failure, an empty folder is said to be empty, a pipe is skipped unread. Exit codes:
 * 0 all pass, 1 a scenario fails, 2 a file does not load or nothing was found.
 */
class CheckCommandTest {

    private static final Path GOOD = Path.of("../scenarios/jail/own-card.yaml");
    private static final Path OTHER = Path.of("../scenarios/rent/complete-group-double.yaml");
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    private int check(CheckCommand command, Path... paths) {
        return command.run(java.util.Arrays.stream(paths).map(Path::toString).toList());
    }

    private CheckCommand plain() {
        return new CheckCommand(new PrintStream(out, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aScenarioWhosePlayThrowsIsThatScenariosErrorAndTheOthersAreStillChecked(@TempDir Path dir) throws IOException {
        Files.copy(GOOD, dir.resolve("a.yaml"));
        Files.copy(OTHER, dir.resolve("b.yaml"));
        ScenarioRunner real = new ScenarioRunner();
        CheckCommand command = new CheckCommand(new PrintStream(out, true, StandardCharsets.UTF_8), s -> {
            if (s.file().endsWith("a.yaml")) {
                throw new IllegalStateException("no seat 9");
            }
            return real.run(s);
        });
        int code = check(command, dir);
        assertThat(code).isEqualTo(1);
        assertThat(out()).contains("FAIL   " + dir.resolve("a.yaml"))
                .contains(dir.resolve("a.yaml") + ": internal error in the tutor while playing \"")
                .contains("(IllegalStateException: no seat 9); the other files are checked as usual")
                .contains("PASS   " + dir.resolve("b.yaml"))
                .contains("1 passed, 1 failed")
                .doesNotContain("\tat ").doesNotContain("Exception:\n");
    }

    @Test
    void anEmptyFolderIsSaidToBeEmptyAndExitsWith2(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("notes.txt"), "not a scenario");
        assertThat(check(plain(), dir)).isEqualTo(2);
        assertThat(out()).contains("EMPTY  " + dir + ": no scenario files (.yaml or .yml) in this folder")
                .contains("nothing to check: no scenario files found");
    }

    @Test
    void anEmptyFolderBesideAGoodFileStillExitsWith2(@TempDir Path dir) throws IOException {
        Path empty = Files.createDirectory(dir.resolve("empty"));
        assertThat(check(plain(), GOOD, empty)).isEqualTo(2);
        assertThat(out()).contains("PASS   " + GOOD).contains("EMPTY  " + empty).contains("1 passed, 0 failed");
    }

    @Test
    void allPassingIsExit0() {
        assertThat(check(plain(), GOOD, OTHER)).isZero();
        assertThat(out()).contains("2 passed, 0 failed");
    }

    @Test
    void aPipeInAFolderOrNamedOnTheLineIsSkippedUnread(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("pipe.yaml");
        assumeTrue(mkfifo(fifo), "mkfifo is not available here");
        Files.copy(GOOD, dir.resolve("good.yaml"));
        // Reading a pipe with no writer would block for ever; the check must not even open it.
        assertThat(check(plain(), dir)).isZero();
        assertThat(out()).contains("SKIP   " + fifo + ": not a regular file (a pipe, socket or device); skipped")
                .contains("PASS   " + dir.resolve("good.yaml")).contains("1 passed, 0 failed, 1 skipped");
        out.reset();
        assertThat(check(plain(), fifo)).isEqualTo(2);
        assertThat(out()).contains("SKIP   " + fifo).contains("nothing to check");
    }

    @Test
    void aLinkToNothingIsSkippedWithItsReason(@TempDir Path dir) throws IOException {
        Files.createSymbolicLink(dir.resolve("gone.yaml"), dir.resolve("missing.yaml"));
        Files.copy(GOOD, dir.resolve("good.yaml"));
        assertThat(check(plain(), dir)).isZero();
        assertThat(out()).contains("SKIP   " + dir.resolve("gone.yaml") + ": a link to nothing");
    }

    private static boolean mkfifo(Path path) throws InterruptedException {
        try {
            Process p = new ProcessBuilder(List.of("mkfifo", path.toString())).redirectErrorStream(true).start();
            return p.waitFor() == 0 && Files.exists(path) && !Files.isRegularFile(path);
        } catch (IOException e) {
            return false;
        }
    }
}
