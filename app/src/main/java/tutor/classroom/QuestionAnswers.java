package tutor.classroom;

import java.math.BigDecimal;
import java.util.Optional;
import tutor.lesson.LessonRun;
import tutor.lesson.Mode;
import tutor.lesson.Step;

/**
 * A learner's one answer to a lesson's question or exercise, judged by the lesson model ({@link LessonRun}) and
 * written to the store before the learner is told it counted. Called under the session's lock.
 */
final class QuestionAnswers {

    /** A question's answer judged by the lesson model: the verdict, the value as stored, the answer as the teacher reads it. */
    record Judged(LessonRun.Answer answer, String value, String shown) { }

    private final ClassSession session;

    QuestionAnswers(ClassSession session) {
        this.session = session;
    }

    /** The answer at step {@code at} (open to this learner, and no scenario step): a choice's index, or an amount as typed. */
    Outcome answer(Seat seat, int at, Step s, Integer choice, String amount) {
        if (seat.answers.containsKey(s.id())) {
            return Outcome.no(Refusal.ALREADY);
        }
        Judged j = judge(at, s, choice, amount);
        if (j == null) {
            return Outcome.no(Refusal.INVALID);
        }
        LessonRun.Answer a = j.answer();
        if (!session.store().record(new ClassStore.Answer(seat.id, s.id(), "answer", j.value(), j.shown(), a.right(), session.now()))) {
            return Outcome.no(Refusal.ALREADY);
        }
        seat.answers.put(s.id(), new Seat.Mine(a.right(), a.feedback(), j.value()));
        session.changed(ClassSession.Change.TALLY);
        return Outcome.ok();
    }

    /** Judges a choice or a typed amount at step {@code at}; null when it is no answer to that step. */
    Judged judge(int at, Step s, Integer choice, String amount) {
        ClassLesson lesson = session.lesson();
        LessonRun run = new LessonRun(lesson.lesson(), Mode.QUIZ, session.started(), lesson.learnerDisplay());
        for (int i = 0; i < at; i++) {
            run.next();
        }
        if (s instanceof Step.Question q && !q.isAmount()) {
            if (choice == null || choice < 0 || choice >= q.choices().size() || amount != null) {
                return null;
            }
            return new Judged(run.choose(choice), "choice:" + choice, lesson.text(q.choices().get(choice).text(), session.language()));
        }
        Optional<BigDecimal> v = choice == null ? TypedAmount.parse(amount) : Optional.empty();
        if (v.isEmpty()) {
            return null;
        }
        String plain = v.get().stripTrailingZeros().toPlainString();
        return new Judged(run.answer(v.get()), "amount:" + plain, plain);
    }
}
