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
import tutor.ui.board.BoardView;
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

    /**
     * One rule on every screen: a board shows all its prices or none, never some sides (the projector showed the top
     * row's only on the Table without the library, every side but the left on Lessons, none on Play). The largest
     * light board, the Table with the library folded away, has room for them and shows them all.
     */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"projector, en", "projector, ru", "light, en", "light, ru"})
    void everyScreensBoardShowsAllItsPricesOrNone(String theme, String language) {
        GuiActionRunner.execute(() -> model().setLanguage(language));
        openScenario("rent-complete-group");
        window.resizeTo(new Dimension(1024, 768));
        GuiActionRunner.execute(() -> frame.applyTheme(Theme.named(theme, false)));
        robot.waitForIdle();
        Map<String, String> found = new TreeMap<>();
        for (boolean library : new boolean[] {true, false}) {
            if (onEdt(() -> frame.libraryShown()) != library) {
                GuiActionRunner.execute(() -> frame.toggleLibrary());
                robot.waitForIdle();
            }
            found.put("table, library " + (library ? "shown" : "hidden"), pricesOn(frame.board()));
        }
        for (String screen : List.of("lessons", "play", "editor")) {
            GuiActionRunner.execute(() -> frame.showScreen(screen));
            robot.waitForIdle();
            List<BoardView> boards = onEdt(() -> robot.finder().findAll(frame, new org.assertj.swing.core.GenericTypeMatcher<BoardView>(BoardView.class, true) {
                @Override
                protected boolean isMatching(BoardView b) {
                    return b.getWidth() > 100 && b.shown() != null;
                }
            }).stream().toList());
            for (BoardView b : boards) {
                found.put(screen + " " + b.getWidth() + "x" + b.getHeight(), pricesOn(b));
            }
        }
        GuiActionRunner.execute(() -> frame.showScreen("table"));
        System.out.println("board prices on every screen (" + theme + " " + language + "): " + found);
        assertThat(found.values()).as("every screen's board (%s %s): %s", theme, language, found).allMatch(v -> v.startsWith("all") || v.startsWith("none"));
        if (theme.equals("light") || language.equals("en")) {
            // On the projector the prices are a size smaller than the names (10 px, the names keep their 11 px): the
            // largest English board has room for every one; the Russian names («Подоходный налог») leave none.
            assertThat(found.get("table, library hidden")).as("the largest board (%s)", language).startsWith("all");
        }
    }

    /** "all", "none" or "some" of a board's priced spaces show their sum in full, with the board's size. */
    private String pricesOn(BoardView board) {
        GuiActionRunner.execute(() -> board.paintImmediately(board.getBounds()));
        GameState state = onEdt(board::shown);
        String data = onEdt(() -> model().dataLanguage());
        int priced = 0;
        int shown = 0;
        for (Space s : state.board().spaces()) {
            int amount = amount(state, s);
            if (amount == 0 || s.kind() == SpaceKind.GO) {
                continue;
            }
            priced++;
            int i = s.index();
            List<String> printed = onEdt(() -> board.printed(i));
            if (printed.contains(Money.of(data, state.board(), amount))) {
                shown++;
            }
        }
        String verdict = shown == priced ? "all" : shown == 0 ? "none" : "some";
        return verdict + " (" + shown + " of " + priced + " at " + board.getWidth() + "x" + board.getHeight() + ")";
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
