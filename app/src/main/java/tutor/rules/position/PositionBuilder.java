package tutor.rules.position;

import java.util.ArrayList;
import java.util.List;
import tutor.rules.edition.Card;
import tutor.rules.edition.CardEffect;
import tutor.rules.edition.DeckDef;
import tutor.rules.edition.RuleSet;
import tutor.rules.state.CardRef;
import tutor.rules.state.DeckState;
import tutor.rules.state.Dice;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
import tutor.rules.state.Roll;
import tutor.rules.state.Table;

/**
 * Sets up any position by name: who holds what, where tokens stand, the dice to come, the
 * order of the decks, whose turn it is. Used by tests and by the scenario loader.
 * Names are resolved against the table's board and cards; an unknown name is an error.
 */
public final class PositionBuilder {

    private final Table table;
    private final PlayerState[] players;
    private final Estates.Editor estates;
    private final List<DeckState> decks = new ArrayList<>();
    private final List<Roll> dice = new ArrayList<>();
    private long seed = 1;
    private int current;
    private int bankHouses;
    private int bankHotels;
    private Pending pending;

    private Integer pot;
    private boolean reversed;
    private int doubles;
    private boolean throwAgain;

    public PositionBuilder(Table table) {
        this.table = table;
        RuleSet rules = table.rules();
        this.players = new PlayerState[table.seats().size()];
        for (int i = 0; i < players.length; i++) {
            players[i] = PlayerState.starting(table.seats().get(i), rules.startingCash(), table.board().goIndex());
        }
        this.estates = Estates.allWithBank(table.board().deeds().size()).edit();
        for (DeckDef def : table.cards().decks()) {
            int[] order = new int[def.cards().size()];
            for (int i = 0; i < order.length; i++) {
                order[i] = i;
            }
            decks.add(new DeckState(order));
        }
        this.bankHouses = rules.bankHouses();
        this.bankHotels = rules.bankHotels();
    }

    public int seat(String player) {
        int i = table.seats().indexOf(player);
        if (i < 0) {
            throw new IllegalArgumentException("no player named " + player);
        }
        return i;
    }

    public int space(String name) {
        return table.board().spaceNamed(name)
                .orElseThrow(() -> new IllegalArgumentException("no space named " + name)).index();
    }

    public int deed(String name) {
        int d = table.board().space(space(name)).deed();
        if (d < 0) {
            throw new IllegalArgumentException(name + " is not a deed");
        }
        return d;
    }

    public PositionBuilder cash(String player, int cash) {
        int s = seat(player);
        players[s] = players[s].withCash(cash);
        return this;
    }

    public PositionBuilder at(String player, String spaceName) {
        return at(player, space(spaceName));
    }

    public PositionBuilder at(String player, int spaceIndex) {
        int s = seat(player);
        players[s] = players[s].withPosition(spaceIndex);
        return this;
    }

    /** In Jail, having already failed {@code failedThrows} throws for doubles. */
    public PositionBuilder inJail(String player, int failedThrows) {
        int s = seat(player);
        players[s] = players[s].withPosition(table.board().jailIndex()).withJail(true, failedThrows);
        return this;
    }

    public PositionBuilder owns(String player, String... deeds) {
        int s = seat(player);
        for (String d : deeds) {
            estates.owner(deed(d), s);
        }
        return this;
    }

    public PositionBuilder houses(String deedName, int count) {
        int d = deed(deedName);
        estates.houses(d, count);
        bankHouses -= count;
        return this;
    }

    public PositionBuilder hotel(String deedName) {
        int d = deed(deedName);
        estates.hotel(d, true);
        bankHotels -= 1;
        return this;
    }

    public PositionBuilder mortgaged(String deedName) {
        estates.mortgaged(deed(deedName), true);
        return this;
    }

    /** Gives the player the Get Out of Jail Free card of a deck, taking it out of that deck. */
    public PositionBuilder jailCard(String player, String deckId) {
        int di = table.cards().deckIndex(deckId);
        DeckDef def = table.cards().decks().get(di);
        for (int i = 0; i < def.cards().size(); i++) {
            if (def.cards().get(i).effect() instanceof CardEffect.GetOutOfJailFree) {
                int printed = i;
                int[] order = java.util.Arrays.stream(decks.get(di).toArray()).filter(c -> c != printed).toArray();
                decks.set(di, new DeckState(order));
                int s = seat(player);
                players[s] = players[s].withCard(new CardRef(di, printed));
                return this;
            }
        }
        throw new IllegalArgumentException(deckId + " has no Get Out of Jail Free card");
    }

    /** Puts the named card on top of its deck; the rest keep their order. */
    public PositionBuilder topCard(String deckId, String cardId) {
        int di = table.cards().deckIndex(deckId);
        if (di < 0) {
            throw new IllegalArgumentException("no deck " + deckId);
        }
        List<Card> cards = table.cards().decks().get(di).cards();
        int printed = -1;
        for (int i = 0; i < cards.size(); i++) {
            if (cards.get(i).id().equals(cardId)) {
                printed = i;
            }
        }
        if (printed < 0) {
            throw new IllegalArgumentException("no card " + cardId + " in " + deckId);
        }
        int top = printed;
        int[] rest = java.util.Arrays.stream(decks.get(di).toArray()).filter(c -> c != top).toArray();
        int[] order = new int[rest.length + 1];
        order[0] = top;
        System.arraycopy(rest, 0, order, 1, rest.length);
        decks.set(di, new DeckState(order));
        return this;
    }

    public PositionBuilder dice(int die1, int die2) {
        dice.add(new Roll(die1, die2));
        return this;
    }

    /** A throw of one die to come (Monopoly Junior). */
    public PositionBuilder die(int die) {
        dice.add(Roll.single(die));
        return this;
    }

    public PositionBuilder seed(long seed) {
        this.seed = seed;
        return this;
    }

    public PositionBuilder turn(String player) {
        this.current = seat(player);
        return this;
    }

    /** Money in the Free Parking pot (only where the ruleset has one); default the ruleset's seed. */
    public PositionBuilder pot(int amount) {
        if (!table.rules().freeParkingPot()) {
            throw new IllegalStateException("ruleset " + table.rules().id() + " has no Free Parking pot");
        }
        this.pot = amount;
        return this;
    }

    /** Play runs against the arrows (the seminary rules' exact-GO privilege has reversed it). */
    public PositionBuilder reversed(boolean reversed) {
        this.reversed = reversed;
        return this;
    }

    /** Doubles already thrown this turn, and whether the player throws again once the decision pending is made. */
    public PositionBuilder doubles(int thrown, boolean again) {
        this.doubles = thrown;
        this.throwAgain = again;
        return this;
    }

    public PositionBuilder pending(Pending pending) {
        this.pending = pending;
        return this;
    }

    public GameState build() {
        if (bankHouses < 0 || bankHotels < 0) {
            throw new IllegalStateException("more buildings placed than the Bank has: " + bankHouses + " houses, "
                    + bankHotels + " hotels left");
        }
        return draft();
    }

    /**
     * The position as set, possible or not, for {@link PositionCheck} to judge (a loader or an
     * editor shows its problems); {@link #build()} is for positions known to be sound.
     */
    public GameState draft() {
        Pending p = pending != null ? pending : new Pending.AwaitRoll(current);
        return new GameState(table, List.of(players), estates.snapshot(), bankHouses, bankHotels, decks,
                Dice.scripted(dice, seed), current, doubles, throwAgain, p, List.of(), List.of(), 0,
                pot != null ? pot : table.rules().freeParkingPot() ? table.rules().potSeed() : 0, reversed);
    }
}
