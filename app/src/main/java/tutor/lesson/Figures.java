package tutor.lesson;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import tutor.analysis.JailStrategy;
import tutor.analysis.MortgageCost;
import tutor.analysis.NetWorth;
import tutor.analysis.Odds;
import tutor.analysis.ReturnRow;
import tutor.rules.edition.Board;
import tutor.rules.edition.ColorGroup;
import tutor.rules.edition.Deed;
import tutor.rules.state.Estates;
import tutor.rules.state.Event;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.Referee;
import tutor.rules.edition.RuleSet;
import tutor.rules.state.Ruling;
import tutor.rules.edition.Space;
import tutor.rules.edition.SpaceKind;
import tutor.rules.state.Table;
import tutor.rules.state.TaxOption;
import tutor.scenario.Scenario;
import tutor.scenario.ScenarioRunner;
import tutor.sim.SimulationReport;

/** One computation worked out, with the lines that explain it. */
final class Figures {

    private final LessonLab lab;
    /** The language the why-lines are worded in (en, fr, ru). */
    private final String lang;
    private final tutor.text.Texts texts;

    Figures(LessonLab lab) {
        this(lab, "en");
    }

    Figures(LessonLab lab, String lang) {
        this.lab = lab;
        this.lang = lang;
        this.texts = tutor.text.Texts.of("figures", lang);
    }

    /** Money in the language's form: "$52.52" in English, "52,52 $" in French (the rulings' own format). */
    private String money(String sign, BigDecimal amount) {
        return tutor.text.Money.of(amount, sign, lang);
    }

    private String money(String sign, long amount) {
        return money(sign, BigDecimal.valueOf(amount));
    }

    Figure.Value compute(Computation c) {
        if (c instanceof Computation.Worked w) {
            return w.work(lab, lang);
        }
        if (c instanceof Computation.LandingOdds o) {
            return odds(o);
        }
        if (c instanceof Computation.Income i) {
            return fromRow(i.ruleset(), i.jail(), 1, i.target(), i.level(), Unit.MONEY, c.basis(), ReturnRow::income);
        }
        if (c instanceof Computation.Invested i) {
            return fromRow(i.ruleset(), JailStrategy.SHORT, 1, i.target(), i.level(), Unit.MONEY, c.basis(),
                    r -> BigDecimal.valueOf(r.cost()));
        }
        if (c instanceof Computation.Payback p) {
            return fromRow(p.ruleset(), p.jail(), p.opponents(), p.target(), p.level(), c.unit(), c.basis(),
                    r -> p.inRounds() ? r.paybackRounds() : r.paybackRolls());
        }
        if (c instanceof Computation.Marginal m) {
            return fromRow(m.ruleset(), m.jail(), 1, m.target(), m.level(), Unit.ROLLS, c.basis(), ReturnRow::marginalRolls);
        }
        if (c instanceof Computation.Mortgage m) {
            return mortgage(m);
        }
        if (c instanceof Computation.Position p) {
            return position(p);
        }
        if (c instanceof Computation.IncomeTax t) {
            return incomeTax(t);
        }
        if (c instanceof Computation.TaxBreakEven t) {
            return taxBreakEven(t);
        }
        if (c instanceof Computation.Lap l) {
            return lap(l);
        }
        if (c instanceof Computation.BreakEvenBid b) {
            return breakEvenBid(b);
        }
        if (c instanceof Computation.Rule r) {
            return rule(r);
        }
        return simulated((Computation.Simulated) c);
    }

    private Figure.Value odds(Computation.LandingOdds o) {
        Odds odds = lab.odds(o.ruleset(), o.jail());
        Board board = odds.board();
        double chance;
        String name;
        if (o.space().equalsIgnoreCase("In Jail")) {
            if (!odds.hasJail()) {
                throw new IllegalArgumentException(board.title() + " has no Jail");
            }
            chance = odds.inJail();
            name = "In Jail";
        } else if (board.groups().stream().anyMatch(g -> g.id().equals(o.space()))) {
            ColorGroup g = board.groups().stream().filter(x -> x.id().equals(o.space())).findFirst().orElseThrow();
            chance = 0;
            List<String> parts = new ArrayList<>();
            for (int id : g.deeds()) {
                Deed d = board.deed(id);
                chance += odds.at(d.space());
                parts.add(d.name() + " " + tutor.text.Numbers.plainPercent(odds.at(d.space()), 4));
            }
            return new Figure.Value(LessonLab.exact(100 * chance), Unit.PERCENT, o.basis(), List.of(
                    "Chance that a roll ends on the " + g.name() + " group: " + String.join(" + ", parts) + " = "
                            + tutor.text.Numbers.plainPercent(chance, 4) + " (" + o.jail().words() + ")", Odds.CONVENTION));
        } else {
            Space s = space(board, o.space());
            chance = odds.at(s.index());
            name = s.name() + (s.index() == board.jailIndex() ? " (Just Visiting)" : "");
        }
        return new Figure.Value(LessonLab.exact(100 * chance), Unit.PERCENT, o.basis(), List.of(
                "Chance that a roll ends on " + name + ": " + tutor.text.Numbers.plainPercent(chance, 4) + " (" + o.jail().words() + ")",
                Odds.CONVENTION));
    }

