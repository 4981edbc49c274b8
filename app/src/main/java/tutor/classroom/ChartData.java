package tutor.classroom;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;
import tutor.chart.LessonCharts;
import tutor.lesson.ChartSpec;
import tutor.lesson.Step;
import tutor.text.Numbers;

/**
 * A lesson's chart step for a learner's page: the very chart the Lessons screen draws (the lab's numbers,
 * its titles and the board's names in the learner's language), given as its figures rather than as a
 * picture, so the page draws it as a table of horizontal bars with every value written out. A picture of
 * forty upright bars cannot be read on a 360-px phone; a list of rows can, and a screen reader reads it
 * as a table. Charts that need games simulated first (win rates, net worth) are not sent: the page says to
 * look at the board at the front. Made once per step and language.
 */
final class ChartData {

    private static final Map<String, Map<String, Object>> MADE = new ConcurrentHashMap<>();

    private ChartData() {
    }

    /** The chart's figures for a page, or null when this chart is only shown at the front. */
    static Map<String, Object> of(ClassLesson lesson, Step.Chart step, String lang) {
        ChartSpec spec = step.chart();
        if (!spec.kind().equals("landing-odds") && !spec.kind().equals("payback") && !spec.kind().equals("level-income")) {
            return null;
        }
        String key = lesson.lesson().id() + "/" + step.id() + "/" + lang;
        return MADE.computeIfAbsent(key, k -> make(lesson, spec, lang));
    }

    private static Map<String, Object> make(ClassLesson lesson, ChartSpec spec, String lang) {
        CategoryChart c = (CategoryChart) LessonCharts.of(spec, lesson.lab(), 800, 600, lang);
        String pattern = c.getStyler().getYAxisDecimalPattern();
        int places = pattern == null || !pattern.contains(".") ? 0 : pattern.length() - pattern.indexOf('.') - 1;
        List<String> series = new ArrayList<>();
        List<String> colours = new ArrayList<>();
        List<String> categories = new ArrayList<>();
        List<List<Double>> values = new ArrayList<>();
        for (CategorySeries s : c.getSeriesMap().values()) {
            series.add(c.getStyler().isLegendVisible() ? s.getName() : "");
            colours.add(LessonCharts.webColour(s));
            if (categories.isEmpty()) {
                s.getXData().forEach(x -> categories.add(String.valueOf(x)));
            }
            List<Double> ys = new ArrayList<>();
            s.getYData().forEach(y -> ys.add(y == null ? 0 : y.doubleValue()));
            values.add(ys);
        }
        // A phone's table has room for the squares' names: the projector's chart numbers them (and marks In Jail J, P, Т).
        List<String> full = LessonCharts.squareNames(spec, lesson.lab(), lang);
        boolean named = full != null && full.size() == categories.size();
        if (named) {
            categories.clear();
            categories.addAll(full);
        }
        double most = values.stream().flatMap(List::stream).mapToDouble(Double::doubleValue).max().orElse(1);
        // Series that split the squares between them (which-group's light blue, orange, red, dark blue and the others)
        // are one column on a phone, each bar in its group's colour: five columns of bars did not fit 360 px.
        boolean oneColumn = values.size() > 1 && disjoint(values, categories.size());
        List<Map<String, Object>> rows = new ArrayList<>();
        for (int i = 0; i < categories.size(); i++) {
            List<Map<String, Object>> cells = new ArrayList<>();
            int only = oneColumn ? valued(values, i) : -1;
            for (int k = 0; k < values.size(); k++) {
                List<Double> ys = values.get(k);
                double v = i < ys.size() ? ys.get(i) : 0;
                if (oneColumn && k != only) {
                    continue;
                }
                cells.add(Map.of("text", Numbers.decimal(v, places, lang), "share", most <= 0 ? 0 : Math.max(0, v / most),
                        "color", colours.get(k)));
            }
            rows.add(Map.of("label", categories.get(i), "cells", cells));
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("title", c.getTitle() == null ? "" : c.getTitle());
        // With the squares named on the rows, the projector's axis title («…; Т — фишка в тюрьме») no longer applies.
        out.put("x", named ? tutor.text.Texts.of("lab", lang).get("chart.lesson.odds.square") : c.getXAxisTitle() == null ? "" : c.getXAxisTitle());
        out.put("y", c.getYAxisTitle() == null ? "" : c.getYAxisTitle());
        out.put("series", oneColumn ? List.of(c.getYAxisTitle() == null ? "" : c.getYAxisTitle()) : series);
        List<Map<String, String>> legend = new ArrayList<>();
        for (int k = 0; oneColumn && k < series.size(); k++) {
            legend.add(Map.of("name", series.get(k), "color", colours.get(k)));
        }
        out.put("legend", legend);
        out.put("rows", rows);
        return Map.copyOf(out);
    }

    /** The series holding category {@code i}'s value; the last (the other squares) when it is 0 in all (Go to Jail). */
    private static int valued(List<List<Double>> values, int i) {
        for (int k = 0; k < values.size(); k++) {
            if (i < values.get(k).size() && values.get(k).get(i) != 0) {
                return k;
            }
        }
        return values.size() - 1;
    }

    /** Whether no category has a value in more than one series. */
    private static boolean disjoint(List<List<Double>> values, int categories) {
        for (int i = 0; i < categories; i++) {
            int nonZero = 0;
            for (List<Double> ys : values) {
                nonZero += i < ys.size() && ys.get(i) != 0 ? 1 : 0;
            }
            if (nonZero > 1) {
                return false;
            }
        }
        return true;
    }
}
