package tutor.ui.board;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.List;
import tutor.rules.edition.DeckDef;
import tutor.rules.state.GameState;
import tutor.rules.state.Roll;
import tutor.text.Texts;

/**
 * The middle of the board, as on a table: the edition, the last throw's dice, the card decks
 * with the last card drawn face up, and the Bank's houses and hotels and any pot.
 */
final class BoardCentre {

    /**
     * What the middle shows besides the state: the last throw and the last card (its deck's and its own index
     * in the table's card set, -1 for none), when there are any. The card is worded when drawn on the board.
     */
    record Extras(Roll roll, String thrower, int cardDeck, int card, String drawer) {
        static final Extras NONE = new Extras(null, "", -1, -1, "");
    }

    private BoardCentre() {
    }

    /**
     * A card's words as its face shows them, through the bundle: Russian quotes the whole text in «…», since its card
     * texts quote a square inside in „…“ (the rulings quote them so); English and French print the words as they are.
     */
    static String face(Texts t, String cardText) {
        return t.get("board.centre.card", cardText);
    }

    static void paint(Graphics2D g, Rectangle2D.Double c, GameState s, Extras x, Font base, Texts t, String language,
                      List<String> words) {
        double unit = Math.min(c.width / 10, c.height / 7.2);
        Color text = BoardView.color("Tutor.board.text");
        double y = c.y + unit * 0.5;
        String title = t.get("board.centre.title");
        Font big = base.deriveFont(Font.BOLD, (float) (unit * 0.85));
        words.add(title);
        y = centred(g, title, fit(g, title, big, c.width - unit), c, y, text);
        String edition = tutor.ui.widgets.Editions.name(t, s.rules());
        Font small = base.deriveFont(Font.PLAIN, (float) Math.max(8, unit * 0.34));
        words.add(edition);
        y = centred(g, edition, fit(g, edition, small, c.width - unit * 0.5), c, y + unit * 0.05, text);
        if (s.reversed()) {
            String against = t.get("board.centre.reversed");
            Font bold = base.deriveFont(Font.BOLD, (float) Math.max(8, unit * 0.34));
            words.add(against);
            y = centred(g, against, fit(g, against, bold, c.width - unit * 0.5), c, y, text);
        }
        double rowTop = y + unit * 0.35;
        double rowHeight = Math.max(unit * 2.2, c.y + c.height - rowTop - unit * 1.6);
        paintThrow(g, new Rectangle2D.Double(c.x + unit * 0.4, rowTop, c.width * 0.42 - unit * 0.4, rowHeight), s, x, base, unit, t, words);
        paintDecks(g, new Rectangle2D.Double(c.x + c.width * 0.46, rowTop, c.width * 0.54 - unit * 0.4, rowHeight), s, x, base, unit,
                t, language, words);
        paintBank(g, new Rectangle2D.Double(c.x, c.y + c.height - unit * 1.35, c.width, unit * 1.1), s, base, unit, t, language, words);
    }

    private static void paintThrow(Graphics2D g, Rectangle2D.Double r, GameState s, Extras x, Font base, double unit, Texts t,
                                   List<String> words) {
        if (x.roll() == null) {
            return;
        }
        double die = Math.min(unit * 1.25, r.height * 0.5);
        double width = x.roll().singleDie() ? die : die * 2.25;
        double top = r.y + (r.height - die - unit * 0.9) / 2;
        Pieces.dice(g, r.x + (r.width - width) / 2, top, die, x.roll(), BoardView.color("Tutor.die.face"), BoardView.color("Tutor.die.pip"));
        String caption = x.roll().singleDie() ? t.get("board.centre.threwOne", x.thrower(), x.roll().die1())
                : t.get("board.centre.threw", x.thrower(), x.roll().die1(), x.roll().die2(), x.roll().total());
        Font f = base.deriveFont(Font.PLAIN, (float) Math.max(8, unit * 0.34));
        words.add(caption);
        centred(g, caption, fit(g, caption, f, r.width), new Rectangle2D.Double(r.x, 0, r.width, 0), top + die + unit * 0.15,
                BoardView.color("Tutor.board.text"));
    }

