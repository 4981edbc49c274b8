package tutor.ui.budget;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import tutor.rules.state.GameState;
import tutor.scenario.Lang;
import tutor.text.Texts;
import tutor.rules.edition.SpaceKind;
import tutor.ui.board.BoardGeometry;
import tutor.ui.board.BoardView;

/**
 * The landing odds painted over the real board: each space tinted from pale (rarely landed on) to
 * deep red (often), its percentage written in, In Jail as its own cell inside the Jail corner,
 * and a legend in the middle saying what the colours mean and by which convention.
 */
final class HeatMap implements BoardView.Overlay {

    /** Pale yellow through orange to deep red: the usual reading of a heat map, and legible under black text. */
    private static final Color[] SCALE = {new Color(0xFFF7BC), new Color(0xFEC44F), new Color(0xF03B20), new Color(0xA50F15)};

    private final BoardView board;
    private LabState lab;
    private String language = "en";
    /** Each space's share as last drawn: its box and type size (board pixels), for the tests. */
    private final java.util.Map<Integer, Rectangle2D> shareBoxes = new java.util.HashMap<>();
    private final java.util.Map<Integer, Float> shareSizes = new java.util.HashMap<>();

    /** The odds over {@code board}, which prints only its names, in each space's upper half, to leave room for them. */
    HeatMap(BoardView board) {
        this.board = board;
        board.setNamesOnly(true);
    }

    void show(LabState lab) {
        this.lab = lab;
    }

    /** The language of the legend, the In Jail cell and the percentages (French and Russian: "2,62 %"). */
    void language(String language) {
        this.language = language;
    }

    private String percent(double chance, int places) {
        return Lang.percent(100 * chance, places, language);
    }

    /** The scale's top: the most likely space (In Jail included), so the hottest cell is the deepest red. */
    private double max() {
        double m = lab.odds().hasJail() ? lab.odds().inJail() : 0;
        for (double d : lab.odds().landing()) {
            m = Math.max(m, d);
        }
        return m;
    }

    /** The scale's bottom: the least likely space that rolls can end on at all (not Go To Jail). */
    private double min() {
        double m = Double.MAX_VALUE;
        for (double d : lab.odds().landing()) {
            if (d > 0) {
                m = Math.min(m, d);
            }
        }
        return m == Double.MAX_VALUE ? 0 : m;
    }

    /** The colour of a chance between the least and the most likely; spaces where no roll ends take the palest. */
    static Color colour(double chance, double min, double max) {
        double t = max <= min ? 0 : Math.max(0, Math.min(1, (chance - min) / (max - min)));
        double at = t * (SCALE.length - 1);
        int i = Math.min(SCALE.length - 2, (int) at);
        double f = at - i;
        Color a = SCALE[i];
        Color b = SCALE[i + 1];
        return new Color(mix(a.getRed(), b.getRed(), f), mix(a.getGreen(), b.getGreen(), f), mix(a.getBlue(), b.getBlue(), f), 140);
    }

    private static int mix(int a, int b, double t) {
        return (int) Math.round(a + (b - a) * t);
    }

