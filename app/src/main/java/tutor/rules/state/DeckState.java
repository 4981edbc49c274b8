package tutor.rules.state;

import java.util.Arrays;

/**
 * A deck's order, top first. Cards held by players (Get Out of Jail Free) are not in it.
 * Immutable: drawing gives a new order.
 */
public final class DeckState {

    private final int[] order;
    /** How many cards at the bottom have been played (drawn and put back); never more than the deck. */
    private final int played;

    public DeckState(int[] order) {
        this.order = order.clone();
        this.played = 0;
    }

    private DeckState(int[] order, int played) {
        this.order = order;
        this.played = Math.min(played, order.length);
    }

    /** Whether the card at position {@code i} from the top has been played already in this game. */
    public boolean played(int i) {
        return i >= order.length - played;
    }

    public int size() { return order.length; }

    /** The printed index of the card at position {@code i} from the top. */
    public int at(int i) { return order[i]; }

    public int top() { return order[0]; }

    /** The top card moved to the bottom: what happens to every card once followed. */
    public DeckState topToBottom() {
        int[] next = new int[order.length];
        System.arraycopy(order, 1, next, 0, order.length - 1);
        next[order.length - 1] = order[0];
        return new DeckState(next, played + 1);
    }

    /** The top card taken out of the deck: a kept Get Out of Jail Free card. */
    public DeckState withoutTop() {
        return new DeckState(Arrays.copyOfRange(order, 1, order.length), played);
    }

    /** A card put back at the bottom: a used or surrendered Get Out of Jail Free card. */
    public DeckState withAtBottom(int card) {
        int[] next = Arrays.copyOf(order, order.length + 1);
        next[order.length] = card;
        return new DeckState(next, played + 1);
    }

    /** Every card has been drawn and put back since the deck was last shuffled. */
    public boolean allPlayed() {
        return order.length > 0 && played >= order.length;
    }

    /** The same cards in a new order ({@code permutation[i]} is the old position of the new i-th card), none played. */
    public DeckState reshuffled(int[] permutation) {
        int[] next = new int[order.length];
        for (int i = 0; i < order.length; i++) {
            next[i] = order[permutation[i]];
        }
        return new DeckState(next, 0);
    }

    public int[] toArray() {
        return order.clone();
    }

    @Override
    public String toString() {
        return Arrays.toString(order);
    }
}
