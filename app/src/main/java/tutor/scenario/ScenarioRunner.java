package tutor.scenario;

import java.util.ArrayList;
import java.util.List;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.Referee;
import tutor.rules.state.Rejection;
import tutor.rules.state.Ruling;

/**
 * Plays a scenario's scripted path, the learner's expected moves included, and checks every
 * checkpoint. Also judges a learner's move against an {@link ScriptStep.Ask}.
 */
public final class ScenarioRunner {

    private final Referee referee = new Referee();

    /** One script step as played: the move made (if any) and the referee's ruling on it. */
    public record Played(ScriptStep step, GameState before, Move move, Ruling ruling, List<String> failures) {
        public Played {
            failures = List.copyOf(failures);
        }
    }

    /** The whole run: every step as played, and what failed (empty when the scenario passes). */
    public record Run(Scenario scenario, List<Played> played, List<String> failures) {
        public Run {
            played = List.copyOf(played);
            failures = List.copyOf(failures);
        }

        public boolean passed() {
            return failures.isEmpty();
        }
    }

    public Run run(Scenario scenario) {
        GameState s = scenario.start();
        List<Played> played = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        List<ScriptStep> script = scenario.steps();
        for (int i = 0; i < script.size(); i++) {
            ScriptStep step = script.get(i);
            ScriptStep next = i + 1 < script.size() ? script.get(i + 1) : null;
            List<String> stepFailures = new ArrayList<>();
            Move move = null;
            Ruling ruling = null;
            GameState before = s;
            if (step instanceof ScriptStep.Ask ask) {
                move = ask.expected().get(0);
                ruling = PlainThrow.settle(referee, referee.apply(s, move), next);
                if (ruling instanceof Ruling.Rejected rej) {
                    stepFailures.add("line " + ask.line() + ": the expected move (" + MoveText.describe(s, move)
                            + ") is refused: " + rej.rejection().reason(tutor.data.Bundle.get().words()));
                } else {
                    s = ruling.state();
                }
                for (ScriptStep.WrongMove w : ask.wrong()) {
                    if (ask.expected().contains(w.move())) {
                        stepFailures.add("line " + ask.line() + ": a move is both expected and named wrong");
                    }
                    // A wrong move the rules refuse must cite the rule that refuses it.
                    Rejection refusal = referee.check(before, w.move()).orElse(null);
                    if (refusal != null && !refusal.ruleId().equals(w.ruleId())) {
                        stepFailures.add("line " + ask.line() + ": the wrong move (" + MoveText.describe(before, w.move())
                                + ") cites " + w.ruleId() + " but the rules refuse it under " + refusal.ruleId());
                    }
                }
            } else if (step instanceof ScriptStep.Play p) {
                move = p.move();
                ruling = PlainThrow.settle(referee, referee.apply(s, move), next);
                if (p.rejectedBy().isEmpty() && ruling instanceof Ruling.Rejected rej) {
                    stepFailures.add("line " + p.line() + ": " + MoveText.describe(s, move) + " is refused: "
                            + rej.rejection().reason(tutor.data.Bundle.get().words()));
                } else if (!p.rejectedBy().isEmpty() && !(ruling instanceof Ruling.Rejected r && r.rejection().ruleId().equals(p.rejectedBy()))) {
                    stepFailures.add("line " + p.line() + ": " + MoveText.describe(s, move) + " should be refused by "
                            + p.rejectedBy() + " but " + (ruling.applied() ? "was allowed"
                            : "was refused by " + ((Ruling.Rejected) ruling).rejection().ruleId()));
                } else if (ruling.applied()) {
                    s = ruling.state();
                }
            } else if (step instanceof ScriptStep.Checkpoint c) {
                for (Expectation e : c.expectations()) {
                    String diff = e.verify(s);
                    if (diff != null) {
                        stepFailures.add("line " + e.line() + ": " + diff);
                    }
                }
            }
            failures.addAll(stepFailures);
            played.add(new Played(step, before, move, ruling, stepFailures));
        }
        return new Run(scenario, played, failures);
    }

    /** What the tutor says to a learner's move at an ask step. */
    public sealed interface Judgement {
        /** One of the expected moves: applied, with the confirmation text. */
        record Right(Ruling ruling, String feedback) implements Judgement { }

        /** A named wrong path: its explanation and rule; the learner may try again. */
        record Wrong(ScriptStep.WrongMove wrong, Rejection refusal) implements Judgement { }

        /** Refused by the rules (and not a named wrong path). */
        record Refused(Rejection refusal) implements Judgement { }

        /** Legal, but not what this situation asks the learner to learn. */
        record NotThis(String reason) implements Judgement { }
    }

    /** What the tutor says to a learner's answer to a question. */
    public sealed interface Verdict {
        boolean right();

        /** The text the learner reads. */
        String text();

        /** The right answer, with the question's explanation. */
        record Right(String text) implements Verdict {
            public boolean right() { return true; }
        }

        /** A common wrong answer the author named: its own explanation (and rule, if given). */
        record KnownWrong(ScriptStep.WrongAnswer wrong) implements Verdict {
            public boolean right() { return false; }
            public String text() { return wrong.why(); }
        }

        /** Any other wrong answer. */
        record Wrong(String text) implements Verdict {
            public boolean right() { return false; }
        }
    }

    /** Judges an answer to a question: a choice's index, or an amount. */
    public Verdict judge(ScriptStep.Question q, int value) {
        if (value == q.answer()) {
            return new Verdict.Right(q.explain());
        }
        return q.wrongAnswer(value).<Verdict>map(Verdict.KnownWrong::new)
                .orElseGet(() -> new Verdict.Wrong("Not quite. Look at the rule trace, then try again."));
    }

    public Judgement judge(ScriptStep.Ask ask, GameState s, Move m) {
        if (ask.expected().contains(m)) {
            return new Judgement.Right(referee.apply(s, m), ask.feedback());
        }
        Rejection refusal = referee.check(s, m).orElse(null);
        for (ScriptStep.WrongMove w : ask.wrong()) {
            if (w.move().equals(m)) {
                return new Judgement.Wrong(w, refusal);
            }
        }
        if (refusal != null) {
            return new Judgement.Refused(refusal);
        }
        return new Judgement.NotThis("That move is allowed, but it is not the one this situation is about. Try again, or ask for a hint.");
    }
}
