package tutor.rules;

import static tutor.TestWords.EN;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.edition.Card;
import tutor.rules.edition.CardEffect;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;
import tutor.rules.position.PositionBuilder;
import tutor.rules.position.PositionCheck;
import tutor.rules.position.PositionPart;
import tutor.rules.position.PositionProblem;
import tutor.rules.state.GameState;
import tutor.rules.state.Pending;
import tutor.rules.state.Table;

/**
 * The position rules, with no file in sight: each problem names the rule it breaks and the part
 * of the position it is about, as a position editor needs them.
 */
class PositionCheckTest {

    private static List<PositionProblem> check(PositionBuilder b) {
        return PositionCheck.check(b.draft());
    }

    private static PositionProblem only(PositionBuilder b) {
        List<PositionProblem> all = check(b);
        assertThat(all).hasSize(1);
        return all.get(0);
    }

    private static PositionBuilder classic() {
        return new PositionBuilder(Tables.classic());
    }

    @Test
    void aSoundPositionHasNoProblem() {
        assertThat(check(Tables.lastTwoHouses(Tables.classic()).cash("Ann", 0).jailCard("Ben", "chance").inJail("Cat", 2)
                .pending(new Pending.TurnOver(0)))).isEmpty();
    }

    @Test
    void unevenBuildingsCiteBuildEvenAtTheFirstBuiltLot() {
        PositionBuilder b = classic().owns("Ann", "Park Place", "Boardwalk").houses("Park Place", 1).houses("Boardwalk", 3);
        PositionProblem p = only(b);
        assertThat(p.ruleId()).isEqualTo(RuleIds.BUILD_EVEN);
        assertThat(p.part()).isEqualTo(new PositionPart.Lot(b.deed("Park Place")));
        assertThat(p.message(EN)).isEqualTo("3 houses on Boardwalk need 2 houses on Park Place first"
                + " (build evenly: lots of the Dark Blue group may differ by one house at most)");
    }

    @Test
    void aHotelBesideABareLotNamesBothLotsAndTheFourHousesItNeeds() {
        PositionBuilder b = classic().owns("Ann", "Park Place", "Boardwalk").hotel("Boardwalk");
        PositionProblem p = only(b);
        assertThat(p.ruleId()).isEqualTo(RuleIds.BUILD_EVEN);
        assertThat(p.message(EN)).startsWith("A hotel on Boardwalk needs 4 houses on Park Place first (build evenly");
        assertThat(p.message(tutor.data.Bundle.get().words("fr")))
                .startsWith("Un hôtel sur la propriété Boardwalk demande d'abord 4 maisons sur la propriété Park Place");
        assertThat(p.message(tutor.data.Bundle.get().words("ru")))
                .startsWith("Чтобы поставить отель на участок «Boardwalk», сначала на участке «Park Place» нужно 4 дома");
    }

    @Test
    void buildingsOnAnIncompleteOrMortgagedGroupAndPastTheLimit() {
        assertThat(only(classic().owns("Ann", "Boardwalk").owns("Ben", "Park Place").houses("Boardwalk", 1)).ruleId())
                .isEqualTo(RuleIds.BUILD_COMPLETE_GROUP);
        assertThat(only(classic().owns("Ann", "Park Place", "Boardwalk").houses("Boardwalk", 1).mortgaged("Park Place")).ruleId())
                .isEqualTo(RuleIds.BUILD_MORTGAGED_GROUP);
        assertThat(only(classic().owns("Ann", "Park Place", "Boardwalk").houses("Boardwalk", 5).houses("Park Place", 4)).ruleId())
                .isEqualTo(RuleIds.BUILD_LIMIT);
        assertThat(only(classic().owns("Ann", "Reading Railroad").houses("Reading Railroad", 1)).message(EN))
                .isEqualTo("Reading Railroad is not a street; only streets take houses and hotels");
        assertThat(only(classic().owns("Ann", "Park Place", "Boardwalk").hotel("Boardwalk").mortgaged("Boardwalk").houses("Park Place", 4))
                .ruleId()).isEqualTo(RuleIds.MORTGAGE_UNIMPROVED);
    }

    @Test
    void theSeminaryRulesBuildBesideAMortgagedLotAndOnAnyOrAllLots() {
        Table t = Bundle.get().table("seminary", List.of("Ann", "Ben"));
        assertThat(check(new PositionBuilder(t).owns("Ann", "Oriental Avenue", "Vermont Avenue", "Connecticut Avenue")
                .mortgaged("Oriental Avenue").houses("Vermont Avenue", 1).houses("Connecticut Avenue", 4))).isEmpty();
    }

