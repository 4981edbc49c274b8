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
        for (WordedStep step : WordedStep.of(trace, words())) {
            render(step, 0, out);
        }
        return out.toString();
    }

    /** The words steps are shown in: the catalogue's language, or templates' ids without one. */
    protected final Words words() {
        return rulebook == null ? Words.NONE : rulebook.words();
    }

    /** Writes one step (and, in turn, its children) at a depth. */
    protected abstract void render(WordedStep step, int depth, StringBuilder out);

    /**
     * A word of the layout in the rulebook's language ({@code render.source}: "source", "источник"),
     * or the English given when the words have none (no rulebook).
     */
    protected final String label(String key, String english) {
        String own = words().templates().get("render." + key);
        return own == null ? english : own;
    }

    protected final String title(WordedStep step) {
        return rulebook == null ? step.ruleId() : rulebook.title(step.ruleId());
    }
}
