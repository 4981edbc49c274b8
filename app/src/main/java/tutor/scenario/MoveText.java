package tutor.scenario;

import tutor.data.Bundle;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.Referee;

/** A move in plain words ("Ann pays the fine to leave Jail", "Ben bids $60"), as the rule of its kind says it, in English. */
public final class MoveText {

    private MoveText() {
    }

    public static String describe(GameState s, Move m) {
        return describe(s, m, Bundle.get().words());
    }

    /** The move in the words of a language. */
    public static String describe(GameState s, Move m, tutor.trace.Words words) {
        return words.format(Referee.describe(s, m), s.table());
    }
}
