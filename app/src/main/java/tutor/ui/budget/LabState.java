package tutor.ui.budget;

import java.util.ArrayList;
import java.util.List;
import tutor.analysis.JailStrategy;
import tutor.analysis.LandingChain;
import tutor.analysis.Odds;
import tutor.analysis.ReturnRow;
import tutor.analysis.Returns;
import tutor.data.Bundle;
import tutor.rules.edition.Board;
import tutor.rules.edition.CardSet;
import tutor.rules.state.GameState;
import tutor.rules.state.PlayerState;
import tutor.rules.edition.RuleSet;
import tutor.rules.Setup;
import tutor.rules.state.Table;

/**
 * What the Budget screen shows, worked out for one choice of edition, house rules, Jail strategy
 * and number of opponents. Solving the chain takes well under a millisecond, so it is simply
 * worked out again on every change, on the event thread.
 *
 * @param spec    the ruleset as written on the command line ({@code classic+free-parking-pot})
 * @param display an empty table of this edition for the board view to draw (no tokens, nothing owned)
 */
record LabState(String spec, RuleSet rules, Board board, JailStrategy jail, int opponents, Odds odds,
                List<ReturnRow> returns, GameState display) {

    static LabState of(String spec, JailStrategy jail, int opponents) {
        return of(spec, jail, opponents, tutor.analysis.CardRent.CARDS);
    }

    /** The same, with railroads and utilities counting the Chance cards that change their rent or not. */
    static LabState of(String spec, JailStrategy jail, int opponents, tutor.analysis.CardRent cardRent) {
        RuleSet rules = Bundle.get().ruleset(spec);
        Board board = Bundle.get().board(rules);
        CardSet cards = Bundle.get().cardSets().get(rules.cardsId());
        Odds odds = LandingChain.solve(board, rules, cards, jail);
        List<ReturnRow> rows = Returns.of(odds, rules, opponents, cardRent);
        Table table = Bundle.get().table(spec, List.of("A", "B"));
        GameState s = Setup.newGame(table, 0);
        List<PlayerState> gone = new ArrayList<>();
        for (PlayerState p : s.players()) {
            gone.add(p.withOut(true)); // players who have left are not drawn: the board shows no tokens
        }
        GameState display = new GameState(table, gone, s.estates(), s.bankHouses(), s.bankHotels(), s.decks(), s.dice(),
                0, 0, false, s.pending(), List.of(), List.of(), 0, 0);
        return new LabState(spec, rules, board, jail, opponents, odds, rows, display);
    }

    /** The chance a roll ends at a row of the odds (index {@code board.size()} is In Jail). */
    double chance(int row) {
        return row == board.size() ? odds.inJail() : odds.at(row);
    }
}
