package tutor.rules;

import static tutor.TestWords.EN;

import static org.assertj.core.api.Assertions.assertThat;
import static tutor.rules.Moves.apply;

import org.junit.jupiter.api.Test;
import tutor.trace.TraceStep;
import tutor.trace.WordedStep;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;
import tutor.rules.state.Table;
import tutor.rules.state.Transfer;

/** Rent for every kind of deed, with the exact amounts of the printed Title Deeds. */
class RentTest {

    private final Table classic = Tables.classic();

    private static int cash(GameState s, int seat) {
        return s.player(seat).cash();
    }

    /** Ben, at Short Line (35), throws the given dice with Ann's deeds set up by {@code setup}. */
    private Outcome benThrows(PositionBuilder b, int from, int d1, int d2) {
        GameState s = b.at("Ben", from).turn("Ben").dice(d1, d2).build();
        return apply(s, new Move.RollDice(1));
    }

    @Test
    void boardwalkWithParkPlaceUnimprovedCosts100() {
        Outcome o = benThrows(new PositionBuilder(classic).owns("Ann", "Park Place", "Boardwalk"), 35, 1, 3);
        assertThat(o.after().player(1).position()).isEqualTo(39);
        assertThat(cash(o.after(), 1)).isEqualTo(1500 - 100);
        assertThat(cash(o.after(), 0)).isEqualTo(1500 + 100);
        assertThat(o.ledger()).containsExactly(new Transfer(1, 0, 100, RuleIds.RENT_STREET));
        WordedStep doubled = o.trace().flatten(EN).stream()
                .filter(s -> s.ruleId().equals(RuleIds.RENT_GROUP_DOUBLE)).findFirst().orElseThrow();
        assertThat(doubled.arithmetic()).isEqualTo("2 × $50 = $100");
        assertThat(doubled.ruleset()).isEqualTo("classic");
    }

    @Test
    void boardwalkAloneCostsTheSiteRent50() {
        Outcome o = benThrows(new PositionBuilder(classic).owns("Ann", "Boardwalk"), 35, 1, 3);
        assertThat(cash(o.after(), 1)).isEqualTo(1450);
    }

    @Test
    void classicStillDoublesWhenAnotherLotOfTheGroupIsMortgaged() {
        Outcome o = benThrows(new PositionBuilder(classic).owns("Ann", "Park Place", "Boardwalk").mortgaged("Park Place"),
                35, 1, 3);
        assertThat(cash(o.after(), 1)).isEqualTo(1400);
        assertThat(o.trace().ruleIds()).contains(RuleIds.RENT_GROUP_DOUBLE_MORTGAGED, RuleIds.RENT_GROUP_DOUBLE);
    }

    @Test
    void aRulesetWithoutDoubleRentForAMortgagedGroupChargesTheSiteRent() {
        RuleSet noDouble = classic.rules().with(RuleKey.GROUP_DOUBLE_WITH_MORTGAGE, false, "fr-test", "fr-classic", "Loyers");
        Table t = new Table(classic.board(), noDouble, classic.cards(), classic.seats(), true);
        Outcome o = benThrows(new PositionBuilder(t).owns("Ann", "Park Place", "Boardwalk").mortgaged("Park Place"), 35, 1, 3);
        assertThat(cash(o.after(), 1)).isEqualTo(1450);
        WordedStep exception = o.trace().flatten(EN).stream()
                .filter(s -> s.ruleId().equals(RuleIds.RENT_GROUP_DOUBLE_MORTGAGED)).findFirst().orElseThrow();
        assertThat(exception.ruleset()).isEqualTo("fr-test");
        assertThat(exception.result()).isEqualTo("site rent only");
    }

    @Test
    void aMortgagedDeedEarnsNothing() {
        Outcome o = benThrows(new PositionBuilder(classic).owns("Ann", "Park Place", "Boardwalk").mortgaged("Boardwalk"),
                35, 1, 3);
        assertThat(cash(o.after(), 1)).isEqualTo(1500);
        assertThat(o.ledger()).isEmpty();
        assertThat(o.trace().ruleIds()).contains(RuleIds.RENT_MORTGAGED);
    }

