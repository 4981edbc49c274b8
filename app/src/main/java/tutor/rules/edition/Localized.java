package tutor.rules.edition;

import java.util.Map;

/**
 * An edition's names in other languages: for each language, a table from the name or id as the
 * edition prints it (a space, a group, a deck, a card, a term) to its name in that language.
 * What a language does not name keeps the printed name.
 */
public record Localized(Map<String, Map<String, String>> byLanguage) {

    public static final Localized NONE = new Localized(Map.of());

    public Localized {
        byLanguage = Map.copyOf(byLanguage);
    }

    /** The name in a language, or {@code printed} when that language gives none. */
    public String name(String language, String printed) {
        Map<String, String> names = byLanguage.get(language);
        return names == null ? printed : names.getOrDefault(printed, printed);
    }

    /** Every name a language gives (empty when none). */
    public Map<String, String> names(String language) {
        return byLanguage.getOrDefault(language, Map.of());
    }
}
