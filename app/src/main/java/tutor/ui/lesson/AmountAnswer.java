package tutor.ui.lesson;

import java.math.BigDecimal;
import java.util.Optional;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import net.miginfocom.swing.MigLayout;
import tutor.play.LessonActivity;
import tutor.ui.board.BoardView;

/**
 * An amount question's or an exercise's answer: the box with its unit where the language writes it, Answer, and
 * what was wrong with what was typed (the step takes no answer it cannot read as a number).
 */
final class AmountAnswer extends JPanel {

    private static final long serialVersionUID = 1L;

    private final JTextField amount;
    private final JButton answer;

    /** {@code answered} runs once the activity has the answer; {@code done} after the box is selected again. */
    AmountAnswer(LessonActivity activity, LessonWords words, StepFonts fonts, String unit, Runnable answered, Runnable done) {
        super(new MigLayout("insets 0, fillx, hidemode 3, novisualpadding"));
        setName("lesson.amountRow");
        amount = fonts.sized(new JTextField(10), false);
        amount.setName("lesson.amount");
        amount.getAccessibleContext().setAccessibleName(words.get("answer.accessible", unit));
        answer = fonts.sized(new JButton(words.get("answer.button")), false);
        answer.setName("lesson.answer");
        answer.setMnemonic('A');
        JLabel problem = fonts.sized(new JLabel(), false);
        problem.setName("lesson.amountProblem");
        problem.setForeground(BoardView.color("Tutor.feedback.wrong"));
        problem.setVisible(false);
        Runnable submit = () -> {
            if (!activity.run().open()) {
                return;
            }
            Optional<BigDecimal> v = AmountParser.parse(amount.getText(), words.language());
            if (v.isEmpty()) {
                problem.setText(words.get("answer.notANumber"));
                problem.setVisible(true);
                amount.requestFocusInWindow();
                amount.selectAll();
                revalidate();
                return;
            }
            problem.setVisible(false);
            activity.answer(v.get());
            answered.run();
            amount.selectAll();
            done.run();
        };
        answer.addActionListener(e -> submit.run());
        amount.addActionListener(e -> submit.run());
        JLabel sign = fonts.sized(new JLabel(unit), false);
        sign.setName("lesson.amountUnit");
        // The sign goes where the language writes it: "$ [1020]" in English, "[1020] €" in French and Russian.
        if (words.writesBefore(unit)) {
            add(sign);
            add(amount, "growx, pushx, wmin 60");
        } else {
            add(amount, "growx, pushx, wmin 60");
            add(sign);
        }
        add(answer, "wrap");
        add(problem, "span 3, wmin 0");
    }

    /** Takes answers while the step is open. */
    void setOpen(boolean open) {
        amount.setEnabled(open);
        answer.setEnabled(open);
    }
}
