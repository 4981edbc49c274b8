package tutor.rules.edition;

/** One printed card: a stable id, our wording of it, and what it does. */
public record Card(String id, String text, CardEffect effect) {
}