    private interface Pick {
        BigDecimal of(ReturnRow r);
    }

    private Figure.Value fromRow(String ruleset, JailStrategy jail, int opponents, String target, String level, Unit unit,
                                 Basis basis, Pick pick) {
        ReturnRow r = lab.row(ruleset, jail, opponents, target, level);
        BigDecimal v = pick.of(r);
        if (v == null) {
            throw new IllegalArgumentException("no such number for " + target + " at level " + level
                    + " (it never pays back, or there is no level below)");
        }
        return new Figure.Value(v, unit, basis, r.explanation());
    }

    private Figure.Value mortgage(Computation.Mortgage m) {
        MortgageCost cost = LessonLab.mortgage(lab, m.ruleset(), m.deed());
        BigDecimal v = switch (m.part()) {
            case "value" -> BigDecimal.valueOf(cost.value());
            case "interest" -> BigDecimal.valueOf(cost.interest());
            case "lift" -> BigDecimal.valueOf(cost.liftCost());
            case "rolls" -> {
                if (cost.lostPerRoll().signum() <= 0) {
                    throw new IllegalArgumentException(m.deed() + " earns nothing alone, so no rent is lost");
                }
                yield BigDecimal.valueOf(cost.interest()).divide(cost.lostPerRoll(), 1, RoundingMode.HALF_EVEN);
            }
            default -> throw new IllegalArgumentException("a mortgage part is value, interest, lift or rolls, not '" + m.part() + "'");
        };
        return new Figure.Value(v, m.unit(), m.basis(), cost.explanation());
    }

    private record Seat(Scenario scenario, GameState state, int seat) { }

    private Seat seat(String path, String player) {
        Scenario sc = lab.data().scenario(path).orElseThrow(() -> new IllegalArgumentException("no scenario " + path));
        int seat = sc.table().seats().indexOf(player);
        if (seat < 0) {
            throw new IllegalArgumentException("no player '" + player + "' in " + path + " (players: "
                    + String.join(", ", sc.table().seats()) + ")");
        }
        return new Seat(sc, sc.start(), seat);
    }

    private Figure.Value position(Computation.Position p) {
        Seat s = seat(p.scenario(), p.player());
        NetWorth w = NetWorth.of(s.state(), s.seat());
        int v = switch (p.part()) {
            case "net-worth" -> w.netWorth();
            case "liquidation" -> w.liquidation();
            case "cash" -> w.cash();
            case "deeds" -> w.deeds();
            case "buildings" -> w.buildings();
            case "owed" -> w.mortgagesOwed();
            default -> throw new IllegalArgumentException("a position part is net-worth, liquidation, cash, deeds, buildings or owed, not '"
                    + p.part() + "'");
        };
        return new Figure.Value(BigDecimal.valueOf(v), Unit.MONEY, p.basis(), w.explanation());
    }

    /** Both Income Tax choices ruled by the engine at the first moment the scenario's script puts the choice to the player. */
    private Figure.Value incomeTax(Computation.IncomeTax t) {
        Seat s = seat(t.scenario(), t.player());
        GameState at = null;
        if (s.state().pending() instanceof Pending.TaxChoice tc && tc.player() == s.seat()) {
            at = s.state();
        } else {
            for (ScenarioRunner.Played p : new ScenarioRunner().run(s.scenario()).played()) {
                if (p.ruling() != null && p.ruling().applied() && p.ruling().state().pending() instanceof Pending.TaxChoice tc
                        && tc.player() == s.seat()) {
                    at = p.ruling().state();
                    break;
                }
            }
        }
        if (at == null) {
            throw new IllegalArgumentException(t.player() + " never has the Income Tax choice in " + t.scenario());
        }
        Board board = at.board();
        NetWorth w = NetWorth.of(at, s.seat());
        int worth = w.cash() + w.deeds() + w.buildings();
        int flat = taxPaid(at, s.seat(), TaxOption.FLAT);
        int percent = taxPaid(at, s.seat(), TaxOption.PERCENT);
        int v = switch (t.part()) {
            case "flat" -> flat;
            case "percent" -> percent;
            case "worth" -> worth;
            case "saving" -> Math.abs(flat - percent);
            default -> throw new IllegalArgumentException("an income-tax part is flat, percent, worth or saving, not '" + t.part() + "'");
        };
        return new Figure.Value(BigDecimal.valueOf(v), Unit.MONEY, t.basis(), List.of(
                "Total worth for the tax: " + board.money(w.cash()) + " cash + " + board.money(w.deeds()) + " deeds at printed price + "
                        + board.money(w.buildings()) + " buildings at cost = " + board.money(worth),
                "Ruled by the engine: the flat choice costs " + board.money(flat) + ", the percentage " + board.money(percent)));
    }

