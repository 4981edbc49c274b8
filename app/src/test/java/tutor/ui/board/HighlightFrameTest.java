package tutor.ui.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The frame round a square the step speaks of stays off the square's name: drawn 2 px inside the square with a
 * 3.3 px stroke it covered the first letter of a name as wide as the square («mpôts» for «Impôts» on a French
 * projector, native read fr9 L1). Half the stroke falls inside the square; a name keeps 1.5 px clear on each side.
 */
class HighlightFrameTest {

    @Test
    void theFrameReachesNoFurtherIntoTheSquareThanTheNamesMargin() {
        for (double cell = 10; cell <= 150; cell += 0.5) {
            double stroke = BoardView.highlightStroke(cell);
            assertThat(stroke / 2).as("reach inside a square of cell %s", cell).isLessThanOrEqualTo(1.5);
            assertThat(stroke).as("still seen on a projector").isGreaterThanOrEqualTo(2.5);
        }
    }
}
