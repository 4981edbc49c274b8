package tutor.rules;

import static tutor.TestWords.EN;

import static org.assertj.core.api.Assertions.assertThat;
import static tutor.rules.Moves.apply;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.trace.TraceStep;
import tutor.trace.WordedStep;
import tutor.rules.edition.Clause;
import tutor.rules.edition.HouseRule;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.Dice;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;
import tutor.rules.state.Roll;
import tutor.rules.state.Table;
import tutor.rules.state.Transfer;

/** Common house rules on top of an edition: exact amounts, precedence, and the replaced clause in the trace. */
class HouseRulesTest {

    private static Table table(String spec) {
        return Bundle.get().table(spec, List.of("Ann", "Ben", "Cat"));
    }

    @Test
    void taxesGoIntoTheFreeParkingPotAndLandingThereTakesIt() {
        Table t = table("classic+free-parking-pot");
        GameState s = new PositionBuilder(t).at("Ben", 35).turn("Ben").dice(1, 2).at("Cat", 17).build();
        Outcome tax = apply(s, new Move.RollDice(1));
        assertThat(tax.ledger()).containsExactly(new Transfer(1, Estates.POT, 75, RuleIds.TAX_LUXURY));
        assertThat(tax.after().pot()).isEqualTo(75);
        GameState cats = apply(tax.after(), new Move.EndTurn(1)).after();
        GameState cat = new GameState(cats.table(), cats.players(), cats.estates(), cats.bankHouses(), cats.bankHotels(),
                cats.decks(), Dice.scripted(List.of(new Roll(1, 2)), 1), 2, 0, false, new Pending.AwaitRoll(2), List.of(), List.of(), 1, cats.pot());
        Outcome parked = apply(cat, new Move.RollDice(2));
        assertThat(parked.ledger()).containsExactly(new Transfer(Estates.POT, 2, 75, RuleIds.FREE_PARKING_POT));
        assertThat(parked.after().pot()).isZero();
        WordedStep step = parked.trace().flatten(EN).stream().filter(st -> st.ruleId().equals(RuleIds.FREE_PARKING_POT)).findFirst().orElseThrow();
        assertThat(step.ruleset()).isEqualTo("free-parking-pot");
        assertThat(step.inputs().get("instead of")).isEqualTo("Classic (US long-form rules): no money under Free Parking (Hasbro US rules, long form (as printed in the Boutique Edition, 2007) — Free Parking: a free resting place, no money or reward of any kind)");
    }

    /** An empty pot is said as empty (the dispute desk read "takes the money in the pot" beside "no money changes hands"). */
    @Test
    void landingOnAnEmptyPotSaysItIsEmptyAndMovesNoMoney() {
        GameState s = new PositionBuilder(table("classic+free-parking-pot")).at("Cat", 17).turn("Cat").dice(1, 2).build();
        Outcome parked = apply(s, new Move.RollDice(2));
        assertThat(parked.ledger()).isEmpty();
        WordedStep step = parked.trace().flatten(EN).stream().filter(st -> st.ruleId().equals(RuleIds.FREE_PARKING_POT)).findFirst().orElseThrow();
        assertThat(step.text()).isEqualTo("Cat stops on Free Parking: under the house rule the pot is theirs, but it is empty, so no money changes hands.");
    }

    @Test
    void underTheOfficialRulesFreeParkingPaysNothingAndTaxesGoToTheBank() {
        GameState s = new PositionBuilder(table("classic")).at("Ben", 35).turn("Ben").dice(1, 2).build();
        Outcome tax = apply(s, new Move.RollDice(1));
        assertThat(tax.ledger()).containsExactly(new Transfer(1, Estates.BANK, 75, RuleIds.TAX_LUXURY));
        assertThat(tax.after().pot()).isZero();
    }

