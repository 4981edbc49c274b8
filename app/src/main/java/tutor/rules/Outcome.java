package tutor.rules;

import java.util.List;
import tutor.trace.Trace;

/** An applied move: the state before and after, what happened, the money that moved, and why. */
public record Outcome(GameState before, Move move, GameState after,
                      List<Event> events, List<Transfer> ledger, Trace trace) {

    public Outcome {
        events = List.copyOf(events);
        ledger = List.copyOf(ledger);
    }
}
