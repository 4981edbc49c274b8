package tutor.lesson;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import tutor.analysis.MortgageCost;
import tutor.analysis.NextThrow;
import tutor.analysis.Odds;
import tutor.analysis.Ratio;
import tutor.analysis.ReturnRow;
import tutor.analysis.Shown;
import tutor.rules.edition.Board;
import tutor.rules.edition.ColorGroup;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleSet;
import tutor.rules.edition.Space;
import tutor.sim.SimulationReport;
import tutor.text.Message;

/**
 * One computation worked out, with the lines that explain it. Every number is computed from unrounded
 * values and rounded only where a line shows it; every line is a message of the {@code figures} texts (or
 * the lab's own working), so the same working reads in English, French and Russian and no sentence is put
 * together here. The figures read from a scenario's position are {@link PositionFigures}.
 */
final class Figures {

    private final LessonLab lab;

    Figures(LessonLab lab) {
        this.lab = lab;
    }

    /** A line of a figure's working. */
    static Message say(String key, Object... args) {
        return Message.of("figures", "why." + key, args);
    }

    static Message.Arg money(Board board, BigDecimal amount) {
        return Message.money(amount, board.currency());
    }

    static Message.Arg money(Board board, long amount) {
        return Message.money(amount, board.currency());
    }

    /**
     * An average with a fraction of a cent, to the cent even where that is whole: $1.0029 is "$1.00" beside
     * "$62.89", never "$1", so a line whose every other sum has cents does not read as a round figure.
     */
    static Message.Arg toTheCent(BigDecimal amount, String currency) {
        return amount.stripTrailingZeros().scale() > 0 ? Message.money(amount, currency, 2) : Message.money(amount, currency);
    }

    /** A square, deed or group as the board prints it, with the board's names for it in every language. */
    static Message.Arg name(Board board, String printed) {
        java.util.Map<String, String> names = new java.util.LinkedHashMap<>();
        for (String lang : tutor.text.Texts.LANGUAGES) {
            names.put(lang, board.localized().name(lang, printed));
        }
        return new Message.Name(printed, names);
    }

    Figure.Value compute(Computation c, String lang) {
        Computed v = compute(c);
        return new Figure.Value(v.number, c.unit(), c.basis(), v.why, lang);
    }

    /** The returns lines that work out what an income repays, not the income itself. */
    private static final java.util.Set<String> NOT_INCOME = java.util.Set.of("returns.invested", "returns.payback", "returns.rounds",
            "returns.payback.never", "returns.marginal");

    /** The returns lines on repaying the whole cost (and the rounds, at one opponent), which a level's cost or its marginal payback does not use. */
    private static final java.util.Set<String> PAYBACK = java.util.Set.of("returns.payback", "returns.rounds", "returns.payback.never");

    private static final java.util.Set<String> NOT_INVESTED = java.util.Set.of("returns.payback", "returns.rounds",
            "returns.payback.never", "returns.marginal");

    /** A number and its working, before a language is chosen. */
    record Computed(BigDecimal number, List<Message> why) { }

    private Computed compute(Computation c) {
        if (c instanceof Computation.Worked w) {
            return w.work(lab);
        }
        if (c instanceof Computation.LandingOdds o) {
            return odds(o);
        }
        if (c instanceof Computation.Income i) {
            // Income is chance x rent: the row's lines on money invested, payback and the level below answer other
            // questions, and printed under an income answer they read as part of it.
            Computed income = without(fromRow(lab.row(i.ruleset(), i.jail(), 1, i.cardRent(), i.target(), i.level()), ReturnRow::income),
                    NOT_INCOME);
            return i.ownRolls() ? new Computed(income.number(), income.why().stream().map(Figures::ownRolls).toList()) : income;
        }
        if (c instanceof Computation.Invested i) {
            return without(fromRow(lab.row(i.ruleset(), tutor.analysis.JailStrategy.SHORT, 1, i.target(), i.level()),
                    r -> BigDecimal.valueOf(r.cost())), NOT_INVESTED);
        }
        if (c instanceof Computation.Payback p) {
            return fromRow(lab.row(p.ruleset(), p.jail(), p.opponents(), p.cardRent(), p.target(), p.level()),
                    r -> p.inRounds() ? r.paybackRounds() : r.paybackRolls());
        }
        if (c instanceof Computation.Marginal m) {
            // Worked at one opponent: the rounds line would speak of a table the question never sets.
            return without(fromRow(lab.row(m.ruleset(), m.jail(), 1, m.cardRent(), m.target(), m.level()), ReturnRow::marginalRolls),
                    PAYBACK);
        }
        if (c instanceof Computation.Mortgage m) {
            return mortgage(m);
        }
        if (c instanceof Computation.TaxBreakEven t) {
            return taxBreakEven(t);
        }
        if (c instanceof Computation.BreakEvenBid b) {
            return breakEvenBid(b);
        }
        if (c instanceof Computation.Rule r) {
            return rule(r);
        }
        if (c instanceof Computation.NextThrow n) {
            return nextThrow(n);
        }
        if (c instanceof Computation.Dice d) {
            return dice(d);
        }
        if (c instanceof Computation.Simulated s) {
            return simulated(s);
        }
        return new PositionFigures(lab).compute(c);
    }

