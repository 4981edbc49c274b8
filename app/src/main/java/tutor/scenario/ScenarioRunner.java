package tutor.scenario;

import java.util.ArrayList;
import java.util.List;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.Referee;
import tutor.rules.state.Rejection;
import tutor.rules.state.Ruling;
import tutor.text.Phrase;
import tutor.text.Texts;

/**
 * Plays a scenario's scripted path, the learner's expected moves included, and checks every
 * checkpoint. Also judges a learner's move against an {@link ScriptStep.Ask}.
 */
public final class ScenarioRunner {

    private final Referee referee = new Referee();

    /** One script step as played: the move made (if any) and the referee's ruling on it. */
    public record Played(ScriptStep step, GameState before, Move move, Ruling ruling, List<Phrase> failed) {
        public Played {
            failed = List.copyOf(failed);
        }

        /** What failed at this step, in English. */
        public List<String> failures() {
            return english(failed);
        }
    }

    /** The whole run: every step as played, and what failed (empty when the scenario passes). */
    public record Run(Scenario scenario, List<Played> played, List<Phrase> failed) {
        public Run {
            played = List.copyOf(played);
            failed = List.copyOf(failed);
        }

        public boolean passed() {
            return failed.isEmpty();
        }

        /** What failed, in English ("line 10: Ann's position: expected Park Place, found Boardwalk"). */
        public List<String> failures() {
            return english(failed);
        }

        /** What failed, in a language. */
        public List<String> failures(String language) {
            return failed.stream().map(p -> p.in(language)).toList();
        }
    }

    private static List<String> english(List<Phrase> phrases) {
        return phrases.stream().map(p -> p.in("en")).toList();
    }

    /** "line 12: " before what failed there. */
    private static Phrase at(int line, Phrase what) {
        return Phrase.of("report", "failure.at-line", String.valueOf(line), what);
    }

    private static Phrase move(GameState s, Move m) {
        return Phrase.by(lang -> MoveText.describe(s, m, Lang.words(lang)));
    }

    private static Phrase reason(Rejection r) {
        return Phrase.by(lang -> r.reason(Lang.words(lang)));
    }

    public Run run(Scenario scenario) {
        GameState s = scenario.start();
        List<Played> played = new ArrayList<>();
        List<Phrase> failures = new ArrayList<>();
        List<ScriptStep> script = scenario.steps();
        for (int i = 0; i < script.size(); i++) {
            ScriptStep step = script.get(i);
            ScriptStep next = i + 1 < script.size() ? script.get(i + 1) : null;
            List<Phrase> stepFailures = new ArrayList<>();
            Move move = null;
            Ruling ruling = null;
            GameState before = s;
            if (step instanceof ScriptStep.Ask ask) {
                move = ask.expected().get(0);
                ruling = PlainThrow.settle(referee, referee.apply(s, move), next);
                if (ruling instanceof Ruling.Rejected rej) {
                    stepFailures.add(at(ask.line(), Phrase.of("report", "failure.expected-refused", move(s, move), reason(rej.rejection()))));
                } else {
                    s = ruling.state();
                }
                for (ScriptStep.WrongMove w : ask.wrong()) {
                    if (ask.expected().contains(w.move())) {
                        stepFailures.add(at(ask.line(), Phrase.of("report", "failure.expected-and-wrong")));
                    }
                    // A wrong move the rules refuse must cite the rule that refuses it.
                    Rejection refusal = referee.check(before, w.move()).orElse(null);
                    if (refusal != null && !refusal.ruleId().equals(w.ruleId())) {
                        stepFailures.add(at(ask.line(), Phrase.of("report", "failure.wrong-cites", move(before, w.move()), w.ruleId(),
                                refusal.ruleId())));
                    }
                }
            } else if (step instanceof ScriptStep.Play p) {
                move = p.move();
                ruling = PlainThrow.settle(referee, referee.apply(s, move), next);
                if (p.rejectedBy().isEmpty() && ruling instanceof Ruling.Rejected rej) {
                    stepFailures.add(at(p.line(), Phrase.of("report", "failure.refused", move(s, move), reason(rej.rejection()))));
                } else if (!p.rejectedBy().isEmpty() && !(ruling instanceof Ruling.Rejected r && r.rejection().ruleId().equals(p.rejectedBy()))) {
                    stepFailures.add(at(p.line(), ruling.applied()
                            ? Phrase.of("report", "failure.should-be-refused-allowed", move(s, move), p.rejectedBy())
                            : Phrase.of("report", "failure.should-be-refused-other", move(s, move), p.rejectedBy(),
                                    ((Ruling.Rejected) ruling).rejection().ruleId())));
                } else if (ruling.applied()) {
                    s = ruling.state();
                }
            } else if (step instanceof ScriptStep.Checkpoint c) {
                for (Expectation e : c.expectations()) {
                    Phrase diff = e.difference(s);
                    if (diff != null) {
                        stepFailures.add(at(e.line(), diff));
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
        return judge(q, value, "en");
    }

    /** Judges an answer, the tutor's own words (for an answer the author did not foresee) in a language. */
    public Verdict judge(ScriptStep.Question q, int value, String language) {
        if (value == q.answer()) {
            return new Verdict.Right(q.explain());
        }
        return q.wrongAnswer(value).<Verdict>map(Verdict.KnownWrong::new)
                .orElseGet(() -> new Verdict.Wrong(Texts.of("report", language).get("judge.not-quite")));
    }

    public Judgement judge(ScriptStep.Ask ask, GameState s, Move m) {
        return judge(ask, s, m, "en");
    }

    /** Judges a learner's move, the tutor's own words (for a legal move that is not the point) in a language. */
    public Judgement judge(ScriptStep.Ask ask, GameState s, Move m, String language) {
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
        return new Judgement.NotThis(Texts.of("report", language).get("judge.not-this"));
    }
}
