package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javax.swing.JTable;
import org.junit.jupiter.api.Test;
import tutor.ui.editor.EditorScreen;
import tutor.ui.editor.EditorScreenshot;

/**
 * Your own table's players on a 1024x768 projector, in English, French and Russian: every cell whole in its column.
 * The seventh Russian read saw «20 Бесплатная …» cut in the square's column while the cards' column beside it had
 * room (item 61): the columns share the width by what they hold.
 */
class EditorPlayersColumnsIT extends AbstractTutorIT {

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    @Test
    void everyPlayersCellIsWholeOnTheProjector() {
        window.resizeTo(new java.awt.Dimension(1024, 768));
        onEdt(() -> {
            frame.applyTheme(Theme.PROJECTOR);
            return null;
        });
        window.toggleButton("screen.editor").click();
        EditorScreen e = onEdt(() -> frame.editor());
        List<String> cut = new ArrayList<>();
        for (String language : List.of("en", "fr", "ru")) {
            onEdt(() -> {
                frame.applyLanguage(language);
                e.load(EditorScreenshot.typical(false)); // Cat on Free Parking, the longest square name
                return null;
            });
            robot.waitForIdle();
            JTable table = (JTable) window.table("editor.players").target();
            cut.addAll(onEdt(() -> {
                List<String> found = new ArrayList<>();
                for (int c = 0; c < table.getColumnCount(); c++) {
                    int width = table.getColumnModel().getColumn(c).getWidth();
                    for (int r = 0; r < table.getRowCount(); r++) {
                        java.awt.Component cell = table.prepareRenderer(table.getCellRenderer(r, c), r, c);
                        if (cell.getPreferredSize().width > width) {
                            found.add(language + ": " + table.getValueAt(r, c) + " needs " + cell.getPreferredSize().width + " px in " + width
                                    + " (column " + c + ", widths " + widths(table) + ")");
                        }
                    }
                }
                return found;
            }));
        }
        assertThat(cut).isEmpty();
    }

    private static List<Integer> widths(JTable t) {
        List<Integer> w = new ArrayList<>();
        for (int c = 0; c < t.getColumnCount(); c++) {
            w.add(t.getColumnModel().getColumn(c).getWidth());
        }
        return w;
    }
}
