package tutor.lesson;

import tutor.analysis.CardRent;
import tutor.analysis.JailStrategy;
import tutor.text.Phrase;

/**
 * A number the tutor computes for a lesson, from the budgeting lab ({@code tutor.analysis}), the
 * simulation ({@code tutor.sim}) or the engine itself. A lesson file names one under
 * {@code compute:}; its first key says which, the others are its parameters. {@code ruleset}
 * is the edition it is computed under (the lesson's own edition unless the file names another).
 */
public sealed interface Computation {

    /** A description's words, in the {@code figures} texts. */
    private static Phrase say(String key, Object... args) {
        return Phrase.of("figures", "figure." + key, args);
    }

    String ruleset();

    /** The unit the result is in. */
    Unit unit();

    /** The basis the number stands on, as this computation produces it. */
    Basis basis();

    /** What is computed, in a few words, for a check message or a handout's table of figures (English). */
    default String describe() {
        return said().in("en");
    }

    /** What is computed, in a few words, for any language. */
    Phrase said();

    /**
     * A computation that works itself out: the kinds lessons added beside the lab's own (exact dice
     * chances, an example the lesson sets, a loan, the value of completing a group, the rent ahead, the
     * houses in play, ruin in simulated games), each in a file of its own.
     */
    non-sealed interface Worked extends Computation {
        /** The value and its why-lines, as messages worded later in the reader's language. */
        Figures.Computed work(LessonLab lab);
    }

    /** The chance a roll ends on a space (or on any space of a colour group, by its id), in percent (Truman Collins' convention). */
    record LandingOdds(String ruleset, String space, JailStrategy jail) implements Computation {
        public Unit unit() { return Unit.PERCENT; }
        public Basis basis() { return Basis.PUBLISHED; }
        public Phrase said() { return say("odds", space, jail.id()); }
    }

    /**
     * What a deed or a whole colour group earns per opponent roll at a level ({@code alone}, {@code 0}
     * for the group without houses, {@code 1}-{@code 4}, {@code hotel}; for railroads and utilities,
     * how many are held).
     */
    record Income(String ruleset, String target, String level, JailStrategy jail, CardRent cardRent, boolean ownRolls) implements Computation {
        public Income(String ruleset, String target, String level, JailStrategy jail) {
            this(ruleset, target, level, jail, CardRent.CARDS, false);
        }

        public Income(String ruleset, String target, String level, JailStrategy jail, CardRent cardRent) {
            this(ruleset, target, level, jail, cardRent, false);
        }

        public Unit unit() { return Unit.MONEY; }
        public Basis basis() { return Basis.PUBLISHED; }
        public Phrase said() { return say("income", target, level); }
    }

    /** Money invested in a deed or group at a level (printed prices, buildings at cost). */
    record Invested(String ruleset, String target, String level) implements Computation {
        public Unit unit() { return Unit.MONEY; }
        public Basis basis() { return Basis.RULE; }
        public Phrase said() { return say("invested", target, level); }
    }

    /** Opponent rolls (or rounds of the table, with {@code opponents}) until the income repays the money invested. */
    record Payback(String ruleset, String target, String level, boolean inRounds, int opponents, JailStrategy jail,
                   CardRent cardRent) implements Computation {
        public Payback(String ruleset, String target, String level, boolean inRounds, int opponents, JailStrategy jail) {
            this(ruleset, target, level, inRounds, opponents, jail, CardRent.CARDS);
        }

        public Unit unit() { return inRounds ? Unit.ROUNDS : Unit.ROLLS; }
        public Basis basis() { return inRounds ? Basis.MODEL : Basis.PUBLISHED; }
        public Phrase said() {
            return inRounds ? say("payback.rounds", target, level, opponents) : say("payback.rolls", target, level);
        }
    }

    /** Opponent rolls that the extra income of a level takes to repay the extra money spent since the level below. */
    record Marginal(String ruleset, String target, String level, JailStrategy jail, CardRent cardRent) implements Computation {
        public Marginal(String ruleset, String target, String level, JailStrategy jail) {
            this(ruleset, target, level, jail, CardRent.CARDS);
        }

        public Unit unit() { return Unit.ROLLS; }
        public Basis basis() { return Basis.PUBLISHED; }
        public Phrase said() { return say("marginal", level, target); }
    }

    /** What a mortgage brings and costs: {@code value}, {@code interest}, {@code lift}, or {@code rolls} (of lost rent to equal the interest). */
    record Mortgage(String ruleset, String deed, String part) implements Computation {
        public Unit unit() { return part.equals("rolls") ? Unit.ROLLS : Unit.MONEY; }
        public Basis basis() { return part.equals("rolls") ? Basis.MODEL : Basis.RULE; }
        public Phrase said() { return say("mortgage", deed, part); }
    }

    /**
     * A player's balance sheet in a scenario's starting position: {@code net-worth}, {@code liquidation},
     * {@code cash}, {@code deeds}, {@code buildings}, {@code owed} (to lift every mortgage).
     */
    record Position(String ruleset, String scenario, String player, String part) implements Computation {
        public Unit unit() { return Unit.MONEY; }
        /** Cash, prices, mortgage values and building prices are read off the position, net worth too (its sum is defined in the lesson). */
        public Basis basis() { return Basis.POSITION; }
        public Phrase said() { return say("position", player, part, scenario); }
    }

    /**
     * The Income Tax choice for a player in a scenario whose start waits for it, ruled by the engine:
     * {@code flat}, {@code percent} (what the percentage would cost), {@code worth} (the total worth counted).
     */
    record IncomeTax(String ruleset, String scenario, String player, String part) implements Computation {
        public Unit unit() { return Unit.MONEY; }
        /** The flat sum is the edition's; the worth and what the percentage costs are read off the position. */
        public Basis basis() { return part.equals("flat") ? Basis.RULE : Basis.POSITION; }
        public Phrase said() { return say("income-tax", player, scenario, part); }
    }

