package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javax.swing.JComboBox;
import javax.swing.UIManager;
import javax.swing.plaf.basic.ComboPopup;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;
import tutor.ui.widgets.Reading;

/**
 * On the projector what the class reads is at the reading size (Tutor.reading, 1.4 times the theme's type): the
 * Bid dialog (every amount dialog goes through the same OK/Cancel dialog) and the lists combo boxes open. They
 * were at the chrome's size. At 1024x768.
 */
class ProjectorReadingSizeIT extends AbstractTutorIT {

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    @Test
    void theBidDialogIsAtTheReadingSize() {
        assertThat(onEdt(Reading::scale)).isGreaterThan(1.3f);
        openScenario("shortage-opening-bid");
        window.button("action.bid").requireEnabled().click();
        DialogFixture bid = window.dialog("dialog.bid");
        float field = onEdt(() -> UIManager.getFont("TextField.font").getSize2D() * Reading.scale());
        float button = onEdt(() -> UIManager.getFont("Button.font").getSize2D() * Reading.scale());
        float label = onEdt(() -> UIManager.getFont("Label.font").getSize2D() * Reading.scale());
        assertThat(onEdt(() -> bid.textBox("dialog.amount").target().getFont().getSize2D())).isEqualTo(field, org.assertj.core.data.Offset.offset(0.5f));
        assertThat(onEdt(() -> bid.button("dialog.ok").target().getFont().getSize2D())).isEqualTo(button, org.assertj.core.data.Offset.offset(0.5f));
        List<Float> labels = onEdt(() -> {
            List<Float> sizes = new ArrayList<>();
            ComponentWalk.visit(bid.target(), c -> {
                if (c instanceof javax.swing.JLabel l && l.isShowing() && l.getText() != null && !l.getText().isBlank()) {
                    sizes.add(l.getFont().getSize2D());
                }
            });
            return sizes;
        });
        assertThat(labels).isNotEmpty().allSatisfy(s -> assertThat(s).isGreaterThanOrEqualTo(label - 0.5f));
        bid.button("dialog.cancel").click();
    }

    @Test
    void comboBoxListsOpenAtTheReadingSize() {
        // The Play screen picks players and strategies from combo boxes.
        onEdt(() -> {
            frame.showScreen("play");
            return null;
        });
        robot.waitForIdle();
        List<String> small = onEdt(() -> {
            List<String> out = new ArrayList<>();
            int[] combos = {0};
            ComponentWalk.visit(frame, c -> {
                if (c instanceof JComboBox<?> box) {
                    combos[0]++;
                    ComboPopup popup = (ComboPopup) box.getUI().getAccessibleChild(box, 0);
                    float want = box.getFont().getSize2D() * Reading.scale();
                    if (Math.abs(popup.getList().getFont().getSize2D() - want) > 0.5f) {
                        out.add(ComponentWalk.where(box) + ": " + popup.getList().getFont().getSize2D() + " for " + want);
                    }
                }
            });
            if (combos[0] == 0) {
                out.add("no combo box found");
            }
            return out;
        });
        assertThat(small).isEmpty();
        // A combo box made after the theme (a dialog's) and one whose font is changed later keep the reading size.
        float made = onEdt(() -> {
            JComboBox<String> box = new JComboBox<>(new String[] {"Classic", "Junior"});
            box.setFont(box.getFont().deriveFont(20f));
            return ((ComboPopup) box.getUI().getAccessibleChild(box, 0)).getList().getFont().getSize2D();
        });
        assertThat(made).isEqualTo(20f * onEdt(Reading::scale), org.assertj.core.data.Offset.offset(0.5f));
        // The item drawn in the list is in the list's font.
        float drawn = onEdt(() -> {
            JComboBox<String> box = new JComboBox<>(new String[] {"Classic", "Junior"});
            @SuppressWarnings({"unchecked", "rawtypes"})
            javax.swing.JList<Object> list = (javax.swing.JList) ((ComboPopup) box.getUI().getAccessibleChild(box, 0)).getList();
            @SuppressWarnings({"unchecked", "rawtypes"})
            javax.swing.ListCellRenderer<Object> r = (javax.swing.ListCellRenderer) box.getRenderer();
            return r.getListCellRendererComponent(list, "Classic", 0, false, false).getFont().getSize2D();
        });
        assertThat(drawn).isEqualTo(onEdt(() -> UIManager.getFont("ComboBox.font").getSize2D() * Reading.scale()), org.assertj.core.data.Offset.offset(0.5f));
    }
}
