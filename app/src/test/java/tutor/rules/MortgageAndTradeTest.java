package tutor.rules;

import static tutor.TestWords.EN;

import static org.assertj.core.api.Assertions.assertThat;
import static tutor.rules.Moves.apply;
import static tutor.rules.Moves.reject;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.rules.edition.RuleIds;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Offer;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.rules.state.Table;
import tutor.rules.state.Term;
import tutor.rules.state.Transfer;

/** Mortgaging and lifting, trades, and the interest on a mortgaged deed that changes hands. */
class MortgageAndTradeTest {

    private final Table classic = Tables.classic();
    private final int boardwalk = new PositionBuilder(classic).deed("Boardwalk");
    private final int parkPlace = new PositionBuilder(classic).deed("Park Place");

    @Test
    void theBankPaysTheMortgageValueAndLiftingCostsValuePlusTenPercent() {
        GameState s = new PositionBuilder(classic).owns("Ann", "Boardwalk").build();
        Outcome m = apply(s, new Move.MortgageDeed(0, boardwalk));
        assertThat(m.ledger()).containsExactly(new Transfer(Estates.BANK, 0, 200, RuleIds.MORTGAGE_TAKE));
        assertThat(m.after().estates().mortgaged(boardwalk)).isTrue();
        Outcome l = apply(m.after(), new Move.LiftMortgage(0, boardwalk));
        assertThat(l.ledger()).containsExactly(new Transfer(0, Estates.BANK, 220, RuleIds.MORTGAGE_LIFT));
        assertThat(l.trace().flatten(EN)).anyMatch(st -> st.arithmetic().equals("$200 + 10% × $200 = $220"));
    }

    @Test
    void interestOnParkPlaceIsRoundedUpAsTheRulesetSays() {
        GameState s = new PositionBuilder(classic).owns("Ann", "Park Place").mortgaged("Park Place").build();
        Outcome l = apply(s, new Move.LiftMortgage(0, parkPlace));
        assertThat(l.ledger()).containsExactly(new Transfer(0, Estates.BANK, 193, RuleIds.MORTGAGE_LIFT));
        assertThat(l.trace().flatten(EN)).anyMatch(st -> st.arithmetic().equals("$175 + 10% × $175 ($18, rounded up) = $193"));
    }

    @Test
    void onlyADeedWhoseWholeGroupIsUnimprovedCanBeMortgaged() {
        GameState s = new PositionBuilder(classic).owns("Ann", "Park Place", "Boardwalk").houses("Park Place", 1).build();
        Rejection r = reject(s, new Move.MortgageDeed(0, boardwalk));
        assertThat(r.ruleId()).isEqualTo(RuleIds.MORTGAGE_UNIMPROVED);
        assertThat(r.reason(EN)).contains("sell the buildings on Park Place back to the Bank first");
    }

    @Test
    void benBuysAnnsMortgagedBoardwalkFor150AndKeepsIt170InAll() {
        GameState s = new PositionBuilder(classic).owns("Ann", "Boardwalk").mortgaged("Boardwalk").build();
        Outcome traded = apply(s, new Move.Trade(1, 0, Offer.cash(150), Offer.deeds(boardwalk)));
        assertThat(traded.ledger()).containsExactly(new Transfer(1, 0, 150, RuleIds.TRADE),
                new Transfer(1, Estates.BANK, 20, RuleIds.MORTGAGE_TRANSFER));
        assertThat(traded.after().pending()).isEqualTo(new Pending.MortgageChoice(1, List.of(boardwalk), new Pending.AwaitRoll(0)));
        Outcome kept = apply(traded.after(), new Move.KeepMortgage(1, boardwalk));
        assertThat(kept.ledger()).isEmpty();
        assertThat(kept.after().player(1).cash()).isEqualTo(1500 - 170);
        assertThat(kept.after().estates().mortgaged(boardwalk)).isTrue();
        assertThat(kept.after().pending()).isEqualTo(new Pending.AwaitRoll(0));
        // Lifting later costs the value plus interest again: $220, so $240 in interest and principal.
        Outcome later = apply(kept.after(), new Move.LiftMortgage(1, boardwalk));
        assertThat(later.ledger()).containsExactly(new Transfer(1, Estates.BANK, 220, RuleIds.MORTGAGE_LIFT));
    }

