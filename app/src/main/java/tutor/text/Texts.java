package tutor.text;

import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.util.ULocale;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The words of the window and the command line in one language: a family of message bundles
 * ({@code tutor/text/ui.properties} in English, {@code ui_fr.properties}, {@code ui_ru.properties}),
 * each text an ICU message so Russian and French get their plural forms ("{0, plural, one {# дом}
 * few {# дома} many {# домов} other {# дома}}") instead of words glued together in code.
 *
 * <p>A key missing from a language falls back to English (the bundles' parent chain), never to the
 * computer's own locale; a key missing from English too is a defect, shown as {@code ⟦key⟧} so a
 * screenshot or a test finds it. Rulings are not worded here: they come from the rulebook's step
 * templates ({@code rulebook/LANG-messages.yaml}).
 */
public final class Texts {

    /** Every language the tutor's own words are written in. */
    public static final java.util.List<String> LANGUAGES = java.util.List.of("en", "fr", "ru");

    /**
     * The families of texts, one bundle each so that work on one part of the tutor never collides with
     * another: "ui" (the window's shell and views), "cli" (the command line), "session" (the learner's
     * session, worded when shown), "report" (a scenario's
     * report, checkpoints and the learner's session), "problem" (what is wrong with a scenario or lesson
     * file), "lab" (the budgeting lab's tables, explanations and charts), "figures" (a lesson's numbers),
     * "handout" (the printed handout), "editions" (the names of editions, house rules and boards), "lessons"
     * (the lessons screen), "budget" (the budgeting lab window), "classroom" (a class session: the learners' page,
     * the projector, the `class` command), "drills" (mined drills' texts, the Practise screen, the `drills` command), and
     * one per screen that has many words of its own.
     */
    public static final java.util.List<String> FAMILIES = java.util.List.of("ui", "cli", "session", "lessons", "report", "problem",
            "lab", "figures", "handout", "editions", "editor", "play", "budget", "classroom", "drills");

    /**
     * A made-up language for tests: every English text, accented and bracketed ("⟪Ŝàvé⟫"), so a text
     * shown without its markers was put together outside the bundles.
     */
    public static final String PSEUDO = "qps";

    private static final Map<String, Texts> CACHE = new ConcurrentHashMap<>();
    private static final ResourceBundle.Control NO_SYSTEM_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    private final String family;
    private final String language;
    private final ResourceBundle bundle;
    private final ULocale locale;
    private final Map<String, MessageFormat> formats = new ConcurrentHashMap<>();

    private Texts(String family, String language) {
        this.family = family;
        this.language = language;
        String lang = PSEUDO.equals(language) ? "en" : language;
        this.bundle = ResourceBundle.getBundle("tutor.text." + family, Locale.forLanguageTag(lang), NO_SYSTEM_FALLBACK);
        this.locale = new ULocale(lang);
    }

    /**
     * The texts of a family ("ui" for the window, "cli" for the command line) in a language; a
     * language the tutor does not speak gets English.
     */
    public static Texts of(String family, String language) {
        String lang = LANGUAGES.contains(language) || PSEUDO.equals(language) ? language : "en";
        return CACHE.computeIfAbsent(family + "/" + lang, k -> new Texts(family, lang));
    }

    public String language() {
        return language;
    }

    /** Whether the key has a text (in this language or, failing that, in English). */
    public boolean has(String key) {
        return bundle.containsKey(key);
    }

    /** The text of a key, its arguments put in by ICU's MessageFormat ({0}, plurals, numbers in the language's format). */
    public String get(String key, Object... args) {
        String pattern;
        try {
            pattern = bundle.getString(key);
        } catch (MissingResourceException e) {
            return "\u27E6" + key + "\u27E7";
        }
        String text = formats.computeIfAbsent(key, k -> new MessageFormat(pattern, locale)).format(args);
        return PSEUDO.equals(language) ? pseudo(text) : text;
    }

    /**
     * The text of a key with named arguments ({@code {player}}, {@code {amount}}), for messages with many
     * of them, where a translator reads names better than numbers.
     */
    public String named(String key, Map<String, ?> args) {
        String pattern;
        try {
            pattern = bundle.getString(key);
        } catch (MissingResourceException e) {
            return "\u27E6" + key + "\u27E7";
        }
        MessageFormat f = formats.computeIfAbsent(key, k -> new MessageFormat(pattern, locale));
        String text;
        synchronized (f) {
            @SuppressWarnings("unchecked")
            Map<String, Object> values = (Map<String, Object>) args;
            text = f.format(values);
        }
        return PSEUDO.equals(language) ? pseudo(text) : text;
    }

    /** The family and language, for messages about these texts. */
    @Override
    public String toString() {
        return family + "/" + language;
    }

    private static final String PLAIN = "aceinosuyACEINOSUY";
    private static final String ACCENTED = "àçéîñöšûýÀÇÉÎÑÖŠÛÝ";

    /** English made visibly foreign but still readable, and a third longer, as French runs. */
    static String pseudo(String text) {
        StringBuilder b = new StringBuilder("\u27EA");
        for (char c : text.toCharArray()) {
            int i = PLAIN.indexOf(c);
            b.append(i < 0 ? c : ACCENTED.charAt(i));
        }
        b.append("~".repeat(Math.max(1, text.length() / 3)));
        return b.append('\u27EB').toString();
    }
}
