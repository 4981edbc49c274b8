package tutor.analysis;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import tutor.rules.edition.Board;
import tutor.rules.edition.ColorGroup;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleSet;
import tutor.rules.edition.SpaceKind;
import tutor.text.Message;

/**
 * What every deed and colour group earns at every level, from the landing odds and the printed
 * rents: income per opponent roll (odds x rent), money invested, payback in opponent rolls and in
 * rounds of the table, and the marginal return of each round of houses. Every figure is worked out
 * from unrounded values (the chain's odds, exact sums of money, divisions to 34 digits) and rounded
 * only where it is shown ({@link Shown}): Mediterranean Avenue alone earns $0.042628 a roll and repays
 * its $60 in 1,407.5 opponent rolls, not the 1,500 that a cent-rounded $0.04 would give.
 */
public final class Returns {

    private final Odds odds;
    private final RuleSet rules;
    private final Board board;
    private final int opponents;
    private final CardRent cardRent;
    /** The average of a fresh throw (a nearest-utility card's throw): 3.5 a die. */
    private final BigDecimal freshThrow;
    private final List<ReturnRow> rows = new ArrayList<>();

    private Returns(Odds odds, RuleSet rules, int opponents, CardRent cardRent) {
        this.odds = odds;
        this.rules = rules;
        this.board = odds.board();
        this.opponents = opponents;
        this.cardRent = cardRent;
        this.freshThrow = BigDecimal.valueOf(35L * rules.dice(), 1).stripTrailingZeros();
    }

    /** Every deed and group at every level, for a table of {@code opponents} opponents, counting the cards' rents. */
    public static List<ReturnRow> of(Odds odds, RuleSet rules, int opponents) {
        return of(odds, rules, opponents, CardRent.CARDS);
    }

