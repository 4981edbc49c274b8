package tutor.classroom;

import java.text.Normalizer;
import java.util.Optional;

/**
 * A first name as a learner types it, checked before it is kept or shown: letters of any alphabet
 * (with their accents), and a space, hyphen, apostrophe or full stop between them ("Anne-Marie",
 * "D'Arcy", "Ann B."); 1 to 20 signs after trimming, in Unicode's composed form. Anything else
 * (markup, control characters, emoji, a whole sentence) is refused, so what a projector shows is a name.
 */
public final class FirstName {

    public static final int MAX_LENGTH = 20;

    private FirstName() {
    }

    public static Optional<String> of(String typed) {
        if (typed == null || typed.length() > 4 * MAX_LENGTH) {
            return Optional.empty();
        }
        String n = Normalizer.normalize(typed, Normalizer.Form.NFC).strip().replaceAll("\\s+", " ");
        if (n.isEmpty() || n.codePointCount(0, n.length()) > MAX_LENGTH) {
            return Optional.empty();
        }
        if (!n.matches("\\p{L}[\\p{L}\\p{M}]*(?:[ '\u2019.-]+[\\p{L}\\p{M}]*)*")) {
            return Optional.empty();
        }
        return Optional.of(n);
    }

    /**
     * What two names are compared by, so "Ann", "ann", "ANN" and "Ånn" are one learner on the projector:
     * compatibility-composed (NFKC, so a full-width "Ａｎｎ" is "Ann"), accents dropped, case folded as Unicode
     * does it (so German "Straße" and "STRASSE" match), and the curly apostrophe read as the straight one.
     */
    public static String key(String name) {
        String n = Normalizer.normalize(name, Normalizer.Form.NFKC).replace('\u2019', '\'');
        String bare = Normalizer.normalize(n, Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
        return com.ibm.icu.lang.UCharacter.foldCase(bare, true);
    }
}
