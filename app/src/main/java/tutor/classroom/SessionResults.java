package tutor.classroom;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tutor.lesson.ClassReport;
import tutor.lesson.Learner;
import tutor.lesson.Lesson;
import tutor.lesson.LessonAttempt;
import tutor.lesson.Mode;
import tutor.lesson.Step;
import tutor.lesson.StepResult;
import tutor.lesson.load.ProgressStore;
import tutor.text.CsvCell;
import tutor.text.Texts;

/**
 * A session's results as the lesson model keeps results: for every learner one scored attempt (quiz
 * rules: a question answered right is 100, wrong 0; a scenario played to its end is 100 without a wrong
 * move, 67 after one), read from the stored answers, so the live session, a restarted server and
 * {@code class report} all see the same thing. From it: the class report (per learner, per step, the
 * common wrong answers), its CSV, and the learners' marks added to the Lessons screen's progress.
 */
public final class SessionResults {

    private final Lesson lesson;
    private final Map<String, LessonAttempt> attempts;
    private final Map<String, Integer> reached;
    private final String classLanguage;
    private final java.util.function.BiFunction<tutor.lesson.Text, String, String> text;

    private SessionResults(Lesson lesson, Map<String, LessonAttempt> attempts, Map<String, Integer> reached, String classLanguage,
                           java.util.function.BiFunction<tutor.lesson.Text, String, String> text) {
        this.lesson = lesson;
        this.attempts = attempts;
        this.reached = reached;
        this.classLanguage = classLanguage;
        this.text = text;
    }

    /**
     * These results with a question's wrong choices read again in the report's language: they are stored as the
     * class read them ({@code classLanguage}), and {@code text} words a lesson text in a language.
     */
    public SessionResults readIn(String classLanguage, java.util.function.BiFunction<tutor.lesson.Text, String, String> text) {
        return new SessionResults(lesson, attempts, reached, classLanguage, text);
    }

    /** Every learner's attempt with a question's wrong choices worded in {@code language} (as stored when it is unknown). */
    private Map<String, LessonAttempt> attemptsIn(String language) {
        if (text == null || language.equals(classLanguage)) {
            return attempts;
        }
        Map<String, Map<String, String>> worded = new java.util.HashMap<>();
        for (Step s : lesson.scoredSteps()) {
            if (s instanceof Step.Question q && !q.isAmount()) {
                Map<String, String> m = new java.util.HashMap<>();
                q.choices().forEach(c -> m.put(text.apply(c.text(), classLanguage), text.apply(c.text(), language)));
                worded.put(s.id(), m);
            }
        }
        Map<String, LessonAttempt> out = new LinkedHashMap<>();
        attempts.forEach((name, a) -> {
            List<StepResult> results = new ArrayList<>();
            for (StepResult r : a.results()) {
                Map<String, String> m = worded.getOrDefault(r.stepId(), Map.of());
                results.add(new StepResult(r.stepId(), r.misses(), r.hints(), r.workedAnswer(), r.right(),
                        r.wrongAnswers().stream().map(w -> m.getOrDefault(w, w)).toList()));
            }
            out.put(name, new LessonAttempt(a.lessonId(), a.mode(), a.started(), a.finished(), results));
        });
        return out;
    }

    /**
     * The results of session {@code sessionId} as stored. A learner reached every step up to the furthest of: the
     * step the class stands at and any step someone answered (live), or their own step (homework), and any step
     * they answered; their percentage is over the scored steps reached.
     */
    public static SessionResults of(Lesson lesson, ClassStore store, long sessionId, Instant started, boolean homework) {
        List<ClassStore.Answer> answers = store.answers(sessionId);
        Map<String, Integer> index = new java.util.HashMap<>();
        for (int i = 0; i < lesson.steps().size(); i++) {
            index.put(lesson.steps().get(i).id(), i);
        }
        int classAt = homework ? 0 : store.standing(sessionId).step();
        Map<Long, Integer> furthest = new java.util.HashMap<>();
        for (ClassStore.SeatRow seat : store.seats(sessionId)) {
            furthest.put(seat.id(), homework ? seat.step() : classAt);
        }
        for (ClassStore.Answer a : answers) {
            furthest.merge(a.learnerId(), index.getOrDefault(a.stepId(), 0), Math::max);
            if (!homework) {
                classAt = Math.max(classAt, index.getOrDefault(a.stepId(), 0));
            }
        }
        int classReached = classAt;
        furthest.replaceAll((k, v) -> Math.max(v, classReached));
        return of(lesson, started, store.learners(sessionId), answers, furthest);
    }

