package tutor.rules;

import java.util.function.Supplier;

import tutor.trace.StepKind;

/** When the game ends and who wins: the last player standing, or the richest by valuation. */
final class GameEnd {

    private GameEnd() {
    }

    static void afterBankruptcy(Play p) {
        int in = 0;
        int last = -1;
        int out = 0;
        for (int i = 0; i < p.players.length; i++) {
            if (p.p(i).out()) {
                out++;
            } else {
                in++;
                last = i;
            }
        }
        if (in == 1) {
            p.owed.clear();
            p.pending = new Pending.GameOver(last);
            p.events.add(new Event.GameEnded(last));
            if (p.t.on()) {
                p.t.open(StepKind.RULE, RuleIds.GAME_END, p.name(last) + " is the last player left in the game and wins.");
                p.cite(RuleKey.GAME_ENDS_AFTER_BANKRUPTCIES);
                p.t.close();
            }
            return;
        }
        int limit = p.rules.gameEndsAfterBankruptcies();
        if (limit > 0 && out >= limit) {
            endByValuation(p, RuleIds.GAME_END, RuleKey.GAME_ENDS_AFTER_BANKRUPTCIES,
                    () -> "This game ends at bankruptcy number " + limit + "; the players left are valued and the richest wins.");
        }
    }

    static void callTime(Play p, int seat) {
        endByValuation(p, RuleIds.GAME_TIME_LIMIT, RuleKey.TIME_LIMIT_GAME,
                () -> p.name(seat) + " calls time: the agreed hour has come, and the richest player wins.");
    }

    /** Opens the step that says why the game stops early, then values the players beneath it. */
    private static void endByValuation(Play p, String ruleId, RuleKey clause, Supplier<String> why) {
        if (p.t.on()) {
            p.t.open(StepKind.RULE, ruleId, why.get());
            p.cite(clause);
            p.cite(RuleKey.VALUATION);
        }
        try {
            byValuation(p);
        } finally {
            p.t.close();
        }
    }

    /** Values every player still in; the richest wins (a tie has no single winner). */
    private static void byValuation(Play p) {
        int best = -1;
        int bestWorth = -1;
        boolean tie = false;
        for (int i = 0; i < p.players.length; i++) {
            if (p.p(i).out()) {
                continue;
            }
            int worth = worth(p, i);
            if (worth > bestWorth) {
                best = i;
                bestWorth = worth;
                tie = false;
            } else if (worth == bestWorth) {
                tie = true;
            }
        }
        int winner = tie ? -1 : best;
        p.owed.clear();
        p.pending = new Pending.GameOver(winner);
        p.events.add(new Event.GameEnded(winner));
        if (p.t.on()) {
            p.t.leaf(StepKind.RULE, RuleIds.GAME_VALUATION, tie ? "Two or more players share the top worth of "
                    + p.money(bestWorth) + ": a tie." : p.name(best) + " is the richest, worth " + p.money(bestWorth) + ", and wins.");
        }
    }

    /**
     * A player's worth at the end of a short or time-limit game: cash; deeds as the ruleset values
     * them (printed price and half for mortgaged ones, or twice the price and nothing for mortgaged
     * ones); buildings at what they cost, a hotel with the houses turned in for it.
     */
    static int worth(Play p, int seat) {
        int cash = p.p(seat).cash();
        int deeds = 0;
        int buildings = 0;
        boolean doubled = p.rules.valuation() == Valuation.DOUBLE_PRICE_MORTGAGED_NONE;
        boolean cashOnly = p.rules.valuation() == Valuation.CASH_ONLY;
        for (Deed d : p.board.deeds()) {
            if (p.owner(d.id()) == seat && !cashOnly) {
                if (doubled) {
                    deeds += p.mortgaged(d.id()) ? 0 : 2 * d.price();
                } else {
                    deeds += p.mortgaged(d.id()) ? d.price() / 2 : d.price();
                }
                buildings += p.buildingCost(d.id());
            }
        }
        int worth = cash + deeds + buildings;
        if (p.t.on()) {
            p.t.open(StepKind.CALCULATION, RuleIds.GAME_VALUATION, p.name(seat) + "'s worth.");
            p.t.input("cash", p.money(cash));
            if (cashOnly) {
                p.t.arithmetic(p.money(cash) + " (only money counts)");
                p.t.close();
                return worth;
            }
            p.t.input(doubled ? "deeds (twice the price; mortgaged ones count nothing)" : "deeds (mortgaged at half)", p.money(deeds));
            p.t.input("buildings at cost", p.money(buildings));
            p.t.arithmetic(p.money(cash) + " + " + p.money(deeds) + " + " + p.money(buildings) + " = " + p.money(worth));
            p.t.close();
        }
        return worth;
    }
}
