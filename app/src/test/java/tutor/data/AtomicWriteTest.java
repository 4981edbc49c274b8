package tutor.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An atomic write keeps the file's permissions, gives a new file the folder's usual ones, and leaves nothing behind on failure. */
class AtomicWriteTest {

    @TempDir
    Path dir;

    private static void write(Path f, String text) throws IOException {
        AtomicWrite.write(f, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aFileKeepsThePermissionsItHad() throws Exception {
        for (String perms : new String[] {"rw-r--r--", "rw-rw-r--", "rw-------", "rwxr-x---"}) {
            Path f = dir.resolve("f-" + perms);
            Files.writeString(f, "old");
            Files.setPosixFilePermissions(f, PosixFilePermissions.fromString(perms));
            write(f, "new");
            assertThat(Files.readString(f)).isEqualTo("new");
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(f))).as(perms).isEqualTo(perms);
        }
    }

    @Test
    void aNewFileGetsWhatAnOrdinaryNewFileGetsNotOwnerOnly() throws Exception {
        Path ordinary = Files.createFile(dir.resolve("ordinary"));
        Path f = dir.resolve("sub/new.txt");
        write(f, "x");
        assertThat(Files.getPosixFilePermissions(f)).isEqualTo(Files.getPosixFilePermissions(ordinary));
    }

    @Test
    void aFailedWriteLeavesTheOldFileAndNoTemporaryFile() throws Exception {
        Path f = dir.resolve("keep.txt");
        Files.writeString(f, "old");
        assertThatThrownBy(() -> AtomicWrite.write(f, out -> {
            out.write('x');
            throw new IOException("disk full");
        })).hasMessage("disk full");
        assertThat(Files.readString(f)).isEqualTo("old");
        try (var s = Files.list(dir)) {
            assertThat(s).containsExactly(f);
        }
    }

    @Test
    void aSymbolicLinkStaysALinkAndTheFileItNamesIsWritten() throws Exception {
        Path real = dir.resolve("real.html");
        Files.writeString(real, "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.html"), Path.of("real.html"));
        write(link, "new");
        assertThat(Files.isSymbolicLink(link)).as("the link is not replaced by a file").isTrue();
        assertThat(Files.readString(real)).isEqualTo("new");

        Path dangling = Files.createSymbolicLink(dir.resolve("later.csv"), dir.resolve("made-later.csv"));
        write(dangling, "first");
        assertThat(Files.isSymbolicLink(dangling)).isTrue();
        assertThat(Files.readString(dir.resolve("made-later.csv"))).isEqualTo("first");
    }

    @Test
    void aPipeIsWrittenIntoNeverReplacedByAFile() throws Exception {
        // What /dev/null or /dev/stdout are to a command: replacing one by a file (as an administrator) breaks the machine.
        Path fifo = dir.resolve("pipe");
        Process mk;
        try {
            mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        } catch (IOException e) {
            org.junit.jupiter.api.Assumptions.abort("no mkfifo on this system");
            return;
        }
        org.junit.jupiter.api.Assumptions.assumeTrue(mk.waitFor() == 0 && Files.exists(fifo), "mkfifo failed");
        java.util.concurrent.CompletableFuture<String> read = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readString(fifo);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        write(fifo, "through the pipe");
        assertThat(read.get(10, java.util.concurrent.TimeUnit.SECONDS)).isEqualTo("through the pipe");
        assertThat(Files.isRegularFile(fifo)).as("still a pipe").isFalse();
        try (var s = Files.list(dir)) {
            assertThat(s).as("no temporary file left").containsExactly(fifo);
        }
    }
}