    private static SessionResults of(Lesson lesson, Instant started, List<ClassStore.LearnerRow> learners,
                                     List<ClassStore.Answer> answers, Map<Long, Integer> furthest) {
        Map<Long, List<ClassStore.Answer>> byLearner = new LinkedHashMap<>();
        for (ClassStore.Answer a : answers) {
            byLearner.computeIfAbsent(a.learnerId(), k -> new ArrayList<>()).add(a);
        }
        List<Step> scored = lesson.scoredSteps();
        Map<String, LessonAttempt> out = new LinkedHashMap<>();
        Map<String, Integer> reached = new LinkedHashMap<>();
        for (ClassStore.LearnerRow l : learners) {
            int upTo = furthest.getOrDefault(l.id(), lesson.steps().size() - 1);
            reached.put(l.firstName(), (int) scored.stream().filter(s -> lesson.steps().indexOf(s) <= upTo).count());
            List<ClassStore.Answer> mine = byLearner.getOrDefault(l.id(), List.of());
            List<StepResult> results = new ArrayList<>();
            for (Step s : scored) {
                result(s, mine).ifPresent(results::add);
            }
            boolean finished = !scored.isEmpty() && results.stream().anyMatch(r -> r.stepId().equals(scored.get(scored.size() - 1).id()));
            out.put(l.firstName(), new LessonAttempt(lesson.id(), Mode.QUIZ, started, finished, results));
        }
        return new SessionResults(lesson, out, reached, null, null);
    }

    private static Optional<StepResult> result(Step s, List<ClassStore.Answer> mine) {
        List<String> wrong = new ArrayList<>();
        boolean done = false;
        boolean right = false;
        for (ClassStore.Answer a : mine) {
            if (!a.stepId().equals(s.id())) {
                continue;
            }
            switch (a.kind()) {
                case "answer" -> {
                    done = true;
                    right = a.correct();
                    if (!right) {
                        wrong.add(a.answer());
                    }
                }
                case "move" -> {
                    // A scenario step played but not finished was reached: its wrong moves belong in the report.
                    done = true;
                    if (!a.correct()) {
                        wrong.add(a.answer());
                    }
                }
                case "result" -> {
                    done = true;
                    right = true;
                }
                default -> { }
            }
        }
        // Every try counts as a miss, but the same wrong answer given twice is named once.
        return done ? Optional.of(new StepResult(s.id(), wrong.size(), 0, false, right, List.copyOf(new java.util.LinkedHashSet<>(wrong))))
                : Optional.empty();
    }

    public Map<String, LessonAttempt> attempts() {
        return attempts;
    }

    /** The report of this session alone: each learner as they joined (by first name). */
    public ClassReport report(boolean anonymise, String language) {
        List<Learner> learners = new ArrayList<>();
        attemptsIn(language).forEach((name, a) -> learners.add(new Learner(name, List.of(a), List.of())));
        Texts t = Texts.of("classroom", language);
        return ClassReport.of(lesson, learners, anonymise, n -> t.get("report.anonymous", n),
                name -> reached.getOrDefault(name, lesson.scoredSteps().size()));
    }

    /**
     * The report as CSV: one line per learner and scored step, every text cell neutralised against
     * spreadsheet formulas ({@link CsvCell}).
     */
    public String csv(String language) {
        ClassReport r = report(false, language);
        StringBuilder b = new StringBuilder("learner,lesson,step,kind,score,first_try,misses,wrong_answers\r\n");
        for (ClassReport.Row row : r.rows()) {
            for (int i = 0; i < r.columns().size(); i++) {
                Step s = r.columns().get(i).step();
                b.append(CsvCell.text(row.learner())).append(',').append(CsvCell.text(lesson.id())).append(',')
                        .append(CsvCell.text(s.id())).append(',').append(s.kind()).append(',');
                Optional<StepResult> res = row.results().get(i);
                if (res.isEmpty()) {
                    b.append(",,,\r\n");
                    continue;
                }
                StepResult x = res.get();
                b.append(CsvCell.number(x.score())).append(',').append(x.firstTry()).append(',').append(CsvCell.number(x.misses()))
                        .append(',').append(CsvCell.text(String.join(" | ", x.wrongAnswers()))).append("\r\n");
            }
        }
        return b.toString();
    }

    /**
     * Adds every learner's attempt to the Lessons screen's progress (the class list in the tutor's folder),
     * by first name: a learner new to the class list is added; nobody else's progress is touched.
     */
    public void addToProgress(ProgressStore progress) throws IOException {
        Map<String, Learner> known = new LinkedHashMap<>();
        for (Learner l : progress.load()) {
            known.put(l.name(), l);
        }
        List<Learner> ours = new ArrayList<>();
        attempts.forEach((name, a) -> {
            if (!a.results().isEmpty()) {
                ours.add(known.getOrDefault(name, Learner.named(name)).with(a));
            }
        });
        if (!ours.isEmpty()) {
            progress.saveMerged(tutor.lesson.load.ClassBook.of(ours, java.time.Instant.now()));
        }
    }
}
