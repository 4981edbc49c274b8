package tutor.rules;

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
 */
public record PlayerState(String name, int cash, int position, boolean inJail, int jailThrows,
                          List<CardRef> jailCards, boolean out, boolean lapped) {

    public PlayerState {
        jailCards = List.copyOf(jailCards);
    }

    public static PlayerState starting(String name, int cash, int position) {
        return new PlayerState(name, cash, position, false, 0, List.of(), false, false);
    }

    public PlayerState withCash(int cash) {
        return new PlayerState(name, cash, position, inJail, jailThrows, jailCards, out, lapped);
    }

    public PlayerState withPosition(int position) {
        return new PlayerState(name, cash, position, inJail, jailThrows, jailCards, out, lapped);
    }

    public PlayerState withJail(boolean inJail, int jailThrows) {
        return new PlayerState(name, cash, position, inJail, jailThrows, jailCards, out, lapped);
    }

    public PlayerState withCard(CardRef card) {
        List<CardRef> cards = new ArrayList<>(jailCards);
        cards.add(card);
        return new PlayerState(name, cash, position, inJail, jailThrows, cards, out, lapped);
    }

    public PlayerState withoutCard(CardRef card) {
        List<CardRef> cards = new ArrayList<>(jailCards);
        cards.remove(card);
        return new PlayerState(name, cash, position, inJail, jailThrows, cards, out, lapped);
    }

    public PlayerState withOut(boolean out) {
        return new PlayerState(name, cash, position, inJail, jailThrows, jailCards, out, lapped);
    }

    public PlayerState withLapped() {
        return lapped ? this : new PlayerState(name, cash, position, inJail, jailThrows, jailCards, out, true);
    }
}
