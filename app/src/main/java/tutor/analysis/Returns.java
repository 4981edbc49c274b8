package tutor.analysis;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import tutor.rules.edition.Board;
import tutor.rules.edition.ColorGroup;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleSet;
import tutor.rules.edition.SpaceKind;
import tutor.text.Amount;
import tutor.text.Phrase;

/**
 * What every deed and colour group earns at every level, from the landing odds and the printed
 * rents: income per opponent roll (odds x rent), money invested, payback in opponent rolls and in
 * rounds of the table, and the marginal return of each round of houses. Money is exact to the
 * cent (BigDecimal); the odds are the chain's doubles, shown to four places in the explanations.
 */
public final class Returns {

    /** The expected total of a fresh throw of two dice (a nearest-utility card's throw). */
    private static final BigDecimal FRESH_THROW = BigDecimal.valueOf(7);
    private static final int ODDS_PLACES = 4;

    private final Odds odds;
    private final RuleSet rules;
    private final Board board;
    private final int opponents;
    private final List<ReturnRow> rows = new ArrayList<>();

    private Returns(Odds odds, RuleSet rules, int opponents) {
        this.odds = odds;
        this.rules = rules;
        this.board = odds.board();
        this.opponents = opponents;
    }

    /** Every deed and group at every level, for a table of {@code opponents} opponents. */
    public static List<ReturnRow> of(Odds odds, RuleSet rules, int opponents) {
        if (opponents < 1) {
            throw new IllegalArgumentException("at least one opponent, not " + opponents);
        }
        Returns r = new Returns(odds, rules, opponents);
        for (ColorGroup g : odds.board().groups()) {
            r.group(g);
        }
        return List.copyOf(r.rows);
    }

    /** The levels a street goes through under this ruleset: alone, the whole group, houses, hotel. */
    public static List<String> streetLevels(RuleSet rules) {
        List<String> levels = new ArrayList<>(List.of("alone", "0"));
        if (rules.buildingsAllowed()) {
            for (int h = 1; h <= rules.housesBeforeHotel(); h++) {
                levels.add(Integer.toString(h));
            }
            levels.add("hotel");
        }
        return levels;
    }

    private void group(ColorGroup g) {
        List<Deed> deeds = g.deeds().stream().map(board::deed).toList();
        SpaceKind kind = deeds.get(0).kind();
        if (kind == SpaceKind.STREET) {
            List<String> levels = streetLevels(rules);
            for (Deed d : deeds) {
                ReturnRow below = null;
                for (String level : levels) {
                    ReturnRow row = streetRow(d, level, below);
                    rows.add(row);
                    below = level.equals("alone") ? null : row;
                }
            }
            ReturnRow below = null;
            for (String level : levels.subList(1, levels.size())) {
                List<ReturnRow> parts = new ArrayList<>();
                for (Deed d : deeds) {
                    parts.add(streetRow(d, level, null));
                }
                ReturnRow row = groupRow(g, level, parts, below);
                rows.add(row);
                below = row;
            }
            return;
        }
        int count = deeds.size();
        List<ReturnRow> full = new ArrayList<>();
        for (Deed d : deeds) {
            for (int held = 1; held <= Math.min(count, d.rentSteps()); held++) {
                ReturnRow row = kind == SpaceKind.RAILROAD ? railroadRow(d, held) : utilityRow(d, held);
                rows.add(row);
                if (held == Math.min(count, d.rentSteps())) {
                    full.add(row);
                }
            }
        }
        rows.add(groupRow(g, Integer.toString(full.size()), full, null));
    }

    private static Phrase pct(double chance) {
        return Amount.percent(chance, ODDS_PLACES);
    }

    private Phrase money(BigDecimal m) {
        return Amount.money(m, board.currency());
    }

    private Phrase money(long m) {
        return Amount.money(m, board.currency());
    }

    private static Phrase say(String key, Object... args) {
        return Phrase.of("lab", "returns." + key, args);
    }

    /** A deed as the board names it in the reader's language. */
    private Phrase deed(Deed d) {
        return lang -> board.localized().name(lang, d.name());
    }

    private Phrase oddsLine(Deed d, double chance) {
        return say("odds", deed(d), pct(chance), odds.jail().id());
    }

    private ReturnRow streetRow(Deed d, String level, ReturnRow below) {
        List<Phrase> why = new ArrayList<>();
        double chance = odds.at(d.space());
        why.add(oddsLine(d, chance));
        int rent;
        long cost = d.price();
        List<Phrase> costWords = new ArrayList<>(List.of(say("cost.price", money(d.price()))));
        switch (level) {
            case "alone" -> {
                rent = d.rent(0);
                why.add(say("rent.alone", money(rent)));
            }
            case "0" -> {
                rent = d.rent(0) * rules.groupRentMultiplier();
                why.add(say("rent.group", rules.groupRentMultiplier(), money(d.rent(0)), money(rent)));
            }
            case "hotel" -> {
                rent = d.rent(d.rentSteps() - 1);
                int houses = rules.housesBeforeHotel();
                cost += (long) houses * d.houseCost() + d.hotelCost();
                costWords.add(say("cost.houses", houses, money(d.houseCost())));
                costWords.add(say("cost.hotel", money(d.hotelCost())));
                why.add(say("rent.hotel", money(rent)));
            }
            default -> {
                int houses = Integer.parseInt(level);
                rent = d.rent(houses);
                cost += (long) houses * d.houseCost();
                costWords.add(say("cost.houses", houses, money(d.houseCost())));
                why.add(say("rent.houses", houses, money(rent)));
            }
        }
        BigDecimal income = cents(BigDecimal.valueOf(chance).multiply(BigDecimal.valueOf(rent)));
        why.add(say("income", pct(chance), money(rent), money(income)));
        return finish(ReturnRow.Kind.DEED, d.name(), board.groups().get(d.group()).id(), level, chance, rent,
                income, cost, Phrase.join(" + ", costWords), below, why);
    }

