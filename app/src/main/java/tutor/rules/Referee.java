package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tutor.rules.edition.RuleIds;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.MoveOption;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;
import tutor.rules.state.RaiseOption;
import tutor.rules.state.Rejection;
import tutor.rules.state.Ruling;
import tutor.trace.Arg;
import tutor.trace.Msg;
import tutor.trace.RecordingTracer;
import tutor.trace.StepKind;
import tutor.trace.Trace;
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

    /** A player's legal moves of one kind now (the bids, uses of the throw or jackpot prizes a view offers as one button). */
    public <M extends Move> List<M> legalMoves(GameState s, int seat, Class<M> kind) {
        List<M> out = new ArrayList<>();
        for (Move m : LegalMoves.of(s)) {
            if (m.player() == seat && kind.isInstance(m)) {
                out.add(kind.cast(m));
            }
        }
        return out;
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
            options.add(new RaiseOption(raising(m, amount), m, amount));
        }
        if (s.rules().tradeWhileOwing()) {
            options.add(new RaiseOption(Msg.of("raise.trade"), null, 0));
        }
        return options;
    }

    /** A way to raise cash and what it brings: selling a building or mortgaging, the only moves {@code raising} lists. */
    private static Msg raising(Move m, int amount) {
        if (m instanceof Move.SellHouse sh) {
            return Msg.of("raise.sell-house", "deed", Arg.deed(sh.deed()), "amount", Arg.money(amount));
        }
        if (m instanceof Move.SellHotel sh) {
            return Msg.of("raise.sell-hotel", "deed", Arg.deed(sh.deed()), "amount", Arg.money(amount));
        }
        if (m instanceof Move.MortgageDeed md) {
            return Msg.of("raise.mortgage", "deed", Arg.deed(md.deed()), "amount", Arg.money(amount));
        }
        throw new IllegalArgumentException("not a way to raise cash: " + m);
    }

    /**
     * A trade the rules allow {@code seat} to offer now (its terms the least each side could give), if any trade is
     * allowed at all. Read-only: a view asks it to know whether trading is possible, not what to trade.
     */
    public Optional<Move.Trade> someTrade(GameState s, int seat) {
        return Optional.ofNullable(Trades.example(s, seat));
    }

    /** The smallest bid the running auction (of a deed or a building) accepts now; 0 when no auction is running. */
    public int minimumBid(GameState s) {
        return s.pending() instanceof Pending.Auction || s.pending() instanceof Pending.BuildingAuction
                ? AuctionTurns.minimumBid(s) : 0;
    }

    /**
     * A pending decision as a message ("whether to buy Boardwalk", "how to pay Income Tax"), to be
     * worded in a language with the state's table for names.
     */
    public static Msg describe(GameState s, Pending p) {
        return Decisions.describe(s, p);
    }

    /** Allowed (empty), or the rejection naming the rule that forbids the move. */
    public Optional<Rejection> check(GameState s, Move m) {
        return Optional.ofNullable(refusal(s, m));
    }

    /**
     * Each kind of move a player might make now, with why it is not allowed where it is not.
     * This is what a view shows: enabled actions and, on the disabled ones, the rule that forbids them.
     */
    public List<MoveOption> options(GameState s, int seat) {
        List<Move> candidates = new ArrayList<>();
        for (MoveRule<?> rule : MoveRules.ALL) {
            candidates.addAll(rule.candidates(s, seat));
        }
        List<MoveOption> options = new ArrayList<>(candidates.size());
        for (Move m : candidates) {
            options.add(new MoveOption(m, check(s, m)));
        }
        return options;
    }

    /**
     * The moves of one kind a view offers a player behind one button (one per deed, per way of using the throw, the
     * bids it may make, a trade the rules allow), each with why it is not allowed where it is not. The move's own rule
     * file lists them.
     */
    public List<MoveOption> options(GameState s, int seat, Class<? extends Move> kind) {
        List<MoveOption> options = new ArrayList<>();
        for (Move m : MoveRules.ofKind(kind).choices(s, seat)) {
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
        MoveRule<Move> rule = MoveRules.of(m);
        Rejection rejection = refusal(s, m, rule);
        if (rejection != null) {
            return new Ruling.Rejected(rejection);
        }
        Play p = new Play(s, t);
        p.waitFor(rule.keepsPending() ? s.pending() : null);
        rule.apply(p, s, m);
        settle(p);
        // The ruling's own lists are never touched again, so they are handed over read-only, not copied.
        // A tracer that is off records nothing: its empty trace needs no copy with the table's names.
        return new Ruling.Applied(new Outcome(s, m, p.freeze(), java.util.Collections.unmodifiableList(p.events),
                java.util.Collections.unmodifiableList(p.ledger), t.on() ? t.freeze().with(s.table()) : Trace.EMPTY));
    }

    /**
     * The position a move leads to, ruled without a trace and without the outcome's record (events
     * and ledger are not handed out): the fast path for games nobody reads, such as simulations and
     * mining. The same ruling as {@link #apply(GameState, Move, Tracer)} with {@link Tracer#OFF}; null
     * when the rules refuse the move.
     */
    public GameState next(GameState s, Move m) {
        MoveRule<Move> rule = MoveRules.of(m);
        return refusal(s, m, rule) != null ? null : untraced(s, m, rule);
    }

    /**
     * As {@link #next}, for a move the caller has just had allowed by {@link #check} in this same position (a
     * computer player confirms its move before making it): the check, which decides only whether, is not made
     * twice. A move not so allowed must go through {@link #next}.
     */
    public GameState nextAllowed(GameState s, Move m) {
        return untraced(s, m, MoveRules.of(m));
    }

    private static GameState untraced(GameState s, Move m, MoveRule<Move> rule) {
        Play p = new Play(s, Tracer.OFF, false);
        p.waitFor(rule.keepsPending() ? s.pending() : null);
        rule.apply(p, s, m);
        settle(p);
        return p.freeze();
    }

    /**
     * What comes next after a ruling: an auction a departing bidder left decided is closed, a
     * decision the move answered is replaced by the turn's next one (another throw after doubles,
     * or the end of the turn), and sums that could not be paid become a debt to settle first.
     */
    private static void settle(Play p) {
        boolean closed = true;
        while (closed) {
            closed = false;
            if (p.pending instanceof Pending.Auction a && Buying.decided(a)) {
                Buying.close(p, a);
                closed = true;
            } else if (p.pending instanceof Pending.BuildingAuction b && Requests.decided(b)) {
                Requests.close(p, b);
                closed = true;
            }
        }
        if (p.pending == null) {
            p.waitFor(p.rollAgain ? new Pending.AwaitRoll(p.current) : new Pending.TurnOver(p.current));
        }
        if (!p.owed.isEmpty()) {
            if (p.owed.size() > 1) {
                p.t.note(StepKind.RULE, RuleIds.DEBT_ORDER, "debt.order");
            }
            p.waitFor(new Pending.Debt(p.owed, p.pending, p.moveAfterDebt));
        }
    }

    /** Whether a move, made by a player in Jail, is one of the ways out (a throw for doubles, the fine, the card): the move's rule knows. */
    public static boolean triesJailExit(Move m) {
        return MoveRules.of(m).triesJailExit();
    }

    /** Whether a move carries the mover's token by the dice (a throw, or the use of a special throw): the move's rule knows. */
    public static boolean movesByTheThrow(Move m) {
        return MoveRules.of(m).movesByTheThrow();
    }

    /** The deed a move is about (the one on offer, under the hammer, built on, mortgaged), or -1: the move's rule knows. */
    public static int deedOf(GameState s, Move m) {
        return MoveRules.of(m).concerns(s, m);
    }

    /** A move in words, as a message ("Ann throws the dice"), read by the rule of its kind. */
    public static Msg describe(GameState s, Move m) {
        return MoveRules.of(m).describe(s, m);
    }

    /** Null when the move is allowed: the checks every move shares, then the rule of its kind. */
    static <M extends Move> Rejection refusal(GameState s, M m) {
        return refusal(s, m, MoveRules.of(m));
    }

    /** As {@link #check(GameState, Move)} with the move's rule already looked up (the referee rules with it next). */
    static <M extends Move> Rejection refusal(GameState s, M m, MoveRule<M> rule) {
        if (s.isOver()) {
            return refuse(s, m, RuleIds.GAME_OVER, null, "reject.game.over");
        }
        int seat = m.player();
        if (seat < 0 || seat >= s.players().size()) {
            return refuse(s, m, RuleIds.GAME_OUT, null, "reject.game.no-seat", "seat", seat);
        }
        if (s.player(seat).out()) {
            return refuse(s, m, RuleIds.GAME_OUT, null, "reject.game.left", "player", player(seat));
        }
        if (s.pending() instanceof Pending.Debt d && !rule.allowedInDebt(d, m)) {
            Pending.Owed first = d.owed().get(0);
            return refuse(s, m, RuleIds.DEBT_PENDING, null, "reject.debt.pending", "debtor", player(first.debtor()),
                    "amount", money(first.amount()), "creditor", player(first.creditor()));
        }
        Rejection missing = MissingParts.check(s, m, rule.part());
        if (missing != null) {
            return missing;
        }
        Rejection jailed = JailDealings.check(s, seat, m, rule.barredInJail(s, m));
        if (jailed != null) {
            return jailed;
        }
        return rule.check(s, m);
    }
}
