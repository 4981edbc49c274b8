package tutor.ui.board;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.swing.JComponent;
import javax.swing.UIManager;
import tutor.rules.Deed;
import tutor.rules.Estates;
import tutor.rules.Event;
import tutor.rules.GameState;
import tutor.rules.Outcome;
import tutor.rules.Pending;
import tutor.rules.PlayerState;
import tutor.rules.Roll;
import tutor.rules.Ruling;
import tutor.rules.Space;
import tutor.rules.SpaceKind;
import tutor.ui.model.RulingEntry;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;

/**
 * The board, drawn to fit: colour bands, names and prices, owners (a strip in the owner's colour
 * along the outer edge, clear of the name), houses and hotels, mortgages, tokens (In Jail apart
 * from Just Visiting), the chosen ruling's path, the squares a ruling step involves, and in the
 * middle the dice, the cards and the Bank. Colours come from the theme (Tutor.* keys).
 */
public final class BoardView extends JComponent {

    private static final long serialVersionUID = 1L;

    private final transient TutorModel model;
    private transient GameState state;
    private transient BoardCentre.Extras extras = BoardCentre.Extras.NONE;
    private transient Runnable painted;
    /** The printed board (spaces, bands, names, prices), drawn once per size, theme and board. */
    private transient BufferedImage base;
    private transient Object baseKey;
    /** Each space's name as laid out for the printed board; made again with the printed board. */
    private final transient Map<Integer, Label> labels = new HashMap<>();
    private Set<Integer> highlighted = Set.of();
    private List<Integer> path = List.of();

    private record Label(Font font, List<String> lines) { }

    public BoardView(TutorModel model) {
        this.model = model;
        setName("board");
        setPreferredSize(new Dimension(560, 560));
        setMinimumSize(new Dimension(300, 300));
        model.addListener(this::changed);
    }