    /** The total worth at which the percentage Income Tax costs as much as the flat sum. */
    record TaxBreakEven(String ruleset) implements Computation {
        public Unit unit() { return Unit.MONEY; }
        public Basis basis() { return Basis.RULE; }
        public Phrase said() { return say("tax-break-even"); }
    }

    /**
     * One lap's expected cash flow for a player in a scenario's position (the tutor's model):
     * {@code rent-out} (rent expected to be paid to others), {@code taxes}, {@code salary},
     * {@code net} (salary less rent and taxes), {@code worst-rent} (the largest rent one stop could cost),
     * {@code all-rents} (every rent added up, as if one stop on each), {@code per-roll} (the rent expected per
     * roll), {@code income-tax} (what the player would pay at Income Tax: the cheaper choice for the player's
     * worth, where the edition offers one), {@code rolls} (rolls a lap takes, from the landing chain: the squares of the board over the squares a
     * roll moves the token on average, cards and Jail included).
     */
    record Lap(String ruleset, String scenario, String player, String part, JailStrategy jail, CardRent cardRent)
            implements Computation {
        public Lap(String ruleset, String scenario, String player, String part, JailStrategy jail) {
            this(ruleset, scenario, player, part, jail, CardRent.CARDS);
        }

        public Unit unit() { return part.equals("rolls") ? Unit.COUNT : Unit.MONEY; }
        public Basis basis() {
            // Income Tax is the rule applied to the worth read off the position; the rents are the position's deeds and houses.
            return part.equals("income-tax") || part.equals("worst-rent") || part.equals("all-rents") ? Basis.POSITION
                    : part.equals("per-roll") ? Basis.PUBLISHED : Basis.MODEL;
        }
        public Phrase said() { return say("lap", player, scenario, part); }
    }

    /**
     * The most a deed at a level is worth paying if its rent is to repay the price within {@code rounds}
     * rounds against {@code opponents} opponents (the tutor's model of an auction value).
     */
    record BreakEvenBid(String ruleset, String target, String level, int rounds, int opponents, JailStrategy jail,
                        CardRent cardRent) implements Computation {
        public BreakEvenBid(String ruleset, String target, String level, int rounds, int opponents, JailStrategy jail) {
            this(ruleset, target, level, rounds, opponents, jail, CardRent.CARDS);
        }

        public Unit unit() { return Unit.MONEY; }
        public Basis basis() { return Basis.MODEL; }
        public Phrase said() {
            return say("break-even-bid", target, level, rounds, opponents);
        }
    }

    /**
     * Where one throw from a square ends (the first throw of a turn), in percent: onto a square or a colour group
     * (by its id), {@code part} {@code dice} for the dice alone (14/36 onto orange from Jail) or {@code ends} after
     * any card or Go To Jail move. Exact fractions in the working.
     */
    record NextThrow(String ruleset, String target, int from, String part) implements Computation {
        public Unit unit() { return Unit.PERCENT; }
        public Basis basis() { return Basis.RULE; }
        public Phrase said() { return say("next-throw." + part, target, String.valueOf(from)); }
    }

    /**
     * A chance of the dice, in percent, from the edition's dice and Jail values: {@code doubles} (one throw),
     * {@code to-jail} (doubles as many times in a row as send a player to Jail), {@code out-of-jail} (doubles
     * within the throws a player in Jail may make); or {@code rolls-per-turn}, the throws a turn makes on average
     * when doubles throw again and the last double allowed sends the player to Jail (a count, exact from the dice).
     */
    record Dice(String ruleset, String event) implements Computation {
        public Unit unit() { return event.equals("rolls-per-turn") ? Unit.COUNT : Unit.PERCENT; }
        public Basis basis() { return event.equals("rolls-per-turn") ? Basis.DICE : Basis.RULE; }
        public Phrase said() { return say("dice." + event); }
    }

    /** An edition's value, such as {@code jail-fine} or {@code salary} (the names {@code rules} lists). */
    record Rule(String ruleset, String key) implements Computation {
        /** The rule values that are sums of money; the rest are counts (deeds dealt, houses, bankruptcies). */
        private static final java.util.Set<String> SUMS = java.util.Set.of("starting-cash", "salary", "go-landing-bonus", "jail-fine",
                "income-tax", "luxury-tax", "auction-opening-bid", "auction-min-raise", "pot-seed", "parking-fee", "pot-privilege-at",
                "pot-privilege-collect");

        public Unit unit() {
            if (key.endsWith("-percent")) {
                return Unit.PERCENT;
            }
            return SUMS.contains(key) ? Unit.MONEY : Unit.COUNT;
        }
        public Basis basis() { return Basis.RULE; }
        public Phrase said() { return say("rule", key, ruleset); }
    }

    /**
     * A result of a simulate step's games: for a strategy, {@code win-rate} or {@code bankrupt-rate}
     * (percent of the seats it played), {@code win-low} and {@code win-high} (the 95% Wilson interval of
     * the win rate), or {@code turns} (the median length of a finished game).
     */
    record Simulated(SimSpec games, String strategy, String part) implements Computation {
        public String ruleset() { return games.ruleset(); }
        public Unit unit() { return part.equals("turns") ? Unit.TURNS : Unit.PERCENT; }
        public Basis basis() { return Basis.MODEL; }
        public Phrase said() {
            return strategy.isEmpty() ? say("simulated", part, games.games(), String.valueOf(games.seed()))
                    : say("simulated.of", part, strategy, games.games(), String.valueOf(games.seed()));
        }
    }
}
