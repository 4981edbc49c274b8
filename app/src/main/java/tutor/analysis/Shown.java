package tutor.analysis;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.List;

/**
 * How finely a number of the lab's working is shown, so that the arithmetic printed beside it can be
 * redone by hand and gives the result printed. The lab computes from unrounded values and rounds only
 * for display; a sum per roll is shown to the cent unless the cent would make the printed division or
 * addition disagree with the printed result (Mediterranean Avenue alone earns $0.04263 a roll, and
 * {@code $60 / $0.04263 = 1,407.5}; to the cent it would read {@code $60 / $0.04 = 1,407.5}, which a
 * reader cannot redo).
 */
public final class Shown {

    /** The precision of every computation: 34 significant digits, far beyond what is shown. */
    public static final MathContext EXACT = MathContext.DECIMAL128;
    /** Money is shown to the cent at least. */
    public static final int CENTS = 2;
    /** Paybacks, in rolls or rounds, are shown to one decimal. */
    public static final int PAYBACK = 1;
    /** The finest a sum of money is ever shown (eight decimals; a rare sum of three parts needs seven to add up as shown). */
    private static final int FINEST = 8;

    private Shown() {
    }

    /** {@code a / b} to the working precision. */
    public static BigDecimal divide(BigDecimal a, BigDecimal b) {
        return a.divide(b, EXACT);
    }

    /** A value rounded for display, half to even, as every printed figure of the lab is. */
    public static BigDecimal round(BigDecimal v, int places) {
        return v.setScale(places, RoundingMode.HALF_EVEN);
    }

    /**
     * The decimals (at least the cent) at which {@code divisor} must be shown for {@code dividend / divisor},
     * worked with the shown divisor, to round to the same {@code quotientPlaces} decimals as the exact quotient.
     */
    public static int divisorPlaces(BigDecimal dividend, BigDecimal divisor, int quotientPlaces) {
        BigDecimal exact = round(divide(dividend, divisor), quotientPlaces);
        for (int p = CENTS; p < FINEST; p++) {
            BigDecimal shown = round(divisor, p);
            if (shown.signum() != 0 && round(divide(dividend, shown), quotientPlaces).compareTo(exact) == 0) {
                return p;
            }
        }
        return FINEST;
    }

    /**
     * How many decimals more than their least the factors of a product must be shown with, for the product
     * of the factors as shown to round, to {@code productPlaces}, as the exact product does: {@code 3 x 1.1866
     * x $0.6372 = $2.268} where {@code $0.64} would give $2.278. {@code places} gives each factor's least
     * decimals, or {@link #AS_IS} for a factor shown whole (a count, a printed rent). At most {@link #MORE}.
     */
    public static int morePlaces(List<BigDecimal> factors, List<Integer> places, BigDecimal exactProduct, int productPlaces) {
        BigDecimal exact = round(exactProduct, productPlaces);
        for (int k = 0; k < MORE; k++) {
            BigDecimal product = BigDecimal.ONE;
            for (int i = 0; i < factors.size(); i++) {
                product = product.multiply(places.get(i) == AS_IS ? factors.get(i) : round(factors.get(i), places.get(i) + k));
            }
            if (round(product, productPlaces).compareTo(exact) == 0) {
                return k;
            }
        }
        return MORE;
    }

    /** A factor shown as it is, with no rounding ({@link #morePlaces}). */
    public static final int AS_IS = -1;
    /** The most decimals {@link #morePlaces} adds. */
    public static final int MORE = 4;

    /** The decimals (at least {@code atLeast}) at which the parts, each rounded, add up to the rounded total. */
    public static int sumPlaces(List<BigDecimal> parts, int atLeast) {
        BigDecimal total = parts.stream().reduce(BigDecimal.ZERO, BigDecimal::add);
        for (int p = atLeast; p < FINEST; p++) {
            int places = p;
            BigDecimal shown = parts.stream().map(x -> round(x, places)).reduce(BigDecimal.ZERO, BigDecimal::add);
            if (shown.compareTo(round(total, p)) == 0) {
                return p;
            }
        }
        return Math.max(atLeast, FINEST);
    }
}
