package tutor.rules.state;

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

    /** Pass on the highest bid: no raise for now (a pass lasts until someone raises, unless the ruleset makes it final). */
    record PassBid(int player) implements Move { }

    /** Leave the running auction for good: not asked again, whoever raises (the tutor's choice; see {@code auction.drop-out}). */
    record DropOutOfAuction(int player) implements Move { }

    /** Pay the fine to leave Jail before throwing. */
    record PayJailFine(int player) implements Move { }

    /** Play a Get Out of Jail Free card before throwing. */
    record UseJailFreeCard(int player) implements Move { }

    /** Choose how to pay Income Tax, before counting your worth. */
    record ChooseIncomeTax(int player, TaxOption option) implements Move { }

    /** Hand the dice to the next player. */
    record EndTurn(int player) implements Move { }

    /** The square a token has just arrived on acts ({@link Pending.Arrived}): rent, tax, a card, as after the throw. */
    record Arrive(int player) implements Move { }

    /** Sell a Get Out of Jail Free card to another player at an agreed price. */
    record SellJailFreeCard(int player, int buyer, int price) implements Move { }

    /** Ask for rent that is owed to you and not yet collected. */
    record ClaimRent(int player) implements Move { }

    /** Buy a house from the Bank and put it on one of your lots. */
    record BuyHouse(int player, int deed) implements Move { }

    /** Buy a hotel for a lot whose group has the full number of houses on every lot. */
    record BuyHotel(int player, int deed) implements Move { }

    /** Sell a house back to the Bank at half its price. */
    record SellHouse(int player, int deed) implements Move { }

    /** Sell a hotel back to the Bank (at half price, exchanged for houses where the Bank has them). */
    record SellHotel(int player, int deed) implements Move { }

    /** Tell the Bank you want houses (or hotels): when two or more players want more than it has, they are auctioned. */
    record RequestBuildings(int player, boolean hotel, int count) implements Move { }

    /** Mortgage an unimproved deed: the Bank pays its mortgage value. */
    record MortgageDeed(int player, int deed) implements Move { }

    /** Lift a mortgage: pay the value plus interest (only the value when the interest was paid on receiving it). */
    record LiftMortgage(int player, int deed) implements Move { }

    /** Keep a mortgage on a deed you just received (the interest is already paid). */
    record KeepMortgage(int player, int deed) implements Move { }

    /** An agreed trade between {@code player} and {@code partner}. */
    record Trade(int player, int partner, Offer gives, Offer gets, java.util.List<Term> terms) implements Move {
        public Trade {
            terms = java.util.List.copyOf(terms);
        }

        public Trade(int player, int partner, Offer gives, Offer gets) {
            this(player, partner, gives, gets, java.util.List.of());
        }
    }

    /** Pay the first sum you owe, now that your cash covers it. */
    record PayDebt(int player) implements Move { }

    /** Give up: hand over what you have and leave the game. */
    record DeclareBankruptcy(int player) implements Move { }

    /** In a time-limit game, stop play: the richest player wins. */
    record CallTime(int player) implements Move { }

    /**
     * Move by the dice just thrown, used as the ruleset allows (the seminary rules' special dice);
     * {@code space} is where a free landing goes (a difference of zero), else -1.
     */
    record UseDice(int player, DiceUse use, int space) implements Move {
        public UseDice(int player, DiceUse use) {
            this(player, use, -1);
        }
    }

    /** Instead of throwing, travel from the railroad you stand on to one of your own (seminary rules). */
    record TravelByRail(int player, int deed) implements Move { }

    /** Having stopped exactly on GO, buy any unowned deed at its printed price (seminary rules). */
    record BuyAnyDeed(int player, int deed) implements Move { }

    /**
     * On Free Parking with a big enough jackpot, take it or a privilege instead (seminary rules):
     * {@code deed} names the free deed, or a lot of the group for the free houses; {@code deck}
     * and {@code card} name the played card to use again; unused fields are -1.
     */
    record ClaimJackpot(int player, JackpotPrize prize, int deed, int deck, int card) implements Move {
        public static ClaimJackpot of(int player, JackpotPrize prize) {
            return new ClaimJackpot(player, prize, -1, -1, -1);
        }
    }

    /** Put the free ticket booth of a Monopoly Junior card on this amusement. */
    record PlaceBooth(int player, int deed) implements Move { }

    /** Having stopped exactly on GO, reverse the direction of play for everyone (seminary rules). */
    record ReverseDirection(int player) implements Move { }
}
