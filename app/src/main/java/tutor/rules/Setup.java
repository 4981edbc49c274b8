package tutor.rules;

import java.util.ArrayList;
import java.util.List;
import tutor.rules.edition.DeckDef;
import tutor.rules.edition.RuleSet;
import tutor.rules.state.DeckState;
import tutor.rules.state.Dice;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
import tutor.rules.state.Table;

/** A new game: players on GO with the ruleset's starting cash, the decks shuffled from the seed. */
public final class Setup {

    private Setup() {
    }

    public static GameState newGame(Table table, long seed) {
        Dice dice = Dice.seeded(seed);
        List<DeckState> decks = new ArrayList<>();
        for (DeckDef def : table.cards().decks()) {
            Shuffled shuffled = shuffle(def.cards().size(), dice);
            dice = shuffled.dice();
            decks.add(new DeckState(shuffled.order()));
        }
        GameState s = fresh(table, decks, dice);
        return table.rules().dealDeeds() > 0 ? deal(s) : s;
    }

    /**
     * Short games begin with deeds dealt: the Title Deeds are shuffled from the game's own random
     * stream and each player gets the ruleset's number, paying the printed price where it says so.
     * Public so that a scenario can ask for a shuffled deal on the table it sets up.
     */
    public static GameState deal(GameState s) {
        RuleSet rules = s.rules();
        int n = s.board().deeds().size();
        Shuffled shuffled = shuffle(n, s.dice());
        int[] order = shuffled.order();
        Dice dice = shuffled.dice();
        Estates.Editor estates = s.estates().edit();
        List<PlayerState> players = new ArrayList<>(s.players());
        if (rules.dealtDeedsChosen()) {
            choosePairs(s, order, estates, players);
            return new GameState(s.table(), players, estates.freeze(), s.bankHouses(), s.bankHotels(), s.decks(), dice,
                    s.current(), 0, false, s.pending(), List.of(), List.of(), 0, s.pot(), s.reversed());
        }
        int next = 0;
        for (int round = 0; round < rules.dealDeeds(); round++) {
            for (int seat = 0; seat < players.size() && next < n; seat++) {
                int deed = order[next++];
                estates.owner(deed, seat);
                if (rules.dealtDeedsPaid()) {
                    PlayerState p = players.get(seat);
                    players.set(seat, p.withCash(p.cash() - s.board().deed(deed).price()));
                }
            }
        }
        return new GameState(s.table(), players, estates.freeze(), s.bankHouses(), s.bankHotels(), s.decks(), dice,
                s.current(), 0, false, s.pending(), List.of(), List.of(), 0, s.pot(), s.reversed());
    }

    /**
     * The deeds are laid out in random sets of the ruleset's size and each player, in seat order
     * (seats follow the opening throw, highest first), takes one set. A simulated player takes the
     * dearest set left; a scenario names its deeds instead.
     */
    private static void choosePairs(GameState s, int[] order, Estates.Editor estates, List<PlayerState> players) {
        RuleSet rules = s.rules();
        int size = rules.dealDeeds();
        int sets = order.length / size;
        boolean[] taken = new boolean[sets];
        for (int seat = 0; seat < players.size() && seat < sets; seat++) {
            int best = -1;
            int bestPrice = -1;
            for (int set = 0; set < sets; set++) {
                int price = 0;
                for (int k = 0; k < size; k++) {
                    price += s.board().deed(order[set * size + k]).price();
                }
                if (!taken[set] && price > bestPrice) {
                    best = set;
                    bestPrice = price;
                }
            }
            taken[best] = true;
            for (int k = 0; k < size; k++) {
                int deed = order[best * size + k];
                estates.owner(deed, seat);
                if (rules.dealtDeedsPaid()) {
                    PlayerState p = players.get(seat);
                    players.set(seat, p.withCash(p.cash() - s.board().deed(deed).price()));
                }
            }
        }
    }

    /**
     * How many deeds each seat receives in the deal: the ruleset's number each, dealt round the
     * table until the deeds run out; where players choose sets, one set each while sets last.
     */
    public static int[] dealCounts(RuleSet rules, int players, int deeds) {
        int[] counts = new int[players];
        int size = rules.dealDeeds();
        if (rules.dealtDeedsChosen()) {
            int sets = size == 0 ? 0 : deeds / size;
            for (int seat = 0; seat < players && seat < sets; seat++) {
                counts[seat] = size;
            }
            return counts;
        }
        int next = 0;
        for (int round = 0; round < size; round++) {
            for (int seat = 0; seat < players && next < deeds; seat++, next++) {
                counts[seat]++;
            }
        }
        return counts;
    }

    /**
     * The deal as it fell (a scenario or an editor names who was dealt what): each seat takes its
     * deeds from the Bank, paying the printed price from its cash where the ruleset says so.
     */
    public static GameState deal(GameState s, List<List<Integer>> perSeat) {
        Estates.Editor estates = s.estates().edit();
        List<PlayerState> players = new ArrayList<>(s.players());
        for (int seat = 0; seat < perSeat.size(); seat++) {
            for (int deed : perSeat.get(seat)) {
                estates.owner(deed, seat);
                if (s.rules().dealtDeedsPaid()) {
                    PlayerState p = players.get(seat);
                    players.set(seat, p.withCash(p.cash() - s.board().deed(deed).price()));
                }
            }
        }
        return new GameState(s.table(), players, estates.freeze(), s.bankHouses(), s.bankHotels(), s.decks(), s.dice(),
                s.current(), s.doubles(), s.rollAgain(), s.pending(), s.claims(), s.requests(), s.turn(), s.pot(), s.reversed());
    }

    record Shuffled(int[] order, Dice dice) { }

    /** 0..n-1 in an order drawn (Fisher-Yates) from the game's own random stream, so the seed replays it. */
    static Shuffled shuffle(int n, Dice dice) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            Dice.Drawn drawn = dice.draw(i + 1);
            dice = drawn.dice();
            int j = drawn.value();
            int tmp = order[i];
            order[i] = order[j];
            order[j] = tmp;
        }
        return new Shuffled(order, dice);
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
