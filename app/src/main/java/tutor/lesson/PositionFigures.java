package tutor.lesson;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import tutor.analysis.NetWorth;
import tutor.analysis.Odds;
import tutor.analysis.ReturnRow;
import tutor.analysis.Shown;
import tutor.rules.Referee;
import tutor.rules.edition.Board;
import tutor.rules.edition.ColorGroup;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleSet;
import tutor.rules.edition.Space;
import tutor.rules.edition.SpaceKind;
import tutor.rules.state.Estates;
import tutor.rules.state.Event;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Ruling;
import tutor.rules.state.Table;
import tutor.rules.state.TaxOption;
import tutor.scenario.Scenario;
import tutor.scenario.ScenarioRunner;
import tutor.text.Message;

/**
 * The figures read from a player's position in a scenario: the balance sheet, the Income Tax choice as the
 * engine rules it, and a lap's expected cash flow (the tutor's model, with the rolls a lap takes from the
 * landing chain). Numbers unrounded; each line a message of the {@code figures} texts.
 */
final class PositionFigures {

    private final LessonLab lab;

    PositionFigures(LessonLab lab) {
        this.lab = lab;
    }

    Figures.Computed compute(Computation c) {
        if (c instanceof Computation.Position p) {
            return position(p);
        }
        if (c instanceof Computation.IncomeTax t) {
            return incomeTax(t);
        }
        return lap((Computation.Lap) c);
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

    private Figures.Computed position(Computation.Position p) {
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
        return new Figures.Computed(BigDecimal.valueOf(v), w.said());
    }

    /** Both Income Tax choices ruled by the engine at the first moment the scenario's script puts the choice to the player. */
    private Figures.Computed incomeTax(Computation.IncomeTax t) {
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
        return new Figures.Computed(BigDecimal.valueOf(v), List.of(
                Figures.say("tax.worth", Figures.money(board, w.cash()), Figures.money(board, w.deeds()),
                        Figures.money(board, w.buildings()), Figures.money(board, worth)),
                Figures.say("tax.ruled", Figures.money(board, flat), Figures.money(board, percent))));
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

    /**
     * One lap of the board for a player in a scenario's position: what it is expected to cost, by the tutor's
     * model. The rolls a lap takes come from the landing chain (the board's squares over the squares a roll
     * moves the token on average, cards, Go To Jail and Jail included), not from the dice alone.
     */
    private Figures.Computed lap(Computation.Lap l) {
        Seat s = seat(l.scenario(), l.player());
        GameState g = s.state();
        String spec = s.scenario().rulesetId();
        Table t = g.table();
        Board board = t.board();
        RuleSet rules = t.rules();
        Estates e = g.estates();
        List<Message> why = new ArrayList<>();
        BigDecimal perRoll = BigDecimal.ZERO;
        int worst = 0;
        int allRents = 0;
        String worstWhere = null;
        record Paid(Deed deed, String owner, String level, int rent, BigDecimal income) { }
        List<Paid> paid = new ArrayList<>();
        for (Deed d : board.deeds()) {
            int owner = e.owner(d.id());
            if (owner < 0 || owner == s.seat() || e.mortgaged(d.id()) || g.player(owner).out()) {
                continue;
            }
            String level = level(g, d, owner);
            ReturnRow r = lab.row(spec, l.jail(), 1, l.cardRent(), d.name(), level);
            perRoll = perRoll.add(r.income());
            int rent = r.rent() != null ? r.rent() : d.rent(Integer.parseInt(level) - 1) * 12;
            paid.add(new Paid(d, t.name(owner), level, rent, r.income()));
            allRents += rent;
            if (rent > worst) {
                worst = rent;
                worstWhere = d.name();
            }
        }
        Odds odds = lab.odds(spec, l.jail());
        int incomeTax = incomeTaxChosen(g, s.seat());
        BigDecimal taxPerRoll = BigDecimal.ZERO;
        List<Space> taxSpaces = board.spaces().stream().filter(sp -> sp.kind() == SpaceKind.TAX).toList();
        List<BigDecimal> taxParts = new ArrayList<>();
        for (Space sp : taxSpaces) {
            BigDecimal here = BigDecimal.valueOf(odds.at(sp.index())).multiply(BigDecimal.valueOf(tax(rules, sp, incomeTax)));
            taxParts.add(here);
            taxPerRoll = taxPerRoll.add(here);
        }
        BigDecimal rolls = BigDecimal.valueOf(odds.rollsPerLap());
        BigDecimal rentOut = perRoll.multiply(rolls);
        BigDecimal taxes = taxPerRoll.multiply(rolls);
        BigDecimal salary = BigDecimal.valueOf(rules.salary());
        BigDecimal net = salary.subtract(rentOut).subtract(taxes);
        // Sums per roll shown finely enough that the lines add up and the lap's products can be redone by hand.
        int rollsPlaces = LAP_ROLLS_PLACES;
        int rentPlaces = Shown.sumPlaces(paid.stream().map(Paid::income).toList(), Shown.CENTS);
        int taxPlaces = Shown.sumPlaces(taxParts, Shown.CENTS);
        for (int k = 0; k <= Shown.MORE; k++) {
            rollsPlaces = LAP_ROLLS_PLACES + k;
            rentPlaces = Shown.sumPlaces(paid.stream().map(Paid::income).toList(), Shown.CENTS + k);
            taxPlaces = Shown.sumPlaces(taxParts, Shown.CENTS + k);
            BigDecimal shownRolls = Shown.round(rolls, rollsPlaces);
            if (Shown.round(Shown.round(perRoll, rentPlaces).multiply(shownRolls), Shown.CENTS).compareTo(Shown.round(rentOut, Shown.CENTS)) == 0
                    && Shown.round(Shown.round(taxPerRoll, taxPlaces).multiply(shownRolls), Shown.CENTS)
                            .compareTo(Shown.round(taxes, Shown.CENTS)) == 0) {
                break;
            }
        }
        // The taxes of a lap are worked from the tax squares alone: the rents and the lap's net would bury
        // the short chain (chance x tax, added, times the rolls) a learner is asked to redo.
        boolean taxesOnly = l.part().startsWith("taxes");
        for (Paid p : taxesOnly ? List.<Paid>of() : paid) {
            why.add(Figures.say("lap.deed", Figures.name(board, p.deed().name()), Message.code(p.owner()),
                    new Message.Nested(describe(p.level(), p.deed())), Figures.money(board, p.rent()),
                    Message.money(p.income(), board.currency(), rentPlaces)));
        }
        for (int i = 0; i < taxSpaces.size(); i++) {
            Space sp = taxSpaces.get(i);
            why.add(Figures.say("lap.tax", Figures.name(board, sp.name()), Message.percent(odds.at(sp.index()), 4),
                    Figures.money(board, tax(rules, sp, incomeTax)), Message.money(taxParts.get(i), board.currency(), taxPlaces)));
        }
        Message.Arg shownRolls = Message.decimal(rolls, rollsPlaces);
        why.add(Figures.say("lap.rolls", board.size(), Message.decimal(odds.advancePerRoll(), 4), shownRolls));
        if (!taxesOnly) {
            why.add(Figures.say("lap.rent", Message.money(perRoll, board.currency(), rentPlaces), shownRolls, Figures.money(board, rentOut)));
        }
        why.add(Figures.say("lap.taxes", Message.money(taxPerRoll, board.currency(), taxPlaces), shownRolls, Figures.money(board, taxes)));
        why.add(Figures.say("lap.income-tax", Message.code(t.name(s.seat())), Figures.money(board, incomeTax)));
        if (!taxesOnly) {
            why.add(Figures.say("lap.all-rents", Figures.money(board, allRents)));
            why.add(Figures.say("lap.net", Figures.money(board, salary), Figures.money(board, rentOut), Figures.money(board, taxes),
                    Figures.money(board, net)));
            why.add(worstWhere == null ? Figures.say("lap.worst.none", Figures.money(board, 0))
                    : Figures.say("lap.worst", Figures.money(board, worst), Figures.name(board, worstWhere)));
        }
        BigDecimal v = switch (l.part()) {
            case "rent-out" -> rentOut;
            case "taxes" -> taxes;
            case "taxes-per-roll" -> taxPerRoll;
            case "salary" -> salary;
            case "net" -> net;
            case "worst-rent" -> BigDecimal.valueOf(worst);
            case "all-rents" -> BigDecimal.valueOf(allRents);
            case "per-roll" -> perRoll;
            case "income-tax" -> BigDecimal.valueOf(incomeTax);
            case "rolls" -> rolls;
            default -> throw new IllegalArgumentException("a lap part is rent-out, taxes, taxes-per-roll, salary, net, worst-rent, all-rents, per-roll, income-tax or rolls, not '"
                    + l.part() + "'");
        };
        return new Figures.Computed(v, why);
    }

    /** Rolls a lap are shown to two decimals in the working at least (5.77), more where a lap's rent worked from them needs it. */
    private static final int LAP_ROLLS_PLACES = 2;

    private static int tax(RuleSet rules, Space sp, int incomeTax) {
        return sp.taxId().equals("income") ? incomeTax : rules.luxuryTax();
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

    private static Message describe(String level, Deed d) {
        if (d.kind() != SpaceKind.STREET) {
            return Figures.say("lap.level.held", Integer.parseInt(level));
        }
        return switch (level) {
            case "alone" -> Figures.say("lap.level.alone");
            case "0" -> Figures.say("lap.level.group");
            case "hotel" -> Figures.say("lap.level.hotel");
            default -> Figures.say("lap.level.houses", Integer.parseInt(level));
        };
    }
}
