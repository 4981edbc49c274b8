package tutor.cli;

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

/** explain --compare ... --export writes the comparison to the file (it once printed it and ignored --export). */
class ExplainCompareExportTest {

    @TempDir
    Path dir;

    private int explain(ByteArrayOutputStream out, String... args) {
        String[] all = new String[args.length + 4];
        all[0] = "explain";
        all[1] = "../scenarios/taxes/modern-flat-tax.yaml";
        all[2] = "--compare";
        all[3] = "classic,modern";
        System.arraycopy(args, 0, all, 4, args.length);
        return Cli.run(all, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    }

    @Test
    void theComparisonIsWrittenAsMarkdownAndAsAOnePagePdf() throws Exception {
        Path md = dir.resolve("c.md");
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        assertThat(explain(said, "--export", "md", "--out", md.toString())).isZero();
        assertThat(said.toString(StandardCharsets.UTF_8)).isEqualTo("Wrote " + md + System.lineSeparator());
        // The classic edition offers the choice; the 2021 guide takes a flat $200.
        assertThat(Files.readString(md)).startsWith("# Income Tax under the 2021 guide").contains("`tax.income.choice`")
                .contains("**Modern (Hasbro game guide, 2021 and later):** Ben pays the Bank $200");
        Path pdf = dir.resolve("c.pdf");
        assertThat(explain(new ByteArrayOutputStream(), "--export", "pdf", "--out", pdf.toString())).isZero();
        try (var doc = Loader.loadPDF(pdf.toFile())) {
            assertThat(doc.getNumberOfPages()).isEqualTo(1);
            assertThat(new PDFTextStripper().getText(doc)).contains("Ben pays the Bank $200");
        }
    }
}
