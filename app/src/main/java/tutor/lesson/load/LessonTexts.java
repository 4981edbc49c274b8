package tutor.lesson.load;

import java.util.ArrayList;
import java.util.List;
import tutor.lesson.Lesson;
import tutor.lesson.Step;
import tutor.lesson.Text;

/** Every learner-facing text of a lesson with the line it is on: for checks over all of them. */
final class LessonTexts {

    record Located(Text text, int line) { }

    private LessonTexts() {
    }

    static List<Located> all(Lesson lesson) {
        List<Located> out = new ArrayList<>();
        for (Step s : lesson.steps()) {
            int line = s.line();
            if (s instanceof Step.Explain e) {
                out.add(new Located(e.markdown(), line));
            } else if (s instanceof Step.Question q) {
                out.add(new Located(q.prompt(), line));
                out.add(new Located(q.explain(), line));
                q.hints().forEach(h -> out.add(new Located(h, line)));
                q.choices().forEach(c -> {
                    out.add(new Located(c.text(), line));
                    out.add(new Located(c.feedback(), line));
                });
                q.wrong().forEach(w -> out.add(new Located(w.why(), line)));
            } else if (s instanceof Step.Exercise x) {
                out.add(new Located(x.prompt(), line));
                out.add(new Located(x.explain(), line));
                x.hints().forEach(h -> out.add(new Located(h, line)));
                x.wrong().forEach(w -> out.add(new Located(w.why(), line)));
            } else if (s instanceof Step.Chart c) {
                out.add(new Located(c.caption(), line));
            } else if (s instanceof Step.Simulate sim) {
                out.add(new Located(sim.caption(), line));
            } else if (s instanceof Step.Discuss d) {
                out.add(new Located(d.prompt(), line));
                out.add(new Located(d.answer(), line));
            } else if (s instanceof Step.Recap r) {
                r.points().forEach(p -> out.add(new Located(p, line)));
            } else if (s instanceof Step.Play p && p.intro() != null) {
                out.add(new Located(p.intro(), line));
            }
        }
        Lesson.TeacherNotes n = lesson.teacherNotes();
        out.add(new Located(n.timing(), 1));
        if (n.notes() != null) {
            out.add(new Located(n.notes(), 1));
        }
        n.misconceptions().forEach(m -> {
            out.add(new Located(m.belief(), 1));
            out.add(new Located(m.truth(), 1));
        });
        if (lesson.handout().summary() != null) {
            out.add(new Located(lesson.handout().summary(), 1));
        }
        lesson.objectives().forEach(o -> out.add(new Located(o, 1)));
        lesson.exitTicket().forEach(q -> {
            out.add(new Located(q.prompt(), 1));
            out.add(new Located(q.answer(), 1));
        });
        lesson.allFigures().stream().filter(f -> f.label() != null).forEach(f -> out.add(new Located(f.label(), f.line())));
        return out;
    }
}
