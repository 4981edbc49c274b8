package tutor.classroom;

import java.util.ArrayList;
import java.util.List;
import tutor.data.Bundle;
import tutor.lesson.LessonRun;
import tutor.lesson.Mode;
import tutor.lesson.Step;
import tutor.rules.state.Ruling;
import tutor.scenario.ScenarioRunner;
import tutor.scenario.ScriptStep;
import tutor.text.Texts;
import tutor.trace.Rulebook;
import tutor.trace.WordedStep;

/**
 * What Reveal shows at a step, one part at a time, in a language. At a scenario step: the referee's
 * ruling on every decision the script asks for, step by step (each rule's title, what happened, the
 * arithmetic, what changed, the rulebook cited), and the answer to each of its questions. At a question or
 * exercise: the answer with the lesson's explanation (as the lesson run gives it when presenting), then the
 * lesson's worked steps, its hint ladder. At a discussion: the teacher's answer.
 */
public final class Reveal {

    /** One part: a heading (a rule's title, or empty) and its lines. */
    public record Part(String title, List<String> lines) {
        public Part {
            lines = List.copyOf(lines);
        }
    }

    private Reveal() {
    }

    /** The parts at step {@code index} in {@code lang}: made once per lesson, step and language, as forty pages ask at once. */
    public static List<Part> of(ClassLesson lesson, int index, String lang) {
        return lesson.reveal(index, lang, () -> List.copyOf(make(lesson, index, lang)));
    }

    private static List<Part> make(ClassLesson lesson, int index, String lang) {
        Step s = lesson.steps().get(index);
        List<Part> out = new ArrayList<>();
        if (s instanceof Step.Play p) {
            lesson.run(p).ifPresent(run -> rulings(lesson, p, run, lang, out));
            return out;
        }
        if (s instanceof Step.Question || s instanceof Step.Exercise || s instanceof Step.Discuss) {
            LessonRun run = new LessonRun(lesson.lesson(), Mode.PRESENT, java.time.Instant.EPOCH, lesson.teacherDisplay());
            run.go(index);
            out.add(new Part("", List.of(lesson.text(run.reveal(), lang))));
            List<tutor.lesson.Text> hints = s instanceof Step.Question q ? q.hints() : s instanceof Step.Exercise e ? e.hints() : List.of();
            Texts t = Texts.of("classroom", lang);
            for (int i = 0; i < hints.size(); i++) {
                out.add(new Part(t.get("reveal.worked", i + 1, hints.size()), List.of(lesson.text(hints.get(i), lang))));
            }
        }
        return out;
    }

    private static void rulings(ClassLesson lesson, Step.Play p, ScenarioRunner.Run run, String lang, List<Part> out) {
        Rulebook book = Bundle.get().rulebook(lang);
        Texts t = Texts.of("classroom", lang);
        List<ScriptStep> worded = lesson.scenario(p, lang).map(sc -> sc.steps()).orElse(List.of());
        for (int i = 0; i < run.played().size(); i++) {
            ScenarioRunner.Played played = run.played().get(i);
            ScriptStep w = i < worded.size() ? worded.get(i) : played.step();
            if (played.step() instanceof ScriptStep.Ask && played.ruling() != null) {
                Ruling r = played.ruling();
                out.add(new Part(t.get("reveal.decision"), List.of(((ScriptStep.Ask) w).prompt())));
                for (WordedStep ws : WordedStep.flatten(r.trace(), book.words())) {
                    List<String> lines = new ArrayList<>();
                    lines.add(ws.text());
                    if (present(ws.arithmetic())) {
                        lines.add(ws.arithmetic());
                    }
                    lines.addAll(ws.effects());
                    if (present(ws.source())) {
                        lines.add(t.get("reveal.source", ws.source()));
                    }
                    out.add(new Part(book.title(ws.ruleId()), lines));
                }
            } else if (w instanceof ScriptStep.Question q) {
                String currency = run.scenario().start().table().currency();
                String answer = q.isAmount() ? q.amountText(q.answer(), v -> book.words().money(v, currency), lang)
                        : q.choices().get(q.answer());
                out.add(new Part(t.get("reveal.question"), List.of(q.prompt(), t.get("reveal.answer", answer, q.isAmount() ? "amount" : "choice"), q.explain())));
            }
        }
    }

    private static boolean present(String s) {
        return s != null && !s.isBlank();
    }
}
