package tutor.play.edit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import tutor.rules.edition.Board;
import tutor.rules.edition.CardSet;
import tutor.rules.edition.RuleSet;
import tutor.rules.edition.Space;
import tutor.rules.position.PositionBuilder;
import tutor.rules.position.PositionCheck;
import tutor.rules.position.PositionProblem;
import tutor.rules.state.CardRef;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
import tutor.rules.state.Roll;
import tutor.rules.state.Table;

/**
 * A table being set up in the editor: every value the user can change, as one immutable value, so
 * the editor's history is a list of drafts and undo is exact. Each change returns a new draft;
 * none refuses a value: an impossible table is a draft like any other, and {@link #problems()}
 * says what is wrong with it (the rule it breaks, the part it is about) until the user fixes it.
 * Pure: the edition (rules, board, cards) is handed in, nothing is read here.
 *
 * @param edition  the rules with their board and cards (house rules already applied)
 * @param seats    the players in turn order
 * @param lots     the deeds someone holds, by deed id; a deed not listed is the Bank's
 * @param turn     the seat whose turn it is
 * @param decision what the game waits for from that player
 * @param dice     the throws to come, in order
 */
public record TableDraft(Edition edition, List<Seat> seats, Map<Integer, Lot> lots, int turn, Decision decision, List<Roll> dice) {

    /** The rules with their board and card printing. */
    public record Edition(RuleSet rules, Board board, CardSet cards) { }

    /** One player: name, cash, square, Jail (with the throws for doubles already failed) and the jail-free cards held, by deck id. */
    public record Seat(String name, int cash, int space, boolean inJail, int jailThrows, List<String> jailCards) {
        public Seat {
            jailCards = List.copyOf(jailCards);
        }

        public Seat withCash(int c) {
            return new Seat(name, c, space, inJail, jailThrows, jailCards);
        }

        public Seat withName(String n) {
            return new Seat(n, cash, space, inJail, jailThrows, jailCards);
        }

        public Seat withSpace(int s) {
            return new Seat(name, cash, s, inJail, jailThrows, jailCards);
        }

        /** In Jail (standing on the Jail square) with {@code failed} throws failed, or out of it. */
        public Seat withJail(boolean in, int failed) {
            return new Seat(name, cash, space, in, in ? failed : 0, jailCards);
        }

        public Seat withJailCards(List<String> decks) {
            return new Seat(name, cash, space, inJail, jailThrows, decks);
        }
    }

    /** A deed someone holds: the seat, the houses on it, a hotel, a mortgage. */
    public record Lot(int owner, int houses, boolean hotel, boolean mortgaged) { }

    /** What the game waits for from the player whose turn it is. */
    public sealed interface Decision {
        /** Their throw of the dice (the start of a turn). */
        record Roll() implements Decision { }

        /** The end of their turn (they may still build, trade, mortgage). */
        record EndTurn() implements Decision { }

        /** They landed on an unowned deed: buy it or leave it to an auction. */
        record Buy(int deed) implements Decision { }

        /**
         * They have just arrived on the square under their token by a throw of {@code thrown} ("Ben has just
         * arrived on Boardwalk"): the referee rules what the square does (rent, tax, a card), not a sum typed.
         */
        record Arrived(int thrown) implements Decision { }

        /** They owe {@code amount} to a player (a seat) or to the Bank ({@link Estates#BANK}). */
        record Debt(int creditor, int amount) implements Decision { }

        /** They landed on Income Tax under rules that let them choose the flat sum or the percentage. */
        record TaxChoice() implements Decision { }
    }

    public TableDraft {
        seats = List.copyOf(seats);
        lots = java.util.Collections.unmodifiableMap(new TreeMap<>(lots));
        dice = List.copyOf(dice);
    }

    /** A table of the edition with nobody's deeds, each player at GO with the starting cash, the first to throw. */
    public static TableDraft empty(Edition edition, List<String> names) {
        List<Seat> seats = new ArrayList<>();
        for (String n : names) {
            seats.add(new Seat(n, edition.rules().startingCash(), edition.board().goIndex(), false, 0, List.of()));
        }
        return new TableDraft(edition, seats, Map.of(), 0, new Decision.Roll(), List.of());
    }

