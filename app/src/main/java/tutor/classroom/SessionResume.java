package tutor.classroom;

import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import tutor.lesson.Step;
import tutor.rules.state.Move;
import tutor.scenario.ScriptStep;

/**
 * Takes up a session whose server stopped before it ended: the class where it stood, every learner back with
 * their token, their answers as they were told, and every half-played scenario replayed from the stored moves.
 */
final class SessionResume {

    private final ClassSession session;
    private final ClassLesson lesson;

    private SessionResume(ClassSession session) {
        this.session = session;
        this.lesson = session.lesson();
    }

    /** See {@link ClassSession#resume}. */
    static ClassSession resume(ClassStore store, ClassLesson lesson, ClassStore.SessionRow row, Clock clock) {
        if (row.ended() != null) {
            throw new IllegalArgumentException("session " + row.id() + " has ended");
        }
        if (!row.lessonId().equals(lesson.lesson().id())) {
            throw new IllegalArgumentException("session " + row.id() + " ran the lesson " + row.lessonId());
        }
        ClassStore.Standing at = store.standing(row.id());
        ClassSession.Pace pace = ClassSession.Pace.valueOf(row.pace().toUpperCase(java.util.Locale.ROOT));
        ClassSession s = new ClassSession(store, lesson, row.id(), at.code(), row.className(), row.language(), pace,
                row.started(), row.closes(), clock);
        s.restore(Math.min(at.step(), lesson.steps().size() - 1), at.locked(), at.revealed());
        Map<Long, List<ClassStore.Answer>> byLearner = new HashMap<>();
        for (ClassStore.Answer a : store.answers(row.id())) {
            byLearner.computeIfAbsent(a.learnerId(), k -> new ArrayList<>()).add(a);
        }
        SessionResume r = new SessionResume(s);
        for (ClassStore.SeatRow sr : store.seats(row.id())) {
            Seat seat = new Seat(sr.id(), sr.firstName(), sr.tokenHash(),
                    Seat.speaks(sr.language()) ? sr.language() : row.language());
            seat.step = Math.min(sr.step(), lesson.steps().size() - 1);
            s.seatUp(seat);
            for (ClassStore.Answer a : byLearner.getOrDefault(seat.id, List.of())) {
                r.replay(seat, a);
            }
        }
        return s;
    }

    /** One stored answer or move given back to its learner, as it was judged when it was made. */
    private void replay(Seat seat, ClassStore.Answer a) {
        int at = -1;
        for (int i = 0; i < lesson.steps().size() && at < 0; i++) {
            at = lesson.steps().get(i).id().equals(a.stepId()) ? i : -1;
        }
        if (at < 0) {
            return;
        }
        Step s = lesson.steps().get(at);
        String[] v = a.value().split(":");
        if (a.kind().equals("answer") && !(s instanceof Step.Play)) {
            QuestionAnswers.Judged j = new QuestionAnswers(session).judge(at, s, v[0].equals("choice") ? Integer.valueOf(v[1]) : null,
                    v[0].equals("amount") ? v[1] : null);
            if (j != null) {
                seat.answers.put(s.id(), new Seat.Mine(j.answer().right(), j.answer().feedback(), j.value()));
            }
        } else if (a.kind().equals("move") && s instanceof Step.Play p) {
            replayMove(seat, p, v);
        }
    }

    private void replayMove(Seat seat, Step.Play p, String[] v) {
        Seat.Played pl = seat.play(lesson, p);
        if (pl == null) {
            return;
        }
        ScenarioMoves moves = new ScenarioMoves(session);
        ScenarioMoves.Played done;
        if (v[0].equals("answer") && pl.session.current() instanceof ScriptStep.Question q) {
            done = moves.playAnswer(p, pl, q, Integer.parseInt(v[1]));
        } else if (v[0].equals("move") && pl.session.current() instanceof ScriptStep.Ask) {
            List<Move> options = Seat.options(pl.session, v.length > 2 ? v[2] : seat.language);
            int option = Integer.parseInt(v[1]);
            if (option < 0 || option >= options.size()) {
                return;
            }
            Move m = options.get(option);
            if (v.length > 3 && m instanceof Move.Bid b) {
                m = new Move.Bid(b.player(), Integer.parseInt(v[3]));
            }
            done = moves.playMove(p, pl, m);
        } else {
            return;
        }
        if (!done.right()) {
            pl.wrong.add(done.miss());
        }
        pl.finished = pl.session.finished();
    }
}
