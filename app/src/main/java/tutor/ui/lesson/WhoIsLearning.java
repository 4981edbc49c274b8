package tutor.ui.lesson;

import java.awt.Frame;
import java.util.Optional;
import javax.swing.JOptionPane;

/** Asks who is learning before a scored lesson or a review, from the class list or a new name. */
final class WhoIsLearning {

    private WhoIsLearning() {
    }

    /** Asks, and chooses the learner named; false when nobody was chosen (cancelled, blank, or a name refused). */
    static boolean ask(Frame owner, ClassList cls, LessonWords w) {
        Object[] names = cls.names().toArray();
        Object answer = JOptionPane.showInputDialog(owner, w.get("who.question"), w.get("who.title"), JOptionPane.QUESTION_MESSAGE,
                null, names.length == 0 ? null : names, names.length == 0 ? "" : names[0]);
        if (answer == null || answer.toString().isBlank()) {
            return false;
        }
        Optional<String> problem = cls.named(answer.toString().strip()).isPresent() ? Optional.empty()
                : cls.problemWith(answer.toString(), null);
        if (problem.isPresent()) {
            JOptionPane.showMessageDialog(owner, w.get(problem.get(), answer), w.get("who.title"), JOptionPane.WARNING_MESSAGE);
            return false;
        }
        cls.choose(answer.toString().strip());
        return true;
    }
}
