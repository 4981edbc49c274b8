package tutor.export;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import tutor.data.AtomicWrite;
import tutor.handout.HandoutPdf;
import tutor.handout.SafeMarkdown;

/**
 * Rulings to share: the Markdown the tutor already writes for a ruling (the ruling panel's MD,
 * {@code explain --format markdown}) as Markdown, as a standalone HTML page, or printed to PDF
 * with the handouts' fonts (Cyrillic included). Every file is written atomically.
 */
public final class RulingExport {

    /** The ways a ruling can be exported. */
    public enum Kind { MD, HTML, PDF }

    private RulingExport() {
    }

    /**
     * A standalone XHTML page (openhtmltopdf needs XHTML) around the Markdown. What the author wrote is
     * shown as text ({@link SafeMarkdown}: no script, no handler, no frame, no picture runs or loads), and
     * the page itself forbids a browser to load anything or run any script (its content security policy).
     */
    public static String html(String title, String markdown, String language) {
        String body = SafeMarkdown.html(markdown);
        return "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"" + escape(language) + "\">\n<head>\n"
                + "<meta charset=\"utf-8\" />\n"
                + "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\" />\n"
                + "<title>" + escape(title) + "</title>\n<style>\n"
                // Compact enough that a ruling with its rules' words and citations still prints on one A4 page.
                + "body { font-family: 'DejaVu Sans', sans-serif; font-size: 10pt; line-height: 1.3; margin: 0.8em; }\n"
                + "h1 { font-size: 14pt; margin: 0.3em 0; } h2 { font-size: 12pt; margin: 0.3em 0; } code { font-size: 9.5pt; }\n"
                + "ul { margin: 0.1em 0; padding-left: 1.3em; } hr { margin: 0.5em 0; }\n"
                + "@page { size: A4; margin: 12mm; }\n</style>\n</head>\n<body>\n" + body + "</body>\n</html>\n";
    }

    public static void write(Kind kind, String title, String markdown, String language, Path out) throws IOException {
        switch (kind) {
            case MD -> AtomicWrite.write(out, os -> os.write(SafeMarkdown.markdown(markdown).getBytes(StandardCharsets.UTF_8)));
            case HTML -> AtomicWrite.write(out, os -> os.write(html(title, markdown, language).getBytes(StandardCharsets.UTF_8)));
            case PDF -> HandoutPdf.print(html(title, markdown, language), out);
        }
    }

    private static String escape(String s) {
        return SafeMarkdown.escape(s);
    }
}