    /**
     * The decks side by side, face down; once a card is drawn it lies face up across their place,
     * large enough to read, with its deck and who drew it.
     */
    private static void paintDecks(Graphics2D g, Rectangle2D.Double r, GameState s, Extras x, Font base, double unit, Texts t,
                                   String language, List<String> words) {
        List<DeckDef> decks = s.table().cards().decks();
        if (decks.isEmpty()) {
            return;
        }
        Color ink = BoardView.color("Tutor.card.text");
        Font small = base.deriveFont(Font.BOLD, (float) Math.max(7, unit * 0.3));
        tutor.trace.Words rulings = tutor.data.Bundle.get().words(language);
        if (x.cardDeck() >= 0 && x.cardDeck() < decks.size()) {
            String deckName = rulings.value(tutor.trace.Arg.deck(x.cardDeck()), s.table()).toString();
            // The card as its language's names give it: sums, destinations and the edition's words filled in.
            String cardText = x.card() < 0 ? "" : face(t, rulings.value(tutor.trace.Arg.card(x.cardDeck(), x.card()), s.table()).toString());
            words.add(deckName);
            words.add(cardText);
            double w = Math.min(r.width, r.height * 1.6);
            double cx = r.x + (r.width - w) / 2;
            card(g, new RoundRectangle2D.Double(cx, r.y, w, r.height, unit * 0.3, unit * 0.3), "Tutor.card.face", unit);
            double ty = centred(g, deckName, fit(g, deckName, small, w - unit * 0.3), new Rectangle2D.Double(cx, 0, w, 0), r.y + unit * 0.2, ink);
            Font cardFont = base.deriveFont(Font.PLAIN, (float) Math.max(7, unit * 0.32));
            Font who = base.deriveFont(Font.ITALIC, (float) Math.max(7, unit * 0.26));
            FontMetrics fm = g.getFontMetrics(cardFont);
            double line = fm.getAscent() + fm.getDescent() * 0.4;
            double bottom = r.y + r.height - g.getFontMetrics(who).getHeight() - unit * 0.2;
            List<String> lines = wrap(cardText, fm, w - unit * 0.5);
            int room = (int) Math.max(1, (bottom - ty) / line);
            for (int k = 0; k < Math.min(room, lines.size()); k++) {
                String l = k == room - 1 && lines.size() > room ? lines.get(k) + "\u2026" : lines.get(k);
                ty = centred(g, l, cardFont, new Rectangle2D.Double(cx, 0, w, 0), ty, ink);
            }
            String drew = t.get("board.centre.drew", x.drawer());
            words.add(drew);
            centred(g, drew, fit(g, drew, who, w - unit * 0.3), new Rectangle2D.Double(cx, 0, w, 0), bottom, ink);
            return;
        }
        int n = decks.size();
        double gap = unit * 0.3;
        double w = Math.min((r.width - gap * (n - 1)) / n, r.height * 1.1);
        double h = Math.min(r.height, w * 1.15);
        double left = r.x + (r.width - (w * n + gap * (n - 1))) / 2;
        for (int i = 0; i < n; i++) {
            double cx = left + i * (w + gap);
            card(g, new RoundRectangle2D.Double(cx, r.y, w, h, unit * 0.3, unit * 0.3), "Tutor.card.back", unit);
            String name = rulings.value(tutor.trace.Arg.deck(i), s.table()).toString();
            words.add(name);
            List<String> nameLines = wrap(name, g.getFontMetrics(small), w - unit * 0.3);
            double ny = r.y + unit * 0.2;
            for (String line : nameLines.size() <= 2 ? nameLines : List.of(name)) {
                ny = centred(g, line, fit(g, line, small, w - unit * 0.3), new Rectangle2D.Double(cx, 0, w, 0), ny, ink);
            }
        }
    }

    private static void card(Graphics2D g, RoundRectangle2D.Double shape, String fill, double unit) {
        g.setColor(BoardView.color(fill));
        g.fill(shape);
        g.setColor(BoardView.color("Tutor.card.border"));
        g.setStroke(new BasicStroke((float) Math.max(1, unit * 0.05)));
        g.draw(shape);
    }

