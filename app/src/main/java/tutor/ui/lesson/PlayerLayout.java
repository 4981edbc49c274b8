package tutor.ui.lesson;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Component;
import java.awt.Container;
import java.awt.Insets;
import java.util.function.IntUnaryOperator;

/**
 * The lesson player's columns, by what the step needs:
 * <ul>
 *   <li>a play step, where the window is wide enough: the step narrow on the left, then the board with
 *       the players and the moves under it (as large as a square board can be), then the situation and
 *       the rulings;</li>
 *   <li>a play step in a narrow window (a 1024x768 projector in the projector theme): the board with the
 *       players and moves under it on the left, as large as the height allows, and on the right the step
 *       above the situation and the rulings;</li>
 *   <li>a chart or a simulation: the step, then the chart taking the rest;</li>
 *   <li>any other step: the step's words, and the board beside them (the squares an explanation names
 *       are marked on it).</li>
 * </ul>
 * Sizes are in scaled pixels, so the projector theme keeps the proportions; no part is ever given less
 * than its buttons need (the step's Previous and Next, the players' cash, the moves). Through a lesson the
 * board keeps one side, whatever the step's shape (see keptSide).
 */
final class PlayerLayout extends tutor.ui.widgets.SizedLayout {

    enum Shape { PLAY, BOARD, CHART }

    /** How the step wants to be measured: the width its buttons need, and its height at a width. */
    interface StepSize {
        int minimumWidth();

        int heightAt(int width);

        /** The least height at a width: the heading whole (the step's words then scroll). */
        int leastHeightAt(int width);
    }

    /** Below this width (in unscaled pixels) a play step stacks the step above the rulings instead of a third column. */
    static final int THREE_COLUMNS = 940;

    private final Component step;
    private final StepSize stepSize;
    private final Component board;
    private final Component reading;
    private final Component chart;
    /** The height the players and moves under the board need at a width. */
    private final IntUnaryOperator below;
    /** The least height the situation and rulings need at a width. */
    private final IntUnaryOperator readingLeast;
    /** The narrowest the board's column may be (its players and moves whole). */
    private final java.util.function.IntSupplier boardLeast;
    /** The height a play step's players and moves take under the board at a width, on any step. */
    private final IntUnaryOperator playBelow;
    /** Tells the board's column the side kept for the lesson. */
    private final java.util.function.IntConsumer keepSide;
    private Shape shape = Shape.BOARD;
    private boolean stacked;
    /** What the board's side is kept for (the lesson open, its language), and whether the lesson plays a scenario. */
    private transient Object lesson;
    private boolean plays;
    private transient java.util.List<Object> keptFor;
    private int kept;

    PlayerLayout(Component step, StepSize stepSize, Component board, Component reading, IntUnaryOperator readingLeast,
                 Component chart, IntUnaryOperator below, java.util.function.IntSupplier boardLeast,
                 IntUnaryOperator playBelow, java.util.function.IntConsumer keepSide) {
        super(1000, 600, 400, 300);
        this.step = step;
        this.stepSize = stepSize;
        this.board = board;
        this.reading = reading;
        this.readingLeast = readingLeast;
        this.chart = chart;
        this.below = below;
        this.boardLeast = boardLeast;
        this.playBelow = playBelow;
        this.keepSide = keepSide;
    }

    /**
     * The lesson shown (with its language): through it the board keeps one side, the smallest its steps need, so it
     * does not jump between a question and a played scenario (issue 22); {@code plays} when one of its steps plays.
     */
    void lesson(Object key, boolean withPlay) {
        lesson = key;
        plays = withPlay;
    }

    void shape(Shape s) {
        shape = s;
    }

    Shape shape() {
        return shape;
    }

    /** Whether the last play step was laid out in two columns, the step above the rulings. */
    boolean stacked() {
        return stacked;
    }

    @Override
    public void layoutContainer(Container parent) {
        Insets in = parent.getInsets();
        int gap = UIScale.scale(6);
        int w = parent.getWidth() - in.left - in.right;
        int h = parent.getHeight() - in.top - in.bottom;
        int x = in.left;
        int y = in.top;
        board.setVisible(shape != Shape.CHART);
        reading.setVisible(shape == Shape.PLAY);
        chart.setVisible(shape == Shape.CHART);
        boolean narrow = w < UIScale.scale(THREE_COLUMNS);
        int side = shape == Shape.CHART ? kept : keptSide(w, h, gap, narrow);
        keepSide.accept(side);
        switch (shape) {
            case PLAY -> {
                stacked = narrow;
                if (stacked) {
                    playStacked(x, y, w, h, gap, side);
                } else {
                    playWide(x, y, w, h, gap, side);
                }
            }
            case CHART -> {
                int stepW = Math.max(stepSize.minimumWidth(), clamp(w * 34 / 100, UIScale.scale(260), UIScale.scale(420)));
                step.setBounds(x, y, stepW, h);
                chart.setBounds(x + stepW + gap, y, Math.max(0, w - stepW - gap), h);
            }
            default -> {
                int stepW = w - side - gap;
                step.setBounds(x, y, stepW, h);
                board.setBounds(x + stepW + gap, y, side, Math.min(h, side + below.applyAsInt(side)));
            }
        }
    }

