package tutor.analysis;

import java.util.List;
import tutor.rules.edition.Board;
import tutor.rules.edition.CardSet;
import tutor.rules.edition.RuleSet;
import tutor.rules.edition.SpaceKind;

/**
 * The landing odds of an edition as a Markov chain, built from its own data: the board, the
 * movement cards of its decks, and the dice, doubles and Jail values of its ruleset.
 *
 * <p>One step is one roll of the dice. A state is the space where the last roll ended with the
 * doubles thrown so far this turn (0 to doubles-to-jail - 1), or In Jail (one state for a player
 * who leaves at once; one per throw already failed for a player who stays). The classic board
 * with the long strategy has 40 x 3 + 3 = 123 states. The stationary distribution, summed over
 * the doubles count, is the chance that a roll ends on each space: Truman Collins' convention.
 *
 * <p>Modelled as the engine rules: three doubles in a row go to Jail without moving; doubles
 * earn another roll, also after a card moved the token; going to Jail ends the turn; a player
 * leaving Jail on doubles moves and does not throw again; after the last failed throw the fine is
 * paid and the token moves by that throw. A player who leaves at once throws as usual from the
 * Jail space (where leaving takes the whole turn, as under the seminary rules, the next roll is
 * still from that space, so the per-roll odds are the same). Not modelled: the seminary rules'
 * special dice (the plain total is used) and a reversed direction of play.
 */
public final class LandingChain {

    private final Board board;
    private final int n;
    private final int dice;
    private final int doublesLimit;
    private final int jail;
    private final int jailStates;
    private final boolean stayInJail;
    private final Landings landings;
    private final int states;

    private LandingChain(Board board, RuleSet rules, CardSet cards, JailStrategy strategy) {
        this.board = board;
        this.n = board.size();
        this.dice = rules.dice();
        this.jail = board.jailIndex();
        // Doubles matter only with two dice and a Jail to go to.
        this.doublesLimit = dice == 2 && jail >= 0 ? Math.max(1, rules.doublesToJail()) : 1;
        this.stayInJail = strategy == JailStrategy.LONG && rules.jailExitByDoubles() && dice == 2;
        this.jailStates = jail < 0 ? 0 : stayInJail ? Math.max(1, rules.jailTurns()) : 1;
        this.landings = new Landings(board, cards);
        this.states = n * doublesLimit + jailStates;
    }

    /** The landing odds of an edition (a ruleset on its board with its cards) for one Jail strategy. */
    public static Odds solve(Board board, RuleSet rules, CardSet cards, JailStrategy strategy) {
        return new LandingChain(board, rules, cards, strategy).solve(strategy);
    }

    private int state(int space, int doubles) {
        return space * doublesLimit + doubles;
    }

    private int jailState(int failed) {
        return n * doublesLimit + failed;
    }

    /** Accumulates, for one source state, where its roll goes and what the arrivals were. */
    private final class Row {
        final double[] to = new double[states];
        double endsTurn;
        // Arrival weights per space for this row (chance, chance x dice total, card multipliers).
        final double[] byThrow = new double[n];
        final double[] throwTotal = new double[n];
        final double[] railroadCard = new double[n];
        final double[] railroadCardWeighted = new double[n];
        final double[] utilityCard = new double[n];
        final double[] utilityCardWeighted = new double[n];
        /** Squares the token is expected to move on this roll (forward positive), GO included in the count. */
        double advance;

        void clear() {
            java.util.Arrays.fill(to, 0);
            java.util.Arrays.fill(byThrow, 0);
            java.util.Arrays.fill(throwTotal, 0);
            java.util.Arrays.fill(railroadCard, 0);
            java.util.Arrays.fill(railroadCardWeighted, 0);
            java.util.Arrays.fill(utilityCard, 0);
            java.util.Arrays.fill(utilityCardWeighted, 0);
            endsTurn = 0;
            advance = 0;
        }

        /** The token moves {@code total} from {@code from}; the next roll counts {@code nextDoubles}, or the turn ends. */
        void move(int from, int total, double chance, int nextDoubles, boolean turnGoesOn) {
            int at = Math.floorMod(from + total, n);
            for (Landings.End e : landings.from(at)) {
                double c = chance * e.chance();
                advance += c * (total + e.advance());
                if (e.space() == Landings.JAIL) {
                    to[jailState(0)] += c;
                    endsTurn += c;
                    continue;
                }
                boolean again = turnGoesOn || board.space(e.space()).kind() == SpaceKind.RIDE_AGAIN;
                to[state(e.space(), again && turnGoesOn ? nextDoubles : 0)] += c;
                if (!again) {
                    endsTurn += c;
                }
                switch (e.how()) {
                    case THROW -> {
                        byThrow[e.space()] += c;
                        throwTotal[e.space()] += c * total;
                    }
                    case RAILROAD_CARD -> {
                        railroadCard[e.space()] += c;
                        railroadCardWeighted[e.space()] += c * e.multiplier();
                    }
                    case UTILITY_CARD -> {
                        utilityCard[e.space()] += c;
                        utilityCardWeighted[e.space()] += c * e.multiplier();
                    }
                    case CARD -> { }
                }
            }
        }
    }

