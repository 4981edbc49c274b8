package tutor.sim;

import java.util.List;
import java.util.SplittableRandom;
import tutor.rules.GameState;
import tutor.rules.Move;
import tutor.rules.Referee;

/**
 * Picks any legal move at random, with random bid raises and card prices, so that seeded games
 * wander into every corner of the rules. Used by the invariant tests, not for play.
 */
public final class RandomBot implements Bot {

    private final SplittableRandom random;

    public RandomBot(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public Move choose(GameState state, Referee referee) {
        List<Move> moves = referee.legalMoves(state);
        if (moves.isEmpty()) {
            return null;
        }
        Move m = moves.get(random.nextInt(moves.size()));
        if (m instanceof Move.Bid bid) {
            int cash = state.player(bid.player()).cash();
            int top = Math.min(cash, bid.amount() + 150);
            return new Move.Bid(bid.player(), top <= bid.amount() ? bid.amount() : bid.amount() + random.nextInt(top - bid.amount() + 1));
        }
        if (m instanceof Move.SellJailFreeCard sell) {
            int cash = state.player(sell.buyer()).cash();
            return new Move.SellJailFreeCard(sell.player(), sell.buyer(), random.nextInt(Math.min(cash, 100) + 1));
        }
        return m;
    }
}
