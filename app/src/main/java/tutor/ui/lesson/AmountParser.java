package tutor.ui.lesson;

import java.math.BigDecimal;
import java.util.Optional;

/**
 * A number as a learner types it, in the window's language: {@code $1,020}, {@code 18.51}, {@code 8.81%}
 * in English; {@code 1 020 $}, {@code 18,51}, {@code 8,81 %} in French or Russian. Currency signs, a
 * percent sign and spaces are ignored. In English a comma groups thousands ({@code 1,020}) unless it
 * cannot ({@code 8,81} is read as 8.81); in French and Russian a comma is the decimal mark and a point
 * is read as one too when there is no comma, since learners type both.
 */
final class AmountParser {

    private AmountParser() {
    }

    static Optional<BigDecimal> parse(String typed, String language) {
        if (typed == null) {
            return Optional.empty();
        }
        String t = typed.strip().replaceAll("[\\s\u00A0\u202F]", "").replaceAll("[$€£¤₽%]", "").replace("тыс.", "")
                .replace("k", "").replace("K", "");
        if (t.isEmpty()) {
            return Optional.empty();
        }
        String n;
        if ("en".equals(language)) {
            if (t.matches("-?\\d{1,3}(,\\d{3})+(\\.\\d+)?")) {
                n = t.replace(",", "");
            } else if (t.matches("-?\\d+,\\d{1,2}")) {
                n = t.replace(',', '.');
            } else {
                n = t;
            }
        } else {
            if (t.contains(",")) {
                n = t.replace(".", "").replace(',', '.');
            } else if (t.matches("-?\\d{1,3}(\\.\\d{3}){2,}")) {
                n = t.replace(".", "");
            } else {
                n = t;
            }
        }
        if (!n.matches("-?\\d{1,12}(\\.\\d{1,6})?")) {
            return Optional.empty();
        }
        return Optional.of(new BigDecimal(n));
    }
}
