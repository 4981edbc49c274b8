package tutor.trace;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An edition's own words for the classic ones, applied to whole words in rulings: the Boutique
 * Edition says "boutique" and "mall" where the classic rules say "house" and "hotel".
 */
public final class Wording {

    public static final Wording NONE = new Wording(Map.of());

    private final Map<String, String> words;
    private final Pattern pattern;

    public Wording(Map<String, String> words) {
        this.words = Map.copyOf(words);
        this.pattern = words.isEmpty() ? null
                : Pattern.compile("\\b(" + String.join("|", words.keySet().stream().map(Pattern::quote).toList()) + ")\\b");
    }

    public boolean isEmpty() {
        return words.isEmpty();
    }

    public Map<String, String> words() {
        return words;
    }

    /** The classic words back for this edition's own (to compare rulings across editions on their substance). */
    public Wording inverse() {
        Map<String, String> back = new java.util.LinkedHashMap<>();
        words.forEach((classic, own) -> back.putIfAbsent(own, classic));
        return new Wording(back);
    }

    /** The text with every listed whole word replaced. */
    public String apply(String text) {
        if (pattern == null || text == null || text.isEmpty()) {
            return text;
        }
        Matcher m = pattern.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(words.get(m.group(1))));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** A message in these words, where it was written by hand (templates name the edition's words themselves). */
    public Msg apply(Msg m) {
        if (pattern == null || !Msg.RAW.equals(m.id())) {
            return m;
        }
        return Msg.raw(apply(((Arg.Text) m.args().get("text")).text()));
    }

    /** A tracer that writes every hand-written step in these words. */
    public Tracer over(Tracer t) {
        if (pattern == null) {
            return t;
        }
        return new Tracer() {
            public boolean on() { return t.on(); }
            public Step step(StepKind kind, String ruleId, Msg text) { return t.step(kind, ruleId, apply(text)); }
            public void close() { t.close(); }
            public void source(String rulesetId, String source) { t.source(rulesetId, source); }
            public void given(Msg label, Msg value) { t.given(apply(label), apply(value)); }
            public void calc(Msg arithmetic) { t.calc(apply(arithmetic)); }
            public void outcome(Msg result) { t.outcome(apply(result)); }
            public void effect(Effect effect) {
                t.effect(effect instanceof Effect.StatusChanged c ? new Effect.StatusChanged(c.subject(), apply(c.what())) : effect);
            }
            public Trace freeze() { return t.freeze(); }
        };
    }
}
