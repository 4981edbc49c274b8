package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JTable;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.play.GameActivity;
import tutor.play.game.FreeGame;
import tutor.play.game.Seat;
import tutor.rules.Setup;
import tutor.sim.Strategies;

/**
 * The summary of a whole game (three computer players, seed 7, played to its win) on the projector in French and
 * Russian: the headline wraps inside the column («… : Ben» lost its «gagne.»), every amount and name of the table
 * whole (no «1 62…», no «Ann (en faillite au…»), no word broken across lines («банкрот / ство»), and the chart's turn
 * numbers apart («104117130» touched).
 */
class PlaySummaryWholeIT extends AbstractTutorIT {

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    @Test
    void aLongGamesSummaryShowsEveryWordAndAmountWhole() {
        FreeGame game = new FreeGame(Setup.newGame(Bundle.get().table("classic", List.of("Ann", "Ben", "Cat")), 7),
                List.of(bot("buy-all"), bot("trader"), bot("three-houses")));
        while (!game.over() && game.turns() < 3000) {
            game.computerMove();
        }
        assertThat(game.over()).isTrue();
        assertThat(game.turns()).as("a long game, three-digit turns on the chart").isGreaterThan(99);
        GuiActionRunner.execute(() -> model().open(new GameActivity(game, "game:summary", l -> "seed 7", () -> "fr")));
        List<String> cut = new ArrayList<>();
        for (String language : List.of("fr", "ru")) {
            GuiActionRunner.execute(() -> model().setLanguage(language));
            GuiActionRunner.execute(() -> frame.showScreen("play"));
            GuiActionRunner.execute(() -> frame.play().showSummary());
            robot.waitForIdle();
            GuiActionRunner.execute(() -> ProjectorQuestionIT.shot(frame, java.nio.file.Path.of("target", "play-summary-long-" + language + ".png")));
            cut.addAll(onEdt(() -> problems(language)));
        }
        assertThat(cut).isEmpty();
    }

    private List<String> problems(String language) {
        List<String> out = new ArrayList<>();
        tutor.ui.widgets.WrappingLabel headline = (tutor.ui.widgets.WrappingLabel) window.label("play.summary.headline").target();
        Component column = robot.finder().findByName("play.summary", Component.class, false);
        java.awt.Rectangle shown = javax.swing.SwingUtilities.convertRectangle(headline.getParent(), headline.getBounds(), column);
        if (shown.x + shown.width > column.getWidth() || headline.getHeight() < headline.heightAt(headline.getWidth())) {
            out.add(language + ": headline \"" + headline.words() + "\" at " + shown + " in a column " + column.getWidth()
                    + " px wide, " + headline.getHeight() + " px of " + headline.heightAt(headline.getWidth()));
        }
        JTable table = window.table("play.summary.table").target();
        for (int c = 0; c < table.getColumnCount(); c++) {
            int width = table.getColumnModel().getColumn(c).getWidth();
            for (int r = 0; r < table.getRowCount(); r++) {
                Component cell = table.prepareRenderer(table.getCellRenderer(r, c), r, c);
                if (cell instanceof javax.swing.JTextArea wraps) {
                    // A wrapping cell: its lines at the column's width must stand in the row's height.
                    wraps.setSize(width, Short.MAX_VALUE);
                    if (wraps.getPreferredSize().height > table.getRowHeight(r)) {
                        out.add(language + ": \"" + table.getValueAt(r, c) + "\" needs " + wraps.getPreferredSize().height + " px of the row's "
                                + table.getRowHeight(r));
                    }
                    // Each word on one line: a word wider than the column is broken with no hyphen («банкрот / ство»,
                    // review-ru9 M9).
                    java.awt.FontMetrics fm = wraps.getFontMetrics(wraps.getFont());
                    java.awt.Insets in = wraps.getInsets();
                    for (String word : wraps.getText().split("\\s+")) {
                        if (fm.stringWidth(word) > width - in.left - in.right) {
                            out.add(language + ": \"" + word + "\" of \"" + table.getValueAt(r, c) + "\" is wider than its "
                                    + width + " px column and breaks");
                        }
                    }
                } else if (cell.getPreferredSize().width > width || cell.getPreferredSize().height > table.getRowHeight(r)) {
                    out.add(language + ": \"" + table.getValueAt(r, c) + "\" needs " + cell.getPreferredSize() + " of " + width + "x"
                            + table.getRowHeight(r));
                }
            }
        }
        if (table.getWidth() > table.getParent().getWidth()) {
            out.add(language + ": table " + table.getWidth() + " px in " + table.getParent().getWidth());
        }
        // The turn numbers under the chart as XChart places them (pixels along the axis): each clear of the next.
        org.knowm.xchart.XChartPanel<?> chart = (org.knowm.xchart.XChartPanel<?>) robot.finder().findByName("play.summary.chartPanel",
                Component.class, false);
        java.awt.FontMetrics fm = chart.getFontMetrics(((org.knowm.xchart.XYChart) chart.getChart()).getStyler().getAxisTickLabelsFont());
        List<Double> at = ticks(chart.getChart(), "getTickLocations");
        List<String> labels = ticks(chart.getChart(), "getTickLabels");
        int gap = fm.stringWidth(" ");
        for (int i = 1; i < at.size(); i++) {
            double apart = at.get(i) - at.get(i - 1);
            double needs = (fm.stringWidth(labels.get(i - 1)) + fm.stringWidth(labels.get(i))) / 2.0 + gap;
            if (apart < needs) {
                out.add(language + ": turns " + labels.get(i - 1) + " and " + labels.get(i) + " are " + Math.round(apart) + " px apart, need "
                        + Math.round(needs));
            }
        }
        if (labels.size() < 3) {
            out.add(language + ": only " + labels + " on the turn axis");
        }
        return out;
    }

    /** The x axis's tick locations or labels, read from XChart's last painting (it keeps them to itself). */
    @SuppressWarnings("unchecked")
    private static <T> List<T> ticks(Object chart, String which) {
        try {
            java.lang.reflect.Field pair = org.knowm.xchart.internal.chartpart.Chart.class.getDeclaredField("axisPair");
            pair.setAccessible(true);
            Object axes = pair.get(chart);
            java.lang.reflect.Method x = axes.getClass().getDeclaredMethod("getXAxis");
            x.setAccessible(true);
            Object axis = x.invoke(axes);
            java.lang.reflect.Method calc = axis.getClass().getDeclaredMethod("getAxisTickCalculator");
            calc.setAccessible(true);
            Object calculator = calc.invoke(axis);
            java.lang.reflect.Method get = org.knowm.xchart.internal.chartpart.AxisTickCalculator_.class.getDeclaredMethod(which);
            get.setAccessible(true);
            return new ArrayList<>((List<T>) get.invoke(calculator));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Seat bot(String strategy) {
        return Seat.computer(Strategies.parse(strategy));
    }
}
