package tutor.ui.board;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import tutor.rules.state.Roll;

/** The pieces drawn on the board as a child knows them: houses with roofs, hotels, tokens, dice, cards. */
final class Pieces {

    private Pieces() {
    }

    /** A house (or, wider, a hotel): a body under a pitched roof, standing on (x, y + h). */
    static void building(Graphics2D g, double x, double y, double w, double h, Color fill) {
        Path2D.Double p = new Path2D.Double();
        double roof = h * 0.45;
        p.moveTo(x, y + h);
        p.lineTo(x, y + roof);
        p.lineTo(x + w / 2, y);
        p.lineTo(x + w, y + roof);
        p.lineTo(x + w, y + h);
        p.closePath();
        g.setColor(fill);
        g.fill(p);
        g.setColor(fill.darker().darker());
        g.setStroke(new BasicStroke((float) Math.max(0.6, w * 0.07)));
        g.draw(p);
    }

    /** A player's token: a disc in the player's colour, a light rim, and the initial. */
    static void token(Graphics2D g, double x, double y, double d, Color color, String initial) {
        g.setColor(new Color(0, 0, 0, 70));
        g.fill(new Ellipse2D.Double(x + d * 0.06, y + d * 0.1, d, d));
        g.setColor(color);
        g.fill(new Ellipse2D.Double(x, y, d, d));
        g.setColor(Color.WHITE);
        g.setStroke(new BasicStroke((float) Math.max(1, d * 0.08)));
        g.draw(new Ellipse2D.Double(x, y, d, d));
        g.setFont(g.getFont().deriveFont(Font.BOLD, (float) (d * 0.58)));
        FontMetrics fm = g.getFontMetrics();
        g.drawString(initial, (float) (x + (d - fm.stringWidth(initial)) / 2),
                (float) (y + (d + fm.getAscent() - fm.getDescent()) / 2));
    }

    /** One die face with its pips. */
    static void die(Graphics2D g, double x, double y, double s, int value, Color face, Color pip) {
        RoundRectangle2D.Double body = new RoundRectangle2D.Double(x, y, s, s, s * 0.25, s * 0.25);
        g.setColor(face);
        g.fill(body);
        g.setColor(pip);
        g.setStroke(new BasicStroke((float) Math.max(1, s * 0.04)));
        g.draw(body);
        double r = s * 0.18;
        double[] c = {0.25, 0.5, 0.75};
        int[][] spots = switch (value) {
            case 1 -> new int[][] {{1, 1}};
            case 2 -> new int[][] {{0, 0}, {2, 2}};
            case 3 -> new int[][] {{0, 0}, {1, 1}, {2, 2}};
            case 4 -> new int[][] {{0, 0}, {2, 0}, {0, 2}, {2, 2}};
            case 5 -> new int[][] {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}};
            default -> new int[][] {{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}};
        };
        for (int[] p : spots) {
            g.fill(new Ellipse2D.Double(x + s * c[p[0]] - r / 2, y + s * c[p[1]] - r / 2, r, r));
        }
    }

    /** The dice of a throw side by side (one die where the game uses one); returns the width used. */
    static double dice(Graphics2D g, double x, double y, double s, Roll roll, Color face, Color pip) {
        die(g, x, y, s, roll.die1(), face, pip);
        if (roll.singleDie()) {
            return s;
        }
        die(g, x + s * 1.25, y, s, roll.die2(), face, pip);
        return s * 2.25;
    }
}
