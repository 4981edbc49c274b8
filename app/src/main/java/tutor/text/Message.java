package tutor.text;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One line of the lab's or a lesson's working, kept as what it says rather than its words: a
 * message of a text family ({@code lab}, {@code figures}) and its typed arguments (a sum of
 * money, a chance, a count, a board's name). Like a ruling's step, it is worded only when shown,
 * here and nowhere else, in the reader's language: {@code $52.52} and {@code 2.6260%} in English,
 * {@code 52,52 $} and {@code 2,6260 %} in French. Two messages are equal when they say the same
 * thing, so a test can compare the numbers of a French line with the English one's without
 * reading either.
 */
public record Message(String family, String key, List<Message.Arg> args) implements Phrase {

    public Message {
        args = List.copyOf(args);
    }

    /** A message of a family with its arguments (each an {@link Arg}; a whole number stands for a {@link Count}). */
    public static Message of(String family, String key, Object... args) {
        List<Arg> typed = new ArrayList<>();
        for (Object a : args) {
            typed.add(arg(a));
        }
        return new Message(family, key, typed);
    }

    private static Arg arg(Object a) {
        if (a instanceof Arg t) {
            return t;
        } else if (a instanceof Integer n) {
            return new Count(n);
        } else if (a instanceof Long n) {
            return new Count(n);
        } else if (a instanceof Message m) {
            return new Nested(m);
        }
        throw new IllegalArgumentException("not a typed argument: " + a + " (" + (a == null ? "null" : a.getClass().getSimpleName()) + ")");
    }

    /** What a message speaks of; each kind is worded by {@link #in} in the reader's language. */
    public sealed interface Arg permits Money, Percent, Decimal, Count, PluralOf, Name, Code, Fraction, Nested, Joined, Listed { }

    /**
     * A sum of money in a currency ({@code $}, {@code тыс. ₽}), to {@code places} decimals; {@link #CENTS}
     * for cents where the sum has any ({@code $1,400}, {@code $52.52}).
     */
    public record Money(BigDecimal amount, String sign, int places) implements Arg {
        public static final int CENTS = -1;
    }

    /** A chance (0..1) as a percentage with {@code places} decimals. */
    public record Percent(double fraction, int places) implements Arg { }

    /** A number with {@code places} decimals. */
    public record Decimal(BigDecimal value, int places) implements Arg { }

    /** A whole number: plural forms are chosen by it. */
    public record Count(long value) implements Arg { }

    /**
     * The plural category ("one", "few", "other"…) of a decimal as it is shown, for a {@code select} that words
     * its unit: French says "1,25 an" but English "1.25 years", and ICU's own plural would drop the shown zeros.
     */
    public record PluralOf(BigDecimal shown) implements Arg { }

    /**
     * A name printed on a board ({@code Boardwalk}, a colour group) with its names in other languages;
     * a language without one keeps the printed name.
     */
    public record Name(String printed, Map<String, String> byLanguage) implements Arg {
        public Name {
            byLanguage = Map.copyOf(byLanguage);
        }
    }

    /** Words that read the same in every language: an id a file or a command line writes ({@code short}, {@code classic}). */
    public record Code(String text) implements Arg { }

    /** A chance as an exact fraction ({@code 14/36}), kept unreduced as the dice count it. */
    public record Fraction(long numerator, long denominator) implements Arg { }

    /** A message inside a message (one clause of a longer line). */
    public record Nested(Message message) implements Arg { }

    /**
     * Several arguments in a row, joined by a sign that reads the same in every language ({@code " + "}); with no
     * separator, as separate items one after another, by the language's semicolon ({@link Lists#series}).
     */
    public record Joined(String separator, List<Arg> parts) implements Arg {
        public Joined {
            parts = List.copyOf(parts);
        }
    }

    /** Several arguments as a list in a sentence, joined by the reader's language ("A and B", "A et B", "A и B"; {@link Lists}). */
    public record Listed(List<Arg> parts) implements Arg {
        public Listed {
            parts = List.copyOf(parts);
        }
    }

    public static Arg listed(List<? extends Arg> parts) {
        return new Listed(List.copyOf(parts));
    }

    public static Arg money(BigDecimal amount, String sign) {
        return new Money(amount, sign, Money.CENTS);
    }

    public static Arg money(long amount, String sign) {
        return new Money(BigDecimal.valueOf(amount), sign, Money.CENTS);
    }

    public static Arg money(BigDecimal amount, String sign, int places) {
        return new Money(amount, sign, places);
    }

    public static Arg percent(double fraction, int places) {
        return new Percent(fraction, places);
    }

    public static Arg decimal(BigDecimal value, int places) {
        return new Decimal(value, places);
    }

    public static Arg decimal(double value, int places) {
        return new Decimal(new BigDecimal(value), places);
    }

    /** The plural category of a decimal as shown (same scale as the {@link #decimal} beside it). */
    public static Arg pluralOf(BigDecimal shown) {
        return new PluralOf(shown);
    }

    public static Arg code(String text) {
        return new Code(text);
    }

    public static Arg joined(String separator, List<? extends Arg> parts) {
        return new Joined(separator, List.copyOf(parts));
    }

    /** Separate items one after another, by the reader's semicolon ("A; B", «A ; B»). */
    public static Arg series(List<? extends Arg> parts) {
        return new Joined(null, List.copyOf(parts));
    }

    /** The line in a language: the family's template for the key, each argument worded in that language. */
    @Override
    public String in(String language) {
        Object[] values = new Object[args.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = value(args.get(i), language);
        }
        return Texts.of(family, language).get(key, values);
    }

    /** An argument as ICU's MessageFormat takes it: a count stays a number (for plurals), the rest are words. */
    private static Object value(Arg a, String language) {
        return a instanceof Count c ? (Object) c.value() : words(a, language);
    }

    /** An argument in words. */
    static String words(Arg a, String language) {
        String lang = Texts.LANGUAGES.contains(language) ? language : "en";
        if (a instanceof Money m) {
            return m.places() == Money.CENTS ? Amount.money(m.amount(), m.sign()).in(language)
                    : Amount.money(m.amount(), m.sign(), m.places()).in(language);
        } else if (a instanceof Percent p) {
            return Amount.percent(p.fraction(), p.places()).in(language);
        } else if (a instanceof Decimal d) {
            return Numbers.decimal(d.value(), d.places(), lang);
        } else if (a instanceof Count c) {
            return Numbers.whole(c.value(), lang);
        } else if (a instanceof PluralOf p) {
            return Numbers.category(p.shown(), lang);
        } else if (a instanceof Name n) {
            return n.byLanguage().getOrDefault(lang, n.printed());
        } else if (a instanceof Code c) {
            return c.text();
        } else if (a instanceof Fraction f) {
            return Numbers.whole(f.numerator(), lang) + "/" + Numbers.whole(f.denominator(), lang);
        } else if (a instanceof Nested n) {
            return n.message().in(language);
        }
        if (a instanceof Listed l) {
            return Lists.and(l.parts().stream().map(p -> words(p, language)).toList(), lang);
        }
        Joined j = (Joined) a;
        List<String> parts = new ArrayList<>();
        for (Arg p : j.parts()) {
            parts.add(words(p, language));
        }
        return j.separator() == null ? Lists.series(parts, lang) : String.join(j.separator(), parts);
    }

    @Override
    public String toString() {
        return in("en");
    }
}
