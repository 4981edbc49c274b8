package tutor.trace;

import java.util.List;

/**
 * One step of a ruling: which rule, what it said here, the numbers, what changed. Everything a
 * reader sees is a {@link Msg}, worded by a language's catalogue when the step is shown.
 *
 * @param kind       what sort of step this is
 * @param ruleId     stable rule id, a key of the rulebook catalogue ({@code rent.railroad})
 * @param ruleset    id of the ruleset whose clause applied ({@code classic}); empty when no edition-dependent value was used
 * @param source     the source of the value that applied, as the ruleset records it; empty when none
 * @param text       what happened
 * @param inputs     the facts the rule looked at, in reading order
 * @param arithmetic the calculation with the real numbers ({@code 2 x $50 = $100}); {@link Msg#NONE} when none
 * @param result     the outcome in a few words; {@link Msg#NONE} when the text says it all
 * @param effects    what changed
 * @param children   the steps that made up this one
 */
public record TraceStep(
        StepKind kind,
        String ruleId,
        String ruleset,
        String source,
        Msg text,
        List<Input> inputs,
        Msg arithmetic,
        Msg result,
        List<Effect> effects,
        List<TraceStep> children) {

    public TraceStep {
        inputs = List.copyOf(inputs);
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
