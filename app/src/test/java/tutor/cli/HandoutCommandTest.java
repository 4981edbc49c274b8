package tutor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The handout and check commands on lessons, as a teacher runs them. */
class HandoutCommandTest {

    @TempDir
    Path dir;

    private record Result(int code, String out, String err) { }

    private static Result run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aHandoutIsWrittenWhereAsked() throws Exception {
        Path pdf = dir.resolve("jail.pdf");
        Result r = run("handout", "../lessons/rules/leaving-jail.yaml", "--out", pdf.toString());
        assertThat(r.code()).as(r.out()).isZero();
        assertThat(r.out()).startsWith("Wrote " + pdf + ": the handout of \"Three ways out of Jail\"");
        assertThat(Files.readAllBytes(pdf)).startsWith("%PDF".getBytes(StandardCharsets.US_ASCII));
    }

    @Test
    void aBrokenLessonIsReportedAtItsLineAndNoFileIsWritten() throws Exception {
        Path lesson = dir.resolve("broken.yaml");
        Files.writeString(lesson, "lesson: broken\ntitle: Broken\ntrack: rules\nminutes: 20\nobjectives: [x]\nsteps:\n  - explian: hi\n");
        Result r = run("handout", lesson.toString(), "--out", dir.resolve("b.pdf").toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.out()).contains(lesson + ":7:5: unknown step 'explian'; did you mean 'explain'?");
        assertThat(dir.resolve("b.pdf")).doesNotExist();
        Result check = run("check", lesson.toString());
        assertThat(check.code()).isEqualTo(2);
        assertThat(check.out()).contains("BROKEN " + lesson).endsWith("0 passed, 1 failed\n");
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({
        "fr, écrit, Objectifs de la leçon, Corrigé, Sur quel groupe de couleur construire",
        "ru, Записан, Цели урока, Ответы, Какую цветовую группу застраивать"})
    void aHandoutInFrenchOrRussianHasItsHeadingsAndGlyphs(String lang, String wrote, String objectives, String key, String title)
            throws Exception {
        Path pdf = dir.resolve("which-" + lang + ".pdf");
        Result r = run("handout", "../lessons/budget/which-group.yaml", "--out", pdf.toString(), "--lang", lang);
        assertThat(r.code()).as(r.out() + r.err()).isZero();
        assertThat(r.out()).containsIgnoringCase(wrote).contains(title);
        try (org.apache.pdfbox.pdmodel.PDDocument doc = org.apache.pdfbox.Loader.loadPDF(pdf.toFile())) {
            String text = new org.apache.pdfbox.text.PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
            // The text is read back from the PDF's fonts: a glyph the font lacks would not come back as the letter.
            assertThat(text).contains(title).contains(objectives).contains(key);
            assertThat(text).doesNotContain("What you will be able to do").doesNotContain("Answer key");
            for (org.apache.pdfbox.pdmodel.PDPage page : doc.getPages()) {
                for (org.apache.pdfbox.cos.COSName name : page.getResources().getFontNames()) {
                    assertThat(page.getResources().getFont(name).isEmbedded()).as("font " + name + " embedded").isTrue();
                }
            }
        }
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({
        "en, How the tutor works it out:, After $20 / $1.31 ≈ 15.2 opponent rolls",
        "fr, Comment le tuteur le calcule :, 20 $ / 1,31 $ ≈ 15,2",
        "ru, Как тренажёр это считает:, 20 $ : 1,31 $ ≈ 15,2"})
    void theAnswerKeyShowsHowTheTutorWorksEachNumberOutInTheHandoutsLanguage(String lang, String title, String line) throws Exception {
        Path pdf = dir.resolve("mortgage-" + lang + ".pdf");
        Result r = run("handout", "../lessons/budget/mortgage-cost.yaml", "--out", pdf.toString(), "--lang", lang);
        assertThat(r.code()).as(r.out() + r.err()).isZero();
        try (org.apache.pdfbox.pdmodel.PDDocument doc = org.apache.pdfbox.Loader.loadPDF(pdf.toFile())) {
            String text = new org.apache.pdfbox.text.PDFTextStripper().getText(doc).replaceAll("[\\s\u00a0\u202f]+", " ");
            assertThat(text).contains(title).contains(line.replaceAll("[\\s\u00a0\u202f]+", " "));
        }
    }

    @Test
    void theCommandLineSaysWhatIsMissing() {
        assertThat(run("handout").err()).contains("handout needs one lesson file");
        assertThat(run("handout", "../lessons/rules/leaving-jail.yaml", "--out", "x.txt").err()).contains("--out names a .pdf file");
        assertThat(run("help").out()).contains("handout LESSON.yaml [--out FILE.pdf]");
    }
}
