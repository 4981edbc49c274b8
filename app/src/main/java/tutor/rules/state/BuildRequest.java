package tutor.rules.state;

/** A player's wish to buy houses (or hotels), open until they get them or the turn ends. */
public record BuildRequest(int player, boolean hotel, int count) {
}
