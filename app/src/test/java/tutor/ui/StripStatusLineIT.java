package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javax.swing.JDialog;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import tutor.ui.players.PlayerStrip;

/**
 * In a column as narrow as Practise's on the projector (about 235 px), a chip's status («en prison», «1 carte») is whole
 * on its own line (issue 22), where beside the cash it was cut; and the chip is as tall with a status as without.
 */
class StripStatusLineIT extends AbstractTutorIT {

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    @Override
    protected String language() {
        return "fr";
    }

    @Test
    void theStatusIsWholeOnItsOwnLineAndEveryChipIsAsTall() {
        openScenario("auction-bidding-from-jail");
        JDialog[] shown = new JDialog[2];
        PlayerStrip[] strips = new PlayerStrip[2];
        GuiActionRunner.execute(() -> {
            for (int i = 0; i < 2; i++) {
                strips[i] = new PlayerStrip(model(), i == 1);
                shown[i] = new JDialog(frame);
                shown[i].add(strips[i]);
                shown[i].setSize(235, 400);
                shown[i].setVisible(true);
            }
            model().setLanguage("en"); // the strips hear of the activity through the model
            model().setLanguage("fr");
        });
        robot.waitForIdle();
        robot.waitForIdle();
        List<String> oneLine = onEdt(() -> Clipping.of(strips[0], shown[0].getRootPane(), "status beside the cash"));
        List<String> twoLines = onEdt(() -> Clipping.of(strips[1], shown[1].getRootPane(), "status on its own line"));
        int cat = onEdt(() -> window.robot().finder().find(shown[1], c -> "player.Cat".equals(c.getName())).getHeight());
        int ann = onEdt(() -> window.robot().finder().find(shown[1], c -> "player.Ann".equals(c.getName())).getHeight());
        GuiActionRunner.execute(() -> {
            shown[0].dispose();
            shown[1].dispose();
        });
        assertThat(oneLine).as("the fault this guards against").isNotEmpty();
        assertThat(twoLines).isEmpty();
        assertThat(cat).as("Cat (in Jail) as tall as Ann").isEqualTo(ann);
    }
}
