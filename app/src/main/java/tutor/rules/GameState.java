package tutor.rules;

import java.util.List;

/**
 * The whole game at one moment, as an immutable value. The referee turns one state and a
 * move into the next; nothing else changes a game.
 *
 * @param doubles   doubles thrown in a row this turn
 * @param rollAgain the last throw was doubles and the player throws again
 * @param requests  open wishes to buy scarce houses or hotels (see the building-shortage rules)
 * @param turn      turns completed since the game began
 * @param pot       money in the Free Parking pot (a house rule; always 0 under the official rules)
 * @param reversed  play runs against the arrows (the seminary rules' exact-GO privilege); false otherwise
 */
public record GameState(
        Table table,
        List<PlayerState> players,
        Estates estates,
        int bankHouses,
        int bankHotels,
        List<DeckState> decks,
        Dice dice,
        int current,
        int doubles,
        boolean rollAgain,
        Pending pending,
        List<RentClaim> claims,
        List<BuildRequest> requests,
        int turn,
        int pot,
        boolean reversed) {

    public GameState {
        // A ruling's own frozen arrays are handed over as they are: nobody holds them any more.
        players = players instanceof FrozenList ? players : List.copyOf(players);
        decks = decks instanceof FrozenList ? decks : List.copyOf(decks);
        claims = claims.isEmpty() ? List.of() : List.copyOf(claims);
        requests = requests.isEmpty() ? List.of() : List.copyOf(requests);
    }

    /** A game played in the printed direction, as every game starts. */
    public GameState(Table table, List<PlayerState> players, Estates estates, int bankHouses, int bankHotels,
                     List<DeckState> decks, Dice dice, int current, int doubles, boolean rollAgain, Pending pending,
                     List<RentClaim> claims, List<BuildRequest> requests, int turn, int pot) {
        this(table, players, estates, bankHouses, bankHotels, decks, dice, current, doubles, rollAgain, pending,
                claims, requests, turn, pot, false);
    }

    public Board board() {
        return table.board();
    }

    public RuleSet rules() {
        return table.rules();
    }

    public PlayerState player(int seat) {
        return players.get(seat);
    }

    public boolean isOver() {
        return pending instanceof Pending.GameOver;
    }

    /** Players still in the game. */
    public int playersIn() {
        int n = 0;
        for (PlayerState p : players) {
            if (!p.out()) {
                n++;
            }
        }
        return n;
    }
}
