package tutor.analysis;

/**
 * An exact chance as a fraction of whole numbers, for the odds a lesson states as the dice count them
 * ({@code 14/36}, {@code 1/576}). Kept reduced; {@link #over} writes it over a chosen denominator.
 * Overflow fails loudly (the chances of one throw and a few cards stay far from it).
 */
public record Ratio(long numerator, long denominator) {

    public static final Ratio ZERO = new Ratio(0, 1);
    public static final Ratio ONE = new Ratio(1, 1);

    public Ratio {
        if (denominator <= 0) {
            throw new IllegalArgumentException("a chance's denominator is positive, not " + denominator);
        }
        long g = gcd(Math.abs(numerator), denominator);
        if (g > 1) {
            numerator /= g;
            denominator /= g;
        }
    }

    public static Ratio of(long numerator, long denominator) {
        return new Ratio(numerator, denominator);
    }

    public Ratio plus(Ratio o) {
        long l = lcm(denominator, o.denominator);
        return new Ratio(Math.addExact(Math.multiplyExact(numerator, l / denominator), Math.multiplyExact(o.numerator, l / o.denominator)), l);
    }

    public Ratio times(Ratio o) {
        return new Ratio(Math.multiplyExact(numerator, o.numerator), Math.multiplyExact(denominator, o.denominator));
    }

    public Ratio divide(long n) {
        return new Ratio(numerator, Math.multiplyExact(denominator, n));
    }

    /** The numerator this chance has over {@code d}, which must be a multiple of its denominator. */
    public long over(long d) {
        if (d % denominator != 0) {
            throw new IllegalArgumentException(this + " cannot be written over " + d);
        }
        return numerator * (d / denominator);
    }

    public double value() {
        return (double) numerator / denominator;
    }

    public boolean isZero() {
        return numerator == 0;
    }

    static long lcm(long a, long b) {
        return Math.multiplyExact(a / gcd(a, b), b);
    }

    static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a == 0 ? 1 : a;
    }

    @Override
    public String toString() {
        return numerator + "/" + denominator;
    }
}
