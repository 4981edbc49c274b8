package tutor.play.game;

import tutor.analysis.RentAhead;
import tutor.rules.state.Move;

/**
 * What the coach says about one decision, as numbers (the window and the command line word them):
 * what it does to the player's cash, to the rent they may meet before GO and the chance that one of
 * those rents is more than they would hold, and to what their deeds earn from the other players.
 * It states consequences; it never says what to choose.
 *
 * @param amount       what the decision moves: the price, the bid, the building's cost, the mortgage
 *                     value received, the sum paid to lift a mortgage
 * @param cashBefore   the player's cash now
 * @param cashAfter    the cash after the decision (after winning, for a bid)
 * @param ahead        the stretch to GO with the cash after the decision
 * @param aheadNow     the same stretch with the cash of now (to compare the risk)
 * @param deed         the deed the decision is about
 * @param rentBefore   the rent an opponent would pay on that deed now
 * @param rentAfter    the rent after the decision
 * @param odds         the chance that an opponent's roll ends on that deed (the lab's landing odds, per roll)
 * @param incomeBefore what all the player's deeds earn per opponent roll now (chance x rent, summed)
 * @param incomeAfter  the same after the decision
 * @param opponents    the other players still in the game
 * @param rollsPerTurn rolls an opponent makes per turn on average (the lab's chain: doubles throw again)
 * @param liftCost     for a mortgage: what lifting it later costs (value plus interest); else 0
 * @param safeBid      for a bid: the highest bid that leaves at least the expected rent ahead in hand (-1 when none does)
 */
public record Advice(Kind kind, Move move, int seat, int amount, int cashBefore, int cashAfter,
                     RentAhead.Figures ahead, RentAhead.Figures aheadNow, int deed, int rentBefore, int rentAfter,
                     double odds, double incomeBefore, double incomeAfter, int opponents, double rollsPerTurn,
                     int liftCost, int safeBid) {

    /** The decisions the coach speaks about. */
    public enum Kind { BUY, BID, HOUSE, HOTEL, MORTGAGE, LIFT }

    /** Extra income per opponent roll the decision brings (negative when it gives income up). */
    public double incomeChange() {
        return incomeAfter - incomeBefore;
    }

    /**
     * Opponent rolls until the extra income repays what was paid (a purchase, a bid, a building);
     * -1 when it never does (no extra income, or nothing paid).
     */
    public double paybackRolls() {
        double gain = incomeChange();
        boolean pays = kind == Kind.BUY || kind == Kind.BID || kind == Kind.HOUSE || kind == Kind.HOTEL;
        return pays && gain > 0 ? amount / gain : -1;
    }

    /** The same in rounds of the table: every opponent taking a turn, with its doubles. -1 when never. */
    public double paybackRounds() {
        double rolls = paybackRolls();
        return rolls < 0 || opponents == 0 ? -1 : rolls / (opponents * rollsPerTurn);
    }
}
