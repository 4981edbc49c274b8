package tutor.ui.play;

import javax.swing.JButton;
import tutor.ui.model.Activity;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;

/** "Play on from here", beside Hint and Undo: the open scenario's position becomes a free game. */
public final class PlayOnButton {

    private PlayOnButton() {
    }

    public static JButton create(TutorModel model, Runnable playOn) {
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
                Activity a = model.activity();
                b.setEnabled(a != null && a.kind() == Activity.Kind.SCENARIO);
            }
        });
        return b;
    }
}