    @Test
    void stoppingExactlyOnGoPays400UnderTheHouseRuleAndPassingStill200() {
        Outcome land = apply(new PositionBuilder(table("classic+go-400")).at("Ann", 36).dice(1, 3).build(), new Move.RollDice(0));
        assertThat(land.ledger()).containsExactly(new Transfer(Estates.BANK, 0, 200, RuleIds.GO_SALARY),
                new Transfer(Estates.BANK, 0, 200, RuleIds.GO_LANDING_BONUS));
        Outcome pass = apply(new PositionBuilder(table("classic+go-400")).at("Ann", 36).dice(2, 3).build(), new Move.RollDice(0));
        assertThat(pass.ledger()).containsExactly(new Transfer(Estates.BANK, 0, 200, RuleIds.GO_SALARY));
        Outcome official = apply(new PositionBuilder(table("classic")).at("Ann", 36).dice(1, 3).build(), new Move.RollDice(0));
        assertThat(official.ledger()).containsExactly(new Transfer(Estates.BANK, 0, 200, RuleIds.GO_SALARY));
    }

    @Test
    void withNoAuctionsADeclinedDeedStaysWithTheBank() {
        GameState s = apply(new PositionBuilder(table("modern+no-auctions")).at("Ben", 35).turn("Ben").dice(1, 3).build(),
                new Move.RollDice(1)).after();
        Outcome declined = apply(s, new Move.DeclineToBuy(1));
        assertThat(declined.after().pending()).isEqualTo(new Pending.TurnOver(1));
        assertThat(declined.after().estates().owner(27)).isEqualTo(Estates.BANK);
        assertThat(declined.trace().flatten(EN)).anyMatch(st -> st.ruleset().equals("no-auctions"));
    }

    @Test
    void noRentInJailSparesTheVisitor() {
        GameState s = new PositionBuilder(table("classic+no-rent-in-jail")).owns("Ann", "Boardwalk").inJail("Ann", 0)
                .at("Ben", 35).turn("Ben").dice(1, 3).build();
        assertThat(apply(s, new Move.RollDice(1)).ledger()).isEmpty();
    }

    @Test
    void beforeTheFirstLapNothingMayBeBoughtAfterItAsUsual() {
        Table t = table("classic+first-lap");
        Outcome early = apply(new PositionBuilder(t).at("Ann", 0).dice(1, 2).build(), new Move.RollDice(0));
        assertThat(early.after().pending()).isEqualTo(new Pending.TurnOver(0));
        assertThat(early.trace().ruleIds()).contains(RuleIds.BUY_FIRST_LAP);
        Outcome lapped = apply(new PositionBuilder(t).at("Ann", 38).dice(2, 3).build(), new Move.RollDice(0));
        assertThat(lapped.after().pending()).isEqualTo(new Pending.BuyDecision(0, 1));
    }

    @Test
    void aLaterHouseRuleTakesPrecedenceOverAnEarlierOneAndRemembersBoth() {
        RuleSet base = Bundle.get().ruleset("classic");
        HouseRule fine100 = new HouseRule("fine-100", "A $100 jail fine", "house-common", "test", Map.of(RuleKey.JAIL_FINE, 100));
        HouseRule fine500 = new HouseRule("fine-500", "A $500 jail fine", "seminary", "Jail", Map.of(RuleKey.JAIL_FINE, 500));
        RuleSet both = fine500.applyTo(fine100.applyTo(base));
        assertThat(both.id()).isEqualTo("classic+fine-100+fine-500");
        assertThat(both.jailFine()).isEqualTo(500);
        Clause<Integer> c = both.clause(RuleKey.JAIL_FINE);
        assertThat(c.rulesetId()).isEqualTo("fine-500");
        assertThat(c.replaced().rulesetId()).isEqualTo("fine-100");
        assertThat(c.replaced().replaced().rulesetId()).isEqualTo("classic");
    }

    @Test
    void theBundleComposesHouseRulesAndNamesUnknownOnes() {
        RuleSet rs = Bundle.get().ruleset("classic+free-parking-pot+go-400");
        assertThat(rs.title()).isEqualTo("Classic (US long-form rules) + Money under Free Parking + $400 for stopping exactly on GO");
        assertThat(rs.goLandingBonus()).isEqualTo(200);
        assertThat(rs.freeParkingPot()).isTrue();
        assertThat(org.assertj.core.api.Assertions.catchThrowable(() -> Bundle.get().ruleset("classic+go-40")))
                .hasMessage("no house rule 'go-40'; did you mean 'go-400'?");
    }
}
