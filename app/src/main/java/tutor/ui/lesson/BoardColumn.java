package tutor.ui.lesson;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Insets;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.JButton;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
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
    /** Beside an explanation or a question: the players' cash under the board, as the Table screen shows it. */
    private boolean cash;
    /** The board's side kept for the lesson by its layout (0: none kept). */
    private int kept;

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
        strip.setVisible(on || cash);
        revalidate();
    }

    /** Shows the players' cash under the board when no play is under way (a step that talks about the board shown). */
    void showCash(boolean on) {
        cash = on;
        strip.setVisible(play || cash);
        revalidate();
    }

    private int gap() {
        return UIScale.scale(4);
    }

    /** The height the players and the moves need under a board {@code width} wide (none without a play). */
    int belowAt(int width) {
        if (!play) {
            return cash ? strip.heightAt(width) + gap() : 0;
        }
        return playBelowAt(width);
    }

    /**
     * The height a play step's players and moves take under a board {@code width} wide, whatever step is shown: the
     * moves keep the two rows they reserve (a move that takes or frees a row does not move the board), so the lesson's
     * layout can size the board of a question step as its play steps will have it (issue 22: it jumped at each step).
     */
    int playBelowAt(int width) {
        return seatsHeight(width) + actions.reservedHeightAt(width) + 2 * gap();
    }

    /** The largest the board may be, as the lesson's layout keeps it through the lesson (0: as large as the column allows). */
    void keepSide(int side) {
        kept = side;
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
        Insets in = strip.getInsets();
        int[] widest = new int[2];
        widest(actions, widest);
        Insets a = actions.getInsets();
        int moves = a.left + a.right + Math.max(widest[1], UIScale.scale(60)) + UIScale.scale(6) + widest[0] + UIScale.scale(12);
        return Math.max(Math.max(chip + in.left + in.right + UIScale.scale(12), moves), allMoves.getPreferredSize().width);
    }

    /** The widest visible button ({@code [0]}) and one-line label ({@code [1]}) in a container. */
    private static void widest(Container c, int[] widest) {
        for (Component k : c.getComponents()) {
            if (!k.isVisible()) {
                continue;
            }
            if (k instanceof AbstractButton b) {
                widest[0] = Math.max(widest[0], b.getPreferredSize().width);
            } else if (k instanceof javax.swing.JLabel l && !(l instanceof tutor.ui.widgets.WrappingLabel)) {
                widest[1] = Math.max(widest[1], l.getPreferredSize().width);
            } else if (k instanceof Container inner) {
                widest(inner, widest);
            }
        }
    }

    /** Where All moves stands: at the end of the players' last row, of the moves' last row, or on a row of its own. */
    private enum Place { BESIDE_PLAYERS, AFTER_MOVES, OWN_ROW }

    private Place place(int width) {
        int button = allMoves.getPreferredSize().width;
        if (room(strip, width) >= button + gap()) {
            return Place.BESIDE_PLAYERS;
        }
        return movesRoom(width) >= button + gap() ? Place.AFTER_MOVES : Place.OWN_ROW;
    }

    /** The room left at the end of a wrapping row's last line of components, when it is {@code width} wide. */
    private static int room(JPanel row, int width) {
        FlowLayout flow = (FlowLayout) row.getLayout();
        Insets in = row.getInsets();
        int max = width - in.left - in.right - flow.getHgap() * 2;
        int used = 0;
        for (Component c : row.getComponents()) {
            if (!c.isVisible()) {
                continue;
            }
            int w = c.getPreferredSize().width;
            if (used > 0 && used + w > max) {
                used = 0;
            }
            used += w + flow.getHgap();
        }
        return max - used;
    }

    /**
     * The room at the end of the moves' last row of buttons (each group's buttons wrap beside its name, as
     * {@link ActionsPanel#heightAt} works them out), or none when the moves end with a note rather than buttons.
     */
    private int movesRoom(int width) {
        Component last = null;
        for (Component c : actions.getComponents()) {
            if (c.isVisible()) {
                last = c;
            }
        }
        if (!(last instanceof Container line) || line.getComponentCount() < 2
                || !(line.getComponent(1) instanceof JPanel row) || !(row.getLayout() instanceof FlowLayout)) {
            return -1;
        }
        Insets in = actions.getInsets();
        int title = Math.max(line.getComponent(0).getPreferredSize().width, UIScale.scale(60));
        return room(row, width - in.left - in.right - title - UIScale.scale(6)) - in.right;
    }

    private static List<Component> visibleButtons(Container c) {
        List<Component> out = new ArrayList<>();
        for (Component k : c.getComponents()) {
            if (k.isVisible() && k instanceof AbstractButton) {
                out.add(k);
            } else if (k.isVisible() && k instanceof Container inner) {
                out.addAll(visibleButtons(inner));
            }
        }
        return out;
    }

    private int seatsHeight(int width) {
        Dimension button = allMoves.getPreferredSize();
        int chips = strip.heightAt(width);
        return switch (place(width)) {
            case BESIDE_PLAYERS -> Math.max(chips, button.height);
            case AFTER_MOVES -> chips;
            case OWN_ROW -> chips + gap() + button.height;
        };
    }

    /** Board on top, then the players (with All moves beside them), then the moves. */
    private final class Stack extends tutor.ui.widgets.SizedLayout {

        Stack() {
            super(400, 400);
        }

        @Override
        public void layoutContainer(Container parent) {
            int w = parent.getWidth();
            int below = belowAt(w);
            int side = Math.max(0, Math.min(w, parent.getHeight() - below));
            if (kept > 0) {
                side = Math.min(side, kept);
            }
            board.setBounds((w - side) / 2, 0, side, side);
            if (!play) {
                if (cash) {
                    strip.setBounds(0, side + gap(), w, strip.heightAt(w));
                }
                return;
            }
            int y = side + gap();
            int seats = seatsHeight(w);
            int chips = strip.heightAt(w);
            Dimension button = allMoves.getPreferredSize();
            Place where = place(w);
            strip.setBounds(0, y, w, where == Place.BESIDE_PLAYERS ? seats : chips);
            int movesY = y + seats + gap();
            boolean narrowed = actions.getWidth() != w;
            actions.setBounds(0, movesY, w, actions.heightAt(w));
            if (narrowed) {
                // Its rows said their heights at their old width: laid out again at the new one, a row that now wraps to
                // two lines gets them (a Russian «Сделка…» showed 0 px of its 28, under the board kept for the lesson).
                actions.validate();
                actions.invalidate();
                actions.validate();
            }
            switch (where) {
                case BESIDE_PLAYERS -> allMoves.setBounds(w - button.width, y + Math.max(0, chips - button.height), button.width, button.height);
                case AFTER_MOVES -> {
                    actions.validate();
                    allMoves.setBounds(w - button.width, movesY + lastButtonTop(), button.width, button.height);
                }
                case OWN_ROW -> allMoves.setBounds(Math.max(0, w - button.width), y + chips + gap(), Math.min(w, button.width), button.height);
            }
        }

        /** The top of the moves' last row of buttons, inside the moves. */
        private int lastButtonTop() {
            int top = 0;
            for (Component c : visibleButtons(actions)) {
                top = Math.max(top, SwingUtilities.convertPoint(c.getParent(), c.getLocation(), actions).y);
            }
            return top;
        }

    }
}
