package tutor.rules;

import tutor.rules.edition.RuleKey;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Msg;

/**
 * The rule of one kind of move, in one place: when it is allowed, what it does, how it reads, and
 * what it does to the decision the game was waiting for. Every kind of {@link Move} has exactly one
 * (see {@link MoveRules}); the referee runs the checks every move shares, then this.
 *
 * @param <M> the kind of move
 */
interface MoveRule<M extends Move> {

    Class<M> kind();

    /** The move's own rule, after the checks every move passes; null when it is allowed. */
    Rejection check(GameState s, M m);

    /** Rules on the move, changing the working copy; the referee then settles what comes next. */
    void apply(Play p, GameState s, M m);

    /** The move in words, as a message ("Ann throws the dice"). */
    Msg describe(GameState s, M m);

    /** The deed the move is about (the one on offer, under the hammer, built on or mortgaged), or -1. */
    default int concerns(GameState s, M m) {
        return -1;
    }

    /**
     * The moves of this kind a view offers a player as one button, whether allowed or not (so a disabled one can
     * say why): none for the kinds a view offers otherwise (buildings, mortgages, trades, privileges).
     */
    default java.util.List<M> candidates(GameState s, int seat) {
        return java.util.List.of();
    }

    /** Whether the move, made by a player in Jail, is one of the ways out (a throw for doubles, the fine, the card). */
    default boolean triesJailExit() {
        return false;
    }

    /** Whether the move carries the mover's token by the dice: a throw, or the use of a special throw. */
    default boolean movesByTheThrow() {
        return false;
    }

    /**
     * The moves of this kind a view offers behind its one button, allowed or not (one per deed, per way of using the
     * throw), so a disabled button can say why: by default the candidates.
     */
    default java.util.List<M> choices(GameState s, int seat) {
        return candidates(s, seat);
    }

    /** The words a scenario writes this kind of move as ({@code roll-dice}, {@code buy-house}); several where its fields choose the word. */
    java.util.List<String> verbs();

    /** The word a scenario writes this move as. */
    String verb(M m);

    /** Whether the move is written with a deed beside its word ({@code {do: buy-house, deed: Boardwalk}}) and nothing else. */
    default boolean takesDeed() {
        return false;
    }

    /**
     * The move a scenario's word makes for a player (and the deed, for a kind that {@link #takesDeed}), or null for a kind
     * written with more fields (a bid's amount, a trade's terms), which the scenario reader reads itself.
     */
    default M fromVerb(String verb, int player, int deed) {
        return null;
    }

    /**
     * Whether the move is made beside the decision the game waits for (building, mortgaging, a trade,
     * a card sale, a claim) and leaves it as it was, unless its rule changes it; otherwise the
     * decision is answered and the referee works out the next one.
     */
    default boolean keepsPending() {
        return false;
    }

    /** The part of the game the move needs where an edition may lack it (Junior has no houses), or null. */
    default RuleKey<Boolean> part() {
        return null;
    }

    /**
     * Whether the move may be made while a debt is being settled: by default not at all. The debtor
     * raises money; a few moves stay open to everyone.
     */
    default boolean allowedInDebt(Pending.Debt d, M m) {
        return false;
    }

    /**
     * What a player in Jail may not do by this move where the ruleset bars jailed players from
     * dealing (a message id such as {@code reject.jail.may-not.bid}), or null.
     */
    default String barredInJail(GameState s, M m) {
        return null;
    }
}
