package tutor.play;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import tutor.lesson.LessonRun;
import tutor.lesson.Mode;
import tutor.lesson.Step;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.scenario.MoveText;
import tutor.scenario.Scenario;
import tutor.scenario.ScriptStep;

/**
 * The scenarios a lesson's play steps run, each made the first time its step is reached, and what the learner did
 * in each: a play step's score comes from it (each wrong or refused move and each wrong answer a miss, each rung of
 * a hint ladder a hint, the last rung the worked answer). Apart from {@link LessonActivity} so that the lesson's
 * own steps and the scenarios it plays can each be read on their own.
 */
final class LessonPlays {

    /** What the learner did in one played scenario, counted as they go. */
    private static final class Tally {
        int misses;
        int hints;
        boolean worked;
        boolean recorded;
        final List<String> wrong = new ArrayList<>();
    }

    private Map<String, Scenario> scenarios;
    private final Map<String, ScenarioActivity> plays = new HashMap<>();
    private final Map<String, Tally> tallies = new HashMap<>();

    /** @param scenarios the scenario of every play step, by the path the step names */
    LessonPlays(Map<String, Scenario> scenarios) {
        this.scenarios = Map.copyOf(scenarios);
    }

    /** Every play step's scenario by its path, as last read. */
    Map<String, Scenario> scenarios() {
        return scenarios;
    }

    /** Whether any play step has been reached. */
    boolean anyBegun() {
        return !plays.isEmpty();
    }

    /** A play step's scenario, made the first time the step is reached; null when it could not be loaded. */
    ScenarioActivity of(Step.Play p, String language, Mode mode) {
        ScenarioActivity s = plays.get(p.id());
        if (s == null) {
            Scenario sc = scenarios.get(p.scenario());
            if (sc == null) {
                return null;
            }
            // The play speaks the lesson's language: its own words ("Try again.", "Ben throws the dice") beside the
            // scenario's texts, which were loaded in that language (they were English beside French stories).
            s = new ScenarioActivity(sc, Path.of(p.scenario()), language);
            // A quiz takes one answer per question, as the lesson page promises: at a decision too, never "Try again".
            s.session().firstTryFinal(mode == Mode.QUIZ || p.mode() == Step.PlayMode.QUIZ);
            plays.put(p.id(), s);
            tallies.put(p.id(), new Tally());
        }
        return s;
    }

    /**
     * The scenarios read again in another language: a play step not yet begun opens in them, and one begun goes on in
     * them with its moves.
     */
    void retell(List<Step> steps, Map<String, Scenario> reread, String newLanguage) {
        Map<String, Scenario> all = new HashMap<>(scenarios);
        all.putAll(reread);
        this.scenarios = Map.copyOf(all);
        for (Step s : steps) {
            ScenarioActivity begun = s instanceof Step.Play p ? plays.get(p.id()) : null;
            Scenario translated = begun == null ? null : reread.get(((Step.Play) s).scenario());
            if (translated != null) {
                begun.retell(translated, newLanguage);
            }
        }
    }

    /** A learner's answer to a play's question (a choice's index or an amount): a wrong one is a miss, kept as given. */
    boolean answer(Step.Play p, ScenarioActivity s, int value) {
        ScriptStep.Question q = s.question();
        int wrongBefore = wrongs(s);
        boolean right = s.answer(value);
        if (q != null && wrongs(s) > wrongBefore) {
            missed(p, q.isAmount() ? Integer.toString(value) : value >= 0 && value < q.choices().size() ? q.choices().get(value) : "?");
        }
        return right;
    }

    /** A learner's move in a play: one refused at a decision is a miss, kept as the move said in the lesson's language. */
    void act(Step.Play p, ScenarioActivity s, Move m, String language) {
        GameState before = s.state();
        boolean atDecision = s.session().current() instanceof ScriptStep.Ask;
        int wrongBefore = wrongs(s);
        s.act(m);
        if (atDecision && wrongs(s) > wrongBefore) {
            missed(p, MoveText.describe(before, m, tutor.data.Bundle.get().words(tutor.scenario.Lang.content(language))));
        }
    }

    /** Shows a play's next hint rung: each one counts as a hint, the last rung as the worked answer. */
    void hint(Step.Play p, ScenarioActivity s) {
        int rungs = s.session().ladder().size();
        s.hint();
        Tally t = tallies.get(p.id());
        t.hints++;
        if (s.session().hintsShown() == rungs) {
            t.worked = true;
        }
    }

    private void missed(Step.Play p, String wrong) {
        Tally t = tallies.get(p.id());
        t.misses++;
        t.wrong.add(wrong);
    }

    /** A watched play's next scripted decision or question, made or answered as the scenario expects; false once it is over. */
    static boolean watchNext(ScenarioActivity s) {
        if (s.finished()) {
            return false;
        }
        ScriptStep now = s.session().current();
        if (now instanceof ScriptStep.Ask ask) {
            s.act(ask.expected().get(0));
        } else if (now instanceof ScriptStep.Question q) {
            s.answer(q.answer());
        }
        return true;
    }

    /** Once a scored play's script is over, its result goes to the run (once). */
    void recordIfOver(Step.Play p, LessonRun run) {
        if (p == null || !plays.containsKey(p.id())) {
            return;
        }
        ScenarioActivity s = plays.get(p.id());
        Tally t = tallies.get(p.id());
        if (s.finished() && !t.recorded) {
            t.recorded = true;
            run.playFinished(t.misses, t.hints, t.worked, t.wrong);
        }
    }

    /** Whether a hint was asked for in any play. */
    boolean anyHints() {
        return tallies.values().stream().anyMatch(t -> t.hints > 0);
    }

    /** How many wrong entries a play's transcript holds: one more after a move or answer means it was a miss. */
    private static int wrongs(ScenarioActivity s) {
        int n = 0;
        for (Session.Entry e : s.session().transcript()) {
            if (e.kind() == Session.Entry.Kind.WRONG) {
                n++;
            }
        }
        return n;
    }
}