    /**
     * A position as a draft (a scenario's start or end, the window's current activity). What a draft
     * does not hold (doubles thrown this turn, the order of the decks, a bid half-way) starts afresh.
     */
    public static TableDraft of(GameState s) {
        Edition edition = new Edition(s.rules(), s.board(), s.table().cards());
        List<Seat> seats = new ArrayList<>();
        for (PlayerState p : s.players()) {
            List<String> cards = p.jailCards().stream().map(c -> s.table().cards().decks().get(c.deck()).id()).toList();
            seats.add(new Seat(p.name(), p.cash(), p.position(), p.inJail(), p.jailThrows(), cards));
        }
        Map<Integer, Lot> lots = new TreeMap<>();
        Estates e = s.estates();
        for (int d = 0; d < e.size(); d++) {
            if (e.owner(d) >= 0) {
                lots.put(d, new Lot(e.owner(d), e.houses(d), e.hotel(d), e.mortgaged(d)));
            }
        }
        return new TableDraft(edition, seats, lots, Math.max(0, s.current()), decision(s), s.dice().upcoming());
    }

    private static Decision decision(GameState s) {
        Pending p = s.pending();
        if (p instanceof Pending.BuyDecision b) {
            return new Decision.Buy(b.deed());
        }
        if (p instanceof Pending.TurnOver) {
            return new Decision.EndTurn();
        }
        if (p instanceof Pending.TaxChoice) {
            return new Decision.TaxChoice();
        }
        if (p instanceof Pending.Arrived a) {
            return new Decision.Arrived(a.thrown());
        }
        if (p instanceof Pending.Debt d && !d.owed().isEmpty()) {
            return new Decision.Debt(d.owed().get(0).creditor(), d.owed().get(0).amount());
        }
        return new Decision.Roll();
    }

    // Changes: each returns a new draft.

    public TableDraft withSeat(int seat, Seat changed) {
        List<Seat> next = new ArrayList<>(seats);
        next.set(seat, changed);
        return new TableDraft(edition, next, lots, turn, decision, dice);
    }

    /** Adds a player at GO with the starting cash (no check of the edition's limit: the problems say so). */
    public TableDraft withPlayerAdded(String name) {
        List<Seat> next = new ArrayList<>(seats);
        next.add(new Seat(name, edition.rules().startingCash(), edition.board().goIndex(), false, 0, List.of()));
        return new TableDraft(edition, next, lots, turn, decision, dice);
    }

    /** Removes a player; their deeds go back to the Bank, later seats move up, a debt to them is dropped. */
    public TableDraft withPlayerRemoved(int seat) {
        List<Seat> next = new ArrayList<>(seats);
        next.remove(seat);
        Map<Integer, Lot> kept = new TreeMap<>();
        lots.forEach((d, lot) -> {
            if (lot.owner() != seat) {
                kept.put(d, new Lot(lot.owner() > seat ? lot.owner() - 1 : lot.owner(), lot.houses(), lot.hotel(), lot.mortgaged()));
            }
        });
        Decision dec = decision;
        if (dec instanceof Decision.Debt debt && debt.creditor() >= 0) {
            dec = debt.creditor() == seat ? new Decision.Roll() : new Decision.Debt(debt.creditor() > seat ? debt.creditor() - 1 : debt.creditor(), debt.amount());
        }
        int t = turn > seat ? turn - 1 : turn == seat ? 0 : turn;
        return new TableDraft(edition, next, kept, Math.min(t, Math.max(0, next.size() - 1)), dec, dice);
    }

    /** The deed's holder and buildings; a lot whose owner is the Bank ({@link Estates#BANK}) is left out. */
    public TableDraft withLot(int deed, Lot lot) {
        Map<Integer, Lot> next = new TreeMap<>(lots);
        if (lot == null || lot.owner() < 0) {
            next.remove(deed);
        } else {
            next.put(deed, lot);
        }
        return new TableDraft(edition, seats, next, turn, decision, dice);
    }

