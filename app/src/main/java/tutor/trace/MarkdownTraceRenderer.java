package tutor.trace;


/** Prints a ruling as nested Markdown bullets, for sharing: titles in bold, numbers as code. */
public final class MarkdownTraceRenderer extends TraceRenderer {

    /** Markdown's hard line break: two spaces, then the end of the line. */
    private static final String BREAK = "  \n";

    public MarkdownTraceRenderer(Rulebook rulebook) {
        super(rulebook);
    }

    /** @see TraceRenderer#TraceRenderer(Rulebook, java.util.function.Function, boolean) */
    public MarkdownTraceRenderer(Rulebook rulebook, java.util.function.Function<String, String> editions, boolean ruleIds) {
        super(rulebook, editions, ruleIds);
    }

    @Override
    protected void render(WordedStep step, int depth, StringBuilder out) {
        String pad = "  ".repeat(depth);
        String more = pad + "  ";
        out.append(pad).append("- ").append(step.kind() == StepKind.REJECTED ? "**" + escape(label("render.refused", "")) + "** " : "")
                .append("**").append(escape(title(step))).append("**");
        if (ruleIds) {
            out.append(" `").append(step.ruleId()).append('`');
        }
        if (!step.ruleset().isEmpty()) {
            out.append(" \u2014 _").append(escape(editions.apply(step.ruleset()))).append('_');
        }
        // Each line of an item ends in a hard break: joined, "… aucune Résultat : …" read as one run-on sentence.
        out.append(BREAK);
        if (!step.text().isEmpty()) {
            out.append(more).append(escape(step.text())).append(BREAK);
        }
        for (java.util.Map.Entry<String, String> input : step.inputs().entrySet()) {
            // A line, not a bullet: the working after a list would run on into its last bullet.
            out.append(more).append(input(escape(input.getKey()), escape(input.getValue()))).append(BREAK);
        }
        if (!step.arithmetic().isEmpty()) {
            out.append(more).append('`').append(step.arithmetic()).append('`').append(BREAK);
        }
        if (!step.result().isEmpty()) {
            out.append(more).append(label("render.result", escape(step.result()))).append(BREAK);
        }
        // The source before the effects' bullets: after them it would run on into the last one.
        if (!step.source().isEmpty()) {
            out.append(more).append('_').append(label("render.source-sentence", escape(rulebook == null ? step.source() : rulebook.cited(step.source())))).append('_').append(BREAK);
        }
        for (String effect : step.effects()) {
            out.append(more).append("- → ").append(escape(effect)).append('\n');
        }
        for (WordedStep child : step.children()) {
            render(child, depth + 1, out);
        }
    }

    /** Markdown's own characters in our texts would change their meaning. */
    static String escape(String text) {
        return text.replace("\\", "\\\\").replace("*", "\\*").replace("_", "\\_").replace("`", "\\`");
    }
}
