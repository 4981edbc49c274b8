package tutor.lesson;

import java.math.BigDecimal;
import java.util.List;
import tutor.rules.edition.RuleSet;
import tutor.text.Message;
import tutor.text.Amount;
import tutor.text.Phrase;
import tutor.text.Texts;

/**
 * Income Tax for a total worth the lesson gives (often an example, "about $3,500"): the edition's flat
 * sum, its percentage of that worth (rounded to the nearest dollar, halves up, as the referee rounds),
 * and the cheaper of the two, which a player who knows their worth would choose.
 *
 * @param part {@code flat}, {@code percent} or {@code cheaper}
 */
public record TaxForWorth(String ruleset, BigDecimal worth, String part) implements Computation.Worked {

    public static final List<String> PARTS = List.of("percent", "flat", "cheaper");

    public Unit unit() {
        return Unit.MONEY;
    }

    /** The flat sum is the edition's alone; the percentage and the cheaper choice follow from the worth the lesson gives. */
    public Basis basis() {
        return part.equals("flat") ? Basis.RULE : Basis.RULE_ON_EXAMPLE;
    }

    public Phrase said() {
        return Phrase.of("figures", "figure.tax-for-worth", worth.toPlainString(), part);
    }

    @Override
    public Figures.Computed work(LessonLab lab) {
        RuleSet rules = lab.table(ruleset).rules();
        if (rules.incomeTaxPercent() <= 0) {
            throw new IllegalArgumentException(rules.title() + " has no percentage choice at Income Tax");
        }
        long percent = (worth.longValue() * rules.incomeTaxPercent() + 50) / 100;
        long flat = rules.incomeTax();
        String c = lab.currency(ruleset);
        long v = switch (part) {
            case "flat" -> flat;
            case "percent" -> percent;
            default -> Math.min(flat, percent);
        };
        return new Figures.Computed(BigDecimal.valueOf(v), List.of(Figures.say("tax-for-worth",
                rules.incomeTaxPercent(), Message.money(worth, c), Message.money(percent, c),
                Message.money(flat, c))));
    }
}
