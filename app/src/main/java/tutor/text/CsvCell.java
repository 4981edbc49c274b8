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

    /** A text cell: neutralised, then quoted where needed. */
    public static String text(String s) {
        String v = s == null ? "" : s;
        String first = v.stripLeading();
        boolean formula = !v.isEmpty() && ("\t\r".indexOf(v.charAt(0)) >= 0 || !first.isEmpty() && "=+-@".indexOf(first.charAt(0)) >= 0);
        if (formula) {
            v = "'" + v;
        }
        if (formula || v.contains(",") || v.contains("\"") || v.contains("\n") || v.contains("\r")) {
            return "\"" + v.replace("\"", "\"\"") + "\"";
        }
        return v;
    }

    /** A number the tutor computed, written as it is. */
    public static String number(long n) {
        return Long.toString(n);
    }
}
