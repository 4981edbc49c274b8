package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.JLabel;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * A long notice is read whole on the status line at 1024x768 (in French it was cut): the learner's name steps aside
 * while it shows, and comes back after.
 */
class StatusLineIT extends AbstractTutorIT {

    @Override
    protected String language() {
        return "fr";
    }

    @Test
    void aLongNoticeIsNotCutAndTheLearnerComesBack() {
        JLabel message = (JLabel) window.label("status.message").target();
        JLabel learner = (JLabel) window.label("status.learner").target();
        // A notice that fits the line alone, but not beside the learner's name.
        String notice = onEdt(() -> {
            java.awt.FontMetrics fm = message.getFontMetrics(message.getFont());
            int room = message.getParent().getWidth() - 40;
            StringBuilder s = new StringBuilder("Décision 12 copiée sous forme de texte");
            while (fm.stringWidth(s + " mot") < room - learner.getPreferredSize().width / 2) {
                s.append(" mot");
            }
            return s.toString();
        });
        GuiActionRunner.execute(() -> model().notice(notice, false));
        robot.waitForIdle();
        assertThat(onEdt(() -> message.getWidth())).isGreaterThanOrEqualTo(onEdt(() -> message.getPreferredSize().width));
        assertThat(onEdt(learner::isVisible)).as("the learner steps aside").isFalse();

        GuiActionRunner.execute(() -> model().notice("Thème clair.", false));
        robot.waitForIdle();
        assertThat(onEdt(learner::isVisible)).as("the learner is back").isTrue();
        // Nobody chosen yet: said as the Lessons screen says it, never the computer account's name.
        assertThat(onEdt(learner::getText)).isEqualTo("Élève\u00a0: aucun élève choisi").doesNotContain(System.getProperty("user.name"));
        assertThat(onEdt(() -> message.getWidth())).isGreaterThanOrEqualTo(onEdt(() -> message.getPreferredSize().width));
    }
}
