package tutor.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.lesson.ChoiceOrder;

/**
 * The Table and Practise show a scenario question's choices in the learner's own order: the library writes the
 * right answer first in most questions (the drills' miner always), so shown as written the top button was a safe guess.
 */
class ScenarioChoiceOrderTest {

    @Test
    void theTopChoiceIsNotMostlyTheRightOne() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.walk(Path.of("../scenarios"))) {
            files = s.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        List<String> learners = List.of("", "Ann", "Ben", "Chloé", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim",
                "Leo", "Mia", "Ned", "Olga", "Pete", "Quinn", "Rosa", "Sam", "Саша", "Маша", "Élodie", "Noé");
        int questions = 0;
        int written = 0;
        int shown = 0;
        int top = 0;
        for (Path f : files) {
            var loaded = new ScenarioLoader(Bundle.get(), "en").load(f);
            if (loaded.scenario() == null) {
                continue;
            }
            Scenario sc = loaded.scenario();
            for (ScriptStep step : sc.steps()) {
                if (step instanceof ScriptStep.Question q && !q.isAmount()) {
                    questions++;
                    written += q.answer() == 0 ? 1 : 0;
                    java.util.Set<Integer> tops = new java.util.HashSet<>();
                    for (String learner : learners) {
                        List<Integer> order = ChoiceOrder.inScenario(learner, sc.id(), q.line(), q.choices().size());
                        assertThat(order).containsExactlyInAnyOrderElementsOf(java.util.stream.IntStream.range(0, q.choices().size()).boxed().toList());
                        assertThat(ChoiceOrder.inScenario(learner, sc.id(), q.line(), q.choices().size())).isEqualTo(order);
                        tops.add(order.get(0));
                        shown++;
                        top += order.get(0) == q.answer() ? 1 : 0;
                    }
                    assertThat(tops).as("%s:%d: the top button differs between learners", sc.id(), q.line()).hasSizeGreaterThan(1);
                }
            }
        }
        assertThat(questions).isGreaterThan(40);
        assertThat(written).as("as written (and mined), the right choice comes first").isGreaterThan(questions / 2);
        // Two or three choices each: by chance the right one is on top for 33% to 50% of learners.
        assertThat(100.0 * top / shown).as("%% of learners with the right answer on top").isBetween(30.0, 50.0);
    }
}
