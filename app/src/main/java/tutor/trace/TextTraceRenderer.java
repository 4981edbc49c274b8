package tutor.trace;


/**
 * Prints a ruling as indented plain text, one step a line with its details beneath:
 * <pre>
 * - Rent for a railroad [rent.railroad]
 *     Ann owns 3 railroads.
 *     $25 x 2^(3-1) = $100
 *     -> Ben pays Ann $100
 * </pre>
 */
public final class TextTraceRenderer extends TraceRenderer {

    public TextTraceRenderer(Rulebook rulebook) {
        super(rulebook);
    }

    /** @see TraceRenderer#TraceRenderer(Rulebook, java.util.function.Function, boolean) */
    public TextTraceRenderer(Rulebook rulebook, java.util.function.Function<String, String> editions, boolean ruleIds) {
        super(rulebook, editions, ruleIds);
    }

    @Override
    protected void render(WordedStep step, int depth, StringBuilder out) {
        String pad = "  ".repeat(depth);
        String detail = pad + "    ";
        out.append(pad).append(step.kind() == StepKind.REJECTED ? "x " : "- ");
        out.append(title(step));
        if (ruleIds) {
            out.append(" [").append(step.ruleId()).append(']');
        }
        if (!step.ruleset().isEmpty()) {
            // A dash, not brackets: an edition's name often has its own ("Classic (US rules, long form)").
            out.append(" \u2014 ").append(editions.apply(step.ruleset()));
        }
        out.append('\n');
        if (!step.text().isEmpty()) {
            out.append(detail).append(step.text()).append('\n');
        }
        for (java.util.Map.Entry<String, String> input : step.inputs().entrySet()) {
            out.append(detail).append(input(input.getKey(), input.getValue())).append('\n');
        }
        if (!step.arithmetic().isEmpty()) {
            out.append(detail).append(step.arithmetic()).append('\n');
        }
        if (!step.result().isEmpty()) {
            out.append(detail).append("=> ").append(step.result()).append('\n');
        }
        for (String effect : step.effects()) {
            out.append(detail).append("-> ").append(effect).append('\n');
        }
        if (!step.source().isEmpty()) {
            out.append(detail).append(label("render.source", rulebook == null ? step.source() : rulebook.cited(step.source()))).append('\n');
        }
        for (WordedStep child : step.children()) {
            render(child, depth + 1, out);
        }
    }

}
