package tutor.handout;

import java.util.List;
import java.util.function.Consumer;
import tutor.lesson.Lesson;
import tutor.lesson.LessonLab;
import tutor.lesson.Step;
import tutor.lesson.Text;
import tutor.text.Texts;

/**
 * The teacher's pages of a handout, from a new page: each worksheet answer with its explanation, the
 * worked answer and the common wrong answers with why each is wrong; the exit ticket's answers; the
 * recap to read out; then the timing, what learners believe, the discussion answers and the notes.
 */
final class AnswerKeyHtml {

    private final Lesson lesson;
    private final LessonLab lab;
    private final Texts t;
    private final HandoutText words;
    private final StringBuilder b;
    private final Consumer<String> section;

    AnswerKeyHtml(Lesson lesson, LessonLab lab, Texts t, HandoutText words, StringBuilder b, Consumer<String> section) {
        this.lesson = lesson;
        this.lab = lab;
        this.t = t;
        this.words = words;
        this.b = b;
        this.section = section;
    }

    void write(List<Step> worksheet) {
        b.append("<div class=\"key\">");
        section.accept(t.get("section.answer-key"));
        int n = 0;
        for (Step s : worksheet) {
            item(++n, s);
        }
        exitTicket();
        recap();
        teacher();
        b.append("</div>");
    }

    private void item(int n, Step s) {
        List<Text> hints = s instanceof Step.Question q ? q.hints() : ((Step.Exercise) s).hints();
        Text explain = s instanceof Step.Question q ? q.explain() : ((Step.Exercise) s).explain();
        b.append("<div class=\"item\"><p><b>").append(n).append(". ").append(HandoutHtml.esc(answer(s))).append("</b></p><p>")
                .append(words.inline(explain)).append("</p>");
        if (!hints.isEmpty()) {
            b.append("<p class=\"worked\">").append(HandoutHtml.esc(t.get("key.worked"))).append(" ").append(words.inline(hints.get(hints.size() - 1)))
                    .append("</p>");
        }
        if (s instanceof Step.Exercise x) {
            working(x.figure());
        }
        wrong(s);
        b.append("</div>");
    }

    /** How the tutor works an exercise's number out, line by line, in the handout's language. */
    private void working(tutor.lesson.Figure f) {
        List<tutor.text.Message> lines = lab.compute(f.compute(), words.content()).why();
        b.append("<p class=\"working\"><b>").append(HandoutHtml.esc(Texts.of("figures", language()).get("working.title")))
                .append("</b></p><ul class=\"working\">");
        for (tutor.text.Message line : lines) {
            b.append("<li>").append(HandoutHtml.esc(CentsWorking.toTheCent(line).in(language()))).append("</li>");
        }
        b.append("</ul>");
        if (lines.stream().anyMatch(CentsWorking::rounded)) {
            b.append("<p class=\"working\">").append(HandoutHtml.esc(t.get("key.working.cents"))).append("</p>");
        }
    }

    /** The wrong answers the lesson names, each with why it is wrong: amounts for an amount, the other choices for a choice. */
    private void wrong(Step s) {
        StringBuilder w = new StringBuilder();
        if (s instanceof Step.Question q && !q.isAmount()) {
            List<Integer> order = tutor.lesson.ChoiceOrder.onPaper(q.id(), q.choices().size());
            for (int i = 0; i < order.size(); i++) {
                Step.Choice c = q.choices().get(order.get(i));
                if (!c.right()) {
                    w.append("<p class=\"wrong\"><b>").append(words.letter(i)).append(".</b> ").append(words.inline(c.feedback())).append("</p>");
                }
            }
        } else {
            List<Step.WrongAmount> amounts = s instanceof Step.Question q ? q.wrong() : ((Step.Exercise) s).wrong();
            for (Step.WrongAmount a : amounts) {
                w.append("<p class=\"wrong\"><b>").append(HandoutHtml.esc(t.get("key.wrong.amount", amount(s, a.amount())))).append("</b> ").append(words.inline(a.why()))
                        .append("</p>");
            }
        }
        if (!w.isEmpty()) {
            b.append("<p class=\"wrong\"><i>").append(HandoutHtml.esc(t.get("key.wrong"))).append("</i></p>").append(w);
        }
    }

