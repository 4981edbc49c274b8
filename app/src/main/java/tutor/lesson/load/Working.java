package tutor.lesson.load;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The working of a wrong amount: the arithmetic a common mistake does ({@code 900 + 60}, one deed
 * forgotten; {@code 18.51 / 10}, the decimal point slipped), on numbers the tutor computes or reads
 * for the lesson. Numbers (a percentage with {@code %}), {@code + - x * /} and brackets; the usual order of operations.
 */
final class Working {

    private final List<String> tokens;
    private final Predicate<BigDecimal> known;
    private final List<String> unknown = new ArrayList<>();
    private int at;

    private Working(String text, Predicate<BigDecimal> known) {
        this.tokens = tokens(text);
        this.known = known;
    }

    /** A working's value, or (value null) what is wrong with it. */
    record Result(BigDecimal value, String trouble) {
    }

    /** The value of a working on the tutor's numbers, or what is wrong with it. */
    static Result evaluate(String text, Predicate<BigDecimal> known) {
        Working w = new Working(text, known);
        BigDecimal v;
        try {
            v = w.sum();
            if (w.at != w.tokens.size()) {
                return new Result(null, "has working '" + text + "' that cannot be read after '" + w.tokens.get(w.at) + "'");
            }
        } catch (IllegalArgumentException | ArithmeticException e) {
            return new Result(null, "has working '" + text + "' that cannot be read: " + e.getMessage());
        }
        if (!w.unknown.isEmpty()) {
            return new Result(null, "has working on " + String.join(", ", w.unknown) + ", which the tutor does not compute or read for this lesson");
        }
        return new Result(v, null);
    }

    /** What is wrong with the working, or null when it is sound and gives the amount. */
    static String check(String text, BigDecimal amount, Predicate<BigDecimal> known) {
        Result r = evaluate(text, known);
        if (r.trouble() != null) {
            return r.trouble();
        }
        BigDecimal v = r.value();
        if (v.setScale(Math.max(0, amount.scale()), java.math.RoundingMode.HALF_EVEN).compareTo(amount) != 0) {
            return "has working '" + text + "' = " + v.stripTrailingZeros().toPlainString() + ", not " + amount.toPlainString();
        }
        return null;
    }

    private static List<String> tokens(String text) {
        List<String> out = new ArrayList<>();
        int i = 0;
        String s = text.replace("$", "").replace(",", "").replace("×", "x");
        while (i < s.length()) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (Character.isDigit(c) || c == '.') {
                int j = i;
                while (j < s.length() && (Character.isDigit(s.charAt(j)) || s.charAt(j) == '.')) {
                    j++;
                }
                out.add(s.substring(i, j));
                i = j;
            } else if ("+-x*/()%".indexOf(c) >= 0) {
                out.add(String.valueOf(c));
                i++;
            } else {
                throw new IllegalArgumentException("'" + c + "' is not a number or + - x / ( )");
            }
        }
        return out;
    }

    private String peek() {
        return at < tokens.size() ? tokens.get(at) : "";
    }

    private BigDecimal sum() {
        BigDecimal v = product();
        while (peek().equals("+") || peek().equals("-")) {
            String op = tokens.get(at++);
            BigDecimal r = product();
            v = op.equals("+") ? v.add(r) : v.subtract(r);
        }
        return v;
    }

    private BigDecimal product() {
        BigDecimal v = factor();
        while (peek().equals("x") || peek().equals("*") || peek().equals("/")) {
            String op = tokens.get(at++);
            BigDecimal r = factor();
            v = op.equals("/") ? v.divide(r, MathContext.DECIMAL64) : v.multiply(r);
        }
        return v;
    }

    private BigDecimal factor() {
        String t = peek();
        if (t.equals("(")) {
            at++;
            BigDecimal v = sum();
            if (!peek().equals(")")) {
                throw new IllegalArgumentException("a bracket is not closed");
            }
            at++;
            return v;
        }
        if (t.isEmpty() || !Character.isDigit(t.charAt(0)) && t.charAt(0) != '.') {
            throw new IllegalArgumentException("a number is missing");
        }
        at++;
        BigDecimal v = new BigDecimal(t);
        // Small whole counts (2 deeds, 3 opponents, 10 for a slipped decimal point) are the mistake's own arithmetic.
        if ((v.compareTo(BigDecimal.TEN) > 0 || v.stripTrailingZeros().scale() > 0) && !known.test(v)) {
            unknown.add(t);
        }
        if (peek().equals("%")) {
            at++;
            return v.movePointLeft(2);
        }
        return v;
    }
}
