package tutor.classroom;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import tutor.data.Bundle;
import tutor.lesson.Step;
import tutor.play.Session;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.scenario.MoveText;
import tutor.scenario.ScenarioRunner;
import tutor.scenario.ScriptStep;

/**
 * A learner's moves and answers in their own game at a scenario step, judged by the scenario session and its
 * referee, stored, and kept for the teacher in the class's language. Called under the session's lock.
 */
final class ScenarioMoves {

    /** A move or answer made in a learner's game: right or not, and how the teacher reads it. */
    record Played(boolean right, Seat.Miss miss) { }

    private final ClassSession session;

    ScenarioMoves(ClassSession session) {
        this.session = session;
    }

    /** A question inside a scenario: one answer counts; a wrong one is explained, then the script goes on. */
    Outcome answer(Seat seat, Step.Play p, Integer choice, String amount) {
        Seat.Played pl = seat.play(session.lesson(), p);
        if (pl == null || !(pl.session.current() instanceof ScriptStep.Question q)) {
            return Outcome.no(Refusal.NOT_NOW);
        }
        int value;
        if (q.isAmount()) {
            Optional<BigDecimal> v = choice == null ? TypedAmount.parse(amount) : Optional.empty();
            if (v.isEmpty() || v.get().stripTrailingZeros().scale() > 0
                    || v.get().abs().compareTo(BigDecimal.valueOf(100_000_000)) > 0) {
                return Outcome.no(Refusal.INVALID);
            }
            value = v.get().intValueExact();
        } else {
            if (choice == null || choice < 0 || choice >= q.choices().size() || amount != null) {
                return Outcome.no(Refusal.INVALID);
            }
            value = choice;
        }
        Played done = playAnswer(p, pl, q, value);
        return record(seat, p, pl, "answer:" + value, done.miss(), done.right());
    }

    /** A move at the decision of the scenario step {@code at} (open to this learner); see {@link ClassSession#move}. */
    Outcome move(Seat seat, int at, int option, int told, Integer bid) {
        if (!(session.lesson().steps().get(at) instanceof Step.Play p)) {
            return Outcome.no(Refusal.NOT_NOW);
        }
        Seat.Played pl = seat.play(session.lesson(), p);
        if (pl == null) {
            return Outcome.no(Refusal.NOT_NOW);
        }
        if (pl.finished || !(pl.session.current() instanceof ScriptStep.Ask)) {
            // A move sent twice (a double tap, a resend after a dropped reply) arrives after its own answer:
            // it is told that it was already played, not that the step takes no move.
            return Outcome.no(told < pl.session.told() ? Refusal.ALREADY : Refusal.NOT_NOW);
        }
        if (told != pl.session.told()) {
            return Outcome.no(Refusal.STALE);
        }
        List<Move> options = Seat.options(pl.session, seat.language);
        if (option < 0 || option >= options.size()) {
            return Outcome.no(Refusal.INVALID);
        }
        Move m = options.get(option);
        if (bid != null) {
            if (!(m instanceof Move.Bid b) || bid < 1 || bid > 1_000_000) {
                return Outcome.no(Refusal.INVALID);
            }
            m = new Move.Bid(b.player(), bid);
        }
        Played done = playMove(p, pl, m);
        // The option's index means something only in the language the options were listed in, so it is kept with it.
        String value = "move:" + option + ":" + seat.language + (bid == null ? "" : ":" + bid);
        try {
            return record(seat, p, pl, value, done.miss(), done.right());
        } catch (RuntimeException e) {
            if (done.right()) {
                pl.session.undo();
            }
            throw e;
        }
    }

    Played playAnswer(Step.Play p, Seat.Played pl, ScriptStep.Question q, int value) {
        // What the teacher reads is in the class's language, whatever language this learner plays in.
        ScriptStep.Question ours = (ScriptStep.Question) inClassLanguage(p, pl.session, q);
        String shown = q.isAmount() ? Integer.toString(value) : ours.choices().get(value);
        String why = ours.wrongAnswer(value).map(ScriptStep.WrongAnswer::why).orElse("");
        ScenarioRunner.Verdict v = pl.session.respond(value);
        if (!v.right()) {
            pl.session.respond(q.answer());
        }
        return new Played(v.right(), new Seat.Miss(shown, why));
    }

    Played playMove(Step.Play p, Seat.Played pl, Move m) {
        GameState before = pl.session.state();
        ScriptStep.Ask ask = (ScriptStep.Ask) inClassLanguage(p, pl.session, pl.session.current());
        ScenarioRunner.Judgement j = pl.session.act(m);
        tutor.trace.Words words = Bundle.get().words(session.language());
        String shown = MoveText.describe(before, m, words);
        String why = "";
        if (j instanceof ScenarioRunner.Judgement.Wrong w) {
            int k = ((ScriptStep.Ask) pl.session.current()).wrong().indexOf(w.wrong());
            why = k >= 0 && k < ask.wrong().size() ? ask.wrong().get(k).why() : w.wrong().why();
        } else if (j instanceof ScenarioRunner.Judgement.Refused r) {
            why = r.refusal().reason(words);
        }
        return new Played(j instanceof ScenarioRunner.Judgement.Right, new Seat.Miss(shown, why));
    }

    /** The script step {@code now} of a learner's game as the class's language words it. */
    private ScriptStep inClassLanguage(Step.Play p, Session game, ScriptStep now) {
        int at = game.scenario().steps().indexOf(now);
        return session.lesson().scenario(p, session.language()).map(sc -> sc.steps().get(at)).orElse(now);
    }

    private Outcome record(Seat seat, Step.Play p, Seat.Played pl, String value, Seat.Miss miss, boolean right) {
        Instant now = session.now();
        ClassStore store = session.store();
        store.record(new ClassStore.Answer(seat.id, p.id(), "move", value, miss.shown(), right, now));
        if (!right) {
            pl.wrong.add(miss);
        }
        if (pl.session.finished() && !pl.finished) {
            pl.finished = true;
            store.record(new ClassStore.Answer(seat.id, p.id(), "result", "finished", "", true, now));
        }
        session.changed(ClassSession.Change.TALLY);
        return Outcome.ok();
    }
}
