package tutor.play;

import java.util.List;
import java.util.Map;
import tutor.lesson.Computation;
import tutor.lesson.Lesson;
import tutor.lesson.Step;
import tutor.lesson.TableSupply;
import tutor.rules.state.GameState;
import tutor.scenario.Scenario;

/**
 * The position a lesson step other than a play speaks of, so a question is never shown beside a board that
 * contradicts it (issue 22: "Ann has $450" beside an empty board). Apart from {@link LessonActivity}: it reads only
 * the lesson, its scenarios and where the run is, and the lesson library asks it which scenario a step reads.
 */
final class SpokenPosition {

    private SpokenPosition() {
    }

    /**
     * The scenario a step's computed number reads (an exercise on {@code lap: scenarios/budget/lap-ahead.yaml}), at its
     * start; else the latest play before the step, at its start, when the lesson's figures read that position; the
     * lesson's empty table otherwise, or when the named scenario could not be read (never another scenario's position).
     */
    static GameState of(Lesson lesson, int index, Step current, Map<String, Scenario> scenarios, GameState table) {
        String named = scenarioNamed(current);
        if (named != null) {
            Scenario sc = scenarios.get(named);
            return sc == null ? table : sc.start();
        }
        List<Step> steps = lesson.steps();
        for (int i = Math.min(index, steps.size()) - 1; i >= 0; i--) {
            if (steps.get(i) instanceof Step.Play p) {
                // Only where the lesson's own figures read that play's start (a budget lesson's "Ann has $450"): after a
                // rules play a question may speak of its outcome or of a position of its own, which the start contradicts.
                Scenario sc = figuresRead(lesson, p.scenario()) ? scenarios.get(p.scenario()) : null;
                return sc == null ? table : sc.start();
            }
        }
        return table;
    }

    /**
     * Whether a number of the lesson (an exercise's, or one named at its top) is computed from this scenario's position:
     * four-house-lock counts the houses of its play's position at the top ({@code supply:}), and its exercises, asked
     * about that lock, stood beside the empty table with the Bank's 32 houses (ru7, item 63).
     */
    private static boolean figuresRead(Lesson lesson, String scenario) {
        return lesson.allFigures().stream().anyMatch(f -> f != null && scenario.equals(scenarioRead(f.compute())));
    }

    /** The scenario a step's computed number reads a position from ({@code position:}, {@code lap:}...), or null. */
    static String scenarioNamed(Step s) {
        if (!(s instanceof Step.Exercise e) || e.figure() == null) {
            return null;
        }
        return scenarioRead(e.figure().compute());
    }

    /** The scenario a computation reads a position from ({@code position:}, {@code income-tax:}, {@code lap:}, {@code supply:}), or null. */
    private static String scenarioRead(Computation c) {
        return c instanceof Computation.Position p ? p.scenario()
                : c instanceof Computation.IncomeTax t ? t.scenario()
                : c instanceof Computation.Lap l ? l.scenario()
                : c instanceof TableSupply t ? t.scenario() : null;
    }
}
