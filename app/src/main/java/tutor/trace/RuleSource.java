package tutor.trace;

/** A rulebook or house-rule text that citations point to. */
public record RuleSource(String id, String title, String note) {
}
