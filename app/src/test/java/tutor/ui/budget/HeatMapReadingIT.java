package tutor.ui.budget;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.GraphicsEnvironment;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tutor.ui.Theme;
import tutor.ui.board.BoardGeometry;
import tutor.ui.GuiTest;

/**
 * The lab's heat map at 1024x768 is read from the back of a class: every space's share is written at least as
 * large as the space's name and never under the theme's least type, 11 px on the projector, 10 px in light (it was
 * about 6 px over the names, then about 7 px in the colour band), Jail's share too, inside its space, in its
 * inner strip and never over the name, which is whole; the names are the short ones, without prices ("Kentucky",
 * not "Kentucky Ave. $220").
 */
@GuiTest
class HeatMapReadingIT {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"light, en", "light, fr", "light, ru", "projector, en", "projector, fr", "projector, ru"})
    void everyShareIsAsLargeAsItsNameAndUnderIt(String theme, String language) throws Exception {
        Assumptions.assumeFalse(GraphicsEnvironment.isHeadless(), "no display: GUI tests run under Xvfb (see .ci/run)");
        BudgetFrame[] frame = new BudgetFrame[1];
        List<String> problems = new ArrayList<>();
        int[] measured = new int[1];
        SwingUtilities.invokeAndWait(() -> {
            Theme.named(theme, false).apply();
            frame[0] = new BudgetFrame(language);
            frame[0].setSize(1024, 768);
            frame[0].setLocation(0, 0);
            frame[0].setVisible(true);
        });
        try {
            SwingUtilities.invokeAndWait(() -> {
                frame[0].getRootPane().validate();
                var board = frame[0].board();
                BufferedImage img = new BufferedImage(board.getWidth(), board.getHeight(), BufferedImage.TYPE_INT_ARGB);
                var g = img.createGraphics();
                board.paint(g);
                g.dispose();
                BoardGeometry geo = new BoardGeometry(board.getWidth() - 8, board.getHeight() - 8,
                        board.shown().board().across(), board.shown().board().down());
                HeatMap heat = frame[0].heatMap();
                float floor = theme.equals("projector") ? 11f : 10f;
                int jail = board.shown().board().jailIndex();
                if (heat.shareSize(jail) < floor) {
                    problems.add(theme + " " + language + " Just Visiting's share in " + heat.shareSize(jail) + " px");
                }
                for (int i = 0; i < board.shown().board().size(); i++) {
                    if (geo.side(i) == BoardGeometry.Side.CORNER) {
                        // A corner's share is clear of its words too (Just Visiting's was over "Visiting").
                        Rectangle2D share = heat.shareBox(i);
                        Rectangle2D nameBox = board.printedBox(i);
                        // (GO's large letters' box has room above the capitals: a share may reach into that, a third of
                        // its own height at most.)
                        if (share == null || nameBox == null
                                || share.intersects(nameBox) && share.createIntersection(nameBox).getHeight() > share.getHeight() / 3) {
                            problems.add(theme + " " + language + " corner " + i + " " + board.printed(i) + ": share " + share + " over " + nameBox);
                        }
                        continue;
                    }
                    measured[0]++;
                    String where = theme + " " + language + " space " + i + " " + board.printed(i);
                    float name = board.printedSize(i);
                    Rectangle2D share = heat.shareBox(i);
                    Rectangle2D nameBox = board.printedBox(i);
                    if (heat.shareSize(i) < Math.max(floor, name)) {
                        problems.add(where + ": share in " + heat.shareSize(i) + " px, name in " + name + " px");
                    }
                    if (share == null || !geo.space(i).contains(share)) {
                        problems.add(where + ": share " + share + " outside the space " + geo.space(i));
                    }
                    if (name < 8f) {
                        problems.add(where + ": name in " + name + " px");
                    }
                    // Never over the name, however many lines it takes (a name of three lines was covered at its foot);
                    // and the name whole inside its space (a Russian name of five lines ran out of it).
                    if (share != null && nameBox != null && share.intersects(nameBox)) {
                        problems.add(where + ": share " + share + " over the name " + nameBox);
                    }
                    Rectangle2D.Double room = geo.space(i);
                    if (nameBox == null || !new Rectangle2D.Double(room.x - 0.5, room.y - 0.5, room.width + 1, room.height + 1).contains(nameBox)) {
                        problems.add(where + ": name " + nameBox + " outside the space " + geo.space(i));
                    }
                    if (board.printed(i).stream().anyMatch(l -> l.matches(".*\\d{2,}.*"))) {
                        problems.add(where + ": a price printed under the share");
                    }
                }
            });
        } finally {
            SwingUtilities.invokeAndWait(() -> frame[0].dispose());
        }
        assertThat(measured[0]).isEqualTo(36);
        assertThat(problems).isEmpty();
    }
}
