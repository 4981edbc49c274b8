package tutor.text;

/**
 * Control characters made visible. A scenario's or lesson's text, a player's or a learner's name may
 * hold an escape sequence that would clear a terminal, set its title or move its cursor, or a
 * character an XML page may not contain. The tutor never prints or exports them raw: each is shown as
 * {@code \u001B} (a backslash, {@code u} and four hex digits, as Java and JSON write them), which a
 * reader can see and an author can search for. Line feeds and tabs are ordinary text and stay.
 */
public final class ControlChars {

    private ControlChars() {
    }

    /**
     * Whether a character is a control that must not reach a terminal or a page raw: C0 controls
     * (U+0000 to U+001F) but the line feed and the tab, DEL (U+007F) and the C1 controls (U+0080 to
     * U+009F, where U+009B starts an escape sequence on its own), and the bidirectional embeddings, overrides
     * and isolates (U+202A to U+202E, U+2066 to U+2069), which turn the text after them around on a screen or
     * page (a name "Ann\u202Egnp.exe" reads "Annexe.png"; "Trojan Source"), and which no English, French or
     * Russian text needs.
     */
    public static boolean isControl(int c) {
        return (c < 0x20 && c != '\n' && c != '\t') || (c >= 0x7F && c <= 0x9F) || (c >= 0x202A && c <= 0x202E)
                || (c >= 0x2066 && c <= 0x2069);
    }

    /** The text with every control ({@link #isControl}) written as {@code \u001B}; the same string when there is none. */
    public static String visible(String s) {
        if (s == null) {
            return null;
        }
        int i = 0;
        while (i < s.length() && !isControl(s.charAt(i))) {
            i++;
        }
        if (i == s.length()) {
            return s;
        }
        StringBuilder b = new StringBuilder(s.length() + 16).append(s, 0, i);
        for (; i < s.length(); i++) {
            char c = s.charAt(i);
            if (isControl(c)) {
                b.append(escape(c));
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    /** A control as it is shown: {@code \u001B}. */
    public static String escape(char c) {
        return String.format(java.util.Locale.ROOT, "\\u%04X", (int) c);
    }
}