    public TableDraft withTurn(int seat) {
        return new TableDraft(edition, seats, lots, seat, decision, dice);
    }

    public TableDraft withDecision(Decision d) {
        return new TableDraft(edition, seats, lots, turn, d, dice);
    }

    public TableDraft withDice(List<Roll> throwsToCome) {
        return new TableDraft(edition, seats, lots, turn, decision, throwsToCome);
    }

    /** The lot of a deed: who holds it and what stands on it (the Bank's when nobody does). */
    public Lot lot(int deed) {
        return lots.getOrDefault(deed, new Lot(Estates.BANK, 0, false, false));
    }

    // Reading.

    /**
     * The position as set, possible or not: for the checks, the board and, once sound, the referee.
     * Null while the players cannot sit at a table of the edition at all (too few, too many, two
     * with one name): {@link #problems()} then says which.
     */
    public GameState position() {
        if (!seatProblems().isEmpty()) {
            return null;
        }
        Table table = new Table(edition.board(), edition.rules(), edition.cards(), seats.stream().map(Seat::name).toList(), true);
        PositionBuilder b = new PositionBuilder(table);
        for (int i = 0; i < seats.size(); i++) {
            Seat seat = seats.get(i);
            String name = table.seats().get(i);
            b.cash(name, seat.cash());
            if (seat.inJail()) {
                b.inJail(name, seat.jailThrows());
            } else {
                b.at(name, seat.space());
            }
        }
        return build(b, table);
    }

    private GameState build(PositionBuilder b, Table table) {
        Board board = edition.board();
        for (Map.Entry<Integer, Lot> e : lots.entrySet()) {
            String deed = board.space(board.deed(e.getKey()).space()).name();
            Lot lot = e.getValue();
            if (lot.owner() >= seats.size()) {
                continue;
            }
            b.owns(table.seats().get(lot.owner()), deed);
            if (lot.hotel()) {
                b.hotel(deed);
            } else if (lot.houses() > 0) {
                b.houses(deed, lot.houses());
            }
            if (lot.mortgaged()) {
                b.mortgaged(deed);
            }
        }
        for (int i = 0; i < seats.size(); i++) {
            for (String deck : seats.get(i).jailCards()) {
                b.jailCard(table.seats().get(i), deck);
            }
        }
        for (Roll r : dice) {
            if (r.singleDie()) {
                b.die(r.die1());
            } else {
                b.dice(r.die1(), r.die2());
            }
        }
        int t = Math.min(Math.max(0, turn), Math.max(0, seats.size() - 1));
        if (!seats.isEmpty()) {
            b.turn(table.seats().get(t));
        }
        b.pending(pending(t, board));
        return b.draft();
    }

    private Pending pending(int t, Board board) {
        if (decision instanceof Decision.EndTurn) {
            return new Pending.TurnOver(t);
        }
        if (decision instanceof Decision.Buy buy) {
            return new Pending.BuyDecision(t, buy.deed());
        }
        if (decision instanceof Decision.Arrived a) {
            return new Pending.Arrived(t, a.thrown());
        }
        if (decision instanceof Decision.TaxChoice) {
            int income = board.spaces().stream().filter(sp -> "income".equals(sp.taxId())).mapToInt(Space::index).findFirst().orElse(-1);
            return new Pending.TaxChoice(t, income);
        }
        if (decision instanceof Decision.Debt debt) {
            return new Pending.Debt(List.of(new Pending.Owed(t, debt.creditor(), debt.amount(), tutor.rules.edition.RuleIds.DEBT_PENDING)),
                    new Pending.TurnOver(t), 0);
        }
        return new Pending.AwaitRoll(t);
    }

    /** Everything wrong with the table, each with the rule it breaks and the part it is about; empty when it can be played. */
    public List<PositionProblem> problems() {
        List<PositionProblem> seating = seatProblems();
        return seating.isEmpty() ? PositionCheck.check(position()) : seating;
    }

    /** What stops the players sitting down at all; the rest of the table can only be judged once they can. */
    private List<PositionProblem> seatProblems() {
        return PositionCheck.seats(edition.rules(), seats.stream().map(Seat::name).toList());
    }
}
