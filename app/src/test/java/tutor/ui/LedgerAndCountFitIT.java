package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JTable;
import javax.swing.table.TableColumn;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import tutor.ui.widgets.WrappingLabel;

/**
 * On a French or Russian projector at 1024x768 the ledger («Comptes», «Журнал») shows every heading and cell whole
 * ("la Ban…" and "Rempo…" were cut), its rule's title wrapping onto more lines; and the library's match count
 * ("9 sur 92 corresp…") wraps beside Open rather than being cut.
 */
class LedgerAndCountFitIT extends AbstractTutorIT {

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    @Test
    void theLedgerShowsEveryHeadingAndCellWhole() {
        openScenario("auction-decline-then-bid");
        playExpected(1); // Ben declines; the Bank auctions Boardwalk and Ben pays $250 for it
        window.tabbedPane("tabs").selectTab(1);
        JTable table = window.table("ledger.table").target();
        for (String language : List.of("fr", "ru", "en")) {
            GuiActionRunner.execute(() -> frame.applyLanguage(language));
            robot.waitForIdle();
            assertThat(onEdt(table::getRowCount)).as(language + ": the auction's payment").isGreaterThanOrEqualTo(1);
            assertThat(onEdt(() -> cut(table))).as(language).isEmpty();
            // Nothing scrolls sideways out of sight either.
            assertThat(onEdt(table::getWidth)).isLessThanOrEqualTo(onEdt(() -> table.getParent().getWidth()));
        }
        assertThat(onEdt(() -> String.valueOf(table.getValueAt(0, 3)))).isEqualTo("the Bank");
    }

    @Test
    void theLibrarysMatchCountWrapsBesideOpen() {
        GuiActionRunner.execute(() -> frame.toggleLibrary());
        robot.waitForIdle();
        for (String language : List.of("fr", "ru")) {
            GuiActionRunner.execute(() -> frame.applyLanguage(language));
            window.textBox("library.search").deleteText().enterText("a");
            robot.waitForIdle();
            WrappingLabel count = (WrappingLabel) window.label("library.count").target();
            String words = onEdt(count::words);
            assertThat(words).as(language).matches(".*\\d+.*\\d+.*"); // "n of N": a search is on
            assertThat(onEdt(() -> Clipping.of(window.panel("library").target(), frame.getRootPane(), language))).isEmpty();
            assertThat(onEdt(count::getHeight)).as(language + ": every line of \"" + words + "\" shows")
                    .isGreaterThanOrEqualTo(onEdt(() -> count.heightAt(count.getWidth())));
        }
    }

    /** Headings and cells narrower than their words, or rows shorter than their wrapped rule. */
    private static List<String> cut(JTable table) {
        List<String> out = new ArrayList<>();
        for (int c = 0; c < table.getColumnCount(); c++) {
            TableColumn col = table.getColumnModel().getColumn(c);
            Component head = table.getTableHeader().getDefaultRenderer()
                    .getTableCellRendererComponent(table, col.getHeaderValue(), false, false, -1, c);
            if (head.getPreferredSize().width > col.getWidth()) {
                out.add("heading \"" + col.getHeaderValue() + "\" needs " + head.getPreferredSize().width + ", has " + col.getWidth());
            }
            for (int r = 0; r < table.getRowCount(); r++) {
                Component cell = table.prepareRenderer(table.getCellRenderer(r, c), r, c);
                if (c == table.getColumnCount() - 1) {
                    cell.setSize(col.getWidth(), Short.MAX_VALUE);
                    if (cell.getPreferredSize().height > table.getRowHeight(r)) {
                        out.add("rule \"" + table.getValueAt(r, c) + "\" needs " + cell.getPreferredSize().height + " px, row has " + table.getRowHeight(r));
                    }
                } else if (cell.getPreferredSize().width > col.getWidth()) {
                    out.add("cell \"" + table.getValueAt(r, c) + "\" needs " + cell.getPreferredSize().width + ", has " + col.getWidth());
                }
            }
        }
        return out;
    }
}
