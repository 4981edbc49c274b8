package tutor.ui.practise;

import java.util.function.IntUnaryOperator;

/**
 * How wide Practise's board column is on a projector: as wide as gives its square board the largest side the column's
 * height leaves it (under the board: the players' chips, which wrap to fewer rows in a wider column, and the moves),
 * and no wider, the reading column keeping the rest and never under {@code readingLeast}. With the even share the
 * board was about 396 px, its names 8 px where the Table's 504-541 px board prints them in 10-11 px (issue 22).
 */
final class BoardColumnWidth {

    private BoardColumnWidth() {
    }

    /**
     * @param both the width the board's and the reading's columns share
     * @param height the board column's height
     * @param below the height the column's rows under the board need at a width
     * @param readingLeast the least width the reading column keeps
     * @return the board column's width: at least half of {@code both}, the even share it had
     */
    static int of(int both, int height, IntUnaryOperator below, int readingLeast) {
        int least = both / 2;
        int most = Math.max(least, both - readingLeast);
        int best = least;
        int bestSide = side(least, height, below);
        for (int w = least + 2; w <= most; w += 2) {
            int side = side(w, height, below);
            if (side > bestSide) {
                best = w;
                bestSide = side;
            }
        }
        return best;
    }

    /** The side of the square board in a column {@code w} wide and {@code height} tall. */
    static int side(int w, int height, IntUnaryOperator below) {
        return Math.min(w, height - below.applyAsInt(w));
    }
}
