package tutor.sim;

import java.util.List;

/**
 * What one simulated game left behind.
 *
 * @param seed        the game's own seed (its dice and decks)
 * @param strategies  the strategy name at each seat
 * @param winner      the winning seat, or -1 when the game reached the turn cap (or stopped) without one
 * @param turns       player-turns played
 * @param capped      whether it stopped at the turn cap
 * @param bankruptcies who went bankrupt, to whom, and when, in order
 * @param landings    rolls ending on each space, then In Jail
 * @param netWorth    per seat, net worth at each sample (every {@code sampleRounds} rounds), bankrupt = 0
 */
public record GameRecord(long seed, List<String> strategies, int winner, int turns, boolean capped,
                         List<Bankruptcy> bankruptcies, long[] landings, int[][] netWorth) {

    /**
     * A seat that went bankrupt: to another seat, or to the Bank ({@code creditor} -1), at player-turn
     * {@code turn} of the game, in the seat's own round {@code round} (1 = during or before its first turn
     * ended; a round is every player one turn), so that "ruined within N rounds" counts each seat by its own turns.
     */
    public record Bankruptcy(int seat, int creditor, int turn, int round) {
        public Bankruptcy(int seat, int creditor, int turn) {
            this(seat, creditor, turn, 0);
        }
    }

    public GameRecord {
        strategies = List.copyOf(strategies);
        bankruptcies = List.copyOf(bankruptcies);
    }
}
