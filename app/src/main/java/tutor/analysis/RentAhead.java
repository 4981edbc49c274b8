package tutor.analysis;

import java.util.ArrayList;
import java.util.List;
import tutor.rules.edition.Board;
import tutor.rules.state.GameState;
import tutor.rules.state.PlayerState;

/**
 * The rent a player may meet before GO: the money the next stretch of the board is likely to cost,
 * which the salary at GO then makes good. The coach states it before a purchase, a build, a bid or
 * a mortgage.
 *
 * <p>Precisely: the token starts on the player's square (the Jail square for a player in Jail, as
 * if leaving at once) and moves by throws of the edition's dice, each outcome equally likely, until
 * it reaches or passes GO or goes to Jail. A throw ends on a square as on the board: Go To Jail
 * ends the stretch; on Chance or Community Chest each card of the deck is equally likely (as in the
 * lab's landing odds), and a card that moves the token forward onto or past GO ends the stretch,
 * while one that moves it back or elsewhere short of GO goes on from there. Doubles throw again,
 * and the edition's last doubles in a row go to Jail, counting those already thrown this turn.
 * Every stop on a deed another player holds costs the rent the referee would charge now
 * ({@link RentProbe}: today's owners, buildings, mortgages, an owner in Jail, the edition's rules;
 * a utility with the total of that throw; a nearest-railroad card's multiple; a nearest-utility
 * card's multiplier times a fresh throw). The <b>expected rent</b> is the sum over every possible
 * stop of its chance times its rent. The <b>chance of a rent above an amount</b> is the chance that
 * at least one stop on the way costs more than that amount. Not modelled: play against the arrows
 * (the seminary rules' reversal; no figure is given then), and the seminary rules' special dice (the
 * sum is used).
 */
public final class RentAhead {

    /** Chance left on the board below which the stretch is taken as finished. */
    private static final double EPSILON = 1e-13;
    private static final int MAX_THROWS = 400;

    private final Board board;
    private final int n;
    private final int doublesLimit;
    private final int start;
    private final boolean available;
    /** Per state (square x doubles so far), every way its throw can end. */
    private final List<List<Outcome>> outcomes = new ArrayList<>();

    /**
     * One end of a throw from a state: its chance, the deed stopped on (or -1), the rents it may cost
     * with their chances (one rent, or several for a fresh throw), and the next state (-1: the stretch ends).
     */
    private record Outcome(double chance, int deed, int[] rents, double[] weights, int next) {
        double expected() {
            double e = 0;
            for (int i = 0; i < rents.length; i++) {
                e += rents[i] * weights[i];
            }
            return e;
        }

        double above(int cash) {
            double c = 0;
            for (int i = 0; i < rents.length; i++) {
                if (rents[i] > cash) {
                    c += weights[i];
                }
            }
            return c;
        }
    }

    /** What the stretch to GO may cost: the expected rent, the chance of one rent above the cash, and the dearest stop. */
    public record Figures(double expected, int cash, double chanceAbove, int dearestSpace, int dearestRent,
                          double dearestChance, boolean available) {
        /** No figure: play runs against the arrows. */
        static Figures none(int cash) {
            return new Figures(0, cash, 0, -1, 0, 0, false);
        }
    }

    private RentAhead(RentProbe probe, int seat) {
        GameState s = probe.state();
        this.board = s.board();
        this.n = board.size();
        this.available = !s.reversed();
        int dice = s.rules().dice();
        boolean jail = board.jailIndex() >= 0;
        this.doublesLimit = dice == 2 && jail ? Math.max(1, s.rules().doublesToJail()) : 1;
        PlayerState p = s.player(seat);
        int square = p.inJail() ? board.jailIndex() : p.position();
        int doubles = s.current() == seat && s.rollAgain() && !p.inJail() ? Math.min(s.doubles(), doublesLimit - 1) : 0;
        this.start = square * doublesLimit + doubles;
        Landings landings = new Landings(board, s.table().cards());
        for (int st = 0; st < n * doublesLimit; st++) {
            outcomes.add(available ? throwsFrom(probe, landings, seat, st / doublesLimit, st % doublesLimit, dice, jail) : List.of());
        }
    }

    /** The stretch to GO for the player at {@code seat}, with rents as the referee charges them now. */
    public static RentAhead of(RentProbe probe, int seat) {
        return new RentAhead(probe, seat);
    }

    public static RentAhead of(GameState s, int seat) {
        return new RentAhead(new RentProbe(s), seat);
    }

