package tutor.ui.board;

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

/**
 * What is printed on the board, as on the cardboard: spaces, colour bands, names and prices,
 * the Jail cell and GO's arrow. Drawn once into an image per size, theme and board, and drawn
 * again only when one of those changes (another board must never keep the last one's names).
 */
final class PrintedBoard {

    /** A space's words as laid out: the font the name fits in, the lines, and the font of its sum (the last line), or null. */
    private record Label(Font font, List<String> lines, Font sum) {
        Font fontOf(int line) {
            return sum != null && line == lines.size() - 1 ? sum : font;
        }
    }

    private BufferedImage base;
    private Object baseKey;
    /** Each space's words, as the printed board was last drawn. */
    private final Map<Integer, Label> labels = new HashMap<>();
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

    void namesOnly(boolean only) {
        namesOnly = only;
    }

    /** A name's room when the names print alone: the whole space between its strips (the overlay writes in the inner one). */
    private double namesRoom(Rectangle2D.Double text) {
        return text.height;
    }

    /**
     * Where a space's words go: between its colour band and its owner strip; when the names print alone (the lab, where
     * nobody owns anything) the owner strip is theirs too, room for a Russian name's longer lines, and the inner strip
     * is the overlay's ({@link #overlayStrip}).
     */
    private Rectangle2D.Double wordsRoom(Graphics2D g, BoardGeometry geo, int index) {
        Rectangle2D.Double inside = geo.inside(index);
        if (!namesOnly || geo.side(index) == BoardGeometry.Side.CORNER) {
            return inside;
        }
        Rectangle2D.Double r = geo.space(index);
        Rectangle2D.Double band = overlayStrip(g, geo, index);
        return switch (geo.side(index)) {
            case BOTTOM -> new Rectangle2D.Double(r.x, band.getMaxY(), r.width, r.getMaxY() - band.getMaxY());
            case LEFT -> new Rectangle2D.Double(r.x, r.y, band.x - r.x, r.height);
            case TOP -> new Rectangle2D.Double(r.x, r.y, r.width, band.y - r.y);
            default -> new Rectangle2D.Double(band.getMaxX(), r.y, r.getMaxX() - band.getMaxX(), r.height);
        };
    }

    /**
     * The least type an overlay on the names-only board writes in (the heat map's shares): the theme's least, and
     * never under 10 px, read from the back of a class (at the band's depth the shares were about 7 px).
     */
    static float overlayType() {
        return Math.max(10f, smallestType());
    }

    /**
     * A side space's inner strip, left to the overlay when the names print alone: its colour band, deepened where the
     * band is too shallow for the overlay's figures in its bold type ({@link #overlayType}, their drawn height and a
     * pixel each side); the names have the rest.
     */
    Rectangle2D.Double overlayStrip(Graphics2D g, BoardGeometry geo, int index) {
        Rectangle2D.Double r = geo.space(index);
        Rectangle2D.Double band = geo.band(index);
        java.awt.font.GlyphVector figures = font.deriveFont(java.awt.Font.BOLD, overlayType())
                .createGlyphVector(g.getFontRenderContext(), "0123456789%");
        double d = Math.max(geo.side(index) == BoardGeometry.Side.LEFT || geo.side(index) == BoardGeometry.Side.RIGHT
                ? band.width : band.height, Math.ceil(figures.getVisualBounds().getHeight()) + 2);
        return switch (geo.side(index)) {
            case BOTTOM -> new Rectangle2D.Double(r.x, r.y, r.width, d);
            case LEFT -> new Rectangle2D.Double(r.getMaxX() - d, r.y, d, r.height);
            case TOP -> new Rectangle2D.Double(r.x, r.getMaxY() - d, r.width, d);
            case RIGHT -> new Rectangle2D.Double(r.x, r.y, d, r.height);
            default -> band;
        };
    }

