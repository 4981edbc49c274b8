package tutor.ui.budget;

import tutor.ui.PseudoWords;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.GraphicsEnvironment;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.swing.JComboBox;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.edition.Board;
import tutor.rules.edition.ColorGroup;
import tutor.rules.edition.Deed;
import tutor.rules.edition.Space;
import tutor.text.Texts;
import tutor.ui.GuiTest;

/**
 * The budgeting lab opened in the tests' made-up language ({@link Texts#PSEUDO}: every text of the bundles
 * accented and bracketed "⟪...⟫"), as {@code tutor.ui.PseudoLanguageIT} does for the main window: every title,
 * label, button, combo item, tooltip, accessible name, tab, column heading, table cell, status line, progress
 * text, chart title, axis and legend, and the words painted on the heat map, must carry the brackets or be data
 * (the board's names, colour-group ids, strategy names, numbers). A word of English put together outside the
 * bundles shows up here by its component's name.
 */
@GuiTest
class BudgetPseudoLanguageIT {

    private BudgetFrame frame;

    @AfterEach
    void close() throws Exception {
        if (frame != null) {
            SwingUtilities.invokeAndWait(frame::dispose);
        }
    }

    @Test
    void everyWordTheLabShowsComesFromTheTextsOrIsData() throws Exception {
        Assumptions.assumeFalse(GraphicsEnvironment.isHeadless(), "no display: GUI tests run under Xvfb (see .ci/run)");
        frame = GuiActionRunner.execute(() -> {
            BudgetFrame f = new BudgetFrame(Texts.PSEUDO);
            f.setSize(1024, 768);
            f.setLocation(0, 0);
            f.setVisible(true);
            return f;
        });
        Set<String> data = data();
        List<String> english = new ArrayList<>();
        english.addAll(onEdt(() -> PseudoWords.notPseudo("title", List.of(frame.getTitle()), data)));
        english.addAll(onEdt(() -> PseudoWords.notPseudo("heat map", frame.heatMap().words(), data)));
        english.addAll(onEdt(() -> PseudoWords.notPseudo("board tooltip", List.of(frame.tipAt(0), frame.tipAt(frame.lab().board().jailIndex())), data)));

        // The returns with a row explained, under the long Jail strategy (its own words in the legend and charts).
        onEdt(() -> {
            BudgetScreenshot.find(frame, "budget.jail", JComboBox.class).setSelectedIndex(1);
            BudgetScreenshot.find(frame, "budget.houseRule.no-rent-in-jail", javax.swing.JCheckBox.class).doClick();
            frame.returnsPanel().table().setRowSelectionInterval(3, 3);
            return null;
        });
        english.addAll(onEdt(() -> PseudoWords.shown(frame.getRootPane(), data)));
        english.addAll(onEdt(() -> PseudoWords.notPseudo("heat map", frame.heatMap().words(), data)));
        String why = onEdt(() -> frame.returnsPanel().explanation());
        assertThat(why).as("the chosen row explains itself").isNotBlank();

        onEdt(() -> {
            frame.showTab("charts");
            return null;
        });
        english.addAll(onEdt(() -> PseudoWords.shown(frame.getRootPane(), data)));
        english.addAll(onEdt(() -> PseudoWords.notPseudo("charts", frame.chartsPanel().chartWords(), data)));

        // No strategy ticked: the window says so in its own words.
        onEdt(() -> {
            frame.showTab("simulate");
            frame.simulationPanel().strategyPicker().choose(List.of());
            BudgetScreenshot.find(frame, "budget.simulate.run", javax.swing.JButton.class).doClick();
            return null;
        });
        english.addAll(onEdt(() -> PseudoWords.notPseudo("status", List.of(frame.simulationPanel().statusText()), data)));

        // A short run: its status, progress and charts.
        onEdt(() -> {
            frame.simulationPanel().strategyPicker().choose(List.of("buy-all", "trader"));
            BudgetScreenshot.find(frame, "budget.simulate.games", javax.swing.JSpinner.class).setValue(8);
            BudgetScreenshot.find(frame, "budget.simulate.run", javax.swing.JButton.class).doClick();
            return null;
        });
        Pause.pause(new Condition("8 games to be played") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> frame.simulationPanel().report() != null);
            }
        }, 60_000);
        Thread.sleep(300);
        english.addAll(onEdt(() -> PseudoWords.shown(frame.getRootPane(), data)));
        english.addAll(onEdt(() -> PseudoWords.notPseudo("simulation charts", frame.simulationPanel().chartWords(), data)));

        assertThat(english).as("texts shown without the made-up language's brackets, nor data").isEmpty();
        // And the walk did see the lab: its columns, tabs and a finished run.
        assertThat(onEdt(() -> frame.returnsPanel().table().getColumnName(0))).startsWith("\u27EA");
        assertThat(onEdt(() -> frame.simulationPanel().chartWords())).isNotEmpty();
        assertThat(onEdt(() -> frame.chartsPanel().chartWords())).hasSizeGreaterThan(5);
    }

    /** What the lab shows that is not its own words: the board's names, group ids, strategy names. */
    private Set<String> data() {
        return onEdt(() -> {
            Set<String> d = new LinkedHashSet<>();
            Board board = frame.lab().board();
            for (Space sp : board.spaces()) {
                d.add(sp.name());
            }
            for (Deed deed : board.deeds()) {
                d.add(deed.name());
            }
            for (ColorGroup g : board.groups()) {
                d.add(g.name());
                d.add(g.id());
            }
            d.addAll(List.of("buy-all", "trader", "hoarder", "reserve-N", "three-houses", "bid-to-N", "bid-to-150", "never-trades",
                    "no-build", "jail-stays", "cautious"));
            d.addAll(Bundle.get().houseRules().keySet());
            d.add("CSV");
            d.add("PNG");
            d.removeIf(x -> x == null || x.isBlank());
            return d;
        });
    }

    private static <T> T onEdt(java.util.concurrent.Callable<T> task) {
        return GuiActionRunner.execute(task::call);
    }

}
