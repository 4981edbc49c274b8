package tutor.ui.board;

import static tutor.ui.board.SpaceLabel.metrics;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.swing.UIManager;
import tutor.rules.edition.Deed;
import tutor.rules.state.GameState;
import tutor.rules.edition.Space;
import tutor.rules.edition.SpaceKind;
import tutor.ui.board.SpaceLabel.Metrics;

/**
 * What is printed on the board, as on the cardboard: spaces, colour bands, names and prices,
 * the Jail cell and GO's arrow. Drawn once into an image per size, theme and board, and drawn
 * again only when one of those changes (another board must never keep the last one's names).
 * Which words go on a space, and in what size, is {@link BoardLabels}'s to decide; this paints them.
 */
final class PrintedBoard {

    private BufferedImage base;
    private Object baseKey;
    /** Lays out each space's words for the board as last shown (its state, font, language). */
    private BoardLabels words;
    /** Each space's words, as the printed board was last drawn. */
    private final Map<Integer, SpaceLabel> labels = new HashMap<>();
    private GameState state;
    private Font font;
    private int width;
    private int height;
    private tutor.text.Texts texts;
    /** The language of the board's names and sums. */
    private String language;

    /** GO's corner, then its parts as last drawn, top to bottom: the name, the arrow, "collect $200" (board pixels). */
    private final List<Rectangle2D> goParts = new ArrayList<>();

    /**
     * Names only, in their short form, over the whole of each space but its strips (the budgeting lab's heat map writes
     * each space's odds in its inner strip, and a corner's at its top): no prices, which the lab's table gives.
     */
    private boolean namesOnly;
    /** Each space's printed words as last drawn: the box round all their lines (board pixels). */
    private final Map<Integer, Rectangle2D> textBoxes = new HashMap<>();
    /**
     * Each space's printed lines as last drawn, each its own box: tokens stand anywhere clear of these (on GO's arrow too).
     * The one box round all of GO's lines filled its corner, so its tokens were placed 0 px wide.
     */
    private final Map<Integer, List<Rectangle2D>> lineBoxes = new HashMap<>();

    void namesOnly(boolean only) {
        namesOnly = only;
    }

    /** A side space's inner strip, left to the overlay when the names print alone ({@link BoardLabels#overlayStrip}). */
    Rectangle2D.Double overlayStrip(Graphics2D g, BoardGeometry geo, int index) {
        return words.overlayStrip(g, geo, index);
    }

    /** The box round a space's printed words as the board last drew them, or null. */
    Rectangle2D textBox(int index) {
        return textBoxes.get(index);
    }

    /** Each of a space's printed lines as the board last drew them, one box each; empty before. */
    List<Rectangle2D> lineBoxes(int index) {
        return lineBoxes.getOrDefault(index, List.of());
    }

    /** Each space's smallest type as drawn, in pixels of the board's own scale. */
    private final Map<Integer, Float> drawnSizes = new HashMap<>();

    /** The smallest size a space's name was drawn in, as the board was last drawn (0: nothing printed). */
    float printedSize(int index) {
        return drawnSizes.getOrDefault(index, 0f);
    }

    /** GO's corner and what is drawn in it (name, arrow, collect line), as the board last drew them; for the tests. */
    List<Rectangle2D> goParts() {
        return List.copyOf(goParts);
    }

    /** The words printed on a space, as the board last drew them (name lines, then price or fee). */
    List<String> printed(int index) {
        SpaceLabel l = labels.get(index);
        return l == null ? List.of() : l.lines();
    }