    /** The box round a space's printed words as the board last drew them, or null. */
    Rectangle2D textBox(int index) {
        return textBoxes.get(index);
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
        Label l = labels.get(index);
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
        double scale = g.getTransform().getScaleX();
        Object key = List.of(width, height, scale, UIManager.getLookAndFeel().getName(), font, texts.language(), language,
                state.board().id(), state.board().title(), state.rules().id(), state.rules().incomeTax(), state.rules().luxuryTax(), namesOnly);
        if (base == null || !key.equals(baseKey)) {
            labels.clear();
            drawnSizes.clear();
            textBoxes.clear();
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
                java.util.Set<Integer> priced = priced(b, geo);
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

    /**
     * The spaces whose price or fee is printed, by one rule a teacher can tell the class: a board prints every price
     * and fee, or none. It prints them when every space that has one has room for its name and its sum in full, in
     * no less than the theme's least type (the projector's 11 px, for the back of the class); otherwise names only
     * (the deeds have the sums). On the projector at 1024x768 even the largest board (533 px, the library hidden)
     * has no such room for "Connecticut", "Reading Railroad", "Pennsylvania Railroad" and "Mediterranean", so it
     * shows names only; the light theme's boards show every sum. So the answer depends on
     * the board's size and theme alone, never on the screen it is on, and a side never shows its prices beside a
     * side without (the projector showed the top row's prices only on the Table and every side but the left on
     * Lessons). A sum is never printed cut ("20 тыс." for 220 тыс.).
     */
    private java.util.Set<Integer> priced(Graphics2D g, BoardGeometry geo) {
        java.util.Set<Integer> priced = new java.util.HashSet<>();
        if (namesOnly) {
            return priced;
        }
        for (Space s : state.board().spaces()) {
            if (!amount(s).isEmpty()) {
                if (layoutLabel(g, geo, s, true) == null) {
                    return java.util.Set.of();
                }
                priced.add(s.index());
            }
        }
        return priced;
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
        Label label = priced ? layoutLabel(g, geo, s, true) : null;
        if (label == null) {
            label = layoutLabel(g, geo, s, false);
        }
        labels.put(s.index(), label);
        Rectangle2D.Double text = s.kind() == SpaceKind.JAIL
                ? new Rectangle2D.Double(r.x, r.y + r.height * 0.64, r.width, r.height * 0.36) : wordsRoom(g, geo, s.index());
        g.setFont(label.font());
        Metrics fm = metrics(g, label.font());
        g.setColor(color("Tutor.board.text"));
        double lineHeight = fm.getAscent() + fm.getDescent() * 0.5;
        // Names sit in the upper part of a space; tokens use the lower part.
        double room = namesOnly && !corner ? namesRoom(text) : corner ? text.height * 0.7 : text.height * 0.6;
        double top = corner && s.kind() != SpaceKind.JAIL ? text.y + text.height * 0.26 : text.y;
        // GO's arrow has a slot of its own between the name and "collect $200", so it touches neither (the French
        // "Départ" and "recevez 200 $" ran into it); the block is centred with the slot counted.
        boolean go = s.kind() == SpaceKind.GO;
        double arrowSlot = go ? goArrowHead(geo) * 1.4 + 4 : 0;
        double y = top + Math.max(1, (room - height(label, g) - arrowSlot) / 2) + fm.getAscent();
        if (!go) {
            // A block of lines taller than its room rises to keep its last line inside the space (not cut at its foot).
            double block = block(label, g);
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
                    : narrowed(g, line, label.font(), text.width - 2, collect ? 5 : Math.min(label.font().getSize2D(), namesOnly ? LEAST : smallestType()));
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
            textBoxes.merge(s.index(), new Rectangle2D.Double(text.x + (text.width - m.stringWidth(line)) / 2, y - m.getAscent(),
                    m.stringWidth(line), m.getAscent() + m.getDescent()), Rectangle2D::createUnion);
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
            paintGoArrow(g, r, geo, arrowY >= 0 ? arrowY : r.y + r.height * 0.8);
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
        float floor = Math.min(base.getSize2D(), smallestType());
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

    /**
     * A space's words: the name, wrapped and shrunk until it fits, then, when {@code priced}, its price or fee in full
     * (null if name and sum do not both fit; without the sum, the name always gets a layout). In order: the name's
     * words whole, in the board's face and then its condensed cut, from the space's own size down to the theme's least
     * (a smaller whole "Kentucky" reads better than "Ken-tucky"); then broken where the language's list allows
     * (Hyphenation); only then, where even that does not fit, smaller than the theme's least.
     */
    private Label layoutLabel(Graphics2D g, BoardGeometry geo, Space s, boolean priced) {
        Rectangle2D.Double text = wordsRoom(g, geo, s.index());
        if (s.kind() == SpaceKind.JAIL) {
            text = new Rectangle2D.Double(text.x, text.y, text.width, text.height * 0.36);
        }
        boolean corner = geo.side(s.index()) == BoardGeometry.Side.CORNER;
        // The theme's scale (the projector's is larger, for the back of a class) and its least legible size.
        // Names only (the lab's heat map) get half of each space whatever the theme: the room sets their size there.
        double scale = !namesOnly && UIManager.getInt("Tutor.board.labelScale") > 0 ? UIManager.getInt("Tutor.board.labelScale") / 100.0 : 1;
        float least = namesOnly ? LEAST : smallestType();
        float size = (float) Math.max(least, geo.cell() * (corner ? 0.22 : 0.2) * scale);
        double room = namesOnly && !corner ? namesRoom(text) : text.height * (corner ? 0.7 : 0.62);
        // The tokens find the part of the space the words leave them (BoardView), so the words may take the whole
        // space when its upper part is too small (on the projector, the corners' too: «Просто зашли» under Jail).
        double whole = !namesOnly && (scale > 1 || !corner) ? text.height : room;
        String name = s.kind() == SpaceKind.JAIL ? texts.get("board.justVisiting") : shortName(state.table().space(s.index(), language), language);
        if ((scale > 1 || namesOnly) && s.kind() != SpaceKind.JAIL) {
            name = shortened(shortened(name, "board.printed.projectorAbbreviations", language), "board.printed.projectorShortNames", language);
        }
        String sum = priced ? amount(s) : "";
        for (boolean broken : new boolean[] {false, true}) {
            for (double height : new double[] {room, whole}) {
                Label label = fit(g, name, sum, text.width, height, size, least, broken ? Breaks.LISTED : Breaks.NONE);
                if (label != null) {
                    return withGo(s, label);
                }
            }
        }
        if (priced) {
            return null; // the sum in full or not at all: a sum cut at the space's edges ("20 тыс." for 220 тыс.) misleads
        }
        // Longer than the theme's least type allows: smaller, down to the least legible size, rather than cut.
        for (float at = least - 0.5f; at >= LEAST; at -= 0.5f) {
            Label label = fit(g, name, "", text.width, whole, at, at, Breaks.LISTED);
            if (label != null) {
                return withGo(s, label);
            }
        }
        Label label = fit(g, name, "", text.width, whole, LEAST, LEAST, Breaks.BY_RULE);
        return withGo(s, label != null ? label : lastResort(g, name, text.width));
    }

    /** Where a name's words may break: nowhere, where the language's list allows, or also by rule (the last resort). */
    private enum Breaks { NONE, LISTED, BY_RULE }

    /** A name that fits nowhere, in the least size, broken wherever the rules allow: shown, if clipped, rather than not. */
    private Label lastResort(Graphics2D g, String name, double width) {
        Font f = font.deriveFont(Font.PLAIN, LEAST);
        return new Label(f, wrap(name, g.getFontMetrics(f), width - 3, Breaks.BY_RULE, 4), null);
    }

    /** GO's "collect $200" under its name. */
    private Label withGo(Space s, Label label) {
        List<String> lines = new ArrayList<>(label.lines());
        if (s.kind() == SpaceKind.GO && !lines.isEmpty()) {
            lines.add(1, texts.get("board.go.collect", money(state.rules().salary())));
        }
        return new Label(label.font(), List.copyOf(lines), label.sum());
    }

    /**
     * The name (and the sum, when not empty) in the largest size from {@code size} down to {@code smallest} that fits
     * in the board's face, then in its condensed cut; null if none does.
     */
    private Label fit(Graphics2D g, String name, String amount, double width, double room, float size, float smallest, Breaks breaks) {
        Label label = fitIn(font, g, name, amount, width, room, size, smallest, breaks);
        Font narrow = condensedFace();
        if (label == null && narrow != null) {
            label = fitIn(narrow, g, name, amount, width, room, size, smallest, breaks);
        }
        return label;
    }

    /**
     * The board's face in its condensed cut, for a name too wide for its space in the theme's least type (only where the
     * theme enlarges the names, the projector): "Chance" is 42 px at 11 px on a 41-px space, 36 px condensed; a
     * short word is never hyphenated instead. Null when no condensed cut of the face is installed.
     */
    private Font condensedFace() {
        if (UIManager.getInt("Tutor.board.labelScale") <= 100 || namesOnly) {
            return null;
        }
        Font narrow = new Font(font.getFamily() + " Condensed", Font.PLAIN, font.getSize());
        if (!narrow.getFamily().equals(font.getFamily() + " Condensed")) {
            narrow = new Font(CONDENSED, Font.PLAIN, font.getSize());
        }
        return narrow.getFamily().equals(CONDENSED) || narrow.getFamily().equals(font.getFamily() + " Condensed") ? narrow : null;
    }

    /** The condensed face tried when the board's own has no condensed cut (the DejaVu faces are Debian's and Ubuntu's default). */
    private static final String CONDENSED = "DejaVu Sans Condensed";

    private Label fitIn(Font face, Graphics2D g, String name, String amount, double width, double room, float size, float smallest,
                        Breaks breaks) {
        for (float at = size; at >= smallest; at -= 0.5f) {
            Font sized = face.deriveFont(Font.PLAIN, at);
            FontMetrics fm = g.getFontMetrics(sized);
            // The sum may be smaller than the name (the theme's Tutor.board.sumScale), never under the theme's least:
            // digits read at a size a word does not, and the projector's boards then have room for every price.
            Font sumFont = amount.isEmpty() ? null : face.deriveFont(Font.PLAIN, Math.min(at, Math.max(sumLeast(), at * sumScale())));
            // Wrapped a pixel inside the width the lines are held to (width - 3); when that does not fit, wrapped to
            // that width itself: a piece as wide as the room ("станция", 46 px at 10 px in a 49.98 px space) was split
            // again into a fourth line, and Электростанция fell to 9 px on the projector's 531 px board.
            for (double wrapAt : new double[] {width - 4, width - 3}) {
                List<String> lines = new ArrayList<>(wrap(name, fm, wrapAt, breaks, Hyphenation.SHORTEST));
                if (!amount.isEmpty()) {
                    lines.add(amount);
                }
                Label label = new Label(sized, lines, sumFont);
                if (widest(label, g) <= width - 3 && block(label, g) <= room) {
                    return label;
                }
            }
        }
        return null;
    }

    /**
     * The least size of a price (Tutor.board.sumLeast, tenths of a pixel; the names' least unless set): the projector's
     * 10 px, a size at which "$350" still reads from the back of a class where a name would not.
     */
    private static float sumLeast() {
        int least = UIManager.getInt("Tutor.board.sumLeast");
        return least > 0 ? least / 10f : smallestType();
    }

    /** How much smaller than a space's name its price is printed (Tutor.board.sumScale, in percent; 100 unless set). */
    private static float sumScale() {
        int scale = UIManager.getInt("Tutor.board.sumScale");
        return scale > 0 ? scale / 100f : 1f;
    }

    /** The height of a label's block of lines, from its first line's top to its last line's foot. */
    private static double block(Label label, Graphics2D g) {
        return height(label, g) + metrics(g, label.fontOf(label.lines().size() - 1)).getDescent() * 0.5;
    }

    /** The widest of a label's lines, each in its own font. */
    private static int widest(Label label, Graphics2D g) {
        int w = 0;
        for (int i = 0; i < label.lines().size(); i++) {
            w = Math.max(w, g.getFontMetrics(label.fontOf(i)).stringWidth(label.lines().get(i)));
        }
        return w;
    }

    /**
     * A font's ascent and descent as the face has them, not rounded up to whole pixels as FontMetrics rounds them (at
     * 8 px that added a pixel a line, and four lines no longer fitted a 35-px space), with its widths.
     */
    private record Metrics(float ascent, float descent, FontMetrics widths) {
        float getAscent() {
            return ascent;
        }

        float getDescent() {
            return descent;
        }

        int stringWidth(String s) {
            return widths.stringWidth(s);
        }
    }

    private static Metrics metrics(Graphics2D g, Font f) {
        java.awt.font.LineMetrics lm = f.getLineMetrics("Xgй", g.getFontRenderContext());
        return new Metrics(lm.getAscent(), lm.getDescent(), g.getFontMetrics(f));
    }

    /** The height a label's lines take: each line's ascent and half its descent (the lines' spacing). */
    private static double height(Label label, Graphics2D g) {
        double h = 0;
        for (int i = 0; i < label.lines().size(); i++) {
            Metrics m = metrics(g, label.fontOf(i));
            h += m.getAscent() + m.getDescent() * 0.5;
        }
        return h;
    }

    /**
     * The least size of a space's words unless a theme sets its own: 8 px, where a French or Russian accent is still
     * a mark and not a dot (at 6.5 px "é" and "й" were a pixel tall). A name that needs less is hyphenated and
     * wrapped onto more lines instead.
     */
    static final float LEAST = 8f;

    /** The least size the theme prints a space's words in (Tutor.board.labelLeast, tenths of a pixel; {@link #LEAST} unless set). */
    private static float smallestType() {
        int least = UIManager.getInt("Tutor.board.labelLeast");
        return least > 0 ? least / 10f : LEAST;
    }

    /**
     * Words to lines no wider than {@code width}. A word breaks at its own hyphens first ("Merry-Go-" / "Round"); a
     * word still too long is broken as {@code breaks} allows.
     */
    private List<String> wrap(String text, FontMetrics fm, double width, Breaks breaks, int shortest) {
        List<String> parts = new ArrayList<>(); // each ends with "-" when it joins the next without a space
        for (String w : text.split(" ")) {
            for (String piece : w.split("(?<=-)")) {
                parts.addAll(breaks == Breaks.NONE ? List.of(piece)
                        : Hyphenation.split(piece, fm, width, shortest, allowedBreaks(), breaks == Breaks.BY_RULE));
            }
        }
        List<String> lines = new ArrayList<>();
        String line = "";
        for (String part : parts) {
            String glue = line.isEmpty() || line.endsWith("-") ? "" : " ";
            String tryLine = line + glue + part;
            if (!line.isEmpty() && fm.stringWidth(tryLine) > width) {
                lines.add(line);
                line = part;
            } else {
                line = tryLine;
            }
        }
        if (!line.isEmpty()) {
            lines.add(line);
        }
        return lines;
    }

    private static Map<String, java.util.Set<Integer>> breaks;

    /**
     * The breaks allowed in the board's long words (board.printed.breaks: "Vent·nor Ken·tucky"): each language lists its
     * own words, and a word breaks as its own language does on every screen (a Russian board's «Пуш·кин·ская» in an
     * English window too).
     */
    private static synchronized Map<String, java.util.Set<Integer>> allowedBreaks() {
        if (breaks == null) {
            Map<String, java.util.Set<Integer>> all = new HashMap<>();
            for (String l : tutor.text.Texts.LANGUAGES) {
                Hyphenation.breaks(tutor.text.Texts.of("ui", l).get("board.printed.breaks")).forEach((word, at) -> all.merge(word, at, (a, b) -> {
                    java.util.Set<Integer> both = new java.util.TreeSet<>(a);
                    both.addAll(b);
                    return both;
                }));
            }
            breaks = Map.copyOf(all);
        }
        return breaks;
    }

    private String amount(Space s) {
        if (s.deed() >= 0) {
            return money(state.board().deed(s.deed()).price());
        } else if (s.kind() == SpaceKind.TAX) {
            return money("income".equals(s.taxId()) ? state.rules().incomeTax() : state.rules().luxuryTax());
        } else if (s.fee() > 0) {
            return money(s.fee());
        }
        return "";
    }

    private String money(int amount) {
        return tutor.ui.widgets.Money.of(language, state.board(), amount);
    }

    /**
     * A name as printed on a narrow space: the US board abbreviates its avenues and railroads, and a French
     * "Compagnie de distribution d'électricité" would not fit in five lines. The abbreviations are the names'
     * language's (never the pseudo-language's: they are data-side words).
     */
    static String shortName(String name, String language) {
        return shortened(name, "board.printed.abbreviations", language);
    }

    /**
     * A name with the short forms of a list of every language, the window's first: each language's are of its own
     * words («ул.», «ж. д.», "Bd", "Cie"), so a French or Russian board's names in an English window are shortened as
     * in a French or Russian one.
     */
    private static String shortened(String name, String key, String language) {
        String shown = shortened(name, tutor.text.Texts.of("ui", language).get(key));
        for (String l : tutor.text.Texts.LANGUAGES) {
            if (!l.equals(language)) {
                shown = shortened(shown, tutor.text.Texts.of("ui", l).get(key));
            }
        }
        return shown;
    }

    /** A name with a list's "long=short" pairs (separated by ";") replaced. */
    private static String shortened(String name, String list) {
        for (String pair : list.split(";")) {
            int eq = pair.indexOf('=');
            if (eq > 0) {
                name = name.replace(pair.substring(0, eq), pair.substring(eq + 1));
            }
        }
        return name.strip();
    }

    private static Color color(String key) {
        return BoardView.color(key);
    }
}
