package tutor.rules.state;

import java.util.ArrayList;
import java.util.List;

/**
 * One player's own state. Deeds are held in {@link Estates}, not here, so a deed can never
 * have two holders.
 *
 * @param jailThrows failed throws for doubles made in this stay in Jail (0 on arrival)
 * @param jailCards  Get Out of Jail Free cards held, in the order received
 * @param out        true once the player has left the game
 * @param lapped     true once the player has passed or reached GO (for the first-lap house rule)
 * @param marks      what the player has used or earned under the seminary rules, as {@code MARK_*} bits
 */
public record PlayerState(String name, int cash, int position, boolean inJail, int jailThrows,
                          List<CardRef> jailCards, boolean out, boolean lapped, int marks) {

    /** Free travel by railroad used since the player last passed GO (once per lap). */
    public static final int MARK_RAIL_TRAVEL_USED = 1;
    /** Special dice used in this turn. */
    public static final int MARK_SPECIAL_THIS_TURN = 1 << 1;
    /** Special dice used in the player's previous turn (so not in this one: alternate turns only). */
    public static final int MARK_SPECIAL_LAST_TURN = 1 << 2;
    /** Caught speeding (a product of 20 or more): to Jail when this turn ends. */
    public static final int MARK_SPEEDING = 1 << 3;
    /** Stopped exactly on GO this turn: may buy any unowned deed. */
    public static final int MARK_GO_BUY = 1 << 4;
    /** Stopped exactly on GO this turn: may reverse the direction of play. */
    public static final int MARK_GO_REVERSE = 1 << 5;
    /** Left Jail this turn where leaving takes the whole turn: no throw until the next turn. */
    public static final int MARK_LEFT_JAIL_WAITING = 1 << 6;

    public boolean has(int mark) {
        return (marks & mark) != 0;
    }

    public PlayerState withMarks(int marks) {
        return marks == this.marks ? this : new PlayerState(name, cash, position, inJail, jailThrows, jailCards, out, lapped, marks);
    }

    public PlayerState mark(int mark) {
        return withMarks(marks | mark);
    }

    public PlayerState unmark(int mark) {
        return withMarks(marks & ~mark);
    }

    public PlayerState {
        jailCards = List.copyOf(jailCards);
    }

    public static PlayerState starting(String name, int cash, int position) {
        return new PlayerState(name, cash, position, false, 0, List.of(), false, false, 0);
    }

    public PlayerState withCash(int cash) {
        return new PlayerState(name, cash, position, inJail, jailThrows, jailCards, out, lapped, marks);
    }

    public PlayerState withPosition(int position) {
        return new PlayerState(name, cash, position, inJail, jailThrows, jailCards, out, lapped, marks);
    }

    public PlayerState withJail(boolean inJail, int jailThrows) {
        return new PlayerState(name, cash, position, inJail, jailThrows, jailCards, out, lapped, marks);
    }

    public PlayerState withCard(CardRef card) {
        List<CardRef> cards = new ArrayList<>(jailCards);
        cards.add(card);
        return new PlayerState(name, cash, position, inJail, jailThrows, cards, out, lapped, marks);
    }

    public PlayerState withoutCard(CardRef card) {
        List<CardRef> cards = new ArrayList<>(jailCards);
        cards.remove(card);
        return new PlayerState(name, cash, position, inJail, jailThrows, cards, out, lapped, marks);
    }

    public PlayerState withOut(boolean out) {
        return new PlayerState(name, cash, position, inJail, jailThrows, jailCards, out, lapped, marks);
    }

    public PlayerState withLapped() {
        return lapped ? this : new PlayerState(name, cash, position, inJail, jailThrows, jailCards, out, true, marks);
    }
}
