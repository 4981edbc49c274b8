package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.JList;
import javax.swing.JTextPane;
import javax.swing.JTree;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * The text boxes of the Table (library shown and hidden), Play during an auction and Your own table's position, at
 * 1024x768 in en, fr and ru: each shows whole lines only (a line its bottom cuts is not drawn: the band is background)
 * and at least two lines of the story and the step's first sentence, and the ruling's buttons are whole in the window.
 * The teacher's item 5: "Turn 1. Ann to act: the auction of / Electric Company" cut mid-line, Copy / MD clipped, and
 * "Cat throws 4 + 5 = 9. / The rule: Throw and move" cut with the library shown.
 */
class TextBoxesIT extends AbstractTutorIT {

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    @Test
    void theTablesBoxesShowWholeLines() {
        List<String> problems = new ArrayList<>();
        openScenario("bankruptcy-creditor-keeps");
        playExpected(3);
        for (String language : List.of("en", "fr", "ru")) {
            GuiActionRunner.execute(() -> frame.applyLanguage(language));
            for (boolean library : List.of(true, false)) {
                GuiActionRunner.execute(() -> {
                    if (frame.library().isVisible() != library) {
                        frame.toggleLibrary();
                    }
                });
                robot.waitForIdle();
                robot.waitForIdle();
                problems.addAll(onEdt(() -> check("table " + language + (library ? " library shown" : " library hidden"))));
            }
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void playsBoxesShowWholeLinesDuringAnAuction() {
        List<String> problems = new ArrayList<>();
        window.toggleButton("screen.play").click();
        window.textBox("play.seed").deleteText().enterText("7");
        window.button("play.start").click();
        window.slider("play.speed").slideToMaximum();
        // Seed 7: Ann throws 6+1 to Chance and ends her turn; the computers play; then 2+2 to St. Charles Place, declined.
        window.button("action.roll").click();
        window.button("action.end").click();
        waitFor("the computers' turns", () -> model().activity().learnerSeat() == 0
                && ((tutor.play.GameActivity) model().activity()).game().turns() == 3);
        window.button("action.roll").click();
        window.button("action.decline").click();
        waitFor("Ann's bid", () -> model().activity().learnerSeat() == 0
                && model().activity().state().pending() instanceof tutor.rules.state.Pending.Auction);
        for (String language : List.of("en", "fr", "ru")) {
            GuiActionRunner.execute(() -> frame.applyLanguage(language));
            robot.waitForIdle();
            robot.waitForIdle();
            problems.addAll(onEdt(() -> check("play auction " + language)));
        }
        assertThat(problems).isEmpty();
    }

    /** What is wrong with the text boxes in sight: a cut line drawn, too few lines, the step's first sentence or a button cut. */
    List<String> check(String where) {
        List<String> out = new ArrayList<>();
        if (System.getenv("TEXTBOXES_SHOTS") != null) {
            var root = frame.getRootPane();
            BufferedImage img = new BufferedImage(root.getWidth(), root.getHeight(), BufferedImage.TYPE_INT_RGB);
            var g = img.createGraphics();
            root.paint(g);
            g.dispose();
            try {
                javax.imageio.ImageIO.write(img, "png", java.nio.file.Path.of(System.getenv("TEXTBOXES_SHOTS"), where.replace(' ', '-') + ".png").toFile());
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        JTextPane story = (JTextPane) named("situation.text");
        JTextPane detail = (JTextPane) named("trace.detail");
        for (JComponent box : List.of(story, detail, named("trace.tree"), named("ruling.timeline"))) {
            if (box.isShowing()) {
                String cut = cutLineDrawn(box);
                if (cut != null) {
                    out.add(where + ": " + box.getName() + " " + cut);
                }
            }
        }
        int line = story.getFontMetrics(story.getFont()).getHeight();
        Rectangle storySeen = story.getVisibleRect();
        if (storySeen.height < 2 * line) {
            out.add(where + ": the situation's story shows " + storySeen.height + " px, less than two lines of " + line + " px");
        }
        String detailText = detail.getText();
        java.text.BreakIterator sentences = java.text.BreakIterator.getSentenceInstance();
        sentences.setText(detailText);
        int end = Math.min(sentences.next(), detailText.indexOf('\n') < 0 ? detailText.length() : detailText.indexOf('\n'));
        try {
            Rectangle2D last = detail.modelToView2D(Math.max(0, end - 1));
            Rectangle seen = detail.getVisibleRect();
            if (last != null && last.getMaxY() > seen.y + seen.height) {
                out.add(where + ": the step's first sentence \"" + detailText.substring(0, end) + "\" ends at y " + (int) last.getMaxY()
                        + ", the box shows to " + (seen.y + seen.height));
            }
        } catch (javax.swing.text.BadLocationException e) {
            throw new IllegalStateException(e);
        }
        Rectangle window = frame.getRootPane().getBounds();
        for (String button : List.of("trace.copyText", "trace.copyMarkdown")) {
            Component b = named(button);
            Rectangle at = SwingUtilities.convertRectangle(b.getParent(), b.getBounds(), frame.getRootPane());
            Rectangle panel = SwingUtilities.convertRectangle(named("trace").getParent(), named("trace").getBounds(), frame.getRootPane());
            if (!b.isShowing() || at.y + at.height > Math.min(window.height, panel.y + panel.height)) {
                out.add(where + ": " + button + " at " + at + " cut (the ruling panel ends at " + (panel.y + panel.height) + ", its least " + named("trace").getMinimumSize().height + " its height " + named("trace").getHeight() + ", the step box " + SwingUtilities.getAncestorOfClass(javax.swing.JScrollPane.class, detail).getHeight() + ")");
            }
        }
        return out;
    }

    /**
     * Where the box's bottom runs through a line (by the view's own geometry), the pixels of that band must all be
     * the background: null when they are, else what is drawn there.
     */
    private static String cutLineDrawn(JComponent view) {
        Rectangle seen = view.getVisibleRect();
        if (!(view.getParent() instanceof JViewport) || seen.y + seen.height >= view.getHeight()) {
            return null;
        }
        int bottom = seen.y + seen.height;
        Rectangle line = lineAt(view, new Point(seen.x + view.getInsets().left, bottom - 1));
        if (line == null || line.y + line.height <= bottom) {
            return null;
        }
        if (!(view instanceof JTextPane)) {
            // A row of several lines: its lines below the last whole one are the cut ones.
            int each = view.getFontMetrics(view.getFont()).getHeight();
            int whole = (bottom - line.y) / each;
            if (whole > 0) {
                line = new Rectangle(line.x, line.y + whole * each, line.width, each);
            }
        }
        if (line.y <= seen.y) {
            return null;
        }
        BufferedImage img = new BufferedImage(view.getWidth(), view.getHeight(), BufferedImage.TYPE_INT_RGB);
        var g = img.createGraphics();
        g.setClip(seen);
        view.paint(g);
        g.dispose();
        int background = view.getBackground().getRGB() & 0xFFFFFF;
        int drawn = 0;
        for (int y = line.y; y < bottom; y++) {
            for (int x = seen.x; x < seen.x + seen.width; x++) {
                if ((img.getRGB(x, y) & 0xFFFFFF) != background) {
                    drawn++;
                }
            }
        }
        return drawn == 0 ? null : "draws " + drawn + " px of the line its bottom cuts (y " + line.y + "-" + (line.y + line.height)
                + ", the box shows to " + bottom + ")";
    }

    private static Rectangle lineAt(JComponent view, Point at) {
        try {
            if (view instanceof JTextPane t) {
                Rectangle2D r = t.modelToView2D(t.viewToModel2D(at));
                return r == null ? null : r.getBounds();
            }
        } catch (javax.swing.text.BadLocationException e) {
            return null;
        }
        if (view instanceof JTree tree) {
            return tree.getRowBounds(tree.getClosestRowForLocation(at.x, at.y));
        }
        if (view instanceof JList<?> list) {
            int row = list.locationToIndex(at);
            return row < 0 ? null : list.getCellBounds(row, row);
        }
        return null;
    }

    private JComponent named(String name) {
        return (JComponent) robot.finder().findByName(frame, name, Component.class, true);
    }
}