    @Test
    void whereBuildingBesideAMortgagedLotMeetsEvennessTheUnmortgagedLotsCount() {
        Table classic = Tables.classic();
        RuleSet rules = classic.rules().with(RuleKey.BUILD_WITH_MORTGAGED_LOT, true, "test", "tutor", "test");
        Table t = new Table(classic.board(), rules, classic.cards(), classic.seats(), true);
        assertThat(check(new PositionBuilder(t).owns("Ann", "Oriental Avenue", "Vermont Avenue", "Connecticut Avenue")
                .mortgaged("Oriental Avenue").houses("Vermont Avenue", 2).houses("Connecticut Avenue", 2))).isEmpty();
        PositionBuilder uneven = new PositionBuilder(t).owns("Ann", "Oriental Avenue", "Vermont Avenue", "Connecticut Avenue")
                .mortgaged("Oriental Avenue").houses("Vermont Avenue", 2).houses("Connecticut Avenue", 4);
        assertThat(only(uneven).ruleId()).isEqualTo(RuleIds.BUILD_EVEN);
    }

    @Test
    void moreBuildingsThanTheSupplyIsTheBanksProblem() {
        PositionBuilder b = Tables.lastTwoHouses(Tables.classic()).owns("Ann", "Park Place", "Boardwalk")
                .houses("Park Place", 2).houses("Boardwalk", 2);
        PositionProblem p = only(b);
        assertThat(p.part()).isEqualTo(new PositionPart.Bank());
        assertThat(p.message(EN)).isEqualTo("The set-up places 34 houses and 0 hotels; the Bank has only 32 and 12");
    }

    @Test
    void anEditedBankCountMustMakeTheGamesSetWithTheBoard() {
        GameState s = classic().owns("Ann", "Park Place", "Boardwalk").houses("Park Place", 1).houses("Boardwalk", 1).draft();
        GameState wrong = new GameState(s.table(), s.players(), s.estates(), 32, 12, s.decks(), s.dice(), 0, 0, false, s.pending(),
                List.of(), List.of(), 0, 0);
        assertThat(PositionCheck.check(wrong)).singleElement().satisfies(p -> {
            assertThat(p.ruleId()).isEqualTo(RuleIds.BUILD_SUPPLY);
            assertThat(p.message(EN)).contains("The Bank holds 32 houses and 12 hotels, and 2 and 0 stand on the board");
        });
    }

    @Test
    void playersTokensAndJail() {
        PositionBuilder b = classic();
        assertThat(only(b.cash("Ann", -1)).part()).isEqualTo(new PositionPart.Player(0, PositionPart.Field.CASH));
        assertThat(only(classic().cash("Ben", PositionCheck.MAX_AMOUNT + 1)).ruleId()).isEqualTo(RuleIds.POSITION_AMOUNT_LIMIT);
        assertThat(check(classic().cash("Ben", PositionCheck.MAX_AMOUNT))).isEmpty();
        PositionProblem goToJail = only(classic().at("Cat", "Go To Jail"));
        assertThat(goToJail.ruleId()).isEqualTo(RuleIds.JAIL_ENTER_SPACE);
        assertThat(goToJail.part()).isEqualTo(new PositionPart.Player(2, PositionPart.Field.SPACE));
        assertThat(only(classic().inJail("Ann", 0).at("Ann", "GO")).ruleId()).isEqualTo(RuleIds.POSITION_JAIL_TOKEN);
        assertThat(only(classic().inJail("Ann", 3)).ruleId()).isEqualTo(RuleIds.JAIL_FORCED_FINE);
    }

    @Test
    void oneJailFreeCardHasOneHolderAndIsOutOfTheDeck() {
        PositionProblem two = only(classic().jailCard("Ann", "chance").jailCard("Ben", "chance"));
        assertThat(two.part()).isEqualTo(new PositionPart.HeldCard(1, 0));
        assertThat(two.message(EN)).startsWith("Ann and Ben both hold the Chance Get Out of Jail Free card");
        PositionBuilder back = classic().jailCard("Ann", "community-chest");
        Card card = Tables.classic().cards().decks().get(1).cards().stream()
                .filter(c -> c.effect() instanceof CardEffect.GetOutOfJailFree).findFirst().orElseThrow();
        back.topCard("community-chest", card.id());
        assertThat(only(back).message(EN)).endsWith("yet it is still in the deck; a kept card is out of the deck");
    }