    /** Draws the printed board from its cached image, making the image first when anything printed changed. */
    void paint(Graphics2D g, BoardGeometry geo, GameState shown, Font shownFont, int shownWidth, int shownHeight,
               tutor.text.Texts shownTexts, String shownLanguage) {
        this.state = shown;
        this.font = shownFont;
        this.width = shownWidth;
        this.height = shownHeight;
        this.texts = shownTexts;
        this.language = shownLanguage;
        this.words = new BoardLabels(shown, shownFont, shownTexts, shownLanguage, namesOnly);
        double scale = g.getTransform().getScaleX();
        Object key = List.of(width, height, scale, UIManager.getLookAndFeel().getName(), font, texts.language(), language,
                state.board().id(), state.board().title(), state.rules().id(), state.rules().incomeTax(), state.rules().luxuryTax(), namesOnly);
        if (base == null || !key.equals(baseKey)) {
            labels.clear();
            drawnSizes.clear();
            textBoxes.clear();
            lineBoxes.clear();
            int w = (int) Math.ceil(width * scale);
            int h = (int) Math.ceil(height * scale);
            base = new BufferedImage(Math.max(1, w), Math.max(1, h), BufferedImage.TYPE_INT_ARGB);
            Graphics2D b = base.createGraphics();
            try {
                b.scale(scale, scale);
                b.translate(4, 4);
                b.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                b.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
                // Widths as the face has them: rounded to whole pixels a glyph, "получите 200 тыс. ₽" was 62 px wide
                // even at 5 px, wider than GO's corner on a 445-px board.
                b.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
                b.setColor(color("Tutor.board.background"));
                b.fill(geo.bounds());
                b.setColor(color("Tutor.board.centre"));
                b.fill(geo.centre());
                java.util.Set<Integer> priced = words.priced(b, geo);
                for (Space s : state.board().spaces()) {
                    java.awt.Shape clip = b.getClip();
                    b.clip(geo.space(s.index())); // a long name never prints over its neighbours
                    paintPrinted(b, geo, s, priced.contains(s.index()));
                    b.setClip(clip);
                }
                b.setColor(color("Tutor.board.line"));
                b.setStroke(new BasicStroke(1.5f));
                b.draw(geo.bounds());
                b.draw(geo.centre());
            } finally {
                b.dispose();
            }
            baseKey = key;
        }
        AffineTransform t = g.getTransform();
        g.translate(-4, -4);
        g.scale(1 / scale, 1 / scale);
        g.drawImage(base, 0, 0, null);
        g.setTransform(t);
    }