    @Test
    void housesAndHotelUseTheLadder() {
        Outcome three = benThrows(new PositionBuilder(classic).owns("Ann", "Park Place", "Boardwalk")
                .houses("Park Place", 3).houses("Boardwalk", 3), 35, 1, 3);
        assertThat(cash(three.after(), 1)).isEqualTo(1500 - 1400);
        Outcome hotel = benThrows(new PositionBuilder(classic).owns("Ann", "Park Place", "Boardwalk")
                .houses("Park Place", 4).hotel("Boardwalk").cash("Ben", 2500), 35, 1, 3);
        assertThat(cash(hotel.after(), 1)).isEqualTo(2500 - 2000);
    }

    /**
     * The ruling's tree shows a step as "title: sum", so the sum says where the figure comes from and never repeats
     * the title ("Rent with a hotel: rent with a hotel = $2,000" on the teacher's projector), in every language.
     */
    @Test
    void aBuildingRentsSumNeverRepeatsItsTitle() {
        Outcome three = benThrows(new PositionBuilder(classic).owns("Ann", "Park Place", "Boardwalk")
                .houses("Park Place", 3).houses("Boardwalk", 3), 35, 1, 3);
        Outcome hotel = benThrows(new PositionBuilder(classic).owns("Ann", "Park Place", "Boardwalk")
                .houses("Park Place", 4).hotel("Boardwalk").cash("Ben", 2500), 35, 1, 3);
        for (String lang : java.util.List.of("en", "fr", "ru")) {
            tutor.trace.Rulebook book = tutor.data.Bundle.get().rulebook(lang);
            for (Outcome o : java.util.List.of(three, hotel)) {
                WordedStep sum = o.trace().flatten(book.words()).stream()
                        .filter(s -> s.ruleId().startsWith("rent.street.") && !s.arithmetic().isEmpty()).findFirst().orElseThrow();
                String title = book.title(sum.ruleId()).toLowerCase(java.util.Locale.ROOT);
                String said = sum.arithmetic().split(" = ")[0].toLowerCase(java.util.Locale.ROOT);
                assertThat(title).as(lang + ": " + sum.arithmetic()).doesNotContain(said);
                assertThat(said).as(lang + ": " + sum.arithmetic()).doesNotContain(title);
                assertThat(sum.arithmetic().replaceAll("\\D", "")).as(sum.arithmetic()).isIn("31400", "2000");
            }
        }
    }

    @Test
    void anUnbuiltLotOfABuiltGroupStillEarnsDoubleRent() {
        // Mediterranean has no house while Baltic has one: Mediterranean's $2 site rent is doubled.
        // Ben throws 3 from Luxury Tax (38), passes GO (+$200) and stops on Mediterranean (1).
        GameState s = new PositionBuilder(classic).owns("Ann", "Mediterranean Avenue", "Baltic Avenue")
                .houses("Baltic Avenue", 1).at("Ben", 38).turn("Ben").dice(1, 2).build();
        Outcome o = apply(s, new Move.RollDice(1));
        assertThat(o.after().player(1).position()).isEqualTo(1);
        assertThat(cash(o.after(), 1)).isEqualTo(1500 + 200 - 4);
        assertThat(o.ledger()).containsExactly(new Transfer(Estates.BANK, 1, 200, RuleIds.GO_SALARY),
                new Transfer(1, 0, 4, RuleIds.RENT_STREET));
    }

