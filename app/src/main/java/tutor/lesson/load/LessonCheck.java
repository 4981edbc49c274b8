package tutor.lesson.load;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import tutor.analysis.JailStrategy;
import tutor.data.Bundle;
import tutor.lesson.ChartSpec;
import tutor.lesson.Figure;
import tutor.lesson.Lesson;
import tutor.lesson.LessonLab;
import tutor.lesson.Step;
import tutor.scenario.Problem;
import tutor.scenario.Scenario;
import tutor.scenario.ScenarioLoader;
import tutor.scenario.ScenarioRunner;

/**
 * Checks a loaded lesson against the tutor itself: every scenario it plays loads and passes
 * (and loads under every edition it is compared under), every question has its right answer,
 * every number it states is what the lab computes, charts can be drawn, and prerequisites exist.
 */
public final class LessonCheck {

    private final Bundle bundle;
    private final LessonLab lab;
    /** The language a figure's working is given in when it disagrees (the check's). */
    private final String language;

    public LessonCheck(Bundle bundle, LessonLab lab) {
        this(bundle, lab, "en");
    }

    public LessonCheck(Bundle bundle, LessonLab lab, String language) {
        this.bundle = bundle;
        this.lab = lab;
        this.language = language;
    }

    /** What did not hold, each as file:line:column: message; empty when the lesson passes. */
    public List<Problem> check(Lesson lesson, Collection<String> knownLessons) {
        List<Problem> out = new ArrayList<>();
        String file = lesson.file();
        for (String pre : lesson.prerequisites()) {
            if (!knownLessons.isEmpty() && !knownLessons.contains(pre)) {
                out.add(new Problem(file, 1, 1, "the prerequisite '" + pre + "' is not a lesson checked with this one"));
            }
        }
        for (Step s : lesson.steps()) {
            if (s instanceof Step.Play p) {
                play(p, file, out);
            } else if (s instanceof Step.Question q) {
                question(q, file, out);
            } else if (s instanceof Step.Chart c) {
                chart(c, file, out);
            }
        }
        StatedNumbers known = new StatedNumbers();
        for (Figure f : lesson.allFigures()) {
            Figure.Value v = figure(f, file, out);
            known.add(f.stated());
            if (v != null) {
                known.add(v.number());
                v.explanation("en").forEach(known::addNumbersIn); // the typed numbers are read from the English texts
            }
        }
        knownFromData(lesson, known);
        out.addAll(known.check(lesson));
        return out;
    }

    /**
     * What the tutor reads for the lesson: the values and printed numbers of every edition it uses, and
     * for every scenario it plays or computes on, the players' cash at the start and the rulings' numbers.
     */
    private void knownFromData(Lesson lesson, StatedNumbers known) {
        java.util.Set<String> rulesets = new java.util.LinkedHashSet<>(List.of(lesson.edition()));
        java.util.Set<String> scenarios = new java.util.LinkedHashSet<>();
        for (Step s : lesson.steps()) {
            if (s instanceof Step.Play p) {
                rulesets.addAll(p.compare());
                scenarios.add(p.scenario());
            }
        }
        for (Figure f : lesson.allFigures()) {
            rulesets.add(f.compute().ruleset());
            if (f.compute() instanceof tutor.lesson.Computation.Position c) {
                scenarios.add(c.scenario());
            } else if (f.compute() instanceof tutor.lesson.Computation.IncomeTax c) {
                scenarios.add(c.scenario());
            } else if (f.compute() instanceof tutor.lesson.Computation.Lap c) {
                scenarios.add(c.scenario());
            }
        }
        tutor.trace.TextTraceRenderer words = new tutor.trace.TextTraceRenderer(bundle.rulebook());
        for (String path : scenarios) {
            lab.data().scenario(path).ifPresent(sc -> {
                rulesets.add(sc.rulesetId());
                sc.start().players().forEach(p -> known.add(p.cash()));
                for (ScenarioRunner.Played p : new ScenarioRunner().run(sc).played()) {
                    if (p.ruling() != null) {
                        known.addNumbersIn(words.render(p.ruling().trace()));
                    }
                }
            });
        }
        for (String spec : rulesets) {
            try {
                tutor.rules.state.Table t = lab.table(spec);
                for (tutor.rules.edition.RuleKey<?> k : tutor.rules.edition.RuleKey.ALL) {
                    if (t.rules().get(k) instanceof Integer i) {
                        known.add(i);
                    }
                }
                known.add(t.board().size());
                for (tutor.rules.edition.Deed d : t.board().deeds()) {
                    known.add(d.price());
                    known.add(d.mortgage());
                    known.add(d.houseCost());
                    known.add(d.hotelCost());
                    for (int r : d.rentLadder()) {
                        known.add(r);
                    }
                }
            } catch (IllegalArgumentException e) {
                // an unknown edition is reported where it is named
            }
        }
    }

