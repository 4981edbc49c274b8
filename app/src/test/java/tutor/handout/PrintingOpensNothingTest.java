package tutor.handout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.openhtmltopdf.outputdevice.helper.ExternalResourceType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.data.Bundle;
import tutor.lesson.Lesson;
import tutor.lesson.LessonLab;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;

/**
 * Printing opens no network connection and reads no file: a listener on 127.0.0.1 named in every address a
 * page or a lesson can hold records no connection, a picture beside the output or named by file: is not
 * embedded, and the print does not wait for a server that never answers. The tutor's own data: image prints;
 * a PNG bomb is refused from its header, before any decoding.
 */
class PrintingOpensNothingTest {

    /** A print that fetched from the silent listener would wait about two minutes; this is far below that. */
    private static final Duration FAST = Duration.ofSeconds(30);

    @TempDir
    Path dir;

    /** Pictures embedded in the PDF, on every page. */
    private static int images(Path pdf) throws Exception {
        int n = 0;
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            for (PDPage page : doc.getPages()) {
                for (COSName name : page.getResources().getXObjectNames()) {
                    if (page.getResources().isImageXObject(name)) {
                        n++;
                    }
                }
            }
        }
        return n;
    }

    private static String text(Path pdf) throws Exception {
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            return new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
        }
    }

    private static String page(String body) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><head>" + body;
    }

    @Test
    void aPageNamingTheNetworkAndLocalFilesLoadsNoneOfThem() throws Exception {
        Files.write(dir.resolve("secret.png"), Pngs.small(40, 40));
        String secret = dir.resolve("secret.png").toUri().toString();
        try (ConnectionRecorder net = new ConnectionRecorder()) {
            String html = page("<link rel=\"stylesheet\" href=\"" + net.url("a.css") + "\"/>"
                    + "<style>@import url(" + net.url("b.css") + ");"
                    + " body { background-image: url(" + net.url("bg.png") + "); }"
                    + " @font-face { font-family: Far; src: url(" + net.url("f.ttf") + "); } p.far { font-family: Far; }</style>"
                    + "</head><body><p class=\"far\">Hello</p>"
                    + "<img src=\"" + net.url("i.png") + "\"/><img src=\"secret.png\"/><img src=\"" + secret + "\"/>"
                    + "<img src=\"jar:" + secret + "!/x.png\"/><img src=\"ftp://127.0.0.1:" + net.port() + "/x.png\"/>"
                    + "<div style=\"background: url(" + net.url("d.png") + ")\">x</div>"
                    + "<object data=\"" + net.url("o.pdf") + "\" type=\"application/pdf\"></object>"
                    + "<iframe src=\"" + net.url("frame") + "\"></iframe></body></html>");
            Path out = dir.resolve("page.pdf");
            assertTimeoutPreemptively(FAST, () -> HandoutPdf.print(html, out));
            assertThat(net.connections()).as("connections to the listener").isZero();
            assertThat(images(out)).as("secret.png, by name or by file:, is not embedded").isZero();
            assertThat(text(out)).contains("Hello");
        }
    }

    @Test
    void theTutorsOwnDataImagePrintsButAPngBombIsRefusedFromItsHeader() throws Exception {
        String chart = "data:image/png;base64," + Base64.getEncoder().encodeToString(Pngs.small(100, 50));
        Path ok = dir.resolve("chart.pdf");
        HandoutPdf.print(page("</head><body><img src=\"" + chart + "\"/></body></html>"), ok);
        assertThat(images(ok)).as("a data: image the tutor drew is printed").isEqualTo(1);

        byte[] bomb = Pngs.bomb(30_000, 30_000);
        assertThat(bomb.length).as("a few kilobytes").isLessThan(10_000);
        assertThat(ClosedResources.pixels(bomb)).isEqualTo(900_000_000L);
        String uri = "data:image/png;base64," + Base64.getEncoder().encodeToString(bomb);
        assertThat(ClosedResources.allowed(uri, ExternalResourceType.IMAGE_RASTER)).isFalse();
        Path out = dir.resolve("bomb.pdf");
        assertTimeoutPreemptively(FAST, () -> HandoutPdf.print(page("</head><body><p>Bomb</p><img src=\"" + uri + "\"/></body></html>"), out));
        assertThat(images(out)).isZero();
        assertThat(text(out)).contains("Bomb");
        assertThat(ClosedResources.allowed("data:text/css;base64,Ym9keXt9", ExternalResourceType.CSS)).as("only images").isFalse();
    }

    private static final Path AT = Path.of("../lessons/rules/test-lesson.yaml");

    @Test
    void aLessonsImagesAreShownAsTheirWordsAndNeverFetched() throws Exception {
        Files.write(dir.resolve("secret.png"), Pngs.small(40, 40));
        try (ConnectionRecorder net = new ConnectionRecorder()) {
            String far = net.url("pic.png");
            String file = dir.resolve("secret.png").toUri().toString();
            String yaml = """
                    lesson: pictures
                    title: {en: Pictures}
                    track: rules
                    minutes: 20
                    objectives: ["See ![the far picture](FAR) here.", "And ![the secret](secret.png) and ![a file](FILE)."]
                    steps:
                      - question:
                          id: q
                          prompt: "Which? ![a prompt picture](FAR) <img src='FAR'/>"
                          choices:
                            - {text: "Yes ![yes picture](FAR)", right: true, feedback: Right.}
                            - {text: "No", feedback: Not so.}
                          hints: [Think., "Yes ![hint picture](FAR)."]
                          explain: "Because ![explain picture](FAR)."
                    teacher-notes:
                      timing: "20 minutes ![timing picture](FAR)."
                      misconceptions: [{belief: A, truth: B}]
                      notes: "<div style='background:url(FAR)'>notes</div>"
                    """.replace("FAR", far).replace("FILE", file);
            LessonLab lab = LibraryData.lab();
            LessonLoader.LoadResult r = new LessonLoader(Bundle.get(), lab).load(AT, yaml);
            assertThat(r.problems()).isEmpty();
            Lesson lesson = r.lesson();
            Path out = dir.resolve("handout.pdf");
            assertTimeoutPreemptively(FAST, () -> HandoutPdf.write(lesson, lab, Bundle.get().rulebook(), out));
            assertThat(net.connections()).isZero();
            assertThat(images(out)).isZero();
            assertThat(text(out)).contains("See the far picture here").contains("And the secret and a file")
                    .contains("Which? a prompt picture <img src=").contains("Yes yes picture");
            String html = HandoutPdf.html(lesson, lab, Bundle.get().rulebook());
            assertThat(html).doesNotContain("<img").doesNotContain("<div style");
        }
    }

    @Test
    void pdfboxKeepsItsFontListInTheTutorsFolderNotTheUsersHome() {
        String cache = System.getProperty("pdfbox.fontcache");
        String home = System.getProperty("tutor.home");
        try {
            System.clearProperty("pdfbox.fontcache");
            System.setProperty("tutor.home", dir.resolve("tutor-home").toString());
            HandoutPdf.fontCacheInTutorFolder();
            assertThat(System.getProperty("pdfbox.fontcache")).isEqualTo(dir.resolve("tutor-home").toAbsolutePath().toString());
            assertThat(dir.resolve("tutor-home")).isDirectory();
            System.setProperty("pdfbox.fontcache", "/somewhere/chosen");
            HandoutPdf.fontCacheInTutorFolder();
            assertThat(System.getProperty("pdfbox.fontcache")).as("a choice made by whoever runs the tutor stands").isEqualTo("/somewhere/chosen");
        } finally {
            restore("pdfbox.fontcache", cache);
            restore("tutor.home", home);
        }
    }

    private static void restore(String key, String value) {
        if (value == null) {
            System.clearProperty(key);
        } else {
            System.setProperty(key, value);
        }
    }
}
