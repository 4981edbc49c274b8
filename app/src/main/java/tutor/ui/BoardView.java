package tutor.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.swing.JComponent;
import javax.swing.UIManager;
import tutor.rules.Deed;
import tutor.rules.Estates;
import tutor.rules.GameState;
import tutor.rules.PlayerState;
import tutor.rules.Space;
import tutor.rules.SpaceKind;

/**
 * The board, drawn to fit the component: colour bands, names and prices, owners, houses and
 * hotels, mortgages, tokens (In Jail apart from Just Visiting), the last move's path, and the
 * spaces a selected trace step involves. Colours come from the theme (Tutor.* keys).
 */
public final class BoardView extends JComponent {

    private static final long serialVersionUID = 1L;

    private transient GameState state;
    private transient Runnable painted;
    /** Label fonts and lines per space, worked out once per board size and font. */
    private final transient java.util.Map<Integer, Label> labels = new java.util.HashMap<>();
    private double labelsForCell = -1;
    private transient Font labelsForFont;
    private transient tutor.rules.Board labelsForBoard;

    private record Label(Font font, List<String> lines) { }

    /** The printed board (spaces, bands, names, prices), drawn once per size, theme and board. */
    private transient java.awt.image.BufferedImage base;
    private transient Object baseKey;
    private Set<Integer> highlighted = Set.of();
    private List<Integer> path = List.of();
    private transient Overlay overlay;

    /** Something drawn over the spaces, under the tokens (the budgeting lab's heat map). */
    public interface Overlay {
        void paint(Graphics2D g, BoardGeometry geometry, GameState state);
    }

    /** Sets what is drawn over the spaces, or null for nothing. */
    public void setOverlay(Overlay overlay) {
        this.overlay = overlay;
        repaint();
    }

    /** The space under a point of this component, or -1 (for tooltips of views built on the board). */
    public int spaceAt(java.awt.Point p) {
        BoardGeometry geo = state == null ? new BoardGeometry(getWidth() - 8, getHeight() - 8)
                : new BoardGeometry(getWidth() - 8, getHeight() - 8, state.board().across(), state.board().down());
        return geo.spaceAt(p.x - 4, p.y - 4);
    }

    public BoardView() {
        setName("board");
        setPreferredSize(new Dimension(560, 560));
        setMinimumSize(new Dimension(320, 320));
    }

    @Override
    public javax.accessibility.AccessibleContext getAccessibleContext() {
        if (accessibleContext == null) {
            accessibleContext = new AccessibleJComponent() {
                private static final long serialVersionUID = 1L;

                @Override
                public javax.accessibility.AccessibleRole getAccessibleRole() {
                    return javax.accessibility.AccessibleRole.PANEL;
                }
            };
            accessibleContext.setAccessibleName("Board");
        }
        return accessibleContext;
    }

    public void show(GameState s, List<Integer> lastPath) {
        this.state = s;
        this.path = List.copyOf(lastPath);
        repaint();
    }

    /** Runs once, after the next paint completes (for measuring start-up and repaint times). */
    public void onPainted(Runnable r) {
        this.painted = r;
    }

    public void highlight(Set<Integer> spaces) {
        this.highlighted = Set.copyOf(spaces);
        repaint();
    }

