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
        int[] rows = new int[1];
        onTheTableInEachThemeAndLanguage(where -> {
            @SuppressWarnings("unchecked")
            JList<Object> list = (JList<Object>) window.list("ruling.timeline").target();
            rows[0] = onEdt(() -> list.getModel().getSize());
            cut.addAll(onEdt(() -> cutRows(list, where)));
        });
        assertThat(rows[0]).as("rulings in the timeline").isEqualTo(4);
        assertThat(cut).isEmpty();
    }

    /**
     * The ruling's tree of steps wraps its rows too: on the French projector, after the decline-then-bid scenario's
     * third move, "Remporter les enchères : offre gagnante = 250 $" was cut at the right. Every row ends inside the
     * tree's visible width and shows all its words, in the light and projector themes, in French and Russian. And the
     * situation box, shown anew in another language, opens at its top with its first line whole (it opened at its
     * end, its first line half shown).
     */
    @Test
    void everyStepOfTheRulingTreeShowsItsWholeLineAndTheSituationOpensAtItsTop() {
        openScenario("auction-decline-then-bid");
        playExpected(3);
        List<String> cut = new ArrayList<>();
        int[] rows = new int[1];
        onTheTableInEachThemeAndLanguage(where -> {
            javax.swing.JTree tree = (javax.swing.JTree) robot.finder().findByName(frame, "trace.tree", Component.class, true);
            rows[0] = onEdt(tree::getRowCount);
            cut.addAll(onEdt(() -> cutSteps(tree, where)));
            javax.swing.JTextPane story = (javax.swing.JTextPane) robot.finder().findByName(frame, "situation.text", Component.class, true);
            Rectangle seen = onEdt(story::getVisibleRect);
            if (seen.y != 0) {
                cut.add(where + ": the situation opens scrolled " + seen.y + " px down");
            }
        });
        assertThat(rows[0]).as("steps in the ruling").isGreaterThanOrEqualTo(2);
        assertThat(cut).isEmpty();
    }

    /**
     * After each move the newest ruling's row is wholly in sight on the French projector at 1024x768: it stayed below the
     * rows in view (the teacher's ninth row cut in half, the highlighted one hidden). The scenario plays eleven moves at
     * once; the new rows were scrolled to before the list had measured their wrapped height (row 11 at y 370-447, the
     * list showing 266-397).
     */
    @Test
    void theNewestRulingIsAlwaysWhollyInSight() {
        GuiActionRunner.execute(() -> frame.applyTheme(Theme.PROJECTOR));
        GuiActionRunner.execute(() -> model().setLanguage("fr"));
        openScenario("shortage-last-houses");
        @SuppressWarnings("unchecked")
        JList<Object> list = (JList<Object>) window.list("ruling.timeline").target();
        List<String> hidden = new ArrayList<>();
        int most = 0;
        for (int move = 0; move < 14; move++) {
            playExpected(1);
            robot.waitForIdle();
            int newest = onEdt(() -> model().activity().timeline().size()) - 1;
            if (newest < 0) {
                continue;
            }
            most = Math.max(most, newest + 1);
            Rectangle row = onEdt(() -> list.getCellBounds(newest, newest));
            Rectangle seen = onEdt(list::getVisibleRect);
            if (row == null || !seen.contains(row)) {
                hidden.add("after move " + (move + 1) + ": ruling " + (newest + 1) + " at " + row + ", in sight " + seen);
            }
        }
        assertThat(most).as("rulings made").isGreaterThanOrEqualTo(6);
        assertThat(hidden).isEmpty();
    }

    /**
     * The chosen ruling stays wholly in sight when the list's room changes: with the library shown (F9) on the
     * projector the rows wrap to new heights, and the teacher's chosen ruling 4 was left below the three rows in view.
     */
    @Test
    void theChosenRulingStaysInSightWhenTheLibraryIsShownOrHidden() {
        GuiActionRunner.execute(() -> frame.applyTheme(Theme.PROJECTOR));
        openScenario("shortage-last-houses");
        playExpected(8);
        robot.waitForIdle();
        @SuppressWarnings("unchecked")
        JList<Object> list = (JList<Object>) window.list("ruling.timeline").target();
        int rulings = onEdt(() -> model().timeline().rulings().size());
        assertThat(rulings).as("rulings made").isGreaterThanOrEqualTo(6);
        List<String> hidden = new ArrayList<>();
        for (int chosen : new int[] {rulings - 2, 2, rulings - 1}) {
            GuiActionRunner.execute(() -> model().timeline().select(chosen));
            robot.waitForIdle();
            for (int toggle = 0; toggle < 2; toggle++) {
                GuiActionRunner.execute(() -> frame.toggleLibrary());
                robot.waitForIdle();
                int index = chosen - 1;
                Rectangle row = onEdt(() -> list.getCellBounds(index, index));
                Rectangle seen = onEdt(list::getVisibleRect);
                if (row == null || !seen.contains(row)) {
                    hidden.add("ruling " + chosen + " after toggle " + (toggle + 1) + ": at " + row + ", in sight " + seen);
                }
            }
        }
        assertThat(hidden).isEmpty();
    }

    /** Shows the Table screen in the light and projector themes, in French and Russian, and checks each ("THEME lang"). */
    private void onTheTableInEachThemeAndLanguage(java.util.function.Consumer<String> check) {
        for (Theme theme : List.of(Theme.LIGHT, Theme.PROJECTOR)) {
            GuiActionRunner.execute(() -> frame.applyTheme(theme));
            for (String language : List.of("fr", "ru")) {
                GuiActionRunner.execute(() -> model().setLanguage(language));
                robot.waitForIdle();
                GuiActionRunner.execute(() -> frame.showScreen("table"));
                robot.waitForIdle();
                check.accept(theme + " " + language);
            }
        }
    }

    /** The tree's rows that run past its visible width or need more room than their row has. */
    static List<String> cutSteps(javax.swing.JTree tree, String where) {
        List<String> out = new ArrayList<>();
        int visible = tree.getVisibleRect().x + tree.getVisibleRect().width;
        for (int i = 0; i < tree.getRowCount(); i++) {
            Rectangle row = tree.getRowBounds(i);
            Object node = tree.getPathForRow(i).getLastPathComponent();
            Component c = tree.getCellRenderer().getTreeCellRendererComponent(tree, node, false, true, tree.getModel().isLeaf(node), i, false);
            c.setBounds(row);
            String text = c instanceof JLabel label ? label.getText() : c instanceof JTextComponent t ? t.getText() : String.valueOf(node);
            if (row.x + row.width > visible) {
                out.add(where + ": step " + (i + 1) + " \"" + text + "\" ends at " + (row.x + row.width) + ", the tree shows " + visible);
            }
            if (c instanceof JTextComponent t) {
                try {
                    var end = t.modelToView2D(t.getDocument().getLength());
                    Insets in = t.getInsets();
                    if (end.getMaxY() > row.height - in.bottom + 1 || end.getMaxX() > row.width - in.right + 1) {
                        out.add(where + ": step " + (i + 1) + " \"" + text + "\" ends at " + end.getBounds() + ", row is " + row.getSize());
                    }
                } catch (BadLocationException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        return out;
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
