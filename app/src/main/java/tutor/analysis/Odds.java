package tutor.analysis;

import java.util.ArrayList;
import java.util.List;
import tutor.rules.edition.Board;

/**
 * The landing odds of an edition, per roll of the dice, in Truman Collins' convention: for each
 * space, the chance that a roll ends with the token there (after any card or Go To Jail move),
 * and In Jail as a row of its own after the last space. Go To Jail is never where a roll ends.
 *
 * @param dice          how many dice a roll throws (one in Monopoly Junior)
 * @param landing       per space, the chance a roll ends there (0..1); Just Visiting for the Jail space
 * @param hasJail       whether the board has a Jail (Monopoly Junior's has not)
 * @param inJail        the chance a roll ends In Jail
 * @param rollsPerTurn  rolls a player makes per turn on average (doubles and rides earn more)
 * @param advancePerRoll squares a roll moves the token on average, cards and Go To Jail included (a move
 *                      back, or straight to Jail without passing GO, counts against it)
 * @param byThrow       per space, the chance a roll ends there by the dice themselves (not sent by a card)
 * @param throwTotal    per space, the sum over such arrivals of chance x the dice total (utility rent)
 * @param railroadCard  per space, the chance of arriving by a nearest-railroad card
 * @param railroadCardWeighted  the same, each weighted by the card's rent multiplier
 * @param utilityCard   per space, the chance of arriving by a nearest-utility card
 * @param utilityCardWeighted   per space, the chance of arriving by a nearest-utility card x its multiplier
 * @param states        how many states the chain had
 */
public record Odds(Board board, JailStrategy jail, int dice, double[] landing, boolean hasJail, double inJail,
                   double rollsPerTurn, double advancePerRoll, double[] byThrow, double[] throwTotal, double[] railroadCard,
                   double[] railroadCardWeighted, double[] utilityCard, double[] utilityCardWeighted, int states) {

    /**
     * Rolls a lap of the board takes on average: the board's squares over the squares a roll moves the
     * token, cards and Jail included (about 5.8 on the classic board, not 40 / 7 = 5.71: Go To Jail and
     * the cards that send a token back cost ground).
     */
    public double rollsPerLap() {
        return board.size() / advancePerRoll;
    }

    /** Why a player rolls more than once a turn here, in the lab's words: doubles, ride-again squares, or not at all. */
    public tutor.text.Message again() {
        if (dice == 2 && hasJail) {
            return Say.lab("again.doubles");
        }
        boolean rides = board.spaces().stream().anyMatch(s -> s.kind() == tutor.rules.edition.SpaceKind.RIDE_AGAIN);
        return Say.lab(rides ? "again.rides" : "again.none");
    }

    /** The chance a roll ends on a space (0..1). */
    public double at(int space) {
        return landing[space];
    }

    /** As a percentage. */
    public double percent(int space) {
        return 100 * landing[space];
    }

    /**
     * One row per space, then In Jail (where the board has a Jail): what {@code odds} prints. A row
     * names its square as the board prints it; the Jail square's row is Just Visiting, the row after
     * the last space In Jail (the reader's words for both are the lab's {@code space.*} texts).
     */
    public List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < landing.length; i++) {
            rows.add(new Row(i, board.space(i).name(), 100 * landing[i]));
        }
        if (hasJail) {
            rows.add(new Row(landing.length, board.space(board.jailIndex()).name(), 100 * inJail));
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

    /** One printed row: index (In Jail after the last space), the square's printed name, percent. */
    public record Row(int index, String space, double percent) {
        /** Whether this is the In Jail row, after the last space. */
        public boolean inJail(Board board) {
            return index >= board.size();
        }
    }
}