    @Test
    void decisionsMustBePossible() {
        PositionBuilder owned = classic().owns("Ben", "Boardwalk").at("Ann", "Boardwalk");
        int boardwalk = owned.deed("Boardwalk");
        assertThat(only(owned.pending(new Pending.BuyDecision(0, boardwalk))).ruleId()).isEqualTo(RuleIds.BUY_OFFER);
        assertThat(only(classic().pending(new Pending.BuyDecision(0, boardwalk))).message(EN))
                .startsWith("Ann is offered Boardwalk but stands on GO");
        assertThat(only(classic().pending(new Pending.TaxChoice(0, 4))).message(EN))
                .startsWith("Ann is asked the Income Tax choice but stands on GO");
        assertThat(check(classic().at("Ann", 4).pending(new Pending.TaxChoice(0, 4)))).isEmpty();
        assertThat(only(new PositionBuilder(Bundle.get().table("modern", List.of("Ann", "Ben"))).at("Ann", 4)
                .pending(new Pending.TaxChoice(0, 4))).message(EN)).isEqualTo("Modern (Hasbro game guide, 2021 and later) offers no Income Tax choice: the tax is a flat $200");
        Pending.Debt self = new Pending.Debt(List.of(new Pending.Owed(0, 0, 100, RuleIds.DEBT_PENDING)), new Pending.TurnOver(0), 0);
        assertThat(only(classic().pending(self)).part()).isEqualTo(new PositionPart.Decision());
        Pending.Debt nothing = new Pending.Debt(List.of(new Pending.Owed(0, 1, 0, RuleIds.DEBT_PENDING)), new Pending.TurnOver(0), 0);
        assertThat(only(classic().pending(nothing)).message(EN)).startsWith("A debt is a sum owed, more than nothing");
    }

    @Test
    void namesSeatsDirectionAndThePot() {
        RuleSet classic = Tables.classic().rules();
        assertThat(PositionCheck.seats(classic, List.of("Ann", "bank"))).singleElement()
                .satisfies(p -> assertThat(p.part()).isEqualTo(new PositionPart.Player(1, PositionPart.Field.NAME)));
        assertThat(PositionCheck.seats(classic, List.of("Ann", "ann"))).singleElement()
                .satisfies(p -> assertThat(p.ruleId()).isEqualTo(RuleIds.PLAYER_NAMES));
        assertThat(PositionCheck.seats(classic, List.of("A", "B", "C", "D", "E", "F", "G", "H", "I"))).singleElement()
                .satisfies(p -> assertThat(p.message(EN)).isEqualTo("A game under Classic (US long-form rules) needs 2 to 8 players, not 9"));
        assertThat(PositionCheck.seats(Bundle.get().ruleset("ru-classic"), List.of("A", "B", "C", "D", "E", "F", "G", "H", "I", "J"))).isEmpty();
        assertThat(only(classic().reversed(true)).ruleId()).isEqualTo(RuleIds.POSITION_DIRECTION);
        Table seminary = Bundle.get().table("seminary", List.of("Ann", "Ben"));
        assertThat(check(new PositionBuilder(seminary).reversed(true).pot(450))).isEmpty();
        assertThat(only(new PositionBuilder(seminary).pot(-1)).part()).isEqualTo(new PositionPart.Pot());
    }

    @Test
    void juniorHasNoJailNoHousesAndOnlySoManyBooths() {
        Table junior = Bundle.get().table("junior", List.of("Ann", "Ben"));
        assertThat(only(new PositionBuilder(junior).inJail("Ann", 0)).ruleId()).isEqualTo(RuleIds.POSITION_NO_JAIL);
        assertThat(only(new PositionBuilder(junior).at("Ann", "Tram to the Cafe")).ruleId()).isEqualTo(RuleIds.TO_REST);
        PositionBuilder thirteen = new PositionBuilder(junior);
        junior.board().deeds().stream().limit(13).forEach(d -> thirteen.owns("Ann", d.name()));
        PositionProblem p = only(thirteen);
        assertThat(p.ruleId()).isEqualTo(RuleIds.BOOTH_LIMIT);
        assertThat(p.message(EN)).isEqualTo("Ann holds more than 12 amusements, but has only 12 ticket booths in a game of 2");
    }
}
