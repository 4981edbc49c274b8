package tutor.rules;

import java.util.ArrayList;
import java.util.List;
import tutor.trace.Arg;
import tutor.trace.Effect;
import tutor.trace.Msg;
import tutor.trace.Step;
import tutor.trace.StepKind;
import tutor.trace.Tracer;
import tutor.rules.edition.Board;
import tutor.rules.edition.Clause;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;
import tutor.rules.state.BuildRequest;
import tutor.rules.state.DeckState;
import tutor.rules.state.Dice;
import tutor.rules.state.Estates;
import tutor.rules.state.Event;
import tutor.rules.state.FrozenList;
import tutor.rules.state.GameState;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
import tutor.rules.state.RentClaim;
import tutor.rules.state.Table;
import tutor.rules.state.Transfer;

/**
 * The working copy one ruling edits: it starts from a state, the rule classes change it,
 * and {@link #freeze()} makes the next immutable state. Money moves only through
 * {@link #transfer}, which writes the ledger, so every change of cash has an entry.
 */
final class Play {

    final Table table;
    final Board board;
    final RuleSet rules;
    final Tracer t;

    final PlayerState[] players;
    private final Estates estatesBefore;
    private Estates.Editor estates;
    int bankHouses;
    int bankHotels;
    /** The last state's decks until this ruling draws, shuffles or returns a card ({@link #setDeck}): most rulings never do. */
    private final List<DeckState> decksBefore;
    /** Null until this ruling changes a deck. */
    private DeckState[] decks;
    Dice dice;
    int current;
    int doubles;
    boolean rollAgain;
    /** The next decision; null while a ruling is still working out what comes next. */
    Pending pending;
    /** The last state's lists until this ruling changes them ({@link #claimsToEdit()}): most rulings never do. */
    List<RentClaim> claims;
    List<BuildRequest> requests;
    int turn;
    int pot;
    boolean reversed;

    /** What happened and every change of cash, for the outcome; written, never read, during the ruling. */
    final List<Event> events;
    final List<Transfer> ledger;
    /** Sums that could not be paid in cash during this ruling. */
    List<Pending.Owed> owed = List.of();
    /** A throw still to be moved once the debts are settled (forced jail fine). */
    int moveAfterDebt;

    Play(GameState s, Tracer t) {
        this(s, t, true);
    }

    /** @param recorded whether the ruling's events and ledger are kept: a ruling for the next position only drops them */
    Play(GameState s, Tracer t, boolean recorded) {
        this.events = recorded ? new ArrayList<>(6) : Dropped.list();
        this.ledger = recorded ? new ArrayList<>(3) : Dropped.list();
        this.table = s.table();
        this.board = table.board();
        this.rules = table.rules();
        this.t = t;
        this.players = s.players() instanceof FrozenList<PlayerState> f ? f.copyOfArray() : s.players().toArray(new PlayerState[0]);
        this.estatesBefore = s.estates();
        this.bankHouses = s.bankHouses();
        this.bankHotels = s.bankHotels();
        this.decksBefore = s.decks();
        this.dice = s.dice();
        this.current = s.current();
        this.doubles = s.doubles();
        this.rollAgain = s.rollAgain();
        this.pending = s.pending();
        this.claims = s.claims();
        this.requests = s.requests();
        this.turn = s.turn();
        this.pot = s.pot();
        this.reversed = s.reversed();
    }

    // What a rule changes, said as what happens: rule classes call these rather than write the fields.

    /** The decision the game waits for next. */
    void waitFor(Pending next) {
        pending = next;
    }

    /** The decision is answered: the referee works out the next one once the ruling is done. */
    void answered() {
        pending = null;
    }

    /** Whether the player throws again this turn (doubles, a Ride Again square). */
    void throwAgain(boolean again) {
        rollAgain = again;
    }

    /** No further throw this turn (Jail, a third double, a card sending the token away). */
    void noFurtherThrow() {
        rollAgain = false;
    }

    /** One more double thrown this turn. */
    void countDouble() {
        doubles++;
    }

    /** The run of doubles ends: none counted, no further throw. */
    void endDoubles() {
        doubles = 0;
        rollAgain = false;
    }

    /** The turn passes to {@code seat}, with no doubles counted. */
    void passTurnTo(int seat) {
        current = seat;
        endDoubles();
        turn++;
    }

    /** The dice's source after a throw or a shuffle (a seeded source moves on). */
    void diceAfter(Dice next) {
        dice = next;
    }

    void housesFromBank(int n) {
        bankHouses -= n;
    }

    void housesToBank(int n) {
        bankHouses += n;
    }

    void hotelsFromBank(int n) {
        bankHotels -= n;
    }

    void hotelsToBank(int n) {
        bankHotels += n;
    }

    /** The game is over: sums still owed are owed no more. */
    void voidDebts() {
        owed = List.of();
    }

    /** Play goes the other way round the board. */
    void reverseDirection() {
        reversed = !reversed;
    }

