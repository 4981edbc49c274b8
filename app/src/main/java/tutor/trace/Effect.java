package tutor.trace;

/**
 * What a step changed, by id, so a board view can point at it and a language can word it.
 * Seats use {@link Arg#BANK} and {@link Arg#POT} for the Bank and the Free Parking pot.
 */
public sealed interface Effect {

    /** Money moved between players, the Bank or the pot. */
    record MoneyMoved(int from, int to, int amount) implements Effect { }

    /** A deed changed hands. */
    record DeedChanged(int deed, int from, int to) implements Effect { }

    /** A token moved from one space to another; {@code intoJail} when it went into Jail (not Just Visiting). */
    record TokenMoved(int player, int fromIndex, int toIndex, boolean intoJail) implements Effect {
        public TokenMoved(int player, int fromIndex, int toIndex) {
            this(player, fromIndex, toIndex, false);
        }
    }

    /** A status changed: of a player (jailed, released, a card kept), a deed (its buildings), or the game. */
    record StatusChanged(Arg subject, Msg what) implements Effect { }
}