    /** A line on an opponent's roll, said of the player's own: the same chance and rent, counted as a cost. */
    private static Message ownRolls(Message m) {
        if (!m.args().contains(tutor.analysis.Returns.OPPONENT)) {
            return m;
        }
        List<Message.Arg> args = m.args().stream().map(a -> a.equals(tutor.analysis.Returns.OPPONENT) ? Message.code("own") : a).toList();
        return new Message(m.family(), m.key(), args);
    }

    private static Computed without(Computed row, java.util.Set<String> keys) {
        return new Computed(row.number(), row.why().stream().filter(m -> !keys.contains(m.key())).toList());
    }

    private Computed odds(Computation.LandingOdds o) {
        Odds odds = lab.odds(o.ruleset(), o.jail());
        Board board = odds.board();
        Message convention = Message.of("lab", odds.hasJail() ? "convention" : "convention.no-jail");
        Message.Arg strategy = new Message.Nested(Message.of("lab", "jail." + o.jail().id()));
        double chance;
        Message.Arg name;
        if (o.space().equalsIgnoreCase("In Jail")) {
            if (!odds.hasJail()) {
                throw new IllegalArgumentException(board.title() + " has no Jail");
            }
            chance = odds.inJail();
            name = new Message.Nested(Message.of("lab", "space.in-jail"));
        } else if (board.groups().stream().anyMatch(g -> g.id().equals(o.space()))) {
            ColorGroup g = board.groups().stream().filter(x -> x.id().equals(o.space())).findFirst().orElseThrow();
            chance = 0;
            List<Message.Arg> parts = new ArrayList<>();
            for (int id : g.deeds()) {
                Deed d = board.deed(id);
                chance += odds.at(d.space());
                parts.add(new Message.Nested(say("odds.part", name(board, d.name()), Message.percent(odds.at(d.space()), 4))));
            }
            Message line = odds.hasJail() ? say("odds.group", name(board, g.name()), Message.joined(" + ", parts), Message.percent(chance, 4), strategy)
                    : say("odds.group.no-jail", name(board, g.name()), Message.joined(" + ", parts), Message.percent(chance, 4));
            return new Computed(LessonLab.exact(100 * chance), List.of(line, convention));
        } else {
            Space s = space(board, o.space());
            chance = odds.at(s.index());
            name = s.index() == board.jailIndex() ? new Message.Nested(Message.of("lab", "space.just-visiting", name(board, s.name())))
                    : name(board, s.name());
        }
        Message line = odds.hasJail() ? say("odds", name, Message.percent(chance, 4), strategy)
                : say("odds.no-jail", name, Message.percent(chance, 4));
        return new Computed(LessonLab.exact(100 * chance), List.of(line, convention));
    }

    private interface Pick {
        BigDecimal of(ReturnRow r);
    }

    private static Computed fromRow(ReturnRow r, Pick pick) {
        BigDecimal v = pick.of(r);
        if (v == null) {
            throw new IllegalArgumentException("no such number for " + r.name() + " at level " + r.level()
                    + " (it never pays back, or there is no level below)");
        }
        return new Computed(v, r.said());
    }

    private Computed mortgage(Computation.Mortgage m) {
        MortgageCost cost = LessonLab.mortgage(lab, m.ruleset(), m.deed());
        BigDecimal v = switch (m.part()) {
            case "value" -> BigDecimal.valueOf(cost.value());
            case "interest" -> BigDecimal.valueOf(cost.interest());
            case "lift" -> BigDecimal.valueOf(cost.liftCost());
            case "rolls" -> {
                if (cost.rollsToEqualInterest() == null) {
                    throw new IllegalArgumentException(m.deed() + " earns nothing alone, so no rent is lost");
                }
                yield cost.rollsToEqualInterest();
            }
            default -> throw new IllegalArgumentException("a mortgage part is value, interest, lift or rolls, not '" + m.part() + "'");
        };
        // Each part is worked as far as it needs: the interest alone is not the story of lifting and lost rent.
        List<Message> said = cost.said();
        List<Message> why = switch (m.part()) {
            case "value" -> said.subList(0, 1);
            case "interest" -> List.of(said.get(0), cost.interestSaid());
            case "lift" -> List.of(said.get(0), cost.interestSaid(), said.get(1));
            default -> said;
        };
        return new Computed(v, why);
    }

