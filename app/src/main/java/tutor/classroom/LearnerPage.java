package tutor.classroom;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tutor.data.Bundle;
import tutor.lesson.Step;
import tutor.lesson.Text;
import tutor.rules.state.Move;
import tutor.scenario.MoveText;
import tutor.scenario.ScriptStep;
import tutor.play.Session;

/**
 * What one learner's page shows now, as data (the page turns it into elements with {@code textContent}):
 * the step the learner is at, in their language (an explanation, a question with its choices or an amount
 * box, their own board with the moves they may make, a recap), whether it takes an answer now, their own
 * feedback, and, once revealed, the answer and the referee's ruling. Never another learner's anything, and
 * never the answer before it is revealed.
 */
final class LearnerPage {

    private LearnerPage() {
    }

    static Map<String, Object> of(ClassSession session, Seat seat) {
        return session.read(s -> build(s, seat));
    }

    private static Map<String, Object> build(ClassSession s, Seat seat) {
        ClassLesson lesson = s.lesson();
        String lang = seat.language();
        int at = s.stepOf(seat);
        Step step = lesson.steps().get(at);
        Map<String, Object> page = new LinkedHashMap<>();
        page.put("version", s.version());
        page.put("lang", lang);
        page.put("name", seat.name());
        page.put("lesson", lesson.text(lesson.lesson().title(), lang));
        page.put("pace", s.pace().name().toLowerCase(java.util.Locale.ROOT));
        page.put("ended", s.ended());
        if (s.ended()) {
            page.put("score", score(s, seat, lang));
        }
        if (s.closes() != null) {
            page.put("closes", tutor.text.Texts.of("classroom", lang).get("learner.closes", Moments.of(s.closes(), lang)));
        }
        Map<String, Object> st = new LinkedHashMap<>();
        st.put("index", at);
        st.put("count", lesson.steps().size());
        st.put("kind", step.kind());
        Refusal closed = LearnerGate.closedFor(s, seat, at);
        st.put("open", closed == null);
        st.put("closed", closed == null ? "" : closed.name().toLowerCase(java.util.Locale.ROOT));
        fill(st, s, seat, step, lang);
        page.put("step", st);
        Seat.Mine mine = seat.answers.get(step.id());
        if (mine != null) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("right", mine.right());
            m.put("blocks", MarkdownBlocks.of(lesson.text(mine.feedback(), lang)));
            page.put("mine", m);
        }
        if (ClassLesson.answered(step) || step instanceof Step.Discuss) {
            if (LearnerGate.revealedFor(s, seat, at)) {
                List<Object> parts = new ArrayList<>();
                for (Reveal.Part p : Reveal.of(lesson, at, lang)) {
                    List<Map<String, Object>> blocks = new ArrayList<>();
                    p.lines().forEach(line -> blocks.addAll(MarkdownBlocks.of(line)));
                    parts.add(Map.of("title", p.title(), "blocks", blocks));
                }
                page.put("reveal", parts);
            }
        }
        return page;
    }

    private static void fill(Map<String, Object> st, ClassSession s, Seat seat, Step step, String lang) {
        ClassLesson lesson = s.lesson();
        if (step instanceof Step.Explain e) {
            st.put("blocks", MarkdownBlocks.of(lesson.text(e.markdown(), lang)));
        } else if (step instanceof Step.Question q) {
            st.put("prompt", lesson.text(q.prompt(), lang));
            // Each learner sees the choices in an order of their own (the same on every reload), so the right
            // answer is not always the top button; the page answers with the choice's place in the lesson.
            List<Integer> order = tutor.lesson.ChoiceOrder.of(seat.name(), q.id(), q.choices().size());
            List<String> choices = new ArrayList<>();
            order.forEach(i -> choices.add(lesson.text(q.choices().get(i).text(), lang)));
            st.put("choices", choices);
            st.put("order", order);
            st.put("amount", q.isAmount());
            st.put("unit", q.unit().isEmpty() ? "" : tutor.lesson.AnswerUnit.word(q.unit(), lang));
        } else if (step instanceof Step.Exercise e) {
            st.put("prompt", lesson.text(e.prompt(), lang));
            st.put("choices", List.of());
            st.put("amount", true);
            st.put("unit", "");
        } else if (step instanceof Step.Discuss d) {
            st.put("prompt", lesson.text(d.prompt(), lang));
        } else if (step instanceof Step.Recap r) {
            List<String> points = new ArrayList<>();
            r.points().forEach(p -> points.add(lesson.text(p, lang)));
            st.put("points", points);
        } else if (step instanceof Step.Chart c) {
            st.put("prompt", lesson.text(c.caption(), lang));
            Map<String, Object> chart = ChartData.of(lesson, c, lang);
            if (chart != null) {
                st.put("chart", chart);
            }
        } else if (step instanceof Step.Simulate sim) {
            st.put("prompt", lesson.text(sim.caption(), lang));
        } else if (step instanceof Step.Play p) {
            st.put("play", play(s, seat, p, lang));
        }
    }

    private static Map<String, Object> play(ClassSession s, Seat seat, Step.Play p, String lang) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("intro", p.intro() == null ? "" : s.lesson().text(p.intro(), lang));
        if (p.mode() == Step.PlayMode.WATCH) {
            out.put("watch", true);
            return out;
        }
        Seat.Played played = seat.play(s.lesson(), p);
        Session game = played == null ? null : played.session;
        if (game == null) {
            out.put("missing", true);
            return out;
        }
        out.put("title", game.texts().title());
        List<Object> told = new ArrayList<>();
        for (Session.Entry e : game.transcript()) {
            if (e.kind() == Session.Entry.Kind.DONE) {
                // The window's closing words (go on playing, undo, restart) name buttons a phone has not got;
                // the page says the end in its own words (page.finished).
                continue;
            }
            told.add(Map.of("kind", e.kind().name().toLowerCase(java.util.Locale.ROOT), "text", e.text()));
        }
        out.put("transcript", told);
        out.put("told", game.told());
        out.put("board", BoardView.of(game.state(), lang));
        out.put("finished", game.finished());
        out.put("hint", !game.finished() && game.hasHint());
        ScriptStep now = game.currentText();
        if (now instanceof ScriptStep.Ask) {
            List<Object> moves = new ArrayList<>();
            tutor.trace.Words words = Bundle.get().words(lang);
            for (Move m : Seat.options(game, lang)) {
                moves.add(Map.of("label", MoveText.describe(game.state(), m, words), "bid", m instanceof Move.Bid));
            }
            out.put("moves", moves);
        } else if (now instanceof ScriptStep.Question q) {
            out.put("question", Map.of("prompt", q.prompt(), "choices", q.choices(), "amount", q.isAmount()));
        }
        return out;
    }

    /** The learner's own result, on their end screen: steps right at the first try out of the lesson's scored steps. */
    private static String score(ClassSession s, Seat seat, String lang) {
        tutor.lesson.LessonAttempt a = s.results().attempts().get(seat.name());
        long first = a == null ? 0 : a.results().stream().filter(r -> r.right() && r.misses() == 0).count();
        return tutor.text.Texts.of("classroom", lang).get("learner.score", first, s.lesson().lesson().scoredSteps().size());
    }

    /** The page's own words in a language: every {@code page.*} text of the classroom bundle. */
    static Map<String, String> words(String lang) {
        String l = Text.LANGUAGES.contains(lang) ? lang : Text.ENGLISH;
        java.util.ResourceBundle b = java.util.ResourceBundle.getBundle("tutor.text.classroom", java.util.Locale.forLanguageTag(l),
                java.util.ResourceBundle.Control.getNoFallbackControl(java.util.ResourceBundle.Control.FORMAT_PROPERTIES));
        tutor.text.Texts t = tutor.text.Texts.of("classroom", l);
        Map<String, String> out = new LinkedHashMap<>();
        for (String k : java.util.Collections.list(b.getKeys())) {
            if (k.startsWith("page.")) {
                out.put(k.substring(5), t.get(k));
            }
        }
        return out;
    }
}
