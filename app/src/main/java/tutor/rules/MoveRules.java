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

    /** Every rule, grouped by the rulebook area whose class holds it. */
    static final List<MoveRule<?>> ALL = List.of(
            new Turns.RollDiceRule(), new Turns.EndTurnRule(), new Turns.ClaimRentRule(), new Arriving.ArriveRule(),
            new Buying.BuyPropertyRule(), new Buying.DeclineToBuyRule(), new Buying.BidRule(), new Buying.PassBidRule(), new AuctionDropOut.DropOutRule(),
            new Jail.PayJailFineRule(), new Jail.UseJailFreeCardRule(), new Jail.SellJailFreeCardRule(),
            new Taxes.ChooseIncomeTaxRule(),
            new Building.BuyHouseRule(), new Building.BuyHotelRule(), new Building.SellHouseRule(), new Building.SellHotelRule(),
            new Requests.RequestBuildingsRule(),
            new Mortgages.MortgageDeedRule(), new Mortgages.LiftMortgageRule(), new Mortgages.KeepMortgageRule(),
            new Trades.TradeRule(),
            new Debts.PayDebtRule(), new Debts.DeclareBankruptcyRule(),
            new GameEnd.CallTimeRule(),
            new SpecialDice.UseDiceRule(), new RailTravel.TravelByRailRule(),
            new GoPrivileges.BuyAnyDeedRule(), new GoPrivileges.ReverseDirectionRule(),
            new Jackpot.ClaimJackpotRule(), new Cards.PlaceBoothRule());

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

    /** Whether a kind of move has a rule (for the test that walks every kind). */
    static boolean has(Class<?> kind) {
        return BY_KIND.containsKey(kind);
    }
}
