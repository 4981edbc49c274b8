package tutor.text;

import com.ibm.icu.text.ListFormatter;
import com.ibm.icu.util.ULocale;
import java.util.List;

/**
 * A list of names as a language writes it, by ICU's list patterns: "Kentucky Avenue and Indiana Avenue",
 * "Kentucky Avenue et Indiana Avenue", "«Kentucky Avenue» и «Indiana Avenue»"; with three or more,
 * the language's own commas ("A, B, and C" in English, "A, B et C" in French). The one place a list
 * in a sentence is joined.
 */
public final class Lists {

    private Lists() {
    }

    /** The items joined as {@code language} lists them ("and" in English; English for a language the tutor does not speak). */
    public static String and(List<String> items, String language) {
        String lang = Texts.LANGUAGES.contains(language) ? language : "en";
        return ListFormatter.getInstance(new ULocale(lang)).format(items);
    }
}
