package tutor.trace;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A tracer that builds the step tree; one instance per ruling. */
public final class RecordingTracer implements Tracer {

    private final List<TraceStep> roots = new ArrayList<>();
    private final Deque<Builder> open = new ArrayDeque<>();

    @Override
    public boolean on() {
        return true;
    }

    @Override
    public void open(StepKind kind, String ruleId, String text) {
        open.push(new Builder(kind, ruleId, text));
    }

    @Override
    public void close() {
        Builder done = open.pop();
        TraceStep step = done.build();
        if (open.isEmpty()) {
            roots.add(step);
        } else {
            open.peek().children.add(step);
        }
    }

    @Override
    public void source(String rulesetId, String source) {
        Builder b = current();
        b.ruleset = rulesetId;
        b.source = source;
    }

    @Override
    public void input(String name, String value) {
        current().inputs.put(name, value);
    }

    @Override
    public void arithmetic(String arithmetic) {
        current().arithmetic = arithmetic;
    }

    @Override
    public void result(String result) {
        current().result = result;
    }

    @Override
    public void effect(Effect effect) {
        current().effects.add(effect);
    }

    /**
     * Freezes what was recorded. Steps still open (only after an exception in the engine)
     * are closed first, so a partial ruling is never lost.
     */
    @Override
    public Trace freeze() {
        while (!open.isEmpty()) {
            close();
        }
        return new Trace(roots);
    }

    private Builder current() {
        Builder b = open.peek();
        if (b == null) {
            throw new IllegalStateException("no trace step is open");
        }
        return b;
    }

    private static final class Builder {
        final StepKind kind;
        final String ruleId;
        final String text;
        String ruleset = "";
        String source = "";
        String arithmetic = "";
        String result = "";
        final Map<String, String> inputs = new LinkedHashMap<>();
        final List<Effect> effects = new ArrayList<>();
        final List<TraceStep> children = new ArrayList<>();

        Builder(StepKind kind, String ruleId, String text) {
            this.kind = kind;
            this.ruleId = ruleId;
            this.text = text;
        }

        TraceStep build() {
            return new TraceStep(kind, ruleId, ruleset, source, text, inputs, arithmetic, result, effects, children);
        }
    }
}