    /** A throw to move once the debts it raised are settled (a fine forced on the third failed throw). */
    void moveOnceSettled(int total) {
        moveAfterDebt = total;
    }

    /** Wishes to buy scarce buildings lapse (at the end of the turn in which they were made). */
    void dropBuildingWishes() {
        requests = List.of();
    }

    /** The rent claims, as a list this ruling may change (copied from the last state on the first change). */
    List<RentClaim> claimsToEdit() {
        if (!(claims instanceof ArrayList)) {
            claims = new ArrayList<>(claims);
        }
        return claims;
    }

    /** The wishes to buy scarce buildings, as a list this ruling may change. */
    List<BuildRequest> requestsToEdit() {
        if (!(requests instanceof ArrayList)) {
            requests = new ArrayList<>(requests);
        }
        return requests;
    }

    /** The sums owed during this ruling, as a list it may add to. */
    List<Pending.Owed> owedToEdit() {
        if (!(owed instanceof ArrayList)) {
            owed = new ArrayList<>(owed);
        }
        return owed;
    }

    /** The next state. The ruling is over: its arrays go to the state as they are, never written again. */
    GameState freeze() {
        Estates est = estates == null ? estatesBefore : estates.freeze();
        return new GameState(table, new FrozenList<>(players), est, bankHouses, bankHotels, decks == null ? decksBefore : new FrozenList<>(decks),
                dice, current, doubles, rollAgain, pending, claims, requests, turn, pot, reversed);
    }

    /** The game as it stands in the middle of this ruling, for checks that read a whole state; the ruling goes on. */
    GameState snapshot() {
        Estates est = estates == null ? estatesBefore : estates.snapshot();
        return new GameState(table, List.of(players), est, bankHouses, bankHotels, decks == null ? decksBefore : List.of(decks),
                dice, current, doubles, rollAgain, pending, claims, requests, turn, pot, reversed);
    }

    // ---- reading -------------------------------------------------------------------------

    DeckState deck(int index) {
        return decks == null ? decksBefore.get(index) : decks[index];
    }

    /** Changes a deck; the decks are copied from the last state on the first change. */
    void setDeck(int index, DeckState deck) {
        if (decks == null) {
            decks = decksBefore instanceof FrozenList<DeckState> f ? f.copyOfArray() : decksBefore.toArray(new DeckState[0]);
        }
        decks[index] = deck;
    }

    int owner(int deed) {
        return estates == null ? estatesBefore.owner(deed) : estates.owner(deed);
    }

    int houses(int deed) {
        return estates == null ? estatesBefore.houses(deed) : estates.houses(deed);
    }

    boolean hotel(int deed) {
        return estates == null ? estatesBefore.hotel(deed) : estates.hotel(deed);
    }

    boolean mortgaged(int deed) {
        return estates == null ? estatesBefore.mortgaged(deed) : estates.mortgaged(deed);
    }

    Estates.Editor estates() {
        if (estates == null) {
            estates = estatesBefore.edit();
        }
        return estates;
    }

    PlayerState p(int seat) {
        return players[seat];
    }

    String name(int seat) {
        return table.name(seat);
    }

    String money(int amount) {
        return board.money(amount);
    }

    String spaceName(int index) {
        return board.space(index).name();
    }

    /** Deeds of a group held by one player, mortgaged ones included. */
    int heldInGroup(int seat, int group) {
        int n = 0;
        for (int d : board.groupDeedIds(group)) {
            if (owner(d) == seat) {
                n++;
            }
        }
        return n;
    }

    int playersIn() {
        int n = 0;
        for (PlayerState pl : players) {
            if (!pl.out()) {
                n++;
            }
        }
        return n;
    }

    int groupSize(int group) {
        return board.groupDeedIds(group).length;
    }

    /** The deeds of the group a deed belongs to. Shared array: never write to it. */
    int[] groupOf(int deed) {
        return board.groupDeedIds(board.deed(deed).group());
    }

    /** Buildings on a lot counted in houses, a hotel counting one more than the houses it needs. */
    int level(int deed) {
        return hotel(deed) ? rules.housesBeforeHotel() + 1 : houses(deed);
    }

    /** What the buildings on a lot cost: houses at the house price; a hotel at its price plus the houses turned in. */
    int buildingCost(int deed) {
        Deed d = board.deed(deed);
        return hotel(deed) ? d.hotelCost() + rules.housesBeforeHotel() * d.houseCost() : houses(deed) * d.houseCost();
    }

    /** Hands a deed to a new holder, as it stands (mortgaged or not), and says so in the trace. */
    void giveDeed(int deed, int from, int to) {
        estates().owner(deed, to);
        if (t.on()) {
            t.effect(new Effect.DeedChanged(deed, from, to));
        }
    }

    // ---- changing ------------------------------------------------------------------------