    private static int taxPaid(GameState s, int seat, TaxOption option) {
        Ruling r = new Referee().apply(s, new Move.ChooseIncomeTax(seat, option));
        if (!(r instanceof Ruling.Applied a)) {
            throw new IllegalArgumentException("the engine refuses the Income Tax choice here");
        }
        for (Event e : a.outcome().events()) {
            if (e instanceof Event.TaxPaid paid) {
                return paid.amount();
            }
        }
        return s.player(seat).cash() - a.outcome().after().player(seat).cash();
    }

    private Figure.Value taxBreakEven(Computation.TaxBreakEven t) {
        RuleSet rules = lab.table(t.ruleset()).rules();
        if (rules.incomeTaxPercent() <= 0) {
            throw new IllegalArgumentException(t.ruleset() + " has no percentage choice at Income Tax");
        }
        BigDecimal v = BigDecimal.valueOf(100L * rules.incomeTax()).divide(BigDecimal.valueOf(rules.incomeTaxPercent()), 2, RoundingMode.HALF_EVEN);
        String c = lab.currency(t.ruleset());
        return new Figure.Value(v, Unit.MONEY, t.basis(), List.of(rules.incomeTaxPercent() + "% of a worth W equals "
                + tutor.text.Money.english(rules.incomeTax(), c) + " when W = " + tutor.text.Money.english(rules.incomeTax(), c) + " x 100 / "
                + rules.incomeTaxPercent() + " = " + tutor.text.Money.english(v, c)));
    }

    /**
     * The most worth bidding for a deed if its rent over {@code rounds} rounds is to repay the bid and any
     * buildings the level needs: rent of those rounds less what the buildings cost.
     */
    private Figure.Value breakEvenBid(Computation.BreakEvenBid b) {
        ReturnRow r = lab.row(b.ruleset(), b.jail(), b.opponents(), b.target(), b.level());
        if (r.kind() != ReturnRow.Kind.DEED) {
            throw new IllegalArgumentException("a break-even bid is for one deed, not a whole group");
        }
        Deed deed = LessonLab.deed(lab.table(b.ruleset()), r.name());
        long buildings = r.cost() - deed.price();
        BigDecimal perTurn = BigDecimal.valueOf(lab.odds(b.ruleset(), b.jail()).rollsPerTurn());
        BigDecimal perRound = r.income().multiply(perTurn).multiply(BigDecimal.valueOf(b.opponents())).setScale(2, RoundingMode.HALF_EVEN);
        BigDecimal rent = perRound.multiply(BigDecimal.valueOf(b.rounds()));
        BigDecimal v = rent.subtract(BigDecimal.valueOf(buildings)).setScale(2, RoundingMode.HALF_EVEN);
        String c = lab.currency(b.ruleset());
        List<String> why = new ArrayList<>(r.explanation().subList(0, Math.min(3, r.explanation().size())));
        why.add(texts.get("why.bid.round", b.opponents(), tutor.text.Numbers.decimal(perTurn.doubleValue(), 4, lang),
                money(c, r.income()), money(c, perRound)));
        why.add(texts.get("why.bid.rent", b.rounds(), money(c, perRound), money(c, rent)));
        if (buildings > 0) {
            why.add(texts.get("why.bid.buildings", money(c, rent), money(c, buildings), money(c, v)));
        }
        why.add(texts.get("why.bid.limit", money(c, v), b.rounds()));
        why.add(texts.get("why.bid.model"));
        return new Figure.Value(v, Unit.MONEY, b.basis(), why);
    }

