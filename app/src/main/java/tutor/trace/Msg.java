package tutor.trace;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a step says, without its words: a message id (a template in each language's catalogue)
 * and its named, typed arguments. Two messages are equal when they say the same thing, whatever
 * the language or the edition's words, which is how rulings are compared.
 */
public record Msg(String id, Map<String, Arg> args) {

    /** No message: a step with no arithmetic or no result. */
    public static final Msg NONE = new Msg("", Map.of());

    public Msg {
        args = args.isEmpty() ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(args));
    }

    public boolean isEmpty() {
        return id.isEmpty();
    }

    /**
     * A message from its id and alternating argument names and values. A value is an {@link Arg};
     * a number stands for {@link Arg.Num}, a {@link Msg} for a nested message, a string for
     * {@link Arg.Text}.
     */
    public static Msg of(String id, Object... namesAndValues) {
        if (namesAndValues.length == 0) {
            return new Msg(id, Map.of());
        }
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("message " + id + ": arguments come in name, value pairs");
        }
        Map<String, Arg> args = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            args.put((String) namesAndValues[i], arg(namesAndValues[i + 1]));
        }
        return new Msg(id, args);
    }

    private static Arg arg(Object value) {
        if (value instanceof Arg a) {
            return a;
        } else if (value instanceof Integer n) {
            return new Arg.Num(n);
        } else if (value instanceof Long n) {
            return new Arg.Num(n);
        } else if (value instanceof Msg m) {
            return new Arg.Message(m);
        } else if (value instanceof String s) {
            return new Arg.Text(s);
        }
        throw new IllegalArgumentException("not a message argument: " + value);
    }
}
