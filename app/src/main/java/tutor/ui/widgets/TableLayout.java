package tutor.ui.widgets;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Component;
import java.awt.Container;
import java.awt.Insets;

/**
 * The table screen's three columns: the library (when shown), the board column, and the reading
 * column. The board is square, so its column takes what a square board can use (the height
 * left after the players and the moves under it) and every pixel more goes to the reading
 * column; the library takes a fifth of the width, within bounds. Sizes are in scaled pixels,
 * so the projector theme's zoom keeps the same proportions.
 */
public final class TableLayout extends SizedLayout {

    /** The board column's parts: the board itself, then what stands under it (players, moves). */
    public interface BoardColumn {
        /** The height the parts under the board need at this width. */
        int heightBelowBoard(int width);

        /** The least width the column takes, whatever the board's size (at most {@code widest}). */
        default int leastWidth(int widest) {
            return 0;
        }
    }

    private final Component library;
    private final Component centre;
    private final Component right;
    private final BoardColumn column;

    /** What the board's size is kept for: while it is the same, the board never grows (see {@link #layoutContainer}). */
    private final java.util.function.Supplier<Object> keep;
    private transient java.util.List<Object> keptFor;
    private int keptBoard;

    /** {@code keep} says what the board's size is kept for (the activity, the language, the theme). */
    public TableLayout(Component library, Component centre, Component right, BoardColumn column, java.util.function.Supplier<Object> keep) {
        super(1200, 760, 640, 480);
        this.keep = keep;
        this.library = library;
        this.centre = centre;
        this.right = right;
        this.column = column;
    }

    /** The board's side as last laid out: the parts under it take the rest of its column. */
    public int board() {
        return keptBoard;
    }

    @Override
    public void layoutContainer(Container parent) {
        Insets in = parent.getInsets();
        int gap = UIScale.scale(6);
        int w = parent.getWidth() - in.left - in.right;
        int h = parent.getHeight() - in.top - in.bottom;
        int left = library.isVisible() ? clamp(w / 5, UIScale.scale(170), UIScale.scale(280)) : 0;
        int minRight = Math.min(UIScale.scale(290), (int) (w * 0.45));
        int widest = Math.max(UIScale.scale(200), w - left - minRight - gap * (library.isVisible() ? 2 : 1));
        // The largest board is the one over the widest column (the players and moves under it wrap the least);
        // then the column is made as narrow as keeps that board, and the reading column gets the rest. (Narrowing
        // the column to the board first made ten players wrap to ten rows and the board a third of its size.)
        int board = Math.min(widest, h - column.heightBelowBoard(widest));
        // Within one activity (in one language, theme and window) the board never grows back after a move needed more
        // room under it: it shrinks once, then stays, so the buttons under it stay under the cursor.
        java.util.List<Object> key = java.util.List.of(keep.get(), w, h, library.isVisible());
        if (key.equals(keptFor)) {
            board = Math.min(board, keptBoard);
        }
        // Within one activity the column keeps its width too while the board fits over the moves at it: its least width
        // follows the players' chips, which widen as their words change (a wrong answer's feedback moved the board 11 to
        // 39 px right and narrowed the reading column by as much, a teacher's walk, F8).
        boolean same = key.equals(keptFor);
        keptFor = key;
        keptBoard = board;
        if (same && keptCentre >= board && keptCentre <= widest && h - column.heightBelowBoard(keptCentre) >= board) {
            place(parent, in, w, h, left, gap, keptCentre);
            return;
        }
        int lo = Math.min(widest, Math.max(Math.max(board, UIScale.scale(200)), column.leastWidth(widest)));
        int hi = widest;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (h - column.heightBelowBoard(mid) >= board) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        keptCentre = lo;
        place(parent, in, w, h, left, gap, lo);
    }

    private int keptCentre;

    private void place(Container parent, Insets in, int w, int h, int left, int gap, int centreW) {
        int rightW = Math.max(0, w - left - centreW - gap * (library.isVisible() ? 2 : 1));
        int x = in.left;
        if (library.isVisible()) {
            library.setBounds(x, in.top, left, h);
            x += left + gap;
        }
        centre.setBounds(x, in.top, centreW, h);
        x += centreW + gap;
        right.setBounds(x, in.top, rightW, h);
    }
}
