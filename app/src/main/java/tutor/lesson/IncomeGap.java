package tutor.lesson;

import java.math.BigDecimal;
import java.util.List;
import tutor.analysis.JailStrategy;
import tutor.analysis.ReturnRow;
import tutor.text.Amount;
import tutor.text.Phrase;
import tutor.text.Texts;

/**
 * The income per opponent roll a deed or colour group would gain going from one level to another
 * ({@code from} 0 to {@code level} 3): what a player kept from building loses, turn after turn.
 */
public record IncomeGap(String ruleset, String target, String level, String from, JailStrategy jail) implements Computation.Worked {

    public Unit unit() {
        return Unit.MONEY;
    }

    public Basis basis() {
        return Basis.PUBLISHED;
    }

    public Phrase said() {
        return Phrase.of("figures", "figure.income-gap", target, level, from);
    }

    @Override
    public Figure.Value work(LessonLab lab, String language) {
        ReturnRow high = lab.row(ruleset, jail, 1, target, level);
        ReturnRow low = lab.row(ruleset, jail, 1, target, from);
        BigDecimal gap = high.income().subtract(low.income());
        String c = lab.currency(ruleset);
        String name = high.kind() == ReturnRow.Kind.GROUP ? lab.table(ruleset).board().localized().name(language, high.name())
                : lab.table(ruleset).board().localized().name(language, target);
        return new Figure.Value(gap, Unit.MONEY, basis(), List.of(Texts.of("figures", language).get("why.income-gap", name, level, from,
                Amount.money(high.income(), c).in(language), Amount.money(low.income(), c).in(language), Amount.money(gap, c).in(language))));
    }
}
