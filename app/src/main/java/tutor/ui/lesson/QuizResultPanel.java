package tutor.ui.lesson;

import java.awt.Font;
import java.util.Optional;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import net.miginfocom.swing.MigLayout;
import tutor.lesson.LessonAttempt;
import tutor.lesson.Step;
import tutor.lesson.StepResult;
import tutor.play.LessonActivity;
import tutor.ui.widgets.Reading;

/**
 * Where a quiz ends: the score, its stars, and each scored step right or wrong, with the explanation of a wrong one, so
 * the learner reads what they missed before the shelf (before, the only trace was a line in the status bar).
 */
final class QuizResultPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    private final JPanel rows = new JPanel(new MigLayout("insets 8, fillx, wrap 1, gap 0 6", "[grow,fill,0::]"));
    private final JButton back = new JButton();

    QuizResultPanel(Runnable toShelf) {
        super(new MigLayout("insets 0, fill, wrap 1", "[grow,fill]", "[grow,fill][]"));
        setName("lessons.quizResult");
        JScrollPane scroll = new JScrollPane(rows, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED, JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        scroll.setBorder(null);
        scroll.getVerticalScrollBar().setUnitIncrement(16);
        add(scroll, "grow, wmin 0, hmin 0");
        back.setName("lessons.quizResult.back");
        back.addActionListener(e -> toShelf.run());
        add(back, "right, gap 8 8 4 8");
    }

    /** The quiz shown, to say it again in another language. */
    LessonActivity shown() {
        return shown;
    }

    private transient LessonActivity shown;

    void show(LessonActivity a, LessonWords words) {
        shown = a;
        rows.removeAll();
        int scored = a.lesson().scoredSteps().size();
        LessonAttempt att = a.run().attempt();
        rows.add(line(words.text(a.lesson().title()), Font.BOLD, "lessons.quizResult.title"));
        rows.add(line(words.get("result.summary", att.score(scored), att.stars(scored), Stars.of(att.stars(scored))), Font.BOLD,
                "lessons.quizResult.score"));
        int n = 0;
        for (Step s : a.lesson().scoredSteps()) {
            n++;
            Optional<StepResult> r = att.result(s.id());
            boolean right = r.isPresent() && r.get().right() && r.get().misses() == 0;
            JTextArea row = line(words.get(right ? "quiz.result.right" : "quiz.result.wrong", n, prompt(s, words)), Font.PLAIN,
                    "lessons.quizResult.step." + n);
            row.setForeground(StepTexts.colour(right ? LessonActivity.Said.Kind.RIGHT : LessonActivity.Said.Kind.WRONG));
            rows.add(row);
            tutor.lesson.Text explain = explanation(s);
            if (!right && explain != null) {
                rows.add(line(words.text(explain), Font.ITALIC, "lessons.quizResult.explain." + n), "gapleft 24");
            }
        }
        back.setText(words.get("quiz.result.back"));
        Reading.apply(back, "Button.font", Font.PLAIN);
        rows.revalidate();
        rows.repaint();
    }

    private static String prompt(Step s, LessonWords words) {
        tutor.lesson.Text t = s instanceof Step.Question q ? q.prompt() : s instanceof Step.Exercise x ? x.prompt()
                : s instanceof Step.Play p ? p.intro() : null;
        return t == null ? words.get("quiz.result.play") : words.text(t);
    }

    private static tutor.lesson.Text explanation(Step s) {
        return s instanceof Step.Question q ? q.explain() : s instanceof Step.Exercise x ? x.explain() : null;
    }

    private static JTextArea line(String text, int style, String name) {
        JTextArea area = new JTextArea(text);
        area.setName(name);
        area.setEditable(false);
        area.setFocusable(false);
        area.setLineWrap(true);
        area.setWrapStyleWord(true);
        area.setOpaque(false);
        Reading.apply(area, "Label.font", style);
        return area;
    }
}
