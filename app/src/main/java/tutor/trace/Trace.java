package tutor.trace;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A frozen ruling: the top-level steps in the order they happened, and the table's {@link Names}
 * that give its ids their words.
 */
public record Trace(List<TraceStep> steps, Names names) {

    public static final Trace EMPTY = new Trace(List.of(), Names.NONE);

    public Trace {
        steps = List.copyOf(steps);
    }

    public Trace(List<TraceStep> steps) {
        this(steps, Names.NONE);
    }

    /** The same steps, read with a table's names. */
    public Trace with(Names names) {
        return steps.isEmpty() && names == this.names ? this : new Trace(steps, names);
    }

    public boolean isEmpty() {
        return steps.isEmpty();
    }

    /** Every rule id used anywhere in the ruling, in first-use order. */
    public Set<String> ruleIds() {
        Set<String> ids = new LinkedHashSet<>();
        for (TraceStep step : steps) {
            step.collectRuleIds(ids);
        }
        return ids;
    }

    /** Every step, depth first; handy for searching a ruling. */
    public List<TraceStep> flatten() {
        List<TraceStep> all = new ArrayList<>();
        for (TraceStep step : steps) {
            flatten(step, all);
        }
        return all;
    }

    /** Every step in the words of a language, depth first. */
    public List<WordedStep> flatten(Words words) {
        return WordedStep.flatten(this, words);
    }

    private static void flatten(TraceStep step, List<TraceStep> into) {
        into.add(step);
        for (TraceStep child : step.children()) {
            flatten(child, into);
        }
    }
}
