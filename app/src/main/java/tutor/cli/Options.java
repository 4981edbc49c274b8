package tutor.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tutor.text.Phrase;

/** {@code --name value} options and plain arguments, checked against the names a command takes. */
final class Options {

    private final Map<String, String> values;
    private final List<String> arguments;

    private Options(Map<String, String> values, List<String> arguments) {
        this.values = values;
        this.arguments = arguments;
    }

    static Options parse(List<String> args, List<String> allowed) {
        Map<String, String> values = new LinkedHashMap<>();
        List<String> plain = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.startsWith("--")) {
                String name = a.substring(2);
                if (!allowed.contains(name)) {
                    throw new UsageException(allowed.isEmpty() ? Phrase.of("cli", "error.option-unknown", a)
                            : Phrase.of("cli", "error.option-unknown-of", a, "--" + String.join(", --", allowed)));
                }
                if (i + 1 >= args.size()) {
                    throw new UsageException(Phrase.of("cli", "error.option-value", a));
                }
                values.put(name, args.get(++i));
            } else {
                plain.add(a);
            }
        }
        return new Options(values, plain);
    }

    boolean has(String name) {
        return values.containsKey(name);
    }

    String get(String name, String fallback) {
        return values.getOrDefault(name, fallback);
    }

    int integer(String name, int fallback, int min, int max) {
        String v = values.get(name);
        if (v == null) {
            return fallback;
        }
        try {
            int n = Integer.parseInt(v);
            if (n < min || n > max) {
                throw new UsageException(Phrase.of("cli", "error.option-range", "--" + name, String.valueOf(min), String.valueOf(max), String.valueOf(n)));
            }
            return n;
        } catch (NumberFormatException e) {
            throw new UsageException(Phrase.of("cli", "error.option-whole", "--" + name, v));
        }
    }

    List<String> arguments() {
        return arguments;
    }
}
