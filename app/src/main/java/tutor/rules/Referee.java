package tutor.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tutor.trace.RecordingTracer;
import tutor.trace.Tracer;

/**
 * The engine's whole surface: what may be done now, whether a move is allowed, and applying it.
 * Stateless; every call takes the state it rules on.
 */
public final class Referee {

    /**
     * Every move the players may make now. Chosen amounts (bids, card prices) are listed at their
     * least legal value; trades are not listed, as their terms are whatever two players agree.
     */
    public List<Move> legalMoves(GameState s) {
        return LegalMoves.of(s);
    }

    /**
     * The ways a player in debt can raise cash now, each with the amount it brings, plus the
     * reminder that a trade with another player is also possible.
     */
    public List<RaiseOption> waysToRaise(GameState s, int seat) {
        List<Move> moves = new ArrayList<>();
        LegalMoves.raising(s, seat, moves);
        List<RaiseOption> options = new ArrayList<>();
        int cash = s.player(seat).cash();
        for (Move m : moves) {
            Ruling r = apply(s, m, Tracer.OFF);
            int amount = r.state().player(seat).cash() - cash;
            options.add(new RaiseOption(describe(s, m) + ": +" + s.board().money(amount), m, amount));
        }
        if (s.rules().tradeWhileOwing()) {
            options.add(new RaiseOption("Offer a trade to another player (at any price you agree)", null, 0));
        }
        return options;
    }

    private static String describe(GameState s, Move m) {
        if (m instanceof Move.SellHouse sh) {
            return "Sell a house on " + s.board().deed(sh.deed()).name();
        }
        if (m instanceof Move.SellHotel sh) {
            return "Sell the hotel on " + s.board().deed(sh.deed()).name();
        }
        if (m instanceof Move.MortgageDeed md) {
            return "Mortgage " + s.board().deed(md.deed()).name();
        }
        return m.toString();
    }

    /** The smallest bid the running auction (of a deed or a building) accepts now; 0 when no auction is running. */
    public int minimumBid(GameState s) {
        return s.pending() instanceof Pending.Auction || s.pending() instanceof Pending.BuildingAuction
                ? MoveChecks.minimumBid(s) : 0;
    }

    /** A pending decision in plain words: "whether to buy Boardwalk", "how to pay Income Tax". */
    public static String describe(GameState s, Pending p) {
        return MoveChecks.describe(s, p);
    }

    /** Allowed (empty), or the rejection naming the rule that forbids the move. */
    public Optional<Rejection> check(GameState s, Move m) {
        return Optional.ofNullable(MoveChecks.check(s, m));
    }

    /**
     * Each kind of move a player might make now, with why it is not allowed where it is not.
     * This is what a view shows: enabled actions and, on the disabled ones, the rule that forbids them.
     */
    public List<MoveOption> options(GameState s, int seat) {
        List<Move> candidates = new ArrayList<>();
        candidates.add(new Move.RollDice(seat));
        candidates.add(new Move.BuyProperty(seat));
        candidates.add(new Move.DeclineToBuy(seat));
        int min = s.pending() instanceof Pending.Auction || s.pending() instanceof Pending.BuildingAuction
                ? MoveChecks.minimumBid(s) : Math.max(1, s.rules().auctionOpeningBid());
        candidates.add(new Move.Bid(seat, min));
        candidates.add(new Move.PassBid(seat));
        candidates.add(new Move.PayJailFine(seat));
        candidates.add(new Move.UseJailFreeCard(seat));
        candidates.add(new Move.ChooseIncomeTax(seat, TaxOption.FLAT));
        candidates.add(new Move.ChooseIncomeTax(seat, TaxOption.PERCENT));
        candidates.add(new Move.EndTurn(seat));
        candidates.add(new Move.ClaimRent(seat));
        candidates.add(new Move.PayDebt(seat));
        candidates.add(new Move.DeclareBankruptcy(seat));
        List<MoveOption> options = new ArrayList<>(candidates.size());
        for (Move m : candidates) {
            options.add(new MoveOption(m, check(s, m)));
        }
        return options;
    }

    /** Applies a move with a full trace. */
    public Ruling apply(GameState s, Move m) {
        return apply(s, m, new RecordingTracer());
    }

    /** Applies a move; pass {@link Tracer#OFF} for bot games that need no explanation. */
    public Ruling apply(GameState s, Move m, Tracer t) {
        Rejection rejection = MoveChecks.check(s, m);
        if (rejection != null) {
            return new Ruling.Rejected(rejection);
        }
        Play p = new Play(s, t);
        p.pending = null;
        if (m instanceof Move.RollDice) {
            Turns.roll(p, m.player());
        } else if (m instanceof Move.BuyProperty) {
            Buying.buy(p, m.player(), ((Pending.BuyDecision) s.pending()).deed());
        } else if (m instanceof Move.DeclineToBuy) {
            Buying.decline(p, m.player(), ((Pending.BuyDecision) s.pending()).deed());
        } else if (m instanceof Move.Bid bid && s.pending() instanceof Pending.Auction a) {
            Buying.bid(p, a, bid.player(), bid.amount());
        } else if (m instanceof Move.PassBid && s.pending() instanceof Pending.Auction a) {
            Buying.pass(p, a, m.player());
        } else if (m instanceof Move.Bid bid) {
            Requests.bid(p, (Pending.BuildingAuction) s.pending(), bid.player(), bid.amount());
        } else if (m instanceof Move.PassBid) {
            Requests.pass(p, (Pending.BuildingAuction) s.pending(), m.player());
        } else if (m instanceof Move.PayJailFine) {
            Jail.payFine(p, m.player());
        } else if (m instanceof Move.UseJailFreeCard) {
            Jail.useCard(p, m.player());
        } else if (m instanceof Move.ChooseIncomeTax tax) {
            Taxes.choose(p, tax.player(), tax.option(), ((Pending.TaxChoice) s.pending()).space());
        } else if (m instanceof Move.EndTurn) {
            Turns.end(p, m.player());
        } else if (m instanceof Move.SellJailFreeCard sell) {
            p.pending = s.pending();
            Jail.sellCard(p, sell.player(), sell.buyer(), sell.price());
        } else if (m instanceof Move.ClaimRent) {
            p.pending = s.pending();
            Turns.claim(p, m.player());
        } else if (m instanceof Move.UseDice u) {
            SpecialDice.use(p, u.player(), (Pending.DiceChoice) s.pending(), u.use(), u.space());
        } else if (m instanceof Move.TravelByRail trip) {
            RailTravel.travel(p, trip.player(), trip.deed());
        } else if (m instanceof Move.BuyAnyDeed b) {
            p.pending = s.pending();
            GoPrivileges.buy(p, b.player(), b.deed());
        } else if (m instanceof Move.PlaceBooth b) {
            Cards.placeBooth(p, b.player(), b.deed());
        } else if (m instanceof Move.ClaimJackpot j) {
            Jackpot.claim(p, j.player(), j, j.prize() == JackpotPrize.HOUSES ? Jackpot.housePlan(s, j.player(), j.deed()) : List.of());
        } else if (m instanceof Move.ReverseDirection) {
            p.pending = s.pending();
            GoPrivileges.reverse(p, m.player());
        } else if (!Property.apply(p, s, m)) {
            throw new IllegalArgumentException("unknown move " + m);
        }
        p.settleFlow();
        // The ruling's own lists are never touched again, so they are handed over read-only, not copied.
        return new Ruling.Applied(new Outcome(s, m, p.freeze(), java.util.Collections.unmodifiableList(p.events),
                java.util.Collections.unmodifiableList(p.ledger), t.freeze().with(s.table())));
    }
}
