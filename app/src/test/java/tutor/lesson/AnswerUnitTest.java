package tutor.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.handout.HandoutPdf;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;

/** A question's unit ({@code unit: spaces}) is worded in the reader's language, with its plural forms, never the file's id. */
class AnswerUnitTest {

    @Test
    void spacesInEnglishFrenchAndRussian() {
        assertThat(AnswerUnit.amount(new BigDecimal("16"), "spaces", "en")).isEqualTo("16 spaces");
        assertThat(AnswerUnit.amount(new BigDecimal("1"), "spaces", "en")).isEqualTo("1 space");
        assertThat(AnswerUnit.amount(new BigDecimal("16"), "spaces", "fr")).isEqualTo("16 cases");
        assertThat(AnswerUnit.amount(new BigDecimal("1"), "spaces", "fr")).isEqualTo("1 case");
        // Russian: one / few / many.
        assertThat(AnswerUnit.amount(new BigDecimal("21"), "spaces", "ru")).isEqualTo("21 клетка");
        assertThat(AnswerUnit.amount(new BigDecimal("3"), "spaces", "ru")).isEqualTo("3 клетки");
        assertThat(AnswerUnit.amount(new BigDecimal("16"), "spaces", "ru")).isEqualTo("16 клеток");
        assertThat(AnswerUnit.word("spaces", "fr")).isEqualTo("cases");
        assertThat(AnswerUnit.word("spaces", "ru")).isEqualTo("клеток");
    }

    @Test
    void theDoublesLessonsAnswerReadsInTheLanguageItIsShownIn() {
        LessonLab lab = LibraryData.lab();
        Lesson lesson = new LessonLoader(Bundle.get(), lab).load(Path.of("../lessons/rules/doubles-and-speeding.yaml")).lesson();
        // The run's revealed answer (Present) and the handout's answer key, in French: "16 cases", never "16 spaces".
        LessonRun present = new LessonRun(lesson, Mode.PRESENT, java.time.Instant.EPOCH, LessonRun.Display.of(lab, lesson));
        while (!present.current().id().equals("how-far")) {
            present.next();
        }
        assertThat(present.answer(present.current()).en()).isEqualTo("16 spaces");
        String key = HandoutPdf.html(lesson, lab, Bundle.get().rulebook("fr"), "fr");
        assertThat(key).contains("16 cases").doesNotContain("spaces");
        assertThat(HandoutPdf.html(lesson, lab, Bundle.get().rulebook("ru"), "ru")).contains("16 клеток").doesNotContain("spaces");
    }
}
