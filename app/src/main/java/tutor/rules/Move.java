package tutor.rules;

/** Everything a player can do. Each names the player who does it. */
public sealed interface Move {

    int player();

    /** Throw the dice (at the start of a turn, after doubles, or to try for doubles in Jail). */
    record RollDice(int player) implements Move { }

    /** Buy the unowned deed you stopped on, at its printed price. */
    record BuyProperty(int player) implements Move { }

    /** Do not buy; the deed goes to auction where the ruleset says so. */
    record DeclineToBuy(int player) implements Move { }

    /** Bid in the running auction. */
    record Bid(int player, int amount) implements Move { }

    /** Drop out of the running auction. */
    record PassBid(int player) implements Move { }

    /** Pay the fine to leave Jail before throwing. */
    record PayJailFine(int player) implements Move { }

    /** Play a Get Out of Jail Free card before throwing. */
    record UseJailFreeCard(int player) implements Move { }

    /** Choose how to pay Income Tax, before counting your worth. */
    record ChooseIncomeTax(int player, TaxOption option) implements Move { }

    /** Hand the dice to the next player. */
    record EndTurn(int player) implements Move { }

    /** Sell a Get Out of Jail Free card to another player at an agreed price. */
    record SellJailFreeCard(int player, int buyer, int price) implements Move { }

    /** Ask for rent that is owed to you and not yet collected. */
    record ClaimRent(int player) implements Move { }
}
