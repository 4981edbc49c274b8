package tutor.lesson;

import java.math.BigDecimal;
import java.util.List;
import tutor.sim.GameRecord;
import tutor.sim.SimulationReport;
import tutor.sim.Stats;
import tutor.text.Message;
import tutor.text.Amount;
import tutor.text.Phrase;
import tutor.text.Texts;

/**
 * Ruin measured in a simulate step's games, so that going bankrupt is told apart from simply not
 * winning: the share of a strategy's seats that went bankrupt within the first {@code rounds} rounds
 * (each seat counted by its own turns), with its 95% interval, or the share that survived them; and the
 * share of games that ended with a winner before the cap.
 *
 * @param strategy a strategy of the games ({@code all} for {@code finished})
 * @param part     {@code ruin}, {@code ruin-low}, {@code ruin-high}, {@code survival}, {@code finished},
 *                 {@code finished-low} or {@code finished-high}
 */
public record SimulatedRuin(SimSpec games, String strategy, int rounds, String part) implements Computation.Worked {

    public static final List<String> PARTS = List.of("ruin", "ruin-low", "ruin-high", "survival", "finished", "finished-low", "finished-high");

    public String ruleset() {
        return games.ruleset();
    }

    public Unit unit() {
        return Unit.PERCENT;
    }

    public Basis basis() {
        return Basis.MODEL;
    }

    public Phrase said() {
        return Phrase.of("figures", "figure.ruin", part, strategy, rounds, games.games(), games.seed());
    }

    @Override
    public Figures.Computed work(LessonLab lab) {
        SimulationReport report = lab.simulation(games);
        int cap = report.spec().capRounds();
        if (part.startsWith("finished")) {
            int n = report.played();
            int won = n - report.capped();
            double[] ci = Stats.wilson(won, n);
            List<Message> why = List.of(Figures.say("finished", won, n, cap, pct(won, n)),
                    Figures.say("ruin.interval", Message.percent(ci[0], 1), Message.percent(ci[1], 1)),
                    Figures.say("ruin.model", games.seed(), cap));
            return new Figures.Computed(value(part.replace("finished", "rate"), won, n, ci), why);
        }
        if (rounds > cap) {
            throw new IllegalArgumentException("the games stop after " + cap + " rounds; ask about " + cap + " rounds or fewer");
        }
        int seats = 0;
        int ruined = 0;
        for (GameRecord g : lab.records(games)) {
            for (int seat = 0; seat < g.strategies().size(); seat++) {
                if (g.strategies().get(seat).equals(strategy)) {
                    seats++;
                    final int s = seat;
                    if (g.bankruptcies().stream().anyMatch(b -> b.seat() == s && b.round() <= rounds)) {
                        ruined++;
                    }
                }
            }
        }
        if (seats == 0) {
            throw new IllegalArgumentException("no strategy '" + strategy + "' in these games");
        }
        double[] ci = Stats.wilson(ruined, seats);
        List<Message> why = List.of(Figures.say("ruin.count", StrategyWords.arg(strategy, lab.table(ruleset()).board().currency()), seats, report.played(), ruined, rounds, pct(ruined, seats)),
                Figures.say("ruin.interval", Message.percent(ci[0], 1), Message.percent(ci[1], 1)),
                Figures.say("ruin.model", games.seed(), cap));
        if (part.equals("survival")) {
            return new Figures.Computed(LessonLab.percentOf(seats - ruined, seats), why);
        }
        return new Figures.Computed(value(part.replace("ruin", "rate"), ruined, seats, ci), why);
    }

    private static BigDecimal value(String which, int k, int n, double[] ci) {
        return switch (which) {
            case "rate-low" -> LessonLab.exact(100 * ci[0]);
            case "rate-high" -> LessonLab.exact(100 * ci[1]);
            default -> LessonLab.percentOf(k, n);
        };
    }

    private static Message.Arg pct(int k, int n) {
        return Message.percent(n == 0 ? 0 : (double) k / n, 1);
    }
}
