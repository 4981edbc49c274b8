package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.lesson.Mode;
import tutor.ui.Theme;
import tutor.ui.GuiTest;

/**
 * The steps not yet visited read in full contrast on the lesson's step map, on the shelf and in the lesson: drawn
 * faint they looked disabled though they can be clicked (the teacher's walk, shots 52 and 101). Measured on the map as
 * painted: the most contrasting pixel of each unvisited step's glyph against the background, as WCAG AA asks of text
 * (4.5:1).
 */
@GuiTest
class LessonMapContrastIT {

    private static final double AA = 4.5;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"light", "dark", "projector"})
    void unvisitedStepsReadInFullContrast(String themeName, @TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.named(themeName, false), "en", tutor.ui.ProjectorScreen.size())) {
            w.onEdt(() -> w.lessons().shelf().select("auction-value"));
            w.robot.waitForIdle();
            List<String> faint = new ArrayList<>(faint(w, "lessons.map", "shelf", 0));
            w.start("auction-value", Mode.PRESENT, null);
            faint.addAll(faint(w, "lesson.map", "present", 1));
            w.window.button("lesson.back").click();
            w.start("auction-value", Mode.PRACTISE, "Zoe");
            faint.addAll(faint(w, "lesson.map", "practise (steps ahead locked)", 1));
            assertThat(faint).as(themeName + ": unvisited steps under " + AA + ":1").isEmpty();
        }
    }

    /** Each station from {@code from} on (the ones not visited) with its glyph's contrast against the map's background. */
    private static List<String> faint(LessonWindow w, String name, String where, int from) {
        w.robot.waitForIdle();
        ShelfShots.shoot(w, "map-" + where.replaceAll("[^a-z]+", "-") + "-" + javax.swing.UIManager.getLookAndFeel().getName());
        return w.onEdt(() -> {
            LessonMap map = (LessonMap) w.robot.finder().findByName(w.frame, name, LessonMap.class, true);
            Color background = background(map);
            BufferedImage img = new BufferedImage(map.getWidth(), map.getHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            g.setColor(background);
            g.fillRect(0, 0, img.getWidth(), img.getHeight());
            map.paint(g);
            g.dispose();
            List<String> out = new ArrayList<>();
            for (int i = from; i < map.stations().size(); i++) {
                assertThat(map.stations().get(i).reached()).as(where + " step " + (i + 1) + " not visited yet").isFalse();
                Rectangle r = map.stationBounds(i);
                // Inside the rim: the glyph.
                int inset = Math.max(3, r.width / 5);
                double best = 1;
                for (int y = r.y + inset; y < r.y + r.height - inset; y++) {
                    for (int x = r.x + inset; x < r.x + r.width - inset; x++) {
                        best = Math.max(best, ratio(new Color(img.getRGB(x, y)), background));
                    }
                }
                if (best < AA) {
                    out.add(String.format("%s step %d (%s): %.2f:1", where, i + 1, LessonMap.glyph(map.stations().get(i).step()), best));
                }
            }
            return out;
        });
    }

    private static Color background(java.awt.Component c) {
        java.awt.Component k = c;
        while (k != null && !k.isOpaque()) {
            k = k.getParent();
        }
        return k == null ? javax.swing.UIManager.getColor("Panel.background") : k.getBackground();
    }

    /** WCAG 2 contrast ratio of two colours. */
    static double ratio(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(Color c) {
        return 0.2126 * channel(c.getRed()) + 0.7152 * channel(c.getGreen()) + 0.0722 * channel(c.getBlue());
    }

    private static double channel(int v) {
        double s = v / 255.0;
        return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
    }
}
