package tutor.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.edition.Board;
import tutor.rules.edition.RuleSet;

class ReturnsTest {

    private final RuleSet classic = Bundle.get().ruleset("classic");
    private final List<ReturnRow> rows = Returns.of(LandingChainTest.odds("classic", JailStrategy.SHORT), classic, 3);

    private ReturnRow row(String name, String level) {
        return rows.stream().filter(r -> r.name().equals(name) && r.level().equals(level)).findFirst().orElseThrow();
    }

    @Test
    void boardwalkWithAHotelWorkedByHand() {
        // 2.6260% × $2,000 = $52.52; $400 + 4 × $200 + $200 = $1,400; $1,400 / $52.52 = 26.66 -> 26.7 rolls.
        ReturnRow r = row("Boardwalk", "hotel");
        assertThat(r.rent()).isEqualTo(2000);
        assertThat(r.income().doubleValue()).isCloseTo(LandingChainTest.odds("classic", JailStrategy.SHORT).at(39) * 2000, within(1e-12));
        assertThat(Shown.round(r.income(), 2)).isEqualByComparingTo("52.52");
        assertThat(r.cost()).isEqualTo(1400);
        assertThat(Shown.round(r.paybackRolls(), 1)).isEqualByComparingTo("26.7");
        // Three opponents, 1.1866 rolls a turn each: 3 × 1.1866 × $52.52 = $186.96 a round; $1,400 / $186.96 = 7.49.
        assertThat(Shown.round(r.paybackRounds(), 1)).isEqualByComparingTo("7.5");
        assertThat(r.explanation()).contains("2.6260% × $2,000 = $52.52 per opponent roll",
                "Invested: $400 (price) + 4 × $200 (houses) + $200 (hotel) = $1,400",
                "Payback: $1,400 / $52.52 = 26.7 opponent rolls");
    }

    @Test
    void aChanceIsShownToFourPlacesAndAProductThatIsThenNotExactSaysAbout() {
        // 2.8358% × $18 = $0.510444, but the true income is $0.51050 (the chance is 2.83613…%): the line says "≈" rather
        // than showing the chance to more places until the product comes out exact.
        ReturnRow r = row("Kentucky Avenue", "alone");
        assertThat(Shown.round(r.income(), 4)).isEqualByComparingTo("0.5105");
        assertThat(r.explanation()).contains("2.8358% × $18 ≈ $0.5105 per opponent roll");
        assertThat(r.explanation("fr")).map(l -> l.replaceAll("[\\u00a0\\u202f]", " ")).contains("2,8358 % × 18 $ ≈ 0,5105 $ par lancer d'un adversaire");
        assertThat(r.explanation("ru")).map(l -> l.replaceAll("[\\u00a0\\u202f]", " ")).contains("2,8358 % × 18 $ ≈ 0,5105 $ за бросок соперника");
        // Where the shown chance does give the shown income, the line keeps "=".
        assertThat(row("Boardwalk", "hotel").explanation()).contains("2.6260% × $2,000 = $52.52 per opponent roll");
        // No working anywhere shows a chance to more than four places of a percent.
        for (ReturnRow any : rows) {
            any.said().forEach(m -> m.args().stream().filter(a -> a instanceof tutor.text.Message.Percent)
                    .forEach(a -> assertThat(((tutor.text.Message.Percent) a).places()).as(any.name()).isEqualTo(4)));
        }
    }

    @Test
    void mediterraneanAloneBarelyPays() {
        // 2.1314% × $2 = $0.042628 a roll, not a cent-rounded $0.04: $60 / $0.042628 = 1,407.5 rolls, not 1,500.
        ReturnRow r = row("Mediterranean Avenue", "alone");
        assertThat(Shown.round(r.income(), 6)).isEqualByComparingTo("0.042628");
        assertThat(Shown.round(r.paybackRolls(), 1)).isEqualByComparingTo("1407.5");
        // The working shows the income finely enough that its division can be redone by hand.
        assertThat(r.explanation()).contains("2.1314% × $2 = $0.04263 per opponent roll", "Payback: $60 / $0.04263 = 1,407.5 opponent rolls");
        // The whole brown group doubles the site rent: 2 × $2 = $4.
        assertThat(row("Mediterranean Avenue", "0").rent()).isEqualTo(4);
    }

