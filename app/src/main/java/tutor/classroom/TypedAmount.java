package tutor.classroom;

import java.math.BigDecimal;
import java.util.Optional;

/**
 * An amount as a learner types it on a phone, in any of the tutor's languages: {@code 1500},
 * {@code $1,500}, {@code 1 500 $}, {@code 18.51}, {@code 18,51}. A group separator is a comma,
 * a space or a full stop followed by exactly three digits; otherwise the last comma or full stop
 * is the decimal mark. Anything else (letters, two signs, more than 12 digits) is not an amount.
 */
public final class TypedAmount {

    private TypedAmount() {
    }

    public static Optional<BigDecimal> parse(String typed) {
        if (typed == null || typed.length() > 32) {
            return Optional.empty();
        }
        String s = typed.strip().replaceAll("[\\s\u00A0\u202F]", "").replaceAll("[$€₽]", "");
        boolean negative = s.startsWith("-") || s.startsWith("\u2212");
        if (negative) {
            s = s.substring(1);
        }
        if (!s.matches("[0-9][0-9.,]*")) {
            return Optional.empty();
        }
        String plain;
        if (s.matches("[0-9]{1,3}([.,][0-9]{3})+")) {
            plain = s.replaceAll("[.,]", "");
        } else if (s.matches("[0-9]{1,3}(,[0-9]{3})+(\\.[0-9]+)?")) {
            plain = s.replace(",", "");
        } else if (s.matches("[0-9]{1,3}(\\.[0-9]{3})+(,[0-9]+)?")) {
            plain = s.replace(".", "").replace(',', '.');
        } else if (s.matches("[0-9]+([.,][0-9]+)?")) {
            plain = s.replace(',', '.');
        } else {
            return Optional.empty();
        }
        if (plain.replace(".", "").length() > 12) {
            return Optional.empty();
        }
        BigDecimal v = new BigDecimal(plain);
        return Optional.of(negative ? v.negate() : v);
    }
}
