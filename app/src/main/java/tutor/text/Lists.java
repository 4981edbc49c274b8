package tutor.text;

import com.ibm.icu.text.ListFormatter;
import com.ibm.icu.util.ULocale;
import java.util.ArrayList;
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

    /**
     * Separate items of one line (the sources of a ruling, the debts left, a clause's parts) one after another, with
     * the language's semicolon: "A; B" in English, «A ; B» in French (a no-break space before it). The one place such
     * a series is joined; the separator is the {@code format.series} message.
     */
    public static String series(List<String> items, String language) {
        Texts t = Texts.of("lab", Texts.LANGUAGES.contains(language) ? language : "en");
        return items.stream().reduce((a, b) -> t.get("format.series", a, b)).orElse("");
    }

    /**
     * A cited section as a sentence names it: one section, or several ({@code several} is then "several", for a
     * message's select to say "sections", «sections», «разделы») joined as the language lists them.
     */
    public record Sections(String text, String several) {
    }

    /**
     * The sections a citation names, listed: the rulebooks write several as "Paying Rent; Boutiques" (French
     * "Paying Rent (Payer le loyer) ; Boutiques"), each with its own translation in brackets, and a note may
     * follow a colon ("Houses; Selling Property: at any time"). That becomes "Paying Rent and Boutiques",
     * «Paying Rent (Payer le loyer) et Boutiques», «Оплата ренты (Paying Rent) и Бутики (Boutiques)». A
     * semicolon inside brackets, in the note, or before a part that is not a heading (a lower-case clause of a
     * sentence: "the text does not round; the tutor rounds up") divides no sections.
     */
    public static Sections sections(String section, String language) {
        String s = section == null ? "" : section;
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        int end = s.length();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '(' || c == '[' || c == '\u00ab') {
                depth++;
            } else if ((c == ')' || c == ']' || c == '\u00bb') && depth > 0) {
                depth--;
            } else if (depth == 0 && c == ':') {
                end = i;
                break;
            } else if (depth == 0 && c == ';') {
                parts.add(trim(s.substring(start, i)));
                start = i + 1;
            }
        }
        if (parts.isEmpty()) {
            return new Sections(s, "one");
        }
        parts.add(trim(s.substring(start, end)));
        if (!parts.stream().allMatch(Lists::heading)) {
            return new Sections(s, "one");
        }
        // The note keeps the space the language sets before its colon (French " : ").
        int note = end;
        while (note > start && space(s.charAt(note - 1))) {
            note--;
        }
        return new Sections(and(parts.stream().map(p -> named(p, language)).toList(), language) + s.substring(note), "several");
    }

    /**
     * One section of a list as the language names it ({@code list.section}): Russian sets the name in «» before its
     * printed name in brackets («Тюрьма» (Jail) и «Освобождение из тюрьмы» (Get Out of Jail Free)); a name that
     * opens with its own quotes is left as it is.
     */
    private static String named(String part, String language) {
        if (part.startsWith("\u00ab") || part.startsWith("\"")) {
            return part;
        }
        int cut = part.length();
        for (String open : List.of(" (", " [", "\u00a0(")) {
            int at = part.indexOf(open);
            cut = at > 0 ? Math.min(cut, at) : cut;
        }
        return Texts.of("problem", language).get("list.section", part.substring(0, cut), part.substring(cut));
    }

    /** A space, the no-break spaces French sets before a semicolon or a colon among them. */
    private static boolean space(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c);
    }

    private static String trim(String part) {
        int from = 0;
        int to = part.length();
        while (from < to && space(part.charAt(from))) {
            from++;
        }
        while (to > from && space(part.charAt(to - 1))) {
            to--;
        }
        return part.substring(from, to);
    }

    /** Whether a part reads as a section's heading: it begins with a capital or a figure (after any opening quote). */
    private static boolean heading(String part) {
        return part.codePoints().filter(Character::isLetterOrDigit).findFirst()
                .stream().anyMatch(c -> Character.isUpperCase(c) || Character.isDigit(c));
    }
}
