package tutor.rules.edition;

/**
 * A ruleset value and where it comes from.
 *
 * @param value      the value
 * @param rulesetId  the ruleset (edition or house rule) that set it
 * @param source     the source id, a key of the rulebook's sources
 * @param section    the section of that source, or a note where the source is silent
 * @param replaced   the clause this one overrides, or null
 */
public record Clause<T>(T value, String rulesetId, String source, String section, Clause<T> replaced) {

    /** "us-longform, Jail" — how a trace cites it. */
    public String citation() {
        return section.isEmpty() ? source : source + ", " + section;
    }
}
