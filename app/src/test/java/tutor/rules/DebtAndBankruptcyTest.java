package tutor.rules;

import static tutor.TestWords.EN;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static tutor.rules.Moves.apply;
import static tutor.rules.Moves.reject;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.rules.edition.BankruptMortgages;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;
import tutor.rules.state.RaiseOption;
import tutor.rules.state.Rejection;
import tutor.rules.state.Table;
import tutor.rules.state.Transfer;

/** Raising funds, paying, bankruptcy to a player or the Bank, and the end of the game. */
class DebtAndBankruptcyTest {

    private final Table classic = Tables.classic();

    private static int deed(Table t, String name) {
        return new PositionBuilder(t).deed(name);
    }

    /** Ben, at Short Line, throws 1+3 onto Ann's Boardwalk, which has a hotel: $2,000 rent. */
    private GameState benOwesAnn2000(PositionBuilder b) {
        return apply(b.owns("Ann", "Park Place", "Boardwalk").houses("Park Place", 4).hotel("Boardwalk")
                .at("Ben", 35).turn("Ben").dice(1, 3).build(), new Move.RollDice(1)).after();
    }

    @Test
    void theRaiseFundsPhaseListsEveryWayWithItsAmount() {
        Table modern = Tables.modern();
        GameState s = apply(new PositionBuilder(modern).cash("Ben", 50).at("Ben", 1).turn("Ben").dice(1, 2)
                .owns("Ben", "St. James Place", "Tennessee Avenue", "New York Avenue", "Reading Railroad")
                .houses("St. James Place", 1).houses("Tennessee Avenue", 1).houses("New York Avenue", 1).build(),
                new Move.RollDice(1)).after();
        assertThat(((Pending.Debt) s.pending()).owed()).containsExactly(new Pending.Owed(1, Estates.BANK, 200, RuleIds.TAX_INCOME));
        List<RaiseOption> ways = Moves.REFEREE.waysToRaise(s, 1);
        assertThat(ways).extracting(RaiseOption::move, RaiseOption::amount).containsExactly(
                tuple(new Move.MortgageDeed(1, deed(modern, "Reading Railroad")), 100),
                tuple(new Move.SellHouse(1, deed(modern, "St. James Place")), 50),
                tuple(new Move.SellHouse(1, deed(modern, "Tennessee Avenue")), 50),
                tuple(new Move.SellHouse(1, deed(modern, "New York Avenue")), 50),
                tuple(null, 0));
        assertThat(ways).extracting(w -> w.label(EN, s.table())).containsExactly(
                "Mortgage Reading Railroad: +$100",
                "Sell a house on St. James Place: +$50",
                "Sell a house on Tennessee Avenue: +$50",
                "Sell a house on New York Avenue: +$50",
                "Offer a trade to another player (at any price you agree)");
        // The streets cannot be mortgaged while their group has houses: none is offered.
        assertThat(reject(s, new Move.RollDice(2)).ruleId()).isEqualTo(RuleIds.DEBT_PENDING);
    }

    @Test
    void bankruptcyIsRefusedWhenMortgagingBoardwalkWouldCoverA200Tax() {
        Table modern = Tables.modern();
        GameState s = apply(new PositionBuilder(modern).cash("Ben", 100).owns("Ben", "Boardwalk").at("Ben", 1).turn("Ben")
                .dice(1, 2).build(), new Move.RollDice(1)).after();
        Rejection r = reject(s, new Move.DeclareBankruptcy(1));
        assertThat(r.ruleId()).isEqualTo(RuleIds.BANKRUPTCY_REFUSED);
        assertThat(r.reason(EN)).contains("owes $200 and can raise $300");
        assertThat(reject(s, new Move.PayDebt(1)).ruleId()).isEqualTo(RuleIds.DEBT_RAISE);
        s = apply(s, new Move.MortgageDeed(1, deed(modern, "Boardwalk"))).after();
        Outcome paid = apply(s, new Move.PayDebt(1));
        assertThat(paid.ledger()).containsExactly(new Transfer(1, Estates.BANK, 200, RuleIds.TAX_INCOME));
        assertThat(paid.after().pending()).isEqualTo(new Pending.TurnOver(1));
    }