    @Test
    void threeRailroadsCost100WithTheDoublingShown() {
        Outcome o = benThrows(new PositionBuilder(classic)
                .owns("Ann", "Reading Railroad", "Pennsylvania Railroad", "B. & O. Railroad"), 20, 2, 3);
        assertThat(o.after().player(1).position()).isEqualTo(25);
        assertThat(cash(o.after(), 1)).isEqualTo(1400);
        WordedStep calc = o.trace().flatten(EN).stream().filter(s -> s.ruleId().equals(RuleIds.RENT_RAILROAD)
                && !s.arithmetic().isEmpty()).findFirst().orElseThrow();
        assertThat(calc.arithmetic()).isEqualTo("$25 × 2^(3-1) = $100");
    }

    @Test
    void mortgagedRailroadsStillCountForTheRentStep() {
        Outcome o = benThrows(new PositionBuilder(classic)
                .owns("Ann", "Reading Railroad", "Pennsylvania Railroad", "B. & O. Railroad", "Short Line")
                .mortgaged("Reading Railroad").mortgaged("Short Line"), 20, 2, 3);
        assertThat(cash(o.after(), 1)).isEqualTo(1500 - 200);
    }

    @Test
    void oneUtilityAndAThrowOf7Costs28() {
        Outcome o = benThrows(new PositionBuilder(classic).owns("Ann", "Electric Company"), 5, 3, 4);
        assertThat(o.after().player(1).position()).isEqualTo(12);
        assertThat(cash(o.after(), 1)).isEqualTo(1500 - 28);
        WordedStep calc = o.trace().flatten(EN).stream().filter(s -> s.ruleId().equals(RuleIds.RENT_UTILITY)
                && !s.arithmetic().isEmpty()).findFirst().orElseThrow();
        assertThat(calc.arithmetic()).isEqualTo("4 × 7 = $28");
    }

    @Test
    void bothUtilitiesCostTenTimesTheThrowEvenWithOneMortgaged() {
        Outcome o = benThrows(new PositionBuilder(classic).owns("Ann", "Electric Company", "Water Works")
                .mortgaged("Electric Company"), 20, 5, 3);
        assertThat(o.after().player(1).position()).isEqualTo(28);
        assertThat(cash(o.after(), 1)).isEqualTo(1500 - 80);
    }

    @Test
    void ownDeedCostsNothing() {
        Outcome o = benThrows(new PositionBuilder(classic).owns("Ben", "Boardwalk"), 35, 1, 3);
        assertThat(o.ledger()).isEmpty();
        assertThat(o.trace().ruleIds()).contains(RuleIds.RENT_OWN_DEED);
    }

    @Test
    void anOwnerInJailStillCollectsUnderClassic() {
        Outcome o = benThrows(new PositionBuilder(classic).owns("Ann", "Boardwalk").inJail("Ann", 1), 35, 1, 3);
        assertThat(cash(o.after(), 0)).isEqualTo(1550);
        assertThat(o.trace().ruleIds()).contains(RuleIds.RENT_OWNER_IN_JAIL);
    }

    @Test
    void aHouseRuleWithoutRentInJailChargesNothing() {
        RuleSet noRent = classic.rules().with(RuleKey.RENT_WHILE_IN_JAIL, false, "seminary-test", "seminary", "Jail");
        Table t = new Table(classic.board(), noRent, classic.cards(), classic.seats(), true);
        Outcome o = benThrows(new PositionBuilder(t).owns("Ann", "Boardwalk").inJail("Ann", 0), 35, 1, 3);
        assertThat(o.ledger()).isEmpty();
    }

    @Test
    void rentBeyondCashIsRecordedAsADebt() {
        Outcome o = benThrows(new PositionBuilder(classic).owns("Ann", "Park Place", "Boardwalk")
                .houses("Park Place", 4).houses("Boardwalk", 4).cash("Ben", 300), 35, 1, 3);
        assertThat(o.after().pending()).isInstanceOf(Pending.Debt.class);
        Pending.Debt debt = (Pending.Debt) o.after().pending();
        assertThat(debt.owed()).containsExactly(new Pending.Owed(1, 0, 1700, RuleIds.RENT_STREET));
        assertThat(cash(o.after(), 1)).isEqualTo(300);
        assertThat(o.ledger()).isEmpty();
    }
}
