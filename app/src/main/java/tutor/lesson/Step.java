package tutor.lesson;

import java.math.BigDecimal;
import java.util.List;

/**
 * One step of a lesson, in order. Every step has an id (stable, so progress survives edits to
 * other steps) and the line where it starts in the file.
 */
public sealed interface Step {

    String id();

    int line();

    /** The kind as the file names it: {@code explain}, {@code play}, ... */
    String kind();

    /** True for the steps a learner answers and is scored on. */
    default boolean scored() {
        return false;
    }

    /** Markdown for the learner; {@code highlight} names squares to mark on the board. */
    record Explain(String id, int line, Text markdown, List<String> highlight) implements Step {
        public Explain {
            highlight = List.copyOf(highlight);
        }

        public String kind() { return "explain"; }
    }

    /**
     * A scenario from the library, played in a mode: {@code GUIDED} (the learner decides), {@code WATCH}
     * (the tutor plays the script and the learner reads each ruling) or {@code QUIZ} (the learner decides,
     * no hints). {@code compare} rules it again under other editions, side by side (the dispute desk).
     */
    record Play(String id, int line, String scenario, PlayMode mode, List<String> compare, Text intro) implements Step {
        public Play {
            compare = List.copyOf(compare);
        }

        public String kind() { return "play"; }

        public boolean scored() { return mode != PlayMode.WATCH; }
    }

    /**
     * A question: multiple choice (each choice with its own feedback) or an amount (with feedback for the
     * common wrong amounts). The hint ladder ends in the worked answer.
     */
    record Question(String id, int line, Text prompt, List<Choice> choices, BigDecimal amount, String unit,
                    List<WrongAmount> wrong, List<Text> hints, Text explain, String skill) implements Step {
        public Question {
            choices = List.copyOf(choices);
            wrong = List.copyOf(wrong);
            hints = List.copyOf(hints);
        }

        public String kind() { return "question"; }

        public boolean scored() { return true; }

        public boolean isAmount() {
            return choices.isEmpty();
        }

        /** The index of the right choice (multiple choice only). */
        public int rightChoice() {
            for (int i = 0; i < choices.size(); i++) {
                if (choices.get(i).right()) {
                    return i;
                }
            }
            return -1;
        }
    }

    /**
     * A budgeting number the learner works out and the tutor computes from the lab: the figure carries
     * both the computation and the value the file states. An answer within {@code tolerance} is right.
     */
    record Exercise(String id, int line, Text prompt, Figure figure, BigDecimal tolerance, List<WrongAmount> wrong,
                    List<Text> hints, Text explain, String skill, List<String> alsoRight) implements Step {
        public Exercise {
            wrong = List.copyOf(wrong);
            hints = List.copyOf(hints);
            alsoRight = List.copyOf(alsoRight);
        }

        public Exercise(String id, int line, Text prompt, Figure figure, BigDecimal tolerance, List<WrongAmount> wrong,
                        List<Text> hints, Text explain, String skill) {
            this(id, line, prompt, figure, tolerance, wrong, hints, explain, skill, List.of());
        }

        public String kind() { return "exercise"; }

        public boolean scored() { return true; }
    }

    /** A chart from the lab, with a caption. */
    record Chart(String id, int line, ChartSpec chart, Text caption) implements Step {
        public String kind() { return "chart"; }
    }

    /** Games simulated between strategies; the figures it states are checked like any other. */
    record Simulate(String id, int line, SimSpec games, Text caption, List<Figure> figures) implements Step {
        public Simulate {
            figures = List.copyOf(figures);
        }

        public String kind() { return "simulate"; }
    }

    /** A prompt for the class to talk over, with the teacher's answer (never shown to a learner alone). */
    record Discuss(String id, int line, Text prompt, Text answer) implements Step {
        public String kind() { return "discuss"; }
    }

    /** The points to remember. */
    record Recap(String id, int line, List<Text> points) implements Step {
        public Recap {
            points = List.copyOf(points);
        }

        public String kind() { return "recap"; }
    }

    /** A choice of a multiple-choice question: its text, whether it is right, and what the learner is told on picking it. */
    record Choice(Text text, boolean right, Text feedback) { }

    /**
     * A wrong amount learners often give, and why it is wrong ({@code rule}: the rule it is about, or empty;
     * {@code working}: the arithmetic the mistake does on the tutor's own numbers, such as {@code 900 + 60},
     * or empty when the amount is itself a number the tutor computes).
     */
    record WrongAmount(BigDecimal amount, Text why, String rule, String working) {
        public WrongAmount(BigDecimal amount, Text why, String rule) {
            this(amount, why, rule, "");
        }
    }

    /** How a play step runs its scenario. */
    enum PlayMode {
        GUIDED("guided"), WATCH("watch"), QUIZ("quiz");

        private final String id;

        PlayMode(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }
    }
}