    @Test
    void threeHousesOnTheLightBluesInABankruptcyToAPlayerBringTheCreditor75() {
        GameState s = benOwesAnn2000(new PositionBuilder(classic).cash("Ben", 10)
                .owns("Ben", "Oriental Avenue", "Vermont Avenue", "Connecticut Avenue")
                .houses("Oriental Avenue", 1).houses("Vermont Avenue", 1).houses("Connecticut Avenue", 1));
        int annBefore = s.player(0).cash();
        Outcome o = apply(s, new Move.DeclareBankruptcy(1));
        assertThat(o.ledger()).containsExactly(
                new Transfer(Estates.BANK, 1, 25, RuleIds.BUILD_SELL),
                new Transfer(Estates.BANK, 1, 25, RuleIds.BUILD_SELL),
                new Transfer(Estates.BANK, 1, 25, RuleIds.BUILD_SELL),
                new Transfer(1, 0, 85, RuleIds.BANKRUPTCY_TO_PLAYER));
        assertThat(o.after().player(0).cash()).isEqualTo(annBefore + 10 + 75);
        assertThat(o.after().estates().owner(deed(classic, "Vermont Avenue"))).isZero();
        assertThat(o.after().bankHouses()).isEqualTo(32 - 4);
        assertThat(o.after().player(1).out()).isTrue();
        assertThat(o.after().pending()).isEqualTo(new Pending.AwaitRoll(2));
        assertThat(o.after().current()).isEqualTo(2);
    }

    @Test
    void aCreditorPaysTenPercentOnEachMortgagedDeedAndChoosesLiftOrKeep() {
        GameState s = benOwesAnn2000(new PositionBuilder(classic).cash("Ben", 0).jailCard("Ben", "chance")
                .owns("Ben", "Reading Railroad", "Short Line").mortgaged("Reading Railroad"));
        Outcome o = apply(s, new Move.DeclareBankruptcy(1));
        assertThat(o.ledger()).containsExactly(new Transfer(0, Estates.BANK, 10, RuleIds.MORTGAGE_TRANSFER));
        assertThat(o.after().player(0).jailCards()).hasSize(1);
        assertThat(o.after().pending()).isEqualTo(new Pending.MortgageChoice(0,
                List.of(deed(classic, "Reading Railroad")), new Pending.AwaitRoll(2)));
        Outcome lifted = apply(o.after(), new Move.LiftMortgage(0, deed(classic, "Reading Railroad")));
        assertThat(lifted.ledger()).containsExactly(new Transfer(0, Estates.BANK, 100, RuleIds.MORTGAGE_LIFT));
        assertThat(lifted.after().pending()).isEqualTo(new Pending.AwaitRoll(2));
    }

    @Test
    void aCreditorShortOfTheTenPercentRaisesFundsFirst() {
        GameState s = benOwesAnn2000(new PositionBuilder(classic).cash("Ben", 0)
                .owns("Ben", "Reading Railroad").mortgaged("Reading Railroad"));
        GameState broke = new GameState(s.table(), List.of(s.player(0).withCash(5), s.player(1), s.player(2)), s.estates(),
                s.bankHouses(), s.bankHotels(), s.decks(), s.dice(), s.current(), 0, false,
                new Pending.Debt(List.of(new Pending.Owed(1, 0, 2000, RuleIds.RENT_STREET)), new Pending.TurnOver(1), 0),
                List.of(), List.of(), 0, 0);
        Outcome o = apply(broke, new Move.DeclareBankruptcy(1));
        Pending.Debt debt = (Pending.Debt) o.after().pending();
        assertThat(debt.owed()).containsExactly(new Pending.Owed(0, Estates.BANK, 10, RuleIds.MORTGAGE_TRANSFER));
        assertThat(debt.then()).isInstanceOf(Pending.MortgageChoice.class);
        // Evenness: the Boardwalk hotel must go before any house on Park Place.
        assertThat(Moves.REFEREE.legalMoves(o.after())).contains(new Move.SellHotel(0, deed(classic, "Boardwalk")))
                .doesNotContain(new Move.SellHouse(0, deed(classic, "Park Place")));
    }

