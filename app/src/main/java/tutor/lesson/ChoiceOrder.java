package tutor.lesson;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * The order in which one learner sees a question's choices. Lesson authors tend to write the right answer
 * first; shown as written, a class soon learns to tap the top button. Each learner gets an order of their own,
 * fixed by their name and the step, so a reload or a rejoin shows the same order.
 */
public final class ChoiceOrder {

    private ChoiceOrder() {
    }

    /** The places of the lesson's choices (0 = the first written), in the order this learner sees them. */
    public static List<Integer> of(String learner, String stepId, int choices) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < choices; i++) {
            order.add(i);
        }
        long seed = 31L * learner.toLowerCase(java.util.Locale.ROOT).hashCode() + stepId.hashCode();
        Collections.shuffle(order, new Random(seed));
        return List.copyOf(order);
    }

    /**
     * The order a learner sees a scenario question's choices in on the Table and in Practise ({@code learner} empty
     * when nobody is chosen): scenario authors and the drills' miner too write the right answer first.
     */
    public static List<Integer> inScenario(String learner, String scenarioId, int line, int choices) {
        return of(learner, scenarioId + ":" + line, choices);
    }

    /**
     * The order a printed sheet shows a question's choices in: one order for every copy, so the answer key's
     * letters match each learner's sheet, and not the order written (a worksheet read "always a)" otherwise).
     */
    public static List<Integer> onPaper(String stepId, int choices) {
        return of("handout", stepId, choices);
    }
}
