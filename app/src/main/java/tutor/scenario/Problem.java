package tutor.scenario;

import tutor.text.Phrase;

/**
 * One mistake in a scenario or lesson file: where it is and what is wrong, kept as words to be
 * put together in the reader's language ({@link #message(String)}); the position reads the same
 * in every language ({@code file:line:column}). English unless a language is asked for.
 */
public record Problem(String file, int line, int column, Phrase text) {

    /** A problem in words that read the same in every language (a library's own message). */
    public Problem(String file, int line, int column, String message) {
        this(file, line, column, Phrase.literal(message));
    }

    /** What is wrong, in English. */
    public String message() {
        return text.in("en");
    }

    /** What is wrong, in a language the tutor speaks. */
    public String message(String language) {
        return text.in(language);
    }

    /** {@code file:line:column: message}, in a language. */
    public String toString(String language) {
        return file + ":" + line + ":" + column + ": " + message(language);
    }

    @Override
    public String toString() {
        return toString("en");
    }
}
