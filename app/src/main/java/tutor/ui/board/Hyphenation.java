package tutor.ui.board;

import java.awt.FontMetrics;
import java.util.ArrayList;
import java.util.List;

/**
 * Breaks a word too wide for its space where a reader expects a break, not at an arbitrary letter: between
 * two consonants (Пушкин-ская, Подоход-ный) or before a consonant that starts a syllable (Подо-ходный), with a
 * vowel on each side, never before ь, ъ or й, never inside a cluster that starts a syllable (Элек-тро). Good enough for the English, French and Russian names we print.
 * A word under {@link #SHORTEST} letters is never broken: "Chan-ce" and "Inco-me" read as mistakes (a teacher's review
 * of the projector board); the board sets such a word in narrower type instead.
 */
final class Hyphenation {

    /** Consonants that start a syllable before р or л (тр, пл, гл); not в: «Отправ-ляйтесь», never «Отпра-вляйтесь». */
    private static final String OBSTRUENTS = "бгдкпстфхbcdgkptf";
    private static final String VOWELS = "aeiouyAEIOUYàâéèêëîïôûùüÿаеёиоуыэюяАЕЁИОУЫЭЮЯ";

    /** The fewest letters a word must have to be hyphenated at all. */
    static final int SHORTEST = 7;

    private Hyphenation() {
    }

    /** The word in pieces no wider than {@code width}, every piece but the last ending in "-". */
    static List<String> split(String word, FontMetrics fm, double width) {
        List<String> parts = new ArrayList<>();
        if (word.codePoints().filter(Character::isLetter).count() < SHORTEST) {
            return List.of(word);
        }
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
        if (VOWELS.indexOf(at) >= 0) {
            return false;
        }
        // The consonants after the break must be able to start a syllable (т, тр, ст), and, after a consonant,
        // must not be the tail of a longer such cluster: Элек-тро-стан-ция and Бес-плат-ная, never Элект-рос-
        // танция or Бесп-латная.
        String onset = consonantsFrom(w, i);
        return onset.length() > 0 && startsSyllable(onset)
                && (VOWELS.indexOf(before) >= 0 || !startsSyllable(before + onset));
    }

    private static String consonantsFrom(String w, int i) {
        int end = i;
        while (end < w.length() && Character.isLetter(w.charAt(end)) && VOWELS.indexOf(w.charAt(end)) < 0) {
            end++;
        }
        return end < w.length() && VOWELS.indexOf(w.charAt(end)) >= 0 ? w.substring(i, end) : "";
    }

    /** One consonant, a stop or fricative before р/л (тр, пл; not вл: see OBSTRUENTS), or с before one consonant (ст, ск). */
    private static boolean startsSyllable(String c) {
        String s = c.toLowerCase(java.util.Locale.ROOT);
        if (s.length() == 1) {
            return true;
        }
        boolean sibilantFirst = "сзs".indexOf(s.charAt(0)) >= 0;
        if (s.length() == 2) {
            return (OBSTRUENTS.indexOf(s.charAt(0)) >= 0 && "рлrl".indexOf(s.charAt(1)) >= 0)
                    || (sibilantFirst && s.charAt(1) != s.charAt(0) && "ьъ".indexOf(s.charAt(1)) < 0);
        }
        return s.length() == 3 && sibilantFirst && "тпкtpkc".indexOf(s.charAt(1)) >= 0 && "рr".indexOf(s.charAt(2)) >= 0;
    }

    private static boolean hasVowel(String s) {
        return s.chars().anyMatch(c -> VOWELS.indexOf(c) >= 0);
    }
}
