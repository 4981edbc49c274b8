package tutor.lesson;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import tutor.rules.edition.Board;
import tutor.rules.edition.ColorGroup;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleSet;
import tutor.text.Message;
import tutor.text.Phrase;
import tutor.text.Texts;

/**
 * A chance worked out exactly from the dice, as a fraction and as a percentage: every way two dice can
 * fall is equally likely, so counting the ways is the whole calculation.
 *
 * <p>The lab's landing chain gives the chance of ending a roll on a square over a whole game; these
 * are the chances of one throw, or of a few throws in a row, that a rules lesson reasons with: doubles
 * (1/6), doubles three times running (1/216), doubles at least once in three tries from Jail (91/216),
 * and where one throw from a square can end (from Jail onto the orange group, 14 of 36 ways). They are
 * computed here, in the lesson layer, from the edition's dice and board alone.
 *
 * @param event {@code doubles} ({@code tries} in a row), {@code doubles-within} (at least once in
 *              {@code tries} throws), {@code total} (a throw totals {@code total}) or {@code onto} (a
 *              throw from {@code from} ends on {@code onto}, a space or a colour group)
 * @param part  {@code percent}, {@code ways} (of the 36 ways one throw can fall), {@code outcomes} (all the
 *              equally likely ways the throws can fall: 36 for one throw), {@code numerator} or
 *              {@code denominator} (of the fraction in lowest terms)
 */
