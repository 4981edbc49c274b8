package tutor.ui;

import java.awt.geom.Rectangle2D;

/**
 * Where each of the 40 spaces sits in a square board of a given size: GO at the bottom right,
 * then along the bottom to Jail, up the left side, along the top and down the right. Pure
 * arithmetic, so it is tested without a display.
 */
public final class BoardGeometry {

    /** Which side of the board a space is on: its colour band faces the middle. */
    public enum Side { BOTTOM, LEFT, TOP, RIGHT, CORNER }

    private final double size;
    private final double corner;
    private final double cell;
    private final double x0;
    private final double y0;

    /** A board filling the largest square that fits in {@code width x height}, centred. */
    public BoardGeometry(double width, double height) {
        this.size = Math.min(width, height);
        this.corner = size * 0.14;
        this.cell = (size - 2 * corner) / 9;
        this.x0 = (width - size) / 2;
        this.y0 = (height - size) / 2;
    }

    public double size() { return size; }
    public double corner() { return corner; }
    public double cell() { return cell; }

    public Rectangle2D.Double bounds() {
        return new Rectangle2D.Double(x0, y0, size, size);
    }

    /** The middle of the board, inside the ring of spaces. */
    public Rectangle2D.Double centre() {
        return new Rectangle2D.Double(x0 + corner, y0 + corner, size - 2 * corner, size - 2 * corner);
    }

    public Side side(int index) {
        if (index % 10 == 0) {
            return Side.CORNER;
        }
        return switch (index / 10) {
            case 0 -> Side.BOTTOM;
            case 1 -> Side.LEFT;
            case 2 -> Side.TOP;
            default -> Side.RIGHT;
        };
    }

    public Rectangle2D.Double space(int index) {
        int i = Math.floorMod(index, 40);
        double far = size - corner;
        switch (i) {
            case 0: return rect(far, far, corner, corner);
            case 10: return rect(0, far, corner, corner);
            case 20: return rect(0, 0, corner, corner);
            case 30: return rect(far, 0, corner, corner);
            default: break;
        }
        int k = i % 10; // 1..9 along the side
        return switch (i / 10) {
            case 0 -> rect(far - k * cell, far, cell, corner);
            case 1 -> rect(0, far - k * cell, corner, cell);
            case 2 -> rect(corner + (k - 1) * cell, 0, cell, corner);
            default -> rect(far, corner + (k - 1) * cell, corner, cell);
        };
    }

    /** The strip of a street's space that shows its colour, on the side facing the middle. */
    public Rectangle2D.Double band(int index) {
        Rectangle2D.Double r = space(index);
        double b = corner * 0.22;
        return switch (side(index)) {
            case BOTTOM -> new Rectangle2D.Double(r.x, r.y, r.width, b);
            case LEFT -> new Rectangle2D.Double(r.x + r.width - b, r.y, b, r.height);
            case TOP -> new Rectangle2D.Double(r.x, r.y + r.height - b, r.width, b);
            case RIGHT -> new Rectangle2D.Double(r.x, r.y, b, r.height);
            default -> new Rectangle2D.Double(r.x, r.y, 0, 0);
        };
    }

    /** The space under a point, or -1. */
    public int spaceAt(double x, double y) {
        for (int i = 0; i < 40; i++) {
            if (space(i).contains(x, y)) {
                return i;
            }
        }
        return -1;
    }

    private Rectangle2D.Double rect(double x, double y, double w, double h) {
        return new Rectangle2D.Double(x0 + x, y0 + y, w, h);
    }
}
