package tutor.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.cli.Cli;

/** explain --export: a scenario's rulings as Markdown, an HTML page and a PDF that holds the same words. */
class RulingExportTest {

    @TempDir
    Path dir;

    private int explain(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        String[] all = new String[args.length + 2];
        all[0] = "explain";
        all[1] = "../scenarios/jail/third-failed-throw.yaml";
        System.arraycopy(args, 0, all, 2, args.length);
        return Cli.run(all, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    }

    @Test
    void theThirdFailedThrowIsExportedAsMarkdownHtmlAndPdfWithTheFine() throws Exception {
        Path md = dir.resolve("r.md");
        Path html = dir.resolve("r.html");
        Path pdf = dir.resolve("r.pdf");
        assertThat(explain("--export", "md", "--out", md.toString())).isZero();
        assertThat(explain("--export", "html", "--out", html.toString())).isZero();
        assertThat(explain("--export", "pdf", "--out", pdf.toString())).isZero();
        // The classic fine for leaving Jail is $50.
        assertThat(Files.readString(md)).contains("$50");
        assertThat(Files.readString(html)).startsWith("<!DOCTYPE html>").contains("<h").contains("$50");
        try (var doc = Loader.loadPDF(pdf.toFile())) {
            assertThat(new PDFTextStripper().getText(doc)).contains("$50");
        }
    }

    @Test
    void cyrillicPrintsInThePdf() throws Exception {
        Path pdf = dir.resolve("ru.pdf");
        RulingExport.write(RulingExport.Kind.PDF, "Тюрьма", "# Третий неудачный бросок\n\nШтраф 50 $.", "ru", pdf);
        try (var doc = Loader.loadPDF(pdf.toFile())) {
            assertThat(new PDFTextStripper().getText(doc)).contains("Третий неудачный бросок").contains("Штраф 50 $");
        }
    }

    @Test
    void anUnknownKindOrAMissingOutIsAUsageError() {
        assertThat(explain("--export", "docx", "--out", dir.resolve("x").toString())).isEqualTo(2);
        assertThat(explain("--export", "pdf")).isEqualTo(2);
    }
}
