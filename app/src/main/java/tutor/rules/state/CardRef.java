package tutor.rules.state;

/** A card by its deck (index in the card set) and its position in that deck's printed list. */
public record CardRef(int deck, int card) {
}