    private Computed taxBreakEven(Computation.TaxBreakEven t) {
        RuleSet rules = lab.table(t.ruleset()).rules();
        if (rules.incomeTaxPercent() <= 0) {
            throw new IllegalArgumentException(t.ruleset() + " has no percentage choice at Income Tax");
        }
        Board board = lab.table(t.ruleset()).board();
        BigDecimal v = Shown.divide(BigDecimal.valueOf(100L * rules.incomeTax()), BigDecimal.valueOf(rules.incomeTaxPercent()));
        return new Computed(v, List.of(say("tax.break-even", rules.incomeTaxPercent(), money(board, rules.incomeTax()),
                money(board, v))));
    }

    /**
     * The most worth bidding for a deed if its rent over {@code rounds} rounds is to repay the bid and any
     * buildings the level needs: rent of those rounds less what the buildings cost, all unrounded.
     */
    private Computed breakEvenBid(Computation.BreakEvenBid b) {
        ReturnRow r = lab.row(b.ruleset(), b.jail(), b.opponents(), b.cardRent(), b.target(), b.level());
        if (r.kind() != ReturnRow.Kind.DEED) {
            throw new IllegalArgumentException("a break-even bid is for one deed, not a whole group");
        }
        Board board = lab.table(b.ruleset()).board();
        Deed deed = LessonLab.deed(lab.table(b.ruleset()), r.name());
        long buildings = r.cost() - deed.price();
        double perTurn = lab.odds(b.ruleset(), b.jail()).rollsPerTurn();
        BigDecimal perRound = r.income().multiply(BigDecimal.valueOf(perTurn)).multiply(BigDecimal.valueOf(b.opponents()));
        BigDecimal rent = perRound.multiply(BigDecimal.valueOf(b.rounds()));
        BigDecimal v = rent.subtract(BigDecimal.valueOf(buildings));
        // Money is shown to the cent, as a pupil writes it; where a product of rounded figures does not give the
        // rounded result the line says "≈", and a last line gives the answer worked from the figures as shown.
        String sign = board.currency();
        BigDecimal odds = BigDecimal.valueOf(r.odds());
        BigDecimal rentPerStop = BigDecimal.valueOf(r.rent());
        BigDecimal shownIncome = Shown.round(r.income(), Shown.CENTS);
        BigDecimal shownTurn = Shown.round(BigDecimal.valueOf(perTurn), 4);
        BigDecimal shownRound = Shown.round(perRound, Shown.CENTS);
        // The chance as the odds line above shows it (its places chosen by the lab).
        int oddsPlaces = r.said().get(0).args().stream().filter(a -> a instanceof Message.Percent).map(a -> ((Message.Percent) a).places())
                .findFirst().orElse(4);
        boolean incomeAbout = !roundsTo(List.of(Shown.round(odds.multiply(BigDecimal.valueOf(100)), oddsPlaces).movePointLeft(2), rentPerStop),
                shownIncome);
        boolean roundAbout = !roundsTo(List.of(BigDecimal.valueOf(b.opponents()), shownTurn, shownIncome), shownRound);
        boolean rentAbout = !roundsTo(List.of(BigDecimal.valueOf(b.rounds()), shownRound), Shown.round(rent, Shown.CENTS));
        List<Message> why = new ArrayList<>(r.said().subList(0, Math.min(2, r.said().size())));
        why.add(say(incomeAbout ? "bid.income.about" : "bid.income", Message.percent(r.odds(), oddsPlaces), money(board, r.rent()),
                Message.money(r.income(), sign, Shown.CENTS)));
        why.add(say(roundAbout ? "bid.round.about" : "bid.round", b.opponents(), Message.decimal(perTurn, 4),
                Message.money(r.income(), sign, Shown.CENTS), Message.money(perRound, sign, Shown.CENTS)));
        why.add(say(rentAbout ? "bid.rent.about" : "bid.rent", b.rounds(), Message.money(perRound, sign, Shown.CENTS),
                Message.money(rent, sign, Shown.CENTS)));
        if (buildings > 0) {
            why.add(say("bid.buildings", Message.money(rent, sign, Shown.CENTS), money(board, buildings), Message.money(v, sign, Shown.CENTS)));
        }
        if (incomeAbout || roundAbout || rentAbout) {
            BigDecimal asShown = shownRound.multiply(BigDecimal.valueOf(b.rounds())).subtract(BigDecimal.valueOf(buildings));
            why.add(say("bid.about", Message.money(shownRound, sign, Shown.CENTS), Message.money(asShown, sign, Shown.CENTS)));
        }
        why.add(say("bid.limit", money(board, v), b.rounds()));
        why.add(say("bid.model"));
        return new Computed(v, why);
    }

