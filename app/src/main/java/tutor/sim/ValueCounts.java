package tutor.sim;

/**
 * Whole numbers kept as a count per value over the range seen so far, so that a quantile is exact (the same as
 * {@link Stats#quantile} of every value) while the memory is set by the range of the values (a net worth spans a few
 * tens of thousands of dollars) and never by how many were added. Not thread-safe: the tally adds under its lock.
 */
final class ValueCounts {

    private long[] counts = new long[0];
    /** The value counted at index 0. */
    private int lowest;
    private long size;

    void add(int value) {
        if (counts.length == 0) {
            counts = new long[64];
            lowest = (int) Math.max(Integer.MIN_VALUE, value - 32L);
        } else if (value < lowest || value - (long) lowest >= counts.length) {
            widen(value);
        }
        counts[value - lowest]++;
        size++;
    }

    /** Makes room for {@code value}, at least doubling the range so that widening is rare. */
    private void widen(int value) {
        long grown = 2L * counts.length;
        long low = lowest;
        long high = lowest + (long) counts.length - 1;
        if (value < lowest) {
            low = Math.max(Integer.MIN_VALUE, Math.min(value, high - grown + 1));
        } else {
            high = Math.min(Integer.MAX_VALUE, Math.max(value, low + grown - 1));
        }
        long length = high - low + 1;
        if (length > Integer.MAX_VALUE - 8) {
            throw new IllegalStateException("values spread over more than " + (Integer.MAX_VALUE - 8) + ": " + value);
        }
        long[] wider = new long[(int) length];
        System.arraycopy(counts, 0, wider, (int) (lowest - low), counts.length);
        counts = wider;
        lowest = (int) low;
    }

    /** The q-quantile (0..1) by linear interpolation between order statistics (type 7), as {@link Stats#quantile}. */
    double quantile(double q) {
        if (size == 0) {
            return Double.NaN;
        }
        double h = (size - 1) * q;
        long lo = (long) Math.floor(h);
        long hi = Math.min(size - 1, lo + 1);
        int atLo = nth(lo);
        int atHi = hi == lo ? atLo : nth(hi);
        return atLo + (h - lo) * (atHi - atLo);
    }

    /** The value of rank {@code rank} (0-based) in ascending order. */
    private int nth(long rank) {
        long seen = 0;
        for (int i = 0; i < counts.length; i++) {
            seen += counts[i];
            if (seen > rank) {
                return lowest + i;
            }
        }
        throw new IllegalArgumentException("rank " + rank + " of " + size);
    }
}