public record DiceChance(String ruleset, String event, int tries, int total, String from, String onto, String part)
        implements Computation.Worked {

    public static final List<String> EVENTS = List.of("doubles", "doubles-within", "total", "onto");
    public static final List<String> PARTS = List.of("percent", "ways", "outcomes", "numerator", "denominator");
    private static final int FACES = 6;

    public Unit unit() {
        return part.equals("percent") ? Unit.PERCENT : Unit.COUNT;
    }

    public Basis basis() {
        return Basis.DICE;
    }

    public Phrase said() {
        Phrase what = switch (event) {
            case "doubles" -> say("figure.dice.doubles-row", tries);
            case "doubles-within" -> say("figure.dice.doubles-within", tries);
            case "total" -> say("figure.dice.total", total);
            default -> say("figure.dice.onto", from, onto);
        };
        return say("figure.dice.part", what, part);
    }

    private static Phrase say(String key, Object... args) {
        return Phrase.of("figures", key, args);
    }

    /** A chance as an exact fraction. */
    private record Fraction(BigInteger top, BigInteger bottom) {
        Fraction reduced() {
            BigInteger g = top.gcd(bottom);
            return g.signum() == 0 ? this : new Fraction(top.divide(g), bottom.divide(g));
        }

        BigDecimal percent() {
            return new BigDecimal(top).multiply(BigDecimal.valueOf(100)).divide(new BigDecimal(bottom), MathContext.DECIMAL64);
        }

        Message.Arg arg() {
            return new Message.Fraction(top.longValueExact(), bottom.longValueExact());
        }
    }

    @Override
    public Figures.Computed work(LessonLab lab) {
        RuleSet rules = lab.table(ruleset).rules();
        if (rules.dice() != 2 || rules.specialDice()) {
            throw new IllegalArgumentException("these chances are for two ordinary dice; " + rules.title() + " throws " + rules.dice());
        }
        List<Message> why = new ArrayList<>();
        Fraction exact;
        int ways = -1;
        switch (event) {
            case "doubles" -> {
                Fraction one = new Fraction(BigInteger.valueOf(FACES), BigInteger.valueOf(FACES * FACES));
                why.add(Figures.say("dice.doubles-ways", FACES, FACES * FACES, one.reduced().arg(), pct(one.reduced())));
                exact = new Fraction(BigInteger.ONE, BigInteger.valueOf(FACES).pow(tries));
                if (tries > 1) {
                    why.add(Figures.say("dice.row", tries, exact.bottom.longValueExact(), exact.arg(), pct(exact)));
                } else {
                    ways = FACES;
                }
            }
            case "doubles-within" -> {
                BigInteger all = BigInteger.valueOf(FACES).pow(tries);
                BigInteger none = BigInteger.valueOf(FACES - 1).pow(tries);
                exact = new Fraction(all.subtract(none), all);
                why.add(Figures.say("dice.not-doubles", FACES - 1, FACES));
                why.add(Figures.say("dice.within", tries, none.longValueExact(), all.longValueExact(), exact.arg(), pct(exact.reduced())));
                if (tries == 1) {
                    ways = FACES;
                }
            }
            case "total" -> {
                ways = waysTo(total);
                exact = new Fraction(BigInteger.valueOf(ways), BigInteger.valueOf(FACES * FACES));
                why.add(Figures.say("dice.total", total, ways, Message.code(pairs(total)), pct(exact)));
            }
            default -> {
                Board board = lab.table(ruleset).board();
                int start = square(board, from);
                List<Integer> targets = squares(board, onto);
                List<Message.Arg> hits = new ArrayList<>();
                ways = 0;
                for (int sum = 2; sum <= 2 * FACES; sum++) {
                    int at = (start + sum) % board.size();
                    if (targets.contains(at)) {
                        ways += waysTo(sum);
                        hits.add(new Message.Nested(Figures.say("dice.onto.hit", Figures.name(board, board.space(at).name()), sum, waysTo(sum))));
                    }
                }
                exact = new Fraction(BigInteger.valueOf(ways), BigInteger.valueOf(FACES * FACES));
                why.add(Figures.say("dice.onto", Figures.name(board, board.space(start).name()), Message.series(hits)));
                why.add(Figures.say("dice.onto.sum", ways, exact.reduced().arg(), pct(exact)));
            }
        }
        why.add(Figures.say("dice.exact"));
        Fraction lowest = exact.reduced();
        BigDecimal v = switch (part) {
            case "percent" -> lowest.percent();
            case "numerator" -> new BigDecimal(lowest.top);
            case "denominator" -> new BigDecimal(lowest.bottom);
            case "outcomes" -> new BigDecimal(BigInteger.valueOf(FACES * FACES).pow(event.equals("doubles") || event.equals("doubles-within") ? tries : 1));
            default -> {
                if (ways < 0) {
                    throw new IllegalArgumentException("'ways' counts the 36 ways of one throw; " + event + " over " + tries
                            + " throws is a fraction: ask for its numerator and denominator");
                }
                yield BigDecimal.valueOf(ways);
            }
        };
        return new Figures.Computed(v, why);
    }

    private static Message.Arg pct(Fraction f) {
        return Message.percent(f.percent().doubleValue() / 100, 2);
    }

    /** The ways two dice make a total: 1 for 2 and 12, 6 for 7. */
    static int waysTo(int sum) {
        return sum < 2 || sum > 2 * FACES ? 0 : FACES - Math.abs(sum - (FACES + 1));
    }

    /** The pairs that make a total, as "1 + 6, 2 + 5, ..." (the rulings' "3 + 5 = 8"; signs read alike in every language). */
    private static String pairs(int sum) {
        List<String> out = new ArrayList<>();
        for (int a = 1; a <= FACES; a++) {
            int b = sum - a;
            if (b >= 1 && b <= FACES) {
                out.add(a + " + " + b);
            }
        }
        return String.join(", ", out);
    }

    private static int square(Board board, String name) {
        if (name.equalsIgnoreCase("In Jail") || name.equalsIgnoreCase("Jail")) {
            if (board.jailIndex() < 0) {
                throw new IllegalArgumentException(board.title() + " has no Jail");
            }
            return board.jailIndex();
        }
        return Figures.space(board, name).index();
    }

    /** The squares of a space, or of every street of a colour group named by its id. */
    private static List<Integer> squares(Board board, String name) {
        for (ColorGroup g : board.groups()) {
            if (g.id().equals(name)) {
                List<Integer> out = new ArrayList<>();
                for (int id : g.deeds()) {
                    Deed d = board.deed(id);
                    out.add(d.space());
                }
                return out;
            }
        }
        return List.of(Figures.space(board, name).index());
    }
}
