package tutor.classroom;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * A token bucket per key (an address for joins, a learner for answers): {@code burst} requests at
 * once, then one every {@code 1/perSecond} seconds. Bounded: at most {@code maxKeys} keys are kept,
 * the oldest dropped first, so a flood of addresses cannot fill the memory.
 */
public final class RateLimiter {

    private static final int MAX_KEYS = 10_000;

    private final double burst;
    private final double perNano;
    private final LongSupplier nanos;
    private final Map<Object, double[]> buckets = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Object, double[]> eldest) {
            return size() > MAX_KEYS;
        }
    };

    public RateLimiter(int burst, double perSecond) {
        this(burst, perSecond, System::nanoTime);
    }

    RateLimiter(int burst, double perSecond, LongSupplier nanos) {
        this.burst = burst;
        this.perNano = perSecond / 1e9;
        this.nanos = nanos;
    }

    /** Takes one request for {@code key}: true when allowed. */
    public synchronized boolean allow(Object key) {
        long now = nanos.getAsLong();
        double[] b = buckets.computeIfAbsent(key, k -> new double[] {burst, now});
        b[0] = Math.min(burst, b[0] + (now - (long) b[1]) * perNano);
        b[1] = now;
        if (b[0] < 1) {
            return false;
        }
        b[0] -= 1;
        return true;
    }

    /** Whether {@code key} has no request left now, without taking one (a key never seen has its whole burst). */
    public synchronized boolean blocked(Object key) {
        double[] b = buckets.get(key);
        if (b == null) {
            return false;
        }
        return Math.min(burst, b[0] + (nanos.getAsLong() - (long) b[1]) * perNano) < 1;
    }
}
