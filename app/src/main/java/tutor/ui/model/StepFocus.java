package tutor.ui.model;

import java.util.HashSet;
import java.util.Set;
import tutor.rules.edition.Board;
import tutor.trace.Arg;
import tutor.trace.Effect;
import tutor.trace.Msg;
import tutor.trace.TraceStep;

/**
 * The squares and seats a trace step (with the steps under it) involves, read from the ids its
 * words and effects name, for the views to highlight.
 */
final class StepFocus {

    final Set<Integer> spaces = new HashSet<>();
    final Set<Integer> seats = new HashSet<>();
    private final Board board;

    private StepFocus(Board board) {
        this.board = board;
    }

    static StepFocus of(TraceStep step, Board board) {
        StepFocus f = new StepFocus(board);
        if (step != null) {
            f.collect(step);
        }
        f.seats.removeIf(seat -> seat < 0);
        return f;
    }

    private void collect(TraceStep s) {
        for (Effect e : s.effects()) {
            if (e instanceof Effect.TokenMoved m) {
                spaces.add(m.fromIndex());
                spaces.add(m.toIndex());
                seats.add(m.player());
            } else if (e instanceof Effect.MoneyMoved m) {
                seats.add(m.from());
                seats.add(m.to());
            } else if (e instanceof Effect.DeedChanged d) {
                seats.add(d.from());
                seats.add(d.to());
                addDeed(d.deed());
            } else if (e instanceof Effect.StatusChanged st) {
                collect(st.subject());
            }
        }
        collect(s.text());
        for (TraceStep c : s.children()) {
            collect(c);
        }
    }

    private void collect(Msg m) {
        for (Arg a : m.args().values()) {
            collect(a);
        }
    }

    private void collect(Arg a) {
        if (a instanceof Arg.Player p) {
            seats.add(p.seat());
        } else if (a instanceof Arg.Deed d) {
            addDeed(d.id());
        } else if (a instanceof Arg.Space sp) {
            spaces.add(sp.index());
        } else if (a instanceof Arg.Message m) {
            collect(m.msg());
        }
    }

    private void addDeed(int deed) {
        if (board != null && deed >= 0 && deed < board.deeds().size()) {
            spaces.add(board.deed(deed).space());
        }
    }
}
