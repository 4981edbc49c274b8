package tutor.ui.situation;

import java.util.function.IntConsumer;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;

/**
 * The answer to an amount question: a field for the sum (or the count, in its unit) and an Answer
 * button (Enter answers too). A sum is read as people write it in any of the tutor's languages:
 * "$1,500", "1 500 €", "1 500 тыс. ₽". Anything that is not a whole number gets a plain message and
 * stays in the field to correct.
 */
final class AmountAnswer extends JPanel {

    private static final long serialVersionUID = 1L;

    private final tutor.ui.widgets.AmountField amount = new tutor.ui.widgets.AmountField();
    private final JLabel problem = new JLabel();

    /**
     * @param unit the currency sign ("$", "тыс. ₽") or, for a count, what is counted ("houses")
     * @param unitFirst whether the unit stands before the number, as the language writes it ("$250"; "250 $" in French)
     */
    AmountAnswer(tutor.text.Texts texts, String unit, boolean unitFirst, IntConsumer onAnswer) {
        super(new MigLayout("insets 0, fillx, wrap 3, hidemode 3, novisualpadding", unitFirst ? "[][grow,fill,40::][]" : "[grow,fill,40::][][]"));
        amount.setName("situation.amount");
        amount.getAccessibleContext().setAccessibleName(texts.get("situation.amount.accessible", unit));
        JButton ok = new JButton();
        tutor.ui.widgets.Mnemonics.apply(ok, texts.get("situation.answer"));
        ok.setName("situation.answer");
        problem.setName("situation.amountProblem");
        problem.setVisible(false);
        Runnable submit = () -> {
            Integer value = parse(amount.getText());
            if (value == null) {
                problem.setText(texts.get("situation.amount.problem"));
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
        JLabel sign = new JLabel(unit);
        sign.setLabelFor(amount);
        if (unitFirst) {
            add(sign);
            add(amount);
        } else {
            add(amount);
            add(sign);
        }
        add(ok);
        add(problem, "span 3, wmin 0");
    }

    /** What is typed in the field (kept when the question is worded again in another language). */
    String typed() {
        return amount.getText();
    }

    void setTyped(String text) {
        amount.setText(text);
    }

    /** A sum as people type it (see {@link tutor.ui.widgets.AmountField#parse}); null when it is not a whole number. */
    static Integer parse(String typed) {
        return tutor.ui.widgets.AmountField.parse(typed);
    }
}
