package tutor.play.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import tutor.rules.Referee;
import tutor.rules.state.Dice;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Roll;
import tutor.rules.state.Ruling;
import tutor.sim.Players;
import tutor.sim.Policy;

/**
 * A free game over the referee: seats played by people or by the computer (a strategy of the
 * budgeting lab), every move ruled and kept with its ruling, dice thrown by the tutor from the
 * game's seed or typed in as they fell on a real board, and undo back to the last throw.
 *
 * <p>It does no pacing and owns no thread: whoever shows the game asks for one computer move at a
 * time ({@link #computerMove()}) when it is ready for the next ruling. Not safe for use from two
 * threads at once; the window uses it on its event thread.
 */
public final class FreeGame {

    private final Referee referee = new Referee();
    private final GameState start;
    private final List<Seat> seats;
    private final List<Played> history = new ArrayList<>();
    private Players computers;
    private GameState state;

    public FreeGame(GameState start, List<Seat> seats) {
        if (seats.size() != start.players().size()) {
            throw new IllegalArgumentException(start.players().size() + " players at the table but " + seats.size() + " seats");
        }
        this.start = start;
        this.state = start;
        this.seats = new ArrayList<>(seats);
        this.computers = players();
    }

    private Players players() {
        List<Policy> policies = new ArrayList<>();
        for (Seat s : seats) {
            policies.add(s.strategy());
        }
        return new Players(policies);
    }

    public GameState start() {
        return start;
    }

    public GameState state() {
        return state;
    }

    public List<Seat> seats() {
        return Collections.unmodifiableList(seats);
    }

    public Seat seat(int i) {
        return seats.get(i);
    }

    /** Who plays a seat from now on (the child who went to bed hands the seat to the computer). */
    public void seat(int i, Seat who) {
        seats.set(i, who);
        computers = players();
    }

    /** Every move so far with its ruling, refused ones included, oldest first. */
    public List<Played> history() {
        return Collections.unmodifiableList(history);
    }

    /** The seat the game waits for, or -1 when the game is over. */
    public int actor() {
        return state.pending().actor();
    }

    public boolean over() {
        return state.isOver();
    }

    public boolean waitsForPerson() {
        int a = actor();
        return a >= 0 && seats.get(a).isPerson();
    }

    public boolean waitsForComputer() {
        int a = actor();
        return a >= 0 && !seats.get(a).isPerson();
    }

    /** A person's move, ruled (a refused one is kept too, with the rule that refuses it). */
    public Played act(Move m) {
        return record(Seat.Kind.PERSON, state, m);
    }

    /**
     * A throw as it fell on a real board, typed in: the referee rules it exactly as a throw by the
     * tutor, with these dice. One die where the edition throws one (Monopoly Junior), else two.
     */
    public Played throwTyped(int seat, Roll roll) {
        int dice = state.rules().dice();
        if (roll.singleDie() != (dice == 1)) {
            throw new IllegalArgumentException("this edition throws " + dice + (dice == 1 ? " die" : " dice") + ", not " + roll);
        }
        GameState typed = withNextThrow(state, roll);
        return record(Seat.Kind.PERSON, typed, new Move.RollDice(seat));
    }

    /** The position with the next throw set to {@code roll}; the seeded dice go on as before after it. */
    static GameState withNextThrow(GameState s, Roll roll) {
        return new GameState(s.table(), s.players(), s.estates(), s.bankHouses(), s.bankHotels(), s.decks(),
                Dice.scripted(List.of(roll), s.dice().seed()), s.current(), s.doubles(), s.rollAgain(), s.pending(),
                s.claims(), s.requests(), s.turn(), s.pot(), s.reversed());
    }

    /**
     * The computer plays the move the game waits for, if a computer seat is to act; null otherwise
     * (a person's turn, the game over, or a strategy with nothing to offer).
     */
    public Played computerMove() {
        if (!waitsForComputer()) {
            return null;
        }
        Move m = computers.choose(state, referee);
        if (m == null || referee.check(state, m).isPresent()) {
            m = firstLegal(actor());
        }
        return m == null ? null : record(Seat.Kind.COMPUTER, state, m);
    }

    private Move firstLegal(int seat) {
        for (Move m : referee.legalMoves(state)) {
            if (m.player() == seat) {
                return m;
            }
        }
        return null;
    }

    private Played record(Seat.Kind by, GameState before, Move m) {
        Ruling r = referee.apply(before, m);
        Played p = new Played(history.size() + 1, by, before, m, r);
        history.add(p);
        state = p.after();
        return p;
    }

    /** Whether a person's move since the last throw of the dice can be taken back. */
    public boolean canUndo() {
        for (int i = history.size() - 1; i >= 0; i--) {
            Played p = history.get(i);
            if (p.threw()) {
                return false;
            }
            if (p.by() == Seat.Kind.PERSON) {
                return true;
            }
        }
        return false;
    }

    /**
     * Takes back the last person's move since the last throw, and the computer's replies after it.
     * A throw of the dice is a barrier: what the dice said stays said. Returns what was taken back.
     */
    public List<Played> undo() {
        if (!canUndo()) {
            return List.of();
        }
        List<Played> taken = new ArrayList<>();
        while (!history.isEmpty()) {
            Played p = history.remove(history.size() - 1);
            taken.add(0, p);
            if (p.by() == Seat.Kind.PERSON) {
                break;
            }
        }
        state = taken.get(0).before();
        return taken;
    }

    /** The game again from its first position (the same seed: the same dice, as long as the moves are the same). */
    public void restart() {
        history.clear();
        state = start;
    }

    /** Turns completed since the game (or the position it started from) began. */
    public int turns() {
        return state.turn() - start.turn();
    }
}
