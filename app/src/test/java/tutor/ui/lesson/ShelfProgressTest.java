package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.lesson.LessonAttempt;
import tutor.lesson.Mode;
import tutor.lesson.StepResult;

/**
 * The learner's line on a lesson card. A run stopped half-way said "dernier score : 0 sur 100" (the fourth and fifth
 * native French reads): an unfinished go is said as unfinished, with the answers given so far, in every language.
 */
class ShelfProgressTest {

    private static final StepResult RIGHT = new StepResult("s1", 0, 0, false, true, List.of());
    private static final LessonAttempt STOPPED = new LessonAttempt("net-worth", Mode.PRACTISE, Instant.EPOCH, false, List.of(RIGHT));
    private static final LessonAttempt NOTHING_ANSWERED = new LessonAttempt("net-worth", Mode.QUIZ, Instant.EPOCH, false, List.of());

    @Test
    void anUnfinishedGoIsSaidAsUnfinishedNeverAsAScoreOfZero() {
        String fr = LessonCard.progress(new LessonWords("fr", null, null), "Ann", 0, NOTHING_ANSWERED, 5);
        assertThat(fr).isEqualTo("Ann\u00a0: ☆☆☆ (pas encore d'étoile)\u00a0; dernière séance non terminée\u00a0: 0 réponse sur 5 questions")
                .doesNotContain("sur 100");
        assertThat(LessonCard.progress(new LessonWords("fr", null, null), "Ann", 2, STOPPED, 5)).endsWith("1 réponse sur 5 questions");
        assertThat(LessonCard.progress(new LessonWords("en", null, null), "Ann", 0, STOPPED, 5))
                .isEqualTo("Ann: ☆☆☆ (no stars yet); last go not finished: 1 of 5 questions answered");
        assertThat(LessonCard.progress(new LessonWords("ru", null, null), "Ann", 0, STOPPED, 5)).endsWith("последняя попытка не завершена: 1 ответ из\u00a05");
        assertThat(LessonCard.progress(new LessonWords("en", null, null), "Ann", 0, STOPPED, 0)).endsWith("; last go not finished");
    }

    @Test
    void aFinishedGoKeepsItsScore() {
        LessonAttempt done = STOPPED.finish();
        assertThat(LessonCard.progress(new LessonWords("fr", null, null), "Ann", 1, done, 5)).endsWith("dernier score\u00a0: 20 sur 100");
        assertThat(LessonCard.progress(new LessonWords("en", null, null), "Ann", 1, done, 1)).endsWith("last score 100 out of 100");
    }
}
