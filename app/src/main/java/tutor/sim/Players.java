package tutor.sim;

import java.util.List;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.Referee;

/**
 * A table of computer players, one policy per seat: asks whoever the game waits for. A seat whose
 * policy is null is a person's: the computer never moves for it (it returns null when the game
 * waits for that seat, never bids or passes for it, and never trades with it).
 */
public final class Players implements Bot {

    private final PolicyBot[] seats;

    public Players(List<Policy> bySeat) {
        this.seats = bySeat.stream().map(p -> p == null ? null : new PolicyBot(p)).toArray(PolicyBot[]::new);
    }

    /** The strategy at a seat, or null for a person's seat. */
    public Policy policy(int seat) {
        return seats[seat] == null ? null : seats[seat].policy();
    }

    /** Whether a person plays this seat (the computer never moves for it). */
    public boolean person(int seat) {
        return seats[seat] == null;
    }

    @Override
    public Move choose(GameState s, Referee referee) {
        Pending p = s.pending();
        if (p instanceof Pending.GameOver) {
            return null;
        }
        int actor = p.actor();
        if (actor < 0 || seats[actor] == null) {
            return null; // a person decides
        }
        if (p instanceof Pending.Auction || p instanceof Pending.BuildingAuction) {
            return auction(s, referee);
        }
        Move m = seats[actor].choose(s, referee, actor, seats);
        if (m == null) {
            for (Move legal : referee.legalMoves(s)) {
                if (legal.player() == actor) {
                    return legal;
                }
            }
            return null;
        }
        return m;
    }

    /**
     * Every seat that may bid now is asked, starting with the one the auction names, whether it
     * wants to bid the least amount allowed; if none does, the seat asked passes. Each move is
     * confirmed with {@code check}, and the legal moves are listed only when a guess is refused,
     * so the bidder follows seat-order or open bidding alike without listing every move each bid.
     */
    private Move auction(GameState s, Referee referee) {
        int actor = s.pending().actor();
        int n = seats.length;
        if (s.pending() instanceof Pending.Auction a && a.bidder() < 0 && climbs) {
            Move last = lastOfTheClimb(s, referee, a);
            if (last != null) {
                return last;
            }
        }
        if (s.pending() instanceof Pending.Auction a) {
            int least = a.bidder() < 0 ? s.rules().openingBid(s.board().deed(a.deed()).price())
                    : a.high() + Math.max(1, s.rules().auctionMinRaise());
            for (int k = 0; k < n; k++) {
                int seat = (Math.max(0, actor) + k) % n;
                if (seats[seat] != null && a.mayAct(seat) && seats[seat].wants(s, seat, a, least)) {
                    Move bid = new Move.Bid(seat, least);
                    if (referee.check(s, bid).isEmpty()) {
                        return bid;
                    }
                    return fromLegal(s, referee, seat);
                }
            }
        }
        if (actor >= 0) {
            Move pass = new Move.PassBid(actor);
            if (referee.check(s, pass).isEmpty()) {
                return pass;
            }
        }
        return fromLegal(s, referee, -1);
    }

    /**
     * Whether an auction's opening move is the last bid of the climb (on by default; a test turns it off
     * to show the games come out the same).
     */
    static boolean climbs = true;

    /**
     * The bid that ends the climb these strategies would make: each asked in the auctioneer's order bids
     * the least raise while it wants the deed at that price, so the highest bid and its bidder follow from
     * each seat's limit alone. Worked out here in plain arithmetic, the winner's bid is made at once, and
     * the others, who do not want the deed at the next raise, pass: the same deed to the same player at
     * the same price as the hundreds of one-dollar bids, with a few rulings instead. Null when there is
     * no climb to save (one bid or none).
     */
    private Move lastOfTheClimb(GameState s, Referee referee, Pending.Auction a) {
        int n = seats.length;
        int price = s.board().deed(a.deed()).price();
        int raise = Math.max(1, s.rules().auctionMinRaise());
        Pending.Auction at = a;
        int bids = 0;
        while (true) {
            int asked = at.actor();
            if (asked < 0) {
                break;
            }
            int least = at.bidder() < 0 ? s.rules().openingBid(price) : at.high() + raise;
            int found = -1;
            for (int k = 0; k < n && found < 0; k++) {
                int seat = (asked + k) % n;
                if (seats[seat] != null && at.mayAct(seat) && seats[seat].wants(s, seat, at, least)) {
                    found = seat;
                }
            }
            if (found < 0) {
                break;
            }
            at = new Pending.Auction(a.deed(), a.opener(), a.bidders(), 0, least, found, a.more(), a.then());
            bids++;
        }
        if (bids < 2) {
            return null;
        }
        Move bid = new Move.Bid(at.bidder(), at.high());
        return referee.check(s, bid).isEmpty() ? bid : null;
    }

    /** The slow, sure way: the least bid the rules list for a seat that wants to bid, else the first pass listed. */
    private Move fromLegal(GameState s, Referee referee, int bidder) {
        List<Move> legal = referee.legalMoves(s);
        for (Move m : legal) {
            if (m instanceof Move.Bid && m.player() == bidder && seats[bidder] != null
                    && seats[bidder].bid(s, referee, bidder, legal) != null) {
                return m;
            }
        }
        for (Move m : legal) {
            if (m instanceof Move.PassBid && m.player() == s.pending().actor()) {
                return m;
            }
        }
        for (Move m : legal) {
            if (m instanceof Move.PassBid && seats[m.player()] != null) {
                return m;
            }
        }
        for (Move m : legal) {
            if (seats[m.player()] != null) {
                return m;
            }
        }
        return null;
    }
}