    @Test
    void liftingAtOnceInsteadCostsBen370InAll() {
        GameState s = new PositionBuilder(classic).owns("Ann", "Boardwalk").mortgaged("Boardwalk").build();
        GameState traded = apply(s, new Move.Trade(1, 0, Offer.cash(150), Offer.deeds(boardwalk))).after();
        Outcome lifted = apply(traded, new Move.LiftMortgage(1, boardwalk));
        assertThat(lifted.ledger()).containsExactly(new Transfer(1, Estates.BANK, 200, RuleIds.MORTGAGE_LIFT));
        assertThat(lifted.after().player(1).cash()).isEqualTo(1500 - 370);
        assertThat(lifted.after().estates().mortgaged(boardwalk)).isFalse();
    }

    @Test
    void aTradeMovesCashDeedsAndCards() {
        GameState s = new PositionBuilder(classic).owns("Ann", "Reading Railroad").jailCard("Ann", "chance")
                .owns("Ben", "Short Line").build();
        int reading = new PositionBuilder(classic).deed("Reading Railroad");
        int shortLine = new PositionBuilder(classic).deed("Short Line");
        Outcome o = apply(s, new Move.Trade(0, 1, new Offer(0, List.of(reading), 1), new Offer(75, List.of(shortLine), 0)));
        assertThat(o.after().estates().owner(reading)).isEqualTo(1);
        assertThat(o.after().estates().owner(shortLine)).isZero();
        assertThat(o.after().player(1).jailCards()).hasSize(1);
        assertThat(o.ledger()).containsExactly(new Transfer(1, 0, 75, RuleIds.TRADE));
    }

    @Test
    void tradesAreRefusedForBuildingsLoansImmunityAndPlayersOut() {
        GameState built = new PositionBuilder(classic).owns("Ann", "Park Place", "Boardwalk").houses("Park Place", 1).build();
        Rejection group = reject(built, new Move.Trade(0, 1, Offer.deeds(boardwalk), Offer.cash(500)));
        assertThat(group.ruleId()).isEqualTo(RuleIds.TRADE_BUILDINGS);
        assertThat(group.reason(EN)).contains("Park Place in its group has buildings");

        GameState plain = new PositionBuilder(classic).owns("Ann", "Boardwalk").build();
        assertThat(reject(plain, new Move.Trade(0, 1, Offer.NOTHING, Offer.cash(100), List.of(new Term.Loan(100)))).ruleId())
                .isEqualTo(RuleIds.TRADE_NO_LOANS);
        assertThat(reject(plain, new Move.Trade(0, 1, Offer.deeds(boardwalk), Offer.cash(300),
                List.of(new Term.RentImmunity(boardwalk, 5)))).ruleId()).isEqualTo(RuleIds.TRADE_NO_IMMUNITY);
        assertThat(reject(plain, new Move.Trade(1, 0, Offer.cash(10), Offer.deeds(parkPlace))).ruleId())
                .isEqualTo(RuleIds.TRADE_HOLDINGS);
        assertThat(reject(plain, new Move.Trade(0, 1, Offer.deeds(boardwalk), Offer.cash(5000))).reason(EN))
                .isEqualTo("Ben offers $5,000 and has $1,500 in cash.");

        GameState withOut = new GameState(plain.table(), List.of(plain.player(0), plain.player(1).withOut(true), plain.player(2)),
                plain.estates(), plain.bankHouses(), plain.bankHotels(), plain.decks(), plain.dice(), 0, 0, false,
                plain.pending(), List.of(), List.of(), 0, 0);
        assertThat(reject(withOut, new Move.Trade(0, 1, Offer.deeds(boardwalk), Offer.cash(100))).ruleId())
                .isEqualTo(RuleIds.GAME_OUT);
    }

    @Test
    void receivingTwoMortgagedDeedsAsksForEachChoiceInTurn() {
        GameState s = new PositionBuilder(classic).owns("Ann", "Park Place", "Boardwalk").mortgaged("Park Place")
                .mortgaged("Boardwalk").build();
        Outcome o = apply(s, new Move.Trade(1, 0, Offer.cash(50), Offer.deeds(parkPlace, boardwalk)));
        assertThat(o.ledger()).containsExactly(new Transfer(1, 0, 50, RuleIds.TRADE),
                new Transfer(1, Estates.BANK, 18, RuleIds.MORTGAGE_TRANSFER),
                new Transfer(1, Estates.BANK, 20, RuleIds.MORTGAGE_TRANSFER));
        GameState next = apply(o.after(), new Move.KeepMortgage(1, parkPlace)).after();
        assertThat(next.pending()).isEqualTo(new Pending.MortgageChoice(1, List.of(boardwalk), new Pending.AwaitRoll(0)));
        assertThat(reject(next, new Move.KeepMortgage(1, parkPlace)).ruleId()).isEqualTo(RuleIds.MORTGAGE_TRANSFER);
    }
}