    private Figure.Value rule(Computation.Rule r) {
        RuleSet rules = lab.table(r.ruleset()).rules();
        int v = LessonLab.ruleValue(rules, r.key());
        return new Figure.Value(BigDecimal.valueOf(v), Unit.MONEY, r.basis(), List.of(r.key() + " under " + rules.title() + ": "
                + lab.currency(r.ruleset()) + v + " (" + rules.clause(tutor.rules.edition.RuleKey.named(r.key()).orElseThrow()).citation() + ")"));
    }

    private Figure.Value simulated(Computation.Simulated s) {
        SimulationReport report = lab.simulation(s.games());
        if (s.part().equals("turns")) {
            if (report.finishedTurns().length == 0) {
                throw new IllegalArgumentException("no simulated game finished before the cap");
            }
            BigDecimal v = LessonLab.medianTurns(report);
            return new Figure.Value(v, Unit.TURNS, s.basis(), List.of("Median length of the " + report.finishedTurns().length
                    + " games that ended with a winner: " + v.toPlainString() + " player-turns (" + report.capped()
                    + " reached the cap of " + report.spec().capRounds() + " rounds)"));
        }
        SimulationReport.StrategySummary sum = report.strategies().stream().filter(x -> x.name().equals(s.strategy())).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no strategy '" + s.strategy() + "' in these games"));
        BigDecimal v = switch (s.part()) {
            case "win-rate" -> LessonLab.percentOf(sum.wins(), sum.seats());
            case "bankrupt-rate" -> LessonLab.percentOf(sum.bankrupt(), sum.seats());
            case "win-low" -> LessonLab.exact(100 * sum.winLow());
            case "win-high" -> LessonLab.exact(100 * sum.winHigh());
            default -> throw new IllegalArgumentException("a simulated part is win-rate, bankrupt-rate or turns, not '" + s.part() + "'");
        };
        return new Figure.Value(v, Unit.PERCENT, s.basis(), List.of(s.strategy() + " (" + sum.description() + ") played "
                + sum.seats() + " seats in " + report.played() + " games: " + sum.wins() + " won, " + sum.bankrupt()
                + " went bankrupt; 95% interval of the win rate " + tutor.text.Numbers.plainPercent(sum.winLow(), 1) + " to "
                + tutor.text.Numbers.plainPercent(sum.winHigh(), 1), "The tutor's model: computer players following fixed strategies, seed "
                + s.games().seed() + ", so the same games are played every time"));
    }

