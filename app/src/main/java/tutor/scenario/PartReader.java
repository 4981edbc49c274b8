package tutor.scenario;

/**
 * A reader of one part of a scenario file (the deal, the pending decision, a move, a check, the script): it
 * reads through the file's {@link NodeReader}, which reports each problem at its line and column, and knows
 * the table's {@link Names} to turn a player's or a square's name into the engine's number.
 */
abstract class PartReader {

    protected final NodeReader r;
    protected final Names names;

    PartReader(NodeReader r, Names names) {
        this.r = r;
        this.names = names;
    }
}
