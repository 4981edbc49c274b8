package tutor.rules;

import static tutor.rules.Rejections.reject;

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
            return reject(s, m, RuleIds.BUILD_NONE, "This game has no houses or hotels.", RuleKey.BUILDINGS_ALLOWED);
        }
        if (!r.mortgagesAllowed() && (m instanceof Move.MortgageDeed || m instanceof Move.LiftMortgage)) {
            return reject(s, m, RuleIds.MORTGAGE_NONE, "This game has no mortgages: money comes only from the Bank's "
                    + "payments and other players' fees.", RuleKey.MORTGAGES_ALLOWED);
        }
        if (!r.tradesAllowed() && (m instanceof Move.Trade || m instanceof Move.SellJailFreeCard)) {
            return reject(s, m, RuleIds.TRADE_NONE, "This game has no trading between players.", RuleKey.TRADES_ALLOWED);
        }
        return null;
    }
}
