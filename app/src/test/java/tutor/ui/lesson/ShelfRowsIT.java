package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import javax.swing.plaf.basic.BasicHTML;
import javax.swing.text.View;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JTree;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.ui.Theme;
import tutor.ui.GuiTest;

/**
 * The lessons shelf gives every title the height it needs, also after the theme changes under it: on a French
 * projector titles overlapped the next row and a second line was cut (the French and Russian teachers' reviews),
 * the rows keeping heights measured in the light theme's smaller type.
 */
@GuiTest
class ShelfRowsIT {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"fr", "ru"})
    void everyTitleHasTheHeightItNeedsAfterSwitchingToTheProjector(String language, @TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.LIGHT, language, tutor.ui.ProjectorScreen.size())) {
            w.onEdt(() -> tutor.ui.WindowControl.theme(w.frame, Theme.PROJECTOR));
            w.robot.waitForIdle();
            List<String> cut = w.onEdt(() -> {
                JTree tree = (JTree) w.robot.finder().findByName(w.frame, "lessons.tree", JTree.class, false);
                for (int i = 0; i < tree.getRowCount(); i++) {
                    tree.expandRow(i);
                }
                List<String> out = new ArrayList<>();
                for (int i = 0; i < tree.getRowCount(); i++) {
                    Object node = tree.getPathForRow(i).getLastPathComponent();
                    Component c = tree.getCellRenderer().getTreeCellRendererComponent(tree, node, false, true,
                            tree.getModel().isLeaf(node), i, false);
                    int needs = c.getPreferredSize().height;
                    int has = tree.getRowBounds(i).height;
                    if (has < needs) {
                        out.add(node + ": " + has + " px of " + needs);
                    }
                }
                return out;
            });
            assertThat(cut).as("rows shorter than their titles").isEmpty();
        }
    }
    /**
     * With a learner chosen, the lessons not yet open to them are greyed; greying an HTML title after it was measured
     * made a new, unsized text view, which the label laid out as one line centred in the row, so the title's second
     * line ran out of the bottom of its row («Gares et compagnies…» cut in French on the projector).
     */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"fr, projector", "ru, projector", "fr, light", "ru, light"})
    void everyTitleShowsWholeOnceALearnerIsChosen(String language, String themeName, @TempDir Path home) {
        Theme theme = Theme.named(themeName, false);
        try (LessonWindow w = LessonWindow.open(home, theme, language, tutor.ui.ProjectorScreen.size())) {
            w.onEdt(() -> w.lessons().classList().choose("Ann"));
            w.robot.waitForIdle();
            List<String> greyed = new ArrayList<>();
            List<String> cut = w.onEdt(() -> {
                JTree tree = (JTree) w.robot.finder().findByName(w.frame, "lessons.tree", JTree.class, false);
                List<String> out = new ArrayList<>();
                for (int i = 0; i < tree.getRowCount(); i++) {
                    Object node = tree.getPathForRow(i).getLastPathComponent();
                    Rectangle cell = tree.getRowBounds(i);
                    // Called as the tree paints the row, then laid out as the label's UI lays it out in the cell.
                    JLabel c = (JLabel) tree.getCellRenderer().getTreeCellRendererComponent(tree, node, tree.isRowSelected(i),
                            tree.isExpanded(i), tree.getModel().isLeaf(node), i, false);
                    if (c.getForeground().equals(javax.swing.UIManager.getColor("Label.disabledForeground"))) {
                        greyed.add(node.toString());
                    }
                    if (tree.isRowSelected(i)) {
                        // As FlatLaf's tree paints the selected row of a tree without focus: in its inactive colour.
                        c.setForeground(java.awt.Color.DARK_GRAY);
                    }
                    if (c.getPreferredSize().height != cell.height) {
                        out.add(c.getText() + ": renderer " + c.getPreferredSize().height + " px, row " + cell.height + " px");
                    }
                    c.setBounds(0, 0, cell.width, cell.height);
                    java.awt.Insets in = c.getInsets();
                    Rectangle room = new Rectangle(in.left, in.top, cell.width - in.left - in.right, cell.height - in.top - in.bottom);
                    Rectangle text = new Rectangle();
                    SwingUtilities.layoutCompoundLabel(c, c.getFontMetrics(c.getFont()), c.getText(), null,
                            c.getVerticalAlignment(), c.getHorizontalAlignment(), c.getVerticalTextPosition(),
                            c.getHorizontalTextPosition(), room, new Rectangle(), text, 0);
                    if (c.getClientProperty(BasicHTML.propertyKey) instanceof View) {
                        View fresh = BasicHTML.createHTMLView(c, c.getText());
                        fresh.setSize(text.width, 0);
                        int needs = (int) Math.ceil(fresh.getPreferredSpan(View.Y_AXIS));
                        if (text.y + needs > cell.height) {
                            out.add(c.getText() + ": text from " + text.y + " px needs " + needs + " px, row " + cell.height + " px");
                        }
                    }
                }
                return out;
            });
            assertThat(greyed).as("the learner has lessons not yet open to them (the case that cut titles)").isNotEmpty();
            assertThat(cut).as("titles cut at the bottom of their row").isEmpty();
        }
    }
}
