package tutor.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import tutor.rules.state.Move;

/**
 * The words a scenario file writes moves with, as each kind of move's rule says them: the scenario reader and
 * writer loop over this list rather than keep a vocabulary of their own.
 */
public final class MoveWords {

    /** How a word is written: alone, with a deed, or with fields the scenario reader reads itself. */
    public enum Shape { PLAIN, ON_DEED, DETAILED }

    private static final List<String> ALL;
    private static final Map<String, MoveRule<?>> BY_VERB = new HashMap<>();

    static {
        List<String> all = new ArrayList<>();
        for (Shape shape : Shape.values()) {
            for (MoveRule<?> rule : MoveRules.ALL) {
                if (shape(rule) == shape) {
                    for (String verb : rule.verbs()) {
                        all.add(verb);
                        BY_VERB.put(verb, rule);
                    }
                }
            }
        }
        ALL = List.copyOf(all);
    }

    private MoveWords() {
    }

    private static Shape shape(MoveRule<?> rule) {
        return rule.takesDeed() ? Shape.ON_DEED : rule.fromVerb(rule.verbs().get(0), 0, 0) == null ? Shape.DETAILED : Shape.PLAIN;
    }

    /** Every word, the plain ones first, then those with a deed, then those with more fields. */
    public static List<String> verbs() {
        return ALL;
    }

    /** How a word is written, or null for a word no move has. */
    public static Shape shape(String verb) {
        MoveRule<?> rule = BY_VERB.get(verb);
        return rule == null ? null : shape(rule);
    }

    /** The move a plain word, or a word with its deed, makes for a player; null for a word written with more fields. */
    public static Move make(String verb, int player, int deed) {
        MoveRule<?> rule = BY_VERB.get(verb);
        return rule == null ? null : rule.fromVerb(verb, player, deed);
    }

    /** The word a move is written as. */
    public static String verb(Move m) {
        return MoveRules.of(m).verb(m);
    }

    /** The deed of a move written with one ({@link Shape#ON_DEED}): such a move carries its deed, whatever the position. */
    public static int deed(Move m) {
        MoveRule<Move> rule = MoveRules.of(m);
        if (!rule.takesDeed()) {
            throw new IllegalArgumentException("not written with a deed: " + m);
        }
        return rule.concerns(null, m);
    }

    /** How a move is written: alone, with its deed ({@link Referee#deedOf}), or with more fields. */
    public static Shape shape(Move m) {
        return shape(MoveRules.of(m));
    }
}
