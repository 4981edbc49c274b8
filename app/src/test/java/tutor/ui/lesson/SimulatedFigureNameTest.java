package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.lesson.Computation;
import tutor.lesson.Figure;
import tutor.lesson.SimSpec;
import tutor.lesson.load.LibraryData;

/** A simulate step's figure lines name the strategy as the charts do, never by the simulator's id ("bid-to-50"). */
class SimulatedFigureNameTest {

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr", "ru"})
    void aSimulatedFigureNamesItsStrategyInWords(String language) {
        SimSpec games = new SimSpec("classic", 3, 100, 1, List.of("bid-to-50", "bid-to-100"));
        Figure f = new Figure("low-bidder", 1, new Computation.Simulated(games, "bid-to-50", "win-rate"), null);
        LessonWords words = new LessonWords(language, LibraryData.lab(), null);
        String named = tutor.chart.StrategyNames.in(language, "$").apply("bid-to-50");
        assertThat(named).doesNotContain("bid-to");
        assertThat(StepView.figureName(f, words)).isEqualTo(words.get("sim.part.win-rate", named)).doesNotContain("bid-to-50");
    }
}
