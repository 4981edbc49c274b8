package tutor.lesson;

import java.util.List;

/**
 * How a learner did on one scored step.
 *
 * @param misses        wrong answers (or wrong moves, in a played scenario) before the right one
 * @param hints         rungs of the hint ladder shown
 * @param workedAnswer  whether the last rung, the worked answer, was shown (or the answer revealed)
 * @param right         whether the step ended with the right answer
 * @param wrongAnswers  the wrong answers given, in order, as the learner gave them ("$50", a choice's text)
 */
public record StepResult(String stepId, int misses, int hints, boolean workedAnswer, boolean right, List<String> wrongAnswers) {

    public static final int FIRST_TRY = 100;
    public static final int AFTER_HELP = 67;
    public static final int AFTER_WORKED_ANSWER = 33;

    public StepResult {
        wrongAnswers = List.copyOf(wrongAnswers);
    }

    /** 100 right first try without a hint; 67 right after a miss or a hint; 33 after the worked answer; 0 not right. */
    public int score() {
        if (!right) {
            return 0;
        }
        if (workedAnswer) {
            return AFTER_WORKED_ANSWER;
        }
        return misses == 0 && hints == 0 ? FIRST_TRY : AFTER_HELP;
    }

    /** Right at the first answer, with no hint. */
    public boolean firstTry() {
        return right && misses == 0 && hints == 0 && !workedAnswer;
    }
}
