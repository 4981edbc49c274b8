package tutor.ui;

import java.awt.Color;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.Timer;
import net.miginfocom.swing.MigLayout;
import tutor.ui.board.BoardView;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;

/**
 * The line at the bottom of the window: what just happened (copied, saved, reloaded) and what
 * went wrong (a save that failed, with why), and who the learner is. A problem stays until the
 * next message; other messages fade after a while.
 */
final class StatusBar extends JPanel {

    private static final long serialVersionUID = 1L;

    private final JLabel message = new JLabel(" ");
    private final JLabel learner = new JLabel();
    private final Timer clear = new Timer(8000, e -> message.setText(" "));
    private final transient TutorModel model;

    StatusBar(TutorModel model) {
        super(new MigLayout("insets 2 8 2 8, fillx", "[grow,fill][]"));
        this.model = model;
        setName("status");
        message.setName("status.message");
        learner.setName("status.learner");
        clear.setRepeats(false);
        add(message, "wmin 0");
        add(learner);
        model.addListener(this::changed);
        showLearner();
    }

    private void changed(TutorEvent e) {
        if (e instanceof TutorEvent.Notice n) {
            message.setText(n.text());
            message.setToolTipText(n.text());
            message.setForeground(n.problem() ? BoardView.color("Tutor.feedback.wrong") : (Color) null);
            clear.stop();
            if (!n.problem()) {
                clear.start();
            }
        } else if (e instanceof TutorEvent.ProgressChanged p && p.activityId() == null || e instanceof TutorEvent.LanguageChanged) {
            showLearner();
        }
    }

    private void showLearner() {
        String name = model.learner();
        learner.setText(name.isEmpty() ? model.texts().get("status.learner.computer", System.getProperty("user.name", "?"))
                : model.texts().get("status.learner", name));
    }

    String text() {
        return message.getText();
    }

    /** The last notice, kept in the tooltip after the line fades (8 s), so a slow reader can still find it. */
    String lastNotice() {
        String tip = message.getToolTipText();
        return tip == null ? "" : tip;
    }
}
