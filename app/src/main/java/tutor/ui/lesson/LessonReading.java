package tutor.ui.lesson;

import java.util.function.Consumer;
import java.util.function.Supplier;
import tutor.lesson.Lesson;
import tutor.play.LessonActivity;
import tutor.ui.model.TutorModel;

/**
 * Reads a lesson's scenarios off the event thread: when the lesson opens, in the window's language, and again when
 * the language changes mid-lesson (View > Language), so that a teacher who switches has the class read the step in
 * the new language, where the lesson left off. Apart from {@link Lessons}, which shows what is read.
 */
final class LessonReading {

    private final TutorModel model;
    private final Supplier<LessonLibrary> library;
    /** The screen's words, for the notice when a lesson cannot be read. */
    private final Supplier<LessonWords> words;

    LessonReading(TutorModel model, Supplier<LessonLibrary> library, Supplier<LessonWords> words) {
        this.model = model;
        this.library = library;
        this.words = words;
    }

    /** Reads a lesson's scenarios in the window's language, then hands them over on the event thread. */
    void open(Lesson lesson, Consumer<LessonLibrary.Opened> then) {
        read(library.get(), lesson, WindowLanguage.of(model), then);
    }

    /**
     * The window's language changed with a lesson open: its title and situation line follow at once; its scenarios are
     * read again, then its plays speak the new language and {@code shownAgain} runs, if the lesson is still the one
     * {@code open} and the language still the window's.
     */
    void speak(LessonActivity lesson, Supplier<LessonActivity> open, Runnable shownAgain) {
        String lang = WindowLanguage.of(model);
        lesson.speak(lang); // its title and situation line, where the window shows them
        LessonLibrary lib = library.get();
        if (lib == null) {
            return;
        }
        read(lib, lesson.lesson(), lang, o -> {
            if (open.get() == lesson && lang.equals(WindowLanguage.of(model))) {
                lesson.speak(lang, o.scenarios());
                shownAgain.run();
            }
        });
    }

    private void read(LessonLibrary lib, Lesson lesson, String lang, Consumer<LessonLibrary.Opened> then) {
        tutor.ui.widgets.OffTheEventThread.read(() -> lib.open(lesson, lang), then,
                cause -> model.notice(words.get().get("lesson.openFailed", String.valueOf(cause.getMessage())), true));
    }
}
