package tutor.trace;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An edition's own words for the classic ones: the Boutique Edition says "boutique" and "mall"
 * where the classic rules say "house" and "hotel". Rulings take them as template terms
 * ({@code {t_house}}); printed texts kept in classic words (deck names, card texts) are read
 * through {@link #apply(String)}.
 */
public final class Wording {

    public static final Wording NONE = new Wording(Map.of());

    private final Map<String, String> words;
    private final Pattern pattern;

    public Wording(Map<String, String> words) {
        this.words = Map.copyOf(words);
        this.pattern = words.isEmpty() ? null
                // Never inside a template's placeholder: a card's "{house}" is its sum per house, not a word.
                : Pattern.compile("(?<!\\{)\\b(" + String.join("|", words.keySet().stream().map(Pattern::quote).toList()) + ")\\b");
    }

    public boolean isEmpty() {
        return words.isEmpty();
    }

    public Map<String, String> words() {
        return words;
    }

    /** The classic words back for this edition's own (to compare rulings across editions on their substance). */
    public Wording inverse() {
        Map<String, String> back = new java.util.LinkedHashMap<>();
        words.forEach((classic, own) -> back.putIfAbsent(own, classic));
        return new Wording(back);
    }

    /** The text with every listed whole word replaced. */
    public String apply(String text) {
        if (pattern == null || text == null || text.isEmpty()) {
            return text;
        }
        Matcher m = pattern.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(words.get(m.group(1))));
        }
        m.appendTail(out);
        return out.toString();
    }
}
