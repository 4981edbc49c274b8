package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tutor.rules.edition.Space;
import tutor.rules.edition.SpaceKind;
import tutor.rules.state.GameState;
import tutor.ui.board.BoardGeometry;
import tutor.ui.widgets.Money;

/**
 * The board's prices at 1024x768 follow one rule per side: every space of a side that has a price or fee shows it,
 * or none does (the projector showed "Illinois $240" and "Pacific $300" beside a Kentucky and an Indiana without
 * theirs), and a sum is shown whole or not at all, never cut at its space's edges (the Russian light board printed
 * "20 тыс." under Пушкинская улица for 220 тыс.).
 */
class BoardPricesIT extends AbstractTutorIT {

    @ParameterizedTest(name = "{0} {1} {2}")
    @CsvSource({"light, rent-complete-group, en", "projector, rent-complete-group, en",
        "light, taxes-printed-income-tax, fr", "projector, taxes-printed-income-tax, fr",
        "light, jail-fine-on-the-third-turn, ru", "projector, jail-fine-on-the-third-turn, ru"})
    void eachSideShowsAllItsPricesOrNoneAndNoneIsCut(String theme, String scenario, String language) {
        GuiActionRunner.execute(() -> model().setLanguage(language));
        openScenario(scenario);
        window.resizeTo(new Dimension(1024, 768));
        GuiActionRunner.execute(() -> frame.applyTheme(Theme.named(theme, false)));
        robot.waitForIdle();
        GuiActionRunner.execute(() -> frame.board().paintImmediately(frame.board().getBounds()));
        GameState state = onEdt(() -> frame.board().shown());
        String data = onEdt(() -> model().dataLanguage());
        BoardGeometry geo = onEdt(() -> new BoardGeometry(frame.board().getWidth() - 8, frame.board().getHeight() - 8));
        Map<String, List<String>> shown = new TreeMap<>();
        Map<String, List<String>> bare = new TreeMap<>();
        List<String> cut = new ArrayList<>();
        int priced = 0;
        for (Space s : state.board().spaces()) {
            int i = s.index();
            List<String> printed = onEdt(() -> frame.board().printed(i));
            Rectangle2D box = onEdt(() -> frame.board().printedBox(i));
            // Across, not a pixel out (a sum cut at the sides was the fault); down, the last line's descent may touch
            // the edge (the layout counts half of it, as the lines' spacing does).
            Rectangle2D room = geo.space(i);
            if (box == null || box.getMinX() < room.getMinX() || box.getMaxX() > room.getMaxX() || box.getMinY() < room.getMinY()
                    || box.getMaxY() > room.getMaxY() + 1.5) {
                cut.add(i + " " + printed + ": " + box + " outside " + geo.space(i));
            }
            int amount = amount(state, s);
            if (amount == 0 || geo.side(i) == BoardGeometry.Side.CORNER) {
                continue;
            }
            priced++;
            String sum = Money.of(data, state.board(), amount);
            String side = geo.side(i).name();
            (printed.contains(sum) ? shown : bare).computeIfAbsent(side, k -> new ArrayList<>()).add(i + " " + printed);
        }
        System.out.println("board prices (" + theme + " " + language + "): shown on sides " + shown.keySet() + ", names only on " + bare.keySet());
        assertThat(priced).as("spaces with a price or fee").isGreaterThanOrEqualTo(28);
        for (String side : shown.keySet()) {
            assertThat(bare.get(side)).as("%s side (%s %s): some show their price %s, these do not", side, theme, language, shown.get(side))
                    .isNull();
        }
        assertThat(cut).as("words outside their space (%s %s)", theme, language).isEmpty();
    }

    /** The sum printed on a space: a deed's price, a tax, a fee. */
    private static int amount(GameState state, Space s) {
        if (s.deed() >= 0) {
            return state.board().deed(s.deed()).price();
        } else if (s.kind() == SpaceKind.TAX) {
            return "income".equals(s.taxId()) ? state.rules().incomeTax() : state.rules().luxuryTax();
        }
        return s.fee();
    }
}
