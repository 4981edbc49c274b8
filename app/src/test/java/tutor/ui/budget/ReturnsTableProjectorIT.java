package tutor.ui.budget;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.GraphicsEnvironment;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tutor.ui.GuiTest;
import tutor.ui.Theme;

/**
 * The budgeting lab's Returns table in a window that fills the whole 1024x768 projector, with no title bar (a
 * maximised or kiosk window, as the screenshots the seventh Russian read looked at): every column in the tab's width
 * and every number whole. The Russian table scrolled sideways there and the class saw «Окупаемост» over «441,»
 * (item 60); in a window with a title bar its board was a little smaller and the table fitted.
 */
@GuiTest
class ReturnsTableProjectorIT {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"projector, en", "projector, fr", "projector, ru", "light, ru", "dark, fr"})
    void theReturnsTableFitsTheWholeScreensWidth(String theme, String language, @TempDir Path home) throws Exception {
        Assumptions.assumeFalse(GraphicsEnvironment.isHeadless(), "no display: GUI tests run under Xvfb (see .ci/run)");
        System.setProperty("tutor.home", home.toString());
        BudgetFrame frame = GuiActionRunner.execute(() -> {
            Theme.named(theme, false).apply();
            BudgetFrame f = new BudgetFrame(language);
            f.setUndecorated(true);
            f.setSize(1024, 768);
            f.setLocation(0, 0);
            f.setVisible(true);
            // The US classic edition, the one the read saw (its long English names in every language).
            BudgetScreenshot.find(f, "budget.edition", javax.swing.JComboBox.class).setSelectedItem("classic");
            f.showTab("returns");
            return f;
        });
        try {
            for (int i = 0; i < 100 && GuiActionRunner.execute(() -> frame.returnsPanel().table().getRowCount()) == 0; i++) {
                Thread.sleep(100);
            }
            Thread.sleep(600);
            SwingUtilities.invokeAndWait(() -> { });
            assertThat(GuiActionRunner.execute(() -> frame.returnsPanel().table().getRowCount())).isGreaterThan(20);
            String problems = GuiActionRunner.execute(() -> {
                frame.validate();
                JTable table = frame.returnsPanel().table();
                JScrollPane pane = (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class, table);
                List<Integer> each = new ArrayList<>();
                for (int c = 0; c < table.getColumnCount(); c++) {
                    each.add(table.getColumnModel().getColumn(c).getWidth());
                }
                List<String> found = new ArrayList<>(LabWindowIT.cutCells(table));
                if (pane.getHorizontalScrollBar().isVisible() || table.getWidth() > pane.getViewport().getWidth()) {
                    found.add("columns " + each + " in " + table.getWidth() + " px, the tab shows " + pane.getViewport().getWidth());
                }
                return String.join("\n", found);
            });
            assertThat(problems).as(theme + " " + language).isEmpty();
        } finally {
            GuiActionRunner.execute(() -> {
                frame.dispose();
                return null;
            });
        }
    }
}
