package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.XChartPanel;
import tutor.lesson.Mode;
import tutor.lesson.Step;
import tutor.ui.ComponentWalk;
import tutor.ui.Theme;
import tutor.ui.GuiTest;

/**
 * The lesson charts on the Lessons screen in French and Russian name the board's squares and groups in the
 * language, as the handout's charts do: "Départ" / "Вперёд" on the landing-odds chart, "rouge" (French writes a group's colour in lower case) / "Красные" on the
 * payback chart, and none of the classic board's English words for its special squares and colour groups. (The
 * US streets keep their printed names by design: boards/names-fr.yaml and names-ru.yaml say why.)
 */
@GuiTest
class LessonChartNamesIT {

    /** The classic board's English words that have a name of their own in French and in Russian. */
    private static final Pattern ENGLISH = Pattern.compile(
            "\\b(GO|Jail|Just Visiting|In Jail|Free Parking|Community Chest|Income Tax|Luxury Tax|Electric Company|Water Works"
            + "|Go To Jail|Brown|Light Blue|Pink|Red|Yellow|Green|Dark Blue|Railroads|Utilities)\\b");

    private LessonWindow w;
    /** The chart read last: the next one is another (the screen keeps the old one until the new one is drawn). */
    private CategoryChart last;

    @AfterEach
    void close() {
        if (w != null) {
            w.close();
        }
    }

    @ParameterizedTest
    @CsvSource({"fr, Départ, rouge", "ru, Вперёд, Красные"})
    void theLessonChartsNameSquaresAndGroupsInTheLanguage(String language, String go, String red, @TempDir Path home) {
        w = LessonWindow.open(home, Theme.LIGHT, language, tutor.ui.ProjectorScreen.size());
        w.start("which-group", Mode.PRESENT, null);

        List<String> odds = categoriesOfChart("odds-chart");
        // which-group's odds chart colours four groups and numbers its 40 squares (names would not fit; a4a7e1ff), with a
        // letter for a token in Jail: the bars carry no words, so no English; the squares are named in the language by
        // the axis title under them, which counts from GO in its own name and says what the letter is.
        assertThat(odds).as("the landing-odds chart's squares").hasSizeGreaterThanOrEqualTo(40)
                .noneMatch(s -> ENGLISH.matcher(s).find());
        String squares = w.onEdt(() -> last.getXAxisTitle());
        assertThat(squares).as("the landing-odds chart's squares, named under the bars").contains(go);
        assertThat(ENGLISH.matcher(squares).find()).as(squares).isFalse();
        List<String> groups = categoriesOfChart("payback-chart");
        assertThat(groups).as("the payback chart's groups").contains(red).noneMatch(s -> ENGLISH.matcher(s).find());
    }

    /** Goes on with Next to the chart step {@code id}, waits for its chart, and reads its categories as drawn. */
    private List<String> categoriesOfChart(String id) {
        for (int i = 0; i < 30 && !(w.onEdt(() -> w.current().current()) instanceof Step.Chart c && c.id().equals(id)); i++) {
            w.window.button("lesson.next").click();
        }
        assertThat(w.onEdt(() -> w.current().current())).isInstanceOf(Step.Chart.class);
        w.waitFor("the chart " + id + " to be drawn", () -> chart() != null && chart() != last);
        last = w.onEdt(this::chart);
        return w.onEdt(() -> {
            List<String> names = new ArrayList<>();
            chart().getSeriesMap().values().forEach(s -> s.getXData().forEach(x -> names.add(String.valueOf(x))));
            return names;
        });
    }

    /** The chart showing on the Lessons screen, if one is. */
    private CategoryChart chart() {
        List<CategoryChart> found = new ArrayList<>();
        ComponentWalk.visit(w.frame, c -> {
            if (c.isShowing() && "lesson.chart.panel".equals(c.getName()) && c instanceof XChartPanel<?> p
                    && p.getChart() instanceof CategoryChart cc) {
                found.add(cc);
            }
        });
        return found.isEmpty() ? null : found.get(0);
    }
}
