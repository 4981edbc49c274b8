package tutor.trace;

/** Turns a ruling into text of some format, step by step, depth first. */
public abstract class TraceRenderer {

    /** Used for rule titles; may be null, then steps show their rule ids. */
    protected final Rulebook rulebook;
    /** A ruleset's (or house rule's) name as the reader knows it, by its id; the engine knows only ids. */
    protected final java.util.function.Function<String, String> editions;
    /** Whether a step shows its rule id: for a rules lawyer reading {@code explain}, not for a player. */
    protected final boolean ruleIds;

    protected TraceRenderer(Rulebook rulebook) {
        this(rulebook, id -> id, true);
    }

    /**
     * @param editions the name of a ruleset in the rulebook's language, by its id (the caller's {@code EditionNames})
     * @param ruleIds  whether each step shows its rule id after its title
     */
    protected TraceRenderer(Rulebook rulebook, java.util.function.Function<String, String> editions, boolean ruleIds) {
        this.rulebook = rulebook;
        this.editions = editions;
        this.ruleIds = ruleIds;
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
     * A label of the renderer itself ("source: ...", "Refused:") in the rulebook's language: a template
     * like any step's, so no English is put together here.
     */
    protected final String label(String messageId, String value) {
        return words().format(Msg.of(messageId, "value", Arg.text(value)), Names.NONE);
    }

    /** One input of a step ("price: $100"), in the rulebook's language and its punctuation. */
    protected final String input(String name, String value) {
        return words().format(Msg.of("render.input", "name", Arg.text(name), "value", Arg.text(value)), Names.NONE);
    }

    protected final String title(WordedStep step) {
        return rulebook == null ? step.ruleId() : rulebook.title(step.ruleId());
    }
}
