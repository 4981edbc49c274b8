package tutor.classroom;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tutor.lesson.Step;
import tutor.lesson.Text;

/**
 * The teacher's live numbers at a step: how many have joined and answered, the spread of the answers
 * (each choice, or each amount given, with how many gave it and whether it is right), and the common
 * wrong answers named with the lesson's or scenario's own explanation of each. At a scenario step: how
 * many play it, how many reached its end, how many without a wrong move, and the wrong moves made most.
 */
public record StepTally(int joined, int answered, int finished, int firstTry, List<Bar> spread, List<Wrong> common) {

    /** One answer given and how many gave it. */
    public record Bar(String label, int count, boolean right) { }

    /** A wrong answer, how many learners gave it, and why it is wrong ("" when the lesson does not say). */
    public record Wrong(String answer, int learners, String why) { }

    public StepTally {
        spread = List.copyOf(spread);
        common = List.copyOf(common);
    }

    /** The tally at step {@code index}, in the class's language. */
    public static StepTally of(ClassSession session, int index) {
        return session.read(s -> build(s, index));
    }

    /** What every learner has at a step (those with nothing left out). */
    private static <T> List<T> atStep(ClassSession s, java.util.function.Function<Seat, T> of) {
        List<T> out = new ArrayList<>();
        for (Seat seat : s.seats()) {
            T t = of.apply(seat);
            if (t != null) {
                out.add(t);
            }
        }
        return out;
    }

    private static StepTally build(ClassSession s, int index) {
        ClassLesson lesson = s.lesson();
        Step step = lesson.steps().get(index);
        String lang = s.language();
        int joined = s.seats().size();
        if (step instanceof Step.Play) {
            List<Seat.Played> plays = atStep(s, seat -> seat.plays.get(step.id()));
            int finished = 0;
            int first = 0;
            Map<String, int[]> counts = new LinkedHashMap<>();
            Map<String, String> whys = new LinkedHashMap<>();
            for (Seat.Played p : plays) {
                finished += p.finished ? 1 : 0;
                first += p.finished && p.wrong.isEmpty() ? 1 : 0;
                for (Seat.Miss m : new java.util.LinkedHashSet<>(p.wrong)) {
                    counts.computeIfAbsent(m.shown(), k -> new int[1])[0]++;
                    whys.putIfAbsent(m.shown(), m.why());
                }
            }
            return new StepTally(joined, plays.size(), finished, first, List.of(), common(counts, whys));
        }
        List<Seat.Mine> answers = atStep(s, seat -> seat.answers.get(step.id()));
        Map<String, int[]> byValue = new LinkedHashMap<>();
        Map<String, Boolean> right = new LinkedHashMap<>();
        if (step instanceof Step.Question q && !q.isAmount()) {
            for (int i = 0; i < q.choices().size(); i++) {
                byValue.put("choice:" + i, new int[1]);
                right.put("choice:" + i, q.choices().get(i).right());
            }
        }
        for (Seat.Mine m : answers) {
            byValue.computeIfAbsent(m.value(), k -> new int[1])[0]++;
            right.putIfAbsent(m.value(), m.right());
        }
        List<Bar> spread = new ArrayList<>();
        Map<String, int[]> wrongCounts = new LinkedHashMap<>();
        Map<String, String> whys = new LinkedHashMap<>();
        byValue.forEach((value, n) -> {
            String label = label(lesson, step, value, lang);
            spread.add(new Bar(label, n[0], right.get(value)));
            if (!right.get(value) && n[0] > 0) {
                wrongCounts.put(label, n);
                whys.put(label, why(lesson, step, value, lang));
            }
        });
        if (!(step instanceof Step.Question q && !q.isAmount())) {
            spread.sort(java.util.Comparator.comparing((Bar b) -> -b.count()));
        }
        int correct = (int) answers.stream().filter(Seat.Mine::right).count();
        return new StepTally(joined, answers.size(), answers.size(), correct, spread.size() > 8 ? spread.subList(0, 8) : spread,
                common(wrongCounts, whys));
    }

    private static List<Wrong> common(Map<String, int[]> counts, Map<String, String> whys) {
        return counts.entrySet().stream().sorted((a, b) -> b.getValue()[0] - a.getValue()[0]).limit(3)
                .map(e -> new Wrong(e.getKey(), e.getValue()[0], whys.getOrDefault(e.getKey(), ""))).toList();
    }

    private static String label(ClassLesson lesson, Step step, String value, String lang) {
        if (value.startsWith("choice:") && step instanceof Step.Question q) {
            return lesson.text(q.choices().get(Integer.parseInt(value.substring(7))).text(), lang);
        }
        BigDecimal amount = new BigDecimal(value.substring("amount:".length()));
        String unit = step instanceof Step.Question q ? q.unit() : "";
        if (step instanceof Step.Exercise) {
            return amount.toPlainString();
        }
        return lesson.text(lesson.learnerDisplay().amountText(amount, unit), lang);
    }

    private static String why(ClassLesson lesson, Step step, String value, String lang) {
        if (value.startsWith("choice:") && step instanceof Step.Question q) {
            return MarkdownBlocks.plain(lesson.text(q.choices().get(Integer.parseInt(value.substring(7))).feedback(), lang));
        }
        BigDecimal amount = new BigDecimal(value.substring("amount:".length()));
        List<Step.WrongAmount> wrong = step instanceof Step.Question q ? q.wrong() : ((Step.Exercise) step).wrong();
        for (Step.WrongAmount w : wrong) {
            if (w.amount().compareTo(amount) == 0) {
                Text t = w.why();
                return MarkdownBlocks.plain(lesson.text(t, lang));
            }
        }
        return "";
    }
}
