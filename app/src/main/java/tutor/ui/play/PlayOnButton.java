package tutor.ui.play;

import javax.swing.JButton;
import tutor.play.Activity;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;

/** "Play on from here", beside Hint and Undo: the open scenario's position becomes a free game. */
public final class PlayOnButton {

    private PlayOnButton() {
    }

    /**
     * The button for the window's top bar: it shows its words where the bar has room for them, and only
     * its sign (the words in its tooltip) where the screens' names take the room, as in French or
     * Russian on a 1024x768 projector.
     */
    public static JButton create(TutorModel model, Runnable playOn, java.awt.Container bar, java.util.function.BooleanSupplier inFront) {
        JButton b = create(model, playOn, inFront);
        Runnable fit = () -> fit(b, bar);
        bar.addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                fit.run();
            }
        });
        model.addListener(e -> {
            if (e instanceof TutorEvent.LanguageChanged) {
                javax.swing.SwingUtilities.invokeLater(fit);
            }
        });
        return b;
    }

    private static void fit(JButton b, java.awt.Container bar) {
        b.setText(Ui.texts().get("new.playOn.short"));
        b.getAccessibleContext().setAccessibleName(Ui.texts().get("new.playOn.short"));
        if (bar.getWidth() > 0 && bar.getPreferredSize().width > bar.getWidth()) {
            b.setText(Ui.texts().get("new.playOn.sign"));
        }
        bar.revalidate();
    }

    /**
     * The button, live while a scenario is open and {@code inFront} says it is on the screen shown: over the Lessons
     * or Play it played on from a scenario out of sight (issue 22). The window calls {@link #refresh} when the screen
     * in front changes.
     */
    public static JButton create(TutorModel model, Runnable playOn, java.util.function.BooleanSupplier inFront) {
        Ui.follow(model);
        JButton b = new JButton(Ui.texts().get("new.playOn.short"));
        b.setName("action.playOn");
        b.setFocusable(false);
        b.setToolTipText(Ui.texts().get("new.playOn.tip"));
        b.addActionListener(e -> playOn.run());
        b.setEnabled(false);
        model.addListener(e -> {
            if (e instanceof TutorEvent.LanguageChanged) {
                b.setText(Ui.texts().get("new.playOn.short"));
                b.setToolTipText(Ui.texts().get("new.playOn.tip"));
            }
            if (e instanceof TutorEvent.ActivityChanged || e instanceof TutorEvent.ActivityUpdated) {
                refresh(b);
            }
        });
        b.putClientProperty(REFRESH, (Runnable) () -> {
            Activity a = model.activity();
            b.setEnabled(a != null && a.kind() == Activity.Kind.SCENARIO && inFront.getAsBoolean());
        });
        return b;
    }

    private static final String REFRESH = "tutor.playOn.refresh";

    /** Enables the button again for the activity open and the screen in front. */
    public static void refresh(JButton b) {
        if (b.getClientProperty(REFRESH) instanceof Runnable r) {
            r.run();
        }
    }
}
