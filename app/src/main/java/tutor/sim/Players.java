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
    /** The last auction move found allowed, and its position (identity), so that the referee need not check it again. */
    private Move allowedMove;
    private GameState allowedIn;

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
    public boolean allowedAlready(GameState s, Move m) {
        if (m == allowedMove && s == allowedIn) {
            return true;
        }
        int seat = m.player();
        return seat >= 0 && seat < seats.length && seats[seat] != null && seats[seat].allowedAlready(s, m);
    }

    private boolean allowed(GameState s, Referee referee, Move m) {
        if (referee.check(s, m).isPresent()) {
            return false;
        }
        allowedMove = m;
        allowedIn = s;
        return true;
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
     * A computer bidder raises by sensible steps, never a dollar at a time. Among computer players
     * alone (every person has dropped out or takes no part), the seat that would win a dollar-by-dollar
     * contest bids at once the price that contest would end at, and the others pass: the same winner
     * and the same price as before, in a handful of moves. While a person is still in the auction the
     * computer bids in visible steps (half the printed price to open, then a tenth of it at a time, up to
     * its limit), so a person is asked a few times, not once a dollar. Each bid is confirmed with
     * {@code check}; the legal moves are listed only when a guess is refused.
     */
    private Move auction(GameState s, Referee referee) {
        int actor = s.pending().actor();
        int n = seats.length;
        if (s.pending() instanceof Pending.Auction a) {
            int least = a.bidder() < 0 ? s.rules().openingBid(s.board().deed(a.deed()).price())
                    : a.high() + Math.max(1, s.rules().auctionMinRaise());
            boolean personIn = false;
            for (int seat = 0; seat < n; seat++) {
                personIn |= seats[seat] == null && a.isActive(seat);
            }
            for (int k = 0; k < n; k++) {
                int seat = (Math.max(0, actor) + k) % n;
                if (seats[seat] != null && a.mayAct(seat) && seats[seat].wants(s, seat, a, least)) {
                    Move bid = personIn ? new Move.Bid(seat, step(s, a, seat, least)) : contest(s, a, seat, least);
                    if (allowed(s, referee, bid)) {
                        return bid;
                    }
                    return fromLegal(s, referee, seat);
                }
            }
        }
        if (actor >= 0) {
            Move pass = new Move.PassBid(actor);
            if (allowed(s, referee, pass)) {
                return pass;
            }
        }
        return fromLegal(s, referee, -1);
    }

    /**
     * A visible raise for a person to answer: half the printed price to open, then a tenth of the price
     * more each time (rounded to a round sum), never below the least bid nor above the bidder's limit.
     */
    private int step(GameState s, Pending.Auction a, int seat, int least) {
        int price = s.board().deed(a.deed()).price();
        int unit = price >= 100 ? 10 : price >= 20 ? 5 : 1;
        int tenth = Math.max(Math.max(1, s.rules().auctionMinRaise()), (price / 10 + unit - 1) / unit * unit);
        int wanted = a.bidder() < 0 ? price / 2 / unit * unit : a.high() + tenth;
        return Math.min(seats[seat].ceiling(s, seat, a), Math.max(least, wanted));
    }

    /**
     * The bid that settles a contest between computer bidders alone: bidding a dollar at a time (each
     * raise by the next seat round the table that still wants the deed at the least bid), the auction
     * would end with one seat holding one price; that seat bids that price now. Should that seat already
     * hold the highest bid, the seat that would have bid just before it bids that sum instead, and the
     * holder answers next. {@code first} wants the deed at {@code least}, so the contest has a winner.
     */
    private Move contest(GameState s, Pending.Auction a, int first, int least) {
        int n = seats.length;
        int raise = Math.max(1, s.rules().auctionMinRaise());
        int[] ceiling = new int[n];
        for (int seat = 0; seat < n; seat++) {
            ceiling[seat] = seats[seat] != null && a.isActive(seat) ? seats[seat].ceiling(s, seat, a) : -1;
        }
        int high = least;
        int winner = first;
        int before = -1;
        while (true) {
            int next = -1;
            for (int k = 1; k < n && next < 0; k++) {
                int seat = (winner + k) % n;
                if (ceiling[seat] >= high + raise) {
                    next = seat;
                }
            }
            if (next < 0) {
                return winner == a.bidder() ? new Move.Bid(before, high - raise) : new Move.Bid(winner, high);
            }
            before = winner;
            high += raise;
            winner = next;
        }
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
