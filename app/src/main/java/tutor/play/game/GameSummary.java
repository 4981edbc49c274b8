package tutor.play.game;

import java.util.ArrayList;
import java.util.List;
import tutor.analysis.NetWorth;
import tutor.rules.state.Event;
import tutor.rules.state.GameState;
import tutor.rules.state.Pending;
import tutor.rules.state.Ruling;

/**
 * How a free game went, for its end-of-game summary: the winner (or, for a game stopped before
 * the end, the richest), the turns played, each player's cash, net worth (as the lab counts it) and
 * the rent they paid and received, and every player's net worth after each turn, for the chart.
 *
 * @param winner    the seat that won, or -1 when the game stopped before anyone did
 * @param richest   the seat with the highest net worth now (the winner when there is one; -1 on a tie)
 * @param turns     turns played in full in this game (since the position it started from)
 * @param turn      the turn under way, numbered as the game numbers it ("Turn 4" while 3 are played in full)
 * @param samples   net worth per seat at the start, after each turn, and now if a turn is under way
 */
public record GameSummary(int winner, int richest, int turns, int turn, List<SeatSummary> seats, List<int[]> samples) {

    /** One player at the end. {@code leftAtTurn} is the turn they went bankrupt, or -1. */
    public record SeatSummary(String name, Seat seat, int cash, int netWorth, int rentPaid, int rentReceived,
                              boolean out, int leftAtTurn) { }

    public GameSummary {
        seats = List.copyOf(seats);
        samples = List.copyOf(samples);
    }

    public static GameSummary of(FreeGame game) {
        GameState start = game.start();
        int n = start.players().size();
        int[] paid = new int[n];
        int[] received = new int[n];
        int[] left = new int[n];
        java.util.Arrays.fill(left, -1);
        List<int[]> samples = new ArrayList<>();
        samples.add(worth(start));
        int sampledTurn = start.turn();
        for (Played p : game.history()) {
            if (!(p.ruling() instanceof Ruling.Applied a)) {
                continue;
            }
            for (Event e : a.outcome().events()) {
                if (e instanceof Event.RentPaid r && r.payer() >= 0 && r.owner() >= 0) {
                    paid[r.payer()] += r.amount();
                    received[r.owner()] += r.amount();
                } else if (e instanceof Event.PlayerLeft l && left[l.player()] < 0) {
                    left[l.player()] = a.outcome().after().turn() - start.turn();
                }
            }
            GameState after = a.outcome().after();
            while (sampledTurn < after.turn()) {
                samples.add(worth(after));
                sampledTurn++;
            }
        }
        GameState now = game.state();
        if (!java.util.Arrays.equals(samples.get(samples.size() - 1), worth(now))) {
            samples.add(worth(now)); // a turn under way (or the bankruptcy that ended the game): where it stands now
        }
        int winner = now.pending() instanceof Pending.GameOver over ? over.winner() : -1;
        List<SeatSummary> seats = new ArrayList<>();
        int richest = -1;
        int best = Integer.MIN_VALUE;
        boolean tie = false;
        for (int i = 0; i < n; i++) {
            int worth = NetWorth.quick(now, i);
            seats.add(new SeatSummary(now.player(i).name(), game.seat(i), now.player(i).cash(), worth, paid[i], received[i],
                    now.player(i).out(), left[i]));
            if (!now.player(i).out() && worth > best) {
                best = worth;
                richest = i;
                tie = false;
            } else if (!now.player(i).out() && worth == best) {
                tie = true;
            }
        }
        return new GameSummary(winner, winner >= 0 ? winner : tie ? -1 : richest, game.turns(), game.state().turn() + 1, seats, samples);
    }

    private static int[] worth(GameState s) {
        int[] w = new int[s.players().size()];
        for (int i = 0; i < w.length; i++) {
            w[i] = NetWorth.quick(s, i);
        }
        return w;
    }

    /** Rent paid by all players together. */
    public int rentPaid() {
        return seats.stream().mapToInt(SeatSummary::rentPaid).sum();
    }
}
