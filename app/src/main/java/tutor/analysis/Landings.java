package tutor.analysis;

import java.util.ArrayList;
import java.util.List;
import tutor.rules.edition.Board;
import tutor.rules.edition.Card;
import tutor.rules.edition.CardEffect;
import tutor.rules.edition.CardSet;
import tutor.rules.edition.DeckDef;
import tutor.rules.edition.Space;
import tutor.rules.edition.SpaceKind;

/**
 * Where a token that reaches a space ends up, and how it got there: a Chance card may send it on,
 * Go To Jail sends it to Jail. Worked out once per space from the board and the decks, with every
 * card of a deck equally likely (a random draw, as in Truman Collins' table, rather than the
 * order of one shuffled deck).
 */
final class Landings {

    /** Where an arrival is: a space, or {@link #JAIL} for In Jail. */
    static final int JAIL = -1;

    /** How the token arrived, which some rents depend on. */
    enum How { THROW, CARD, RAILROAD_CARD, UTILITY_CARD }

    /**
     * One possible end of a move: where, how, the card's multiplier (1 when none), its chance (exact, and
     * as a double for the chain), whether a card moved the token forward onto or past GO on the way (the
     * coach's "before GO"), and how many squares the cards and Go To Jail moved it after the throw's own
     * square (forward positive; a move straight to Jail goes the way that does not pass GO).
     */
    record End(int space, How how, int multiplier, Ratio exact, boolean passedGo, int advance) {
        double chance() {
            return exact.value();
        }
    }

    /** Cards that send a token to a card space can chain (back three spaces onto Community Chest): this bounds it. */
    private static final int MAX_CHAIN = 8;

    private final Board board;
    private final CardSet cards;
    private final List<List<End>> bySpace = new ArrayList<>();

    Landings(Board board, CardSet cards) {
        this.board = board;
        this.cards = cards;
        for (int i = 0; i < board.size(); i++) {
            List<End> ends = new ArrayList<>();
            resolve(i, How.THROW, 1, Ratio.ONE, 0, false, 0, ends);
            bySpace.add(List.copyOf(ends));
        }
    }

    /** The ends of a move by the dice that stops on {@code space}. */
    List<End> from(int space) {
        return bySpace.get(space);
    }

    private void resolve(int at, How how, int multiplier, Ratio chance, int depth, boolean passed, int moved, List<End> out) {
        Space space = board.space(at);
        if (space.kind() == SpaceKind.GO_TO_JAIL && board.jailIndex() >= 0) {
            out.add(new End(JAIL, how, 1, chance, passed, moved + direct(at, board.jailIndex())));
            return;
        }
        if (space.kind() == SpaceKind.TO_REST && board.restIndex() >= 0) {
            out.add(new End(board.restIndex(), How.CARD, 1, chance, passed, moved + direct(at, board.restIndex())));
            return;
        }
        int deckIndex = space.kind() == SpaceKind.CARD ? cards.deckIndex(space.deckId()) : -1;
        if (deckIndex < 0 || depth >= MAX_CHAIN) {
            out.add(new End(at, how, multiplier, chance, passed, moved));
            return;
        }
        DeckDef deck = cards.decks().get(deckIndex);
        Ratio each = chance.divide(deck.cards().size());
        int n = board.size();
        for (Card card : deck.cards()) {
            CardEffect e = card.effect();
            if (e instanceof CardEffect.Advance a) {
                resolve(a.space(), How.CARD, 1, each, depth + 1, passed || forwardPastGo(at, a.space()),
                        moved + Math.floorMod(a.space() - at, n), out);
            } else if (e instanceof CardEffect.Back b) {
                resolve(Math.floorMod(at - b.spaces(), n), How.CARD, 1, each, depth + 1, passed, moved - b.spaces(), out);
            } else if (e instanceof CardEffect.NearestRailroad r) {
                int to = board.nearestForward(at, SpaceKind.RAILROAD);
                resolve(to, How.RAILROAD_CARD, r.multiplier(), each, depth + 1, passed || forwardPastGo(at, to),
                        moved + Math.floorMod(to - at, n), out);
            } else if (e instanceof CardEffect.NearestUtility u) {
                int to = board.nearestForward(at, SpaceKind.UTILITY);
                resolve(to, How.UTILITY_CARD, u.multiplier(), each, depth + 1, passed || forwardPastGo(at, to),
                        moved + Math.floorMod(to - at, n), out);
            } else if (e instanceof CardEffect.GoToJail && board.jailIndex() >= 0) {
                out.add(new End(JAIL, How.CARD, 1, each, passed, moved + direct(at, board.jailIndex())));
            } else {
                out.add(new End(at, how, multiplier, each, passed, moved)); // a card that does not move the token
            }
        }
    }

    /** Squares from {@code from} straight to {@code to} without passing GO: forward unless that way passes GO. */
    int direct(int from, int to) {
        int forward = Math.floorMod(to - from, board.size());
        return forward > 0 && forwardPastGo(from, to) ? forward - board.size() : forward;
    }

    /** Whether moving forward from {@code from} to {@code to} reaches or passes GO. */
    boolean forwardPastGo(int from, int to) {
        int n = board.size();
        int distance = Math.floorMod(to - from, n);
        int toGo = Math.floorMod(board.goIndex() - from, n);
        return distance > 0 && toGo >= 1 && toGo <= distance;
    }
}
