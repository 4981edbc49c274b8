package tutor.drills;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Glicko-2 against the worked example of Glickman's paper "Example of the Glicko-2 system". */
class Glicko2Test {

    @Test
    void thePapersWorkedExample() {
        Glicko2.Rating player = new Glicko2.Rating(1500, 200, 0.06);
        Glicko2.Rating after = Glicko2.update(player, List.of(
                new Glicko2.Game(new Glicko2.Rating(1400, 30, 0.06), 1),
                new Glicko2.Game(new Glicko2.Rating(1550, 100, 0.06), 0),
                new Glicko2.Game(new Glicko2.Rating(1700, 300, 0.06), 0)));
        assertThat(after.rating()).isCloseTo(1464.06, within(0.01));
        assertThat(after.deviation()).isCloseTo(151.52, within(0.01));
        // The paper prints 0.05999 (0.059996 before it cuts the digits).
        assertThat(after.volatility()).isCloseTo(0.05999, within(0.00001));
    }

    @Test
    void aPeriodWithoutGamesOnlyWidensTheDeviation() {
        Glicko2.Rating r = new Glicko2.Rating(1600, 100, 0.06);
        Glicko2.Rating idle = Glicko2.update(r, List.of());
        assertThat(idle.rating()).isEqualTo(1600);
        assertThat(idle.deviation()).isCloseTo(Math.sqrt(100 * 100 / (Glicko2.SCALE * Glicko2.SCALE) + 0.0036) * Glicko2.SCALE, within(1e-9));
        assertThat(idle.deviation()).isGreaterThan(100);
    }

    @Test
    void beatingAStrongerOpponentGainsMoreThanBeatingAWeakerOne() {
        Glicko2.Rating me = Glicko2.Rating.NEW;
        double strong = Glicko2.update(me, List.of(new Glicko2.Game(new Glicko2.Rating(1800, 80, 0.06), 1))).rating();
        double weak = Glicko2.update(me, List.of(new Glicko2.Game(new Glicko2.Rating(1200, 80, 0.06), 1))).rating();
        assertThat(strong).isGreaterThan(weak).isGreaterThan(1500);
        assertThat(Glicko2.expected(new Glicko2.Rating(1700, 50, 0.06), new Glicko2.Rating(1500, 50, 0.06))).isBetween(0.7, 0.8);
    }
}