    private List<Outcome> throwsFrom(RentProbe probe, Landings landings, int seat, int square, int doubles, int dice,
                                     boolean jail) {
        List<Outcome> out = new ArrayList<>();
        int faces = dice == 1 ? 1 : 6;
        double each = dice == 1 ? 1.0 / 6 : 1.0 / 36;
        for (int a = 1; a <= 6; a++) {
            for (int b = 1; b <= faces; b++) {
                int total = dice == 1 ? a : a + b;
                boolean dbl = dice == 2 && a == b && jail;
                if (dbl && doubles + 1 >= doublesLimit) {
                    out.add(new Outcome(each, -1, new int[0], new double[0], -1)); // the last doubles: to Jail
                    continue;
                }
                if (landings.forwardPastGo(square, Math.floorMod(square + total, n))) {
                    out.add(new Outcome(each, -1, new int[0], new double[0], -1)); // reaches or passes GO
                    continue;
                }
                int nextDoubles = dbl ? doubles + 1 : 0;
                for (Landings.End e : landings.from(Math.floorMod(square + total, n))) {
                    double chance = each * e.chance();
                    if (e.space() == Landings.JAIL || e.passedGo()) {
                        out.add(new Outcome(chance, -1, new int[0], new double[0], -1));
                        continue;
                    }
                    int next = e.space() * doublesLimit + nextDoubles;
                    out.add(stop(probe, seat, e, total, chance, next, dice));
                }
            }
        }
        return out;
    }

    private Outcome stop(RentProbe probe, int seat, Landings.End e, int total, double chance, int next, int dice) {
        int deed = deedAt(e.space());
        if (deed < 0) {
            return new Outcome(chance, -1, new int[0], new double[0], next);
        }
        int rent = probe.rent(seat, deed, total);
        if (rent == 0) {
            return new Outcome(chance, deed, new int[0], new double[0], next);
        }
        return switch (e.how()) {
            case RAILROAD_CARD -> new Outcome(chance, deed, new int[] {rent * e.multiplier()}, new double[] {1}, next);
            case UTILITY_CARD -> freshThrow(chance, deed, e.multiplier(), dice, next);
            default -> new Outcome(chance, deed, new int[] {rent}, new double[] {1}, next);
        };
    }

    /** A nearest-utility card: the card's multiplier times a fresh throw of the dice, each total with its chance. */
    private static Outcome freshThrow(double chance, int deed, int multiplier, int dice, int next) {
        int lowest = dice == 1 ? 1 : 2;
        int highest = dice == 1 ? 6 : 12;
        int[] rents = new int[highest - lowest + 1];
        double[] weights = new double[rents.length];
        for (int t = lowest; t <= highest; t++) {
            rents[t - lowest] = multiplier * t;
            weights[t - lowest] = dice == 1 ? 1.0 / 6 : (6 - Math.abs(t - 7)) / 36.0;
        }
        return new Outcome(chance, deed, rents, weights, next);
    }

    private int deedAt(int space) {
        return board.space(space).kind().isDeed() ? board.space(space).deed() : -1;
    }

    /** The figures of the stretch for a player holding {@code cash}. */
    public Figures at(int cash) {
        if (!available) {
            return Figures.none(cash);
        }
        int states = n * doublesLimit;
        double[] all = new double[states];
        double[] safe = new double[states];
        all[start] = 1;
        safe[start] = 1;
        double expected = 0;
        double above = 0;
        double[] stops = new double[n];
        int[] dearest = new int[n];
        for (int round = 0; round < MAX_THROWS; round++) {
            double[] nextAll = new double[states];
            double[] nextSafe = new double[states];
            double left = 0;
            for (int st = 0; st < states; st++) {
                if (all[st] <= 0) {
                    continue;
                }
                for (Outcome o : outcomes.get(st)) {
                    double reach = all[st] * o.chance();
                    if (o.rents().length > 0) {
                        expected += reach * o.expected();
                        above += safe[st] * o.chance() * o.above(cash);
                        int space = board.deed(o.deed()).space();
                        stops[space] += reach;
                        dearest[space] = Math.max(dearest[space], o.rents()[o.rents().length - 1]);
                    }
                    if (o.next() >= 0) {
                        nextAll[o.next()] += reach;
                        nextSafe[o.next()] += safe[st] * o.chance() * (o.rents().length > 0 ? 1 - o.above(cash) : 1);
                        left += reach;
                    }
                }
            }
            all = nextAll;
            safe = nextSafe;
            if (left < EPSILON) {
                break;
            }
        }
        int best = -1;
        for (int space = 0; space < n; space++) {
            if (stops[space] > 0 && (best < 0 || dearest[space] > dearest[best])) {
                best = space;
            }
        }
        return new Figures(expected, cash, above, best, best < 0 ? 0 : dearest[best], best < 0 ? 0 : Math.min(1, stops[best]), true);
    }
}
