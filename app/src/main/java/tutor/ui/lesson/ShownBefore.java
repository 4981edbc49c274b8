package tutor.ui.lesson;

import tutor.play.Activity;
import tutor.play.LessonActivity;
import tutor.ui.model.TutorModel;

/**
 * What the window showed before a lesson opened (a scenario, a game), shown again when the lesson is left (back to
 * the shelf, finished, or another screen), so the Table screen never shows the lesson's board or its players beside
 * another text.
 */
final class ShownBefore {

    private final TutorModel model;
    private Activity before;

    ShownBefore(TutorModel model) {
        this.model = model;
    }

    /** Keeps what the window shows now, to show it again when the lesson is left. */
    void remember() {
        Activity now = model.activity();
        if (now != null && !(now instanceof LessonActivity)) {
            before = now;
        } else if (model.history().lastAt("table") != null) {
            // A lesson open already (the Lessons screen brings the last one back): what the Table shows now is the
            // Table's last activity, not the one kept when an earlier lesson opened (the start-up scenario, in the
            // start-up language, came back instead of the teacher's game).
            before = model.history().lastAt("table");
        }
    }

    /** The lesson is left: the window shows again what it showed before. */
    void restore() {
        if (model.activity() instanceof LessonActivity && before != null) {
            model.open(before);
        }
    }
}