    /** Whether the factors as shown multiply to the result as shown, at its decimals. */
    private static boolean roundsTo(List<BigDecimal> shownFactors, BigDecimal shownResult) {
        BigDecimal product = shownFactors.stream().reduce(BigDecimal.ONE, BigDecimal::multiply);
        return Shown.round(product, shownResult.scale()).compareTo(shownResult) == 0;
    }

    private Computed rule(Computation.Rule r) {
        RuleSet rules = lab.table(r.ruleset()).rules();
        Board board = lab.table(r.ruleset()).board();
        int v = LessonLab.ruleValue(rules, r.key());
        String cited = rules.clause(tutor.rules.edition.RuleKey.named(r.key()).orElseThrow()).citation();
        Message.Arg shown = switch (r.unit()) {
            case MONEY -> money(board, v);
            case PERCENT -> Message.percent(v / 100.0, 0);
            default -> new Message.Count(v);
        };
        return new Computed(BigDecimal.valueOf(v), List.of(say("rule", Message.code(r.key()),
                lab.named(rules.title(), lang -> tutor.scenario.EditionNames.of(rules, lang)), shown,
                lab.named(cited, lang -> tutor.scenario.Lang.words(lang).citation(cited)))));
    }

    /** Where one throw from a square ends: the dice's count over 36, and after any card over the cards' denominator. */
    private Computed nextThrow(Computation.NextThrow n) {
        tutor.rules.state.Table t = lab.table(n.ruleset());
        Board board = t.board();
        NextThrow next = NextThrow.from(board, t.rules(), t.cards(), n.from());
        Ratio dice;
        Ratio ends;
        Message.Arg target;
        var group = board.groups().stream().filter(g -> g.id().equals(n.target())).findFirst();
        if (group.isPresent()) {
            dice = next.reached(group.get());
            ends = next.ends(group.get());
            target = name(board, group.get().name());
        } else {
            Space s = space(board, n.target());
            dice = next.reached()[s.index()];
            ends = next.ends()[s.index()];
            target = name(board, s.name());
        }
        long d = next.commonDenominator();
        Message.Arg from = name(board, board.space(n.from()).name());
        Ratio v = n.part().equals("dice") ? dice : ends;
        List<Message> why = List.of(
                say("next.dice", from, target, new Message.Fraction(dice.over(next.outcomes()), next.outcomes()),
                        Message.percent(dice.value(), 4)),
                say("next.ends", target, new Message.Fraction(ends.over(d), d), Message.percent(ends.value(), 4)));
        return new Computed(percent(v), why);
    }

    /** A chance of the dice from the edition's values: doubles, doubles to Jail, out of Jail on doubles. */
    private Computed dice(Computation.Dice d) {
        RuleSet rules = lab.table(d.ruleset()).rules();
        if (rules.dice() != 2) {
            throw new IllegalArgumentException(d.ruleset() + " throws one die: there are no doubles");
        }
        Ratio doubles = Ratio.of(6, 36);
        return switch (d.event()) {
            case "doubles" -> new Computed(percent(doubles), List.of(say("dice.doubles", new Message.Fraction(6, 36),
                    Message.percent(doubles.value(), 4))));
            case "to-jail" -> {
                int times = rules.doublesToJail();
                Ratio r = Ratio.ONE;
                for (int i = 0; i < times; i++) {
                    r = r.times(doubles);
                }
                yield new Computed(percent(r), List.of(say("dice.to-jail", times, new Message.Fraction(r.numerator(), r.denominator()),
                        Message.percent(r.value(), 4))));
            }
            case "out-of-jail" -> {
                int tries = rules.jailTurns();
                Ratio miss = Ratio.ONE;
                for (int i = 0; i < tries; i++) {
                    miss = miss.times(Ratio.of(5, 6));
                }
                Ratio out = Ratio.ONE.plus(Ratio.of(-miss.numerator(), miss.denominator()));
                yield new Computed(percent(out), List.of(say("dice.out-of-jail", tries,
                        new Message.Fraction(miss.numerator(), miss.denominator()), new Message.Fraction(out.numerator(), out.denominator()),
                        Message.percent(out.value(), 4))));
            }
            case "rolls-per-turn" -> rollsPerTurn(d.ruleset(), rules.doublesToJail());
            default -> throw new IllegalArgumentException("a dice event is doubles, to-jail, out-of-jail or rolls-per-turn, not '"
                    + d.event() + "'");
        };
    }

