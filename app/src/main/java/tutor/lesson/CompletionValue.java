package tutor.lesson;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import tutor.analysis.JailStrategy;
import tutor.analysis.ReturnRow;
import tutor.rules.edition.Board;
import tutor.rules.edition.ColorGroup;
import tutor.rules.edition.Deed;
import tutor.text.Message;
import tutor.text.Amount;
import tutor.text.Phrase;
import tutor.text.Texts;

/**
 * What a deed is worth to the player it completes a colour group for (the tutor's model of a top bid):
 * buying it turns the other lots of the group, which earn their lone rent today, into a whole group that
 * earns the group's rent and can carry houses. So the deed is worth the rent the whole group would earn
 * at {@code level} over {@code rounds} rounds, less the rent the other lots earn alone anyway, less the
 * houses the whole group needs at that level.
 *
 * @param part {@code value} (the most worth bidding), {@code group-income} (the whole group per opponent
 *             roll at the level), {@code held-income} (the other lots alone, per opponent roll),
 *             {@code per-round} (what completing adds a round) or {@code houses} (their cost for the group)
 */
public record CompletionValue(String ruleset, String deed, String level, int rounds, int opponents, JailStrategy jail, String part)
        implements Computation.Worked {

    public static final List<String> PARTS = List.of("value", "group-income", "held-income", "per-round", "houses");

    public Unit unit() {
        return Unit.MONEY;
    }

    public Basis basis() {
        return part.endsWith("income") ? Basis.PUBLISHED : Basis.MODEL;
    }

    public Phrase said() {
        return Phrase.of("figures", "figure.completion", deed, level, rounds, opponents, part);
    }

    @Override
    public Figures.Computed work(LessonLab lab) {
        Board board = lab.table(ruleset).board();
        Deed d = LessonLab.deed(lab.table(ruleset), deed);
        ColorGroup group = board.groups().get(d.group());
        String c = board.currency();
        ReturnRow whole = lab.row(ruleset, jail, 1, group.id(), level);
        ReturnRow bare = lab.row(ruleset, jail, 1, group.id(), "0");
        BigDecimal held = BigDecimal.ZERO;
        List<Message.Arg> others = new ArrayList<>();
        for (int id : group.deeds()) {
            Deed o = board.deed(id);
            if (o.id() != d.id()) {
                held = held.add(lab.row(ruleset, jail, 1, o.name(), "alone").income());
                others.add(Figures.name(board, o.name()));
            }
        }
        long houses = whole.cost() - bare.cost();
        BigDecimal perTurn = BigDecimal.valueOf(lab.odds(ruleset, jail).rollsPerTurn());
        BigDecimal gain = whole.income().subtract(held);
        BigDecimal perRound = gain.multiply(perTurn).multiply(BigDecimal.valueOf(opponents)).setScale(2, RoundingMode.HALF_EVEN);
        BigDecimal rent = perRound.multiply(BigDecimal.valueOf(rounds));
        BigDecimal value = rent.subtract(BigDecimal.valueOf(houses));
        List<Message> why = new ArrayList<>();
        Message.Arg groupName = Figures.name(board, group.name());
        why.add(Figures.say("completion.whole", groupName, Message.code(level), Figures.toTheCent(whole.income(), c)));
        why.add(Figures.say("completion.held", Message.listed(others), Figures.toTheCent(held, c)));
        why.add(Figures.say("completion.round", Figures.toTheCent(whole.income(), c), Figures.toTheCent(held, c),
                Message.decimal(perTurn.doubleValue(), 4), opponents, Message.money(perRound, c)));
        why.add(Figures.say("completion.rent", rounds, Message.money(perRound, c), Message.money(rent, c)));
        why.add(Figures.say("completion.houses", Message.money(rent, c), Message.money(BigDecimal.valueOf(houses), c),
                Message.money(value, c)));
        why.add(Figures.say("completion.model", Figures.name(board, d.name())));
        BigDecimal v = switch (part) {
            case "group-income" -> whole.income();
            case "held-income" -> held;
            case "per-round" -> perRound;
            case "houses" -> BigDecimal.valueOf(houses);
            default -> value.setScale(2, RoundingMode.HALF_EVEN);
        };
        return new Figures.Computed(v, why);
    }

}
