package tutor.rules;

import static tutor.rules.Rejections.refuse;

/**
 * Moves for parts a ruleset's game does not have at all: Monopoly Junior has no houses or
 * hotels, no mortgages and no trading. Checked before anything else, so the learner hears the
 * real reason rather than a timing or a cash rule.
 */
final class MissingParts {

    private MissingParts() {
    }

    static Rejection check(GameState s, Move m) {
        RuleSet r = s.rules();
        if (!r.buildingsAllowed() && (m instanceof Move.BuyHouse || m instanceof Move.BuyHotel || m instanceof Move.SellHouse
                || m instanceof Move.SellHotel || m instanceof Move.RequestBuildings)) {
            return refuse(s, m, RuleIds.BUILD_NONE, RuleKey.BUILDINGS_ALLOWED, "reject.build.none");
        }
        if (!r.mortgagesAllowed() && (m instanceof Move.MortgageDeed || m instanceof Move.LiftMortgage)) {
            return refuse(s, m, RuleIds.MORTGAGE_NONE, RuleKey.MORTGAGES_ALLOWED, "reject.mortgage.none");
        }
        if (!r.tradesAllowed() && (m instanceof Move.Trade || m instanceof Move.SellJailFreeCard)) {
            return refuse(s, m, RuleIds.TRADE_NONE, RuleKey.TRADES_ALLOWED, "reject.trade.none");
        }
        return null;
    }
}
