package tutor.analysis;

import java.util.ArrayList;
import java.util.List;
import tutor.rules.edition.Board;

/**
 * The landing odds of an edition, per roll of the dice, in Truman Collins' convention: for each
 * space, the chance that a roll ends with the token there (after any card or Go To Jail move),
 * and In Jail as a row of its own after the last space. Go To Jail is never where a roll ends.
 *
 * @param landing       per space, the chance a roll ends there (0..1); Just Visiting for the Jail space
 * @param hasJail       whether the board has a Jail (Monopoly Junior's has not)
 * @param inJail        the chance a roll ends In Jail
 * @param rollsPerTurn  rolls a player makes per turn on average (doubles and rides earn more)
 * @param byThrow       per space, the chance a roll ends there by the dice themselves (not sent by a card)
 * @param throwTotal    per space, the sum over such arrivals of chance x the dice total (utility rent)
 * @param railroadCard  per space, the chance of arriving by a nearest-railroad card
 * @param railroadCardWeighted  the same, each weighted by the card's rent multiplier
 * @param utilityCardWeighted   per space, the chance of arriving by a nearest-utility card x its multiplier
 * @param states        how many states the chain had
 */
public record Odds(Board board, JailStrategy jail, double[] landing, boolean hasJail, double inJail,
                   double rollsPerTurn, double[] byThrow, double[] throwTotal, double[] railroadCard,
                   double[] railroadCardWeighted, double[] utilityCardWeighted, int states) {

    /** The convention, in words, to print wherever these numbers appear. */
    public static final String CONVENTION = "Per roll of the dice (Truman Collins' convention): the chance that a roll "
            + "ends with the token on the space, after any card or Go To Jail move; In Jail is its own row; "
            + "Go To Jail is never where a roll ends; each card of a deck is equally likely to be drawn.";

    /** The chance a roll ends on a space (0..1). */
    public double at(int space) {
        return landing[space];
    }

    /** As a percentage. */
    public double percent(int space) {
        return 100 * landing[space];
    }

    /** One row per space, then In Jail (where the board has a Jail): what {@code odds} prints. */
    public List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < landing.length; i++) {
            String name = board.space(i).name();
            if (i == board.jailIndex()) {
                name = name + " (Just Visiting)";
            }
            rows.add(new Row(i, name, 100 * landing[i]));
        }
        if (hasJail) {
            rows.add(new Row(landing.length, "In Jail", 100 * inJail));
        }
        return rows;
    }

    /** The total over all rows; 1 up to rounding (a check, and a test). */
    public double total() {
        double t = inJail;
        for (double d : landing) {
            t += d;
        }
        return t;
    }

    /** One printed row: index (In Jail after the last space), name, percent. */
    public record Row(int index, String space, double percent) { }
}
