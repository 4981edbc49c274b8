package tutor.rules;

import java.util.List;

/**
 * What stays fixed for a game: the board, the ruleset, the cards, who sits where,
 * and whether owners ask for rent at once (free play) or must claim it (a scenario about late claims).
 */
public record Table(Board board, RuleSet rules, CardSet cards, List<String> seats, boolean ownersAskAtOnce) {

    public Table {
        seats = List.copyOf(seats);
        if (seats.size() < 2 || seats.size() > rules.maxPlayers()) {
            throw new IllegalArgumentException("a game under " + rules.id() + " needs 2 to " + rules.maxPlayers()
                    + " players, not " + seats.size());
        }
    }

    public String name(int seat) {
        return seat == Estates.BANK ? "the Bank" : seat == Estates.POT ? "the Free Parking pot" : seats.get(seat);
    }
}
