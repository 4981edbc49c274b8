package tutor.data;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;

/**
 * Writes a file whole or not at all: into a temporary file beside it, then moved over it in one
 * step. A crash or an error mid-write leaves the old file as it was and no temporary file behind.
 * The file keeps the POSIX permissions (and group, where allowed) it had: they are set on the
 * temporary file before the move. A new file gets the permissions any file created in that folder
 * gets (the system's umask applies).
 *
 * <p>The file written is the one named: a symbolic link is followed and the file it points to is
 * replaced (the link stays a link), and a device or a pipe ({@code /dev/null}, {@code /dev/stdout}, a
 * FIFO) is written into as it is, never replaced by an ordinary file (run as an administrator, a
 * rename over {@code /dev/null} would break the whole machine).
 */
public final class AtomicWrite {

    /** What writes the content. */
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicWrite() {
    }

    public static void write(Path named, Content content) throws IOException {
        Path target = followLinks(named);
        if (Files.exists(target) && !Files.isRegularFile(target) && !Files.isDirectory(target)) {
            try (OutputStream out = Files.newOutputStream(target)) {
                content.writeTo(out);
            }
            return;
        }
        Path dir = target.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = newTemporary(dir, target.getFileName().toString());
        try {
            keepPermissions(target, tmp); // before the content: a private file's text is never readable by others
            try (OutputStream out = Files.newOutputStream(tmp)) {
                content.writeTo(out);
            }
            try {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** The file a path names once its symbolic links are followed (a link to a file not yet made names that file). */
    private static Path followLinks(Path named) throws IOException {
        Path p = named.toAbsolutePath();
        for (int hops = 0; Files.isSymbolicLink(p); hops++) {
            if (hops > 40) {
                throw new java.nio.file.FileSystemException(named.toString(), null, "too many levels of symbolic links");
            }
            p = p.getParent().resolve(Files.readSymbolicLink(p)).normalize();
        }
        return p;
    }

    /**
     * A new empty file beside the target, created as an ordinary file is (not owner-only as
     * {@link Files#createTempFile} makes it), so a new target gets the folder's usual permissions.
     */
    private static Path newTemporary(Path dir, String name) throws IOException {
        for (int i = 0; ; i++) {
            Path tmp = dir.resolve("." + name + "-" + Long.toUnsignedString(RANDOM.nextLong(), 36) + ".tmp");
            try {
                return Files.createFile(tmp);
            } catch (FileAlreadyExistsException e) {
                if (i > 100) {
                    throw e;
                }
            }
        }
    }

    private static final java.security.SecureRandom RANDOM = new java.security.SecureRandom();

    /** The temporary file gets the permissions and group of the file it replaces. */
    private static void keepPermissions(Path target, Path tmp) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(tmp, PosixFileAttributeView.class);
        if (view == null || !Files.exists(target)) {
            return; // not a POSIX file system (Windows), or a new file: as created
        }
        PosixFileAttributes old = Files.readAttributes(target, PosixFileAttributes.class);
        view.setPermissions(old.permissions());
        try {
            view.setGroup(old.group());
        } catch (IOException | SecurityException e) {
            // Only the group's members may give a file to it; the permissions are what matter.
        }
    }
}
