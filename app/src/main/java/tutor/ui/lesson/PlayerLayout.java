package tutor.ui.lesson;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.LayoutManager;
import java.util.function.IntUnaryOperator;

/**
 * The lesson player's columns, by what the step needs:
 * <ul>
 *   <li>a play step: the step narrow on the left, then the board with the players and the moves
 *       under it (as large as a square board can be), then the situation and the rulings;</li>
 *   <li>a chart or a simulation: the step, then the chart taking the rest;</li>
 *   <li>any other step: the step's words, and the board beside them (the squares an explanation names
 *       are marked on it).</li>
 * </ul>
 * Sizes are in scaled pixels, so the projector theme keeps the proportions.
 */
final class PlayerLayout implements LayoutManager {

    enum Shape { PLAY, BOARD, CHART }

    private final Component step;
    private final Component board;
    private final Component reading;
    private final Component chart;
    /** The height the players and moves under the board need at a width. */
    private final IntUnaryOperator below;
    private Shape shape = Shape.BOARD;

    PlayerLayout(Component step, Component board, Component reading, Component chart, IntUnaryOperator below) {
        this.step = step;
        this.board = board;
        this.reading = reading;
        this.chart = chart;
        this.below = below;
    }

    void shape(Shape s) {
        shape = s;
    }

    Shape shape() {
        return shape;
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
        switch (shape) {
            case PLAY -> {
                int stepW = clamp(w * 10 / 42, UIScale.scale(200), UIScale.scale(300));
                int rest = w - stepW - gap;
                int minRight = Math.min(UIScale.scale(290), (int) (rest * 0.45));
                int centreW = Math.max(UIScale.scale(200), rest - minRight - gap);
                for (int i = 0; i < 2; i++) {
                    int side = Math.min(centreW, h - below.applyAsInt(centreW));
                    if (rest - side - gap >= minRight) {
                        centreW = Math.max(side, UIScale.scale(200));
                    }
                }
                step.setBounds(x, y, stepW, h);
                board.setBounds(x + stepW + gap, y, centreW, h);
                reading.setBounds(x + stepW + gap + centreW + gap, y, Math.max(0, rest - centreW - gap), h);
            }
            case CHART -> {
                int stepW = clamp(w * 34 / 100, UIScale.scale(260), UIScale.scale(420));
                step.setBounds(x, y, stepW, h);
                chart.setBounds(x + stepW + gap, y, Math.max(0, w - stepW - gap), h);
            }
            default -> {
                int minStep = UIScale.scale(320);
                int side = Math.min(h, w - minStep - gap);
                side = Math.max(Math.min(UIScale.scale(240), w / 2), side);
                int stepW = w - side - gap;
                step.setBounds(x, y, stepW, h);
                board.setBounds(x + stepW + gap, y, side, Math.min(h, side));
            }
        }
    }

    private static int clamp(int v, int min, int max) {
        return Math.max(min, Math.min(max, v));
    }

    @Override
    public Dimension preferredLayoutSize(Container parent) {
        return new Dimension(UIScale.scale(1200), UIScale.scale(700));
    }

    @Override
    public Dimension minimumLayoutSize(Container parent) {
        return new Dimension(UIScale.scale(600), UIScale.scale(400));
    }

    @Override
    public void addLayoutComponent(String name, Component comp) {
    }

    @Override
    public void removeLayoutComponent(Component comp) {
    }
}
