package tutor.lesson;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleSet;
import tutor.text.Amount;
import tutor.text.Phrase;
import tutor.text.Texts;

/**
 * A bank loan beside a Monopoly mortgage: the same sum (a deed's mortgage value, or a sum the lesson
 * gives) borrowed at a yearly rate the lesson sets as an example, for some years, with the interest
 * simple or added to the loan each year. The edition's mortgage charges its percentage once, however
 * long the deed stays mortgaged; a bank charges by the year.
 *
 * @param deed      the deed whose mortgage value is borrowed, or null when {@code principal} is given
 * @param rate      percent a year (an example the lesson sets)
 * @param compound  true when each year's interest is added to the loan
 * @param part      {@code interest}, {@code total} (repaid), {@code flat} (the edition's mortgage
 *                  interest on the same sum) or {@code years-to-flat} (years of simple interest that add
 *                  up to the mortgage's percentage)
 */
public record Loan(String ruleset, String deed, BigDecimal principal, BigDecimal rate, BigDecimal years, boolean compound,
                   String part) implements Computation.Worked {

    public static final List<String> PARTS = List.of("interest", "total", "flat", "years-to-flat");
    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    public Unit unit() {
        return part.equals("years-to-flat") ? Unit.COUNT : Unit.MONEY;
    }

    public Basis basis() {
        return part.equals("flat") ? Basis.RULE : Basis.EXAMPLE;
    }

    public Phrase said() {
        return Phrase.of("figures", "figure.loan", deed == null ? principal.toPlainString() : deed, rate.toPlainString(),
                years.toPlainString(), part);
    }

    @Override
    public Figure.Value work(LessonLab lab, String language) {
        RuleSet rules = lab.table(ruleset).rules();
        String c = lab.currency(ruleset);
        Texts t = Texts.of("figures", language);
        List<String> why = new ArrayList<>();
        BigDecimal lent = principal;
        if (deed != null) {
            Deed d = LessonLab.deed(lab.table(ruleset), deed);
            lent = BigDecimal.valueOf(d.mortgage());
            why.add(t.get("why.loan.deed", money(lent, c, language), lab.table(ruleset).board().localized().name(language, d.name())));
        } else {
            why.add(t.get("why.loan.sum", money(lent, c, language)));
        }
        BigDecimal interest;
        if (compound) {
            BigDecimal grown = lent.multiply(BigDecimal.ONE.add(rate.divide(HUNDRED)).pow(years.intValueExact()));
            interest = grown.subtract(lent).setScale(2, RoundingMode.HALF_EVEN);
            BigDecimal factor = BigDecimal.ONE.add(rate.divide(HUNDRED));
            why.add(t.get("why.loan.compound", money(lent, c, language), number(factor, language), years.intValueExact(),
                    money(interest, c, language), money(lent.add(interest), c, language)));
        } else {
            interest = lent.multiply(rate).multiply(years).divide(HUNDRED).setScale(2, RoundingMode.HALF_EVEN);
            why.add(t.get("why.loan.simple", money(lent, c, language), number(rate, language), number(years, language),
                    money(interest, c, language)));
        }
        BigDecimal total = lent.add(interest);
        int percent = rules.mortgageInterestPercent();
        BigDecimal flat = BigDecimal.valueOf(percent).multiply(lent).divide(HUNDRED, 0, RoundingMode.CEILING);
        BigDecimal yearsToFlat = BigDecimal.valueOf(percent).divide(rate, MathContext.DECIMAL64);
        BigDecimal v = switch (part) {
            case "interest" -> interest;
            case "total" -> {
                why.add(t.get("why.loan.total", money(lent, c, language), money(interest, c, language), money(total, c, language)));
                yield total;
            }
            case "flat" -> {
                why.add(t.get("why.loan.flat", percent, money(lent, c, language), money(flat, c, language)));
                yield flat;
            }
            default -> {
                why.add(t.get("why.loan.years", number(rate, language), percent, number(yearsToFlat.setScale(2, RoundingMode.HALF_EVEN), language)));
                yield yearsToFlat;
            }
        };
        why.add(t.get("why.loan.example"));
        return new Figure.Value(v, unit(), basis(), why);
    }

    private static String money(BigDecimal amount, String currency, String language) {
        return Amount.money(amount, currency).in(language);
    }

    private static String number(BigDecimal n, String language) {
        return Amount.decimal(n.stripTrailingZeros().scale() < 0 ? n.setScale(0) : n.stripTrailingZeros()).in(language);
    }
}
