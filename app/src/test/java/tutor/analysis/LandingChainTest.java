package tutor.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.edition.Board;
import tutor.rules.edition.CardSet;
import tutor.rules.edition.RuleSet;
import tutor.rules.edition.SpaceKind;

class LandingChainTest {

    static Odds odds(String ruleset, JailStrategy jail) {
        RuleSet rules = Bundle.get().ruleset(ruleset);
        Board board = Bundle.get().board(rules);
        CardSet cards = Bundle.get().cardSets().get(rules.cardsId());
        return LandingChain.solve(board, rules, cards, jail);
    }

    @Test
    void theClassicChainHas123StatesWithTheLongStrategyAnd121WithTheShort() {
        assertThat(odds("classic", JailStrategy.LONG).states()).isEqualTo(40 * 3 + 3);
        assertThat(odds("classic", JailStrategy.SHORT).states()).isEqualTo(40 * 3 + 1);
        assertThat(odds("classic", JailStrategy.SHORT).rows()).hasSize(41);
        Odds.Row inJail = odds("classic", JailStrategy.SHORT).rows().get(40);
        assertThat(inJail.inJail(odds("classic", JailStrategy.SHORT).board())).isTrue();
        assertThat(inJail.space()).isEqualTo("Jail"); // the square as the board prints it; "In Jail" is the lab's words
    }

    @Test
    void everyShippedEditionSolvesToADistributionWithNothingOnGoToJail() {
        for (String id : Bundle.get().rulesets().keySet()) {
            for (JailStrategy j : JailStrategy.values()) {
                Odds o = odds(id, j);
                assertThat(o.total()).as(id + " " + j).isCloseTo(1.0, within(1e-12));
                for (int i = 0; i < o.landing().length; i++) {
                    assertThat(o.landing()[i]).as(id + " space " + i).isBetween(0.0, 1.0);
                    if (o.board().space(i).kind() == SpaceKind.GO_TO_JAIL) {
                        assertThat(o.landing()[i]).isZero();
                    }
                }
            }
        }
    }

    @Test
    void monopolyJuniorThrowsOneDieAndHasNoJailRow() {
        Odds o = odds("junior", JailStrategy.SHORT);
        assertThat(o.hasJail()).isFalse();
        assertThat(o.rows()).hasSize(o.board().size());
        assertThat(o.states()).isEqualTo(o.board().size()); // one die: no doubles to count
        // Every space is reached, except the tram, which (like Go To Jail) never keeps a token: it goes on to the cafe.
        for (Odds.Row r : o.rows()) {
            if (o.board().space(r.index()).kind() == SpaceKind.TO_REST) {
                assertThat(r.percent()).as(r.space()).isZero();
            } else {
                assertThat(r.percent()).as(r.space()).isPositive();
            }
        }
    }

    @Test
    void stayingInJailPutsMoreRollsInJailAndFewerOnTheBoard() {
        Odds s = odds("classic", JailStrategy.SHORT);
        Odds l = odds("classic", JailStrategy.LONG);
        assertThat(l.inJail()).isGreaterThan(2 * s.inJail());
        assertThat(l.at(24)).isLessThan(s.at(24));
        // Rolls per turn: doubles roll again (1/6 chance each time, at most three rolls), fewer when waiting in Jail.
        assertThat(s.rollsPerTurn()).isBetween(1.15, 1.2);
        assertThat(l.rollsPerTurn()).isLessThan(s.rollsPerTurn());
    }

    @Test
    void withoutCardsOrJailTheOddsAreEven() {
        // Monopoly Junior's board has no card that moves a token and no Jail, but it has the tram to the cafe,
        // so instead check the classic dice alone: the walk over a ring with no jumps is uniform.
        double[][] p = new double[40][40];
        for (int i = 0; i < 40; i++) {
            for (int a = 1; a <= 6; a++) {
                for (int b = 1; b <= 6; b++) {
                    p[i][(i + a + b) % 40] += 1.0 / 36;
                }
            }
        }
        double[] pi = Stationary.of(p);
        for (double x : pi) {
            assertThat(x).isCloseTo(1.0 / 40, within(1e-14));
        }
    }

    @Test
    void theCardPrintingsBeforeAndAfter2008MoveTokensAlike() {
        RuleSet rules = Bundle.get().ruleset("classic");
        Board board = Bundle.get().board(rules);
        Odds before = LandingChain.solve(board, rules, Bundle.get().cardSets().get("us-pre2008"), JailStrategy.SHORT);
        Odds after = LandingChain.solve(board, rules, Bundle.get().cardSets().get("us-2008"), JailStrategy.SHORT);
        for (int i = 0; i < 40; i++) {
            assertThat(after.at(i)).isCloseTo(before.at(i), within(1e-12));
        }
    }

    @Test
    void theShortJailFiguresNamedInTheIssueHold() {
        // The issue's worked example: "2.63% x $2,000 = $52.52 per opponent roll" for Boardwalk with a hotel.
        Odds o = odds("classic", JailStrategy.SHORT);
        assertThat(o.percent(39)).isCloseTo(2.626, within(0.0005));
        assertThat(o.percent(39) / 100 * 2000).isCloseTo(52.52, within(0.005));
        // Illinois Avenue is the most landed-on space apart from Jail, under both strategies.
        for (JailStrategy j : JailStrategy.values()) {
            Odds x = odds("classic", j);
            for (int i = 0; i < 40; i++) {
                if (i != 24 && i != 10) {
                    assertThat(x.at(i)).as(j + " space " + i).isLessThan(x.at(24));
                }
            }
        }
    }
}
