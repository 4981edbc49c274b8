package tutor.ui.board;

import java.awt.geom.Rectangle2D;

/**
 * Where each space sits in a ring-shaped board of a given size: GO at the bottom right, then
 * along the bottom to the next corner, up the left side, along the top and down the right. The
 * classic board is square (9 spaces between corners on every side); Monopoly Junior's is 9
 * across and 5 down. Pure arithmetic, so it is tested without a display.
 */
public final class BoardGeometry {

    /** Which side of the board a space is on: its colour band faces the middle. */
    public enum Side { BOTTOM, LEFT, TOP, RIGHT, CORNER }

    /** A corner is this many cells wide, as on the printed board. */
    private static final double CORNER_CELLS = 1.75;

    private final int across;
    private final int down;
    private final double width;
    private final double height;
    private final double corner;
    private final double cell;
    private final double x0;
    private final double y0;

    /** A square classic board filling the largest square that fits in {@code width x height}, centred. */
    public BoardGeometry(double width, double height) {
        this(width, height, 9, 9);
    }

    /** A board with {@code across} spaces between corners along the bottom and top, {@code down} up the sides. */
    public BoardGeometry(double width, double height, int across, int down) {
        this.across = across;
        this.down = down;
        this.cell = Math.min(width / (2 * CORNER_CELLS + across), height / (2 * CORNER_CELLS + down));
        this.corner = CORNER_CELLS * cell;
        this.width = 2 * corner + across * cell;
        this.height = 2 * corner + down * cell;
        this.x0 = (width - this.width) / 2;
        this.y0 = (height - this.height) / 2;
    }

    /** The shorter side of the board (the whole side of a square board). */
    public double size() { return Math.min(width, height); }
    public double corner() { return corner; }
    public double cell() { return cell; }
    /** How many spaces the ring has. */
    public int spaces() { return 2 * across + 2 * down + 4; }

    public Rectangle2D.Double bounds() {
        return new Rectangle2D.Double(x0, y0, width, height);
    }

    /** The middle of the board, inside the ring of spaces. */
    public Rectangle2D.Double centre() {
        return new Rectangle2D.Double(x0 + corner, y0 + corner, width - 2 * corner, height - 2 * corner);
    }

    private int bottomLeft() { return across + 1; }
    private int topLeft() { return across + down + 2; }
    private int topRight() { return 2 * across + down + 3; }

    public Side side(int index) {
        int i = Math.floorMod(index, spaces());
        if (i == 0 || i == bottomLeft() || i == topLeft() || i == topRight()) {
            return Side.CORNER;
        }
        return i < bottomLeft() ? Side.BOTTOM : i < topLeft() ? Side.LEFT : i < topRight() ? Side.TOP : Side.RIGHT;
    }

    public Rectangle2D.Double space(int index) {
        int i = Math.floorMod(index, spaces());
        double farX = width - corner;
        double farY = height - corner;
        if (i == 0) {
            return rect(farX, farY, corner, corner);
        } else if (i == bottomLeft()) {
            return rect(0, farY, corner, corner);
        } else if (i == topLeft()) {
            return rect(0, 0, corner, corner);
        } else if (i == topRight()) {
            return rect(farX, 0, corner, corner);
        }
        return switch (side(i)) {
            case BOTTOM -> rect(farX - i * cell, farY, cell, corner);
            case LEFT -> rect(0, farY - (i - bottomLeft()) * cell, corner, cell);
            case TOP -> rect(corner + (i - topLeft() - 1) * cell, 0, cell, corner);
            default -> rect(farX, corner + (i - topRight() - 1) * cell, corner, cell);
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

    /**
     * The strip along a space's outer edge, where the owner's colour goes: away from the name,
     * which sits between the colour band and this strip, so a mark of ownership never covers it.
     */
    public Rectangle2D.Double ownerStrip(int index) {
        Rectangle2D.Double r = space(index);
        double t = corner * 0.1;
        return switch (side(index)) {
            case BOTTOM -> new Rectangle2D.Double(r.x, r.y + r.height - t, r.width, t);
            case LEFT -> new Rectangle2D.Double(r.x, r.y, t, r.height);
            case TOP -> new Rectangle2D.Double(r.x, r.y, r.width, t);
            case RIGHT -> new Rectangle2D.Double(r.x + r.width - t, r.y, t, r.height);
            default -> new Rectangle2D.Double(r.x, r.y, 0, 0);
        };
    }

    /** The part of a space between its colour band and its owner strip: the name, price and tokens go here. */
    public Rectangle2D.Double inside(int index) {
        Rectangle2D.Double r = space(index);
        double b = corner * 0.22;
        double t = corner * 0.1;
        return switch (side(index)) {
            case BOTTOM -> new Rectangle2D.Double(r.x, r.y + b, r.width, r.height - b - t);
            case LEFT -> new Rectangle2D.Double(r.x + t, r.y, r.width - b - t, r.height);
            case TOP -> new Rectangle2D.Double(r.x, r.y + t, r.width, r.height - b - t);
            case RIGHT -> new Rectangle2D.Double(r.x + b, r.y, r.width - b - t, r.height);
            default -> r;
        };
    }

    /** The space under a point, or -1. */
    public int spaceAt(double x, double y) {
        for (int i = 0; i < spaces(); i++) {
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
