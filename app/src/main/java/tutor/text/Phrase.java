package tutor.text;

import java.util.List;
import java.util.function.Function;

/**
 * Something to say, kept as a key and its arguments until it is shown, so one message (a
 * problem in a scenario file, a failed check) can be read in whichever language the reader
 * picks: {@code Phrase.of("problem", "node.not-list", what).in("fr")}. An argument may itself be
 * a phrase (worded in the same language), or any value ICU formats (numbers, text).
 */
public interface Phrase {

    /** The words in a language the tutor speaks ({@link Texts#LANGUAGES}, or {@link Texts#PSEUDO}). */
    String in(String language);

    /** A text of a family of {@link Texts}, with its arguments. */
    static Phrase of(String family, String key, Object... args) {
        return new Keyed(family, key, List.of(args));
    }

    /**
     * Text that reads the same in every language: a name, a file path, a YAML key, or a message from
     * outside the tutor (a library's error) that has no translation.
     */
    static Phrase literal(String text) {
        return new Literal(text);
    }

    /** Words that another part of the tutor puts together per language (the rulebook's titles, a position's problems). */
    static Phrase by(Function<String, String> wording) {
        return wording::apply;
    }

    /** A phrase made of parts, each worded in the reader's language and joined by {@code separator}. */
    static Phrase join(String separator, List<Phrase> parts) {
        return lang -> String.join(separator, parts.stream().map(p -> p.in(lang)).toList());
    }

    /** A text of a family, resolved lazily; its phrase arguments are worded in the same language. */
    record Keyed(String family, String key, List<Object> args) implements Phrase {
        public Keyed {
            args = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(args));
        }

        @Override
        public String in(String language) {
            Object[] values = args.toArray();
            for (int i = 0; i < values.length; i++) {
                if (values[i] instanceof Phrase p) {
                    // A phrase inside a pseudo text is marked where it stands, like every other text.
                    values[i] = p.in(language);
                }
            }
            return Texts.of(family, language).get(key, values);
        }

        @Override
        public String toString() {
            return in("en");
        }
    }

    /** Text shown as it is in every language. */
    record Literal(String text) implements Phrase {
        @Override
        public String in(String language) {
            return text;
        }

        @Override
        public String toString() {
            return text;
        }
    }
}
