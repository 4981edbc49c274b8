package tutor.lesson;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code {{figure-id}}} in a lesson's text stands for a number the tutor computes: the text never
 * types a budgeting figure by hand, so a change in the data cannot leave a stale number behind.
 */
public final class Placeholders {

    private static final Pattern NAME = Pattern.compile("\\{\\{\\s*([a-z0-9][a-z0-9-]*)\\s*}}");

    private Placeholders() {
    }

    /** The names used in a text, in order of appearance. */
    public static List<String> names(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = NAME.matcher(text);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    /** The text with each placeholder replaced by {@code values.apply(name)}; a null keeps the placeholder. */
    public static String fill(String text, UnaryOperator<String> values) {
        Matcher m = NAME.matcher(text);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            String v = values.apply(m.group(1));
            m.appendReplacement(b, Matcher.quoteReplacement(v == null ? m.group() : v));
        }
        m.appendTail(b);
        return b.toString();
    }
}
