package tutor.cli;

import tutor.text.Phrase;

/** A command line that cannot be carried out; its message says what to change, in the reader's language. */
final class UsageException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final transient Phrase phrase;

    UsageException(Phrase phrase) {
        super(phrase.in("en"));
        this.phrase = phrase;
    }

    /** What to change, worded in any language. */
    Phrase phrase() {
        return phrase;
    }
}
