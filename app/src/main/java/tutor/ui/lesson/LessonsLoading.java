package tutor.ui.lesson;

import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.JLabel;
import javax.swing.SwingConstants;
import tutor.lesson.load.ProgressStore;
import tutor.scenario.LibraryFolder;
import tutor.ui.model.TutorModel;

/**
 * Reads the lessons and the class off the event thread, and the card the Lessons screen shows until they are read:
 * a few seconds on a school computer, never blank frames; "Loading…", or why they could not be read.
 */
final class LessonsLoading {

    private final JLabel label = new JLabel("", SwingConstants.CENTER);
    private final TutorModel model;
    private final Supplier<LessonLibrary> makeLibrary;
    private final ProgressStore store;
    /** Made on a worker thread when the screen first loads: the lab needs the rule data, which loads beside the window. */
    private volatile LessonLibrary library;
    /** Why the lessons could not be read, or null: the card then says so instead of "Loading…". */
    private Throwable failure;

    LessonsLoading(TutorModel model, Supplier<LessonLibrary> makeLibrary, ProgressStore store) {
        this.model = model;
        this.makeLibrary = makeLibrary;
        this.store = store;
    }

    /** The lessons' library, or null before the first read has made it. */
    LessonLibrary library() {
        return library;
    }

    /** The card, worded and sized when the screen is made. */
    JLabel card(LessonWords w) {
        label.setName("lessons.loading");
        label.setText(w.get("shelf.loading"));
        label.setFont(label.getFont().deriveFont(label.getFont().getSize2D() * tutor.ui.widgets.Reading.scale()));
        return label;
    }

    /** Words the card again in the window's language, unless it says why the lessons could not be read. */
    void reword(LessonWords w) {
        if (failure == null) {
            label.setText(w.get("shelf.loading"));
        }
    }

    /** Reads the lessons and the class again (off the event thread); back on it, hands them over or says why not. */
    void reload(Consumer<LessonLibrary.Loaded> then, Supplier<LessonWords> words) {
        Path folder = LibraryFolder.find("lessons");
        tutor.ui.widgets.OffTheEventThread.read(() -> {
            if (library == null) {
                library = makeLibrary.get();
            }
            return library.load(folder, store);
        }, then, cause -> {
            failure = cause;
            String why = words.get().get("shelf.loadFailed", folder.toString(), String.valueOf(cause.getMessage()));
            label.setText(why);
            model.notice(why, true);
        });
    }
}
