package tutor.trace;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/** A tracer that builds the step tree; one instance per ruling. */
public final class RecordingTracer implements Tracer {

    private final List<TraceStep> roots = new ArrayList<>();
    private final Deque<Builder> open = new ArrayDeque<>();
    private final Step closer = this::close;

    @Override
    public boolean on() {
        return true;
    }

    @Override
    public Step step(StepKind kind, String ruleId, Msg text) {
        open.push(new Builder(kind, ruleId, text));
        return closer;
    }

    private void close() {
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
    public void given(Msg label, Msg value) {
        current().inputs.add(new Input(label, value));
    }

    @Override
    public void calc(Msg arithmetic) {
        current().arithmetic = arithmetic;
    }

    @Override
    public void outcome(Msg result) {
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
        final Msg text;
        String ruleset = "";
        String source = "";
        Msg arithmetic = Msg.NONE;
        Msg result = Msg.NONE;
        final List<Input> inputs = new ArrayList<>();
        final List<Effect> effects = new ArrayList<>();
        final List<TraceStep> children = new ArrayList<>();

        Builder(StepKind kind, String ruleId, Msg text) {
            this.kind = kind;
            this.ruleId = ruleId;
            this.text = text;
        }

        TraceStep build() {
            return new TraceStep(kind, ruleId, ruleset, source, text, inputs, arithmetic, result, effects, children);
        }
    }
}
