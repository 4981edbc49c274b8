package tutor.scenario;

import java.util.List;
import tutor.rules.Move;

/** One step of a scenario's script. {@code line} is where it starts in the file. */
public sealed interface ScriptStep {

    int line();

    /** Text for the learner. */
    record Narrate(int line, String text) implements ScriptStep { }

    /**
     * The learner decides. Any of the expected moves is right; a named wrong move gets its own
     * explanation; hints come as a ladder whose last rung is the worked answer.
     */
    record Ask(int line, int player, String prompt, List<Move> expected, List<WrongMove> wrong,
               List<String> hints, String feedback) implements ScriptStep {
        public Ask {
            expected = List.copyOf(expected);
            wrong = List.copyOf(wrong);
            hints = List.copyOf(hints);
        }
    }

    /** Another player's move; {@code rejectedBy} names the rule expected to refuse it, or is empty. */
    record Play(int line, Move move, String rejectedBy) implements ScriptStep { }

    /** A question: multiple choice ({@code choices} non-empty, {@code answer} the right index) or an amount. */
    record Question(int line, String prompt, List<String> choices, int answer, String explain) implements ScriptStep {
        public Question {
            choices = List.copyOf(choices);
        }

        public boolean isAmount() {
            return choices.isEmpty();
        }
    }

    /** Checks on the state reached so far. */
    record Checkpoint(int line, List<Expectation> expectations) implements ScriptStep {
        public Checkpoint {
            expectations = List.copyOf(expectations);
        }
    }

    /** A tempting move that is wrong here, and why, citing a rule. */
    record WrongMove(Move move, String why, String ruleId) { }
}
