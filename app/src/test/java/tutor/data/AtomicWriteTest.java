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
}
