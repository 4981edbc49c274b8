package tutor.analysis;

/**
 * The stationary distribution of a Markov chain: the row vector pi with pi P = pi and sum 1.
 * Solved directly (Gaussian elimination with partial pivoting on P^T - I, one equation replaced
 * by the sum), so the answer is exact to the last few bits of a double, with no iteration count
 * to tune. The chain must have one closed class; states outside it (never reached) get 0.
 */
final class Stationary {

    private Stationary() {
    }

    static double[] of(double[][] p) {
        int s = p.length;
        double[][] a = new double[s][s + 1];
        for (int i = 0; i < s; i++) {
            for (int j = 0; j < s; j++) {
                a[j][i] = p[i][j];
            }
            a[i][i] -= 1;
        }
        // The equations are dependent; replace the last by "the probabilities add up to 1".
        for (int j = 0; j < s; j++) {
            a[s - 1][j] = 1;
        }
        a[s - 1][s] = 1;
        for (int col = 0; col < s; col++) {
            int pivot = col;
            for (int r = col + 1; r < s; r++) {
                if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) {
                    pivot = r;
                }
            }
            double[] tmp = a[col];
            a[col] = a[pivot];
            a[pivot] = tmp;
            double d = a[col][col];
            if (Math.abs(d) < 1e-300) {
                throw new IllegalStateException("the chain has more than one closed class; no single long-run distribution");
            }
            double[] pr = a[col];
            for (int r = col + 1; r < s; r++) {
                double f = a[r][col] / d;
                if (f != 0) {
                    double[] rr = a[r];
                    for (int c = col; c <= s; c++) {
                        rr[c] -= f * pr[c];
                    }
                }
            }
        }
        double[] x = new double[s];
        for (int r = s - 1; r >= 0; r--) {
            double sum = a[r][s];
            for (int c = r + 1; c < s; c++) {
                sum -= a[r][c] * x[c];
            }
            x[r] = sum / a[r][r];
        }
        for (int i = 0; i < s; i++) {
            if (x[i] < 0 && x[i] > -1e-15) {
                x[i] = 0; // rounding on states that are never reached
            }
        }
        return x;
    }
}
