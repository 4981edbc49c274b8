package tutor.rules.position;

/**
 * The part of a position a problem is about, so that a scenario loader can point at the line that
 * set it and a position editor can show the problem beside the field.
 */
public sealed interface PositionPart {

    /** A field of one player. */
    enum Field { NAME, CASH, SPACE, JAIL, CARDS }

    /** Who sits at the table, as a whole (how many players). */
    record Seats() implements PositionPart { }

    /** One field of the player in {@code seat}. */
    record Player(int seat, Field field) implements PositionPart { }

    /** The {@code index}-th Get Out of Jail Free card the player in {@code seat} holds. */
    record HeldCard(int seat, int index) implements PositionPart { }

    /** A deed: who holds it, what stands on it, its mortgage. */
    record Lot(int deed) implements PositionPart { }

    /** The Bank's houses and hotels. */
    record Bank() implements PositionPart { }

    /** The Free Parking pot (a house rule's pot, the seminary jackpot, Junior's loose change). */
    record Pot() implements PositionPart { }

    /** The direction of play. */
    record Direction() implements PositionPart { }

    /** Whose turn it is. */
    record Turn() implements PositionPart { }

    /** What is pending: the decision the game waits for. */
    record Decision() implements PositionPart { }
}
