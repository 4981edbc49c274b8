package tutor.lesson;

import java.math.BigDecimal;
import java.util.List;
import tutor.analysis.JailStrategy;
import tutor.analysis.ReturnRow;
import tutor.text.Message;
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
    public Figures.Computed work(LessonLab lab) {
        ReturnRow high = lab.row(ruleset, jail, 1, target, level);
        ReturnRow low = lab.row(ruleset, jail, 1, target, from);
        BigDecimal gap = high.income().subtract(low.income());
        String c = lab.currency(ruleset);
        tutor.rules.edition.Board board = lab.table(ruleset).board();
        Message.Arg name = Figures.name(board, high.kind() == ReturnRow.Kind.GROUP ? high.name() : target);
        return new Figures.Computed(gap, List.of(Figures.say("income-gap", name, Message.code(level), Message.code(from),
                Message.money(high.income(), c), Message.money(low.income(), c), Message.money(gap, c))));
    }
}
