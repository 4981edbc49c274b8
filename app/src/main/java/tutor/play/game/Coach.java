package tutor.play.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import tutor.analysis.JailStrategy;
import tutor.analysis.LandingChain;
import tutor.analysis.Odds;
import tutor.analysis.RentAhead;
import tutor.analysis.RentProbe;
import tutor.rules.Referee;
import tutor.rules.edition.Deed;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Ruling;
import tutor.trace.Tracer;

/**
 * The coach a learner can switch on: before a purchase, a bid, a building or a mortgage it states,
 * from the budgeting lab, what the decision does to cash and to risk. It works out figures only
 * ({@link Advice}); it never ranks the choices or says which to make.
 *
 * <p>Income from the other players: for each of the player's deeds, the chance that an opponent's
 * roll ends there (the lab's landing odds, leaving Jail at once) times the rent the referee would
 * charge for it now, with a throw of 7 for a utility (4 with one die), summed. Rent ahead: see
 * {@link RentAhead}.
 */
public final class Coach {

    /** Landing odds per edition: worked out once (a few milliseconds), asked at every decision. */
    private static final Map<String, Odds> ODDS = new ConcurrentHashMap<>();

    /** The decisions the coach speaks about, by kind of move; the deed each is about is the move's rule's to say. */
    private static final Map<Class<? extends Move>, Advice.Kind> KINDS = Map.of(
            Move.BuyProperty.class, Advice.Kind.BUY, Move.Bid.class, Advice.Kind.BID,
            Move.BuyHouse.class, Advice.Kind.HOUSE, Move.BuyHotel.class, Advice.Kind.HOTEL,
            Move.MortgageDeed.class, Advice.Kind.MORTGAGE, Move.LiftMortgage.class, Advice.Kind.LIFT);

    private final Referee referee = new Referee();
    private final GameState state;
    private final int seat;
    private final RentProbe probe;
    private final RentAhead ahead;
    private final Odds odds;
    private final int opponent;
    private final int typicalThrow;

    public Coach(GameState state, int seat) {
        this.state = state;
        this.seat = seat;
        this.probe = new RentProbe(state);
        this.ahead = RentAhead.of(probe, seat);
        this.odds = odds(state);
        this.opponent = nextOpponent(state, seat);
        this.typicalThrow = state.rules().dice() == 1 ? 4 : 7;
    }

    static Odds odds(GameState s) {
        String key = s.board().id() + "|" + s.rules().id() + "|" + s.table().cards().id();
        return ODDS.computeIfAbsent(key, k -> LandingChain.solve(s.board(), s.rules(), s.table().cards(), JailStrategy.SHORT));
    }

    private static int nextOpponent(GameState s, int seat) {
        int n = s.players().size();
        for (int k = 1; k < n; k++) {
            int other = (seat + k) % n;
            if (!s.player(other).out()) {
                return other;
            }
        }
        return -1;
    }

    /** The decisions open to the player now that the coach speaks about: the one asked first, then buildings, mortgages. */
    public List<Move> choices() {
        List<Move> first = new ArrayList<>();
        List<Move> building = new ArrayList<>();
        List<Move> mortgages = new ArrayList<>();
        for (Move m : referee.legalMoves(state)) {
            Advice.Kind kind = KINDS.get(m.getClass());
            if (m.player() != seat || kind == null || Referee.deedOf(state, m) < 0) {
                continue; // a bid in an auction of a building is about no deed: the coach says nothing of it
            }
            switch (kind) {
                case BUY, BID -> first.add(m);
                case HOUSE, HOTEL -> building.add(m);
                case MORTGAGE, LIFT -> mortgages.add(m);
            }
        }
        first.addAll(building);
        first.addAll(mortgages);
        return first;
    }

    /** The figures of every decision open now. */
    public List<Advice> all() {
        List<Advice> out = new ArrayList<>();
        for (Move m : choices()) {
            out.add(advise(m));
        }
        return out;
    }

    /** What one decision does, in figures. */
    public Advice advise(Move m) {
        Advice.Kind kind = KINDS.get(m.getClass());
        if (kind == null) {
            throw new IllegalArgumentException("the coach does not speak about " + m);
        }
        int deed = Referee.deedOf(state, m);
        int cashBefore = state.player(seat).cash();
        GameState after;
        int amount;
        int cashAfter;
        if (kind == Advice.Kind.BID) {
            amount = ((Move.Bid) m).amount();
            cashAfter = cashBefore - amount;
            after = owning(state, deed, seat);
        } else {
            Ruling r = referee.apply(state, m, Tracer.OFF);
            after = r.state();
            cashAfter = after.player(seat).cash();
            amount = Math.abs(cashAfter - cashBefore);
        }
        RentProbe later = new RentProbe(after);
        int rentBefore = opponent < 0 ? 0 : probe.rent(opponent, deed, typicalThrow);
        int rentAfter = opponent < 0 ? 0 : later.rent(opponent, deed, typicalThrow);
        RentAhead.Figures withCash = ahead.at(cashAfter);
        int safeBid = -1;
        if (kind == Advice.Kind.BID) {
            int keep = (int) Math.ceil(withCash.expected());
            safeBid = cashBefore - keep >= amount ? cashBefore - keep : -1;
        }
        Deed d = state.board().deed(deed);
        int liftCost = kind == Advice.Kind.MORTGAGE ? d.mortgage() + state.rules().mortgageInterest(d.mortgage()) : 0;
        return new Advice(kind, m, seat, amount, cashBefore, cashAfter, withCash, ahead.at(cashBefore), deed,
                rentBefore, rentAfter, odds.at(d.space()), income(state, probe), income(after, later),
                opponents(), odds.rollsPerTurn(), liftCost, safeBid);
    }

    private int opponents() {
        int n = 0;
        for (int i = 0; i < state.players().size(); i++) {
            if (i != seat && !state.player(i).out()) {
                n++;
            }
        }
        return n;
    }

    /** What the player's deeds earn per opponent roll in a position: chance x rent, summed. */
    private double income(GameState s, RentProbe rents) {
        if (opponent < 0) {
            return 0;
        }
        double total = 0;
        for (Deed d : s.board().deeds()) {
            if (s.estates().owner(d.id()) == seat) {
                total += odds.at(d.space()) * rents.rent(opponent, d.id(), typicalThrow);
            }
        }
        return total;
    }

    /** The position as if the player had won the deed under the hammer (the cash is not needed for the rents). */
    private static GameState owning(GameState s, int deed, int seat) {
        return new GameState(s.table(), s.players(), s.estates().edit().owner(deed, seat).freeze(), s.bankHouses(),
                s.bankHotels(), s.decks(), s.dice(), s.current(), s.doubles(), s.rollAgain(), s.pending(), s.claims(),
                s.requests(), s.turn(), s.pot(), s.reversed());
    }
}
