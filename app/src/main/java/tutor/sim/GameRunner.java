package tutor.sim;

import java.util.function.Consumer;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.Referee;
import tutor.rules.state.Ruling;
import tutor.trace.Tracer;

/** Plays a game with bots until it ends, stalls, or reaches a turn limit. */
public final class GameRunner {

    /** Why a game stopped. */
    public enum Stop { GAME_OVER, NO_MOVE, TURN_LIMIT, MOVE_LIMIT }

    /** How a game went: the last state, why it stopped, and how much was played. */
    public record Result(GameState last, Stop stop, int moves, int turns) { }

    /** Sees each move of a fast game: the position it was made in, the move, and the position it led to. */
    @FunctionalInterface
    public interface Moved {
        void moved(GameState before, Move move, GameState after);
    }

    /** Rules one move and gives the position it leads to. */
    private interface Rule {
        GameState next(GameState s, Move m);
    }

    private final Referee referee = new Referee();

    /**
     * @param onMove    sees every applied move; may be a no-op
     * @param traced    whether to record full traces (slower; for explanations and catalogue checks)
     */
    public Result play(GameState start, Bot bot, int maxTurns, boolean traced, Consumer<Outcome> onMove) {
        return run(start, bot, maxTurns, (s, m) -> {
            Ruling r = traced ? referee.apply(s, m) : referee.apply(s, m, Tracer.OFF);
            if (!(r instanceof Ruling.Applied applied)) {
                throw new IllegalStateException("bot chose an illegal move " + m + ": " + ((Ruling.Rejected) r).rejection().reason());
            }
            onMove.accept(applied.outcome());
            return applied.outcome().after();
        });
    }

    /**
     * Plays a game nobody will read, as simulations and mining do: each move is ruled on the referee's
     * untraced fast path ({@link Referee#next}), so no trace, outcome, events or ledger are made; a move the bot
     * has already had allowed by the referee's check in this position is not checked a second time.
     */
    public Result playFast(GameState start, Bot bot, int maxTurns, Moved onMove) {
        return run(start, bot, maxTurns, (s, m) -> {
            GameState next = bot.allowedAlready(s, m) ? referee.nextAllowed(s, m) : referee.next(s, m);
            if (next == null) {
                throw new IllegalStateException("bot chose an illegal move " + m + ": " + referee.check(s, m).orElseThrow().reason());
            }
            onMove.moved(s, m, next);
            return next;
        });
    }

    /** The game loop: the bot chooses, the rule rules the move, until the game ends, stalls or reaches a limit. */
    private Result run(GameState start, Bot bot, int maxTurns, Rule rule) {
        GameState s = start;
        int moves = 0;
        int moveLimit = maxTurns * 50;
        while (true) {
            if (s.isOver()) {
                return new Result(s, Stop.GAME_OVER, moves, s.turn());
            }
            if (s.turn() >= maxTurns) {
                return new Result(s, Stop.TURN_LIMIT, moves, s.turn());
            }
            if (moves >= moveLimit) {
                return new Result(s, Stop.MOVE_LIMIT, moves, s.turn());
            }
            Move m = bot.choose(s, referee);
            if (m == null) {
                return new Result(s, Stop.NO_MOVE, moves, s.turn());
            }
            s = rule.next(s, m);
            moves++;
        }
    }
}
