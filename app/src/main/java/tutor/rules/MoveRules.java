package tutor.rules;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import tutor.rules.state.Move;

/**
 * The registry of move rules: one per kind of {@link Move}. A test walks every kind the sealed
 * interface permits and fails if one has no rule here.
 */
final class MoveRules {

    /**
     * Every rule, one file per kind of move. The order is the order a view offers them ({@link Referee#options}):
     * the turn's plain decisions first, as the terminal game lists them.
     */
    static final List<MoveRule<?>> ALL = List.of(
            new RollDiceRule(), new BuyPropertyRule(), new DeclineToBuyRule(), new BidRule(), new PassBidRule(),
            new DropOutOfAuctionRule(), new PayJailFineRule(), new UseJailFreeCardRule(), new ChooseIncomeTaxRule(),
            new EndTurnRule(), new ClaimRentRule(), new PayDebtRule(), new DeclareBankruptcyRule(),
            new ArriveRule(), new SellJailFreeCardRule(),
            new BuyHouseRule(), new BuyHotelRule(), new SellHouseRule(), new SellHotelRule(),
            new RequestBuildingsRule(),
            new MortgageDeedRule(), new LiftMortgageRule(), new KeepMortgageRule(),
            new TradeRule(),
            new CallTimeRule(),
            new UseDiceRule(), new TravelByRailRule(),
            new BuyAnyDeedRule(), new ReverseDirectionRule(),
            new ClaimJackpotRule(), new PlaceBoothRule());

    private static final Map<Class<?>, MoveRule<?>> BY_KIND = new HashMap<>();

    static {
        for (MoveRule<?> r : ALL) {
            if (BY_KIND.put(r.kind(), r) != null) {
                throw new IllegalStateException("two rules for " + r.kind().getSimpleName());
            }
        }
    }

    /**
     * The same registry, cached on each move class: a move is ruled, and checked once or twice, on every
     * step of a simulated game, and a hash lookup per call was 7% of {@code simulate}'s time (JFR).
     */
    private static final ClassValue<MoveRule<?>> CACHED = new ClassValue<>() {
        @Override
        protected MoveRule<?> computeValue(Class<?> kind) {
            return BY_KIND.get(kind);
        }
    };

    private MoveRules() {
    }

    /** The rule of a move's kind. */
    @SuppressWarnings("unchecked")
    static <M extends Move> MoveRule<M> of(M m) {
        MoveRule<M> r = (MoveRule<M>) CACHED.get(m.getClass());
        if (r == null) {
            throw new IllegalArgumentException("no rule for " + m.getClass().getSimpleName());
        }
        return r;
    }

    /** The rule of a kind of move. */
    static MoveRule<?> ofKind(Class<? extends Move> kind) {
        MoveRule<?> r = CACHED.get(kind);
        if (r == null) {
            throw new IllegalArgumentException("no rule for " + kind.getSimpleName());
        }
        return r;
    }

    /** Whether a kind of move has a rule (for the test that walks every kind). */
    static boolean has(Class<?> kind) {
        return BY_KIND.containsKey(kind);
    }
}
