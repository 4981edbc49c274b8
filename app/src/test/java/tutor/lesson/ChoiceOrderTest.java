package tutor.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Each learner's own order of a question's choices: every choice once, the same on a reload, and the top button varies. */
class ChoiceOrderTest {

    @Test
    void everyChoiceOnceAndTheSameOrderOnEveryReload() {
        List<Integer> order = ChoiceOrder.of("Chloé", "after-paying", 4);
        assertThat(order).containsExactlyInAnyOrder(0, 1, 2, 3);
        assertThat(ChoiceOrder.of("Chloé", "after-paying", 4)).isEqualTo(order);
        // The name as typed in another case is the same learner (names are matched case-blind).
        assertThat(ChoiceOrder.of("CHLOÉ", "after-paying", 4)).isEqualTo(order);
    }

    @Test
    void theChoiceWrittenFirstIsNotEveryonesTopButton() {
        String[] names = {"Ann", "Ben", "Chloé", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Leo", "Mia", "Ned",
            "Olga", "Pete", "Quinn", "Rosa", "Sam", "Tom", "Uma", "Vic", "Wen", "Xia", "Yann", "Zoe", "Саша", "Маша", "Élodie", "Noé"};
        long topIsFirstWritten = java.util.Arrays.stream(names).filter(n -> ChoiceOrder.of(n, "after-paying", 3).get(0) == 0).count();
        // A third of 30 would see it first by chance; a class where most do has not been shuffled.
        assertThat(topIsFirstWritten).isBetween(3L, 20L);
        // Each step has its own order: the same learner's top button differs between steps somewhere in a lesson.
        assertThat(List.of("a", "b", "c", "d", "e", "f").stream().map(s -> ChoiceOrder.of("Ann", s, 3).get(0)).distinct().count())
                .isGreaterThan(1);
    }
}
