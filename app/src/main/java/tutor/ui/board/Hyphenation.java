package tutor.ui.board;

import java.awt.FontMetrics;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

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

    /** The word in pieces no wider than {@code width}, every piece but the last ending in "-", broken by the rules below. */
    static List<String> split(String word, FontMetrics fm, double width) {
        return split(word, fm, width, SHORTEST, Map.of(), true);
    }

    /**
     * The word in pieces no wider than {@code width}. A word of the language's list ({@link #breaks}) breaks only where
     * the list allows ("Vent·nor", never "Ven-tnor"; "Charles" is not listed, so never "Char-les"); a word the list does
     * not have breaks by the rules above only when {@code byRule} (a name's last resort), and only when it has at least
     * {@code shortest} letters («Житная» is 38 px at the heat map's least 8 px in a 34-px space).
     */
    static List<String> split(String word, FontMetrics fm, double width, int shortest, Map<String, Set<Integer>> allowed,
                              boolean byRule) {
        Set<Integer> listed = listed(word, allowed);
        if (listed == null && (!byRule || word.codePoints().filter(Character::isLetter).count() < shortest)) {
            return List.of(word);
        }
        List<String> parts = new ArrayList<>();
        int done = 0;
        while (fm.stringWidth(word.substring(done)) > width) {
            String rest = word.substring(done);
            int cut = -1;
            for (int i = 2; i <= rest.length() - 2 && fm.stringWidth(rest.substring(0, i) + "-") <= width; i++) {
                if (listed != null ? listed.contains(done + i) : breakable(rest, i)) {
                    cut = i;
                }
            }
            if (cut < 0) {
                break; // no good break fits: the word stays whole and the font keeps shrinking
            }
            parts.add(rest.substring(0, cut) + "-");
            done += cut;
        }
        parts.add(word.substring(done));
        return parts;
    }

    /**
     * A language's allowed breaks from its list: words with a middle dot where a break is allowed ("Ken·tucky
     * Con·necti·cut"), separated by spaces; each word with the places (letters before the break) it may break at.
     */
    static Map<String, Set<Integer>> breaks(String list) {
        Map<String, Set<Integer>> map = new HashMap<>();
        for (String entry : list.trim().split("\\s+")) {
            if (entry.isEmpty()) {
                continue;
            }
            Set<Integer> at = new TreeSet<>();
            StringBuilder word = new StringBuilder();
            for (int i = 0; i < entry.length(); i++) {
                if (entry.charAt(i) == '\u00B7') {
                    at.add(word.length());
                } else {
                    word.append(entry.charAt(i));
                }
            }
            map.put(word.toString(), Set.copyOf(at));
        }
        return Map.copyOf(map);
    }

    /** The places a listed word may break at, counted in {@code word} (which may carry punctuation round it), or null. */
    static Set<Integer> listed(String word, Map<String, Set<Integer>> allowed) {
        int from = 0;
        while (from < word.length() && !Character.isLetter(word.charAt(from))) {
            from++;
        }
        int to = word.length();
        while (to > from && !Character.isLetter(word.charAt(to - 1))) {
            to--;
        }
        Set<Integer> at = allowed.get(word.substring(from, to));
        if (at == null) {
            return null;
        }
        Set<Integer> shifted = new TreeSet<>();
        for (int i : at) {
            shifted.add(i + from);
        }
        return shifted;
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
