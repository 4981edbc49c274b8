package tutor.sim;

import java.util.List;
import tutor.rules.GameState;
import tutor.rules.Move;
import tutor.rules.Pending;
import tutor.rules.Referee;

/** A table of computer players, one policy per seat: asks whoever the game waits for. */
public final class Players implements Bot {

    private final PolicyBot[] seats;

    public Players(List<Policy> bySeat) {
        this.seats = bySeat.stream().map(PolicyBot::new).toArray(PolicyBot[]::new);
    }

    public Policy policy(int seat) {
        return seats[seat].policy();
    }

    @Override
    public Move choose(GameState s, Referee referee) {
        Pending p = s.pending();
        if (p instanceof Pending.GameOver) {
            return null;
        }
        if (p instanceof Pending.Auction || p instanceof Pending.BuildingAuction) {
            return auction(s, referee);
        }
        int actor = p.actor();
        Move m = seats[actor].choose(s, referee, actor, seats);
        if (m == null) {
            List<Move> legal = referee.legalMoves(s);
            return legal.isEmpty() ? null : legal.get(0);
        }
        return m;
    }

    /**
     * Every seat that may bid now is asked, starting with the one the auction names, whether it
     * wants to bid the least amount allowed; if none does, the first pass the rules allow is made.
     * Written against the legal moves, so it follows seat-order or open bidding alike.
     */
    private Move auction(GameState s, Referee referee) {
        List<Move> legal = referee.legalMoves(s);
        int n = seats.length;
        int first = Math.max(0, s.pending().actor());
        for (int k = 0; k < n; k++) {
            int seat = (first + k) % n;
            Move bid = seats[seat].bid(s, referee, seat, legal);
            if (bid != null) {
                return bid;
            }
        }
        for (Move m : legal) {
            if (m instanceof Move.PassBid && m.player() == s.pending().actor()) {
                return m;
            }
        }
        for (Move m : legal) {
            if (m instanceof Move.PassBid) {
                return m;
            }
        }
        return legal.isEmpty() ? null : legal.get(0);
    }
}
