package tutor.rules.state;

import java.util.List;
import tutor.rules.edition.Board;
import tutor.rules.edition.CardEffect;
import tutor.rules.edition.Card;
import tutor.rules.edition.CardSet;
import tutor.rules.edition.DeckDef;
import tutor.rules.edition.RuleSet;

/**
 * What stays fixed for a game: the board, the ruleset, the cards, who sits where,
 * and whether owners ask for rent at once (free play) or must claim it (a scenario about late claims).
 */
public record Table(Board board, RuleSet rules, CardSet cards, List<String> seats, boolean ownersAskAtOnce,
                    TurnOrder turnOrder) implements tutor.trace.Names {

    /** A table where the turn passes to the left, as in the classic rules. */
    public Table(Board board, RuleSet rules, CardSet cards, List<String> seats, boolean ownersAskAtOnce) {
        this(board, rules, cards, seats, ownersAskAtOnce, TurnOrder.LEFT);
    }

    public Table {
        seats = List.copyOf(seats);
        if (seats.size() < 2 || seats.size() > rules.maxPlayers()) {
            throw new IllegalArgumentException("a game under " + rules.id() + " needs 2 to " + rules.maxPlayers()
                    + " players, not " + seats.size());
        }
    }

    /**
     * The same players with the turn passing the chosen way, where the ruleset lets the players choose
     * (Monopoly Junior): going to the right, the first player keeps the first seat and the others are
     * listed the other way round, so seat order is always the order of play.
     */
    public Table withTurnOrder(TurnOrder order) {
        if (order == turnOrder) {
            return this;
        }
        if (!rules.turnOrderChosen()) {
            throw new IllegalArgumentException("under " + rules.id() + " the turn passes to the left; the players do not choose");
        }
        List<String> reordered = new java.util.ArrayList<>(seats.size());
        reordered.add(seats.get(0));
        for (int i = seats.size() - 1; i >= 1; i--) {
            reordered.add(seats.get(i));
        }
        return new Table(board, rules, cards, reordered, ownersAskAtOnce, order);
    }

    // ---- what a ruling's ids stand for at this table (board names are English for now) -----------

    @Override
    public String player(int seat) {
        return name(seat);
    }

    @Override
    public String deed(int id, String language) {
        return board.localized().name(language, board.deed(id).name());
    }

    @Override
    public String deedKind(int id) {
        return board.deed(id).kind().name().toLowerCase(java.util.Locale.ROOT);
    }

    @Override
    public String space(int index, String language) {
        return board.localized().name(language, board.space(index).name());
    }

    @Override
    public String deck(int index, String language) {
        DeckDef deck = cards.decks().get(index);
        return cards.localized().names(language).getOrDefault(deck.id(), board.wording().apply(deck.name()));
    }

    @Override
    public String card(int deck, int card, String language) {
        Card c = cards.decks().get(deck).cards().get(card);
        // A translated text still names the printing's squares as printed (Boardwalk), so it is read
        // through the board's wording too: on an edition's board it names that board's squares.
        return board.wording().apply(cards.localized().names(language).getOrDefault(c.id(), c.text()));
    }

    @Override
    public java.util.Map<String, tutor.trace.Arg> cardArgs(int deck, int card) {
        java.util.Map<String, tutor.trace.Arg> args = new java.util.HashMap<>();
        args.put("salary", tutor.trace.Arg.money(rules.salary()));
        CardEffect e = cards.decks().get(deck).cards().get(card).effect();
        if (e instanceof CardEffect.Advance a) {
            args.put("to", tutor.trace.Arg.space(a.space()));
        } else if (e instanceof CardEffect.Back b) {
            args.put("spaces", tutor.trace.Arg.num(b.spaces()));
        } else if (e instanceof CardEffect.OfMultiplier m) {
            args.put("multiplier", tutor.trace.Arg.num(m.multiplier()));
        } else if (e instanceof CardEffect.OfMoney m) {
            args.put("amount", tutor.trace.Arg.money(m.amount()));
        } else if (e instanceof CardEffect.Repairs r) {
            args.put("house", tutor.trace.Arg.money(r.perHouse()));
            args.put("hotel", tutor.trace.Arg.money(r.perHotel()));
        } else if (e instanceof CardEffect.FreeBooth f) {
            args.put("group", tutor.trace.Arg.group(f.group()));
        }
        return args;
    }

    @Override
    public String group(int id, String language) {
        return board.localized().name(language, board.groups().get(id).name());
    }

    @Override
    public String currency() {
        return board.currency();
    }

    /**
     * The edition's own words: in English the board's (boutiques, amusements); in another language
     * what that language's file of names gives this board as {@code term:<key>}.
     */
    @Override
    public java.util.Map<String, String> terms(String language) {
        if (!language.equals("en")) {
            java.util.Map<String, String> own = new java.util.HashMap<>();
            board.localized().names(language).forEach((k, v) -> {
                if (k.startsWith("term:")) {
                    own.put(k.substring(5), v);
                }
            });
            return own;
        }
        if (board.terms().isEmpty()) {
            return board.wording().words();
        }
        java.util.Map<String, String> all = new java.util.HashMap<>(board.wording().words());
        all.putAll(board.terms());
        return all;
    }

    public String name(int seat) {
        return seat == Estates.BANK ? "the Bank" : seat == Estates.POT ? "the Free Parking pot" : seats.get(seat);
    }
}
