package tutor.ui.lesson;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.LayoutManager;
import javax.swing.JButton;
import javax.swing.JPanel;
import tutor.ui.actions.ActionsPanel;
import tutor.ui.board.BoardView;
import tutor.ui.players.PlayerStrip;

/**
 * The lesson player's board with, on a play step, the players and the moves under it: the board is the
 * largest square that leaves them the height they need at its width (the players' chips and the move
 * buttons wrap to more rows as it narrows, and are never cut off).
 */
final class BoardColumn extends JPanel {

    private static final long serialVersionUID = 1L;

    private final BoardView board;
    private final PlayerStrip strip;
    private final JButton allMoves;
    private final ActionsPanel actions;
    private boolean play;

    BoardColumn(BoardView board, PlayerStrip strip, ActionsPanel actions) {
        this.board = board;
        this.strip = strip;
        this.allMoves = actions.allMovesButton();
        this.actions = actions;
        setName("lesson.boardColumn");
        setLayout(new Stack());
        add(board);
        add(strip);
        add(allMoves);
        add(actions);
        // All moves may stand at the end of the players' last row, over the strip's empty end: it is drawn on top.
        setComponentZOrder(allMoves, 0);
        showPlay(false);
    }

    /** Shows the players and the moves under the board (a play step), or the board alone. */
    void showPlay(boolean on) {
        play = on;
        strip.setVisible(on);
        allMoves.setVisible(on);
        actions.setVisible(on);
        revalidate();
    }

    private int gap() {
        return UIScale.scale(4);
    }

    /** The height the players and the moves need under a board {@code width} wide (none without a play). */
    int belowAt(int width) {
        if (!play) {
            return 0;
        }
        return seatsHeight(width) + actions.heightAt(width) + 2 * gap();
    }

    /**
     * The narrowest the column may be: every player's chip whole, and the widest move button beside the
     * widest group title (narrower, they would be cut, however many rows they wrap to).
     */
    int leastWidth() {
        if (!play) {
            return 0;
        }
        int chip = 0;
        for (Component c : strip.getComponents()) {
            chip = Math.max(chip, c.getPreferredSize().width);
        }
        java.awt.Insets in = strip.getInsets();
        int[] widest = new int[2];
        widest(actions, widest);
        java.awt.Insets a = actions.getInsets();
        int moves = a.left + a.right + Math.max(widest[1], UIScale.scale(60)) + UIScale.scale(6) + widest[0] + UIScale.scale(12);
        return Math.max(Math.max(chip + in.left + in.right + UIScale.scale(12), moves), allMoves.getPreferredSize().width);
    }

    /** The widest visible button ({@code [0]}) and one-line label ({@code [1]}) in a container. */
    private static void widest(java.awt.Container c, int[] widest) {
        for (Component k : c.getComponents()) {
            if (!k.isVisible()) {
                continue;
            }
            if (k instanceof javax.swing.AbstractButton b) {
                widest[0] = Math.max(widest[0], b.getPreferredSize().width);
            } else if (k instanceof javax.swing.JLabel l && !(l instanceof tutor.ui.widgets.WrappingLabel)) {
                widest[1] = Math.max(widest[1], l.getPreferredSize().width);
            } else if (k instanceof java.awt.Container inner) {
                widest(inner, widest);
            }
        }
    }

    /**
     * Whether All moves stands at the end of the players' last row of chips (they wrap as the strip does,
     * each chip whole); otherwise it takes a row of its own under them.
     */
    private boolean besideStrip(int width) {
        java.awt.FlowLayout flow = (java.awt.FlowLayout) strip.getLayout();
        java.awt.Insets in = strip.getInsets();
        int max = width - in.left - in.right - flow.getHgap() * 2;
        int row = 0;
        for (Component chip : strip.getComponents()) {
            if (!chip.isVisible()) {
                continue;
            }
            int w = chip.getPreferredSize().width;
            if (row + w > max && row > 0) {
                row = 0;
            }
            row += w + flow.getHgap();
        }
        return row + flow.getHgap() + gap() + allMoves.getPreferredSize().width <= max + flow.getHgap();
    }

    private int seatsHeight(int width) {
        Dimension button = allMoves.getPreferredSize();
        int chips = strip.heightAt(width);
        return besideStrip(width) ? Math.max(chips, button.height) : chips + gap() + button.height;
    }

    /** Board on top, then the players (with All moves beside them), then the moves. */
    private final class Stack implements LayoutManager {
        @Override
        public void layoutContainer(Container parent) {
            int w = parent.getWidth();
            int below = belowAt(w);
            int side = Math.max(0, Math.min(w, parent.getHeight() - below));
            board.setBounds((w - side) / 2, 0, side, side);
            if (!play) {
                return;
            }
            int y = side + gap();
            int seats = seatsHeight(w);
            Dimension button = allMoves.getPreferredSize();
            if (besideStrip(w)) {
                strip.setBounds(0, y, w, seats);
                int chips = strip.heightAt(w);
                allMoves.setBounds(w - button.width, y + Math.max(0, chips - button.height), button.width, button.height);
            } else {
                int chips = strip.heightAt(w);
                strip.setBounds(0, y, w, chips);
                allMoves.setBounds(Math.max(0, w - button.width), y + chips + gap(), Math.min(w, button.width), button.height);
            }
            y += seats + gap();
            actions.setBounds(0, y, w, actions.heightAt(w));
        }

        @Override
        public Dimension preferredLayoutSize(Container parent) {
            return new Dimension(UIScale.scale(400), UIScale.scale(400));
        }

        @Override
        public Dimension minimumLayoutSize(Container parent) {
            return new Dimension(UIScale.scale(200), UIScale.scale(200));
        }

        @Override
        public void addLayoutComponent(String name, Component comp) {
        }

        @Override
        public void removeLayoutComponent(Component comp) {
        }
    }
}
