package tutor.ui.situation;

import java.util.function.IntConsumer;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import net.miginfocom.swing.MigLayout;

/**
 * The answer to an amount question: a field for the sum and an Answer button (Enter answers too).
 * Anything that is not a whole number gets a plain message and stays in the field to correct.
 */
final class AmountAnswer extends JPanel {

    private static final long serialVersionUID = 1L;

    private final JTextField amount = new JTextField(8);
    private final JLabel problem = new JLabel();

    AmountAnswer(String currency, IntConsumer onAnswer) {
        super(new MigLayout("insets 0, fillx, wrap 3, hidemode 3, novisualpadding", "[][grow,fill,40::][]"));
        amount.setName("situation.amount");
        amount.getAccessibleContext().setAccessibleName("Your answer, in " + currency);
        JButton ok = new JButton("Answer");
        ok.setName("situation.answer");
        ok.setMnemonic('A');
        problem.setName("situation.amountProblem");
        problem.setVisible(false);
        Runnable submit = () -> {
            Integer value = parse(amount.getText());
            if (value == null) {
                problem.setText("Type a whole number, like 220.");
                problem.setVisible(true);
                amount.requestFocusInWindow();
                amount.selectAll();
                return;
            }
            problem.setVisible(false);
            onAnswer.accept(value);
        };
        ok.addActionListener(e -> submit.run());
        amount.addActionListener(e -> submit.run());
        add(new JLabel(currency));
        add(amount);
        add(ok);
        add(problem, "span 3, wmin 0");
    }

    /** A sum as people type it: "$1,500", "1500", " 220 ". Null when it is not a whole number. */
    static Integer parse(String typed) {
        String t = typed.strip().replace(",", "").replace(" ", "").replaceAll("^[$€£¤]", "");
        if (!t.matches("-?\\d{1,9}")) {
            return null;
        }
        return Integer.parseInt(t);
    }
}
