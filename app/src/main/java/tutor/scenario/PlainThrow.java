package tutor.scenario;

import java.util.ArrayList;
import java.util.List;
import tutor.rules.state.DiceUse;
import tutor.rules.state.Event;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;
import tutor.rules.Referee;
import tutor.rules.state.Ruling;
import tutor.rules.state.Transfer;
import tutor.trace.Trace;
import tutor.trace.TraceStep;

/**
 * A script written for the standard rules throws and moves in one step. Where a ruleset first
 * offers special dice (the seminary rules), a scripted throw moves by the sum unless the script's
 * next step says how the dice are used; the two rulings are joined into one, so a comparison
 * under several rulesets keeps its steps in line.
 */
public final class PlainThrow {

    private PlainThrow() {
    }

    /** Whether a script step chooses how the pending throw is used. */
    public static boolean choosesUse(ScriptStep next) {
        if (next instanceof ScriptStep.Play p) {
            return p.move() instanceof Move.UseDice;
        }
        return next instanceof ScriptStep.Ask a && a.expected().stream().anyMatch(m -> m instanceof Move.UseDice);
    }

    /** The ruling, followed where needed by moving the throw by its sum. */
    public static Ruling settle(Referee referee, Ruling r, ScriptStep next) {
        if (!(r instanceof Ruling.Applied a) || next != null && choosesUse(next)
                || !(a.outcome().after().pending() instanceof Pending.DiceChoice c)) {
            return r;
        }
        Ruling used = referee.apply(a.outcome().after(), new Move.UseDice(c.player(), DiceUse.SUM));
        if (!(used instanceof Ruling.Applied u)) {
            return r;
        }
        Outcome first = a.outcome();
        Outcome second = u.outcome();
        List<Event> events = new ArrayList<>(first.events());
        events.addAll(second.events());
        List<Transfer> ledger = new ArrayList<>(first.ledger());
        ledger.addAll(second.ledger());
        List<TraceStep> steps = new ArrayList<>(first.trace().steps());
        steps.addAll(second.trace().steps());
        return new Ruling.Applied(new Outcome(first.before(), first.move(), second.after(), List.copyOf(events),
                List.copyOf(ledger), new Trace(List.copyOf(steps), first.trace().names())));
    }
}