    public Set<Integer> highlighted() {
        return highlighted;
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            BoardGeometry geo = state == null ? new BoardGeometry(getWidth() - 8, getHeight() - 8)
                    : new BoardGeometry(getWidth() - 8, getHeight() - 8, state.board().across(), state.board().down());
            g.translate(4, 4);
            g.setColor(color("Tutor.board.background"));
            g.fill(geo.bounds());
            g.setColor(color("Tutor.board.centre"));
            g.fill(geo.centre());
            if (state == null) {
                return;
            }
            paintBase(g, geo);
            for (Space s : state.board().spaces()) {
                paintState(g, geo, s);
            }
            paintCentre(g, geo);
            if (overlay != null) {
                Graphics2D o = (Graphics2D) g.create();
                try {
                    overlay.paint(o, geo, state);
                } finally {
                    o.dispose();
                }
            }
            paintTokens(g, geo);
        } finally {
            g.dispose();
            Runnable r = painted;
            painted = null;
            if (r != null) {
                r.run();
            }
        }
    }

    /** Draws the printed board from its cached image, making the image first when needed. */
    private void paintBase(Graphics2D g, BoardGeometry geo) {
        double scale = g.getTransform().getScaleX();
        Object key = java.util.List.of(getWidth(), getHeight(), scale, Theme.isDark(), getFont(), state.board().id(),
                state.rules().incomeTax(), state.rules().luxuryTax());
        if (base == null || !key.equals(baseKey)) {
            int w = (int) Math.ceil((getWidth()) * scale);
            int h = (int) Math.ceil((getHeight()) * scale);
            base = new java.awt.image.BufferedImage(Math.max(1, w), Math.max(1, h), java.awt.image.BufferedImage.TYPE_INT_ARGB);
            Graphics2D b = base.createGraphics();
            try {
                b.scale(scale, scale);
                b.translate(4, 4);
                b.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                b.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
                for (Space s : state.board().spaces()) {
                    paintPrinted(b, geo, s);
                }
            } finally {
                b.dispose();
            }
            baseKey = key;
        }
        java.awt.geom.AffineTransform t = g.getTransform();
        g.translate(-4, -4);
        g.scale(1 / scale, 1 / scale);
        g.drawImage(base, 0, 0, null);
        g.setTransform(t);
    }

    /** What is printed on a space: background, colour band, name and price, outline. */
    private void paintPrinted(Graphics2D g, BoardGeometry geo, Space s) {
        Rectangle2D.Double r = geo.space(s.index());
        g.setColor(color("Tutor.board.space"));
        g.fill(r);
        if (s.kind() == SpaceKind.STREET) {
            Deed d = state.board().deed(s.deed());
            g.setColor(Color.decode(state.board().groups().get(d.group()).color()));
            g.fill(geo.band(s.index()));
        }
        g.setColor(color("Tutor.board.line"));
        g.setStroke(new BasicStroke(1f));
        g.draw(r);
        paintLabel(g, geo, s, r);
    }

    /** What the game has done to a space: the last path, buildings, mortgage, owner, highlight. */
    private void paintState(Graphics2D g, BoardGeometry geo, Space s) {
        Rectangle2D.Double r = geo.space(s.index());
        if (path.contains(s.index())) {
            g.setColor(withAlpha(color("Tutor.board.path"), 120));
            g.fill(r);
        }
        Estates e = state.estates();
        if (s.deed() >= 0) {
            Deed d = state.board().deed(s.deed());
            if (s.kind() == SpaceKind.STREET) {
                paintBuildings(g, geo.band(s.index()), e.houses(d.id()), e.hotel(d.id()));
            }
            if (e.mortgaged(d.id())) {
                g.setColor(withAlpha(color("Tutor.board.mortgaged"), 110));
                g.fill(r);
            }
            int owner = e.owner(d.id());
            if (owner >= 0) {
                double dot = geo.cell() * 0.26;
                Rectangle2D.Double corner = ownerSpot(geo, s.index(), r, dot);
                g.setColor(playerColor(owner));
                g.fill(new Ellipse2D.Double(corner.x, corner.y, dot, dot));
            }
        }
        if (highlighted.contains(s.index())) {
            g.setColor(color("Tutor.board.highlight"));
            g.setStroke(new BasicStroke((float) Math.max(2.5, geo.cell() * 0.06)));
            g.draw(new Rectangle2D.Double(r.x + 2, r.y + 2, r.width - 4, r.height - 4));
        }
    }

    private void paintBuildings(Graphics2D g, Rectangle2D.Double band, int houses, boolean hotel) {
        boolean horizontal = band.width >= band.height;
        double len = horizontal ? band.width : band.height;
        double thick = horizontal ? band.height : band.width;
        double unit = Math.min(thick * 0.7, len / 5.2);
        if (hotel) {
            g.setColor(color("Tutor.hotel"));
            double w = unit * 2.2;
            double x = horizontal ? band.x + (len - w) / 2 : band.x + (thick - unit) / 2;
            double y = horizontal ? band.y + (thick - unit) / 2 : band.y + (len - w) / 2;
            g.fill(horizontal ? new Rectangle2D.Double(x, y, w, unit) : new Rectangle2D.Double(x, y, unit, w));
            return;
        }
        g.setColor(color("Tutor.house"));
        double gap = unit * 0.25;
        double start = (len - houses * unit - (houses - 1) * gap) / 2;
        for (int i = 0; i < houses; i++) {
            double along = start + i * (unit + gap);
            double x = horizontal ? band.x + along : band.x + (thick - unit) / 2;
            double y = horizontal ? band.y + (thick - unit) / 2 : band.y + along;
            g.fill(new Rectangle2D.Double(x, y, unit, unit));
        }
    }

    private static Rectangle2D.Double ownerSpot(BoardGeometry geo, int index, Rectangle2D.Double r, double dot) {
        double m = dot * 0.35;
        return switch (geo.side(index)) {
            case BOTTOM -> new Rectangle2D.Double(r.x + r.width - dot - m, r.y + r.height - dot - m, dot, dot);
            case LEFT -> new Rectangle2D.Double(r.x + m, r.y + r.height - dot - m, dot, dot);
            case TOP -> new Rectangle2D.Double(r.x + m, r.y + m, dot, dot);
            default -> new Rectangle2D.Double(r.x + r.width - dot - m, r.y + m, dot, dot);
        };
    }

    private void paintLabel(Graphics2D g, BoardGeometry geo, Space s, Rectangle2D.Double r) {
        Rectangle2D.Double text = textArea(geo, s.index(), r);
        if (labelsForCell != geo.cell() || !getFont().equals(labelsForFont) || labelsForBoard != state.board()) {
            labels.clear();
            labelsForCell = geo.cell();
            labelsForFont = getFont();
            labelsForBoard = state.board(); // another board of the same size has other names
        }
        Label label = labels.computeIfAbsent(s.index(), i -> layoutLabel(g, geo, s, text));
        g.setFont(label.font());
        FontMetrics fm = g.getFontMetrics();
        List<String> lines = new ArrayList<>(label.lines());
        g.setColor(color("Tutor.board.text"));
        if (s.deed() >= 0) {
            lines.add(state.board().money(state.board().deed(s.deed()).price()));
        } else if (s.kind() == SpaceKind.TAX) {
            lines.add(state.board().money("income".equals(s.taxId()) ? state.rules().incomeTax() : state.rules().luxuryTax()));
        }
        double lineHeight = fm.getAscent() + fm.getDescent() * 0.6;
        // Labels sit in the upper part of a space; tokens use the lower part.
        double y = text.y + Math.max(2, (text.height * 0.62 - lines.size() * lineHeight) / 2) + fm.getAscent();
        for (String line : lines) {
            int w = fm.stringWidth(line);
            g.drawString(line, (float) (text.x + (text.width - w) / 2), (float) y);
            y += lineHeight;
        }
    }

    /** Shrinks a label until its longest word fits: "Mediterranean" is wider than its space. */
    private Label layoutLabel(Graphics2D g, BoardGeometry geo, Space s, Rectangle2D.Double text) {
        float size = (float) Math.max(7, geo.cell() * 0.17);
        Font font;
        List<String> lines;
        FontMetrics fm;
        do {
            font = getFont().deriveFont(Font.PLAIN, size);
            fm = g.getFontMetrics(font);
            lines = wrap(shortName(s), fm, text.width - 4);
            size -= 0.5f;
        } while (size > 5 && widest(lines, fm) > text.width - 3);
        if (widest(lines, fm) > text.width - 3) {
            // Even the smallest font is too wide for a long word ("Подоходный" on a 1024x768 board): hyphenate it.
            List<String> hyphenated = new ArrayList<>();
            for (String line : lines) {
                hyphenated.addAll(fm.stringWidth(line) > text.width - 3 ? hyphenate(line, fm, text.width - 3) : List.of(line));
            }
            lines = hyphenated;
        }
        return new Label(font, List.copyOf(lines));
    }

    /**
     * A word too wide for its space, broken at the last place that fits: between two consonants
     * (Пушкин-ская, Подоход-ный) or before a consonant that starts a syllable (Подо-ходный), with
     * a vowel on each side and never before ь, ъ or й.
     */
    static List<String> hyphenate(String word, FontMetrics fm, double width) {
        List<String> parts = new ArrayList<>();
        String rest = word;
        while (fm.stringWidth(rest) > width) {
            int cut = -1;
            for (int i = 2; i <= rest.length() - 2 && fm.stringWidth(rest.substring(0, i) + "-") <= width; i++) {
                if (breakable(rest, i)) {
                    cut = i;
                }
            }
            if (cut < 0) {
                break;
            }
            parts.add(rest.substring(0, cut) + "-");
            rest = rest.substring(cut);
        }
        parts.add(rest);
        return parts;
    }

    private static final String VOWELS = "aeiouyAEIOUYàâéèêëîïôûùüÿаеёиоуыэюяАЕЁИОУЫЭЮЯ";

    private static boolean breakable(String w, int i) {
        char before = w.charAt(i - 1);
        char at = w.charAt(i);
        if (!Character.isLetter(before) || !Character.isLetter(at) || "ьъйЬЪЙ".indexOf(at) >= 0
                || !hasVowel(w.substring(0, i)) || !hasVowel(w.substring(i))) {
            return false;
        }
        boolean consonantAt = VOWELS.indexOf(at) < 0;
        return consonantAt && (VOWELS.indexOf(before) < 0 || VOWELS.indexOf(w.charAt(i + 1)) >= 0);
    }

    private static boolean hasVowel(String s) {
        return s.chars().anyMatch(c -> VOWELS.indexOf(c) >= 0);
    }

    /** The part of a space left for its name once the colour band is taken. */
    private static Rectangle2D.Double textArea(BoardGeometry geo, int index, Rectangle2D.Double r) {
        double b = geo.corner() * 0.22;
        return switch (geo.side(index)) {
            case BOTTOM -> new Rectangle2D.Double(r.x, r.y + b, r.width, r.height - b);
            case LEFT -> new Rectangle2D.Double(r.x, r.y, r.width - b, r.height);
            case TOP -> new Rectangle2D.Double(r.x, r.y, r.width, r.height - b);
            case RIGHT -> new Rectangle2D.Double(r.x + b, r.y, r.width - b, r.height);
            default -> r;
        };
    }

    private void paintCentre(Graphics2D g, BoardGeometry geo) {
        Rectangle2D.Double c = geo.centre();
        g.setColor(color("Tutor.board.text"));
        Font title = getFont().deriveFont(Font.BOLD, (float) Math.max(12, geo.cell() * 0.42));
        g.setFont(title);
        FontMetrics fm = g.getFontMetrics();
        String t = "Rules Tutor";
        g.drawString(t, (float) (c.x + (c.width - fm.stringWidth(t)) / 2), (float) (c.y + c.height * 0.42));
        Font small = getFont().deriveFont(Font.PLAIN, (float) Math.max(9, geo.cell() * 0.2));
        g.setFont(small);
        fm = g.getFontMetrics();
        String rules = state.rules().title();
        String bank = state.board().wording().apply("Bank: " + state.bankHouses() + " houses, " + state.bankHotels() + " hotels");
        g.drawString(rules, (float) (c.x + (c.width - fm.stringWidth(rules)) / 2), (float) (c.y + c.height * 0.52));
        double line = 0.60;
        if (state.rules().buildingsAllowed()) {
            g.drawString(bank, (float) (c.x + (c.width - fm.stringWidth(bank)) / 2), (float) (c.y + c.height * line));
            line += 0.08;
        }
        int parking = state.board().freeParkingIndex();
        if (state.rules().freeParkingPot() && parking >= 0) {
            String where = state.board().space(parking).name();
            String pot = (where.equals("Free Parking") ? "Free Parking pot" : where) + ": " + state.board().money(state.pot());
            g.drawString(pot, (float) (c.x + (c.width - fm.stringWidth(pot)) / 2), (float) (c.y + c.height * line));
            line += 0.08;
        }
        if (state.reversed()) {
            g.setFont(small.deriveFont(Font.BOLD));
            fm = g.getFontMetrics();
            String dir = "Play runs against the arrows";
            g.drawString(dir, (float) (c.x + (c.width - fm.stringWidth(dir)) / 2), (float) (c.y + c.height * line));
        }
    }

    private void paintTokens(Graphics2D g, BoardGeometry geo) {
        double d = geo.cell() * 0.34;
        Font font = getFont().deriveFont(Font.BOLD, (float) (d * 0.6));
        List<List<Integer>> at = new ArrayList<>();
        int inJail = state.board().size(); // one slot past the last space: the Jail cell itself
        for (int i = 0; i <= inJail; i++) {
            at.add(new ArrayList<>());
        }
        for (int p = 0; p < state.players().size(); p++) {
            PlayerState pl = state.player(p);
            if (!pl.out()) {
                at.get(pl.inJail() ? inJail : pl.position()).add(p);
            }
        }
        int jail = state.board().jailIndex();
        for (int slot = 0; slot <= inJail; slot++) {
            List<Integer> here = at.get(slot);
            if (here.isEmpty()) {
                continue;
            }
            Rectangle2D.Double r = geo.space(slot == inJail ? jail : slot);
            Rectangle2D.Double area = slot == inJail
                    ? new Rectangle2D.Double(r.x + r.width * 0.38, r.y, r.width * 0.62, r.height * 0.62)   // In Jail: the cell
                    : slot == jail ? new Rectangle2D.Double(r.x, r.y + r.height * 0.66, r.width, r.height * 0.34) // Just Visiting
                    : new Rectangle2D.Double(r.x, r.y + r.height * 0.6, r.width, r.height * 0.4);            // below the label
            if (slot == inJail) {
                g.setColor(withAlpha(color("Tutor.board.line"), 60));
                g.fill(area);
            }
            // Up to ten or more tokens share a space at the start: rows of them, smaller when they would not fit.
            int n = here.size();
            int cols = n;
            double size = 0;
            for (int c = 1; c <= n; c++) {
                int rows = (n + c - 1) / c;
                double fits = Math.min(d, Math.min(area.width / c, area.height / rows) - 2);
                if (fits > size) {
                    size = fits;
                    cols = c;
                }
            }
            int rows = (n + cols - 1) / cols;
            Font tokenFont = size < d ? font.deriveFont((float) (size * 0.6)) : font;
            g.setFont(tokenFont);
            FontMetrics tfm = g.getFontMetrics();
            for (int k = 0; k < n; k++) {
                int p = here.get(k);
                int row = k / cols;
                int inRow = row == rows - 1 ? n - row * cols : cols;
                double x = area.x + area.width / 2 - (inRow * (size + 2)) / 2 + (k % cols) * (size + 2) + 1;
                double y = area.y + area.height / 2 - (rows * (size + 2)) / 2 + row * (size + 2) + 1;
                g.setColor(playerColor(p));
                g.fill(new Ellipse2D.Double(x, y, size, size));
                g.setColor(Color.WHITE);
                String initial = state.player(p).name().substring(0, 1);
                g.drawString(initial, (float) (x + (size - tfm.stringWidth(initial)) / 2),
                        (float) (y + (size + tfm.getAscent() - tfm.getDescent()) / 2));
            }
            g.setFont(font);
        }
    }

    static String shortName(Space s) {
        return s.name().replace("Avenue", "Ave.").replace("Railroad", "RR").replace("Community Chest", "Community Chest")
                .replace("Go To Jail", "Go To Jail");
    }

    private static int widest(List<String> lines, FontMetrics fm) {
        int w = 0;
        for (String l : lines) {
            w = Math.max(w, fm.stringWidth(l));
        }
        return w;
    }

    private static List<String> wrap(String text, FontMetrics fm, double width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            String tryLine = line.length() == 0 ? word : line + " " + word;
            if (fm.stringWidth(tryLine) <= width || line.length() == 0) {
                line = new StringBuilder(tryLine);
            } else {
                lines.add(line.toString());
                line = new StringBuilder(word);
            }
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }

    /** How many player colours the themes define: as many as the largest table any edition seats (the seminary's 14). */
    static final int PLAYER_COLOURS = 14;

    static Color playerColor(int seat) {
        return color("Tutor.player." + (seat % PLAYER_COLOURS));
    }

    static Color color(String key) {
        Color c = UIManager.getColor(key);
        return c != null ? c : Color.GRAY;
    }

    private static Color withAlpha(Color c, int alpha) {
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), alpha);
    }
}
