package tutor.chart;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.Styler;

/**
 * Fits a bar chart's category labels to the size it is drawn at, so they never run into each other:
 * level while they fit, then slanted, then upright in a smaller type, and a name too long for the room
 * under the plot shortened with an ellipsis (the full names stay with the chart, so a larger size
 * shows them again). XChart draws every category's label whatever the room; this decides how.
 */
public final class ChartFit {

    /** Room the y axis, its title and the plot's margins take beside the bars, in pixels. */
    private static final int Y_AXIS = 90;
    /** At most this share of the chart's height goes to the labels under the bars (a whole French street name at 1024x768). */
    private static final double LABEL_SHARE = 0.4;
    private static final int SMALLEST_TYPE = 8;

    /**
     * What a chart had before it was fitted (its category names, titles and types) and what the last fit
     * put in their place, so a fit starts again from the full words, and a caller's new title or theme
     * (a language switch, the projector's type) is taken as the new full words.
     */
    private record Fitted(List<String> names, String title, String titleShown, String yTitle, String yShown,
                          Font tick, Font tickShown, Font titleFont, Font titleShownFont, Font axis, Font axisShown) {

        Fitted renew(CategoryChart c) {
            var st = c.getStyler();
            return new Fitted(names, c.getTitle().equals(titleShown) ? title : c.getTitle(), c.getTitle(),
                    java.util.Objects.equals(c.getYAxisTitle(), yShown) ? yTitle : c.getYAxisTitle(), c.getYAxisTitle(),
                    st.getAxisTickLabelsFont().equals(tickShown) ? tick : st.getAxisTickLabelsFont(), st.getAxisTickLabelsFont(),
                    st.getChartTitleFont().equals(titleShownFont) ? titleFont : st.getChartTitleFont(), st.getChartTitleFont(),
                    st.getAxisTitleFont().equals(axisShown) ? axis : st.getAxisTitleFont(), st.getAxisTitleFont());
        }

        static Fitted first(CategoryChart c) {
            var st = c.getStyler();
            return new Fitted(ChartFit.names(c), c.getTitle(), c.getTitle(), c.getYAxisTitle(), c.getYAxisTitle(),
                    st.getAxisTickLabelsFont(), st.getAxisTickLabelsFont(), st.getChartTitleFont(), st.getChartTitleFont(),
                    st.getAxisTitleFont(), st.getAxisTitleFont());
        }
    }

    private static final Map<CategoryChart, Fitted> CHARTS = Collections.synchronizedMap(new WeakHashMap<>());
    private static final Graphics2D MEASURE = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();

    private ChartFit() {
    }

    /** Fits a chart, if it is a bar chart, to a size (a panel's now, or an image's). */
    public static void to(Chart<?, ?> chart, int width, int height) {
        legend(chart, width);
        if (chart instanceof CategoryChart c) {
            categories(c, width, height);
        }
    }

    /** Lays out a bar chart's category labels, title and y axis's title for {@code width} x {@code height}. */
    public static synchronized void categories(CategoryChart c, int width, int height) {
        if (c.getSeriesMap().isEmpty() || width <= 0 || height <= 0) {
            return;
        }
        Fitted was = CHARTS.get(c);
        Fitted f = was == null ? Fitted.first(c) : was.renew(c);
        List<String> full = f.names();
        int n = full.size();
        double per = (width - Y_AXIS - legendWidth(c)) / (double) Math.max(1, n);
        Font font = f.tick();
        FontMetrics fm = MEASURE.getFontMetrics(font);
        int longest = full.stream().mapToInt(fm::stringWidth).max().orElse(0);
        int rotation;
        double room;
        if (longest + 8 <= per) {
            rotation = 0;
            room = Double.MAX_VALUE;
        } else if (fm.getHeight() * 1.6 <= per) {
            rotation = 45;
            // Slanted names, like upright ones, may take up to half the height where the longest needs it: the lab's
            // likeliest dozen squares slant, and "28 Compagnie de distribution des eaux" was cut at 40%.
            room = Math.min(Math.max(LABEL_SHARE * height, 0.71 * longest), 0.5 * height) / 0.71;
        } else {
            rotation = 90;
            if (fm.getHeight() > per) {
                float size = (float) Math.max(SMALLEST_TYPE, Math.floor(per / 1.25));
                font = font.deriveFont(Math.min(font.getSize2D(), size));
                fm = MEASURE.getFontMetrics(font);
            }
            // Upright names may take up to half the height where the longest needs it ("12 Compagnie de distribution
            // d'électricité"): a name cut with "…" tells a class nothing.
            room = Math.min(Math.max(LABEL_SHARE * height, MEASURE.getFontMetrics(font).stringWidth(full.stream()
                    .max(java.util.Comparator.comparingInt(fm::stringWidth)).orElse(""))), 0.5 * height);
        }
        List<String> shown = new ArrayList<>();
        for (String name : full) {
            // A slanted name ends under its bar (XChart drops a name that would cross the chart's edge: a long one
            // centred under the last bars went, 12 bars and 11 names), so the first one has only the room left of its bar.
            double own = rotation == 45 && shown.isEmpty() ? Math.min(room, (Y_AXIS * 0.6 + per / 2) / 0.71 - fm.getHeight()) : room;
            shown.add(shorten(name, fm, own));
        }
        c.getStyler().setXAxisLabelRotation(rotation);
        var slant = rotation == 45 ? AxesChartStyler.TextAlignment.Right : AxesChartStyler.TextAlignment.Centre;
        c.getStyler().setXAxisLabelAlignment(slant);
        // Its top end, not its foot, against the axis: the names hang from their ticks side by side.
        c.getStyler().setXAxisLabelAlignmentVertical(rotation == 45 ? AxesChartStyler.TextAlignment.Right : AxesChartStyler.TextAlignment.Left);
        c.getStyler().setAxisTickLabelsFont(font);
        if (!shown.equals(names(c))) {
            for (CategorySeries s : c.getSeriesMap().values()) {
                c.updateCategorySeries(s.getName(), shown, new ArrayList<>(s.getYData()), null);
            }
        }
        // XChart centres the title over the plot, so it has the plot's width: a legend beside the plot starts where it ends.
        Font titleFont = fit(f.title(), f.titleFont(), width - Y_AXIS - legendWidth(c), c.getStyler().isChartTitleVisible(),
                c.getStyler()::setChartTitleFont, c::setTitle);
        // The y axis's title stands along the plot's height: what is left of the chart's height under the title,
        // above the category labels, the x axis's title and a legend below.
        int labels = shown.stream().mapToInt(fm::stringWidth).max().orElse(0);
        int under = rotation == 0 ? fm.getHeight() : rotation == 45 ? (int) (0.71 * labels) + fm.getHeight() : labels;
        int plotHeight = height - (c.getStyler().isChartTitleVisible() && !c.getTitle().isEmpty() ? 2 * titleFont.getSize() : 0)
                - under - 40 - (c.getStyler().isLegendVisible() && c.getStyler().getLegendPosition() == Styler.LegendPosition.OutsideS ? 40 : 0);
        // The axis titles share one type in XChart; the x axis's is the short one.
        Font axisFont = fit(f.yTitle(), f.axis(), plotHeight, true, c.getStyler()::setAxisTitleFont, c::setYAxisTitle);
        CHARTS.put(c, new Fitted(full, f.title(), c.getTitle(), f.yTitle(), c.getYAxisTitle(), f.tick(), font,
                f.titleFont(), titleFont, f.axis(), axisFont));
    }

