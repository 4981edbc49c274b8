package tutor.rules;

import java.util.List;

/** The decks of one printing (for example the US cards from 2008 on). */
public record CardSet(String id, String title, String source, List<DeckDef> decks) {

    public CardSet {
        decks = List.copyOf(decks);
    }

    /** Index of a deck by id, or -1. */
    public int deckIndex(String deckId) {
        for (int i = 0; i < decks.size(); i++) {
            if (decks.get(i).id().equals(deckId)) {
                return i;
            }
        }
        return -1;
    }
}
