package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.FontMetrics;
import java.awt.Insets;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.text.BadLocationException;
import javax.swing.text.JTextComponent;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * Every row of the ruling timeline shows its whole line at 1024x768, in French and Russian (the longest words),
 * in the light and projector themes: "Ann выплачивает…" and "Ben lance les d…" were cut at the right. A row that
 * does not fit on one line wraps to the next, and the row is as tall as its lines.
 */
class TimelineRowsIT extends AbstractTutorIT {

    @Test
    void everyRowShowsItsWholeLineInFrenchAndRussian() {
        openScenario("rent-first-buy-then-rent");
        playExpected(4);
        List<String> cut = new ArrayList<>();
        int rows = 0;
        for (Theme theme : List.of(Theme.LIGHT, Theme.PROJECTOR)) {
            GuiActionRunner.execute(() -> frame.applyTheme(theme));
            for (String language : List.of("fr", "ru")) {
                GuiActionRunner.execute(() -> model().setLanguage(language));
                robot.waitForIdle();
                GuiActionRunner.execute(() -> frame.showScreen("table"));
                robot.waitForIdle();
                @SuppressWarnings("unchecked")
                JList<Object> list = (JList<Object>) window.list("ruling.timeline").target();
                rows = onEdt(() -> list.getModel().getSize());
                cut.addAll(onEdt(() -> cutRows(list, theme + " " + language)));
            }
        }
        assertThat(rows).as("rulings in the timeline").isEqualTo(4);
        assertThat(cut).isEmpty();
    }

    /** The rows whose text needs more room than the row has, as "where: row N "text" needs …". */
    static List<String> cutRows(JList<Object> list, String where) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < list.getModel().getSize(); i++) {
            Rectangle cell = list.getCellBounds(i, i);
            Component c = list.getCellRenderer().getListCellRendererComponent(list, list.getModel().getElementAt(i), i, false, false);
            c.setBounds(cell);
            Insets in = ((JComponent) c).getInsets();
            if (c instanceof JLabel label) {
                FontMetrics fm = label.getFontMetrics(label.getFont());
                int needs = fm.stringWidth(label.getText()) + in.left + in.right;
                if (needs > cell.width) {
                    out.add(where + ": row " + (i + 1) + " \"" + label.getText() + "\" needs " + needs + " px, has " + cell.width);
                }
            } else if (c instanceof JTextComponent text) {
                try {
                    var end = text.modelToView2D(text.getDocument().getLength());
                    if (end.getMaxY() > cell.height - in.bottom + 1 || end.getMaxX() > cell.width - in.right + 1) {
                        out.add(where + ": row " + (i + 1) + " \"" + text.getText() + "\" ends at " + end.getBounds() + ", row is " + cell.getSize());
                    }
                } catch (BadLocationException e) {
                    throw new IllegalStateException(e);
                }
            } else {
                out.add(where + ": row " + (i + 1) + " drawn by " + c.getClass() + ", which this test cannot measure");
            }
        }
        return out;
    }
}
