package tutor.rules.edition;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * An edition's names in other languages: for each language, a table from the name or id as the
 * edition prints it (a space, a group, a deck, a card, a term) to its name in that language.
 * What a language does not name keeps the printed name.
 */
public final class Localized {

    public static final Localized NONE = new Localized(Map.of());

    /** A language's names, read when the language is first asked for. */
    private final Function<String, Map<String, String>> source;
    private final Map<String, Map<String, String>> read = new ConcurrentHashMap<>();

    public Localized(Map<String, Map<String, String>> byLanguage) {
        Map<String, Map<String, String>> copy = Map.copyOf(byLanguage);
        this.source = language -> copy.getOrDefault(language, Map.of());
    }

    private Localized(Function<String, Map<String, String>> source) {
        this.source = source;
    }

    /**
     * Names read on first use of each language: a simulation printed in English never reads the French and
     * Russian names files. {@code source} gives a language's names, empty when it has none.
     */
    public static Localized onDemand(Function<String, Map<String, String>> source) {
        return new Localized(source);
    }

    /** The name in a language, or {@code printed} when that language gives none. */
    public String name(String language, String printed) {
        return names(language).getOrDefault(printed, printed);
    }

    /** Every name a language gives (empty when none). */
    public Map<String, String> names(String language) {
        return read.computeIfAbsent(language, l -> Map.copyOf(source.apply(l)));
    }
}
