package tutor.sim;

import java.util.Arrays;

/** The few statistics the reports need, written out so their definitions are plain. */
public final class Stats {

    /** z for a two-sided 95% interval. */
    public static final double Z95 = 1.959963984540054;

    private Stats() {
    }

    /**
     * The Wilson score interval for a proportion (95%): unlike the plain p +- z sqrt(p(1-p)/n), it
     * stays inside 0..1 and behaves for small counts and for rates near 0 or 1.
     *
     * @return {low, high}
     */
    public static double[] wilson(long successes, long trials) {
        if (trials == 0) {
            return new double[] {0, 1};
        }
        double n = trials;
        double p = successes / n;
        double z2 = Z95 * Z95;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = Z95 * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    /** The q-quantile (0..1) of the values, by linear interpolation between order statistics (type 7). */
    public static double quantile(int[] values, double q) {
        if (values.length == 0) {
            return Double.NaN;
        }
        int[] v = values.clone();
        Arrays.sort(v);
        double h = (v.length - 1) * q;
        int lo = (int) Math.floor(h);
        int hi = Math.min(v.length - 1, lo + 1);
        return v[lo] + (h - lo) * (v[hi] - v[lo]);
    }
}