    @Override
    public void paint(Graphics2D g, BoardGeometry geo, GameState state) {
        if (lab == null) {
            return;
        }
        double max = max();
        double min = min();
        Font font = g.getFont().deriveFont(Font.BOLD, (float) Math.max(8, geo.cell() * 0.17));
        g.setFont(font);
        int jail = lab.board().jailIndex();
        shareBoxes.clear();
        shareSizes.clear();
        int form = shareForm(g, geo);
        for (int i = 0; i < lab.board().size(); i++) {
            Rectangle2D.Double r = geo.space(i);
            double chance = lab.odds().at(i);
            g.setColor(colour(chance, min, max));
            g.fill(r);
            boolean never = lab.board().space(i).kind() == SpaceKind.GO_TO_JAIL || lab.board().space(i).kind() == SpaceKind.TO_REST;
            if (geo.side(i) != tutor.ui.board.BoardGeometry.Side.CORNER) {
                // In the space's inner strip, at least as large as the name: the share is what the class reads here.
                inStrip(g, i, never ? 0 : chance, geo, form);
            } else if (i == jail) {
                // Just Visiting's name runs along the corner's foot: its share stands in the corner's outer column, above
                // the name and beside the Jail cell, turned as the left side's shares are.
                Rectangle2D.Double column = new Rectangle2D.Double(r.x, r.y, r.width * 0.38, r.height * 0.62);
                write(g, i, percent(chance, 2), column, true, BoardView.overlayType(), geo.cell() * 0.2);
            } else {
                // A corner's words sit in its middle and lower half (GO's salary, Free Parking): its share goes at the top,
                // in the overlay's type but on GO, whose large letters and salary fill the corner to a few pixels of it.
                Graphics2D c = (Graphics2D) g.create();
                if (lab.board().space(i).kind() != SpaceKind.GO) {
                    c.setFont(font.deriveFont(Math.max(font.getSize2D(), BoardView.overlayType())));
                }
                shareBoxes.put(i, label(c, never ? percent(0, 0) : percent(chance, 2), r, false, true));
                c.dispose();
            }
        }
        if (jail >= 0 && lab.odds().hasJail()) {
            Rectangle2D.Double r = geo.space(jail);
            // The cell where jailed tokens are drawn (as the board view does): In Jail, apart from Just Visiting.
            Rectangle2D.Double cell = new Rectangle2D.Double(r.x + r.width * 0.38, r.y, r.width * 0.62, r.height * 0.62);
            g.setColor(colour(lab.odds().inJail(), min, max));
            g.fill(cell);
            g.setColor(new Color(0, 0, 0, 160));
            g.draw(cell);
            label(g, Texts.of("budget", language).get("heat.inJail"), new Rectangle2D.Double(cell.x, cell.y, cell.width, cell.height * 0.5), false);
            label(g, percent(lab.odds().inJail(), 2), cell, false);
        }
        legend(g, geo, min, max);
    }

    /** The legend's lines under the colour scale, in the language. */
    private String[] legendLines() {
        Texts t = Texts.of("budget", language);
        return new String[] {t.get("heat.legend.title"), t.get("heat.legend.convention", t.get("jail.id." + lab.jail().id())),
            lab.odds().hasJail() ? t.get("heat.legend.inJail") : ""};
    }

    /** Every word the map paints (the legend and the In Jail cell), for the tests. */
    java.util.List<String> words() {
        java.util.List<String> out = new java.util.ArrayList<>(java.util.List.of(legendLines()));
        out.add(Texts.of("budget", language).get("heat.inJail"));
        out.add(percent(lab.odds().inJail(), 2));
        return out;
    }

    /**
     * How the shares are written, the same on every space: "2,84 %" where every space has room for it at its
     * least size, else "2,84" and then "2,8" (the legend's scale says they are percentages; the lab's table has
     * every decimal).
     */
    private int shareForm(Graphics2D g, BoardGeometry geo) {
        for (int form = 0; form < 2; form++) {
            boolean fits = true;
            for (int i = 0; i < lab.board().size() && fits; i++) {
                if (geo.side(i) != tutor.ui.board.BoardGeometry.Side.CORNER) {
                    Font f = g.getFont().deriveFont(Font.BOLD, least(i));
                    fits = g.getFontMetrics(f).stringWidth(share(lab.odds().at(i), form)) <= along(g, geo, i) - 2;
                }
            }
            if (fits) {
                return form;
            }
        }
        return 2;
    }

    private String share(double chance, int form) {
        return chance == 0 ? Lang.decimal(0, 0, language) : form == 0 ? percent(chance, 2) : Lang.decimal(100 * chance, form == 1 ? 2 : 1, language);
    }

