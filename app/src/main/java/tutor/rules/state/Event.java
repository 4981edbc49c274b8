package tutor.rules.state;

import tutor.rules.edition.AuctionUnsold;

/** What happened, in the past tense: the record a view animates and a log replays. */
public sealed interface Event {

    record DiceRolled(int player, Roll roll) implements Event { }

    /** A token moved; {@code steps} is positive forward, negative back, 0 for a jump (to Jail). */
    record TokenMoved(int player, int from, int to, int steps) implements Event { }

    record SalaryPaid(int player, int amount) implements Event { }

    record CardDrawn(int player, String deckId, String cardId) implements Event { }

    record DeedBought(int player, int deed, int price) implements Event { }

    record AuctionOpened(int deed) implements Event { }

    record BidPlaced(int player, int amount) implements Event { }

    record BidPassed(int player) implements Event { }

    record AuctionWon(int player, int deed, int amount) implements Event { }

    record AuctionUnsold(int deed) implements Event { }

    record RentPaid(int payer, int owner, int deed, int amount) implements Event { }

    record RentLapsed(int owner, int payer, int deed, int amount) implements Event { }

    record TaxPaid(int player, int amount) implements Event { }

    record SentToJail(int player, String ruleId) implements Event { }

    record LeftJail(int player, String ruleId) implements Event { }

    record JailCardSold(int seller, int buyer, int price) implements Event { }

    record DebtRecorded(int debtor, int creditor, int amount) implements Event { }

    record TurnEnded(int player, int next) implements Event { }

    record PlayerLeft(int player) implements Event { }

    record GameEnded(int winner) implements Event { }
}
