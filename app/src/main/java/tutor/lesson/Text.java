package tutor.lesson;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A learner-facing text in one or more languages. A lesson file writes it either as a plain
 * string (English) or as a mapping by language ({@code {en: ..., fr: ..., ru: ...}}), so a
 * translation lives beside the English in the same file and the steps stay single-sourced.
 * English is always present; another language falls back to it.
 */
public record Text(Map<String, String> byLanguage) {

    /** The languages a lesson may carry. The tutor shows English for now; the others are kept for translation. */
    public static final List<String> LANGUAGES = tutor.text.Texts.LANGUAGES;

    public static final String ENGLISH = "en";

    public Text {
        if (!byLanguage.containsKey(ENGLISH)) {
            throw new IllegalArgumentException("a text needs its English");
        }
        byLanguage = Collections.unmodifiableMap(new LinkedHashMap<>(byLanguage));
    }

    /** English only. */
    public static Text en(String english) {
        return new Text(Map.of(ENGLISH, english));
    }

    /** The English text. */
    public String en() {
        return byLanguage.get(ENGLISH);
    }

    /** The text in {@code language}, or the English where that language is missing. */
    public String in(String language) {
        return byLanguage.getOrDefault(language, en());
    }

    public boolean has(String language) {
        return byLanguage.containsKey(language);
    }

    /** This text with every {@code {{name}}} replaced, in every language, by what {@code values} gives. */
    public Text fill(java.util.function.UnaryOperator<String> values) {
        Map<String, String> out = new LinkedHashMap<>();
        byLanguage.forEach((lang, s) -> out.put(lang, Placeholders.fill(s, values)));
        return new Text(out);
    }

    /**
     * This text, then {@code between} and {@code next}, in every language either of them has (the other's English
     * standing in where it has none); this text alone when {@code next} is missing or blank.
     */
    public Text then(String between, Text next) {
        if (next == null || next.en().isBlank()) {
            return this;
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (String lang : LANGUAGES) {
            if (has(lang) || next.has(lang)) {
                out.put(lang, in(lang) + between + next.in(lang));
            }
        }
        return new Text(out);
    }

    @Override
    public String toString() {
        return en();
    }
}