    /**
     * Words in a type small enough for {@code room} pixels, shortened with an ellipsis only when even the smallest
     * type is too wide; the type and the words are handed to the chart.
     */
    private static Font fit(String words, Font base, int room, boolean visible, java.util.function.Consumer<Font> type,
                            java.util.function.Consumer<String> text) {
        if (words == null || words.isEmpty() || !visible || room <= 0) {
            return base;
        }
        Font font = base;
        while (MEASURE.getFontMetrics(font).stringWidth(words) > room && font.getSize2D() > SMALLEST_TYPE + 2) {
            font = font.deriveFont(font.getSize2D() - 1);
        }
        type.accept(font);
        text.accept(shorten(words, MEASURE.getFontMetrics(font), room));
        return font;
    }

    /**
     * A legend under the plot on one row where its entries fit the chart's width, one entry a row where they do not:
     * XChart draws a row however long, and the last strategies ran off a 1024-wide projector's chart ("Tra…").
     */
    public static synchronized void legend(Chart<?, ?> c, int width) {
        Styler s = c.getStyler();
        if (!s.isLegendVisible() || s.getLegendPosition() != Styler.LegendPosition.OutsideS || width <= 0) {
            return;
        }
        FontMetrics fm = MEASURE.getFontMetrics(s.getLegendFont());
        int row = s.getLegendPadding() + c.getSeriesMap().values().stream().filter(x -> x.isShowInLegend())
                .mapToInt(x -> fm.stringWidth(x.getLabel()) + s.getLegendSeriesLineLength() + 3 * s.getLegendPadding()).sum();
        s.setLegendLayout(row <= width - 20 ? Styler.LegendLayout.Horizontal : Styler.LegendLayout.Vertical);
    }

    /** The widest legend entry and its marker, where the legend stands beside the plot. */
    private static int legendWidth(CategoryChart c) {
        Styler s = c.getStyler();
        if (!s.isLegendVisible() || s.getLegendPosition() != Styler.LegendPosition.OutsideE) {
            return 0;
        }
        FontMetrics fm = MEASURE.getFontMetrics(s.getLegendFont());
        return c.getSeriesMap().values().stream().filter(x -> x.isShowInLegend()).mapToInt(x -> fm.stringWidth(x.getLabel())).max().orElse(0) + 50;
    }

    private static List<String> names(CategoryChart c) {
        List<String> out = new ArrayList<>();
        for (Object x : c.getSeriesMap().values().iterator().next().getXData()) {
            out.add(String.valueOf(x));
        }
        return out;
    }

    /** A name cut, with an ellipsis, to what fits in {@code room} pixels. */
    static String shorten(String name, FontMetrics fm, double room) {
        if (fm.stringWidth(name) <= room) {
            return name;
        }
        String cut = name;
        while (cut.length() > 1 && fm.stringWidth(cut.strip() + "…") > room) {
            cut = cut.substring(0, cut.length() - 1);
        }
        return cut.strip() + "…";
    }

    /** The names a chart's categories have in full, whatever is shown now (the class pages' tables, tests). */
    public static List<String> fullNames(CategoryChart c) {
        Fitted known = CHARTS.get(c);
        return known == null ? names(c) : known.names();
    }
}