    /** Every deed and group at every level, with railroads and utilities under a convention for the cards' rents. */
    public static List<ReturnRow> of(Odds odds, RuleSet rules, int opponents, CardRent cardRent) {
        if (opponents < 1) {
            throw new IllegalArgumentException("at least one opponent, not " + opponents);
        }
        Returns r = new Returns(odds, rules, opponents, cardRent);
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

    /** Whether any card of the edition sends a player to a railroad or utility, so the convention matters. */
    public static boolean cardsChangeRent(Odds odds) {
        for (int i = 0; i < odds.board().size(); i++) {
            if (odds.railroadCard()[i] > 0 || odds.utilityCard()[i] > 0) {
                return true;
            }
        }
        return false;
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

    /** Whose rolls a deed's odds and income lines speak of: the lab's returns count an opponent's (a lesson may say the player's own). */
    public static final Message.Arg OPPONENT = Message.code("opponent");

    private static Message say(String key, Object... args) {
        return Say.lab("returns." + key, args);
    }

    private Message.Arg money(BigDecimal m) {
        return Say.money(board, m);
    }

    private Message.Arg money(BigDecimal m, int places) {
        return Say.money(board, m, places);
    }

    private Message.Arg money(long m) {
        return Say.money(board, m);
    }

    private static BigDecimal exact(double d) {
        return BigDecimal.valueOf(d);
    }

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    /** A chance as the percentage it is shown as (2.6260 for 2.6260%), unrounded. */
    private static BigDecimal percent(double chance) {
        return exact(chance).multiply(HUNDRED);
    }

    private Message oddsLine(Deed d, double chance, int places) {
        Message.Arg p = Message.percent(chance, places);
        return odds.hasJail() ? say("odds", Say.name(board, d.name()), p, Message.code(odds.jail().id()), OPPONENT)
                : say("odds.no-jail", Say.name(board, d.name()), p, OPPONENT);
    }

    /** The decimals an income is shown to in its row's working (the cent at least), so its payback can be redone by hand. */
    private static int paybackPlaces(long cost, BigDecimal income) {
        return income.signum() > 0 ? Shown.divisorPlaces(BigDecimal.valueOf(cost), income, Shown.PAYBACK) : Shown.CENTS;
    }

    /**
     * Whether {@code chance x rent = income} reads right with the chance at the lab's four places of a percent. A chance
     * is never shown to more places to make the product exact ("3.18577%" is no figure a teacher checks by hand); where
     * it is not exact, the line says "≈" instead of "=".
     */
    private static boolean exactAsShown(double chance, long rent, BigDecimal income, int incomePlaces) {
        return Shown.morePlaces(List.of(percent(chance), BigDecimal.valueOf(rent)), List.of(Say.ODDS_PLACES, Shown.AS_IS),
                income.multiply(HUNDRED), incomePlaces - 2) == 0;
    }

    private static Message incomeLine(double chance, long rent, BigDecimal income, int places, Message.Arg money, Message.Arg shownIncome) {
        return say(exactAsShown(chance, rent, income, places) ? "income" : "income.about", Message.percent(chance, Say.ODDS_PLACES),
                money, shownIncome, OPPONENT);
    }

    private ReturnRow streetRow(Deed d, String level, ReturnRow below) {
        double chance = odds.at(d.space());
        int rent;
        long cost = d.price();
        List<Message.Arg> costWords = new ArrayList<>(List.of(new Message.Nested(say("cost.price", money(d.price())))));
        Message rentLine;
        switch (level) {
            case "alone" -> {
                rent = d.rent(0);
                rentLine = say("rent.alone", money(rent));
            }
            case "0" -> {
                rent = d.rent(0) * rules.groupRentMultiplier();
                rentLine = say("rent.group", rules.groupRentMultiplier(), money(d.rent(0)), money(rent));
            }
            case "hotel" -> {
                rent = d.rent(d.rentSteps() - 1);
                int houses = rules.housesBeforeHotel();
                cost += (long) houses * d.houseCost() + d.hotelCost();
                costWords.add(new Message.Nested(say("cost.houses", houses, money(d.houseCost()))));
                costWords.add(new Message.Nested(say("cost.hotel", money(d.hotelCost()))));
                rentLine = say("rent.hotel", money(rent));
            }
            default -> {
                int houses = Integer.parseInt(level);
                rent = d.rent(houses);
                cost += (long) houses * d.houseCost();
                costWords.add(new Message.Nested(say("cost.houses", houses, money(d.houseCost()))));
                rentLine = say("rent.houses", houses, money(rent));
            }
        }
        BigDecimal income = exact(chance).multiply(BigDecimal.valueOf(rent));
        int places = paybackPlaces(cost, income);
        List<Message> why = new ArrayList<>();
        why.add(oddsLine(d, chance, Say.ODDS_PLACES));
        why.add(rentLine);
        why.add(incomeLine(chance, rent, income, places, money(rent), money(income, places)));
        return finish(ReturnRow.Kind.DEED, d.name(), board.groups().get(d.group()).id(), level, chance, rent,
                income, places, cost, Message.joined(" + ", costWords), below, why);
    }

    private ReturnRow railroadRow(Deed d, int held) {
        List<Message> why = new ArrayList<>();
        double chance = odds.at(d.space());
        int rent = d.rent(held - 1);
        double byCard = odds.railroadCard()[d.space()];
        double weighted = odds.railroadCardWeighted()[d.space()];
        Message incomeLine;
        BigDecimal income;
        int places;
        int chancePlaces = Say.ODDS_PLACES;
        if (byCard > 0 && cardRent == CardRent.CARDS) {
            // The rolls by the dice at the rent, the rolls by the card at its multiple: (by dice + by card x 2) x rent.
            double byDice = chance - byCard;
            income = exact(byDice).add(exact(weighted)).multiply(BigDecimal.valueOf(rent));
            places = paybackPlaces(d.price(), income);
            BigDecimal target = Shown.round(income.multiply(HUNDRED), places - 2);
            boolean exact = Shown.round(Shown.round(percent(byDice), chancePlaces)
                    .add(Shown.round(percent(weighted), chancePlaces)).multiply(BigDecimal.valueOf(rent)), places - 2).compareTo(target) == 0;
            incomeLine = say(exact ? "rail.card" : "rail.card.about", Message.percent(byCard, chancePlaces), Message.percent(byDice, chancePlaces),
                    Message.percent(weighted, chancePlaces), money(rent), money(income, places));
        } else {
            income = exact(chance).multiply(BigDecimal.valueOf(rent));
            places = paybackPlaces(d.price(), income);
            incomeLine = incomeLine(chance, rent, income, places, money(rent), money(income, places));
        }
        why.add(oddsLine(d, chance, chancePlaces));
        why.add(say("rail.rent", held, money(rent)));
        if (byCard > 0 && cardRent == CardRent.PRINTED) {
            why.add(say("rail.card.printed", Message.percent(byCard, chancePlaces)));
        }
        why.add(incomeLine);
        return finish(ReturnRow.Kind.DEED, d.name(), board.groups().get(d.group()).id(), Integer.toString(held), chance,
                rent, income, places, d.price(), new Message.Nested(say("cost.price", money(d.price()))), null, why);
    }

    private ReturnRow utilityRow(Deed d, int held) {
        List<Message> why = new ArrayList<>();
        double chance = odds.at(d.space());
        int multiplier = d.rent(held - 1);
        BigDecimal m = BigDecimal.valueOf(multiplier);
        double throwTotal = odds.throwTotal()[d.space()];
        BigDecimal byThrow = exact(throwTotal).multiply(m);
        boolean asCards = cardRent == CardRent.CARDS;
        double card = asCards ? odds.utilityCardWeighted()[d.space()] : odds.utilityCard()[d.space()];
        BigDecimal byCard = asCards ? exact(card).multiply(freshThrow) : exact(card).multiply(m).multiply(freshThrow);
        BigDecimal income = byThrow.add(byCard);
        // The dice's part and the card's add up to the income as shown, which repays the price as shown.
        int places = Shown.sumPlaces(List.of(byThrow, byCard), paybackPlaces(d.price(), income));
        Message.Arg fresh = Message.decimal(freshThrow, Math.max(0, freshThrow.scale()));
        int throwPlaces = 5 + Shown.morePlaces(List.of(exact(throwTotal), m), List.of(5, Shown.AS_IS), byThrow, places);
        why.add(oddsLine(d, chance, Say.ODDS_PLACES));
        why.add(say("utility.rent", held, multiplier));
        why.add(say("utility.dice", Message.decimal(throwTotal, throwPlaces), multiplier, money(byThrow, places)));
        if (card > 0 && asCards) {
            int cardPlaces = 5 + Shown.morePlaces(List.of(exact(card), freshThrow), List.of(5, Shown.AS_IS), byCard, places);
            why.add(say("utility.card", Message.decimal(card, cardPlaces), money(byCard, places), fresh));
        } else if (card > 0) {
            int cardPlaces = Say.ODDS_PLACES + Shown.morePlaces(List.of(percent(card), m, freshThrow),
                    List.of(Say.ODDS_PLACES, Shown.AS_IS, Shown.AS_IS), byCard.multiply(HUNDRED), places - 2);
            why.add(say("utility.card.printed", Message.percent(card, cardPlaces), multiplier, fresh, money(byCard, places)));
        }
        why.add(say("utility.income", money(income, places)));
        return finish(ReturnRow.Kind.DEED, d.name(), board.groups().get(d.group()).id(), Integer.toString(held), chance,
                null, income, places, d.price(), new Message.Nested(say("cost.price", money(d.price()))), null, why);
    }

    private ReturnRow groupRow(ColorGroup g, String level, List<ReturnRow> parts, ReturnRow below) {
        List<Message> why = new ArrayList<>();
        double chance = 0;
        BigDecimal income = BigDecimal.ZERO;
        long cost = 0;
        List<BigDecimal> incomes = new ArrayList<>();
        List<Message.Arg> costs = new ArrayList<>();
        for (ReturnRow p : parts) {
            chance += p.odds();
            income = income.add(p.income());
            cost += p.cost();
            incomes.add(p.income());
            costs.add(money(p.cost()));
        }
        // The parts are shown finely enough that they add up to the total shown, and the payback can be redone.
        int places = Shown.sumPlaces(incomes, paybackPlaces(cost, income));
        List<Message.Arg> shownIncomes = new ArrayList<>();
        for (ReturnRow p : parts) {
            shownIncomes.add(money(p.income(), places));
            why.add(say("group.part", Say.name(board, p.name()), money(p.income(), places), money(p.cost())));
        }
        why.add(say("group.odds", Say.odds(chance)));
        why.add(say("group.income", Message.joined(" + ", shownIncomes), money(income, places)));
        return finish(ReturnRow.Kind.GROUP, g.name(), g.id(), level, chance, null, income, places, cost,
                Message.joined(" + ", costs), below, why);
    }

    /** Adds the cost, payback and marginal lines and builds the row. */
    private ReturnRow finish(ReturnRow.Kind kind, String name, String group, String level, double chance, Integer rent,
                             BigDecimal income, int incomePlaces, long cost, Message.Arg costWords, ReturnRow below,
                             List<Message> why) {
        why.add(say("invested", costWords, money(cost)));
        BigDecimal rolls = null;
        BigDecimal rounds = null;
        BigDecimal invested = BigDecimal.valueOf(cost);
        if (income.signum() > 0) {
            rolls = Shown.divide(invested, income);
            why.add(say("payback", money(cost), money(income, incomePlaces), Message.decimal(rolls, Shown.PAYBACK)));
            BigDecimal perRound = income.multiply(exact(odds.rollsPerTurn())).multiply(BigDecimal.valueOf(opponents));
            rounds = Shown.divide(invested, perRound);
            // A round's income finely enough to redo its payback; its factors finely enough to redo the round.
            int roundPlaces = Shown.divisorPlaces(invested, perRound, Shown.PAYBACK);
            int more = Shown.morePlaces(List.of(BigDecimal.valueOf(opponents), exact(odds.rollsPerTurn()), income),
                    List.of(Shown.AS_IS, 4, incomePlaces), perRound, roundPlaces);
            why.add(say("rounds", opponents, Message.decimal(odds.rollsPerTurn(), 4 + more), money(income, incomePlaces + more),
                    money(perRound, roundPlaces), money(cost), Message.decimal(rounds, Shown.PAYBACK), new Message.Nested(odds.again())));
        } else {
            why.add(say("payback.never"));
        }
        BigDecimal marginal = null;
        if (below != null) {
            BigDecimal extra = income.subtract(below.income());
            long spent = cost - below.cost();
            if (extra.signum() > 0 && spent > 0) {
                BigDecimal more = BigDecimal.valueOf(spent);
                marginal = Shown.divide(more, extra);
                int extraPlaces = Shown.divisorPlaces(more, extra, Shown.PAYBACK);
                why.add(say("marginal", money(spent), money(extra, extraPlaces), Message.decimal(marginal, Shown.PAYBACK)));
            }
        }
        return new ReturnRow(kind, name, group, level, chance, rent, income, cost, rolls, rounds, marginal, why);
    }
}
