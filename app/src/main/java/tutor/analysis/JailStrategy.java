package tutor.analysis;

/**
 * What a player in Jail does, for the landing odds: the two strategies of Truman Collins' table.
 * Their words are the lab's {@code jail.short} and {@code jail.long} texts.
 */
public enum JailStrategy {
    /** Leave at once: pay the fine (or use a card) and throw as usual. */
    SHORT("short"),
    /** Stay as long as the rules allow: throw for doubles, pay only when forced. */
    LONG("long");

    private final String id;

    JailStrategy(String id) {
        this.id = id;
    }

    public String id() { return id; }

    public static JailStrategy of(String id) {
        for (JailStrategy j : values()) {
            if (j.id.equals(id)) {
                return j;
            }
        }
        throw new IllegalArgumentException("no jail strategy '" + id + "'; use short or long");
    }
}
