package tutor.lesson;

import java.util.List;
import java.util.Optional;

/**
 * A lesson for class: what it is for, the steps in order, the numbers it states, and the
 * teacher's side (notes, discussion answers, the handout).
 *
 * @param file          where it was loaded from
 * @param track         {@code rules}, {@code budget}, or another track
 * @param level         1 (first steps) to 3
 * @param minutes       the class time it takes
 * @param edition       the ruleset it is taught under ({@code classic}, {@code junior}, ...)
 * @param objectives    "the learner can ..."
 * @param skills        the skills it trains (free words such as {@code jail-exit})
 * @param prerequisites lesson ids to take first
 * @param keyRules      rule ids of the catalogue: printed with their citations on the handout
 * @param figures       numbers its text uses as {@code {{id}}}
 * @param curriculum    the school subjects its objectives belong to, from {@link #CURRICULUM}
 * @param exitTicket    the short questions each learner answers on a slip at the end of the period
 * @param glossary      the words of the game and of money it uses, from the tutor's glossary
 */
public record Lesson(String file, String id, Text title, String track, int level, int minutes, Text audience,
                     String edition, List<Text> objectives, List<String> skills, List<String> prerequisites,
                     List<String> keyRules, List<Figure> figures, List<Step> steps, TeacherNotes teacherNotes,
                     Handout handout, List<String> curriculum, List<ExitQuestion> exitTicket, List<Term> glossary) {

    public static final List<String> TRACKS = List.of("rules", "budget");

    /**
     * The curriculum areas a lesson may name, as school programmes call them (their words are in the
     * {@code lessons} and {@code handout} texts as {@code curriculum.ID}).
     */
    public static final List<String> CURRICULUM = List.of("probability", "ratios", "expected-value", "statistics",
            "personal-finance", "arithmetic", "reasoning");

    public Lesson {
        objectives = List.copyOf(objectives);
        skills = List.copyOf(skills);
        prerequisites = List.copyOf(prerequisites);
        keyRules = List.copyOf(keyRules);
        figures = List.copyOf(figures);
        steps = List.copyOf(steps);
        curriculum = List.copyOf(curriculum);
        exitTicket = List.copyOf(exitTicket);
        glossary = List.copyOf(glossary);
    }

    /** A lesson without curriculum areas, exit ticket or glossary (a review of one step, a test's lesson). */
    public Lesson(String file, String id, Text title, String track, int level, int minutes, Text audience,
                  String edition, List<Text> objectives, List<String> skills, List<String> prerequisites,
                  List<String> keyRules, List<Figure> figures, List<Step> steps, TeacherNotes teacherNotes,
                  Handout handout) {
        this(file, id, title, track, level, minutes, audience, edition, objectives, skills, prerequisites, keyRules, figures,
                steps, teacherNotes, handout, List.of(), List.of(), List.of());
    }

    public Optional<Step> step(String stepId) {
        return steps.stream().filter(s -> s.id().equals(stepId)).findFirst();
    }

    /**
     * The chart a question or an exercise is asked beside: the chart step just before it, which its prompt reads from
     * ("The chart's orange bars are…"). Without it the step showed the empty board in the chart's place. Other steps,
     * and a question after anything else, show the board as before.
     */
    public Optional<Step.Chart> chartBeside(Step step) {
        int i = steps.indexOf(step);
        if (i <= 0 || !(step instanceof Step.Question || step instanceof Step.Exercise)) {
            return Optional.empty();
        }
        return steps.get(i - 1) instanceof Step.Chart c ? Optional.of(c) : Optional.empty();
    }

    /** Every figure: those named at the top, in exercises and in simulate steps. */
    public List<Figure> allFigures() {
        List<Figure> all = new java.util.ArrayList<>(figures);
        for (Step s : steps) {
            if (s instanceof Step.Exercise e) {
                all.add(e.figure());
            } else if (s instanceof Step.Simulate sim) {
                all.addAll(sim.figures());
            }
        }
        return all;
    }

    public Optional<Figure> figure(String figureId) {
        return allFigures().stream().filter(f -> f.id().equals(figureId)).findFirst();
    }

    /** The steps a learner is scored on. */
    public List<Step> scoredSteps() {
        return steps.stream().filter(Step::scored).toList();
    }

    /** The teacher's side: how the time goes, what learners get wrong, and notes. */
    public record TeacherNotes(Text timing, List<Misconception> misconceptions, Text notes) {
        public TeacherNotes {
            misconceptions = List.copyOf(misconceptions);
        }
    }

    /**
     * A question of the exit ticket: what each learner answers alone before leaving, and the answer the
     * teacher marks it against (printed only in the answer key and the teacher's notes).
     */
    public record ExitQuestion(Text prompt, Text answer) { }

    /** A belief learners bring, and what is true instead. */
    public record Misconception(Text belief, Text truth) { }

    /**
     * What the printed handout carries beyond the objectives and key rules: a summary, the steps that
     * make the worksheet (questions and exercises; empty: all of them), the charts to print, and the figures
     * kept off the pupils' table of numbers because the worksheet asks for them (the answer key gives them).
     */
    public record Handout(Text summary, List<String> worksheet, List<String> charts, List<String> keyOnly) {
        public Handout {
            worksheet = List.copyOf(worksheet);
            charts = List.copyOf(charts);
            keyOnly = List.copyOf(keyOnly);
        }

        public Handout(Text summary, List<String> worksheet, List<String> charts) {
            this(summary, worksheet, charts, List.of());
        }
    }
}