    @Test
    void bankruptToTheBankEverythingGoesToTheBankAndEveryDeedIsAuctioned() {
        GameState s = apply(new PositionBuilder(classic).cash("Ben", 20).jailCard("Ben", "community-chest")
                .owns("Ben", "Reading Railroad", "Baltic Avenue").mortgaged("Baltic Avenue").mortgaged("Reading Railroad")
                .at("Ben", 35).turn("Ben").dice(1, 2).build(), new Move.RollDice(1)).after();
        assertThat(((Pending.Debt) s.pending()).owed()).containsExactly(new Pending.Owed(1, Estates.BANK, 75, RuleIds.TAX_LUXURY));
        Outcome o = apply(s, new Move.DeclareBankruptcy(1));
        assertThat(o.ledger()).containsExactly(new Transfer(1, Estates.BANK, 20, RuleIds.BANKRUPTCY_TO_BANK));
        assertThat(o.after().decks().get(1).size()).isEqualTo(16);
        Pending.Auction a = (Pending.Auction) o.after().pending();
        assertThat(a.deed()).isEqualTo(deed(classic, "Baltic Avenue"));
        assertThat(a.more()).containsExactly(deed(classic, "Reading Railroad"));
        assertThat(a.isActive(1)).isFalse();
        assertThat(o.after().estates().mortgaged(deed(classic, "Baltic Avenue"))).as("auctioned free of its mortgage").isFalse();
        GameState next = apply(o.after(), new Move.Bid(2, 30)).after();
        next = apply(next, new Move.PassBid(0)).after();
        assertThat(((Pending.Auction) next.pending()).deed()).isEqualTo(deed(classic, "Reading Railroad"));
        next = apply(next, new Move.PassBid(2)).after();
        Outcome last = apply(next, new Move.PassBid(0));
        assertThat(last.after().pending()).isEqualTo(new Pending.AwaitRoll(2));
        assertThat(last.after().estates().owner(deed(classic, "Baltic Avenue"))).isEqualTo(2);
    }

    @Test
    void aForcedJailFinePaidLaterLetsThePlayerMoveByTheThrow() {
        GameState s = apply(new PositionBuilder(classic).inJail("Ben", 2).cash("Ben", 30).owns("Ben", "Boardwalk").turn("Ben")
                .dice(1, 2).build(), new Move.RollDice(1)).after();
        s = apply(s, new Move.MortgageDeed(1, deed(classic, "Boardwalk"))).after();
        Outcome paid = apply(s, new Move.PayDebt(1));
        assertThat(paid.after().player(1).inJail()).isFalse();
        assertThat(paid.after().player(1).position()).isEqualTo(13);
        assertThat(paid.after().pending()).isEqualTo(new Pending.BuyDecision(1, deed(classic, "States Avenue")));
    }

    @Test
    void theLastPlayerStandingWins() {
        Table two = Tables.classic("Ann", "Ben");
        GameState s = apply(new PositionBuilder(two).owns("Ann", "Park Place", "Boardwalk").houses("Park Place", 4).hotel("Boardwalk")
                .cash("Ben", 10).at("Ben", 35).turn("Ben").dice(1, 3).build(), new Move.RollDice(1)).after();
        Outcome o = apply(s, new Move.DeclareBankruptcy(1));
        assertThat(o.after().pending()).isEqualTo(new Pending.GameOver(0));
        assertThat(o.trace().ruleIds()).contains(RuleIds.GAME_END);
        assertThat(reject(o.after(), new Move.RollDice(0)).ruleId()).isEqualTo(RuleIds.GAME_OVER);
    }

    @Test
    void aTimeLimitGameIsWonByTheRichestByTheValuation() {
        RuleSet timed = classic.rules().with(RuleKey.TIME_LIMIT_GAME, true, "time-test", "us-longform", "Time Limit Game");
        Table t = new Table(classic.board(), timed, classic.cards(), classic.seats(), true);
        assertThat(reject(new PositionBuilder(classic).build(), new Move.CallTime(0)).ruleId()).isEqualTo(RuleIds.GAME_TIME_LIMIT);
        // Ann: $1,000 + Park Place $350 + Boardwalk mortgaged $200 = $1,550.
        // Ben: $900 + orange $560 + 2 houses each at $100 = $600 -> $2,060, and a hotel counts with its 4 houses.
        GameState s = new PositionBuilder(t).cash("Ann", 1000).owns("Ann", "Park Place", "Boardwalk").mortgaged("Boardwalk")
                .cash("Ben", 900).owns("Ben", "St. James Place", "Tennessee Avenue", "New York Avenue")
                .houses("St. James Place", 2).houses("Tennessee Avenue", 2).houses("New York Avenue", 2)
                .cash("Cat", 1500).owns("Cat", "Mediterranean Avenue", "Baltic Avenue").houses("Mediterranean Avenue", 4)
                .hotel("Baltic Avenue").build();
        Outcome o = apply(s, new Move.CallTime(2));
        assertThat(o.after().pending()).isEqualTo(new Pending.GameOver(2));
        assertThat(o.trace().flatten(EN)).anyMatch(st -> st.arithmetic().equals("$1,000 + $550 + $0 = $1,550"));
        assertThat(o.trace().flatten(EN)).anyMatch(st -> st.arithmetic().equals("$900 + $560 + $600 = $2,060"));
        // Cat: $1,500 + $120 in deeds + 4 houses at $50 + a hotel at $50 with its 4 houses = $2,070, just ahead of Ben.
        assertThat(o.trace().flatten(EN)).anyMatch(st -> st.arithmetic().equals("$1,500 + $120 + $450 = $2,070"));
    }