    private void exitTicket() {
        if (lesson.exitTicket().isEmpty()) {
            return;
        }
        b.append("<div class=\"keep\"><h3>").append(HandoutHtml.esc(t.get("key.exit"))).append("</h3>");
        int n = 0;
        for (Lesson.ExitQuestion q : lesson.exitTicket()) {
            b.append("<div class=\"item\"><p><b>").append(++n).append(".</b> ").append(words.inline(q.prompt())).append("</p><p class=\"worked\">")
                    .append(words.inline(q.answer())).append("</p></div>");
        }
        b.append("</div>");
    }

    private void recap() {
        List<Step.Recap> recaps = lesson.steps().stream().filter(s -> s instanceof Step.Recap).map(s -> (Step.Recap) s).toList();
        if (recaps.isEmpty()) {
            return;
        }
        b.append("<div class=\"keep\"><h3>").append(HandoutHtml.esc(t.get("key.recap"))).append("</h3><ul>");
        for (Step.Recap r : recaps) {
            for (Text p : r.points()) {
                b.append("<li>").append(words.inline(p)).append("</li>");
            }
        }
        b.append("</ul></div>");
    }

    private void teacher() {
        section.accept(t.get("section.teacher"));
        b.append("<p><b>").append(HandoutHtml.esc(t.get("teacher.timing"))).append("</b> ").append(words.inline(lesson.teacherNotes().timing()))
                .append("</p>");
        // kept with its list: the beliefs' title alone at a page foot was seen in cash-reserve (ru) and short-games (fr)
        b.append("<div class=\"keep\"><p><b>").append(HandoutHtml.esc(t.get("teacher.beliefs"))).append("</b></p><ul>");
        for (Lesson.Misconception m : lesson.teacherNotes().misconceptions()) {
            b.append("<li>").append(words.inline(m.belief())).append(" <i>").append(words.inline(m.truth())).append("</i></li>");
        }
        b.append("</ul></div>");
        for (Step s : lesson.steps()) {
            if (s instanceof Step.Discuss d) {
                b.append("<div class=\"item\"><p><b>").append(HandoutHtml.esc(t.get("teacher.discuss"))).append("</b> ").append(words.inline(d.prompt()))
                        .append("<br/><i>").append(words.inline(d.answer())).append("</i></p></div>");
            }
        }
        if (lesson.teacherNotes().notes() != null) {
            b.append(words.block(lesson.teacherNotes().notes()));
        }
    }

    private String answer(Step s) {
        if (s instanceof Step.Question q) {
            if (q.isAmount()) {
                return amount(s, q.amount());
            }
            int right = q.rightChoice();
            int letter = tutor.lesson.ChoiceOrder.onPaper(q.id(), q.choices().size()).indexOf(right);
            return words.letter(letter) + ". " + words.fill(q.choices().get(right).text()).in(words.content());
        }
        return lab.show(((Step.Exercise) s).figure(), language());
    }

    /** An amount as the step counts it: money, or a count with its unit in the language's plural form ("3 maisons"). */
    private String amount(Step s, java.math.BigDecimal amount) {
        String unit = s instanceof Step.Question q ? q.unit() : "";
        if (s instanceof Step.Exercise e) {
            return lab.show(amount, e.figure().unit(), lab.currency(e.figure().compute().ruleset()), language());
        }
        if (unit.isEmpty()) {
            return lab.show(amount, tutor.lesson.Unit.MONEY, lab.currency(lesson.edition()), language());
        }
        return tutor.lesson.AnswerUnit.amount(amount, unit, language());
    }

    private String language() {
        return t.language();
    }
}
