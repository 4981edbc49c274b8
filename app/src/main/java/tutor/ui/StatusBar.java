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

    /**
     * Its tooltip (the whole notice, kept after the line fades) shows on the status line itself: shown at the pointer
     * like any tooltip, it was pushed up over what the screen shows when the pointer rested at the window's bottom
     * («Тренажёр теперь говорит по-русски.» over the lesson card, the teacher's walk, shot 48). A notice longer than
     * the whole line wraps to a second one rather than ending in "…" (a French mid-turn save's warning, teacher walk 7).
     */
    private final tutor.ui.widgets.WrappingLabel message = new tutor.ui.widgets.WrappingLabel() {
        private static final long serialVersionUID = 1L;

        @Override
        public java.awt.Point getToolTipLocation(java.awt.event.MouseEvent e) {
            javax.swing.JToolTip tip = createToolTip();
            tip.setTipText(getToolTipText());
            // The tip's bottom on the bar's bottom: it covers the line it stands for, not the screen above it.
            int barBottom = StatusBar.this.getHeight() - getY();
            return new java.awt.Point(0, barBottom - tip.getPreferredSize().height);
        }
    };
    private final JLabel learner = new JLabel();
    /** Long work under way (an export): its progress, and a Cancel button. */
    private final javax.swing.JProgressBar progress = new javax.swing.JProgressBar();
    private final javax.swing.JButton cancel = new javax.swing.JButton();
    private transient Runnable cancelling;
    private final Timer clear = new Timer(8000, e -> {
        message.setText(" ");
        revalidate();
    });
    private final transient TutorModel model;

    StatusBar(TutorModel model) {
        super(new MigLayout("insets 2 8 2 8, fillx, hidemode 3", "[grow,fill][][][]"));
        this.model = model;
        setName("status");
        message.setText(" ");
        message.setName("status.message");
        learner.setName("status.learner");
        clear.setRepeats(false);
        progress.setName("status.progress");
        progress.setIndeterminate(true);
        progress.setVisible(false);
        cancel.setName("status.cancel");
        cancel.setVisible(false);
        cancel.addActionListener(e -> {
            if (cancelling != null) {
                cancelling.run();
            }
        });
        add(message, "wmin 0");
        add(progress, "w 80!");
        add(cancel);
        add(learner);
        model.addListener(this::changed);
        showLearner();
    }

    private void changed(TutorEvent e) {
        if (e instanceof TutorEvent.Notice n) {
            message.setText(n.text());
            message.setToolTipText(n.text());
            revalidate();
            message.setForeground(n.problem() ? BoardView.color("Tutor.feedback.wrong") : (Color) null);
            clear.stop();
            if (!n.problem()) {
                clear.start();
            }
        } else if (e instanceof TutorEvent.ProgressChanged p && p.activityId() == null || e instanceof TutorEvent.LanguageChanged) {
            showLearner();
        }
        if (e instanceof TutorEvent.LanguageChanged && clear.isRunning()) {
            // A passing notice was worded in the language just left ("Тема для проектора." on a French window): it goes
            // at once rather than fading in the wrong language. A problem stays (it says what to do about it).
            clear.stop();
            message.setText(" ");
            message.setToolTipText(null);
            revalidate();
        }
    }

    /** Long work has started: says what, shows that it goes on, and offers Cancel (which runs {@code cancel}). */
    void busy(String what, Runnable cancel) {
        clear.stop();
        message.setText(what);
        message.setToolTipText(what);
        message.setForeground(null);
        cancelling = cancel;
        tutor.ui.widgets.Mnemonics.apply(this.cancel, model.texts().get("status.cancel"));
        progress.setVisible(true);
        this.cancel.setVisible(true);
        revalidate();
    }

    /** The long work is over (its outcome is said by the next notice). */
    void idle() {
        cancelling = null;
        progress.setVisible(false);
        cancel.setVisible(false);
        revalidate();
    }

    boolean busy() {
        return progress.isVisible();
    }

    private void showLearner() {
        String name = model.learner();
        // No learner chosen: said as the Lessons screen says it, not as the computer account's name ("Learner: root").
        learner.setText(name.isEmpty() ? model.texts().get("status.learner.computer")
                : model.texts().get("status.learner", name));
    }

    /**
     * A notice longer than the line leaves beside the learner's name gets the whole line: the name steps aside (it is
     * in its tooltip meanwhile) and comes back when the notice fades. At 1024x768 a French or Russian notice was cut.
     */
    @Override
    public void doLayout() {
        java.awt.Insets in = getInsets();
        int room = getWidth() - in.left - in.right - com.formdev.flatlaf.util.UIScale.scale(16)
                - (progress.isVisible() ? progress.getPreferredSize().width + cancel.getPreferredSize().width : 0);
        // The notice's width on one line: wrapped, its preferred width is its widest line, which always fits.
        int oneLine = message.getFontMetrics(message.getFont()).stringWidth(message.getText()) + message.getInsets().left
                + message.getInsets().right + 2;
        boolean fits = oneLine + learner.getPreferredSize().width + com.formdev.flatlaf.util.UIScale.scale(12) <= room;
        if (learner.isVisible() != fits) {
            learner.setVisible(fits);
        }
        super.doLayout();
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
