package tutor.lesson;

/**
 * Where a budgeting figure stands: on a published table, or on the tutor's own model. The
 * tutor prints this beside the number wherever it appears, so no lesson can pass off a model
 * as a published fact.
 */
public enum Basis {
    /**
     * Truman Collins' published landing probabilities ("Probabilities in the Game of Monopoly"),
     * and what follows from them and the printed rents alone: income per opponent roll, payback
     * in opponent rolls. Allowed only on the classic US board, which his table describes.
     */
    PUBLISHED("published", "landing odds worked out by Truman Collins' method (the chance of each square per roll), checked against"
            + " every square of his published short-jail table, and the printed rents",
            "published landing odds (Truman Collins) and printed rents"),
    /** Computed by the tutor from the rules data with a model of its own (said in the explanation). */
    MODEL("model", "the tutor's model: computed from the rules data; no published table gives this figure", "the tutor's model"),
    /** A rule fact: read from the edition's data, such as a price or a fine. */
    RULE("rule", "read from the edition's rules data", "the edition's rules data"),
    /**
     * Read off a scenario's starting position with the edition's printed prices: a player's cash, what the deeds and
     * buildings cost, what the Bank lends on them, the houses left, the dearest rent on the way.
     */
    POSITION("position", "read off the scenario's position with the edition's printed prices", "the scenario's position and printed prices"),
    /** Exact arithmetic on the dice: every way they can fall is equally likely. */
    DICE("dice", "counted exactly from the ways the dice can fall", "exact count of the ways the dice fall"),
    /** A number the lesson sets as an example (a bank's rate the teacher chooses), and what follows from it. */
    EXAMPLE("example", "an example the lesson sets, not a fact the tutor claims", "an example the lesson sets"),
    /**
     * The edition's rules applied to a number the lesson sets as an example (10% of a worth the lesson
     * gives): the rule is a fact, the number it is applied to is not, so the figure is no rules data.
     */
    RULE_ON_EXAMPLE("rule-example", "the edition's rules applied to a number the lesson sets as an example",
            "the rules applied to the lesson's example");

    private final String id;
    private final String words;
    private final String label;

    Basis(String id, String words, String label) {
        this.id = id;
        this.words = words;
        this.label = label;
    }

    /** A few words for a table column or a label beside the number. */
    public String label() {
        return label;
    }

    /** The label in a language ({@code figures} texts). */
    public String label(String language) {
        return tutor.text.Texts.of("figures", language).get("basis." + id);
    }

    /**
     * The label of a figure of this unit in a language: a published landing chance uses no rent, so its row says
     * only where the odds come from; money and paybacks worked from them add the printed rents.
     */
    public String label(String language, Unit unit) {
        return this == PUBLISHED && unit == Unit.PERCENT ? tutor.text.Texts.of("figures", language).get("basis.published.odds") : label(language);
    }

    public String id() {
        return id;
    }

    public String words() {
        return words;
    }

    public static Basis of(String id) {
        for (Basis b : values()) {
            if (b.id.equals(id)) {
                return b;
            }
        }
        throw new IllegalArgumentException(id);
    }
}
