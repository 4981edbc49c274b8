package tutor.classroom;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tutor.data.Bundle;
import tutor.lesson.Lesson;
import tutor.lesson.LessonLab;
import tutor.lesson.Step;
import tutor.lesson.Text;
import tutor.scenario.Scenario;
import tutor.scenario.ScenarioLoader;
import tutor.scenario.ScenarioRunner;

/**
 * A lesson made ready for a class: its played scenarios read once in every language (a learner reads
 * their own), the scripted run of each (what the referee rules at every decision, for Reveal), and the
 * two ways of wording feedback: the learner's, which withholds the answer, and the teacher's.
 */
public final class ClassLesson {

    private final Lesson lesson;
    private final LessonLab lab;
    private final ClassDisplay learnerDisplay;
    private final ClassDisplay teacherDisplay;
    private final Map<String, Map<String, Scenario>> scenarios = new HashMap<>();
    private final Map<String, ScenarioRunner.Run> runs = new HashMap<>();
    private final Map<String, List<Reveal.Part>> reveals = new java.util.concurrent.ConcurrentHashMap<>();

    public ClassLesson(Lesson lesson, LessonLab lab) {
        this.lesson = lesson;
        this.lab = lab;
        this.learnerDisplay = new ClassDisplay(lab, lesson, true);
        this.teacherDisplay = new ClassDisplay(lab, lesson, false);
        for (String lang : Text.LANGUAGES) {
            ScenarioLoader loader = new ScenarioLoader(Bundle.get(), lang);
            Map<String, Scenario> byPath = new HashMap<>();
            for (Step s : lesson.steps()) {
                if (s instanceof Step.Play p && !byPath.containsKey(p.scenario())) {
                    Scenario sc = loader.load(Path.of(p.scenario())).scenario();
                    if (sc != null) {
                        byPath.put(p.scenario(), sc);
                    }
                }
            }
            scenarios.put(lang, byPath);
        }
        ScenarioRunner runner = new ScenarioRunner();
        scenarios.get(Text.ENGLISH).forEach((path, sc) -> runs.put(path, runner.run(sc)));
    }

    public Lesson lesson() {
        return lesson;
    }

    /** What Reveal shows at a step in a language, made by {@code make} the first time it is asked for. */
    List<Reveal.Part> reveal(int index, String lang, java.util.function.Supplier<List<Reveal.Part>> make) {
        return reveals.computeIfAbsent(index + "/" + lang, k -> make.get());
    }

    public LessonLab lab() {
        return lab;
    }

    ClassDisplay learnerDisplay() {
        return learnerDisplay;
    }

    ClassDisplay teacherDisplay() {
        return teacherDisplay;
    }

    public List<Step> steps() {
        return lesson.steps();
    }

    /** A lesson text in a language, its figures filled in. */
    public String text(Text t, String lang) {
        return teacherDisplay.text(t, lang);
    }

    /** A played step's scenario as read in a language; empty when its file did not load. */
    public Optional<Scenario> scenario(Step.Play p, String lang) {
        return Optional.ofNullable(scenarios.getOrDefault(lang, Map.of()).get(p.scenario()));
    }

    /** The scripted path of a played step's scenario, as the referee ruled it. */
    public Optional<ScenarioRunner.Run> run(Step.Play p) {
        return Optional.ofNullable(runs.get(p.scenario()));
    }

    /** Whether learners answer at this step (and so are counted): questions, exercises, and scenarios they play. */
    public static boolean answered(Step s) {
        return s instanceof Step.Question || s instanceof Step.Exercise
                || s instanceof Step.Play p && p.mode() != Step.PlayMode.WATCH;
    }
}
