package tutor.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import tutor.data.AtomicWrite;
import tutor.data.Bundle;
import tutor.scenario.Problem;
import tutor.scenario.ScenarioFormat;
import tutor.text.Texts;

/**
 * {@code format FILE [--out F]}: a scenario in its canonical form, printed, or written to F (which may
 * be the file itself). Only a file that loads is formatted; comments are not kept.
 */
final class FormatCommand {

    private final PrintStream out;
    private final Texts texts;
    private final long maxBytes;

    FormatCommand(PrintStream out, String language) {
        this(out, language, tutor.scenario.ScenarioLoader.MAX_BYTES);
    }

    /** @param maxBytes the largest file written: the loader's limit (tests lower it) */
    FormatCommand(PrintStream out, String language, long maxBytes) {
        this.out = out;
        this.texts = Texts.of("editor", language);
        this.maxBytes = maxBytes;
    }

    int run(Options o) {
        if (o.arguments().size() != 1) {
            throw new UsageException(tutor.text.Phrase.of("editor", "format.needs-file"));
        }
        Path file = Path.of(o.arguments().get(0));
        if (!Files.isRegularFile(file)) {
            throw new UsageException(tutor.text.Phrase.of("editor", "format.no-file", file.toString()));
        }
        ScenarioFormat.Result r = new ScenarioFormat(Bundle.get()).format(file);
        if (!r.ok()) {
            out.println(texts.get(r.broken() ? "format.broken" : "format.refused", file.toString()));
            for (Problem p : r.problems()) {
                out.println("  " + p);
            }
            return 2;
        }
        String target = o.get("out", null);
        if (target == null) {
            out.print(r.text());
            out.flush();
            return 0;
        }
        Path to = Path.of(target);
        byte[] bytes = r.text().getBytes(StandardCharsets.UTF_8);
        if (bytes.length > maxBytes) {
            // The loader refuses a file this large: writing it would turn a working scenario into one check rejects.
            out.println(texts.get("format.too-large", file.toString(), String.format(java.util.Locale.ROOT, "%.1f", bytes.length / 1048576.0),
                    to.toString()));
            return 2;
        }
        try {
            if (Files.isRegularFile(to) && Files.readString(to, StandardCharsets.UTF_8).equals(r.text())) {
                out.println(texts.get("format.unchanged", to.toString()));
                return 0;
            }
            AtomicWrite.write(to, os -> os.write(bytes));
        } catch (IOException | RuntimeException e) {
            out.println(texts.get("format.cannot-write", to.toString(), String.valueOf(e.getMessage())));
            return 1;
        }
        out.println(texts.get("format.wrote", to.toString(), r.text().split("\n", -1).length - 1));
        return 0;
    }
}
