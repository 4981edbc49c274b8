package tutor.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.CardRef;
import tutor.rules.Estates;
import tutor.rules.GameState;
import tutor.rules.Move;
import tutor.rules.Outcome;
import tutor.rules.PlayerState;
import tutor.rules.Referee;
import tutor.rules.Setup;
import tutor.rules.Table;
import tutor.rules.Transfer;

/**
 * Ten thousand seeded games between random legal-move bots, on both rulesets, checking after
 * every move that nothing the rules forbid has happened: money moves only through ledger
 * entries, buildings and cards are conserved, every deed has one holder, nobody out acts.
 */
class RandomGameInvariantsTest {

    private static final int GAMES = 10_000;
    private static final int TURNS = 120;
    private final Referee referee = new Referee();

    @Test
    void tenThousandRandomGamesKeepEveryInvariant() {
        GameRunner runner = new GameRunner();
        long moves = 0;
        int[] stops = new int[GameRunner.Stop.values().length];
        for (int game = 0; game < GAMES; game++) {
            String ruleset = game % 2 == 0 ? "classic" : "modern";
            int players = 2 + game % 5;
            Table table = Bundle.get().table(ruleset, List.of("P1", "P2", "P3", "P4", "P5", "P6").subList(0, players));
            GameState start = Setup.newGame(table, game);
            checkState(start);
            GameRunner.Result r = runner.play(start, new RandomBot(game * 31L + 7), TURNS, false, o -> check(o, table));
            moves += r.moves();
            stops[r.stop().ordinal()]++;
        }
        // The random games must really have been played, not stopped at once.
        assertThat(moves).isGreaterThan(GAMES * 50L);
        assertThat(stops[GameRunner.Stop.TURN_LIMIT.ordinal()] + stops[GameRunner.Stop.NO_MOVE.ordinal()]).isEqualTo(GAMES);
    }

    private void check(Outcome o, Table table) {
        GameState before = o.before();
        GameState after = o.after();
        int n = before.players().size();
        int[] net = new int[n];
        for (Transfer t : o.ledger()) {
            assertThat(t.amount()).as("transfer amount").isPositive();
            assertThat(t.from()).isNotEqualTo(t.to());
            if (t.from() != Estates.BANK) {
                net[t.from()] -= t.amount();
            }
            if (t.to() != Estates.BANK) {
                net[t.to()] += t.amount();
            }
        }
        for (int i = 0; i < n; i++) {
            int delta = after.player(i).cash() - before.player(i).cash();
            assertThat(delta).as("cash change of player %d after %s equals its ledger entries", i, o.move()).isEqualTo(net[i]);
        }
        assertThat(before.player(o.move().player()).out()).as("a player out of the game acted").isFalse();
        checkState(after);
    }

    private void checkState(GameState s) {
        int houses = s.bankHouses();
        int hotels = s.bankHotels();
        Estates e = s.estates();
        for (int d = 0; d < e.size(); d++) {
            assertThat(e.owner(d)).isBetween(Estates.BANK, s.players().size() - 1);
            houses += e.houses(d);
            hotels += e.hotel(d) ? 1 : 0;
            if (e.owner(d) == Estates.BANK) {
                assertThat(e.improved(d) || e.mortgaged(d)).as("the Bank's deeds are bare").isFalse();
            }
        }
        assertThat(houses).isEqualTo(s.rules().bankHouses());
        assertThat(hotels).isEqualTo(s.rules().bankHotels());
        for (int deck = 0; deck < s.decks().size(); deck++) {
            Set<Integer> seen = new HashSet<>();
            for (int i = 0; i < s.decks().get(deck).size(); i++) {
                assertThat(seen.add(s.decks().get(deck).at(i))).as("a card appears twice").isTrue();
            }
            for (PlayerState p : s.players()) {
                for (CardRef c : p.jailCards()) {
                    if (c.deck() == deck) {
                        assertThat(seen.add(c.card())).as("a held card is also in the deck").isTrue();
                    }
                }
            }
            assertThat(seen).hasSize(s.table().cards().decks().get(deck).cards().size());
        }
        for (PlayerState p : s.players()) {
            assertThat(p.cash()).as(p.name() + " cash").isNotNegative();
            assertThat(p.position()).isBetween(0, s.board().size() - 1);
            if (p.inJail()) {
                assertThat(p.position()).isEqualTo(s.board().jailIndex());
                // All throws used only while the forced fine is owed as a debt.
                if (p.jailThrows() == s.rules().jailTurns()) {
                    assertThat(s.pending()).isInstanceOf(tutor.rules.Pending.Debt.class);
                } else {
                    assertThat(p.jailThrows()).isLessThan(s.rules().jailTurns());
                }
            }
        }
        for (Move m : referee.legalMoves(s)) {
            assertThat(referee.check(s, m)).as("listed legal move %s passes check", m).isEmpty();
        }
    }
}
