package tutor.ui.lesson;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Component;
import java.awt.Container;
import java.util.function.BooleanSupplier;
import javax.swing.JPanel;
import tutor.ui.situation.SituationPanel;

/**
 * The situation above the rulings. The situation is as tall as its whole story needs where there is room,
 * and never less than its heading, its note and every answer need (the story then scrolls to its last
 * lines, where the question is). While a question hides the latest rulings, the situation takes what it
 * needs of the column, and where the rulings' buttons would then not fit, all of it (the rulings come back
 * with the answer); otherwise the rulings keep two fifths of it, to be read.
 */
final class ReadingColumn extends JPanel {

    private static final long serialVersionUID = 1L;

    /** Lines of the story shown at least, with the question in them. */
    private static final int STORY_LINES = 2;

    private final SituationPanel situation;
    private final Component rulings;
    private final BooleanSupplier questionWaits;

    ReadingColumn(SituationPanel situation, Component rulings, BooleanSupplier questionWaits) {
        this.situation = situation;
        this.rulings = rulings;
        this.questionWaits = questionWaits;
        setName("lesson.reading");
        setLayout(new Stack());
        add(situation);
        add(rulings);
    }

    private int gap() {
        return UIScale.scale(4);
    }

    /** The height the rulings keep at least, in a column {@code h} high: never less than their buttons need. */
    private int rulingsLeast(int h) {
        int least = rulings.getMinimumSize().height;
        return Math.max(least, questionWaits.getAsBoolean() ? 0 : h * 2 / 5);
    }

    /** The height the column needs at {@code width}: the situation's least, and the rulings' least unless a question hides them. */
    int leastHeightAt(int width) {
        int least = situation.leastHeightAt(width, STORY_LINES);
        return questionWaits.getAsBoolean() ? least : least + gap() + rulings.getMinimumSize().height;
    }

    private final class Stack extends tutor.ui.widgets.SizedLayout {

        Stack() {
            super(320, 400);
        }

        @Override
        public void layoutContainer(Container parent) {
            int w = parent.getWidth();
            int h = parent.getHeight();
            int least = situation.leastHeightAt(w, STORY_LINES);
            int top = Math.min(h, Math.max(least, Math.min(situation.heightAt(w), h - rulingsLeast(h) - gap())));
            boolean room = h - top - gap() >= rulings.getMinimumSize().height;
            if (!room && questionWaits.getAsBoolean()) {
                top = h;
            }
            rulings.setVisible(top < h);
            situation.setBounds(0, 0, w, top);
            rulings.setBounds(0, top + gap(), w, Math.max(0, h - top - gap()));
        }

    }
}
