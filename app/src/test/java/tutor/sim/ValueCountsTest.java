package tutor.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.List;
import org.junit.jupiter.api.Test;

class ValueCountsTest {

    private static ValueCounts of(List<Integer> values) {
        ValueCounts c = new ValueCounts();
        values.forEach(c::add);
        return c;
    }

    @Test
    void quartilesAreThoseOfEveryValue() {
        qt().forAll(lists().of(integers().between(-40_000, 60_000)).ofSizeBetween(1, 300))
                .checkAssert(values -> {
                    int[] all = values.stream().mapToInt(Integer::intValue).toArray();
                    ValueCounts c = of(values);
                    for (double q : new double[] {0, 0.25, 0.5, 0.75, 1}) {
                        assertThat(c.quantile(q)).isEqualTo(Stats.quantile(all, q));
                    }
                });
    }

    @Test
    void aMedianBetweenTwoValuesIsInterpolated() {
        assertThat(of(List.of(3000, 0, 1500, 1500)).quantile(0.5)).isEqualTo(1500.0);
        assertThat(of(List.of(0, 2815)).quantile(0.5)).isEqualTo(1407.5);
        assertThat(of(List.of(10, 20, 30, 40)).quantile(0.25)).isEqualTo(17.5);
    }

    @Test
    void farApartValuesAtBothEndsOfTheIntegers() {
        ValueCounts c = of(List.of(Integer.MAX_VALUE - 1, Integer.MAX_VALUE - 5, Integer.MAX_VALUE));
        assertThat(c.quantile(0)).isEqualTo(Integer.MAX_VALUE - 5.0);
        assertThat(c.quantile(1)).isEqualTo((double) Integer.MAX_VALUE);
        ValueCounts low = of(List.of(Integer.MIN_VALUE, Integer.MIN_VALUE + 7));
        assertThat(low.quantile(0.5)).isEqualTo(Integer.MIN_VALUE + 3.5);
    }

    @Test
    void nothingCountedHasNoQuantile() {
        assertThat(new ValueCounts().quantile(0.5)).isNaN();
    }
}
