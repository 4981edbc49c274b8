package tutor.rules.edition;

/** What a Chance or Community Chest card makes happen. Amounts are the printed ones. */
public sealed interface CardEffect {

    /** A card whose one figure is a sum of money (paid or collected). */
    interface OfMoney {
        int amount();
    }

    /** A card that sends the token to the nearest space of a kind, whose owner is paid a multiple. */
    interface OfMultiplier {
        int multiplier();
    }

    /** Move forward to a space; the salary is paid when GO is passed or reached. */
    record Advance(int space) implements CardEffect { }

    /** Move back a number of spaces; never pays the salary. */
    record Back(int spaces) implements CardEffect { }

    /** Move forward to the nearest railroad; an owner is paid {@code multiplier} times the rent. */
    record NearestRailroad(int multiplier) implements CardEffect, OfMultiplier { }

    /** Move forward to the nearest utility; an owner is paid {@code multiplier} times a fresh throw. */
    record NearestUtility(int multiplier) implements CardEffect, OfMultiplier { }

    /** The Bank pays the player. */
    record Collect(int amount) implements CardEffect, OfMoney { }

    /** The player pays the Bank. */
    record Pay(int amount) implements CardEffect, OfMoney { }

    /** The player pays every other player still in the game. */
    record PayEachPlayer(int amount) implements CardEffect, OfMoney { }

    /** Every other player still in the game pays the player. */
    record CollectFromEachPlayer(int amount) implements CardEffect, OfMoney { }

    /** The player pays per house and per hotel owned. */
    record Repairs(int perHouse, int perHotel) implements CardEffect { }

    /** Straight to Jail, no salary. */
    record GoToJail() implements CardEffect { }

    /** Kept until used or sold, then back to the bottom of its deck. */
    record GetOutOfJailFree() implements CardEffect { }

    /** Monopoly Junior: place one of your ticket booths free on an amusement of this group (a group index). */
    record FreeBooth(int group) implements CardEffect { }
}
