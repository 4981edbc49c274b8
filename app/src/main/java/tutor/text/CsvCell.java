package tutor.text;

/**
 * One cell of a CSV file the tutor writes, safe to open in a spreadsheet: quoted as RFC 4180 asks
 * (a comma, a quote or a line break inside), and a cell that begins with {@code =}, {@code +},
 * {@code -}, {@code @} (after any spaces, which a spreadsheet may skip), a tab or a carriage return
 * gets a leading apostrophe and is quoted, as OWASP's advice on CSV injection says, so a learner's
 * typed name or answer can never become a formula. Numbers the tutor itself writes (a score, a
 * negative amount) go through {@link #number} and stay numbers.
 */
public final class CsvCell {

    private CsvCell() {
    }

    /** A ';', a tab or a line break, then (after any spaces) what a spreadsheet would start a formula with. */
    private static final java.util.regex.Pattern OTHER_SEPARATOR = java.util.regex.Pattern.compile("([;\t\r\n][ \u00A0]*)([=+\\-@])");

    /** A text cell: neutralised, then quoted where needed. */
    public static String text(String s) {
        String v = s == null ? "" : s;
        String first = v.stripLeading();
        boolean formula = !v.isEmpty() && ("\t\r".indexOf(v.charAt(0)) >= 0 || !first.isEmpty() && "=+-@".indexOf(first.charAt(0)) >= 0);
        if (formula) {
            v = "'" + v;
        }
        // A spreadsheet set to French, Russian or German splits a line at ';' (a tab, pasted), and ends a row at a
        // line break, where our quotes do not start the field (the line's first cell does): what follows one is a
        // cell of its own there, and is neutralised the same way.
        String split = OTHER_SEPARATOR.matcher(v).replaceAll("$1'$2");
        boolean other = !split.equals(v) || v.indexOf(';') >= 0 || v.indexOf('\t') >= 0;
        v = split;
        if (formula || other || v.contains(",") || v.contains("\"") || v.contains("\n") || v.contains("\r")) {
            return "\"" + v.replace("\"", "\"\"") + "\"";
        }
        return v;
    }

    /** A number the tutor computed, written as it is. */
    public static String number(long n) {
        return Long.toString(n);
    }
}
