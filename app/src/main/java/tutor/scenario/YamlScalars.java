package tutor.scenario;

import org.yaml.snakeyaml.nodes.NodeId;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.resolver.Resolver;

/**
 * How the canonical writer writes one piece of text: plain where YAML reads it back as the same text,
 * double-quoted otherwise. Unicode is kept as it is (Cyrillic, accents, the no-break spaces of French
 * money); only what YAML cannot hold unescaped (control characters, line breaks) is escaped.
 */
final class YamlScalars {

    /** Characters that may not start a plain scalar (YAML's indicators), and quotes. */
    private static final String INDICATORS = "-?:,[]{}#&*!|>'\"%@`";
    /** Characters that end a plain scalar inside a flow collection ({@code {a: b}}, {@code [a, b]}), as SnakeYAML reads it. */
    private static final String FLOW_STOPS = ",[]{}:?";

    private static final Resolver RESOLVER = new Resolver();

    private YamlScalars() {
    }

    /** The text as a YAML scalar: plain when that reads back as this very text, else double-quoted. */
    static String text(String s, boolean inFlow) {
        return plain(s, inFlow) ? s : quoted(s);
    }

    /** Whether the text may be written without quotes and still be read back as the same text (a string). */
    static boolean plain(String s, boolean inFlow) {
        if (s.isEmpty() || INDICATORS.indexOf(s.charAt(0)) >= 0) {
            return false;
        }
        if (Character.isWhitespace(s.charAt(0)) || Character.isWhitespace(s.charAt(s.length() - 1))
                || s.charAt(s.length() - 1) == ':') {
            return false;
        }
        if (s.contains(": ") || s.contains(" #") || s.contains(":\t") || s.contains("\t#")) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (escape(c) != null || c == '\t' || (inFlow && FLOW_STOPS.indexOf(c) >= 0)) {
                return false;
            }
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return false;
            }
        }
        // "true", "12", "~", "2024-01-01" and the like would come back as something other than text.
        return RESOLVER.resolve(NodeId.scalar, s, true).equals(Tag.STR);
    }

    /** The text in double quotes, with only what must be escaped escaped. */
    static String quoted(String s) {
        StringBuilder b = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            String e = escape(c);
            if (c == '"' || c == '\\') {
                b.append('\\').append(c);
            } else if (e != null) {
                b.append(e);
            } else if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                b.append(c).append(s.charAt(++i));
            } else if (Character.isSurrogate(c)) {
                b.append(String.format(java.util.Locale.ROOT, "\\u%04X", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.append('"').toString();
    }

    /**
     * The escape a character needs inside double quotes, or null when it is written as it is: the
     * control characters, YAML 1.1's own line breaks (NEL, LS, PS) and what a YAML reader refuses
     * unescaped (the C1 controls, the byte-order mark, U+FFFE and U+FFFF).
     */
    private static String escape(char c) {
        return switch (c) {
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> null;
            case '\u0085' -> "\\N";
            case '\u2028' -> "\\L";
            case '\u2029' -> "\\P";
            default -> c < 0x20 || c == 0x7F || (c >= 0x80 && c < 0xA0) || c == '\uFEFF' || c == '\uFFFE' || c == '\uFFFF'
                    ? String.format(java.util.Locale.ROOT, "\\u%04X", (int) c) : null;
        };
    }
}
