package tutor.scenario;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.IntFunction;
import java.util.function.ToIntFunction;
import tutor.rules.state.Move;
import tutor.rules.state.TaxOption;

/**
 * The scenario verbs of the moves that carry nothing but their player, or their player and one deed:
 * each verb is written here once, with how to make its move and how to know it, so the reader
 * ({@link MoveParser}) and the writer ({@link MoveDocument}) cannot disagree. The moves with more
 * fields (bid, trade, use-dice...) keep their own reading and writing there.
 */
final class MoveVerbs {

    /** A verb whose move is its player alone ({@code roll-dice}). */
    record Plain(String verb, Class<? extends Move> kind, IntFunction<Move> make) { }

    /** A verb whose move is its player and a deed ({@code {do: buy-house, deed: Boardwalk}}). */
    record OnDeed<M extends Move>(String verb, Class<M> kind, BiFunction<Integer, Integer, M> make, ToIntFunction<M> deed) {
        int deedOf(Move m) {
            return deed.applyAsInt(kind.cast(m));
        }
    }

    static final List<Plain> PLAIN = List.of(
            new Plain("roll-dice", Move.RollDice.class, Move.RollDice::new),
            new Plain("buy", Move.BuyProperty.class, Move.BuyProperty::new),
            new Plain("decline", Move.DeclineToBuy.class, Move.DeclineToBuy::new),
            new Plain("pass", Move.PassBid.class, Move.PassBid::new),
            new Plain("drop-out", Move.DropOutOfAuction.class, Move.DropOutOfAuction::new),
            new Plain("pay-jail-fine", Move.PayJailFine.class, Move.PayJailFine::new),
            new Plain("use-jail-card", Move.UseJailFreeCard.class, Move.UseJailFreeCard::new),
            new Plain("end-turn", Move.EndTurn.class, Move.EndTurn::new),
            new Plain("pay-debt", Move.PayDebt.class, Move.PayDebt::new),
            new Plain("declare-bankruptcy", Move.DeclareBankruptcy.class, Move.DeclareBankruptcy::new),
            new Plain("claim-rent", Move.ClaimRent.class, Move.ClaimRent::new),
            new Plain("call-time", Move.CallTime.class, Move.CallTime::new),
            // The income-tax choice is one kind of move written as two words, one per option.
            new Plain("income-tax-flat", Move.ChooseIncomeTax.class, p -> new Move.ChooseIncomeTax(p, TaxOption.FLAT)),
            new Plain("income-tax-percent", Move.ChooseIncomeTax.class, p -> new Move.ChooseIncomeTax(p, TaxOption.PERCENT)),
            new Plain("reverse-direction", Move.ReverseDirection.class, Move.ReverseDirection::new),
            new Plain("arrive", Move.Arrive.class, Move.Arrive::new));

    static final List<OnDeed<?>> WITH_DEED = List.of(
            new OnDeed<>("buy-house", Move.BuyHouse.class, Move.BuyHouse::new, Move.BuyHouse::deed),
            new OnDeed<>("buy-hotel", Move.BuyHotel.class, Move.BuyHotel::new, Move.BuyHotel::deed),
            new OnDeed<>("sell-house", Move.SellHouse.class, Move.SellHouse::new, Move.SellHouse::deed),
            new OnDeed<>("sell-hotel", Move.SellHotel.class, Move.SellHotel::new, Move.SellHotel::deed),
            new OnDeed<>("mortgage", Move.MortgageDeed.class, Move.MortgageDeed::new, Move.MortgageDeed::deed),
            new OnDeed<>("lift-mortgage", Move.LiftMortgage.class, Move.LiftMortgage::new, Move.LiftMortgage::deed),
            new OnDeed<>("keep-mortgage", Move.KeepMortgage.class, Move.KeepMortgage::new, Move.KeepMortgage::deed),
            new OnDeed<>("rail-trip", Move.TravelByRail.class, Move.TravelByRail::new, Move.TravelByRail::deed),
            new OnDeed<>("buy-any-deed", Move.BuyAnyDeed.class, Move.BuyAnyDeed::new, Move.BuyAnyDeed::deed),
            new OnDeed<>("place-booth", Move.PlaceBooth.class, Move.PlaceBooth::new, Move.PlaceBooth::deed));

    /** The verbs whose moves carry more fields, read and written by {@link MoveParser} and {@link MoveDocument} themselves. */
    static final List<String> WITH_DETAILS = List.of("bid", "request-houses", "request-hotels", "sell-jail-card", "trade",
            "use-dice", "claim-jackpot");

    private static final Map<String, Plain> PLAIN_BY_VERB = new LinkedHashMap<>();
    private static final Map<Class<?>, Plain> PLAIN_BY_KIND = new LinkedHashMap<>();
    private static final Map<String, OnDeed<?>> DEED_BY_VERB = new LinkedHashMap<>();
    private static final Map<Class<?>, OnDeed<?>> DEED_BY_KIND = new LinkedHashMap<>();

    static {
        for (Plain p : PLAIN) {
            PLAIN_BY_VERB.put(p.verb(), p);
            if (p.kind() != Move.ChooseIncomeTax.class) {
                PLAIN_BY_KIND.put(p.kind(), p);
            }
        }
        for (OnDeed<?> d : WITH_DEED) {
            DEED_BY_VERB.put(d.verb(), d);
            DEED_BY_KIND.put(d.kind(), d);
        }
    }

    private MoveVerbs() {
    }

    static Plain plain(String verb) {
        return PLAIN_BY_VERB.get(verb);
    }

    static OnDeed<?> onDeed(String verb) {
        return DEED_BY_VERB.get(verb);
    }

    /** The one word a move is written as, or null when it carries more than its player. */
    static String plainWord(Move m) {
        if (m instanceof Move.ChooseIncomeTax x) {
            return x.option() == TaxOption.FLAT ? "income-tax-flat" : "income-tax-percent";
        }
        Plain p = PLAIN_BY_KIND.get(m.getClass());
        return p == null ? null : p.verb();
    }

    /** The verb of a move about one deed, or null. */
    static OnDeed<?> onDeed(Move m) {
        return DEED_BY_KIND.get(m.getClass());
    }
}
