package tutor.handout;

import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.knowm.xchart.BitmapEncoder;
import tutor.chart.LessonCharts;
import tutor.data.AtomicWrite;
import tutor.lesson.Lesson;
import tutor.lesson.LessonLab;
import tutor.lesson.Step;
import tutor.trace.Rulebook;

/**
 * Prints a lesson's handout to PDF with openhtmltopdf (PDFBox): the page is built as XHTML, the
 * charts drawn by XChart, and the file written next to its destination and moved into place,
 * so a failed print never leaves half a PDF behind.
 *
 * <p>A handout is printed, read back ({@link HandoutPages}) and, where a page would hold a stray line
 * or two or a heading would stand at the foot of a page, printed again a little tighter; the first
 * density with no such page is kept (or, failing all, the one with the fewest).
 */
public final class HandoutPdf {

    /** PDFBox and openhtmltopdf report every font they look at; a handout should print quietly. Held so the setting sticks. */
    private static final java.util.logging.Logger PDFBOX_LOG = java.util.logging.Logger.getLogger("org.apache.pdfbox");

    static {
        PDFBOX_LOG.setLevel(java.util.logging.Level.SEVERE);
        com.openhtmltopdf.util.XRLog.setLoggingEnabled(false);
    }

    private HandoutPdf() {
    }

    /** The handout's XHTML, for tests and for a preview. */
    public static String html(Lesson lesson, LessonLab lab, Rulebook rulebook) {
        return html(lesson, lab, rulebook, rulebook.language());
    }

    /**
     * The handout's XHTML in a language: its headings, the lesson's texts, the rules, the numbers and the
     * charts' titles ({@code rulebook} is that language's; the pseudo-language of the tests marks the headings).
     */
    public static String html(Lesson lesson, LessonLab lab, Rulebook rulebook, String language) {
        return new HandoutHtml(lesson, lab, rulebook, language, c -> png(c, lab, language)).build();
    }

    public static void write(Lesson lesson, LessonLab lab, Rulebook rulebook, Path out) throws IOException {
        write(lesson, lab, rulebook, rulebook.language(), out);
    }

    /** Prints the handout in a language. DejaVu Sans is embedded, so French accents and Cyrillic print and copy. */
    public static void write(Lesson lesson, LessonLab lab, Rulebook rulebook, String language, Path out) throws IOException {
        byte[] pdf = pdf(lesson, lab, rulebook, language);
        AtomicWrite.write(out, os -> os.write(pdf));
    }

    /** The handout's PDF at the loosest density whose pages are all sound. */
    public static byte[] pdf(Lesson lesson, LessonLab lab, Rulebook rulebook, String language) throws IOException {
        Map<String, byte[]> charts = new ConcurrentHashMap<>();
        HandoutHtml page = new HandoutHtml(lesson, lab, rulebook, language, c -> charts.computeIfAbsent(c.id(), k -> png(c, lab, language)));
        byte[] best = null;
        int fewest = Integer.MAX_VALUE;
        for (double density : HandoutStyle.DENSITIES) {
            byte[] pdf = render(page.build(density));
            int problems = HandoutPages.problems(HandoutPages.read(pdf), page.headings()).size();
            if (problems < fewest) {
                best = pdf;
                fewest = problems;
            }
            if (problems == 0) {
                break;
            }
        }
        return best;
    }

    /** Prints any XHTML page to PDF with the handout's set-up (fonts with Cyrillic embedded), written atomically. */
    public static void print(String html, Path out) throws IOException {
        String base = out.toAbsolutePath().getParent().toUri().toString();
        AtomicWrite.write(out, os -> render(html, base, os));
    }

    private static byte[] render(String html) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        render(html, null, out);
        return out.toByteArray();
    }

    private static void render(String html, String base, OutputStream os) throws IOException {
        PdfRendererBuilder builder = new PdfRendererBuilder();
        builder.useFastMode();
        HandoutFonts.register(builder);
        builder.withHtmlContent(html, base);
        builder.toStream(os);
        builder.run();
    }

    /** A chart step drawn for print: 1,000 pixels across 170 mm, about 150 dots an inch. */
    static byte[] png(Step.Chart c, LessonLab lab, String language) {
        try {
            return BitmapEncoder.getBitmapBytes(LessonCharts.of(c.chart(), lab, 1000, 500, language), BitmapEncoder.BitmapFormat.PNG);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The pages of a printed handout, for tests and for checking a whole library at once. */
    public static List<HandoutPages.Page> pages(byte[] pdf) throws IOException {
        return HandoutPages.read(pdf);
    }
}
