package tutor.analysis;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import tutor.rules.Referee;
import tutor.rules.state.Dice;
import tutor.rules.state.DiceUse;
import tutor.rules.state.Event;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
import tutor.rules.state.Roll;
import tutor.rules.state.Ruling;
import tutor.rules.state.Table;
import tutor.trace.Tracer;

/**
 * The rent a player would pay now for stopping on a deed, as the referee itself rules it: the
 * stop is played on a copy of the table (the payer put a throw short of the deed, with cash enough
 * for anything, the dice set to that throw) and the rent paid is read from the ruling. So every
 * edition's rent rules count as they are (double rent on a whole group and a mortgaged lot in it,
 * the owner in Jail, Monopoly Junior's ticket booths) without a second copy of them here.
 * Results are kept, so asking again about the same deed and throw costs nothing.
 */
public final class RentProbe {

    /** Cash enough that the payer never falls into debt on the copy (no amount in a game passes $1,000,000). */
    private static final int PROBE_CASH = 1_000_000;

    private final GameState base;
    private final Table table;
    private final Referee referee = new Referee();
    private final Map<Long, Integer> known = new HashMap<>();

    public RentProbe(GameState s) {
        this.base = s;
        Table t = s.table();
        // Owners ask at once on the copy, so the rent is paid in the ruling, not left as a claim.
        this.table = t.ownersAskAtOnce() ? t : new Table(t.board(), t.rules(), t.cards(), t.seats(), true, t.turnOrder());
    }

    public GameState state() {
        return base;
    }

    /**
     * What {@code payer} pays for stopping on {@code deed} by a throw totalling {@code total}: 0 on
     * the payer's own deed, a deed of the Bank, a mortgaged deed, or where the owner collects none.
     */
    public int rent(int payer, int deed, int total) {
        int owner = base.estates().owner(deed);
        if (owner < 0 || owner == payer || base.estates().mortgaged(deed) || base.player(payer).out()) {
            return 0;
        }
        long key = ((long) payer << 40) | ((long) deed << 20) | total;
        Integer cached = known.get(key);
        if (cached != null) {
            return cached;
        }
        int rent = play(payer, deed, total);
        known.put(key, rent);
        return rent;
    }

    private int play(int payer, int deed, int total) {
        int n = base.board().size();
        int space = base.board().deed(deed).space();
        int from = base.reversed() ? Math.floorMod(space + total, n) : Math.floorMod(space - total, n);
        List<PlayerState> players = new ArrayList<>(base.players());
        PlayerState p = base.player(payer);
        // Not in Jail, no special dice this turn (so the throw moves by its sum), plenty of cash.
        players.set(payer, new PlayerState(p.name(), PROBE_CASH, from, false, 0, p.jailCards(), false, p.lapped(),
                PlayerState.MARK_SPECIAL_LAST_TURN));
        GameState copy = new GameState(table, players, base.estates(), base.bankHouses(), base.bankHotels(), base.decks(),
                Dice.scripted(List.of(throwOf(total)), base.dice().seed()), payer, 0, false, new Pending.AwaitRoll(payer),
                List.of(), List.of(), base.turn(), base.pot(), base.reversed());
        Ruling r = referee.apply(copy, new Move.RollDice(payer), Tracer.OFF);
        if (!(r instanceof Ruling.Applied a)) {
            return 0;
        }
        List<Event> events = a.outcome().events();
        if (a.outcome().after().pending() instanceof Pending.DiceChoice) {
            Ruling used = referee.apply(a.outcome().after(), new Move.UseDice(payer, DiceUse.SUM), Tracer.OFF);
            if (!(used instanceof Ruling.Applied u)) {
                return 0;
            }
            events = u.outcome().events();
        }
        int rent = 0;
        for (Event e : events) {
            if (e instanceof Event.RentPaid paid && paid.payer() == payer && paid.deed() == deed) {
                rent += paid.amount();
            }
        }
        return rent;
    }

    /** A throw of this total: one die where the edition throws one, else two, unequal where they can be. */
    private Roll throwOf(int total) {
        if (base.rules().dice() == 1) {
            return Roll.single(total);
        }
        int a = Math.max(1, total - 6);
        int b = total - a;
        if (a == b && a > 1 && b < 6) {
            a--;
            b++;
        }
        return new Roll(a, b);
    }
}
