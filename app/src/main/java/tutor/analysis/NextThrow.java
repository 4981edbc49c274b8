package tutor.analysis;

import java.util.ArrayList;
import java.util.List;
import tutor.rules.edition.Board;
import tutor.rules.edition.CardSet;
import tutor.rules.edition.ColorGroup;
import tutor.rules.edition.RuleSet;

/**
 * Where one throw of the dice from a square ends, as exact fractions: the chance the dice themselves
 * reach each square ({@code 5/36} onto St. James Place from Jail), and the chance the throw ends there
 * after any card or Go To Jail move ({@code 65/576} onto New York Avenue, which a Chance card's "go
 * back three spaces" also reaches). The throw is the first of a turn, so three doubles do not arise;
 * doubles earn another throw afterwards, which is not this throw's business. Lessons on leaving Jail
 * use it: a player who pays the fine throws from the Jail square like this.
 *
 * @param from       the square thrown from
 * @param outcomes   how many equally likely faces the dice show (36 for two dice, 6 for one)
 * @param reached    per square, the chance the dice total reaches it
 * @param ends       per square, the chance the throw ends there after cards and Go To Jail
 * @param inJail     the chance the throw ends In Jail (Go To Jail, or a card that sends there)
 */
public record NextThrow(Board board, int from, int outcomes, Ratio[] reached, Ratio[] ends, Ratio inJail) {

    public static NextThrow from(Board board, RuleSet rules, CardSet cards, int from) {
        if (from < 0 || from >= board.size()) {
            throw new IllegalArgumentException("no square " + from + " on " + board.title() + " (0 to " + (board.size() - 1) + ")");
        }
        Landings landings = new Landings(board, cards);
        int n = board.size();
        Ratio[] reached = new Ratio[n];
        Ratio[] ends = new Ratio[n];
        java.util.Arrays.fill(reached, Ratio.ZERO);
        java.util.Arrays.fill(ends, Ratio.ZERO);
        Ratio jail = Ratio.ZERO;
        int dice = rules.dice();
        int outcomes = dice == 1 ? 6 : 36;
        Ratio each = Ratio.of(1, outcomes);
        for (int t = 0; t < outcomes; t++) {
            int total = dice == 1 ? t + 1 : t / 6 + t % 6 + 2;
            int at = Math.floorMod(from + total, n);
            reached[at] = reached[at].plus(each);
            for (Landings.End e : landings.from(at)) {
                Ratio c = each.times(e.exact());
                if (e.space() == Landings.JAIL) {
                    jail = jail.plus(c);
                } else {
                    ends[e.space()] = ends[e.space()].plus(c);
                }
            }
        }
        return new NextThrow(board, from, outcomes, reached, ends, jail);
    }

    /** The chance the dice reach any square of a group. */
    public Ratio reached(ColorGroup g) {
        return sum(reached, g);
    }

    /** The chance the throw ends on any square of a group, after cards. */
    public Ratio ends(ColorGroup g) {
        return sum(ends, g);
    }

    private Ratio sum(Ratio[] per, ColorGroup g) {
        Ratio r = Ratio.ZERO;
        for (int id : g.deeds()) {
            r = r.plus(per[board.deed(id).space()]);
        }
        return r;
    }

    /**
     * The denominator every "ends" chance can be written over (the dice's outcomes times the cards' shares,
     * 576 = 36 x 16 from the classic Jail), so a column of fractions reads against one another.
     */
    public long commonDenominator() {
        long d = outcomes;
        for (Ratio r : ends) {
            d = Ratio.lcm(d, r.denominator());
        }
        return Ratio.lcm(d, inJail.denominator());
    }

    /** The groups whose squares a throw can reach, for a summary by colour. */
    public List<ColorGroup> groups() {
        return new ArrayList<>(board.groups());
    }
}
