package tutor.ui.widgets;

import javax.swing.JTextField;

/**
 * A field for a whole amount (a sum of money, a count) that keeps exactly what the learner typed. Unlike a
 * spinner it never moves a number into a range: an amount the rules refuse is the referee's to rule on, not the
 * field's to correct, or a lesson's named wrong amount could never be tried. A sum is read as people write it in
 * any of the tutor's languages ({@link #parse}).
 */
public final class AmountField extends JTextField {

    private static final long serialVersionUID = 1L;

    public AmountField() {
        super(8);
    }

    /** The whole number typed, or null when what is typed is not one (empty, words, a fraction). */
    public Integer value() {
        return parse(getText());
    }

    /**
     * A sum as people type it: "$1,500", "1500", " 220 ", "1 500 €", "1 500 тыс. ₽", "₽1500k" (the thousands are
     * the unit the board counts in, so the number is what is typed). Null when it is not a whole number.
     */
    public static Integer parse(String typed) {
        if (typed == null) {
            return null;
        }
        String sp = "[\\s\\u00a0\\u202f]*"; // no-break spaces too: French and Russian write them round a sum
        String t = typed.replaceAll("^" + sp + "(\\p{Sc}|тыс\\." + sp + "\\p{Sc})?" + sp, "")
                .replaceAll(sp + "(k|K|тыс\\.?)?" + sp + "(\\p{Sc}|руб\\.?|euros?)?" + sp + "$", "");
        if (t.matches("-?\\d{1,9}")) {
            return Integer.parseInt(t);
        }
        // Thousands in groups of three, however the language separates them ("1,500", "1 500", "1.500");
        // "22,5" is a French decimal, not 225.
        if (t.matches("-?\\d{1,3}([ ,.'’\\u00a0\\u202f]\\d{3}){1,2}")) {
            return Integer.parseInt(t.replaceAll("[ ,.'’\\u00a0\\u202f]", ""));
        }
        return null;
    }
}
