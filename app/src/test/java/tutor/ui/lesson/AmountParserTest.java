package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.lesson.Lesson;
import tutor.lesson.LessonLab;
import tutor.lesson.LessonRun;
import tutor.lesson.Mode;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;

/**
 * An amount typed in a lesson's answer field, as English now shows money ("$1,450") and as learners also
 * type it ("1450"): both are the same number, and both reach the exercise's feedback for that amount.
 */
class AmountParserTest {

    @Test
    void englishReadsGroupedAndBareThousandsAlike() {
        for (String typed : new String[] {"1,450", "1450", "$1,450", "$1450", " 1,450 "}) {
            assertThat(AmountParser.parse(typed, "en")).as(typed).contains(new BigDecimal("1450"));
        }
        assertThat(AmountParser.parse("1,407.5", "en")).contains(new BigDecimal("1407.5"));
        assertThat(AmountParser.parse("$1,234,567", "en")).contains(new BigDecimal("1234567"));
        // A comma that cannot group thousands is a decimal mark typed the French way.
        assertThat(AmountParser.parse("8,81", "en")).contains(new BigDecimal("8.81"));
        assertThat(AmountParser.parse("14,50", "en")).contains(new BigDecimal("14.50"));
    }

    @Test
    void frenchAndRussianReadTheirOwnGroupingAndBareThousands() {
        for (String typed : new String[] {"1\u202f450", "1\u00a0450 $", "1 450", "1450"}) {
            assertThat(AmountParser.parse(typed, "fr")).as(typed).contains(new BigDecimal("1450"));
            assertThat(AmountParser.parse(typed, "ru")).as(typed).contains(new BigDecimal("1450"));
        }
        assertThat(AmountParser.parse("1 407,5", "fr")).contains(new BigDecimal("1407.5"));
    }

    @Test
    void aTypedGroupedSumMeetsTheLessonsOwnWrongAmount() {
        LessonLab lab = LibraryData.lab();
        Lesson worth = new LessonLoader(Bundle.get(), lab).load(Path.of("../lessons/budget/net-worth.yaml")).lesson();
        for (String[] typed : new String[][] {{"1,450", "2,240"}, {"1450", "2240"}}) {
            LessonRun r = new LessonRun(worth, Mode.PRACTISE, Instant.parse("2026-11-29T09:00:00Z"), LessonRun.Display.of(lab, worth));
            while (!r.current().id().equals("net-worth")) {
                r.next();
            }
            // 1450 is the lesson's named mistake (420 + 1030, buildings forgotten); 2240 the tutor's figure.
            assertThat(r.answer(AmountParser.parse(typed[0], "en").orElseThrow()).feedback().en()).as(typed[0])
                    .startsWith("That is cash and deeds only. Add the buildings at cost ($900)");
            assertThat(r.answer(AmountParser.parse(typed[1], "en").orElseThrow()).right()).as(typed[1]).isTrue();
        }
    }
}