    /**
     * A share's least type size: the space's name's, and never under the board's overlay type (the theme's least,
     * 11 px on the projector, and 10 px in light: at the colour band's depth the shares were about 7 px).
     */
    private float least(int index) {
        return Math.max(board.printedSize(index), BoardView.overlayType());
    }

    /** Whether a space's share is written turned, along its side (the left and right sides' strips stand upright). */
    private static boolean turned(BoardGeometry geo, int index) {
        return geo.side(index) == BoardGeometry.Side.LEFT || geo.side(index) == BoardGeometry.Side.RIGHT;
    }

    /** The room a share has along its strip: the strip's length, across the side's spaces. */
    private double along(Graphics2D g, BoardGeometry geo, int index) {
        Rectangle2D.Double band = board.overlayStrip(g, geo, index);
        return turned(geo, index) ? band.height : band.width;
    }

    /**
     * A share in the space's inner strip (a street's colour band, deepened by the board for the share's least type),
     * turned along the left and right sides, as large as fits down to its least size. The name has the rest of the space to itself, so a name of three or
     * four lines is never covered (it was, under a share written below it).
     */
    private void inStrip(Graphics2D g, int index, double chance, BoardGeometry geo, int form) {
        write(g, index, share(chance, form), board.overlayStrip(g, geo, index), turned(geo, index), least(index), geo.cell() * 0.2);
    }

    /**
     * A share in the middle of a strip, along it, in bold from {@code size} down to {@code least} as it fits. The
     * figures' drawn height is what must fit the strip's depth, not the type's (whose room for accents and descenders,
     * which figures lack, shrank the shares in the colour band to about 7 px); their white ground hugs them.
     */
    private void write(Graphics2D g, int index, String text, Rectangle2D.Double band, boolean turned, float least, double size) {
        double length = turned ? band.height : band.width;
        double depth = turned ? band.width : band.height;
        Font f = g.getFont().deriveFont(Font.BOLD, (float) Math.max(least, size));
        Rectangle2D drawn = f.createGlyphVector(g.getFontRenderContext(), text).getVisualBounds();
        FontMetrics fm = g.getFontMetrics(f);
        while ((fm.stringWidth(text) > length - 2 || drawn.getHeight() + 2 > depth) && f.getSize2D() - 0.5f >= least) {
            f = f.deriveFont(f.getSize2D() - 0.5f);
            fm = g.getFontMetrics(f);
            drawn = f.createGlyphVector(g.getFontRenderContext(), text).getVisualBounds();
        }
        float w = fm.stringWidth(text);
        float h = (float) drawn.getHeight() + 2;
        Graphics2D t = (Graphics2D) g.create();
        try {
            t.translate(band.getCenterX(), band.getCenterY());
            if (turned) {
                t.rotate(-Math.PI / 2); // read from the bottom up, as a chart's upright axis
            }
            t.setFont(f);
            t.setColor(new Color(255, 255, 255, 210));
            t.fill(new Rectangle2D.Double(-w / 2 - 1, -h / 2, w + 2, h));
            t.setColor(Color.BLACK);
            // The figures' drawn box centred in the strip: the baseline sits its own depth under the box's top.
            t.drawString(text, -w / 2, (float) (-h / 2 + 1 - drawn.getY()));
        } finally {
            t.dispose();
        }
        Rectangle2D.Double box = turned ? new Rectangle2D.Double(band.getCenterX() - h / 2, band.getCenterY() - w / 2 - 1, h, w + 2)
                : new Rectangle2D.Double(band.getCenterX() - w / 2 - 1, band.getCenterY() - h / 2, w + 2, h);
        shareBoxes.put(index, box);
        shareSizes.put(index, f.getSize2D());
    }

    /** The box a space's share was last written in (board pixels); for the tests. */
    Rectangle2D shareBox(int index) {
        return shareBoxes.get(index);
    }

