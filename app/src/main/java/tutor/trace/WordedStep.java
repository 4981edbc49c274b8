package tutor.trace;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A trace step in the words of one language: what a view or a test reads. Made by
 * {@link #of(Trace, Words)}; the step itself keeps only ids and arguments.
 */
public record WordedStep(StepKind kind, String ruleId, String ruleset, String source, String text,
                         Map<String, String> inputs, String arithmetic, String result, List<String> effects,
                         List<WordedStep> children, TraceStep step) {

    public WordedStep {
        inputs = Collections.unmodifiableMap(new LinkedHashMap<>(inputs));
        effects = List.copyOf(effects);
        children = List.copyOf(children);
    }

    /** The ruling's top-level steps in words. */
    public static List<WordedStep> of(Trace trace, Words words) {
        List<WordedStep> out = new ArrayList<>();
        for (TraceStep s : trace.steps()) {
            out.add(of(s, trace.names(), words));
        }
        return out;
    }

    public static WordedStep of(TraceStep s, Names names, Words words) {
        Map<String, String> inputs = new LinkedHashMap<>();
        for (Input in : s.inputs()) {
            inputs.put(words.format(in.label(), names), words.format(in.value(), names));
        }
        List<String> effects = new ArrayList<>();
        for (Effect e : s.effects()) {
            effects.add(words.describe(e, names));
        }
        List<WordedStep> children = new ArrayList<>();
        for (TraceStep c : s.children()) {
            children.add(of(c, names, words));
        }
        return new WordedStep(s.kind(), s.ruleId(), s.ruleset(), words.citation(s.source()), words.format(s.text(), names), inputs,
                words.format(s.arithmetic(), names), words.format(s.result(), names), effects, children, s);
    }

    /** Every step of the ruling in words, depth first. */
    public static List<WordedStep> flatten(Trace trace, Words words) {
        List<WordedStep> all = new ArrayList<>();
        for (WordedStep s : of(trace, words)) {
            s.flattenInto(all);
        }
        return all;
    }

    private void flattenInto(List<WordedStep> into) {
        into.add(this);
        for (WordedStep c : children) {
            c.flattenInto(into);
        }
    }
}
