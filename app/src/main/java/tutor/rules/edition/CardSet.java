package tutor.rules.edition;

import java.util.List;

/**
 * The decks of one printing (for example the US cards from 2008 on), with their names and card
 * texts in other languages ({@code localized}, keyed by deck id and card id).
 */
public record CardSet(String id, String title, String source, List<DeckDef> decks, Localized localized) {

    public CardSet {
        decks = List.copyOf(decks);
    }

    public CardSet(String id, String title, String source, List<DeckDef> decks) {
        this(id, title, source, decks, Localized.NONE);
    }

    /** The same printing with names and texts in other languages. */
    public CardSet withLocalized(Localized names) {
        return new CardSet(id, title, source, decks, names);
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