    private void play(Step.Play p, String file, List<Problem> out) {
        ScenarioLoader loader = new ScenarioLoader(bundle);
        ScenarioLoader.LoadResult loaded = loader.load(Path.of(p.scenario()));
        if (!loaded.loaded()) {
            out.add(new Problem(file, p.line(), 1, "the scenario " + p.scenario() + " does not load: " + loaded.problems().get(0)));
            return;
        }
        Scenario sc = loaded.scenario();
        ScenarioRunner.Run run = new ScenarioRunner().run(sc);
        for (String failure : run.failures()) {
            out.add(new Problem(file, p.line(), 1, "the scenario " + p.scenario() + " fails: " + failure));
        }
        if (p.mode() != Step.PlayMode.WATCH && sc.steps().stream().noneMatch(st -> st instanceof tutor.scenario.ScriptStep.Ask
                || st instanceof tutor.scenario.ScriptStep.Question)) {
            out.add(new Problem(file, p.line(), 1, "a " + p.mode().id() + " play needs a scenario that asks the learner something; "
                    + p.scenario() + " only narrates (use mode: watch)"));
        }
        MoveNames.bundled().giveaway(p, sc).ifPresent(word -> out.add(new Problem(file, p.line(), 1, "the intro of the play '"
                + p.id() + "' names the move its question asks for, " + word + ": set the scene and leave the move to the learner")));
        for (String spec : p.compare()) {
            ScenarioLoader.LoadResult other = loader.load(Path.of(p.scenario()), spec);
            if (!other.loaded()) {
                out.add(new Problem(file, p.line(), 1, "the scenario " + p.scenario() + " cannot be set up under " + spec + ": "
                        + other.problems().get(0).message()));
            }
        }
    }

    private static void question(Step.Question q, String file, List<Problem> out) {
        if (!q.isAmount() && q.rightChoice() < 0) {
            out.add(new Problem(file, q.line(), 1, "the question '" + q.id() + "' has no right choice"));
        }
        if (!q.hints().isEmpty() && q.isAmount() && !q.hints().get(q.hints().size() - 1).en().contains(plain(q.amount()))) {
            out.add(new Problem(file, q.line(), 1, "the last hint of '" + q.id() + "' is the worked answer and must state the answer ("
                    + plain(q.amount()) + ")"));
        }
    }

    private static String plain(java.math.BigDecimal d) {
        String s = d.stripTrailingZeros().toPlainString();
        // 1500 is written 1,500 in a sentence: accept either by looking for the grouped form.
        return s.length() > 3 && !s.contains(".") ? s.substring(0, s.length() - 3) + "," + s.substring(s.length() - 3) : s;
    }

    private void chart(Step.Chart c, String file, List<Problem> out) {
        ChartSpec spec = c.chart();
        try {
            JailStrategy jail = JailStrategy.of(spec.jail());
            switch (spec.kind()) {
                case "landing-odds" -> lab.odds(spec.ruleset(), jail);
                case "payback", "level-income" -> {
                    var groups = lab.table(spec.ruleset()).board().groups();
                    for (String g : spec.groups()) {
                        if (groups.stream().noneMatch(x -> x.id().equals(g))) {
                            out.add(new Problem(file, c.line(), 1, "no colour group '" + g + "' on " + lab.table(spec.ruleset()).board().title()));
                        }
                    }
                    for (String level : spec.levels()) {
                        lab.row(spec.ruleset(), jail, 1, spec.groups().isEmpty() ? groups.get(0).id() : spec.groups().get(0), level);
                    }
                }
                default -> lab.simulation(spec.games());
            }
        } catch (IllegalArgumentException e) {
            out.add(new Problem(file, c.line(), 1, "the chart '" + c.id() + "' cannot be drawn: " + e.getMessage()));
        }
    }

    private Figure.Value figure(Figure f, String file, List<Problem> out) {
        Figure.Value v;
        try {
            v = lab.compute(f.compute(), language);
        } catch (IllegalArgumentException | IllegalStateException e) {
            out.add(new Problem(file, f.line(), 1, "the figure '" + f.id() + "' (" + f.compute().describe() + ") cannot be computed: " + e.getMessage()));
            return null;
        }
        if (!f.agrees(v.number())) {
            out.add(new Problem(file, f.line(), 1, "the figure '" + f.id() + "' states " + f.stated().toPlainString() + " but the tutor computes "
                    + f.atStatedPrecision(v.number()).toPlainString() + " (" + f.compute().describe() + "); "
                    + tutor.text.Texts.of("figures", language).get("working.title") + " " + String.join(" | ", v.explanation())));
        }
        return v;
    }
}
