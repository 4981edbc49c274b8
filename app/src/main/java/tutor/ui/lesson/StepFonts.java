package tutor.ui.lesson;

import java.awt.Font;
import javax.swing.JComponent;
import javax.swing.UIManager;
import tutor.ui.widgets.WrappingLabel;

/** A step's words and controls in the step's type: the theme's text at the step's scale (larger when presented). */
final class StepFonts {

    private final float scale;

    StepFonts(float scale) {
        this.scale = scale;
    }

    float scale() {
        return scale;
    }

    <T extends JComponent> T sized(T c, boolean bold) {
        Font base = UIManager.getFont("Label.font");
        c.setFont(base.deriveFont(bold ? Font.BOLD : Font.PLAIN, base.getSize2D() * scale));
        return c;
    }

    MarkdownPane markdown(String name, String text) {
        MarkdownPane m = new MarkdownPane(name);
        m.show(text, scale);
        return m;
    }

    WrappingLabel label(String name, String text, boolean bold) {
        WrappingLabel l = sized(new WrappingLabel(), bold);
        l.setName(name);
        l.setWords(text);
        return l;
    }
}