    /** What is printed on a space: background, colour band, name and price (when {@code priced}), outline. */
    private void paintPrinted(Graphics2D g, BoardGeometry geo, Space s, boolean priced) {
        Rectangle2D.Double r = geo.space(s.index());
        boolean corner = geo.side(s.index()) == BoardGeometry.Side.CORNER;
        g.setColor(color(corner ? "Tutor.board.corner" : "Tutor.board.space"));
        g.fill(r);
        if (s.kind() == SpaceKind.STREET) {
            Deed d = state.board().deed(s.deed());
            g.setColor(Color.decode(state.board().groups().get(d.group()).color()));
            g.fill(geo.band(s.index()));
            g.setColor(color("Tutor.board.line"));
            g.draw(geo.band(s.index()));
        }
        g.setColor(color("Tutor.board.line"));
        g.setStroke(new BasicStroke(1f));
        g.draw(r);
        if (s.kind() == SpaceKind.JAIL) {
            paintJail(g, r, geo);
        }
        SpaceLabel label = priced ? words.layout(g, geo, s, true) : null;
        if (label == null) {
            label = words.layout(g, geo, s, false);
        }
        labels.put(s.index(), label);
        Rectangle2D.Double text = s.kind() == SpaceKind.JAIL
                ? new Rectangle2D.Double(r.x, r.y + r.height * 0.64, r.width, r.height * 0.36) : words.wordsRoom(g, geo, s.index());
        g.setFont(label.font());
        Metrics fm = metrics(g, label.font());
        g.setColor(color("Tutor.board.text"));
        double lineHeight = fm.getAscent() + fm.getDescent() * 0.5;
        // Names sit in the upper part of a space; tokens use the lower part.
        double room = namesOnly && !corner ? BoardLabels.namesRoom(text) : corner ? text.height * 0.7 : text.height * 0.6;
        double top = corner && s.kind() != SpaceKind.JAIL ? text.y + text.height * 0.26 : text.y;
        // GO's arrow has a slot of its own between the name and "collect $200", so it touches neither (the French
        // "Départ" and "recevez 200 $" ran into it); the block is centred with the slot counted.
        boolean go = s.kind() == SpaceKind.GO;
        double arrowSlot = go ? goArrowHead(geo) * 1.4 + 4 : 0;
        double y = top + Math.max(1, (room - label.height(g) - arrowSlot) / 2) + fm.getAscent();
        if (!go) {
            // A block of lines taller than its room rises to keep its last line inside the space (not cut at its foot).
            double block = label.block(g);
            y = Math.max(text.y + fm.getAscent(), Math.min(y, text.y + text.height - block + fm.getAscent()));
        }
        if (go && label.lines().size() == 2) {
            // GO's block (the large name, the arrow's slot, the collect line) wholly inside the corner, its foot clear of the edge.
            Metrics bigM = metrics(g, bigGo(g, label.lines().get(0), label.font(), text.width - 4));
            double block = bigM.getAscent() + bigM.getDescent() + arrowSlot + fm.getAscent() + fm.getDescent();
            double first = top + Math.max(1, (room - block) / 2);
            first = Math.max(r.y + 2, Math.min(first, r.y + r.height - 3 - block));
            y = first + fm.getAscent();
        }
        double arrowY = -1;
        double lastBaseline = y;
        double lastDescent = 0;
        if (go) {
            goParts.clear();
            goParts.add(r);
        }
        for (int i = 0; i < label.lines().size(); i++) {
            String line = label.lines().get(i);
            boolean big = s.kind() == SpaceKind.GO && i == 0;
            // GO's "collect $200" may be set smaller to fit its corner under the large GO; a name never under the theme's least.
            boolean collect = s.kind() == SpaceKind.GO && i == 1;
            boolean sum = label.sum() != null && i == label.lines().size() - 1;
            Font f = big ? bigGo(g, line, label.font(), text.width - 4)
                    : sum ? label.sum()
                    : narrowed(g, line, label.font(), text.width - 2, collect ? 5 : Math.min(label.font().getSize2D(), namesOnly ? BoardLabels.LEAST : BoardLabels.smallestType()));
            if (big) {
                f = narrowed(g, line, f, text.width - 2, 5); // never wider than the corner, whatever the hinting
            }
            g.setFont(f);
            if (!collect && !sum) { // a name's size: its price may be smaller (Tutor.board.sumLeast)
                drawnSizes.merge(s.index(), f.getSize2D(), Math::min);
            }
            Metrics m = metrics(g, f);
            if (big) {
                y += m.getAscent() - fm.getAscent();
            }
            if (collect) {
                // The slot starts just under the name's baseline (its large letters have no descenders to speak of).
                double slotTop = lastBaseline + lastDescent;
                arrowY = slotTop + arrowSlot / 2;
                y = slotTop + arrowSlot + m.getAscent();
            }
            g.drawString(line, (float) (text.x + (text.width - m.stringWidth(line)) / 2), (float) y);
            Rectangle2D.Double lineBox = new Rectangle2D.Double(text.x + (text.width - m.stringWidth(line)) / 2, y - m.getAscent(),
                    m.stringWidth(line), m.getAscent() + m.getDescent());
            textBoxes.merge(s.index(), lineBox, Rectangle2D::createUnion);
            lineBoxes.computeIfAbsent(s.index(), k -> new ArrayList<>()).add(lineBox);
            lastBaseline = y;
            lastDescent = m.getDescent();
            if (go) {
                goParts.add(new Rectangle2D.Double(text.x + (text.width - m.stringWidth(line)) / 2, y - m.getAscent(), m.stringWidth(line),
                        m.getAscent() + m.getDescent()));
            }
            boolean sumNext = label.sum() != null && i == label.lines().size() - 2;
            y += big ? m.getAscent() : sumNext ? m.getDescent() * 0.5 + metrics(g, label.sum()).getAscent() : lineHeight;
        }
        if (go) {
            paintGoArrow(g, r, geo, arrowY >= 0 ? arrowY : r.y + r.height * 0.8); // tokens may stand on it, as on a real board
        }
    }

