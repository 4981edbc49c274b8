package tutor.rules.edition;

import java.util.List;

/** A deck as printed: its name and its cards in printed order (shuffling happens in the game). */
public record DeckDef(String id, String name, List<Card> cards) {

    public DeckDef {
        cards = List.copyOf(cards);
    }
}
