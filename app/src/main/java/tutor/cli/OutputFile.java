package tutor.cli;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import tutor.text.Phrase;

/**
 * A file a command is asked to write ({@code --csv F}, {@code --chart F}), checked before any work starts: the
 * name is a file, not a folder; its folder exists (none is created); the folder and the file can be written. A
 * long run therefore never ends in a stack trace for a mistyped path, and the file written is the one named,
 * exactly (no extension added); a picture ({@code --chart}) named as another kind of file ({@code x.jpg}) is refused.
 */
final class OutputFile {

    private OutputFile() {
    }

    /**
     * The path named by {@code --option}, or null when the option is not given.
     *
     * @param example a file name to suggest inside a folder named by mistake ({@code simulate.png})
     */
    static Path checked(Options o, String option, String example) {
        String value = o.get(option, null);
        if (value == null) {
            return null;
        }
        String flag = "--" + option;
        Path file;
        try {
            file = Path.of(value);
        } catch (InvalidPathException e) {
            throw new UsageException(Phrase.of("cli", "error.out-not-writable", flag, value, e.getReason()));
        }
        if (Files.isDirectory(file)) {
            throw new UsageException(Phrase.of("cli", "error.out-is-folder", flag, value, file.resolve(example).toString()));
        }
        Path folder = file.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new UsageException(Phrase.of("cli", "error.out-no-folder", flag, value, String.valueOf(folder)));
        }
        String name = file.getFileName() == null ? "" : file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        if (example.endsWith(".png") && dot > 0 && !name.substring(dot).equalsIgnoreCase(".png")) {
            // A PNG written under x.jpg or x.svg is not the file asked for: a viewer refuses it or shows nothing.
            throw new UsageException(Phrase.of("cli", "error.out-not-png", flag, value,
                    file.resolveSibling(name.substring(0, dot) + ".png").toString()));
        }
        if (!Files.isWritable(folder) || (Files.exists(file) && !Files.isWritable(file))) {
            throw new UsageException(Phrase.of("cli", "error.out-not-writable", flag, value,
                    Files.exists(file) ? file.toString() : folder.toString()));
        }
        return file;
    }
}
