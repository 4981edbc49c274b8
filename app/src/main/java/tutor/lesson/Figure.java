package tutor.lesson;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

/**
 * A number a lesson states, with what the tutor computes for it. The file writes the value it
 * expects ({@code expect}); {@code check} recomputes it and fails when the two differ at the
 * precision written, so a change in the data that moves a number fails the build.
 *
 * @param id      the name text uses for it: {@code {{id}}}
 * @param line    where it is written (1-based)
 * @param stated  the value as the file writes it; its decimals are the precision shown and compared
 * @param label   what the number is, in the lesson's words for learners (the handout's table of numbers
 *                prints it instead of the computation's own description); null when the lesson gives none
 */
public record Figure(String id, int line, Computation compute, BigDecimal stated, Text label) {

    public Figure(String id, int line, Computation compute, BigDecimal stated) {
        this(id, line, compute, stated, null);
    }

    /**
     * A computed value: the number (unrounded: the file's precision is applied only when it is compared or
     * shown), its unit and basis, and how it was worked out, as messages worded in any language; {@code language}
     * is the one it was asked in, which {@link #explanation()} speaks.
     */
    public record Value(BigDecimal number, Unit unit, Basis basis, List<tutor.text.Message> why, String language) {
        public Value {
            why = List.copyOf(why);
        }

        /** How it was worked out, line by line, in the language it was asked in. */
        public List<String> explanation() {
            return explanation(language);
        }

        /** How it was worked out, line by line, in a language (en, fr, ru). */
        public List<String> explanation(String lang) {
            return why.stream().map(m -> m.in(lang)).toList();
        }
    }

    public Unit unit() {
        return compute.unit();
    }

    public Basis basis() {
        return compute.basis();
    }

    /** True when the computed number, rounded to the precision the file writes, is what it states. */
    public boolean agrees(BigDecimal computed) {
        return computed.setScale(Math.max(0, stated.scale()), RoundingMode.HALF_EVEN).compareTo(stated) == 0;
    }

    /** The computed number at the file's precision, for a message saying what it should state. */
    public BigDecimal atStatedPrecision(BigDecimal computed) {
        return computed.setScale(Math.max(0, stated.scale()), RoundingMode.HALF_EVEN);
    }
}
