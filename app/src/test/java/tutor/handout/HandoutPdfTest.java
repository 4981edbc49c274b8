package tutor.handout;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.data.Bundle;
import tutor.lesson.Lesson;
import tutor.lesson.LessonLab;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;

/** A handout prints as a real PDF: the worksheet carries no answers, the answer key starts its own page. */
class HandoutPdfTest {

    @TempDir
    Path dir;

    private static String page(PDDocument pdf, int page) throws Exception {
        PDFTextStripper s = new PDFTextStripper();
        s.setStartPage(page);
        s.setEndPage(page);
        return s.getText(pdf).replaceAll("\\s+", " ");
    }

    @Test
    void aGuillemetNeverStartsOrEndsALineOfTheFrenchGlossary() throws Exception {
        // Typed with ordinary spaces, a quotation is held whole all the same.
        assertThat(HandoutHtml.heldGuillemets("<td>carte « Vous êtes libéré de prison »</td>"))
                .isEqualTo("<td>carte «\u00a0Vous êtes libéré de prison\u00a0»</td>");
        LessonLab lab = LibraryData.lab();
        Lesson lesson = new LessonLoader(Bundle.get(), lab).load(Path.of("../lessons/rules/leaving-jail.yaml")).lesson();
        byte[] pdf = HandoutPdf.pdf(lesson, lab, Bundle.get().rulebook("fr"), "fr");
        java.util.List<String> lines = HandoutPages.read(pdf).stream().flatMap(p -> p.lines().stream()).toList();
        // The glossary's narrow word column breaks the card's name; its closing guillemet stays with 'prison'.
        assertThat(lines).anyMatch(l -> l.contains("prison\u00a0»") || l.contains("prison »"))
                .noneMatch(l -> l.startsWith("»")).noneMatch(l -> l.endsWith("«"));
    }

    @Test
    void theThirdHouseHandout() throws Exception {
        LessonLab lab = LibraryData.lab();
        Lesson lesson = new LessonLoader(Bundle.get(), lab).load(Path.of("../lessons/budget/third-house.yaml")).lesson();
        Path out = dir.resolve("sub/third-house.pdf");
        HandoutPdf.write(lesson, lab, Bundle.get().rulebook(), out);
        assertThat(Files.list(out.getParent())).as("no temporary file left behind").containsExactly(out);
        try (PDDocument pdf = Loader.loadPDF(out.toFile())) {
            int pages = pdf.getNumberOfPages();
            assertThat(pages).isGreaterThanOrEqualTo(3);
            String first = page(pdf, 1);
            assertThat(first).contains("Why the third house pays best").contains("What you will be able to do")
                    .contains("Build evenly");
            assertThat(page(pdf, 1) + page(pdf, 2)).as("the key rules cite the edition").contains("Hasbro US rules, long form");
            int worksheet = -1;
            int key = -1;
            for (int p = 1; p <= pages; p++) {
                String text = page(pdf, p);
                if (text.contains("Worksheet") && worksheet < 0) {
                    worksheet = p;
                }
                if (text.contains("Answer key")) {
                    key = p;
                }
            }
            assertThat(worksheet).isPositive();
            assertThat(key).isGreaterThan(worksheet);
            String sheet = page(pdf, worksheet);
            // The sheet prints the choices in one shuffled order (ChoiceOrder.onPaper); the key names the letter the sheet shows.
            java.util.regex.Matcher choice = java.util.regex.Pattern.compile("([A-D])\\. The third house on each lot").matcher(sheet);
            assertThat(choice.find()).as("the right choice on the sheet").isTrue();
            String letter = choice.group(1);
            assertThat(sheet).contains("With three houses on every orange lot")
                    .doesNotContain("Worked answer").doesNotContain("$50.02").doesNotContain("Answer key");
            String answers = page(pdf, key);
            assertThat(answers.replaceFirst("^page \\d+ of \\d+ ", "")).startsWith("Answer key").contains("1. $50.02").contains("2. 9.4 opponent rolls")
                    .contains("3. " + letter + ". The third house on each lot");
            StringBuilder rest = new StringBuilder();
            for (int p = key; p <= pages; p++) {
                rest.append(page(pdf, p));
            }
            assertThat(rest.toString()).as("the teacher's notes follow the answer key (it may run on with the tutor's working)")
                    .contains("How the tutor works it out").contains("For the teacher");
            String all = new PDFTextStripper().getText(pdf).replaceAll("\\s+", " ");
            // The numbers table gives each figure's label, value and basis; a worksheet answer (9.4) is left to the key.
            assertThat(all).contains("The orange group with three houses: opponent rolls to repay everything spent 29.2 opponent rolls "
                    + "published landing odds (Truman Collins)")
                    .contains("The same, in rounds of a four-player table 8.2 rounds the tutor's model");
            StringBuilder pupils = new StringBuilder();
            for (int p = 1; p < worksheet; p++) {
                pupils.append(page(pdf, p));
            }
            assertThat(pupils.toString()).as("key-only figures answer the worksheet: kept off the pupils' table")
                    .contains("The orange group with two houses on each lot").doesNotContain("The second round of orange houses")
                    .doesNotContain("The fourth round of orange houses");
            assertThat(pdf.getPage(1).getResources().getXObjectNames()).as("the chart is an image on the page").isNotEmpty();
        }
    }
}
