package tutor.rules.state;

import java.util.List;
import tutor.trace.Trace;

/** An applied move: the state before and after, what happened, the money that moved, and why. */
public record Outcome(GameState before, Move move, GameState after,
                      List<Event> events, List<Transfer> ledger, Trace trace) {

    /** The lists are taken as given: the referee hands over read-only views of lists nobody else holds. */
    public Outcome {
        java.util.Objects.requireNonNull(events);
        java.util.Objects.requireNonNull(ledger);
    }
}
