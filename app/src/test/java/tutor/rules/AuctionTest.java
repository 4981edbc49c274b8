package tutor.rules;

import static tutor.TestWords.EN;

import static org.assertj.core.api.Assertions.assertThat;
import static tutor.rules.Moves.apply;
import static tutor.rules.Moves.reject;

import org.junit.jupiter.api.Test;
import tutor.rules.edition.RuleIds;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.rules.state.Table;
import tutor.rules.state.Transfer;

/** Buying at the printed price, and auctions of declined deeds under each edition. */
class AuctionTest {

    /** Ben stops on Boardwalk (unowned) from Short Line. */
    private GameState benOnBoardwalk(Table t, PositionBuilder extra) {
        return apply(extra.at("Ben", 35).turn("Ben").dice(1, 3).build(), new Move.RollDice(1)).after();
    }

    @Test
    void buyingPaysThePrintedPrice() {
        Table t = Tables.classic();
        GameState s = benOnBoardwalk(t, new PositionBuilder(t));
        assertThat(s.pending()).isEqualTo(new Pending.BuyDecision(1, 27));
        Outcome o = apply(s, new Move.BuyProperty(1));
        assertThat(o.ledger()).containsExactly(new Transfer(1, Estates.BANK, 400, RuleIds.BUY_PRICE));
        assertThat(o.after().estates().owner(27)).isEqualTo(1);
        assertThat(o.after().pending()).isEqualTo(new Pending.TurnOver(1));
    }

    @Test
    void buyingBeyondCashIsRefusedButDecliningIsAllowed() {
        Table t = Tables.classic();
        GameState s = benOnBoardwalk(t, new PositionBuilder(t).cash("Ben", 300));
        assertThat(reject(s, new Move.BuyProperty(1)).ruleId()).isEqualTo(RuleIds.BUY_CASH);
        assertThat(Moves.REFEREE.legalMoves(s)).containsExactly(new Move.DeclineToBuy(1));
    }

    @Test
    void biddingIsOpenToEveryoneIncludingTheDeclinerAndAPlayerInJailAndAPassIsNotFinal() {
        Table t = Tables.classic();
        GameState s = benOnBoardwalk(t, new PositionBuilder(t).inJail("Cat", 1));
        Outcome declined = apply(s, new Move.DeclineToBuy(1));
        Pending.Auction a = (Pending.Auction) declined.after().pending();
        assertThat(a.actor()).as("the auctioneer asks the decliner first").isEqualTo(1);
        assertThat(Integer.bitCount(a.bidders())).isEqualTo(3);
        s = apply(declined.after(), new Move.Bid(1, 100)).after();
        assertThat(reject(s, new Move.Bid(1, 110)).ruleId()).as("no outbidding yourself").isEqualTo(RuleIds.AUCTION_BID_TURN);
        // Ann calls out a bid although the auctioneer would ask Cat next: open bidding.
        s = apply(s, new Move.Bid(0, 120)).after();
        s = apply(s, new Move.Bid(2, 150)).after();
        s = apply(s, new Move.PassBid(0)).after();
        assertThat(reject(s, new Move.PassBid(0)).ruleId()).isEqualTo(RuleIds.AUCTION_PASS);
        s = apply(s, new Move.Bid(1, 200)).after();
        // Ann passed on $150, but Ben's raise lets her back in.
        s = apply(s, new Move.Bid(0, 250)).after();
        s = apply(s, new Move.PassBid(1)).after();
        assertThat(s.pending()).as("Cat has not passed on $250 yet").isInstanceOf(Pending.Auction.class);
        assertThat(s.pending().actor()).isEqualTo(2);
        Outcome won = apply(s, new Move.PassBid(2));
        assertThat(won.ledger()).containsExactly(new Transfer(0, Estates.BANK, 250, RuleIds.AUCTION_WIN));
        assertThat(won.after().estates().owner(27)).isEqualTo(0);
        assertThat(won.after().pending()).isEqualTo(new Pending.TurnOver(1));
    }

    @Test
    void aPlayerMayMortgageDuringAnAuctionToFundABid() {
        Table t = Tables.classic();
        GameState s = benOnBoardwalk(t, new PositionBuilder(t).owns("Ann", "Baltic Avenue").cash("Ann", 20));
        s = apply(s, new Move.DeclineToBuy(1)).after();
        s = apply(s, new Move.Bid(1, 40)).after();
        int baltic = new PositionBuilder(t).deed("Baltic Avenue");
        assertThat(reject(s, new Move.Bid(0, 45)).ruleId()).isEqualTo(RuleIds.AUCTION_BID_CASH);
        Outcome mortgaged = apply(s, new Move.MortgageDeed(0, baltic));
        assertThat(mortgaged.ledger()).containsExactly(new Transfer(Estates.BANK, 0, 30, RuleIds.MORTGAGE_TAKE));
        assertThat(mortgaged.after().pending()).as("the auction goes on").isInstanceOf(Pending.Auction.class);
        s = apply(mortgaged.after(), new Move.Bid(0, 45)).after();
        assertThat(((Pending.Auction) s.pending()).high()).isEqualTo(45);
    }

