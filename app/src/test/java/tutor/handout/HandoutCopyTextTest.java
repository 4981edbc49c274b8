package tutor.handout;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.data.Bundle;
import tutor.lesson.Lesson;
import tutor.lesson.LessonLab;
import tutor.lesson.Text;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;

/**
 * Text copied out of a printed handout pastes as the text the lesson wrote: every font is embedded with
 * its Unicode map, no ligature glyph stands for two letters ("ﬁ" for "fi"), and the lesson's own
 * sentences come back letter for letter in French and Russian as in English.
 */
class HandoutCopyTextTest {

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr", "ru"})
    void theHandoutsTextCopiesAsTheLessonWroteIt(String language) throws Exception {
        LessonLab lab = LibraryData.lab();
        Lesson lesson = new LessonLoader(Bundle.get(), lab).load(Path.of("../lessons/budget/cash-flow-reserve.yaml")).lesson();
        byte[] pdf = HandoutPdf.pdf(lesson, lab, Bundle.get().rulebook(language), language);
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            for (PDPage page : doc.getPages()) {
                for (COSName name : page.getResources().getFontNames()) {
                    PDFont font = page.getResources().getFont(name);
                    assertThat(font.isEmbedded()).as(font.getName() + " embedded").isTrue();
                    assertThat(font.getCOSObject().containsKey(COSName.TO_UNICODE)).as(font.getName() + " has its Unicode map").isTrue();
                }
            }
            String text = new PDFTextStripper().getText(doc);
            assertThat(text.codePoints().filter(c -> c >= 0xFB00 && c <= 0xFB06)).as("no ligature characters").isEmpty();
            String flat = flat(text);
            assertThat(flat).contains(flat(lesson.title().in(language)));
            for (Text objective : lesson.objectives()) {
                assertThat(flat).contains(flat(objective.in(language)));
            }
            assertThat(flat).contains(flat(lesson.handout().summary().in(language)));
            assertThat(flat).contains(flat(lesson.glossary().get(0).meaning().in(language)));
        }
    }

    /** Line breaks and runs of spaces are layout, not text. */
    private static String flat(String s) {
        return s.replaceAll("[\\s\\u00a0\\u202f]+", " ").strip();
    }
}
