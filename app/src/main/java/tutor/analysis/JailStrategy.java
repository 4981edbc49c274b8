package tutor.analysis;

/** What a player in Jail does, for the landing odds: the two strategies of Truman Collins' table. */
public enum JailStrategy {
    /** Leave at once: pay the fine (or use a card) and throw as usual. */
    SHORT("short", "leaves Jail at once (pays the fine or uses a card)"),
    /** Stay as long as the rules allow: throw for doubles, pay only when forced. */
    LONG("long", "stays in Jail as long as the rules allow, throwing for doubles");

    private final String id;
    private final String words;

    JailStrategy(String id, String words) {
        this.id = id;
        this.words = words;
    }

    public String id() { return id; }

    /** The strategy in plain words, for a sentence about the player. */
    public String words() { return words; }

    public static JailStrategy of(String id) {
        for (JailStrategy j : values()) {
            if (j.id.equals(id)) {
                return j;
            }
        }
        throw new IllegalArgumentException("no jail strategy '" + id + "'; use short or long");
    }
}
