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

    /** Every move the players may make now. Sales of cards are listed at the jail fine as a suggested price. */
    public List<Move> legalMoves(GameState s) {
        List<Move> moves = new ArrayList<>(4);
        Pending pending = s.pending();
        if (pending instanceof Pending.AwaitRoll a) {
            int seat = a.player();
            moves.add(new Move.RollDice(seat));
            PlayerState pl = s.player(seat);
            if (pl.inJail()) {
                if (pl.jailThrows() < s.rules().jailFineTurns() && pl.cash() >= s.rules().jailFine()) {
                    moves.add(new Move.PayJailFine(seat));
                }
                if (!pl.jailCards().isEmpty()) {
                    moves.add(new Move.UseJailFreeCard(seat));
                }
            }
            sideMoves(s, moves);
        } else if (pending instanceof Pending.BuyDecision b) {
            if (s.player(b.player()).cash() >= s.board().deed(b.deed()).price()) {
                moves.add(new Move.BuyProperty(b.player()));
            }
            moves.add(new Move.DeclineToBuy(b.player()));
        } else if (pending instanceof Pending.Auction a) {
            int min = MoveChecks.minimumBid(s, a);
            if (!s.rules().auctionBidWithinCash() || s.player(a.next()).cash() >= min) {
                moves.add(new Move.Bid(a.next(), min));
            }
            moves.add(new Move.PassBid(a.next()));
        } else if (pending instanceof Pending.TaxChoice tc) {
            moves.add(new Move.ChooseIncomeTax(tc.player(), TaxOption.FLAT));
            moves.add(new Move.ChooseIncomeTax(tc.player(), TaxOption.PERCENT));
        } else if (pending instanceof Pending.TurnOver t) {
            moves.add(new Move.EndTurn(t.player()));
            sideMoves(s, moves);
        }
        return moves;
    }

    private static void sideMoves(GameState s, List<Move> moves) {
        for (RentClaim c : s.claims()) {
            Move claim = new Move.ClaimRent(c.owner());
            if (!moves.contains(claim) && !s.player(c.owner()).out()) {
                moves.add(claim);
            }
        }
        int price = s.rules().jailFine();
        for (int seller = 0; seller < s.players().size(); seller++) {
            PlayerState pl = s.player(seller);
            if (pl.out() || pl.jailCards().isEmpty()) {
                continue;
            }
            for (int buyer = 0; buyer < s.players().size(); buyer++) {
                if (buyer != seller && !s.player(buyer).out() && s.player(buyer).cash() >= price) {
                    moves.add(new Move.SellJailFreeCard(seller, buyer, price));
                }
            }
        }
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
        int min = s.pending() instanceof Pending.Auction a ? MoveChecks.minimumBid(s, a) : Math.max(1, s.rules().auctionOpeningBid());
        candidates.add(new Move.Bid(seat, min));
        candidates.add(new Move.PassBid(seat));
        candidates.add(new Move.PayJailFine(seat));
        candidates.add(new Move.UseJailFreeCard(seat));
        candidates.add(new Move.ChooseIncomeTax(seat, TaxOption.FLAT));
        candidates.add(new Move.ChooseIncomeTax(seat, TaxOption.PERCENT));
        candidates.add(new Move.EndTurn(seat));
        candidates.add(new Move.ClaimRent(seat));
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
        } else if (m instanceof Move.Bid bid) {
            Buying.bid(p, (Pending.Auction) s.pending(), bid.player(), bid.amount());
        } else if (m instanceof Move.PassBid) {
            Buying.pass(p, (Pending.Auction) s.pending(), m.player());
        } else if (m instanceof Move.PayJailFine) {
            Jail.payFine(p, m.player());
        } else if (m instanceof Move.UseJailFreeCard) {
            Jail.useCard(p, m.player());
        } else if (m instanceof Move.ChooseIncomeTax tax) {
            Taxes.choose(p, tax.player(), tax.option());
        } else if (m instanceof Move.EndTurn) {
            Turns.end(p, m.player());
        } else if (m instanceof Move.SellJailFreeCard sell) {
            p.pending = s.pending();
            Jail.sellCard(p, sell.player(), sell.buyer(), sell.price());
        } else if (m instanceof Move.ClaimRent) {
            p.pending = s.pending();
            Turns.claim(p, m.player());
        } else {
            throw new IllegalArgumentException("unknown move " + m);
        }
        p.settleFlow();
        return new Ruling.Applied(new Outcome(s, m, p.freeze(), p.events, p.ledger, t.freeze()));
    }
}