    /** The font, made smaller until the words fit the width. */
    private static Font fit(Graphics2D g, String words, Font f, double width) {
        Font font = f;
        while (g.getFontMetrics(font).stringWidth(words) > width && font.getSize2D() > 6) {
            font = font.deriveFont(font.getSize2D() - 0.5f);
        }
        return font;
    }

    /** The Bank's supply as pictures with counts, and the pot where the game has one. */
    private static void paintBank(Graphics2D g, Rectangle2D.Double r, GameState s, Font base, double unit, Texts t, String language,
                                  List<String> words) {
        Font f = base.deriveFont(Font.BOLD, (float) Math.max(8, unit * 0.4));
        g.setFont(f);
        FontMetrics fm = g.getFontMetrics();
        double icon = unit * 0.6;
        String houses = "× " + s.bankHouses();
        String hotels = "× " + s.bankHotels();
        int parking = s.board().freeParkingIndex();
        String pot = s.rules().freeParkingPot() && parking >= 0
                ? t.get("board.centre.pot", s.table().space(parking, language), tutor.ui.widgets.Money.of(language, s.board(), s.pot())) : "";
        boolean buildings = s.rules().buildingsAllowed();
        double width = (buildings ? icon * 2 + fm.stringWidth(houses) + fm.stringWidth(hotels) + icon * 2.2 : 0)
                + (pot.isEmpty() ? 0 : fm.stringWidth(pot) + icon);
        double x = r.x + (r.width - width) / 2;
        double base0 = r.y + r.height / 2 + fm.getAscent() / 2.5;
        Color text = BoardView.color("Tutor.board.text");
        if (buildings) {
            g.setFont(f);
            Pieces.building(g, x, base0 - icon, icon * 0.8, icon, BoardView.color("Tutor.house"));
            x += icon;
            g.setColor(text);
            g.setFont(f);
            g.drawString(houses, (float) x, (float) base0);
            x += fm.stringWidth(houses) + icon * 0.8;
            Pieces.building(g, x, base0 - icon, icon * 1.3, icon, BoardView.color("Tutor.hotel"));
            x += icon * 1.5;
            g.setColor(text);
            g.setFont(f);
            g.drawString(hotels, (float) x, (float) base0);
            x += fm.stringWidth(hotels) + icon;
        }
        if (!pot.isEmpty()) {
            words.add(pot);
            g.setColor(text);
            g.setFont(f);
            g.drawString(pot, (float) x, (float) base0);
        }
    }

    /** Draws a line centred across {@code area}'s width with its top at {@code top}; returns the next line's top. */
    static double centred(Graphics2D g, String s, Font f, Rectangle2D.Double area, double top, Color color) {
        g.setFont(f);
        g.setColor(color);
        FontMetrics fm = g.getFontMetrics();
        g.drawString(s, (float) (area.x + (area.width - fm.stringWidth(s)) / 2), (float) (top + fm.getAscent()));
        return top + fm.getAscent() + fm.getDescent();
    }

    static List<String> wrap(String text, FontMetrics fm, double width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : sums(text.split(" "))) {
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

    /**
     * The words with every sum kept whole: a number, the words after it ("тыс.") and its currency sign ("₽.",
     * "€", "$") stay on one line, so "50 тыс. ₽" never ends a line with a lone "₽.".
     */
    static List<String> sums(String[] words) {
        List<String> out = new ArrayList<>();
        for (String w : words) {
            if (!out.isEmpty() && !w.isEmpty()) {
                String last = out.get(out.size() - 1);
                boolean sign = w.codePoints().noneMatch(Character::isLetterOrDigit);
                boolean afterNumber = last.matches(".*\\d[.,]?") && (w.length() <= 4 || w.matches("\\d.*"));
                if (sign || afterNumber) {
                    out.set(out.size() - 1, last + " " + w);
                    continue;
                }
            }
            out.add(w);
        }
        return out;
    }
}
