package tutor.handout;

import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
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
 * density with no such page and the fewest sheets is kept (or, failing all, the one with the fewest such pages).
 */
public final class HandoutPdf {

    /** PDFBox and openhtmltopdf report every font they look at; a handout should print quietly. Held so the setting sticks. */
    private static final java.util.logging.Logger PDFBOX_LOG = java.util.logging.Logger.getLogger("org.apache.pdfbox");

    static {
        // PDFBox logs through commons-logging, which finds slf4j-simple (the class server's logger) when it is there.
        if (System.getProperty("org.slf4j.simpleLogger.log.org.apache.pdfbox") == null) {
            System.setProperty("org.slf4j.simpleLogger.log.org.apache.pdfbox", "error");
        }
        PDFBOX_LOG.setLevel(java.util.logging.Level.SEVERE);
        com.openhtmltopdf.util.XRLog.setLoggingEnabled(false);
        fontCacheInTutorFolder();
    }

    /**
     * PDFBox keeps a list of the computer's fonts in {@code .pdfbox.cache}, by default in the user's home
     * folder. The tutor writes nothing outside its own folder, so the list goes there ({@code pdfbox.fontcache},
     * read once when PDFBox first looks for a font), unless whoever runs the tutor set it already.
     */
    static void fontCacheInTutorFolder() {
        if (System.getProperty("pdfbox.fontcache") != null) {
            return;
        }
        Path home = Path.of(System.getProperty("tutor.home", System.getProperty("user.home") + "/.monopoly-tutor"));
        try {
            Files.createDirectories(home);
            System.setProperty("pdfbox.fontcache", home.toAbsolutePath().toString());
        } catch (IOException | RuntimeException e) {
            // PDFBox then falls back on its own choice; printing still works.
        }
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

    /** The handout's PDF at the density whose pages are all sound in the fewest sheets (the loosest of equals). */
    public static byte[] pdf(Lesson lesson, LessonLab lab, Rulebook rulebook, String language) throws IOException {
        Map<String, byte[]> charts = new ConcurrentHashMap<>();
        HandoutHtml page = new HandoutHtml(lesson, lab, rulebook, language, c -> charts.computeIfAbsent(c.id(), k -> png(c, lab, language)));
        byte[] best = null;
        int[] bestScore = null;
        // The table of numbers among the learners' pages first; in the teacher's pages only when that leaves no page
        // before the last nearly blank where the learners' placement left one (a short table alone before the worksheet).
        int fewestSheets = Integer.MAX_VALUE;
        for (boolean numbersForTeacher : List.of(false, true)) {
            if (numbersForTeacher && bestScore[1] == 0 && bestScore[2] == fewestSheets) {
                break; // the learners' placement is sound, with no thin page, in as few sheets as any type size gives
            }
            for (double density : HandoutStyle.DENSITIES) {
                byte[] pdf = render(page.build(density, numbersForTeacher));
                List<HandoutPages.Page> read = HandoutPages.read(pdf);
                // Sound pages first; then no thin page before the last; among those the fewest sheets (a table moved whole
                // to a page of its own when a slightly tighter type keeps it where it was is a sheet wasted), the loosest
                // type and the learners' placement on a tie.
                int[] score = {HandoutPages.problems(read, page.headings()).size(), HandoutPages.thin(read).size(), read.size()};
                fewestSheets = Math.min(fewestSheets, read.size());
                if (bestScore == null || java.util.Arrays.compare(score, bestScore) < 0) {
                    best = pdf;
                    bestScore = score;
                }
            }
        }
        return best;
    }

    /**
     * Prints any XHTML page to PDF with the handout's set-up (fonts with Cyrillic embedded), written atomically.
     * The page loads nothing but its own data: images ({@link ClosedResources}): no network, no file beside
     * the output. A page that cannot be printed is one {@link IOException} that says why, never a stack trace.
     */
    public static void print(String html, Path out) throws IOException {
        AtomicWrite.write(out, os -> render(html, os));
    }

    private static byte[] render(String html) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        render(html, out);
        return out.toByteArray();
    }

    private static void render(String html, OutputStream os) throws IOException {
        PdfRendererBuilder builder = new PdfRendererBuilder();
        builder.useFastMode();
        ClosedResources.apply(builder);
        HandoutFonts.register(builder);
        builder.withHtmlContent(xmlText(html), null);
        builder.toStream(os);
        try {
            builder.run();
        } catch (RuntimeException e) {
            Throwable why = e;
            while (why.getCause() != null && why.getCause() != why) {
                why = why.getCause();
            }
            throw new IOException("the page could not be printed: " + why.getClass().getSimpleName()
                    + (why.getMessage() == null ? "" : ": " + why.getMessage()), e);
        }
    }

    /** The page without characters XML forbids (controls made visible, a lone surrogate as U+FFFD), so it always parses. */
    static String xmlText(String html) {
        String s = tutor.text.ControlChars.visible(html);
        StringBuilder b = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean lone = Character.isHighSurrogate(c) ? i + 1 >= s.length() || !Character.isLowSurrogate(s.charAt(i + 1))
                    : Character.isLowSurrogate(c) && (i == 0 || !Character.isHighSurrogate(s.charAt(i - 1)));
            if (lone || c == '\uFFFE' || c == '\uFFFF') {
                if (b == null) {
                    b = new StringBuilder(s.length()).append(s, 0, i);
                }
                b.append('\uFFFD');
            } else if (b != null) {
                b.append(c);
            }
        }
        return b == null ? s : b.toString();
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
