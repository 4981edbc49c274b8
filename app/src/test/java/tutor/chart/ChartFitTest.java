package tutor.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.style.Styler;
import tutor.analysis.JailStrategy;
import tutor.lesson.ChartSpec;
import tutor.lesson.LessonLab;
import tutor.lesson.load.LibraryData;

/**
 * Charts squeezed onto a 1024x768 projector keep their labels apart: each category's label gets a line
 * of its own (level, slanted or upright), a title and the y axis's title fit the room they have, and no
 * legend stands inside the plot over the lines or bars. Lesson charts name the board's squares and groups
 * in the lesson's language.
 */
class ChartFitTest {

    private final LessonLab lab = LibraryData.lab();
    private static final java.awt.Graphics2D G = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();

    private static List<String> shown(CategoryChart c) {
        return c.getSeriesMap().values().iterator().next().getXData().stream().map(String::valueOf).toList();
    }

    /** The room one category has along the x axis, against what its label takes there at the rotation chosen. */
    private static void labelsDoNotOverlap(CategoryChart c, int width) {
        int n = shown(c).size();
        double per = (width - 90) / (double) n;
        Font f = c.getStyler().getAxisTickLabelsFont();
        FontMetrics fm = G.getFontMetrics(f);
        int rotation = c.getStyler().getXAxisLabelRotation();
        int longest = shown(c).stream().mapToInt(fm::stringWidth).max().orElse(0);
        double taken = rotation == 0 ? longest + 8 : rotation == 45 ? fm.getHeight() * 1.6 : fm.getHeight();
        assertThat(taken).as("a label's footprint at " + rotation + " degrees, " + f.getSize2D() + "pt").isLessThanOrEqualTo(per + 0.5);
    }

    @Test
    void fortyOneSquaresStandUprightInSmallerTypeAndLongNamesAreShortened() {
        CategoryChart odds = LabCharts.landingOdds(lab.odds("classic", JailStrategy.SHORT), "x", 550, 300, "fr");
        assertThat(odds.getStyler().getXAxisLabelRotation()).isEqualTo(90);
        labelsDoNotOverlap(odds, 550);
        assertThat(shown(odds)).anyMatch(s -> s.endsWith("…"));
        assertThat(ChartFit.fullNames(odds)).contains("12 Compagnie de distribution d'électricité", "0 Départ", "En prison");
        // Given room, the same chart shows the names whole again.
        ChartFit.categories(odds, 2400, 900);
        assertThat(shown(odds)).isEqualTo(ChartFit.fullNames(odds));
    }

    /**
     * Whether XChart drew category {@code k}'s name: the picture changes when the name is written backwards (same
     * glyphs, same size), unless the name was dropped (XChart leaves out a name that would cross the chart's edge).
     */
    private static boolean drawn(CategoryChart c, int k) {
        var s = c.getSeriesMap().values().iterator().next();
        List<String> names = shown(c);
        List<Number> ys = new java.util.ArrayList<>(s.getYData());
        java.awt.image.Raster before = org.knowm.xchart.BitmapEncoder.getBufferedImage(c).getData();
        List<String> other = new java.util.ArrayList<>(names);
        other.set(k, new StringBuilder(names.get(k)).reverse().toString());
        c.updateCategorySeries(s.getName(), other, ys, null);
        java.awt.image.Raster after = org.knowm.xchart.BitmapEncoder.getBufferedImage(c).getData();
        c.updateCategorySeries(s.getName(), names, ys, null);
        int[] a = before.getPixels(0, 0, before.getWidth(), before.getHeight(), (int[]) null);
        int[] b = after.getPixels(0, 0, after.getWidth(), after.getHeight(), (int[]) null);
        return !java.util.Arrays.equals(a, b);
    }

    /** The lab's twelve likeliest squares: twelve bars, twelve names ("28 Compagnie de distribution des eaux" went). */
    @Test
    void everyOneOfTheTwelveLikeliestSquaresIsNamedAndInJailHasNoSquareNumber() {
        for (Object[] size : new Object[][] {{"fr", 500, 330}, {"en", 990, 330}, {"ru", 640, 300}}) {
            String lang = (String) size[0];
            CategoryChart odds = LabCharts.landingOdds(lab.odds("classic", JailStrategy.SHORT), "x", (int) size[1], (int) size[2], lang, 12);
            assertThat(shown(odds)).hasSize(12);
            for (int k = 0; k < 12; k++) {
                assertThat(drawn(odds, k)).as(lang + " " + size[1] + ": " + shown(odds).get(k)).isTrue();
            }
            // In Jail is no square of the track (Jail is square 10): named without a number, unlike "0 GO".
            assertThat(shown(odds).get(0)).isEqualTo(Map.of("en", "In Jail", "fr", "En prison", "ru", "В тюрьме").get(lang));
            assertThat(shown(odds)).contains(Map.of("en", "0 GO", "fr", "0 Départ", "ru", "0 Вперёд").get(lang));
        }
    }

