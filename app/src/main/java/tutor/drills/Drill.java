package tutor.drills;

/**
 * One mined drill: a scenario file's text, what it practises and under which edition, how hard its
 * ruling is, and the canonical hash of its position and moves (the same position is never kept twice).
 *
 * @param id      the scenario id, {@code drill-<theme>-<hash>}
 * @param level   1 to 3, estimated from the theme, the depth of the ruling and its numbers
 * @param hash    twelve hex digits of the SHA-256 of the position and the moves in canonical form
 * @param text    the scenario file, in the canonical layout
 */
public record Drill(String id, Theme theme, String ruleset, int level, String hash, String text) {

    /** The file name the drill is saved under. */
    public String fileName() {
        return id + ".yaml";
    }
}
