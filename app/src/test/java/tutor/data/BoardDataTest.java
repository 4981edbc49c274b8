package tutor.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import tutor.rules.edition.Board;
import tutor.rules.edition.ColorGroup;
import tutor.rules.edition.Deed;
import tutor.rules.edition.SpaceKind;

/** The classic US board against the values printed on the board and the Title Deeds. */
class BoardDataTest {

    private final Board board = Bundle.get().boards().get("classic-us");

    @Test
    void hasFortySpacesAndTwentyEightDeeds() {
        assertThat(board.spaces()).hasSize(40);
        assertThat(board.deeds()).hasSize(28);
        assertThat(board.deeds().stream().filter(d -> d.kind() == SpaceKind.STREET)).hasSize(22);
        assertThat(board.deeds().stream().filter(d -> d.kind() == SpaceKind.RAILROAD)).hasSize(4);
        assertThat(board.deeds().stream().filter(d -> d.kind() == SpaceKind.UTILITY)).hasSize(2);
    }

    @Test
    void printedPricesTotal5690() {
        assertThat(board.deeds().stream().mapToInt(Deed::price).sum()).isEqualTo(5690);
    }

    @Test
    void cornersTaxesAndCardSpacesAreWherePrinted() {
        assertThat(board.space(0).kind()).isEqualTo(SpaceKind.GO);
        assertThat(board.space(10).kind()).isEqualTo(SpaceKind.JAIL);
        assertThat(board.space(20).kind()).isEqualTo(SpaceKind.FREE_PARKING);
        assertThat(board.space(30).kind()).isEqualTo(SpaceKind.GO_TO_JAIL);
        assertThat(board.space(4).taxId()).isEqualTo("income");
        assertThat(board.space(38).taxId()).isEqualTo("luxury");
        assertThat(board.spaces().stream().filter(s -> "chance".equals(s.deckId())).map(s -> s.index()))
                .containsExactly(7, 22, 36);
        assertThat(board.spaces().stream().filter(s -> "community-chest".equals(s.deckId())).map(s -> s.index()))
                .containsExactly(2, 17, 33);
    }

    @Test
    void everyHotelCostsItsGroupsHousePriceAndTheGroupSharesOneHousePrice() {
        for (ColorGroup g : board.groups()) {
            long housePrices = g.deeds().stream().map(board::deed).filter(d -> d.kind() == SpaceKind.STREET)
                    .mapToInt(Deed::houseCost).distinct().count();
            if (g.deeds().stream().map(board::deed).anyMatch(d -> d.kind() == SpaceKind.STREET)) {
                assertThat(housePrices).as(g.name()).isEqualTo(1);
            }
        }
        for (Deed d : board.deeds()) {
            if (d.kind() == SpaceKind.STREET) {
                assertThat(d.hotelCost()).as(d.name()).isEqualTo(d.houseCost());
            }
        }
    }

    @Test
    void houseCostRisesBySideOfTheBoard() {
        Map<String, Integer> expected = Map.of("brown", 50, "light-blue", 50, "pink", 100, "orange", 100,
                "red", 150, "yellow", 150, "green", 200, "dark-blue", 200);
        for (ColorGroup g : board.groups()) {
            if (expected.containsKey(g.id())) {
                assertThat(board.deed(g.deeds().get(0)).houseCost()).as(g.id()).isEqualTo(expected.get(g.id()));
            }
        }
    }

    @Test
    void mortgageValueIsHalfThePrice() {
        for (Deed d : board.deeds()) {
            assertThat(d.mortgage() * 2).as(d.name()).isEqualTo(d.price());
        }
    }

    /** Every ladder, typed in again from the Title Deed cards, independently of the data file. */
    @Test
    void everyRentLadderMatchesTheTitleDeeds() {
        Map<String, int[]> printed = Map.ofEntries(
                Map.entry("Mediterranean Avenue", new int[] {60, 2, 10, 30, 90, 160, 250}),
                Map.entry("Baltic Avenue", new int[] {60, 4, 20, 60, 180, 320, 450}),
                Map.entry("Oriental Avenue", new int[] {100, 6, 30, 90, 270, 400, 550}),
                Map.entry("Vermont Avenue", new int[] {100, 6, 30, 90, 270, 400, 550}),
                Map.entry("Connecticut Avenue", new int[] {120, 8, 40, 100, 300, 450, 600}),
                Map.entry("St. Charles Place", new int[] {140, 10, 50, 150, 450, 625, 750}),
                Map.entry("States Avenue", new int[] {140, 10, 50, 150, 450, 625, 750}),
                Map.entry("Virginia Avenue", new int[] {160, 12, 60, 180, 500, 700, 900}),
                Map.entry("St. James Place", new int[] {180, 14, 70, 200, 550, 750, 950}),
                Map.entry("Tennessee Avenue", new int[] {180, 14, 70, 200, 550, 750, 950}),
                Map.entry("New York Avenue", new int[] {200, 16, 80, 220, 600, 800, 1000}),
                Map.entry("Kentucky Avenue", new int[] {220, 18, 90, 250, 700, 875, 1050}),
                Map.entry("Indiana Avenue", new int[] {220, 18, 90, 250, 700, 875, 1050}),
                Map.entry("Illinois Avenue", new int[] {240, 20, 100, 300, 750, 925, 1100}),
                Map.entry("Atlantic Avenue", new int[] {260, 22, 110, 330, 800, 975, 1150}),
                Map.entry("Ventnor Avenue", new int[] {260, 22, 110, 330, 800, 975, 1150}),
                Map.entry("Marvin Gardens", new int[] {280, 24, 120, 360, 850, 1025, 1200}),
                Map.entry("Pacific Avenue", new int[] {300, 26, 130, 390, 900, 1100, 1275}),
                Map.entry("North Carolina Avenue", new int[] {300, 26, 130, 390, 900, 1100, 1275}),
                Map.entry("Pennsylvania Avenue", new int[] {320, 28, 150, 450, 1000, 1200, 1400}),
                Map.entry("Park Place", new int[] {350, 35, 175, 500, 1100, 1300, 1500}),
                Map.entry("Boardwalk", new int[] {400, 50, 200, 600, 1400, 1700, 2000}),
                Map.entry("Reading Railroad", new int[] {200, 25, 50, 100, 200}),
                Map.entry("Pennsylvania Railroad", new int[] {200, 25, 50, 100, 200}),
                Map.entry("B. & O. Railroad", new int[] {200, 25, 50, 100, 200}),
                Map.entry("Short Line", new int[] {200, 25, 50, 100, 200}),
                Map.entry("Electric Company", new int[] {150, 4, 10}),
                Map.entry("Water Works", new int[] {150, 4, 10}));
        assertThat(printed).hasSize(28);
        for (Deed d : board.deeds()) {
            int[] row = printed.get(d.name());
            assertThat(row).as(d.name()).isNotNull();
            assertThat(d.price()).as(d.name() + " price").isEqualTo(row[0]);
            assertThat(d.rentLadder()).as(d.name() + " rent").containsExactly(java.util.Arrays.copyOfRange(row, 1, row.length));
        }
    }
}
