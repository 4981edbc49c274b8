package tutor.ui.board;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.swing.UIManager;
import tutor.rules.edition.Space;
import tutor.rules.edition.SpaceKind;
import tutor.rules.state.GameState;
import tutor.text.Texts;

/**
 * Fits each space's words (its name, and its price or fee) in the room the printed board gives them: which room that
 * is, the sizes the theme allows, where a long word may break in each language, and the names' short forms. Made for
 * one drawing of the board ({@link PrintedBoard} paints what it lays out).
 *
 * @param language the language of the board's names and sums
 * @param namesOnly names only, in their short form, over the whole of each space but its strips (the budgeting lab's
 *        heat map writes each space's odds in its inner strip, and a corner's at its top): no prices, which the lab's
 *        table gives
 */
record BoardLabels(GameState state, Font font, Texts texts, String language, boolean namesOnly) {

    /**
     * The least size of a space's words unless a theme sets its own: 8 px, where a French or Russian accent is still
     * a mark and not a dot (at 6.5 px "é" and "й" were a pixel tall). A name that needs less is hyphenated and
     * wrapped onto more lines instead.
     */
    static final float LEAST = 8f;

    /** The condensed face tried when the board's own has no condensed cut (the DejaVu faces are Debian's and Ubuntu's default). */
    private static final String CONDENSED = "DejaVu Sans Condensed";

    private static Map<String, Set<Integer>> breaks;

    /** Where a name's words may break: nowhere, where the language's list allows, or also by rule (the last resort). */
    private enum Breaks { NONE, LISTED, BY_RULE }

    /** A name's room when the names print alone: the whole space between its strips (the overlay writes in the inner one). */
    static double namesRoom(Rectangle2D.Double text) {
        return text.height;
    }

    /**
     * Where a space's words go: between its colour band and its owner strip; when the names print alone (the lab, where
     * nobody owns anything) the owner strip is theirs too, room for a Russian name's longer lines, and the inner strip
     * is the overlay's ({@link #overlayStrip}).
     */
    Rectangle2D.Double wordsRoom(Graphics2D g, BoardGeometry geo, int index) {
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
    Set<Integer> priced(Graphics2D g, BoardGeometry geo) {
        Set<Integer> priced = new java.util.HashSet<>();
        if (namesOnly) {
            return priced;
        }
        for (Space s : state.board().spaces()) {
            if (!amount(s).isEmpty()) {
                if (layout(g, geo, s, true) == null) {
                    return Set.of();
                }
                priced.add(s.index());
            }
        }
        return priced;
    }

    /**
     * A space's words: the name, wrapped and shrunk until it fits, then, when {@code priced}, its price or fee in full
     * (null if name and sum do not both fit; without the sum, the name always gets a layout). In order: the name's
     * words whole, in the board's face and then its condensed cut, from the space's own size down to the theme's least
     * (a smaller whole "Kentucky" reads better than "Ken-tucky"); then broken where the language's list allows
     * (Hyphenation); only then, where even that does not fit, smaller than the theme's least.
     */
    SpaceLabel layout(Graphics2D g, BoardGeometry geo, Space s, boolean priced) {
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
                SpaceLabel label = fit(g, name, sum, text.width, height, size, least, broken ? Breaks.LISTED : Breaks.NONE);
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
            SpaceLabel label = fit(g, name, "", text.width, whole, at, at, Breaks.LISTED);
            if (label != null) {
                return withGo(s, label);
            }
        }
        SpaceLabel label = fit(g, name, "", text.width, whole, LEAST, LEAST, Breaks.BY_RULE);
        return withGo(s, label != null ? label : lastResort(g, name, text.width));
    }

    /** A name that fits nowhere, in the least size, broken wherever the rules allow: shown, if clipped, rather than not. */
    private SpaceLabel lastResort(Graphics2D g, String name, double width) {
        Font f = font.deriveFont(Font.PLAIN, LEAST);
        return new SpaceLabel(f, wrap(name, g.getFontMetrics(f), width - 3, Breaks.BY_RULE, 4), null);
    }

    /** GO's "collect $200" under its name. */
    private SpaceLabel withGo(Space s, SpaceLabel label) {
        List<String> lines = new ArrayList<>(label.lines());
        if (s.kind() == SpaceKind.GO && !lines.isEmpty()) {
            lines.add(1, texts.get("board.go.collect", money(state.rules().salary())));
        }
        return new SpaceLabel(label.font(), List.copyOf(lines), label.sum());
    }

    /**
     * The name (and the sum, when not empty) in the largest size from {@code size} down to {@code smallest} that fits
     * in the board's face, then in its condensed cut; null if none does.
     */
    private SpaceLabel fit(Graphics2D g, String name, String amount, double width, double room, float size, float smallest, Breaks breaks) {
        SpaceLabel label = fitIn(font, g, name, amount, width, room, size, smallest, breaks);
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

    private SpaceLabel fitIn(Font face, Graphics2D g, String name, String amount, double width, double room, float size, float smallest,
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
                SpaceLabel label = new SpaceLabel(sized, lines, sumFont);
                if (label.widest(g) <= width - 3 && label.block(g) <= room) {
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

    /** The least size the theme prints a space's words in (Tutor.board.labelLeast, tenths of a pixel; {@link #LEAST} unless set). */
    static float smallestType() {
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

    /**
     * The breaks allowed in the board's long words (board.printed.breaks: "Vent·nor Ken·tucky"): each language lists its
     * own words, and a word breaks as its own language does on every screen (a Russian board's «Пуш·кин·ская» in an
     * English window too).
     */
    private static synchronized Map<String, Set<Integer>> allowedBreaks() {
        if (breaks == null) {
            Map<String, Set<Integer>> all = new HashMap<>();
            for (String l : Texts.LANGUAGES) {
                Hyphenation.breaks(Texts.of("ui", l).get("board.printed.breaks")).forEach((word, at) -> all.merge(word, at, (a, b) -> {
                    Set<Integer> both = new java.util.TreeSet<>(a);
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
        String shown = shortened(name, Texts.of("ui", language).get(key));
        for (String l : Texts.LANGUAGES) {
            if (!l.equals(language)) {
                shown = shortened(shown, Texts.of("ui", l).get(key));
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
}
