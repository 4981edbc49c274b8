package tutor.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.edition.Board;
import tutor.rules.edition.ColorGroup;
import tutor.rules.edition.RuleSet;

/** Where one throw from a square ends, as exact fractions; and the rolls a lap takes, from the chain. */
class NextThrowTest {

    private static NextThrow from(String ruleset, int square) {
        RuleSet rules = Bundle.get().ruleset(ruleset);
        return NextThrow.from(Bundle.get().board(rules), rules, Bundle.get().cardSets().get(rules.cardsId()), square);
    }

    private static ColorGroup group(Board b, String id) {
        return b.groups().stream().filter(g -> g.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void fromJailTheDiceReachTheOrangeGroupOn14ThrowsOf36() {
        NextThrow n = from("classic", 10);
        ColorGroup orange = group(n.board(), "orange");
        // 6 (St. James Place: 5 ways), 8 (Tennessee Avenue: 5 ways), 9 (New York Avenue: 4 ways).
        assertThat(n.reached(orange)).isEqualTo(Ratio.of(14, 36));
        // A 12 reaches Chance at 22; one card in 16 sends the token back three squares, onto New York Avenue.
        assertThat(n.ends(orange)).isEqualTo(Ratio.of(14, 36).plus(Ratio.of(1, 36 * 16)));
        assertThat(n.ends(orange).over(576)).isEqualTo(225);
        assertThat(n.commonDenominator()).isEqualTo(576);
        // Every throw ends somewhere, In Jail included (Chance's Go To Jail card from 22; Community Chest's from 17).
        Ratio all = n.inJail();
        Ratio reached = Ratio.ZERO;
        for (int i = 0; i < 40; i++) {
            all = all.plus(n.ends()[i]);
            reached = reached.plus(n.reached()[i]);
        }
        assertThat(all).isEqualTo(Ratio.ONE);
        assertThat(reached).isEqualTo(Ratio.ONE);
        assertThat(n.inJail()).isEqualTo(Ratio.of(6, 36 * 16).plus(Ratio.of(1, 36 * 16)));
    }

    @Test
    void oneDieOnJuniorsBoard() {
        NextThrow n = from("junior", 0);
        assertThat(n.outcomes()).isEqualTo(6);
        for (int i = 1; i <= 6; i++) {
            assertThat(n.reached()[i]).isEqualTo(Ratio.of(1, 6));
        }
        assertThat(n.inJail()).isEqualTo(Ratio.ZERO);
    }

    @Test
    void aLapTakesTheRollsTheChainSaysNotFortyOverSeven() {
        RuleSet rules = Bundle.get().ruleset("classic");
        Odds o = LandingChain.solve(Bundle.get().board(rules), rules, Bundle.get().cardSets().get(rules.cardsId()), JailStrategy.SHORT);
        // The dice move 7 a roll; Go To Jail (30 -> 10, back 20), the third doubles and the cards that send a token
        // back to Jail cost more ground than the cards that advance it gain.
        assertThat(o.advancePerRoll()).isBetween(6.9, 6.95);
        assertThat(o.rollsPerLap()).isBetween(5.75, 5.8).isGreaterThan(40 / 7.0);
        // A ring with no cards, no Jail and two dice would move exactly 7 a roll; Junior's one die 3.5 and its cards.
        RuleSet junior = Bundle.get().ruleset("junior");
        Odds j = LandingChain.solve(Bundle.get().board(junior), junior, Bundle.get().cardSets().get(junior.cardsId()), JailStrategy.SHORT);
        assertThat(j.rollsPerLap()).isBetween(32 / 7.0, 32 / 3.0);
    }
}