    /** Moves money and writes the ledger entry; the caller has checked the payer can pay. */
    void transfer(int from, int to, int amount, String ruleId) {
        if (amount < 0) {
            throw new IllegalArgumentException("negative transfer " + amount + " under " + ruleId);
        }
        if (amount == 0) {
            return;
        }
        if (from == Estates.POT) {
            if (pot < amount) {
                throw new IllegalStateException("the pot holds " + pot + ", not " + amount);
            }
            pot -= amount;
        } else if (from != Estates.BANK) {
            PlayerState payer = players[from];
            if (payer.cash() < amount) {
                throw new IllegalStateException(payer.name() + " cannot pay " + amount + " under " + ruleId);
            }
            players[from] = payer.withCash(payer.cash() - amount);
        }
        if (to == Estates.POT) {
            pot += amount;
        } else if (to != Estates.BANK) {
            players[to] = players[to].withCash(players[to].cash() + amount);
        }
        ledger.add(new Transfer(from, to, amount, ruleId));
        if (t.on()) {
            t.effect(new Effect.MoneyMoved(from, to, amount));
        }
    }

    /**
     * Pays at once when the debtor's cash covers it; otherwise records the sum as owed (the
     * debts rules settle it) and says so in the trace. Returns true when paid.
     */
    boolean charge(int debtor, int creditor, int amount, String ruleId) {
        if (players[debtor].cash() >= amount) {
            transfer(debtor, creditor, amount, ruleId);
            return true;
        }
        owedToEdit().add(new Pending.Owed(debtor, creditor, amount, ruleId));
        events.add(new Event.DebtRecorded(debtor, creditor, amount));
        // With no cash at all a language may say so rather than "only 0" (Russian cannot put the name after «у»).
        String said = players[debtor].cash() == 0 ? "debt.short.no-cash" : "debt.short";
        try (Step st = t.step(StepKind.RULE, RuleIds.DEBT_PENDING, said, "player", Arg.player(debtor),
                "cash", Arg.money(players[debtor].cash()), "amount", Arg.money(amount), "creditor", Arg.player(creditor))) {
            t.outcome("debt.stands", "player", Arg.player(debtor));
        }
        return false;
    }

    void setPlayer(int seat, PlayerState next) {
        players[seat] = next;
    }

    /** Says when building or trading is allowed, for a move made between moves. */
    void noteTiming(String ruleId, Pending before) {
        if (before instanceof Pending.AwaitRoll || before instanceof Pending.TurnOver) {
            try (Step st = t.step(StepKind.CONDITION, ruleId, before instanceof Pending.AwaitRoll
                    ? "timing.between-moves.before-throw" : "timing.between-moves.after-throw", "player", Arg.player(before.actor()))) {
                t.outcome("timing.right");
            }
        }
    }

    /** Names the ruleset clause a step used, for the trace, and the clause it replaced if a house rule or override set it. */
    void cite(RuleKey<?> key) {
        if (t.on()) {
            Clause<?> c = rules.clause(key);
            t.source(c.rulesetId(), c.citation());
            Clause<?> was = c.replaced();
            if (was != null) {
                // The replaced clause in words ("no extra salary for stopping exactly on GO"), not its key: a
                // teacher read «go-landing-bonus = 0» (fr8 N4). A key no message words yet reads "key = value".
                Arg value = was.value() instanceof Boolean b ? Arg.msg(Msg.of(b ? "value.yes" : "value.no"))
                        : Arg.text(String.valueOf(was.value()));
                Msg clause = Msg.of("clause." + key.name(), "key", key.name(), "value", value,
                        "raw", String.valueOf(was.value()));
                t.given("instead-of", "cite.instead-of", "ruleset", Arg.edition(was.rulesetId()), "clause", Arg.msg(clause),
                        "citation", Arg.citation(was.citation()));
            }
        }
    }

    /**
     * Who receives a payment of this kind: the Free Parking pot where a house rule says so, else
     * the Bank. Where the game has a pot at all, the step says which way the money goes and on
     * whose word, since that is exactly what tables argue about.
     */
    int payee(RuleKey<Boolean> kind) {
        boolean pot = rules.toPot(kind);
        if (t.on() && rules.freeParkingPot()) {
            Clause<Boolean> c = rules.clause(kind);
            // The citation names its source, which says whose word it is: the edition's name beside it was said twice (fr8 N3).
            t.given("goes-to", "pay.goes-to", "to", Arg.player(pot ? Estates.POT : Estates.BANK),
                    "citation", Arg.citation(c.citation()));
        }
        return pot ? Estates.POT : Estates.BANK;
    }

    /** A list that keeps nothing: the events and ledger of a ruling nobody reads (simulations, mining). */
    private static final class Dropped<E> extends java.util.AbstractList<E> {
        private static final Dropped<Object> INSTANCE = new Dropped<>();

        @SuppressWarnings("unchecked")
        static <E> List<E> list() {
            return (List<E>) INSTANCE;
        }

        @Override
        public boolean add(E e) {
            return true;
        }

        @Override
        public E get(int index) {
            throw new IndexOutOfBoundsException(index);
        }

        @Override
        public int size() {
            return 0;
        }
    }
}
