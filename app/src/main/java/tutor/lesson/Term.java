package tutor.lesson;

/**
 * A word of the game or of money that a lesson uses, with what it means, from the tutor's glossary
 * ({@code tutor/lesson/glossary.yaml}); the handout prints the lesson's terms in its own language.
 *
 * @param id      the glossary's key, which a lesson names under {@code glossary:} ({@code rent})
 * @param word    the word itself, in each language
 * @param meaning what it means, in a sentence or two a 12-year-old can follow
 */
public record Term(String id, Text word, Text meaning) { }