    /**
     * The board's side on this step: beside the words, as large as leaves the step its least width and the players'
     * cash their height; no larger than a play step of the lesson will have it (its players and moves under it); and,
     * in the same lesson, language, look and window, never larger than it was (a step that needed more room under the
     * board shrinks it once, and it stays), so the class sees one board from the first step to the last.
     */
    private int keptSide(int w, int h, int gap, boolean narrow) {
        int side;
        if (shape == Shape.PLAY) {
            side = playSide(w, h, gap, narrow, below);
        } else {
            int minStep = Math.max(stepSize.minimumWidth(), UIScale.scale(320));
            side = Math.min(h, w - minStep - gap);
            // The players' cash under the board takes its height from the board's, not from below the screen.
            side = Math.min(side, h - below.applyAsInt(side));
            side = Math.max(Math.min(UIScale.scale(240), w / 2), side);
        }
        if (plays) {
            side = Math.min(side, playSide(w, h, gap, narrow, playBelow));
        }
        java.util.List<Object> key = java.util.Arrays.asList(lesson, w, h, javax.swing.UIManager.getLookAndFeel().getName(),
                javax.swing.UIManager.getFont("Label.font"));
        if (key.equals(keptFor)) {
            side = Math.min(side, kept);
        }
        keptFor = key;
        kept = side;
        return side;
    }

    /** The board's side on a play step, with {@code under} the height its players and moves take at a width. */
    private int playSide(int w, int h, int gap, boolean narrow, IntUnaryOperator under) {
        int most = narrow ? w - minRightStacked(w) - gap : wideRest(w, gap) - minRightWide(wideRest(w, gap)) - gap;
        int width = boardColumn(most, h, under, Integer.MAX_VALUE);
        return Math.max(0, Math.min(width, h - under.applyAsInt(width)));
    }

    private int wideStep(int w) {
        return Math.max(stepSize.minimumWidth(), clamp(w * 10 / 42, UIScale.scale(200), UIScale.scale(300)));
    }

    private int wideRest(int w, int gap) {
        return w - wideStep(w) - gap;
    }

    private static int minRightWide(int rest) {
        return Math.min(UIScale.scale(290), (int) (rest * 0.45));
    }

    private int minRightStacked(int w) {
        return Math.max(Math.max(stepSize.minimumWidth(), UIScale.scale(260)), w * 38 / 100);
    }

    /** Three columns: the step, the board with the players and moves under it, the situation and rulings. */
    private void playWide(int x, int y, int w, int h, int gap, int cap) {
        int stepW = wideStep(w);
        int rest = wideRest(w, gap);
        int minRight = minRightWide(rest);
        int column = boardColumn(rest - minRight - gap, h, below, cap);
        step.setBounds(x, y, stepW, h);
        board.setBounds(x + stepW + gap, y, column, h);
        reading.setBounds(x + stepW + gap + column + gap, y, Math.max(0, rest - column - gap), h);
    }

    /** Two columns: the board as large as the height allows; beside it the step above the situation and rulings. */
    private void playStacked(int x, int y, int w, int h, int gap, int cap) {
        int minRight = minRightStacked(w);
        int column = boardColumn(w - minRight - gap, h, below, cap);
        int rightX = x + column + gap;
        int rightW = Math.max(0, w - column - gap);
        // The step takes up to three tenths, less where a question needs the room; its text then scrolls.
        int most = Math.min(h * 3 / 10, h - readingLeast.applyAsInt(rightW) - gap);
        int stepH = Math.min(stepSize.heightAt(rightW), Math.max(stepSize.leastHeightAt(rightW), most));
        board.setBounds(x, y, column, h);
        step.setBounds(rightX, y, rightW, stepH);
        reading.setBounds(rightX, y + stepH + gap, rightW, Math.max(0, h - stepH - gap));
    }

    /**
     * The width of the board's column, at most {@code most} wide and {@code h} high: the board is the
     * largest square that leaves the players and the moves their height under it, and they wrap to more
     * rows as the column narrows, so a column wider than the board can hold a larger board. Of the widths
     * that give the largest board (no larger than {@code cap}), the narrowest, so the step and the rulings keep the rest.
     */
    private int boardColumn(int most, int h, IntUnaryOperator under, int cap) {
        int least = Math.max(UIScale.scale(200), boardLeast.getAsInt());
        if (most <= least) {
            return least;
        }
        int step = Math.max(1, UIScale.scale(8));
        int bestSide = -1;
        int bestWidth = most;
        for (int width = most; width >= least; width -= step) {
            int side = Math.min(Math.min(width, h - under.applyAsInt(width)), cap);
            if (side >= bestSide) {
                bestSide = side;
                bestWidth = width;
            }
        }
        return bestWidth;
    }
}