    /** One lap of the board for a player in a scenario's position: what it is expected to cost, by the tutor's model. */
    private Figure.Value lap(Computation.Lap l) {
        Seat s = seat(l.scenario(), l.player());
        GameState g = s.state();
        String spec = s.scenario().rulesetId();
        Table t = g.table();
        Board board = t.board();
        RuleSet rules = t.rules();
        Estates e = g.estates();
        List<String> why = new ArrayList<>();
        BigDecimal perRoll = BigDecimal.ZERO;
        int allRents = 0;
        int worst = 0;
        String worstWhere = "nothing";
        for (Deed d : board.deeds()) {
            int owner = e.owner(d.id());
            if (owner < 0 || owner == s.seat() || e.mortgaged(d.id()) || g.player(owner).out()) {
                continue;
            }
            String level = level(g, d, owner);
            ReturnRow r = lab.row(spec, l.jail(), 1, d.name(), level);
            perRoll = perRoll.add(r.income());
            int rent = r.rent() != null ? r.rent() : d.rent(Integer.parseInt(level) - 1) * 12;
            allRents += rent;
            why.add(d.name() + " (" + t.name(owner) + ", " + describe(level, d) + "): " + board.money(rent) + " a stop, "
                    + tutor.text.Money.english(r.income(), board.currency()) + " per roll");
            if (rent > worst) {
                worst = rent;
                worstWhere = d.name();
            }
        }
        Odds odds = lab.odds(spec, l.jail());
        BigDecimal taxPerRoll = BigDecimal.ZERO;
        for (Space sp : board.spaces()) {
            if (sp.kind() == SpaceKind.TAX) {
                int amount = sp.taxId().equals("income") ? incomeTaxChosen(g, s.seat()) : rules.luxuryTax();
                taxPerRoll = taxPerRoll.add(BigDecimal.valueOf(odds.at(sp.index())).multiply(BigDecimal.valueOf(amount)));
                why.add(sp.name() + ": " + tutor.text.Numbers.plainPercent(odds.at(sp.index()), 4) + " x " + board.money(amount));
            }
        }
        double throwAverage = 3.5 * rules.dice();
        BigDecimal rolls = BigDecimal.valueOf(board.size()).divide(BigDecimal.valueOf(throwAverage), 10, RoundingMode.HALF_EVEN);
        BigDecimal rentOut = perRoll.multiply(rolls).setScale(2, RoundingMode.HALF_EVEN);
        BigDecimal taxes = taxPerRoll.multiply(rolls).setScale(2, RoundingMode.HALF_EVEN);
        BigDecimal salary = BigDecimal.valueOf(rules.salary());
        BigDecimal net = salary.subtract(rentOut).subtract(taxes);
        String c = board.currency();
        why.add("A lap: " + board.size() + " squares at " + tutor.text.Numbers.plain(throwAverage, 1) + " a throw on average = "
                + rolls.round(new MathContext(3)).toPlainString() + " rolls (the tutor's model: cards and Jail aside)");
        why.add("Rent expected in a lap: " + tutor.text.Money.english(perRoll.setScale(2, RoundingMode.HALF_EVEN), c) + " per roll x "
                + rolls.round(new MathContext(3)).toPlainString() + " = " + tutor.text.Money.english(rentOut, c));
        why.add("Taxes expected in a lap (Income Tax at the cheaper choice for " + t.name(s.seat()) + ": "
                + board.money(incomeTaxChosen(g, s.seat())) + "): " + tutor.text.Money.english(taxes, c));
        why.add("Every rent added up, as if one stop on each: " + board.money(allRents));
        why.add("Net: " + tutor.text.Money.english(salary, c) + " salary - " + tutor.text.Money.english(rentOut, c) + " rent - " + tutor.text.Money.english(taxes, c)
                + " taxes = " + tutor.text.Money.english(net, c));
        why.add("The largest rent one stop could cost: " + board.money(worst) + " (" + worstWhere + ")");
        BigDecimal v = switch (l.part()) {
            case "rent-out" -> rentOut;
            case "taxes" -> taxes;
            case "salary" -> salary;
            case "net" -> net;
            case "worst-rent" -> BigDecimal.valueOf(worst);
            case "all-rents" -> BigDecimal.valueOf(allRents);
            case "per-roll" -> perRoll;
            case "income-tax" -> BigDecimal.valueOf(incomeTaxChosen(g, s.seat()));
            case "rolls" -> rolls;
            default -> throw new IllegalArgumentException("a lap part is rent-out, taxes, salary, net, worst-rent, all-rents, per-roll, income-tax or rolls, not '"
                    + l.part() + "'");
        };
        return new Figure.Value(v, l.unit(), l.basis(), why);
    }

    /**
     * The Income Tax a player would choose in a position: the flat sum, or where the edition offers it the
     * percentage of total worth when that is less (rounded to the nearest dollar, halves up, as the referee does).
     */
    static int incomeTaxChosen(GameState g, int seat) {
        RuleSet rules = g.rules();
        if (rules.incomeTaxPercent() <= 0) {
            return rules.incomeTax();
        }
        NetWorth w = NetWorth.of(g, seat);
        long worth = (long) w.cash() + w.deeds() + w.buildings();
        long percent = (worth * rules.incomeTaxPercent() + 50) / 100;
        return (int) Math.min(rules.incomeTax(), percent);
    }

    /** The level of the returns table that a deed is at in a position. */
    private static String level(GameState g, Deed d, int owner) {
        Estates e = g.estates();
        Board board = g.board();
        if (d.kind() != SpaceKind.STREET) {
            int held = 0;
            for (Deed o : board.deeds()) {
                if (o.kind() == d.kind() && e.owner(o.id()) == owner) {
                    held++;
                }
            }
            return Integer.toString(held);
        }
        if (e.hotel(d.id())) {
            return "hotel";
        }
        if (e.houses(d.id()) > 0) {
            return Integer.toString(e.houses(d.id()));
        }
        ColorGroup group = board.groups().get(d.group());
        boolean all = group.deeds().stream().allMatch(id -> e.owner(id) == owner);
        boolean mortgaged = group.deeds().stream().anyMatch(e::mortgaged);
        return all && (!mortgaged || g.rules().groupDoubleWithMortgage()) ? "0" : "alone";
    }

    private static String describe(String level, Deed d) {
        if (d.kind() != SpaceKind.STREET) {
            return level + " held";
        }
        return switch (level) {
            case "alone" -> "no houses";
            case "0" -> "whole group, no houses";
            case "hotel" -> "a hotel";
            case "1" -> "1 house";
            default -> level + " houses";
        };
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