    private void changed(TutorEvent e) {
        if (e instanceof TutorEvent.ActivityChanged || e instanceof TutorEvent.ActivityUpdated
                || e instanceof TutorEvent.TimelineChanged) {
            state = model.shownState();
            extras = extras(model.shownTimeline(), state);
            highlighted = Set.of();
            repaint();
        } else if (e instanceof TutorEvent.RulingSelected r) {
            path = path(r.entry());
            repaint();
        } else if (e instanceof TutorEvent.StepSelected s) {
            highlighted = s.spaces();
            repaint();
        }
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

    /** Runs once, after the next paint completes (for measuring start-up and repaint times). */
    public void onPainted(Runnable r) {
        this.painted = r;
    }

    public Set<Integer> highlighted() {
        return highlighted;
    }

    /** The words printed on a space, as the board last drew them (name lines, then price or fee). */
    public List<String> printed(int index) {
        Label l = labels.get(index);
        return l == null ? List.of() : l.lines();
    }

    /** The board drawn, or null before any scenario is open. */
    public GameState shown() {
        return state;
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
            if (state == null) {
                g.setColor(color("Tutor.board.background"));
                g.fill(geo.bounds());
                g.setColor(color("Tutor.board.centre"));
                g.fill(geo.centre());
                return;
            }
            paintBase(g, geo);
            for (Space s : state.board().spaces()) {
                paintState(g, geo, s);
            }
            BoardCentre.paint(g, geo.centre(), state, extras, getFont());
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

    /** Draws the printed board from its cached image, making the image first when anything printed changed. */
    private void paintBase(Graphics2D g, BoardGeometry geo) {
        double scale = g.getTransform().getScaleX();
        Object key = List.of(getWidth(), getHeight(), scale, UIManager.getLookAndFeel().getName(), getFont(),
                state.board().id(), state.board().title(), state.rules().id(), state.rules().incomeTax(), state.rules().luxuryTax());
        if (base == null || !key.equals(baseKey)) {
            labels.clear();
            int w = (int) Math.ceil(getWidth() * scale);
            int h = (int) Math.ceil(getHeight() * scale);
            base = new BufferedImage(Math.max(1, w), Math.max(1, h), BufferedImage.TYPE_INT_ARGB);
            Graphics2D b = base.createGraphics();
            try {
                b.scale(scale, scale);
                b.translate(4, 4);
                b.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                b.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
                b.setColor(color("Tutor.board.background"));
                b.fill(geo.bounds());
                b.setColor(color("Tutor.board.centre"));
                b.fill(geo.centre());
                for (Space s : state.board().spaces()) {
                    paintPrinted(b, geo, s);
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

    /** What is printed on a space: background, colour band, name and price, outline. */
    private void paintPrinted(Graphics2D g, BoardGeometry geo, Space s) {
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
        Label label = layoutLabel(g, geo, s);
        labels.put(s.index(), label);
        Rectangle2D.Double text = s.kind() == SpaceKind.JAIL
                ? new Rectangle2D.Double(r.x, r.y + r.height * 0.64, r.width, r.height * 0.36) : geo.inside(s.index());
        g.setFont(label.font());
        FontMetrics fm = g.getFontMetrics();
        g.setColor(color("Tutor.board.text"));
        double lineHeight = fm.getAscent() + fm.getDescent() * 0.5;
        // Names sit in the upper part of a space; tokens use the lower part.
        double room = corner ? text.height * 0.7 : text.height * 0.6;
        double top = corner && s.kind() != SpaceKind.JAIL ? text.y + text.height * 0.26 : text.y;
        double y = top + Math.max(1, (room - label.lines().size() * lineHeight) / 2) + fm.getAscent();
        for (int i = 0; i < label.lines().size(); i++) {
            String line = label.lines().get(i);
            boolean big = s.kind() == SpaceKind.GO && i == 0;
            Font f = big ? label.font().deriveFont(Font.BOLD, label.font().getSize2D() * 2.2f) : label.font();
            g.setFont(f);
            FontMetrics m = g.getFontMetrics();
            if (big) {
                y += m.getAscent() - fm.getAscent();
            }
            g.drawString(line, (float) (text.x + (text.width - m.stringWidth(line)) / 2), (float) y);
            y += big ? m.getAscent() : lineHeight;
        }
        if (s.kind() == SpaceKind.GO) {
            paintGoArrow(g, r, geo);
        }
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
        g.setFont(getFont().deriveFont(Font.BOLD, (float) Math.max(7, geo.cell() * 0.17)));
        FontMetrics fm = g.getFontMetrics();
        g.drawString("IN JAIL", (float) (cell.x + (cell.width - fm.stringWidth("IN JAIL")) / 2), (float) (cell.y + fm.getAscent() + 2));
    }

    /** The arrow on GO that shows which way play goes (against the arrows when play is reversed). */
    private void paintGoArrow(Graphics2D g, Rectangle2D.Double r, BoardGeometry geo) {
        double y = r.y + r.height * 0.8;
        double x0 = r.x + r.width * 0.2;
        double x1 = r.x + r.width * 0.8;
        double head = geo.cell() * 0.22;
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

    /** A space's words: the name, wrapped and shrunk until it fits (long words hyphenated), then its price or fee. */
    private Label layoutLabel(Graphics2D g, BoardGeometry geo, Space s) {
        Rectangle2D.Double text = geo.inside(s.index());
        if (s.kind() == SpaceKind.JAIL) {
            text = new Rectangle2D.Double(text.x, text.y, text.width, text.height * 0.36);
        }
        boolean corner = geo.side(s.index()) == BoardGeometry.Side.CORNER;
        float size = (float) Math.max(8, geo.cell() * (corner ? 0.22 : 0.2));
        float smallest = (float) Math.max(6.5, geo.cell() * 0.15);
        double room = text.height * (corner ? 0.7 : 0.62);
        List<String> lines;
        Font font;
        FontMetrics fm;
        String amount = amount(s);
        String name = s.kind() == SpaceKind.JAIL ? "Just Visiting" : shortName(s);
        do {
            font = getFont().deriveFont(Font.PLAIN, size);
            fm = g.getFontMetrics(font);
            lines = new ArrayList<>(wrap(name, fm, text.width - 4, size - 0.5f < smallest));
            if (!amount.isEmpty()) {
                lines.add(amount);
            }
            size -= 0.5f;
        } while (size >= smallest && (widest(lines, fm) > text.width - 3
                || lines.size() * (fm.getAscent() + fm.getDescent() * 0.5) > room));
        if (s.kind() == SpaceKind.GO && !lines.isEmpty()) {
            lines.add(1, "collect " + state.board().money(state.rules().salary()));
        }
        return new Label(font, List.copyOf(lines));
    }

    /**
     * Words to lines no wider than {@code width}. A word breaks at its own hyphens first
     * ("Merry-Go-" / "Round"); when {@code hyphenate}, a word still too long is split with a hyphen.
     */
    private static List<String> wrap(String text, FontMetrics fm, double width, boolean hyphenate) {
        List<String> parts = new ArrayList<>(); // each ends with "-" when it joins the next without a space
        for (String w : text.split(" ")) {
            String[] pieces = w.split("(?<=-)");
            for (String piece : pieces) {
                String p = piece;
                while (hyphenate && p.length() > 5 && fm.stringWidth(p) > width) {
                    int cut = p.length() - 2;
                    while (cut > 3 && fm.stringWidth(p.substring(0, cut) + "-") > width) {
                        cut--;
                    }
                    parts.add(p.substring(0, cut) + "-");
                    p = p.substring(cut);
                }
                parts.add(p);
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

    private String amount(Space s) {
        if (s.deed() >= 0) {
            return state.board().money(state.board().deed(s.deed()).price());
        } else if (s.kind() == SpaceKind.TAX) {
            return state.board().money("income".equals(s.taxId()) ? state.rules().incomeTax() : state.rules().luxuryTax());
        } else if (s.fee() > 0) {
            return state.board().money(s.fee());
        }
        return "";
    }

    /** What the game has done to a space: the path, buildings, mortgage, owner, highlight. */
    private void paintState(Graphics2D g, BoardGeometry geo, Space s) {
        Rectangle2D.Double r = geo.space(s.index());
        if (path.contains(s.index())) {
            g.setColor(withAlpha(color("Tutor.board.path"), 110));
            g.fill(r);
        }
        Estates e = state.estates();
        if (s.deed() >= 0) {
            Deed d = state.board().deed(s.deed());
            if (s.kind() == SpaceKind.STREET) {
                paintBuildings(g, geo.band(s.index()), e.houses(d.id()), e.hotel(d.id()));
            }
            if (e.mortgaged(d.id())) {
                g.setColor(withAlpha(color("Tutor.board.mortgaged"), 120));
                g.fill(r);
                g.setColor(color("Tutor.board.text"));
                g.setStroke(new BasicStroke(1.2f));
                g.draw(new java.awt.geom.Line2D.Double(r.x + 2, r.y + 2, r.x + r.width - 2, r.y + r.height - 2));
            }
            int owner = e.owner(d.id());
            if (owner >= 0) {
                g.setColor(playerColor(owner));
                g.fill(geo.ownerStrip(s.index()));
            }
        }
        if (highlighted.contains(s.index())) {
            g.setColor(color("Tutor.board.highlight"));
            g.setStroke(new BasicStroke((float) Math.max(2.5, geo.cell() * 0.07)));
            g.draw(new Rectangle2D.Double(r.x + 2, r.y + 2, r.width - 4, r.height - 4));
        }
    }

    /** Houses side by side on the colour band, or one hotel, each drawn with a roof. */
    private static void paintBuildings(Graphics2D g, Rectangle2D.Double band, int houses, boolean hotel) {
        boolean horizontal = band.width >= band.height;
        double len = horizontal ? band.width : band.height;
        double thick = horizontal ? band.height : band.width;
        double unit = Math.min(thick * 0.8, len / 4.6);
        if (hotel) {
            double w = unit * 1.8;
            double x = horizontal ? band.x + (len - w) / 2 : band.x + (thick - w) / 2;
            double y = horizontal ? band.y + (thick - unit) / 2 : band.y + (len - unit) / 2;
            Pieces.building(g, x, y, w, unit, color("Tutor.hotel"));
            return;
        }
        double gap = unit * 0.12;
        double start = (len - houses * unit - (houses - 1) * gap) / 2;
        for (int i = 0; i < houses; i++) {
            double along = start + i * (unit + gap);
            double x = horizontal ? band.x + along : band.x + (thick - unit) / 2;
            double y = horizontal ? band.y + (thick - unit) / 2 : band.y + along;
            Pieces.building(g, x, y, unit, unit, color("Tutor.house"));
        }
    }

    private void paintTokens(Graphics2D g, BoardGeometry geo) {
        double d = geo.cell() * 0.36;
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
            if (here.isEmpty() || slot == inJail && jail < 0) {
                continue;
            }
            Rectangle2D.Double r = slot == inJail || slot == jail ? geo.space(jail) : geo.inside(slot);
            Rectangle2D.Double area = slot == inJail
                    ? new Rectangle2D.Double(r.x + r.width * 0.38, r.y + r.height * 0.12, r.width * 0.62, r.height * 0.5) // In Jail: the cell
                    : slot == jail ? new Rectangle2D.Double(r.x, r.y, r.width * 0.38, r.height * 0.64)  // Just Visiting: outside it
                    : geo.side(slot) == BoardGeometry.Side.CORNER
                    ? new Rectangle2D.Double(r.x, r.y, r.width, r.height * 0.3)                        // a corner: above its words
                    : new Rectangle2D.Double(r.x, r.y + r.height * 0.55, r.width, r.height * 0.45);     // below the name
            // Up to fourteen tokens can share a space (the seminary seats fourteen): rows of them, smaller when they would not fit.
            int n = here.size();
            int cols = n;
            double size = 0;
            for (int c = 1; c <= n; c++) {
                int rows = (n + c - 1) / c;
                double fits = Math.min(d, Math.min(area.width / c, area.height / rows) - 1);
                if (fits > size) {
                    size = fits;
                    cols = c;
                }
            }
            int rows = (n + cols - 1) / cols;
            for (int k = 0; k < n; k++) {
                int p = here.get(k);
                int row = k / cols;
                int inRow = row == rows - 1 ? n - row * cols : cols;
                double x = area.x + area.width / 2 - inRow * (size + 1) / 2 + (k % cols) * (size + 1);
                double y = area.y + area.height / 2 - rows * (size + 1) / 2 + row * (size + 1);
                Pieces.token(g, x, y, size, playerColor(p), state.player(p).name().substring(0, 1));
            }
        }
    }

    /** The last throw and the last card drawn among the rulings shown, for the middle of the board. */
    private static BoardCentre.Extras extras(List<RulingEntry> shown, GameState s) {
        if (s == null) {
            return BoardCentre.Extras.NONE;
        }
        Roll roll = null;
        String thrower = "";
        String deck = "";
        String text = "";
        String drawer = "";
        for (RulingEntry e : shown) {
            if (!(e.ruling() instanceof Ruling.Applied a)) {
                continue;
            }
            Outcome o = a.outcome();
            for (Event ev : o.events()) {
                if (ev instanceof Event.DiceRolled d) {
                    roll = d.roll();
                    thrower = o.before().table().name(d.player());
                } else if (ev instanceof Event.CardDrawn c) {
                    deck = c.deckId();
                    drawer = o.before().table().name(c.player());
                    text = o.before().table().cards().decks().stream().filter(dd -> dd.id().equals(c.deckId()))
                            .flatMap(dd -> dd.cards().stream()).filter(cd -> cd.id().equals(c.cardId()))
                            .map(cd -> cd.text()).findFirst().orElse(c.cardId());
                }
            }
        }
        if (s.pending() instanceof Pending.DiceChoice dc) {
            roll = new Roll(dc.die1(), dc.die2());
            thrower = s.table().name(dc.player());
        }
        return new BoardCentre.Extras(roll, thrower, deck, s.board().wording().apply(text), drawer);
    }

    /** The spaces the ruling's tokens passed over, for the board to shade. */
    private static List<Integer> path(RulingEntry entry) {
        if (entry == null || !(entry.ruling() instanceof Ruling.Applied a)) {
            return List.of();
        }
        Outcome o = a.outcome();
        List<Integer> spaces = new ArrayList<>();
        int size = o.before().board().size();
        for (Event e : o.events()) {
            if (e instanceof Event.TokenMoved m) {
                int steps = m.steps();
                for (int i = 1; i <= Math.abs(steps); i++) {
                    spaces.add(Math.floorMod(m.from() + (steps > 0 ? i : -i), size));
                }
                if (steps == 0) {
                    spaces.add(m.to());
                }
            }
        }
        return spaces;
    }

    static String shortName(Space s) {
        return s.name().replace("Avenue", "Ave.").replace("Railroad", "RR");
    }

    private static int widest(List<String> lines, FontMetrics fm) {
        int w = 0;
        for (String l : lines) {
            w = Math.max(w, fm.stringWidth(l));
        }
        return w;
    }

    /** How many player colours the themes define: as many as the largest table any edition seats (the seminary's 14). */
    static final int PLAYER_COLOURS = 14;

    public static Color playerColor(int seat) {
        return color("Tutor.player." + (seat % PLAYER_COLOURS));
    }

    public static Color color(String key) {
        Color c = UIManager.getColor(key);
        return c != null ? c : Color.GRAY;
    }

    private static Color withAlpha(Color c, int alpha) {
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), alpha);
    }
}
