package tutor.trace;

/** Turns a ruling into text of some format, step by step, depth first. */
public abstract class TraceRenderer {

    /** Used for rule titles; may be null, then steps show their rule ids. */
    protected final Rulebook rulebook;

    protected TraceRenderer(Rulebook rulebook) {
        this.rulebook = rulebook;
    }

    public final String render(Trace trace) {
        StringBuilder out = new StringBuilder();
        for (TraceStep step : trace.steps()) {
            render(step, 0, out);
        }
        return out.toString();
    }

    /** Writes one step (and, in turn, its children) at a depth. */
    protected abstract void render(TraceStep step, int depth, StringBuilder out);

    protected final String title(TraceStep step) {
        return rulebook == null ? step.ruleId() : rulebook.title(step.ruleId());
    }
}
