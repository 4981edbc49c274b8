package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JList;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import tutor.rules.state.Move;

/**
 * The library and the board around it: switching boards redraws every name; browsing the
 * library never loads (Enter does) and a scenario left in progress is kept; titles wrap and
 * their tooltips never give the goal away; a file opens from disk, is listed as recent, and
 * the library reloads.
 */
class LibraryIT extends AbstractTutorIT {

    /**
     * What the board printed on a space, its lines joined as read: a name's own hyphen stays ("Merry-Go-" then "Round"
     * reads "Merry-Go-Round"), a word broken between lines is whole again ("Shop-" then "ping" reads "Shopping").
     */
    private String printed(int space) {
        robot.waitForIdle();
        return onEdt(() -> {
            frame.board().paintImmediately(frame.board().getVisibleRect());
            return String.join(" ", frame.board().printed(space)).replaceAll("-\\s(?=\\p{Ll})", "").replace("- ", "-");
        });
    }

    @Test
    void switchingBoardsRedrawsEverySquaresName() {
        openScenario("junior-first-amusement");
        assertThat(printed(2)).as("Monopoly Junior counts in euros, as its box does").isEqualTo("Balloon Stand €1");
        openScenario("jail-own-card");
        assertThat(printed(11)).isEqualTo("St. Charles Place $140");
        assertThat(printed(4)).isEqualTo("Income Tax $200");
        openScenario("boutique-shopping-spree");
        assertThat(printed(4)).isEqualTo("Shopping Spree $200");
        assertThat(printed(2)).isEqualTo("Text Message");
        openScenario("junior-first-amusement");
        assertThat(printed(2)).as("Monopoly Junior counts in euros, as its box does").isEqualTo("Balloon Stand €1");
        assertThat(printed(11)).isEqualTo("Merry-Go-Round €2");
    }

    @Test
    void browsingTheLibraryKeepsTheLearnersWorkAndEnterOpens() {
        openScenario("jail-third-failed-throw");
        window.button("action.roll").click();
        assertThat(situation()).contains("How much does she pay?");

        // Typing in the search box and moving with the arrow keys only select.
        window.textBox("library.search").enterText("utility");
        assertThat(onEdt(() -> frame.library().selectedTitle())).isEqualTo("Utility rent comes from the dice");
        window.list("library.list").pressAndReleaseKeys(KeyEvent.VK_DOWN, KeyEvent.VK_UP);
        assertThat(onEdt(() -> model().activity().id())).isEqualTo("jail-third-failed-throw");
        assertThat(situation()).contains("How much does she pay?");

        // Enter opens the selected one; the scenario left is listed as in progress.
        window.list("library.list").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        assertThat(onEdt(() -> model().activity().id())).isEqualTo("rent-utility");
        window.textBox("library.search").deleteText();
        assertThat(onEdt(() -> frame.library().rows())).anyMatch(r -> r.equals("The third failed throw in Jail"));
        assertThat(onEdt(() -> model().history().inProgress("jail-third-failed-throw"))).isTrue();

        // Going back resumes it where the learner left it, at the question.
        openScenario("jail-third-failed-throw");
        assertThat(situation()).contains("How much does she pay?");
        assertThat(onEdt(() -> model().activity().timeline())).hasSize(1);

        // Titles wrap instead of being cut; the tooltip is the title and level, never the goal.
        @SuppressWarnings("unchecked")
        JList<Object> list = (JList<Object>) window.list("library.list").target();
        String tip = onEdt(() -> {
            int i = frame.library().rows().indexOf("Lift now or keep? Counting the cost of a received mortgage");
            java.awt.Component c = list.getCellRenderer().getListCellRendererComponent(
                    list, list.getModel().getElementAt(i), i, false, false);
            assertThat(c.getPreferredSize().width).isLessThanOrEqualTo(list.getWidth());
            return ((javax.swing.JComponent) c).getToolTipText();
        });
        assertThat(tip).contains("Lift now or keep? Counting the cost of a received mortgage").contains("Level 2")
                .doesNotContain("Lifting a received mortgage at once costs");
    }

    @Test
    void aFileOpensFromDiskIsRememberedAndTheLibraryReloads() throws Exception {
        Path file = home.resolve("my-own.yaml");
        Files.writeString(file, Files.readString(Path.of("../scenarios/rent/utility-roll.yaml"))
                .replace("id: rent-utility", "id: my-own-utility").replace("title: Utility rent comes from the dice",
                        "title: My own utility scenario"));
        GuiActionRunner.execute(() -> frame.files().openFile(file));
        waitFor("the file to open", () -> model().activity() != null && model().activity().id().equals("my-own-utility"));
        assertThat(situation()).contains("How much does Ben pay Ann?");
        window.menuItemWithPath("File", "Open recent").click();
        assertThat(onEdt(() -> window.menuItem("menu.recent.1").target().getText())).contains("my-own.yaml");
        window.menuItem("menu.recent.1").click();

        // A broken file opens as its problems, with line and column.
        Path broken = home.resolve("broken.yaml");
        Files.writeString(broken, "id: x\ntitle: [unclosed\n");
        GuiActionRunner.execute(() -> frame.files().openFile(broken));
        waitFor("the problems to show", () -> model().broken() != null);
        window.label("situation.title").requireText("This file could not be loaded");
        assertThat(situation()).contains("broken.yaml").contains("3:1: expected ',' or ']'").doesNotContain("How much does Ben pay");

        // Reload keeps the learner where they are.
        openScenario("rent-utility");
        GuiActionRunner.execute(() -> model().answer(28));
        window.menuItemWithPath("File", "Reload library").click();
        waitFor("the reload", () -> frame.statusText().startsWith("Library reloaded: " + model().library().size() + " files"));
        assertThat(onEdt(() -> model().activity().timeline())).hasSize(1);
        assertThat(situation()).contains("Ben has paid. What now?");
        assertThat(onEdt(() -> model().activity().tempting())).containsExactly(new Move.RollDice(1));
    }
}
