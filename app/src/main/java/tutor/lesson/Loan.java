package tutor.lesson;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleSet;
import tutor.text.Message;
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
        return part.equals("years-to-flat") ? Unit.YEARS : Unit.MONEY;
    }

    /** The mortgage's flat interest is the edition's rule, on rules data (a deed) or on a sum the lesson gives as an example. */
    public Basis basis() {
        return !part.equals("flat") ? Basis.EXAMPLE : deed == null ? Basis.RULE_ON_EXAMPLE : Basis.RULE;
    }

    public Phrase said() {
        return Phrase.of("figures", "figure.loan", deed == null ? principal.toPlainString() : deed, rate.toPlainString(),
                years.toPlainString(), part, yearsForPlural());
    }

    /** The count that chooses "year" or "years": the whole years, or 2 ("years") for a part of a year. */
    private int yearsForPlural() {
        return years == null ? 2 : years.stripTrailingZeros().scale() <= 0 ? years.intValueExact() : 2;
    }

    @Override
    public Figures.Computed work(LessonLab lab) {
        RuleSet rules = lab.table(ruleset).rules();
        String c = lab.currency(ruleset);
        List<Message> why = new ArrayList<>();
        BigDecimal lent = principal;
        if (deed != null) {
            Deed d = LessonLab.deed(lab.table(ruleset), deed);
            lent = BigDecimal.valueOf(d.mortgage());
            why.add(Figures.say("loan.deed", Message.money(lent, c), Figures.name(lab.table(ruleset).board(), d.name())));
        } else {
            why.add(Figures.say("loan.sum", Message.money(lent, c)));
        }
        BigDecimal interest;
        if (compound) {
            BigDecimal grown = lent.multiply(BigDecimal.ONE.add(rate.divide(HUNDRED)).pow(years.intValueExact()));
            interest = grown.subtract(lent).setScale(2, RoundingMode.HALF_EVEN);
            BigDecimal factor = BigDecimal.ONE.add(rate.divide(HUNDRED));
            why.add(Figures.say("loan.compound", Message.money(lent, c), number(factor), years.intValueExact(),
                    Message.money(interest, c), Message.money(lent.add(interest), c)));
        } else {
            interest = lent.multiply(rate).multiply(years).divide(HUNDRED).setScale(2, RoundingMode.HALF_EVEN);
            why.add(Figures.say("loan.simple", Message.money(lent, c), number(rate), number(years),
                    Message.money(interest, c), yearsForPlural()));
        }
        BigDecimal total = lent.add(interest);
        int percent = rules.mortgageInterestPercent();
        BigDecimal flat = BigDecimal.valueOf(percent).multiply(lent).divide(HUNDRED, 0, RoundingMode.CEILING);
        BigDecimal yearsToFlat = BigDecimal.valueOf(percent).divide(rate, MathContext.DECIMAL64);
        BigDecimal v = switch (part) {
            case "interest" -> interest;
            case "total" -> {
                why.add(Figures.say("loan.total", Message.money(lent, c), Message.money(interest, c), Message.money(total, c)));
                yield total;
            }
            case "flat" -> {
                why.add(Figures.say("loan.flat", percent, Message.money(lent, c), Message.money(flat, c)));
                yield flat;
            }
            default -> {
                BigDecimal shown = plain(yearsToFlat.setScale(2, RoundingMode.HALF_EVEN));
                why.add(Figures.say("loan.years", number(rate), percent, number(shown), Message.pluralOf(shown)));
                yield yearsToFlat;
            }
        };
        why.add(Figures.say("loan.example"));
        return new Figures.Computed(v, why);
    }


    private static Message.Arg number(BigDecimal n) {
        BigDecimal plain = plain(n);
        return Message.decimal(plain, plain.scale());
    }

    /** The number as it is shown: no trailing zeros (1.25, 2), so its plural form is the one read. */
    private static BigDecimal plain(BigDecimal n) {
        return n.stripTrailingZeros().scale() < 0 ? n.setScale(0) : n.stripTrailingZeros();
    }
}
