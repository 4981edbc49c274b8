package tutor.ui.lesson;

import java.awt.Color;
import java.util.List;
import java.util.Optional;
import tutor.lesson.Figure;
import tutor.lesson.LessonAttempt;
import tutor.lesson.Mode;
import tutor.lesson.Step;
import tutor.lesson.StepResult;
import tutor.play.LessonActivity;
import tutor.ui.board.BoardView;

/** What a step says besides its own words: verdicts, hints and answers as said, the score line, units and figure names. */
final class StepTexts {

    private final LessonActivity activity;
    private final LessonWords words;

    StepTexts(LessonActivity activity, LessonWords words) {
        this.activity = activity;
        this.words = words;
    }

    /** Whether a verdict may say why: always, but in a quiz only once its last step is reached (as the quiz page promises). */
    boolean explained() {
        return activity.mode() != Mode.QUIZ || activity.run().furthest() == activity.lesson().steps().size() - 1;
    }

    /** What a verdict, hint or answer says, with its sign: a quiz's verdict says right or wrong, recorded, until the quiz is over. */
    String said(LessonActivity.Said x, boolean explained) {
        boolean verdict = x.kind() == LessonActivity.Said.Kind.RIGHT || x.kind() == LessonActivity.Said.Kind.WRONG;
        if (verdict && !explained) {
            return prefix(x.kind()) + words.get(x.kind() == LessonActivity.Said.Kind.RIGHT ? "quiz.said.right" : "quiz.said.wrong");
        }
        return prefix(x.kind()) + words.text(x.text());
    }

    String status(Step s) {
        if (s instanceof Step.Play p && !activity.playMissing()) {
            if (activity.playFinished()) {
                return words.get(p.mode() == Step.PlayMode.WATCH ? "play.done.watch" : "play.done");
            }
            return "";
        }
        if ((s instanceof Step.Question || s instanceof Step.Exercise) && activity.mode().scored()) {
            Optional<StepResult> r = activity.run().result(s.id());
            if (r.isPresent()) {
                // What the number counts: this question's score, and where the lesson's score stands (the card's
                // "last score" is the lesson's mean, unanswered steps counting 0).
                List<StepResult> done = activity.run().attempt().results();
                String scored = words.get("step.scored", r.get().score(), done.size(), activity.lesson().scoredSteps().size(),
                        done.stream().filter(StepResult::right).count());
                return s instanceof Step.Exercise x ? scored + " " + words.get("figure.basis", words.basis(x.figure())) : scored;
            }
        }
        if (activity.run().atEnd() && activity.mode().scored() && activity.review() == null) {
            LessonAttempt a = activity.run().attempt();
            int scored = activity.lesson().scoredSteps().size();
            String summary = words.get("result.summary", a.score(scored), a.stars(scored), Stars.of(a.stars(scored)));
            return activity.mode() == Mode.QUIZ ? summary + " " + words.get("quiz.review") : summary;
        }
        return "";
    }

    private String prefix(LessonActivity.Said.Kind kind) {
        return switch (kind) {
            case RIGHT -> "\u2714 ";
            case WRONG -> "\u2718 ";
            case HINT -> "\u2139 " + words.get("said.hint") + " ";
            case REVEAL -> "";
        };
    }

    static Color colour(LessonActivity.Said.Kind kind) {
        return switch (kind) {
            case RIGHT -> BoardView.color("Tutor.feedback.right");
            case WRONG -> BoardView.color("Tutor.feedback.wrong");
            case HINT -> BoardView.color("Tutor.feedback.hint");
            case REVEAL -> null;
        };
    }

    /** The word after an exercise's answer box: the edition's currency, a percent sign or the figure's unit. */
    String unitWord(Figure f) {
        return switch (f.unit()) {
            case MONEY -> words.currency(f.compute().ruleset());
            case PERCENT -> "%";
            default -> words.get("unit.word." + f.unit().name().toLowerCase(java.util.Locale.ROOT));
        };
    }

    /** A simulated figure by its strategy's name in the language ("Enchérit jusqu'à 50 % du prix"), never its id ("bid-to-50"). */
    String figureName(Figure f, Step.Simulate sim) {
        if (f.compute() instanceof tutor.lesson.Computation.Simulated s) {
            String strategy = tutor.chart.StrategyNames.in(words.language(), words.currency(sim.games().ruleset())).apply(s.strategy());
            return words.get("sim.part." + s.part(), strategy);
        }
        return f.id();
    }
}