    private Odds solve(JailStrategy strategy) {
        double[][] p = new double[states][];
        double[] endsTurn = new double[states];
        double[][] byThrow = new double[states][];
        double[][] throwTotal = new double[states][];
        double[][] railroadCard = new double[states][];
        double[][] railroadCardWeighted = new double[states][];
        double[][] utilityCard = new double[states][];
        double[][] utilityCardWeighted = new double[states][];
        double[] advance = new double[states];
        Row row = new Row();
        for (int s = 0; s < states; s++) {
            row.clear();
            fill(s, row);
            p[s] = row.to.clone();
            endsTurn[s] = row.endsTurn;
            byThrow[s] = row.byThrow.clone();
            throwTotal[s] = row.throwTotal.clone();
            railroadCard[s] = row.railroadCard.clone();
            railroadCardWeighted[s] = row.railroadCardWeighted.clone();
            utilityCard[s] = row.utilityCard.clone();
            utilityCardWeighted[s] = row.utilityCardWeighted.clone();
            advance[s] = row.advance;
        }
        double[] pi = Stationary.of(p);
        double[] landing = new double[n];
        for (int space = 0; space < n; space++) {
            for (int d = 0; d < doublesLimit; d++) {
                landing[space] += pi[state(space, d)];
            }
        }
        double inJail = 0;
        for (int j = 0; j < jailStates; j++) {
            inJail += pi[jailState(j)];
        }
        double turnsPerRoll = 0;
        double advancePerRoll = 0;
        double[] aThrow = new double[n];
        double[] aTotal = new double[n];
        double[] aRail = new double[n];
        double[] aRailWeighted = new double[n];
        double[] aUtil = new double[n];
        double[] aUtilWeighted = new double[n];
        for (int s = 0; s < states; s++) {
            turnsPerRoll += pi[s] * endsTurn[s];
            advancePerRoll += pi[s] * advance[s];
            for (int space = 0; space < n; space++) {
                aThrow[space] += pi[s] * byThrow[s][space];
                aTotal[space] += pi[s] * throwTotal[s][space];
                aRail[space] += pi[s] * railroadCard[s][space];
                aRailWeighted[space] += pi[s] * railroadCardWeighted[s][space];
                aUtil[space] += pi[s] * utilityCard[s][space];
                aUtilWeighted[space] += pi[s] * utilityCardWeighted[s][space];
            }
        }
        return new Odds(board, strategy, dice, landing, jail >= 0, inJail, 1 / turnsPerRoll, advancePerRoll,
                aThrow, aTotal, aRail, aRailWeighted, aUtil, aUtilWeighted, states);
    }

    /** The roll made from state {@code s}. */
    private void fill(int s, Row row) {
        if (s >= n * doublesLimit) {
            int failed = s - n * doublesLimit;
            if (!stayInJail) {
                fillOnBoard(jail, 0, row);      // pays (or uses a card) and throws as usual
            } else {
                fillStaying(failed, row);
            }
            return;
        }
        fillOnBoard(s / doublesLimit, s % doublesLimit, row);
    }

    /** An ordinary roll from a space, with {@code doubles} thrown before it this turn. */
    private void fillOnBoard(int space, int doubles, Row row) {
        if (dice == 1) {
            for (int a = 1; a <= 6; a++) {
                row.move(space, a, 1.0 / 6, 0, false);
            }
            return;
        }
        for (int a = 1; a <= 6; a++) {
            for (int b = 1; b <= 6; b++) {
                double c = 1.0 / 36;
                boolean dbl = a == b && jail >= 0;
                if (dbl && doubles + 1 >= doublesLimit) {
                    row.to[jailState(0)] += c;   // the last doubles in a row: straight to Jail, the throw not moved
                    row.endsTurn += c;
                    row.advance += c * landings.direct(space, jail);
                } else {
                    row.move(space, a + b, c, dbl ? doubles + 1 : 0, dbl);
                }
            }
        }
    }

    /** A throw for doubles in Jail after {@code failed} failed throws. */
    private void fillStaying(int failed, Row row) {
        for (int a = 1; a <= 6; a++) {
            for (int b = 1; b <= 6; b++) {
                double c = 1.0 / 36;
                if (a == b || failed + 1 >= jailStates) {
                    row.move(jail, a + b, c, 0, false); // out on doubles, or the fine forced: moves, no throw again
                } else {
                    row.to[jailState(failed + 1)] += c;
                    row.endsTurn += c;
                }
            }
        }
    }

    /** The spaces in order, for callers that want names. */
    List<tutor.rules.edition.Space> spaces() {
        return board.spaces();
    }
}