    @Test
    void theThirdHousePaysBestInEveryColourGroupButBrown() {
        for (String group : List.of("light-blue", "pink", "orange", "red", "yellow", "green", "dark-blue")) {
            List<ReturnRow> levels = rows.stream()
                    .filter(r -> r.kind() == ReturnRow.Kind.GROUP && r.group().equals(group) && r.marginalRolls() != null)
                    .toList();
            assertThat(levels).as(group).hasSize(5); // 1-4 houses and the hotel, each over the level below
            ReturnRow third = levels.stream().filter(r -> r.level().equals("3")).findFirst().orElseThrow();
            for (ReturnRow other : levels) {
                assertThat(third.marginalRolls()).as(group + " level " + other.level())
                        .isLessThanOrEqualTo(other.marginalRolls());
            }
        }
    }

    @Test
    void onTheBrownGroupTheFourthHouseAddsMoreThanTheThird() {
        // Mediterranean 30 -> 90 -> 160 and Baltic 60 -> 180 -> 320: the third house adds $60 + $120, the fourth $70 + $140.
        ReturnRow third = rows.stream().filter(r -> r.kind() == ReturnRow.Kind.GROUP && r.group().equals("brown")
                && r.level().equals("3")).findFirst().orElseThrow();
        ReturnRow fourth = rows.stream().filter(r -> r.kind() == ReturnRow.Kind.GROUP && r.group().equals("brown")
                && r.level().equals("4")).findFirst().orElseThrow();
        assertThat(fourth.marginalRolls()).isLessThan(third.marginalRolls());
    }

    @Test
    void aGroupIsTheSumOfItsDeeds() {
        ReturnRow orange = rows.stream().filter(r -> r.kind() == ReturnRow.Kind.GROUP && r.group().equals("orange")
                && r.level().equals("3")).findFirst().orElseThrow();
        BigDecimal sum = row("St. James Place", "3").income().add(row("Tennessee Avenue", "3").income())
                .add(row("New York Avenue", "3").income());
        assertThat(orange.income()).isEqualByComparingTo(sum);
        // $180 + $180 + $200 for the lots and 9 houses at $100.
        assertThat(orange.cost()).isEqualTo(180 + 180 + 200 + 9 * 100);
    }

    @Test
    void aRailroadReachedByTheNearestRailroadCardEarnsTheDoubleRentOnThoseRolls() {
        Odds o = LandingChainTest.odds("classic", JailStrategy.SHORT);
        int reading = 5;
        double byCard = o.railroadCard()[reading];
        assertThat(byCard).isPositive(); // from the Chance space at 36, the nearest railroad ahead is Reading
        ReturnRow r = row("Reading Railroad", "4");
        BigDecimal plain = BigDecimal.valueOf(o.at(reading) * 200);
        assertThat(r.income()).isGreaterThan(plain);
        assertThat(r.income().doubleValue()).isCloseTo((o.at(reading) + byCard) * 200, within(1e-12));
        // The other convention: every arrival at the printed rent.
        ReturnRow printed = Returns.of(o, classic, 3, CardRent.PRINTED).stream()
                .filter(x -> x.name().equals("Reading Railroad") && x.level().equals("4")).findFirst().orElseThrow();
        assertThat(printed.income().doubleValue()).isCloseTo(o.at(reading) * 200, within(1e-12));
    }

    @Test
    void theShortGameBuildsHotelsOnThreeHouses() {
        RuleSet shortGame = Bundle.get().ruleset("us-short");
        List<ReturnRow> s = Returns.of(LandingChainTest.odds("us-short", JailStrategy.SHORT), shortGame, 3);
        ReturnRow hotel = s.stream().filter(r -> r.name().equals("Boardwalk") && r.level().equals("hotel")).findFirst().orElseThrow();
        assertThat(hotel.cost()).isEqualTo(400 + 3 * 200 + 200);
        assertThat(s).noneMatch(r -> r.name().equals("Boardwalk") && r.level().equals("4"));
    }

    @Test
    void aMortgageCostsTenPercentToLiftRoundedUp() {
        Board board = Bundle.get().board(classic);
        MortgageCost m = MortgageCost.of(board, classic, board.deed(board.space(12).deed()), new BigDecimal("0.20"));
        // Electric Company: $75 mortgage value; 10% is $7.50, rounded up to $8; lifting costs $83.
        assertThat(m.value()).isEqualTo(75);
        assertThat(m.interest()).isEqualTo(8);
        assertThat(m.liftCost()).isEqualTo(83);
        assertThat(m.explanation().get(1)).contains("$75 + $8 = $83");
        assertThat(m.explanation().get(3)).contains("$8 / $0.20 = 40.0 opponent rolls");
    }
}
