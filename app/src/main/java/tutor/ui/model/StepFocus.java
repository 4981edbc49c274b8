package tutor.ui.model;

import java.util.HashSet;
import java.util.Set;
import tutor.rules.Board;
import tutor.trace.Effect;
import tutor.trace.TraceStep;

/** The squares and players a trace step (with the steps under it) involves, for the views to highlight. */
final class StepFocus {

    final Set<Integer> spaces = new HashSet<>();
    final Set<String> players = new HashSet<>();
    private final Board board;

    private StepFocus(Board board) {
        this.board = board;
    }

    static StepFocus of(TraceStep step, Board board) {
        StepFocus f = new StepFocus(board);
        if (step != null) {
            f.collect(step);
        }
        return f;
    }

    private void collect(TraceStep s) {
        for (Effect e : s.effects()) {
            if (e instanceof Effect.TokenMoved m) {
                spaces.add(m.fromIndex());
                spaces.add(m.toIndex());
                players.add(m.player());
            } else if (e instanceof Effect.MoneyMoved m) {
                players.add(m.from());
                players.add(m.to());
            } else if (e instanceof Effect.DeedChanged d) {
                players.add(d.from());
                players.add(d.to());
                addDeed(d.deed());
            } else if (e instanceof Effect.StatusChanged st) {
                players.add(st.player());
            }
        }
        if (board != null) {
            for (var sp : board.spaces()) {
                if (sp.deed() >= 0 && s.text().contains(sp.name())) {
                    spaces.add(sp.index());
                }
            }
        }
        for (TraceStep c : s.children()) {
            collect(c);
        }
    }

    private void addDeed(String name) {
        if (board != null) {
            board.spaceNamed(name).filter(sp -> sp.deed() >= 0).ifPresent(sp -> spaces.add(sp.index()));
        }
    }
}
