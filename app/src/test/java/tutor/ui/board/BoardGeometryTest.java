package tutor.ui.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Rectangle2D;
import org.junit.jupiter.api.Test;

/** Where the spaces sit, checked without a display. */
class BoardGeometryTest {

    private final BoardGeometry geo = new BoardGeometry(800, 600);

    @Test
    void theBoardIsTheLargestCentredSquare() {
        assertThat(geo.size()).isEqualTo(600);
        assertThat(geo.bounds()).isEqualTo(new Rectangle2D.Double(100, 0, 600, 600));
    }

    @Test
    void goIsBottomRightJailBottomLeftFreeParkingTopLeftGoToJailTopRight() {
        double c = geo.corner();
        assertThat(geo.space(0)).isEqualTo(new Rectangle2D.Double(700 - c, 600 - c, c, c));
        assertThat(geo.space(10)).isEqualTo(new Rectangle2D.Double(100, 600 - c, c, c));
        assertThat(geo.space(20)).isEqualTo(new Rectangle2D.Double(100, 0, c, c));
        assertThat(geo.space(30)).isEqualTo(new Rectangle2D.Double(700 - c, 0, c, c));
    }

    @Test
    void theFortySpacesTileTheRingWithoutOverlap() {
        assertThat(geo.spaces()).isEqualTo(40);
        assertTilesTheBoard(geo);
        assertThat(geo.bounds().width * geo.bounds().height).isEqualTo(600.0 * 600.0);
    }

    /** The spaces and the centre cover the board exactly, with no two spaces overlapping. */
    private static void assertTilesTheBoard(BoardGeometry g) {
        double area = 0;
        for (int i = 0; i < g.spaces(); i++) {
            Rectangle2D.Double r = g.space(i);
            area += r.width * r.height;
            for (int j = i + 1; j < g.spaces(); j++) {
                Rectangle2D inter = r.createIntersection(g.space(j));
                assertThat(inter.getWidth() <= 1e-9 || inter.getHeight() <= 1e-9).as("spaces %d and %d overlap", i, j).isTrue();
            }
        }
        Rectangle2D.Double c = g.centre();
        Rectangle2D.Double b = g.bounds();
        assertThat(area + c.width * c.height).isCloseTo(b.width * b.height, org.assertj.core.data.Offset.offset(1e-6));
    }

    @Test
    void spacesRunRoundTheBoardInOrderAndBandsFaceTheMiddle() {
        assertThat(geo.space(1).x).isGreaterThan(geo.space(9).x);       // bottom row runs right to left
        assertThat(geo.space(11).y).isGreaterThan(geo.space(19).y);     // left column runs upwards
        assertThat(geo.space(21).x).isLessThan(geo.space(29).x);        // top row runs left to right
        assertThat(geo.space(31).y).isLessThan(geo.space(39).y);        // right column runs downwards
        assertThat(geo.band(39).x).isEqualTo(geo.space(39).x);          // Boardwalk's band on its inner (left) edge
        assertThat(geo.band(1).y).isEqualTo(geo.space(1).y);            // Mediterranean's band on its top edge
        assertThat(geo.spaceAt(geo.space(24).getCenterX(), geo.space(24).getCenterY())).isEqualTo(24);
        assertThat(geo.spaceAt(400, 300)).isEqualTo(-1);
    }

    @Test
    void theJuniorBoardIsARingOfThirtyTwo_NineAcrossAndFiveDown() {
        BoardGeometry junior = new BoardGeometry(1000, 600, 9, 5);
        assertThat(junior.spaces()).isEqualTo(32);
        double cell = junior.cell();
        // 12.5 cells across by 8.5 down, fitted to the height: 600 / 8.5.
        assertThat(cell).isCloseTo(600 / 8.5, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(junior.side(10)).isEqualTo(BoardGeometry.Side.CORNER);   // the Cafe, bottom left
        assertThat(junior.side(16)).isEqualTo(BoardGeometry.Side.CORNER);   // the loose change, top left
        assertThat(junior.side(26)).isEqualTo(BoardGeometry.Side.CORNER);   // the tram, top right
        assertThat(junior.side(13)).isEqualTo(BoardGeometry.Side.LEFT);
        assertThat(junior.side(31)).isEqualTo(BoardGeometry.Side.RIGHT);
        assertTilesTheBoard(junior);
        assertThat(junior.space(11).y).isGreaterThan(junior.space(15).y);  // the left side runs upwards
    }

    @Test
    void theOwnersStripNeverCoversTheNameOfASpace() {
        for (BoardGeometry g : new BoardGeometry[] {new BoardGeometry(600, 600), new BoardGeometry(800, 500, 9, 5)}) {
            for (int i = 0; i < g.spaces(); i++) {
                if (g.side(i) == BoardGeometry.Side.CORNER) {
                    continue;
                }
                java.awt.geom.Rectangle2D.Double strip = g.ownerStrip(i);
                java.awt.geom.Rectangle2D.Double inside = g.inside(i);
                assertThat(strip.width * strip.height).as("space " + i).isGreaterThan(0);
                assertThat(strip.createIntersection(inside).getWidth() * strip.createIntersection(inside).getHeight())
                        .as("space " + i).isLessThanOrEqualTo(1e-9);
                assertThat(g.space(i).contains(strip) || g.space(i).createIntersection(strip).equals(strip)).isTrue();
                // The name's area lies between the colour band and the strip, and the band is outside it too.
                java.awt.geom.Rectangle2D band = g.band(i).createIntersection(inside);
                assertThat(band.getWidth() * band.getHeight()).as("band of " + i).isLessThanOrEqualTo(1e-9);
            }
        }
    }
}
