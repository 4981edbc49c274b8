package tutor.rules;

import java.util.ArrayList;
import java.util.List;

/** A new game: players on GO with the ruleset's starting cash, the decks shuffled from the seed. */
public final class Setup {

    private Setup() {
    }

    public static GameState newGame(Table table, long seed) {
        Dice dice = Dice.seeded(seed);
        List<DeckState> decks = new ArrayList<>();
        for (DeckDef def : table.cards().decks()) {
            int[] order = new int[def.cards().size()];
            for (int i = 0; i < order.length; i++) {
                order[i] = i;
            }
            // Fisher-Yates from the game's own random stream, so the seed replays the shuffle too.
            for (int i = order.length - 1; i > 0; i--) {
                Dice.Drawn drawn = dice.draw(i + 1);
                dice = drawn.dice();
                int j = drawn.value();
                int tmp = order[i];
                order[i] = order[j];
                order[j] = tmp;
            }
            decks.add(new DeckState(order));
        }
        return fresh(table, decks, dice);
    }

    /** A new game with the decks in printed order and the given dice (scenarios set both). */
    public static GameState withDecks(Table table, List<DeckState> decks, Dice dice) {
        return fresh(table, decks, dice);
    }

    private static GameState fresh(Table table, List<DeckState> decks, Dice dice) {
        RuleSet rules = table.rules();
        List<PlayerState> players = new ArrayList<>();
        for (String name : table.seats()) {
            players.add(PlayerState.starting(name, rules.startingCash(), table.board().goIndex()));
        }
        return new GameState(table, players, Estates.allWithBank(table.board().deeds().size()),
                rules.bankHouses(), rules.bankHotels(), decks, dice, 0, 0, false,
                new Pending.AwaitRoll(0), List.of(), List.of(), 0, rules.freeParkingPot() ? rules.potSeed() : 0);
    }
}
