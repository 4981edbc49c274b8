package tutor.ui.model;

import tutor.play.Activity;
import tutor.play.RulingEntry;
import java.util.List;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;

/** Activities for tests. */
public final class Activities {

    private Activities() {
    }

    /** A lesson as the model and the views see it: another place's activity, with a table and words of its own. */
    public static Activity lesson(String id, GameState table, String situation) {
        return new Activity() {
            public Kind kind() { return Kind.LESSON; }
            public String id() { return id; }
            public String title() { return "A lesson"; }
            public GameState state() { return table; }
            public String situation() { return situation; }
            public List<RulingEntry> timeline() { return List.of(); }
            public int learnerSeat() { return -1; }
            public void act(Move m) { }
            public void restart() { }
            public boolean finished() { return false; }
            public boolean hintsUsed() { return false; }
            public boolean started() { return true; }
        };
    }
}