    @Test
    void colourGroupsSlantWhenTheyDoNotFitLevel() {
        CategoryChart payback = LabCharts.payback(lab.returns("classic", JailStrategy.SHORT, 3), lab.table("classic").board().groups(),
                List.of("0", "3", "hotel"), 520, 300, "ru", g -> lab.table("classic").group(g.index(), "ru"));
        assertThat(payback.getStyler().getXAxisLabelRotation()).isEqualTo(45);
        labelsDoNotOverlap(payback, 520);
        assertThat(shown(payback)).contains("Синие");
        ChartFit.categories(payback, 1600, 600);
        assertThat(payback.getStyler().getXAxisLabelRotation()).isZero();
    }

    @Test
    void aTitleAndTheYAxisTitleFitTheirRoom() {
        CategoryChart payback = LabCharts.payback(lab.returns("classic", JailStrategy.SHORT, 3), lab.table("classic").board().groups(),
                List.of("0", "3", "hotel"), 600, 300, "fr", g -> g.id());
        payback.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        ChartFit.categories(payback, 560, 260);
        FontMetrics title = G.getFontMetrics(payback.getStyler().getChartTitleFont());
        assertThat(title.stringWidth(payback.getTitle())).isLessThanOrEqualTo(560 - 90);
        assertThat(payback.getTitle()).isEqualTo("Délai de remboursement de chaque groupe complet");
        FontMetrics axis = G.getFontMetrics(payback.getStyler().getAxisTitleFont());
        assertThat(axis.stringWidth(payback.getYAxisTitle())).isLessThan(260);
        // A new title from the caller (the screen's own, or another language's) is taken whole and fitted again.
        payback.setTitle("Short");
        ChartFit.categories(payback, 560, 260);
        assertThat(payback.getTitle()).isEqualTo("Short");
    }

    /**
     * A lesson's and a handout's charts word strategies as the lab does and groups as the board names them: the
     * auction-value handout once labelled its bars "bid-to-50", "bid-to-100", "bid-to-200".
     */
    @Test
    void aLessonsChartsNameStrategiesAndGroupsInWordsNeverIds() {
        for (String language : List.of("en", "fr", "ru")) {
            CategoryChart wins = (CategoryChart) LessonCharts.of(new ChartSpec("win-rates", "classic", "short", List.of(), List.of(),
                    new tutor.lesson.SimSpec("classic", 3, 6, 11, List.of("bid-to-50", "bid-to-100", "bid-to-200"))), lab, 1000, 500, language);
            assertThat(ChartFit.fullNames(wins)).as(language).containsExactly(StrategyNames.in(language, "$").apply("bid-to-50"),
                    StrategyNames.in(language, "$").apply("bid-to-100"), StrategyNames.in(language, "$").apply("bid-to-200"))
                    .noneMatch(n -> n.matches("[a-z]+(-[a-z0-9]+)+"));
            CategoryChart payback = (CategoryChart) LessonCharts.of(new ChartSpec("payback", "classic", "short", List.of(), List.of(), null),
                    lab, 1000, 500, language);
            // French writes a group's colour in lower case, and its orange is the id's word: only English may not show "orange"
            assertThat(ChartFit.fullNames(payback)).as(language).hasSize(8).doesNotContain("brown", "light-blue", "dark-blue")
                    .doesNotContain(language.equals("fr") ? "light-blue" : "orange")
                    .noneMatch(n -> n.matches("[a-z]+(-[a-z0-9]+)+"));
        }
    }

