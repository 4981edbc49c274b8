package tutor.classroom;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import tutor.data.Bundle;
import tutor.lesson.Lesson;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;

/** The leaving-jail lesson made ready for a class once (loading its scenarios in three languages takes a moment). */
final class ClassFixture {

    static final String LESSON_FILE = "../lessons/rules/leaving-jail.yaml";
    private static ClassLesson lesson;

    private ClassFixture() {
    }

    static synchronized ClassLesson lesson() {
        if (lesson == null) {
            Path file = Path.of(LESSON_FILE);
            if (!file.toFile().isFile()) {
                file = Path.of("lessons/rules/leaving-jail.yaml");
            }
            Lesson l = new LessonLoader(Bundle.get(), LibraryData.lab()).load(file).lesson();
            lesson = new ClassLesson(l, LibraryData.lab());
        }
        return lesson;
    }

    /** A question's choices in English, in the order a learner of that name sees them. */
    static java.util.List<String> choicesSeenBy(String learner, String stepId) {
        tutor.lesson.Step.Question q = (tutor.lesson.Step.Question) lesson().steps().get(step(stepId));
        return tutor.lesson.ChoiceOrder.of(learner, stepId, q.choices().size()).stream()
                .map(i -> lesson().text(q.choices().get(i).text(), "en")).toList();
    }

    /** The index of a step by id. */
    static int step(String id) {
        for (int i = 0; i < lesson().steps().size(); i++) {
            if (lesson().steps().get(i).id().equals(id)) {
                return i;
            }
        }
        throw new IllegalArgumentException(id);
    }

    static ClassSession live(ClassStore store) {
        return ClassSession.start(store, lesson(), "5B", "en", ClassSession.Pace.LIVE, null, "ACDEFG", Clock.systemUTC());
    }

    static Instant now() {
        return Instant.now();
    }
}
