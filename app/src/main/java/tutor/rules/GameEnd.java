package tutor.rules;

import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import tutor.trace.Msg;
import tutor.trace.Step;
import tutor.trace.StepKind;
import tutor.trace.Arg;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.Valuation;
import tutor.rules.state.Event;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;

/** When the game ends and who wins: the last player standing, or the richest by valuation. */
final class GameEnd {

    private GameEnd() {
    }

    static void afterBankruptcy(Play p) {
        int in = 0;
        int last = -1;
        for (int i = 0; i < p.players.length; i++) {
            if (!p.p(i).out()) {
                in++;
                last = i;
            }
        }
        if (in == 1) {
            p.voidDebts();
            p.waitFor(new Pending.GameOver(last));
            p.events.add(new Event.GameEnded(last));
            try (Step st = p.t.step(StepKind.RULE, RuleIds.GAME_END, "game.last-player", "player", player(last))) {
                p.cite(RuleKey.GAME_ENDS_AFTER_BANKRUPTCIES);
            }
            return;
        }
        if (limitReached(p)) {
            int limit = p.rules.gameEndsAfterBankruptcies();
            endByValuation(p, RuleIds.GAME_END, RuleKey.GAME_ENDS_AFTER_BANKRUPTCIES, Msg.of("game.ends-at-bankruptcy", "n", limit));
        }
    }

    /** Whether as many players have gone bankrupt as end a short game under this ruleset. */
    static boolean limitReached(Play p) {
        return limitReachedWith(p, -1);
    }

    /** The same, counting {@code leaving} (a seat about to leave the game, or -1) as out already. */
    static boolean limitReachedWith(Play p, int leaving) {
        int limit = p.rules.gameEndsAfterBankruptcies();
        int out = 0;
        for (int i = 0; i < p.players.length; i++) {
            out += p.p(i).out() || i == leaving ? 1 : 0;
        }
        return limit > 0 && out >= limit;
    }

    static void callTime(Play p, int seat) {
        endByValuation(p, RuleIds.GAME_TIME_LIMIT, RuleKey.TIME_LIMIT_GAME, Msg.of("game.calls-time", "player", player(seat)));
    }

    /** Opens the step that says why the game stops early, then values the players beneath it. */
    private static void endByValuation(Play p, String ruleId, RuleKey<?> clause, Msg why) {
        try (Step st = p.t.step(StepKind.RULE, ruleId, why)) {
            p.cite(clause); // what ends the game here; how the players are valued is cited where the winner is named
            byValuation(p);
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
        p.voidDebts();
        p.waitFor(new Pending.GameOver(winner));
        p.events.add(new Event.GameEnded(winner));
        try (Step st = tie ? p.t.step(StepKind.RULE, RuleIds.GAME_VALUATION, "game.tie", "worth", money(bestWorth))
                : p.t.step(StepKind.RULE, RuleIds.GAME_VALUATION, "game.richest", "player", player(best), "worth", money(bestWorth))) {
            p.cite(RuleKey.VALUATION);
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
        try (Step st = p.t.step(StepKind.CALCULATION, RuleIds.GAME_VALUATION, "game.worth-of", "player", player(seat))) {
            p.t.given("cash", money(cash));
            if (cashOnly) {
                p.t.calc("game.cash-only", "cash", money(cash));
                return worth;
            }
            p.t.given(doubled ? "deeds-doubled" : "deeds-mortgaged-half", money(deeds));
            p.t.given("buildings-at-cost", money(buildings));
            p.t.calc("game.worth", "cash", money(cash), "deeds", money(deeds), "buildings", money(buildings), "worth", money(worth));
        }
        return worth;
    }
}