    @Test
    void noLegendStandsInsideThePlot() {
        XYChart worth = LabCharts.netWorth(lab.simulation(new tutor.lesson.SimSpec("classic", 3, 6, 2, List.of("buy-all", "cautious"))),
                "$", 600, 300, "en");
        assertThat(worth.getStyler().getLegendPosition()).isEqualTo(Styler.LegendPosition.OutsideS);
        CategoryChart level = (CategoryChart) LessonCharts.of(new ChartSpec("level-income", "classic", "short", List.of("orange"),
                List.of(), null), lab, 600, 300, "fr");
        assertThat(level.getStyler().getLegendPosition()).isEqualTo(Styler.LegendPosition.OutsideS);
        assertThat(shown(level)).contains("aucune", "hôtel");
        XYChart game = GameCharts.netWorth(List.of("Ann", "Ben"), List.of(new int[] {1500, 1500}, new int[] {1400, 1600}), "t", "x", "y",
                false, 13f, 600, 300);
        assertThat(game.getStyler().getLegendPosition()).isEqualTo(Styler.LegendPosition.OutsideS);
    }

    @Test
    void mediansLyingOnOneAnotherEachStillShowTheirColour() {
        XYChart worth = LabCharts.netWorth(lab.simulation(new tutor.lesson.SimSpec("classic", 4, 40, 7,
                List.of("buy-all", "cautious", "three-houses", "trader"))), "$", 800, 500, "en");
        java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(800, 500, java.awt.image.BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = img.createGraphics();
        worth.paint(g, 800, 500);
        g.dispose();
        // Legend rows left out: only the plot's own pixels count, where the losing medians run together along 0.
        java.util.Map<Integer, Integer> seen = new java.util.HashMap<>();
        for (int y = 0; y < 380; y++) {
            for (int x = 0; x < 800; x++) {
                seen.merge(img.getRGB(x, y) & 0xffffff, 1, Integer::sum);
            }
        }
        List<Integer> counts = worth.getSeriesMap().values().stream().filter(s -> s.isShowInLegend())
                .map(s -> seen.getOrDefault(s.getLineColor().getRGB() & 0xffffff, 0)).toList();
        assertThat(counts).as("pixels of each strategy's median colour").hasSize(4).allMatch(n -> n > 300);
    }

    @Test
    void aLessonsChartNamesTheBoardInTheLessonsLanguage() {
        CategoryChart odds = (CategoryChart) LessonCharts.of(new ChartSpec("landing-odds", "classic", "short", List.of(), List.of(), null),
                lab, 1000, 500, "ru");
        assertThat(ChartFit.fullNames(odds)).contains("0 Вперёд", "В тюрьме").doesNotContain("40 В тюрьме");
        assertThat(odds.getSeriesMap()).isNotEmpty();
    }

    @Test
    void aClassOddsChartColoursItsGroupAndReadsItsSquaresAcross() {
        CategoryChart odds = (CategoryChart) LessonCharts.of(new ChartSpec("landing-odds", "classic", "short", List.of("orange"), List.of(), null),
                lab, 1000, 500, "en");
        assertThat(odds.getSeriesMap()).containsOnlyKeys("Other squares", "Orange");
        List<Double> orange = odds.getSeriesMap().get("Orange").getYData().stream().map(Number::doubleValue).toList();
        List<Integer> coloured = new java.util.ArrayList<>();
        for (int i = 0; i < orange.size(); i++) {
            if (orange.get(i) > 0) {
                coloured.add(i);
            }
        }
        assertThat(coloured).as("St. James Place, Tennessee and New York Avenues").containsExactly(16, 18, 19);
        // Published (Collins, short jail): New York Avenue 3.0852% of rolls.
        assertThat(orange.get(19)).isCloseTo(3.0852, org.assertj.core.data.Offset.offset(0.0001));
        assertThat(List.copyOf(odds.getSeriesMap().get("Other squares").getYData()).get(19).doubleValue()).isZero();
        assertThat(odds.getStyler().getXAxisLabelRotation()).as("square numbers read across on the handout (1000 wide)").isZero();
        assertThat(ChartFit.fullNames(odds)).startsWith("0", "1").endsWith("39", "J");
    }

    /**
     * In French the legend names the coloured bars as deeds («Propriétés orange», not a bare «orange» beside «Autres
     * cases»), and the axis title says what the letter is without repeating the 10 the axis already shows.
     */
    @Test
    void aFrenchClassOddsChartNamesItsColouredBarsAsDeeds() {
        CategoryChart odds = (CategoryChart) LessonCharts.of(new ChartSpec("landing-odds", "classic", "short", List.of("orange"), List.of(), null),
                lab, 1000, 500, "fr");
        assertThat(odds.getSeriesMap()).containsOnlyKeys("Autres cases", "Propriétés orange");
        assertThat(odds.getXAxisTitle()).isEqualTo("Cases depuis la case Départ (0)\u00a0; P\u00a0: un pion en prison");
    }
}
