package tutor.trace;

/**
 * What a step changed, in terms a reader (and the board view) can point at.
 * Players and spaces are named, not indexed, so a trace reads on its own.
 */
public sealed interface Effect {

    /** A plain sentence for the reader. */
    String describe();

    /** Money moved between a player and the Bank or another player. */
    record MoneyMoved(String from, String to, int amount, String currency) implements Effect {
        public String describe() {
            return from + " pays " + to + " " + currency + amount;
        }
    }

    /** A deed changed hands. */
    record DeedChanged(String deed, String from, String to) implements Effect {
        public String describe() {
            return deed + " passes from " + from + " to " + to;
        }
    }

    /** A token moved from one space to another; the numbers let a board view highlight them. */
    record TokenMoved(String player, String fromSpace, String toSpace, int fromIndex, int toIndex) implements Effect {
        public String describe() {
            return player + " moves from " + fromSpace + " to " + toSpace;
        }
    }

    /** A status changed: jailed, released, a card kept or returned. */
    record StatusChanged(String player, String what) implements Effect {
        public String describe() {
            return player + ": " + what;
        }
    }
}
