package tutor.handout;

import com.openhtmltopdf.outputdevice.helper.BaseRendererBuilder.FontStyle;
import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The fonts every printed page uses: DejaVu Sans (regular, bold, oblique), shipped inside the tutor
 * so French accents and Cyrillic print on any computer, Windows and macOS included, and embedded in
 * each PDF as a subset with its Unicode map.
 *
 * <p>Why the fonts are read through here: PDFBox applies a font's ligatures (its GSUB table) when it
 * writes text, so "first" was written with the single "ﬁ" glyph and pasted back from the PDF as
 * U+FB01, not as the letters typed. A handout copied into a worksheet must paste as the same text, so
 * the GSUB table is hidden from PDFBox (its tag renamed in the bytes handed over; the glyphs and the
 * Unicode map are untouched). Latin, French and Cyrillic need no other glyph substitution.
 */
final class HandoutFonts {

    /** The family name the style sheets ask for. */
    static final String FAMILY = "DejaVu Sans";

    private record Face(String file, int weight, FontStyle style) { }

    private static final List<Face> FACES = List.of(new Face("DejaVuSans.ttf", 400, FontStyle.NORMAL),
            new Face("DejaVuSans-Bold.ttf", 700, FontStyle.NORMAL), new Face("DejaVuSans-Oblique.ttf", 400, FontStyle.ITALIC));

    /** Where a computer keeps DejaVu when the tutor's own copy is missing (a trimmed build). */
    private static final List<Path> SYSTEM = List.of(Path.of("/usr/share/fonts/truetype/dejavu"), Path.of("/usr/share/fonts/dejavu"),
            Path.of("/Library/Fonts"));

    private static final Map<String, byte[]> READ = new ConcurrentHashMap<>();

    private HandoutFonts() {
    }

    /** Registers every face found with the builder; without any, openhtmltopdf falls back to PDF's Helvetica. */
    static void register(PdfRendererBuilder builder) {
        for (Face f : FACES) {
            byte[] bytes = bytes(f.file());
            if (bytes != null) {
                builder.useFont(() -> new ByteArrayInputStream(bytes), FAMILY, f.weight(), f.style(), true);
            }
        }
    }

    /** A face's bytes with its ligatures hidden, read once; null when the face is nowhere to be found. */
    static byte[] bytes(String file) {
        byte[] cached = READ.get(file);
        if (cached != null) {
            return cached;
        }
        byte[] raw = read(file);
        if (raw == null) {
            return null;
        }
        byte[] hidden = withoutLigatures(raw);
        READ.put(file, hidden);
        return hidden;
    }

    private static byte[] read(String file) {
        try (InputStream in = HandoutFonts.class.getResourceAsStream("/tutor/handout/fonts/" + file)) {
            if (in != null) {
                return in.readAllBytes();
            }
            for (Path dir : SYSTEM) {
                Path p = dir.resolve(file);
                if (Files.isReadable(p)) {
                    return Files.readAllBytes(p);
                }
            }
            return null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The font with its {@code GSUB} table renamed {@code gsub} (a tag no reader looks for): an sfnt file
     * lists its tables after a 12-byte header, 16 bytes each, the tag first.
     */
    static byte[] withoutLigatures(byte[] font) {
        byte[] out = font.clone();
        if (out.length < 12) {
            return out;
        }
        int tables = ((out[4] & 0xff) << 8) | (out[5] & 0xff);
        for (int i = 0; i < tables; i++) {
            int at = 12 + 16 * i;
            if (at + 4 <= out.length && out[at] == 'G' && out[at + 1] == 'S' && out[at + 2] == 'U' && out[at + 3] == 'B') {
                out[at] = 'g';
                out[at + 1] = 's';
                out[at + 2] = 'u';
                out[at + 3] = 'b';
            }
        }
        return out;
    }
}
