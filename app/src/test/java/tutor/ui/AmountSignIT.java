package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javax.swing.JLabel;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * An amount question's currency sign stands where the language writes it (the drill showed «$ [   ]» in French):
 * before the field in English ("$250"), after it in French and Russian («250 $»), at 1024x768 on the projector.
 */
class AmountSignIT extends AbstractTutorIT {

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    @Test
    void theSignStandsWhereTheLanguageWritesIt() {
        openScenario("jail-third-failed-throw");
        window.button("action.now").click(); // Ann throws; the scenario asks what the throw cost
        for (String language : List.of("fr", "ru", "en")) {
            GuiActionRunner.execute(() -> frame.applyLanguage(language));
            robot.waitForIdle();
            var field = window.textBox("situation.amount").target();
            JLabel sign = onEdt(() -> {
                for (java.awt.Component c : field.getParent().getComponents()) {
                    if (c instanceof JLabel l && l.getLabelFor() == field) {
                        return l;
                    }
                }
                return null;
            });
            assertThat(sign).as(language + ": the field's sign").isNotNull();
            assertThat(onEdt(sign::getText)).as(language).isEqualTo("$");
            boolean after = onEdt(() -> sign.getX() >= field.getX() + field.getWidth());
            assertThat(after).as(language + ": the sign after the field").isEqualTo(!language.equals("en"));
        }
    }
}
