package tutor.ui.board;

import java.awt.FontMetrics;
import java.util.ArrayList;
import java.util.List;

/**
 * Breaks a word too wide for its space where a reader expects a break, not at an arbitrary letter: between
 * two consonants (Пушкин-ская, Подоход-ный) or before a consonant that starts a syllable (Подо-ходный), with a
 * vowel on each side, never before ь, ъ or й. Good enough for the English, French and Russian names we print.
 */
final class Hyphenation {

    private static final String VOWELS = "aeiouyAEIOUYàâéèêëîïôûùüÿаеёиоуыэюяАЕЁИОУЫЭЮЯ";

    private Hyphenation() {
    }

    /** The word in pieces no wider than {@code width}, every piece but the last ending in "-". */
    static List<String> split(String word, FontMetrics fm, double width) {
        List<String> parts = new ArrayList<>();
        String rest = word;
        while (fm.stringWidth(rest) > width) {
            int cut = -1;
            for (int i = 2; i <= rest.length() - 2 && fm.stringWidth(rest.substring(0, i) + "-") <= width; i++) {
                if (breakable(rest, i)) {
                    cut = i;
                }
            }
            if (cut < 0) {
                break; // no good break fits: the word stays whole and the font keeps shrinking
            }
            parts.add(rest.substring(0, cut) + "-");
            rest = rest.substring(cut);
        }
        parts.add(rest);
        return parts;
    }

    private static boolean breakable(String w, int i) {
        char before = w.charAt(i - 1);
        char at = w.charAt(i);
        if (!Character.isLetter(before) || !Character.isLetter(at) || "ьъйЬЪЙ".indexOf(at) >= 0
                || !hasVowel(w.substring(0, i)) || !hasVowel(w.substring(i))) {
            return false;
        }
        boolean consonantAt = VOWELS.indexOf(at) < 0;
        return consonantAt && (VOWELS.indexOf(before) < 0 || VOWELS.indexOf(w.charAt(i + 1)) >= 0);
    }

    private static boolean hasVowel(String s) {
        return s.chars().anyMatch(c -> VOWELS.indexOf(c) >= 0);
    }
}