    private ReturnRow railroadRow(Deed d, int held) {
        List<Phrase> why = new ArrayList<>();
        double chance = odds.at(d.space());
        int rent = d.rent(held - 1);
        why.add(oddsLine(d, chance));
        why.add(say("rail.rent", held, money(rent)));
        double byCard = odds.railroadCard()[d.space()];
        double weighted = odds.railroadCardWeighted()[d.space()];
        BigDecimal income;
        if (byCard > 0) {
            double effective = chance - byCard + weighted;
            income = cents(BigDecimal.valueOf(effective).multiply(BigDecimal.valueOf(rent)));
            why.add(say("rail.card", pct(byCard), pct(chance - byCard), pct(weighted), money(rent), money(income)));
        } else {
            income = cents(BigDecimal.valueOf(chance).multiply(BigDecimal.valueOf(rent)));
            why.add(say("income", pct(chance), money(rent), money(income)));
        }
        return finish(ReturnRow.Kind.DEED, d.name(), board.groups().get(d.group()).id(), Integer.toString(held), chance,
                rent, income, d.price(), say("cost.price", money(d.price())), null, why);
    }

    private ReturnRow utilityRow(Deed d, int held) {
        List<Phrase> why = new ArrayList<>();
        double chance = odds.at(d.space());
        int multiplier = d.rent(held - 1);
        why.add(oddsLine(d, chance));
        double throwTotal = odds.throwTotal()[d.space()];
        double card = odds.utilityCardWeighted()[d.space()];
        BigDecimal byThrow = BigDecimal.valueOf(throwTotal).multiply(BigDecimal.valueOf(multiplier));
        BigDecimal byCard = BigDecimal.valueOf(card).multiply(FRESH_THROW);
        BigDecimal income = cents(byThrow.add(byCard));
        why.add(say("utility.rent", held, multiplier));
        why.add(say("utility.dice", Amount.decimal(throwTotal, 5), multiplier, money(cents(byThrow))));
        if (card > 0) {
            why.add(say("utility.card", Amount.decimal(card, 5), money(cents(byCard))));
        }
        why.add(say("utility.income", money(income)));
        return finish(ReturnRow.Kind.DEED, d.name(), board.groups().get(d.group()).id(), Integer.toString(held), chance,
                null, income, d.price(), say("cost.price", money(d.price())), null, why);
    }

    private ReturnRow groupRow(ColorGroup g, String level, List<ReturnRow> parts, ReturnRow below) {
        List<Phrase> why = new ArrayList<>();
        double chance = 0;
        BigDecimal income = BigDecimal.ZERO.setScale(2);
        long cost = 0;
        List<Phrase> incomes = new ArrayList<>();
        List<Phrase> costs = new ArrayList<>();
        for (ReturnRow p : parts) {
            chance += p.odds();
            income = income.add(p.income());
            cost += p.cost();
            incomes.add(money(p.income()));
            costs.add(money(p.cost()));
            String name = p.name();
            why.add(say("group.part", (Phrase) lang -> board.localized().name(lang, name), money(p.income()), money(p.cost())));
        }
        why.add(say("group.odds", pct(chance)));
        why.add(say("group.income", Phrase.join(" + ", incomes), money(income)));
        return finish(ReturnRow.Kind.GROUP, g.name(), g.id(), level, chance, null, income, cost,
                Phrase.join(" + ", costs), below, why);
    }

    /** Adds the cost, payback and marginal lines and builds the row. */
    private ReturnRow finish(ReturnRow.Kind kind, String name, String group, String level, double chance, Integer rent,
                             BigDecimal income, long cost, Phrase costWords, ReturnRow below, List<Phrase> why) {
        why.add(say("invested", costWords, money(cost)));
        BigDecimal rolls = null;
        BigDecimal rounds = null;
        if (income.signum() > 0) {
            rolls = BigDecimal.valueOf(cost).divide(income, 1, RoundingMode.HALF_EVEN);
            why.add(say("payback", money(cost), money(income), Amount.decimal(rolls)));
            BigDecimal perTurn = BigDecimal.valueOf(odds.rollsPerTurn());
            BigDecimal perRound = cents(income.multiply(perTurn).multiply(BigDecimal.valueOf(opponents)));
            rounds = BigDecimal.valueOf(cost).divide(perRound, 1, RoundingMode.HALF_EVEN);
            why.add(say("rounds", opponents, Amount.decimal(odds.rollsPerTurn(), 4), money(income), money(perRound), money(cost),
                    Amount.decimal(rounds)));
        } else {
            why.add(say("payback.never"));
        }
        BigDecimal marginal = null;
        if (below != null) {
            BigDecimal extra = income.subtract(below.income());
            long spent = cost - below.cost();
            if (extra.signum() > 0 && spent > 0) {
                marginal = BigDecimal.valueOf(spent).divide(extra, 1, RoundingMode.HALF_EVEN);
                why.add(say("marginal", money(spent), money(extra), Amount.decimal(marginal)));
            }
        }
        return new ReturnRow(kind, name, group, level, chance, rent, income, cost, rolls, rounds, marginal, why);
    }

    private static BigDecimal cents(BigDecimal v) {
        return v.round(MathContext.DECIMAL64).setScale(2, RoundingMode.HALF_EVEN);
    }
}