    @Test
    void aRulesetEndingAtTheFirstBankruptcyValuesThePlayersLeft() {
        RuleSet shortGame = classic.rules().with(RuleKey.GAME_ENDS_AFTER_BANKRUPTCIES, 1, "short-test", "us-longform", "Short Game");
        Table t = new Table(classic.board(), shortGame, classic.cards(), classic.seats(), true);
        // Ann is worth $1,500 + $750 in deeds + $1,800 in buildings = $4,050; Cat holds $5,000.
        GameState s = benOwesAnn2000(new PositionBuilder(t).cash("Ben", 0).cash("Cat", 5000));
        Outcome o = apply(s, new Move.DeclareBankruptcy(1));
        assertThat(o.after().pending()).isEqualTo(new Pending.GameOver(2));
        assertThat(o.trace().flatten(EN)).anyMatch(st -> st.arithmetic().equals("$1,500 + $750 + $1,800 = $4,050"));
        assertThat(o.trace().ruleIds()).contains(RuleIds.GAME_VALUATION);
    }

    @Test
    void owingSeveralPlayersTheyArePaidInSeatOrderAndTheFirstUnpaidTakesTheEstate() {
        Table four = Tables.classic("Ann", "Ben", "Cat", "Dan");
        GameState s = apply(new PositionBuilder(four).topCard("chance", "ch-chairman").cash("Ben", 60)
                .owns("Ben", "Oriental Avenue").mortgaged("Oriental Avenue").at("Ben", 4).turn("Ben").dice(1, 2).build(),
                new Move.RollDice(1)).after();
        Pending.Debt debt = (Pending.Debt) s.pending();
        // Cat (left of Ben) was paid at once; Dan and Ann wait, in that order.
        assertThat(s.player(2).cash()).isEqualTo(1550);
        assertThat(debt.owed()).containsExactly(new Pending.Owed(1, 3, 50, RuleIds.CARD_PAY_EACH),
                new Pending.Owed(1, 0, 50, RuleIds.CARD_PAY_EACH));
        Outcome o = apply(s, new Move.DeclareBankruptcy(1));
        assertThat(o.ledger()).containsExactly(new Transfer(1, 3, 10, RuleIds.BANKRUPTCY_TO_PLAYER),
                new Transfer(3, Estates.BANK, 5, RuleIds.MORTGAGE_TRANSFER));
        assertThat(o.after().estates().owner(deed(four, "Oriental Avenue"))).isEqualTo(3);
        assertThat(o.after().player(0).cash()).as("Ann's $50 is lost with Ben").isEqualTo(1500);
    }

    @Test
    void theTraceExplainsTheOrderWhenSeveralSumsAreOwed() {
        Table four = Tables.classic("Ann", "Ben", "Cat", "Dan");
        Outcome o = apply(new PositionBuilder(four).topCard("chance", "ch-chairman").cash("Ben", 20).at("Ben", 4).turn("Ben")
                .dice(1, 2).build(), new Move.RollDice(1));
        assertThat(o.trace().ruleIds()).contains(RuleIds.DEBT_ORDER);
    }

    @Test
    void whereTheRulesetKeepsMortgagesTheAuctionWinnerPaysTheInterestAndChooses() {
        RuleSet kept = classic.rules().with(RuleKey.BANKRUPTCY_TO_BANK_MORTGAGES, BankruptMortgages.KEPT, "kept-test", "tutor", "test");
        Table t = new Table(classic.board(), kept, classic.cards(), classic.seats(), true);
        GameState s = apply(new PositionBuilder(t).cash("Ben", 20).owns("Ben", "Baltic Avenue").mortgaged("Baltic Avenue")
                .at("Ben", 35).turn("Ben").dice(1, 2).build(), new Move.RollDice(1)).after();
        s = apply(s, new Move.DeclareBankruptcy(1)).after();
        assertThat(s.estates().mortgaged(deed(t, "Baltic Avenue"))).isTrue();
        s = apply(s, new Move.Bid(2, 5)).after();
        Outcome won = apply(s, new Move.PassBid(0));
        assertThat(won.ledger()).containsExactly(new Transfer(2, Estates.BANK, 5, RuleIds.AUCTION_WIN),
                new Transfer(2, Estates.BANK, 3, RuleIds.MORTGAGE_TRANSFER));
        assertThat(won.after().pending()).isEqualTo(new Pending.MortgageChoice(2, List.of(deed(t, "Baltic Avenue")),
                new Pending.AwaitRoll(2)));
    }
}