    /** A line's font, smaller if need be so the line fits ("получите 200 тыс. ₽" on GO is wider than the corner). */
    private static Font narrowed(Graphics2D g, String line, Font base, double width, float least) {
        int w = g.getFontMetrics(base).stringWidth(line);
        if (w <= width) {
            return base;
        }
        // Widths do not shrink in proportion to the size (hinting rounds them), so step down until the line fits.
        Font f = base.deriveFont((float) Math.max(least, base.getSize2D() * width / w));
        while (g.getFontMetrics(f).stringWidth(line) > width && f.getSize2D() - 0.5f >= least) {
            f = f.deriveFont(f.getSize2D() - 0.5f);
        }
        return f;
    }

    /** GO's name in large bold letters, as printed, but never wider than the corner ("Départ" and "Вперёд" are longer than GO). */
    private static Font bigGo(Graphics2D g, String name, Font base, double width) {
        Font big = base.deriveFont(Font.BOLD, base.getSize2D() * 2.2f);
        int w = g.getFontMetrics(big).stringWidth(name);
        if (w <= width) {
            return big;
        }
        // Stepped down as narrowed() does: hinting makes widths shrink less than the size («Вперёд» was a pixel too wide).
        float floor = Math.min(base.getSize2D(), BoardLabels.smallestType());
        Font f = big.deriveFont((float) Math.max(floor, big.getSize2D() * width / w));
        while (g.getFontMetrics(f).stringWidth(name) > width && f.getSize2D() - 0.5f >= floor) {
            f = f.deriveFont(f.getSize2D() - 0.5f);
        }
        return f;
    }

    /** The Jail corner as printed: the cell with its bars in the inner corner, Just Visiting round it. */
    private void paintJail(Graphics2D g, Rectangle2D.Double r, BoardGeometry geo) {
        Rectangle2D.Double cell = new Rectangle2D.Double(r.x + r.width * 0.38, r.y, r.width * 0.62, r.height * 0.62);
        g.setColor(color("Tutor.board.jail"));
        g.fill(cell);
        g.setColor(color("Tutor.board.line"));
        g.draw(cell);
        g.setStroke(new BasicStroke((float) Math.max(1, geo.cell() * 0.03)));
        for (int i = 1; i <= 4; i++) {
            double x = cell.x + cell.width * i / 5;
            g.draw(new java.awt.geom.Line2D.Double(x, cell.y + cell.height * 0.45, x, cell.y + cell.height));
        }
        String inJail = texts.get("board.inJail");
        Font bold = font.deriveFont(Font.BOLD, (float) Math.max(7, geo.cell() * 0.17));
        while (g.getFontMetrics(bold).stringWidth(inJail) > cell.width - 2 && bold.getSize2D() > 6) {
            bold = bold.deriveFont(bold.getSize2D() - 0.5f); // "EN PRISON", "В ТЮРЬМЕ" are longer than IN JAIL
        }
        g.setFont(bold);
        FontMetrics fm = g.getFontMetrics();
        g.drawString(inJail, (float) (cell.x + (cell.width - fm.stringWidth(inJail)) / 2), (float) (cell.y + fm.getAscent() + 2));
    }

    /** The length of the arrow's head on GO; its height is 1.4 times that. */
    private static double goArrowHead(BoardGeometry geo) {
        return geo.cell() * 0.22;
    }

    /** The arrow on GO that shows which way play goes (against the arrows when play is reversed). */
    private void paintGoArrow(Graphics2D g, Rectangle2D.Double r, BoardGeometry geo, double y) {
        double x0 = r.x + r.width * 0.2;
        double x1 = r.x + r.width * 0.8;
        double head = goArrowHead(geo);
        goParts.add(Math.min(2, goParts.size()), new Rectangle2D.Double(x0, y - head * 0.7, x1 - x0, head * 1.4));
        g.setColor(color("Tutor.hotel"));
        g.setStroke(new BasicStroke((float) Math.max(2, geo.cell() * 0.07)));
        g.draw(new java.awt.geom.Line2D.Double(x0 + head * 0.5, y, x1, y));
        java.awt.geom.Path2D.Double tip = new java.awt.geom.Path2D.Double();
        tip.moveTo(x0, y);
        tip.lineTo(x0 + head, y - head * 0.7);
        tip.lineTo(x0 + head, y + head * 0.7);
        tip.closePath();
        g.fill(tip);
    }

    private static Color color(String key) {
        return BoardView.color(key);
    }
}
