package tutor.lesson.load;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Optional;
import tutor.data.AtomicWrite;
import tutor.lesson.Learner;

/**
 * The class on this machine: every learner's attempts and review list, in one file of one record a line
 * ({@link ProgressFile}). Saved whole to a temporary file beside it and moved into place in one step, so a
 * crash mid-write leaves the last good file. Reading never drops the class: what can be read is kept, and
 * what could not is said ({@link Trouble}). A file with damaged records, or larger than {@link #MAX_BYTES},
 * is first copied aside as it was (a copy, never a rename: the file stays where it is, whoever owns it),
 * and a file that cannot be read at all is never written over.
 */
public final class ProgressStore {

    /**
     * The largest class list read: 64 MB. A school year of ten classes of 30 learners, each taking 24 lessons
     * three times with ten scored steps a lesson, is 21,600 attempts and 12 MB in this format (one class of it
     * is measured by {@code ProgressStoreTest}); the limit leaves five times that.
     */
    public static final long MAX_BYTES = 64L * 1024 * 1024;

    /** What went wrong reading the file; the learners read are loaded all the same. */
    public record Trouble(Kind kind, int records, int firstLine, Path copy, String detail) {
        /** UNREADABLE: the file could not be read (never written over); DAMAGED: some records could not; TOO_LARGE: past the limit. */
        public enum Kind { UNREADABLE, DAMAGED, TOO_LARGE }
    }

    /** The class read, and what could not be read (empty when all was well). */
    public record Loaded(ClassBook book, Optional<Trouble> trouble) {
        public List<Learner> learners() {
            return book.learners();
        }
    }

    private final Path file;
    private final long maxBytes;
    private static final java.util.concurrent.ConcurrentMap<Path, Object> IN_THIS_PROGRAM = new java.util.concurrent.ConcurrentHashMap<>();

    public ProgressStore(Path file) {
        this(file, MAX_BYTES);
    }

    /** A store with another size limit (tests). */
    public ProgressStore(Path file, long maxBytes) {
        this.file = file;
        this.maxBytes = maxBytes;
    }

    /** The file in the tutor's folder ({@code -Dtutor.home=...} moves it, as tests do). */
    public static ProgressStore standard() {
        String home = System.getProperty("tutor.home", System.getProperty("user.home") + "/.monopoly-tutor");
        return new ProgressStore(Path.of(home, "learners.yaml"));
    }

    public Path file() {
        return file;
    }

    /** The learners saved, in the order they were added; empty when there is no file yet. */
    public List<Learner> load() {
        return read().learners();
    }

    /** The class and what could not be read of it. */
    public Loaded read() {
        if (!Files.exists(file)) {
            return new Loaded(ClassBook.EMPTY, Optional.empty());
        }
        byte[] bytes;
        long size;
        try {
            size = Files.size(file);
            bytes = head(Math.min(size, maxBytes));
        } catch (IOException | RuntimeException e) {
            String why = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
            return new Loaded(ClassBook.EMPTY, Optional.of(new Trouble(Trouble.Kind.UNREADABLE, 0, 0, null, why)));
        }
        boolean tooLarge = size > maxBytes;
        String text = decode(bytes, tooLarge);
        ProgressFile.Read read;
        try {
            read = ProgressFile.read(text);
        } catch (IOException | RuntimeException e) {
            read = new ProgressFile.Read(ClassBook.EMPTY, List.of(1));
        }
        if (!tooLarge && read.damaged().isEmpty()) {
            return new Loaded(read.book(), Optional.empty());
        }
        Path copy = keepCopy();
        Trouble.Kind kind = tooLarge ? Trouble.Kind.TOO_LARGE : Trouble.Kind.DAMAGED;
        int first = read.damaged().isEmpty() ? 0 : read.damaged().get(0);
        return new Loaded(read.book(), Optional.of(new Trouble(kind, read.damaged().size(), first, copy,
                tooLarge ? Long.toString(size) : "")));
    }

    /** The first bytes of the file, up to the limit; a file past it is read no further. */
    private byte[] head(long n) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes((int) n);
        }
    }

    /** The text; a malformed byte becomes U+FFFD (its record then fails alone); a file cut at the limit ends at its last whole line. */
    private static String decode(byte[] bytes, boolean cut) {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(CodingErrorAction.REPLACE).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            text = new String(bytes, StandardCharsets.UTF_8);
        }
        if (cut) {
            int end = text.lastIndexOf('\n');
            text = end < 0 ? "" : text.substring(0, end + 1);
        }
        return text;
    }

    /**
     * A copy of the file as it is, beside it ({@code learners.yaml.damaged-20261123-101530}), made once for
     * the same content; null when no copy could be made.
     */
    private Path keepCopy() {
        try {
            long size = Files.size(file);
            try (var siblings = Files.list(file.toAbsolutePath().getParent())) {
                for (Path p : (Iterable<Path>) siblings::iterator) {
                    if (p.getFileName().toString().startsWith(file.getFileName() + ".damaged-") && Files.size(p) == size
                            && Files.mismatch(p, file) < 0) {
                        return p;
                    }
                }
            }
            String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS"));
            Path copy = file.resolveSibling(file.getFileName() + ".damaged-" + stamp);
            Files.copy(file, copy);
            return copy;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /**
     * Saves this copy's class merged with what another copy of the tutor (two learners at one computer)
     * saved meanwhile ({@link ClassBook#merge}), under a lock on the file. Refused, with the reason, when the
     * file on disk cannot be read, or holds records that cannot be read and no copy of it could be kept:
     * writing then would lose them. Returns the class as written.
     */
    public ClassBook saveMerged(ClassBook ours) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        // The file lock keeps other programs out; Java refuses a second lock on a file from the same program
        // (OverlappingFileLockException), so every store of one file in this program waits its turn here first
        // (the Lessons screen and a class session's results each have a store).
        synchronized (IN_THIS_PROGRAM.computeIfAbsent(file.toAbsolutePath().normalize(), f -> new Object())) {
            try (FileChannel channel = FileChannel.open(file.resolveSibling(file.getFileName() + ".lock"),
                    StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                 FileLock ignored = channel.lock()) {
                Loaded disk = read();
                if (disk.trouble().isPresent() && (disk.trouble().get().kind() == Trouble.Kind.UNREADABLE
                        || disk.trouble().get().copy() == null)) {
                    throw new IOException("the file on disk cannot be read whole (" + disk.trouble().get().kind()
                            + (disk.trouble().get().detail().isEmpty() ? "" : ": " + disk.trouble().get().detail())
                            + ") and no copy of it could be kept, so it is not written over");
                }
                ClassBook merged = ours.merge(disk.book());
                save(merged);
                return merged;
            }
        }
    }

    /** Writes the class: to a temporary file first, then moved over the old one in one step. */
    public synchronized void save(ClassBook book) throws IOException {
        String text = ProgressFile.write(book);
        AtomicWrite.write(file, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** Writes learners known by name only (a fresh class, tests). */
    public void save(List<Learner> learners) throws IOException {
        save(ClassBook.of(learners));
    }
}
