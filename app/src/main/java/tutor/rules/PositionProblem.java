package tutor.rules;

/**
 * Something a position cannot hold: the rule it breaks (an id of the rule catalogue), the part of
 * the position it is about, and what is wrong, in plain words.
 */
public record PositionProblem(String ruleId, PositionPart part, String message) {
}
