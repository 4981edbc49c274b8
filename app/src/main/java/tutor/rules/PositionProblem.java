package tutor.rules;

import tutor.trace.Msg;
import tutor.trace.Names;
import tutor.trace.Words;

/**
 * Something a position cannot hold: the rule it breaks (an id of the rule catalogue), the part of
 * the position it is about, and what is wrong, as a message read with the table's names.
 */
public record PositionProblem(String ruleId, PositionPart part, Msg message, Names names) {

    /** What is wrong, in the words of a language. */
    public String message(Words words) {
        return words.format(message, names);
    }
}
