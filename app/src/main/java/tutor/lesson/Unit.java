package tutor.lesson;

/** What a computed figure counts, which decides how it is shown and compared. */
public enum Unit {
    MONEY("money"),
    PERCENT("percent"),
    ROLLS("opponent rolls"),
    ROUNDS("rounds"),
    TURNS("player-turns"),
    YEARS("years"),
    COUNT("count");

    private final String words;

    Unit(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }
}