    /** The type size a space's share was last written in (board pixels), or 0 for a corner but Jail's; for the tests. */
    float shareSize(int index) {
        return shareSizes.getOrDefault(index, 0f);
    }

    private static void label(Graphics2D g, String text, Rectangle2D.Double r, boolean low) {
        label(g, text, r, low, false);
    }

    /** Words on a white ground in a box, low in it, at its top or a little under its middle; the ground's box drawn. */
    private static Rectangle2D label(Graphics2D g, String text, Rectangle2D.Double r, boolean low, boolean top) {
        FontMetrics fm = g.getFontMetrics();
        Font original = g.getFont();
        while (fm.stringWidth(text) > r.width - 2 && g.getFont().getSize2D() > 6) {
            g.setFont(g.getFont().deriveFont(g.getFont().getSize2D() - 0.5f));
            fm = g.getFontMetrics();
        }
        float x = (float) (r.x + (r.width - fm.stringWidth(text)) / 2);
        float y = (float) (top ? r.y + fm.getAscent() + 2 : low ? r.y + r.height - fm.getDescent() - 2 : r.y + r.height * 0.82);
        g.setColor(new Color(255, 255, 255, 200));
        Rectangle2D.Double ground = new Rectangle2D.Double(x - 1, y - fm.getAscent(), fm.stringWidth(text) + 2, fm.getAscent() + fm.getDescent());
        g.fill(ground);
        g.setColor(Color.BLACK);
        g.drawString(text, x, y);
        g.setFont(original);
        return ground;
    }

    private void legend(Graphics2D g, BoardGeometry geo, double min, double max) {
        Rectangle2D.Double c = geo.centre();
        double w = c.width * 0.7;
        double x = c.x + (c.width - w) / 2;
        double h = Math.max(10, c.height * 0.05);
        // The legend sits on the centre's bottom band, where a game shows the bank's houses and hotels (always a
        // full bank in the lab): the band is painted over so the two never overlap, whatever the language.
        Font legendFont = g.getFont().deriveFont(Font.PLAIN, (float) Math.max(BoardView.overlayType(), geo.cell() * 0.19));
        FontMetrics lfm = g.getFontMetrics(legendFont);
        double block = h + 4 + lfm.getHeight() * (lab.odds().hasJail() ? 4 : 3);
        double y = c.y + c.height - block;
        g.setColor(BoardView.color("Tutor.board.centre"));
        g.fill(new Rectangle2D.Double(c.x + 1, y - 4, c.width - 2, c.y + c.height - y + 3));
        int steps = 60;
        for (int k = 0; k < steps; k++) {
            g.setColor(colour(min + (max - min) * k / (steps - 1), min, max));
            g.fill(new Rectangle2D.Double(x + w * k / steps, y, w / steps + 1, h));
        }
        g.setColor(Color.DARK_GRAY);
        g.draw(new Rectangle2D.Double(x, y, w, h));
        g.setFont(legendFont);
        FontMetrics fm = g.getFontMetrics();
        g.setColor(javax.swing.UIManager.getColor("Label.foreground"));
        String left = percent(min, 2);
        String right = percent(max, 2);
        float below = (float) (y + h + fm.getAscent() + 2);
        g.drawString(left, (float) x, below);
        g.drawString(right, (float) (x + w - fm.stringWidth(right)), below);
        String[] lines = legendLines();
        float line = below + fm.getHeight();
        // A longer French or Russian line shrinks to the centre's width rather than running onto the spaces.
        Font legend = g.getFont();
        for (String s : lines) {
            while (g.getFontMetrics().stringWidth(s) > c.width * 0.94 && g.getFont().getSize2D() > 7) {
                g.setFont(g.getFont().deriveFont(g.getFont().getSize2D() - 0.5f));
            }
            FontMetrics m = g.getFontMetrics();
            g.drawString(s, (float) (c.x + (c.width - m.stringWidth(s)) / 2), line);
            line += fm.getHeight();
            g.setFont(legend);
        }
    }
}
