package tutor.scenario;

import java.util.List;
import tutor.rules.state.Move;

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

    /**
     * A question: multiple choice ({@code choices} non-empty, {@code answer} the right index) or an amount.
     * {@code wrong} names the common wrong answers (a choice's index, or an amount), each with its own
     * explanation; {@code hints} is a ladder whose last rung is the worked answer. An amount is money
     * unless {@code unit} names what is counted ("houses"); {@code unit} is empty for money and choices.
     */
    record Question(int line, String prompt, List<String> choices, int answer, String explain,
                    List<WrongAnswer> wrong, List<String> hints, String unit) implements ScriptStep {
        public Question {
            choices = List.copyOf(choices);
            wrong = List.copyOf(wrong);
            hints = List.copyOf(hints);
        }

        /** A question with no named wrong answers and no hints; an amount is money. */
        public Question(int line, String prompt, List<String> choices, int answer, String explain) {
            this(line, prompt, choices, answer, explain, List.of(), List.of(), "");
        }

        public boolean isAmount() {
            return choices.isEmpty();
        }

        /** True for an amount of money (the usual amount question), false for a count or a choice. */
        public boolean isMoney() {
            return isAmount() && unit.isEmpty();
        }

        /** An amount as the learner reads it: {@code money} formats money ("$75"), a count shows its unit ("4 houses"). */
        public String amountText(int value, java.util.function.IntFunction<String> money) {
            return unit.isEmpty() ? money.apply(value) : value + " " + unit;
        }

        /**
         * An amount in a language: money as {@code money} writes it, a count with its unit in the
         * language's plural form when the tutor knows the unit ("3 maisons", "5 домов"), else as written.
         */
        public String amountText(int value, java.util.function.IntFunction<String> money, String language) {
            if (unit.isEmpty()) {
                return money.apply(value);
            }
            tutor.text.Texts t = tutor.text.Texts.of("report", language);
            return t.has("unit." + unit) ? t.get("unit." + unit, value) : value + " " + unit;
        }

        /** The named wrong answer with this value (a choice's index, or an amount), if the author wrote one. */
        public java.util.Optional<WrongAnswer> wrongAnswer(int value) {
            return wrong.stream().filter(w -> w.value() == value).findFirst();
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

    /**
     * A common wrong answer to a question and why it is wrong: for an amount question the amount
     * (the site rent without the doubling, 10% of the wrong total), for multiple choice the
     * choice's index. {@code ruleId} is the rule it is about, or empty.
     */
    record WrongAnswer(int value, String why, String ruleId) { }
}