    /**
     * The throws a turn makes on average by the dice and the speeding rule alone: the first always, one more
     * after each double, none after the double that sends the player to Jail (1 + 1/6 + 1/36 = 43/36 when three
     * doubles do). Go To Jail and the cards to Jail end some turns sooner, so the landing chain, which the rounds
     * of the table use, counts a little fewer; the working says so with the chain's number.
     */
    private Computed rollsPerTurn(String ruleset, int doublesToJail) {
        Ratio sum = Ratio.ZERO;
        Ratio term = Ratio.ONE;
        List<Message.Arg> terms = new ArrayList<>();
        for (int i = 0; i < Math.max(1, doublesToJail); i++) {
            sum = sum.plus(term);
            terms.add(i == 0 ? Message.decimal(BigDecimal.ONE, 0) : new Message.Fraction(term.numerator(), term.denominator()));
            term = term.times(Ratio.of(1, 6));
        }
        BigDecimal v = Shown.divide(BigDecimal.valueOf(sum.numerator()), BigDecimal.valueOf(sum.denominator()));
        double chain = lab.odds(ruleset, tutor.analysis.JailStrategy.SHORT).rollsPerTurn();
        return new Computed(v, List.of(say("dice.rolls-per-turn", doublesToJail, Message.joined(" + ", terms),
                new Message.Fraction(sum.numerator(), sum.denominator()), Message.decimal(v, 4)),
                say("dice.rolls-per-turn.chain", Message.decimal(chain, 4))));
    }

    private static BigDecimal percent(Ratio r) {
        return Shown.divide(BigDecimal.valueOf(100 * r.numerator()), BigDecimal.valueOf(r.denominator()));
    }

    private Computed simulated(Computation.Simulated s) {
        SimulationReport report = lab.simulation(s.games());
        if (s.part().equals("turns")) {
            if (report.finishedTurns().length == 0) {
                throw new IllegalArgumentException("no simulated game finished before the cap");
            }
            BigDecimal v = LessonLab.medianTurns(report);
            return new Computed(v, List.of(say("sim.turns", report.finishedTurns().length, Message.decimal(v, Math.max(0, v.scale())),
                    report.capped(), report.spec().capRounds())));
        }
        if (s.part().equals("capped")) {
            // Games still going at the round cap have no winner: the strategies' win rates add up to the rest.
            return new Computed(LessonLab.percentOf(report.capped(), report.played()),
                    List.of(say("sim.capped", report.capped(), report.played(), report.spec().capRounds())));
        }
        SimulationReport.StrategySummary sum = report.strategies().stream().filter(x -> x.name().equals(s.strategy())).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no strategy '" + s.strategy() + "' in these games"));
        BigDecimal v = switch (s.part()) {
            case "win-rate" -> LessonLab.percentOf(sum.wins(), sum.seats());
            case "bankrupt-rate" -> LessonLab.percentOf(sum.bankrupt(), sum.seats());
            case "win-low" -> LessonLab.exact(100 * sum.winLow());
            case "win-high" -> LessonLab.exact(100 * sum.winHigh());
            default -> throw new IllegalArgumentException("a simulated part is win-rate, bankrupt-rate, turns or capped, not '" + s.part() + "'");
        };
        return new Computed(v, List.of(say("sim.strategy", StrategyWords.arg(s.strategy(), lab.table(s.ruleset()).board().currency()), sum.seats(), report.played(), sum.wins(),
                sum.bankrupt(), Message.percent(sum.winLow(), 1), Message.percent(sum.winHigh(), 1)),
                say("sim.model", s.games().seed())));
    }

    static Space space(Board board, String name) {
        if (name.matches("\\d+")) {
            int i = Integer.parseInt(name);
            if (i >= 0 && i < board.size()) {
                return board.space(i);
            }
        }
        return board.spaceNamed(name).orElseThrow(() -> new IllegalArgumentException("no space '" + name + "' on " + board.title()));
    }
}
