package tutor.ui.board;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.swing.JComponent;
import javax.swing.UIManager;
import tutor.rules.edition.Deed;
import tutor.rules.state.Estates;
import tutor.rules.state.Event;
import tutor.rules.state.GameState;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
import tutor.rules.state.Roll;
import tutor.rules.state.Ruling;
import tutor.rules.edition.Space;
import tutor.rules.edition.SpaceKind;
import tutor.play.RulingEntry;
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

    /** The model this board shows, or null for a board another screen feeds itself (the budgeting lab's). */
    private final transient TutorModel model;
    private transient Overlay overlay;

    /** Something drawn over the spaces, under the tokens (the budgeting lab's heat map). */
    public interface Overlay {
        void paint(Graphics2D g, BoardGeometry geometry, GameState state);
    }
    private transient GameState state;
    private transient BoardCentre.Extras extras = BoardCentre.Extras.NONE;
    private transient Runnable painted;
    /** The printed board (spaces, bands, names, prices), drawn once per size, theme and board. */
    private final transient PrintedBoard printedBoard = new PrintedBoard();
    private Set<Integer> highlighted = Set.of();
    private List<Integer> path = List.of();
    /** The language of a board without a model (the budgeting lab's), as the window's is for the table's board. */
    private String language = "en";

    public BoardView(TutorModel model) {
        this.model = model;
        setName("board");
        setPreferredSize(new Dimension(560, 560));
        setMinimumSize(new Dimension(300, 300));
        if (model != null) {
            model.addListener(this::changed);
        }
    }

    /** The language the board's words are in: the window's, or the one set for a board without a model. */
    public String language() {
        return model == null ? language : model.language();
    }

    /** Sets the language of a board fed by its owner (the budgeting lab's). */
    public void setLanguage(String language) {
        this.language = language;
        getAccessibleContext().setAccessibleName(tutor.text.Texts.of("ui", language).get("board.accessible"));
        repaint();
    }

    private tutor.text.Texts texts() {
        return tutor.text.Texts.of("ui", language());
    }

    /** The language of the names and sums on the board (English for the tests' pseudo-language, which only the window's words have). */
    private String dataLanguage() {
        return tutor.text.Texts.PSEUDO.equals(language()) ? "en" : language();
    }

    /** A board fed by its owner through {@link #show}, not by the tutor's model. */
    public BoardView() {
        this(null);
    }

    /** Shows a position (for a board without a model): no path, nothing highlighted, no dice or card. */
    public void show(GameState s, List<Integer> lastPath) {
        state = s;
        path = List.copyOf(lastPath);
        extras = BoardCentre.Extras.NONE;
        repaint();
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

    private void changed(TutorEvent e) {
        if (e instanceof TutorEvent.ActivityChanged || e instanceof TutorEvent.ActivityUpdated
                || e instanceof TutorEvent.TimelineChanged) {
            state = model.shownState();
            extras = extras(model.timeline().rulings(), state);
            highlighted = Set.of();
            repaint();
        } else if (e instanceof TutorEvent.RulingSelected r) {
            path = path(r.entry());
            repaint();
        } else if (e instanceof TutorEvent.StepSelected s) {
            highlighted = s.spaces();
            repaint();
        } else if (e instanceof TutorEvent.LanguageChanged) {
            getAccessibleContext().setAccessibleName(texts().get("board.accessible"));
            repaint(); // the printed board is drawn again: its key holds the language
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
            accessibleContext.setAccessibleName(texts().get("board.accessible"));
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

    /** The smallest type a space's words were last drawn in, in the board's pixels (0: none printed). */
    public float printedSize(int index) {
        return printedBoard.printedSize(index);
    }

    /**
     * Prints only the spaces' names, short and in each space's upper half, for an overlay that writes in the lower half
     * (the budgeting lab's heat map).
     */
    public void setNamesOnly(boolean only) {
        printedBoard.namesOnly(only);
        repaint();
    }

    /** The least type an overlay on a names-only board writes in: the theme's least, never under 10 px. */
    public static float overlayType() {
        return BoardLabels.overlayType();
    }

    /** A side space's inner strip that a names-only board leaves to its overlay (board pixels), deep enough for {@link #overlayType}. */
    public java.awt.geom.Rectangle2D.Double overlayStrip(java.awt.Graphics2D g, BoardGeometry geo, int index) {
        return printedBoard.overlayStrip(g, geo, index);
    }

    /** The box round a space's printed words as last drawn (board pixels), or null before the board is drawn. */
    public java.awt.geom.Rectangle2D printedBox(int index) {
        return printedBoard.textBox(index);
    }

    /** GO's corner, then its name, arrow and "collect" line as last drawn (board pixels); for the tests. */
    public List<java.awt.geom.Rectangle2D> goParts() {
        return printedBoard.goParts();
    }

    /** The words printed on a space, as the board last drew them (name lines, then price or fee). */
    public List<String> printed(int index) {
        return printedBoard.printed(index);
    }

    private transient List<String> centreWords = List.of();

    /** The words in the middle of the board, as last drawn: the title, the edition, the throw, the decks or the card. */
    public List<String> centreWords() {
        return centreWords;
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
            printedBoard.paint(g, geo, state, getFont(), getWidth(), getHeight(), texts(), dataLanguage());
            for (Space s : state.board().spaces()) {
                paintState(g, geo, s);
            }
            List<String> words = new ArrayList<>();
            BoardCentre.paint(g, geo.centre(), state, extras, getFont(), texts(), dataLanguage(), words);
            centreWords = List.copyOf(words);
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
            // On the square's outline, half inside and half over the grid line: drawn inside it, the frame covered the
            // first letter of a name as wide as its square («mpôts» for «Impôts» on a French projector, fr9 L1).
            g.setStroke(new BasicStroke((float) highlightStroke(geo.cell())));
            g.draw(new Rectangle2D.Double(r.x, r.y, r.width, r.height));
        }
    }

    /**
     * The width of the frame round a square the step being read speaks of. Half of it falls inside the square: at most
     * the 1.5 px a name keeps clear on each side (BoardLabels holds its lines to the square's width less 3).
     */
    static double highlightStroke(double cell) {
        return Math.min(3.0, Math.max(2.5, cell * 0.06));
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
        tokens.clear();
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
            Rectangle2D.Double area = tokenArea(geo, slot == inJail ? -1 : slot, here.size(), d);
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
                // Centred with the gaps between tokens only, so a full area's tokens stay inside it (clear of the words).
                double x = area.x + area.width / 2 - (inRow * (size + 1) - 1) / 2 + (k % cols) * (size + 1);
                double y = area.y + area.height / 2 - (rows * (size + 1) - 1) / 2 + row * (size + 1);
                Pieces.token(g, x, y, size, playerColor(p), state.player(p).name().substring(0, 1));
                tokens.put(p, new Rectangle2D.Double(x, y, size, size));
            }
        }
    }

    /** Each player's token as last drawn (board pixels), by seat. */
    private final transient java.util.Map<Integer, Rectangle2D> tokens = new java.util.HashMap<>();

    /** Each of a space's printed lines as last drawn, one box each (board pixels); for the tests. */
    public List<Rectangle2D> printedLines(int index) {
        return printedBoard.lineBoxes(index);
    }

    /** Each player's token as last drawn, by seat (board pixels); for the tests. */
    public java.util.Map<Integer, Rectangle2D> tokenBoxes() {
        return java.util.Map.copyOf(tokens);
    }

    /**
     * Where the tokens on a space stand: where no words are printed (a token hid the "J" of "Just Visiting" and the
     * "Board-walk" of a two-line name). The largest part of the space clear of every printed line (each line its own
     * box, and GO's arrow), whichever gives the tokens the most room; on a street whose words leave too little, its
     * colour band. A corner's tokens may use the whole corner: GO's large name fills its top, where the one box round
     * all its lines left them 0 px. In Jail: the cell ({@code slot} -1); Just Visiting: beside the cell.
     */
    private Rectangle2D.Double tokenArea(BoardGeometry geo, int slot, int n, double d) {
        int jail = state.board().jailIndex();
        if (slot < 0) {
            Rectangle2D.Double r = geo.space(jail);
            return new Rectangle2D.Double(r.x + r.width * 0.38, r.y + r.height * 0.12, r.width * 0.62, r.height * 0.5);
        }
        boolean corner = geo.side(slot) == BoardGeometry.Side.CORNER && slot != jail;
        Rectangle2D.Double r = slot == jail ? geo.space(jail) : geo.inside(slot);
        Rectangle2D.Double room = slot == jail ? new Rectangle2D.Double(r.x, r.y, r.width * 0.38, r.height)
                : corner ? new Rectangle2D.Double(r.x, r.y, r.width, r.height * 0.3) : r;
        List<Rectangle2D> lines = printedBoard.lineBoxes(slot);
        if (lines.stream().noneMatch(l -> l.intersects(room))) {
            return slot == jail || corner ? room
                    : new Rectangle2D.Double(r.x, r.y + r.height * 0.55, r.width, r.height * 0.45); // below the name
        }
        Rectangle2D.Double best = freest(room, lines, n, d);
        if (corner && tokenSize(best, n, d) < d * 0.6) {
            Rectangle2D.Double whole = freest(r, lines, n, d);
            if (tokenSize(whole, n, d) > tokenSize(best, n, d)) {
                best = whole;
            }
        }
        if (tokenSize(best, n, d) < d * 0.6 && !corner && slot != jail) {
            // A street's words leave too little: its colour band, or the whole space's part clear of the words (band
            // and outer strip included), whichever is larger; six tokens on Boardwalk were 4 px in the band alone.
            Rectangle2D.Double band = geo.band(slot);
            Rectangle2D.Double whole = freest(geo.space(slot), lines, n, d);
            Rectangle2D.Double wider = tokenSize(whole, n, d) > tokenSize(band, n, d) ? whole : band;
            return tokenSize(wider, n, d) > tokenSize(best, n, d) ? wider : best;
        }
        return best;
    }

    /**
     * The rectangle inside {@code room} that touches none of {@code lines} (a pixel clear of each) and gives {@code n}
     * tokens the largest size, the larger of two equal ones: every rectangle whose sides lie on the room's or a line's
     * edges is tried (a few lines: a few hundred rectangles).
     */
    static Rectangle2D.Double freest(Rectangle2D.Double room, List<Rectangle2D> lines, int n, double d) {
        java.util.TreeSet<Double> xs = new java.util.TreeSet<>(List.of(room.getMinX(), room.getMaxX()));
        java.util.TreeSet<Double> ys = new java.util.TreeSet<>(List.of(room.getMinY(), room.getMaxY()));
        List<Rectangle2D> clear = new ArrayList<>();
        for (Rectangle2D l : lines) {
            Rectangle2D.Double c = new Rectangle2D.Double(l.getX() - 1, l.getY() - 1, l.getWidth() + 2, l.getHeight() + 2);
            if (!c.intersects(room)) {
                continue;
            }
            clear.add(c);
            for (double x : new double[] {c.getMinX(), c.getMaxX()}) {
                if (x > room.getMinX() && x < room.getMaxX()) {
                    xs.add(x);
                }
            }
            for (double y : new double[] {c.getMinY(), c.getMaxY()}) {
                if (y > room.getMinY() && y < room.getMaxY()) {
                    ys.add(y);
                }
            }
        }
        Double[] x = xs.toArray(new Double[0]);
        Double[] y = ys.toArray(new Double[0]);
        Rectangle2D.Double best = new Rectangle2D.Double(room.x, room.y, 0, 0);
        double bestSize = -1;
        for (int x0 = 0; x0 < x.length; x0++) {
            for (int x1 = x0 + 1; x1 < x.length; x1++) {
                for (int y0 = 0; y0 < y.length; y0++) {
                    for (int y1 = y0 + 1; y1 < y.length; y1++) {
                        Rectangle2D.Double a = new Rectangle2D.Double(x[x0], y[y0], x[x1] - x[x0], y[y1] - y[y0]);
                        if (clear.stream().anyMatch(c -> c.intersects(a))) {
                            break; // taller from the same top only meets the line again
                        }
                        double size = tokenSize(a, n, d);
                        if (size > bestSize + 1e-9 || Math.abs(size - bestSize) <= 1e-9 && a.width * a.height > best.width * best.height) {
                            best = a;
                            bestSize = size;
                        }
                    }
                }
            }
        }
        return best;
    }

    /** The largest token that {@code n} tokens in rows can have in an area, at most {@code d}. */
    private static double tokenSize(Rectangle2D.Double area, int n, double d) {
        double size = 0;
        for (int c = 1; c <= n; c++) {
            int rows = (n + c - 1) / c;
            size = Math.max(size, Math.min(d, Math.min(area.width / c, area.height / rows) - 1));
        }
        return size;
    }

    /** The last throw and the last card drawn among the rulings shown, for the middle of the board. */
    private static BoardCentre.Extras extras(List<RulingEntry> shown, GameState s) {
        if (s == null) {
            return BoardCentre.Extras.NONE;
        }
        Roll roll = null;
        String thrower = "";
        int deck = -1;
        int card = -1;
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
                    drawer = o.before().table().name(c.player());
                    List<tutor.rules.edition.DeckDef> decks = o.before().table().cards().decks();
                    for (int d = 0; d < decks.size(); d++) {
                        if (decks.get(d).id().equals(c.deckId())) {
                            deck = d;
                            for (int k = 0; k < decks.get(d).cards().size(); k++) {
                                if (decks.get(d).cards().get(k).id().equals(c.cardId())) {
                                    card = k;
                                }
                            }
                        }
                    }
                }
            }
        }
        if (s.pending() instanceof Pending.DiceChoice dc) {
            roll = new Roll(dc.die1(), dc.die2());
            thrower = s.table().name(dc.player());
        }
        return new BoardCentre.Extras(roll, thrower, deck, card, drawer);
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
