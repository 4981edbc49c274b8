package tutor.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.cli.Cli;
import tutor.handout.ConnectionRecorder;

/**
 * {@code explain --export} on a scenario written to attack its reader: script, handlers, frames, style sheets
 * and pictures in its texts and in a player's name, an XHTML-breaking {@code <br>} and control characters.
 * The HTML page shows all of it as text, the PDF prints it as text, and nothing is fetched.
 */
class HostileScenarioExportTest {

    @TempDir
    Path dir;

    private Path hostile(ConnectionRecorder net) throws Exception {
        String yaml = """
                id: hostile
                title: "Hostile <script>alert(1)</script> \\e]0;owned\\a"
                topic: jail
                level: 1
                goal: "<img src='FAR/goal.png'> goal <style>@import url(FAR/s.css);</style>"
                setup:
                  players:
                    "Ann<img src='FAR/name.png' onerror=alert(1)>": {cash: 30}
                    Ben: {}
                  dice: [[1, 2]]
                  turn: "Ann<img src='FAR/name.png' onerror=alert(1)>"
                script:
                  - narrate: "Hello<br>world <script>alert(2)</script> <iframe src='FAR/frame'></iframe> <b onclick='steal()'>bold</b> <div style=\\"background:url(FAR/bg.png)\\">x</div> ![pic](FAR/pic.png) ![s](secret.png) \\e[31mred\\e[0m \\x9b2J [link](javascript:alert(3))"
                  - move: {player: "Ann<img src='FAR/name.png' onerror=alert(1)>", do: roll-dice}
                """.replace("FAR", net.url("x").replace("/x", ""));
        Path f = dir.resolve("hostile.yaml");
        Files.writeString(f, yaml);
        Files.write(dir.resolve("secret.png"), tutor.handout.Pngs.small(20, 20));
        return f;
    }

    private static int cli(String... args) {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(sink, true, StandardCharsets.UTF_8);
        return Cli.run(args, out, out);
    }

    @Test
    void theHtmlPageShowsWhatTheAuthorWroteAsTextAndThePdfPrintsItWithoutFetching() throws Exception {
        try (ConnectionRecorder net = new ConnectionRecorder()) {
            Path scenario = hostile(net);
            Path html = dir.resolve("r.html");
            Path pdf = dir.resolve("r.pdf");
            assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
                assertThat(cli("explain", scenario.toString(), "--export", "html", "--out", html.toString())).isZero();
                assertThat(cli("explain", scenario.toString(), "--export", "pdf", "--out", pdf.toString())).isZero();
            });
            assertThat(net.connections()).isZero();
            String page = Files.readString(html);
            assertThat(page).doesNotContain("<script").doesNotContain("<iframe").doesNotContain("<img").doesNotContain("<style>@import")
                    .doesNotContain("<b onclick").doesNotContain("<div style").doesNotContain("javascript:").doesNotContain("\u001b")
                    .contains("&lt;script&gt;alert(2)&lt;/script&gt;").contains("&lt;iframe src=").contains("Ann&lt;img src=")
                    .contains("\\u001B[31mred").contains("\\u009B2J").contains("Content-Security-Policy");
            try (var doc = Loader.loadPDF(pdf.toFile())) {
                String text = new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
                assertThat(text).contains("Hello<br>world <script>alert(2)</script>").contains("Ann<img src=").contains("pic s");
                assertThat(doc.getPage(0).getResources().getXObjectNames()).isEmpty();
            }
        }
    }

    @Test
    void theMarkdownFileRunsAndFetchesNothingInAViewerThatAllowsHtml() throws Exception {
        // A teacher posts the .md on a forum or a learning platform; their Markdown viewers pass raw HTML through.
        try (ConnectionRecorder net = new ConnectionRecorder()) {
            Path md = dir.resolve("r.md");
            assertThat(cli("explain", hostile(net).toString(), "--export", "md", "--out", md.toString())).isZero();
            String text = Files.readString(md);
            assertThat(text).contains("\\<script>alert(2)\\</script>").contains("!\\[pic](").contains("Ann\\<img src=")
                    .contains("\\u001B[31mred").doesNotContain("\u001b");
            String viewed = org.commonmark.renderer.html.HtmlRenderer.builder().build()
                    .render(org.commonmark.parser.Parser.builder().build().parse(text));
            assertThat(viewed).doesNotContain("<script").doesNotContain("<iframe").doesNotContain("<img").doesNotContain("<style")
                    .doesNotContain("<b onclick").doesNotContain("<div style").doesNotContain("<br>")
                    .contains("&lt;script&gt;alert(2)&lt;/script&gt;").contains("![pic](").contains("<strong>");
            assertThat(net.connections()).isZero();
        }
    }

    @Test
    void aPageThatCannotBePrintedIsOneClearMessage() throws Exception {
        Path pdf = dir.resolve("x.pdf");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> tutor.handout.HandoutPdf.print("<html><p>unclosed<br></p></html>", pdf))
                .isInstanceOf(java.io.IOException.class).hasMessageStartingWith("the page could not be printed");
        assertThat(pdf).doesNotExist();
    }
}
