package tutor.rules.state;

/**
 * Which way the turn passes round the table after the first player. The classic rules pass it to
 * the left; Monopoly Junior lets the players choose. The seats of a {@link Table} are listed in the
 * order play goes, so a game to the right lists them the other way round from the first player.
 */
public enum TurnOrder {
    /** Clockwise, to the player on the left. */
    LEFT,
    /** Counterclockwise, to the player on the right. */
    RIGHT
}
