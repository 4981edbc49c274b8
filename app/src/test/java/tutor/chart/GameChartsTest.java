package tutor.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;

/**
 * The end-of-game net-worth chart when every player stands at the same worth (three players at $1,500 after a quiet
 * start, teacher walk 4 shot-93): every player's colour still shows, as nested stripes, not the last line drawn alone.
 */
class GameChartsTest {

    @Test
    void playersAtTheSameWorthAllShowTheirColour() {
        List<Color> colours = List.of(new Color(0xE0, 0x20, 0x80), new Color(0x20, 0x60, 0xE0), new Color(0x20, 0xA0, 0x40));
        List<int[]> samples = List.of(new int[] {1500, 1500, 1500}, new int[] {1500, 1500, 1500}, new int[] {1500, 1500, 1500},
                new int[] {1500, 1500, 1500});
        XYChart c = GameCharts.netWorth(List.of("Ann", "Ben", "Cat"), colours, samples, "Net worth", "Turn", "Net worth ($)", false, 13f, 600,
                300);
        BufferedImage img = new BufferedImage(600, 300, BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = img.createGraphics();
        c.paint(g, 600, 300);
        g.dispose();
        // Down the middle of the plot, across the line: each colour is found (not only in the legend, which is below).
        int x = 300;
        int[] found = new int[colours.size()];
        for (int y = 30; y < 200; y++) {
            Color px = new Color(img.getRGB(x, y));
            for (int k = 0; k < colours.size(); k++) {
                if (near(px, colours.get(k))) {
                    found[k]++;
                }
            }
        }
        for (int k = 0; k < colours.size(); k++) {
            assertThat(found[k]).as("rows of player " + k + "'s colour across the lines at x=" + x).isGreaterThan(0);
        }
    }

    private static boolean near(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) + Math.abs(a.getGreen() - b.getGreen()) + Math.abs(a.getBlue() - b.getBlue()) < 40;
    }
}
