package tutor.lesson;

import java.math.BigDecimal;
import java.util.List;
import tutor.analysis.RentAhead;
import tutor.rules.edition.Board;
import tutor.rules.state.GameState;
import tutor.scenario.Scenario;
import tutor.text.Message;
import tutor.text.Amount;
import tutor.text.Phrase;
import tutor.text.Texts;

/**
 * The tutor's exposure figures for a player in a scenario's position, as the coach states them before a
 * purchase: the rent the stretch from the player's square to GO is expected to cost, the chance that one
 * stop on the way costs more than a sum of cash, and the dearest stop (see {@link RentAhead}).
 *
 * @param cash the cash to test against; -1 for the player's own cash in the position
 * @param part {@code expected}, {@code chance-above} (percent), {@code dearest} (that stop's rent) or
 *             {@code dearest-chance} (percent)
 */
public record RentBeforeGo(String ruleset, String scenario, String player, int cash, String part) implements Computation.Worked {

    public static final List<String> PARTS = List.of("expected", "chance-above", "dearest", "dearest-chance");

    public Unit unit() {
        return part.endsWith("chance") || part.equals("chance-above") ? Unit.PERCENT : Unit.MONEY;
    }

    /** The dearest stop's rent is a printed rent; the chances and the expected rent are the tutor's model. */
    public Basis basis() {
        return part.equals("dearest") ? Basis.POSITION : Basis.MODEL;
    }

    public Phrase said() {
        return Phrase.of("figures", "figure.ahead", player, scenario, part, cash);
    }

    @Override
    public Figures.Computed work(LessonLab lab) {
        Scenario sc = lab.data().scenario(scenario).orElseThrow(() -> new IllegalArgumentException("no scenario " + scenario));
        int seat = sc.table().seats().indexOf(player);
        if (seat < 0) {
            throw new IllegalArgumentException("no player '" + player + "' in " + scenario);
        }
        GameState s = sc.start();
        int held = cash < 0 ? s.player(seat).cash() : cash;
        RentAhead.Figures f = RentAhead.of(s, seat).at(held);
        if (!f.available()) {
            throw new IllegalArgumentException("the rent ahead is not worked out when play runs against the arrows");
        }
        Board board = s.board();
        String c = board.currency();
        Message.Arg from = Figures.name(board, s.player(seat).inJail() ? "Jail" : board.space(s.player(seat).position()).name());
        Message.Arg dearest = f.dearestSpace() < 0 ? Message.code("-") : Figures.name(board, board.space(f.dearestSpace()).name());
        List<Message> why = List.of(Figures.say("ahead.from", from, Message.code(player)),
                Figures.say("ahead.expected", Message.money(BigDecimal.valueOf(f.expected()), c)),
                Figures.say("ahead.above", Message.money(held, c), Message.percent(f.chanceAbove(), 2)),
                Figures.say("ahead.dearest", dearest, Message.money(f.dearestRent(), c), Message.percent(f.dearestChance(), 2)),
                Figures.say("ahead.model"));
        BigDecimal v = switch (part) {
            case "expected" -> BigDecimal.valueOf(f.expected());
            case "chance-above" -> BigDecimal.valueOf(100 * f.chanceAbove());
            case "dearest" -> BigDecimal.valueOf(f.dearestRent());
            default -> BigDecimal.valueOf(100 * f.dearestChance());
        };
        return new Figures.Computed(v, why);
    }
}
