package tutor.trace;

import java.util.List;
import java.util.Map;

/**
 * One step of a ruling: which rule, what it said here, the numbers, what changed.
 *
 * @param kind       what sort of step this is
 * @param ruleId     stable rule id, a key of the rulebook catalogue ({@code rent.railroad})
 * @param ruleset    id of the ruleset whose clause applied ({@code classic}); empty when no edition-dependent value was used
 * @param source     the source of the value that applied, as the ruleset records it; empty when none
 * @param text       what happened, in plain words
 * @param inputs     the facts the rule looked at, in reading order
 * @param arithmetic the calculation with the real numbers ({@code 2 x $50 = $100}); empty when none
 * @param result     the outcome in a few words; empty when the text says it all
 * @param effects    what changed
 * @param children   the steps that made up this one
 */
public record TraceStep(
        StepKind kind,
        String ruleId,
        String ruleset,
        String source,
        String text,
        Map<String, String> inputs,
        String arithmetic,
        String result,
        List<Effect> effects,
        List<TraceStep> children) {

    public TraceStep {
        inputs = inputs.isEmpty() ? Map.of() : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(inputs));
        effects = List.copyOf(effects);
        children = List.copyOf(children);
    }

    /** Every rule id in this step and below it, depth first. */
    public void collectRuleIds(java.util.Collection<String> into) {
        into.add(ruleId);
        for (TraceStep child : children) {
            child.collectRuleIds(into);
        }
    }
}