    @Test
    void aJailFreeCardMayBeSoldDuringAnAuctionButNotSoAsToLeaveTooLittleForTheStandingBid() {
        Table t = Tables.classic();
        GameState s = benOnBoardwalk(t, new PositionBuilder(t).jailCard("Cat", "chance").jailCard("Ben", "community-chest").cash("Ann", 100));
        s = apply(s, new Move.DeclineToBuy(1)).after();
        Outcome sold = apply(s, new Move.SellJailFreeCard(2, 0, 30));
        assertThat(sold.ledger()).containsExactly(new Transfer(0, 2, 30, RuleIds.CARD_JAIL_FREE_SELL));
        assertThat(sold.after().pending()).isInstanceOf(Pending.Auction.class);
        s = apply(sold.after(), new Move.Bid(0, 60)).after();
        // Ann holds the highest bid of $60 with $70: buying Ben's card for $20 would leave $50; for $10 it is fine.
        assertThat(reject(s, new Move.SellJailFreeCard(1, 0, 20)).ruleId()).isEqualTo(RuleIds.AUCTION_BID_CASH);
        apply(s, new Move.SellJailFreeCard(1, 0, 10));
    }

    @Test
    void classicBidsMayStartAtOneDollar() {
        Table t = Tables.classic();
        GameState s = apply(benOnBoardwalk(t, new PositionBuilder(t)), new Move.DeclineToBuy(1)).after();
        s = apply(s, new Move.Bid(1, 1)).after();
        s = apply(s, new Move.PassBid(2)).after();
        Outcome o = apply(s, new Move.PassBid(0));
        assertThat(o.ledger()).containsExactly(new Transfer(1, Estates.BANK, 1, RuleIds.AUCTION_WIN));
    }

    @Test
    void modernBidsOpenAtTenAndRiseByAtLeastOne() {
        Table t = Tables.modern();
        GameState s = apply(benOnBoardwalk(t, new PositionBuilder(t)), new Move.DeclineToBuy(1)).after();
        Rejection low = reject(s, new Move.Bid(1, 5));
        assertThat(low.ruleId()).isEqualTo(RuleIds.AUCTION_BID_MINIMUM);
        assertThat(low.trace().steps().get(0).ruleset()).isEqualTo("modern");
        assertThat(Moves.REFEREE.legalMoves(s)).contains(new Move.Bid(1, 10));
        s = apply(s, new Move.Bid(1, 10)).after();
        assertThat(reject(s, new Move.Bid(2, 10)).reason(EN)).contains("beat $10 by at least $1");
        s = apply(s, new Move.Bid(2, 11)).after();
        assertThat(((Pending.Auction) s.pending()).high()).isEqualTo(11);
    }

    @Test
    void aBidAboveCashIsRefused() {
        Table t = Tables.classic();
        GameState s = apply(benOnBoardwalk(t, new PositionBuilder(t).cash("Ben", 90)), new Move.DeclineToBuy(1)).after();
        assertThat(reject(s, new Move.Bid(1, 91)).ruleId()).isEqualTo(RuleIds.AUCTION_BID_CASH);
    }

    @Test
    void withNoBidsTheDeedStaysWithTheBank() {
        Table t = Tables.modern();
        GameState s = apply(benOnBoardwalk(t, new PositionBuilder(t)), new Move.DeclineToBuy(1)).after();
        s = apply(s, new Move.PassBid(1)).after();
        s = apply(s, new Move.PassBid(2)).after();
        Outcome o = apply(s, new Move.PassBid(0));
        assertThat(o.after().estates().owner(27)).isEqualTo(Estates.BANK);
        assertThat(o.ledger()).isEmpty();
        assertThat(o.trace().ruleIds()).contains(RuleIds.AUCTION_NO_BIDS);
        assertThat(o.trace().flatten(EN)).anyMatch(st -> st.ruleId().equals(RuleIds.AUCTION_NO_BIDS)
                && st.source().contains("stays with the Bank"));
        assertThat(o.after().pending()).isEqualTo(new Pending.TurnOver(1));
    }

    @Test
    void afterAnAuctionFollowingDoublesThePlayerThrowsAgain() {
        Table t = Tables.classic();
        GameState s = apply(new PositionBuilder(t).at("Ben", 35).turn("Ben").dice(2, 2).build(), new Move.RollDice(1)).after();
        s = apply(s, new Move.DeclineToBuy(1)).after();
        s = apply(s, new Move.Bid(1, 300)).after();
        s = apply(s, new Move.PassBid(2)).after();
        s = apply(s, new Move.PassBid(0)).after();
        assertThat(s.pending()).isEqualTo(new Pending.AwaitRoll(1));
        assertThat(s.rollAgain()).isTrue();
    }
}
