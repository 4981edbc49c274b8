package tutor.ui.dispute;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.data.Bundle;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.scenario.MoveComparison;
import tutor.text.Texts;

/**
 * The review's worst fault (shots 76, 77, 126): "Compare the last move" with Monopoly Junior ticked ruled $2,000 of
 * hotel rent under Junior and said every edition agreed. Junior's column now says why it cannot rule the table, and
 * the verdict counts only the editions that ruled.
 */
class DisputeDeskMoveRefusalTest {

    private static GameState benBeforeBoardwalk() {
        return tutor.scenario.MoveComparisonTest.benBeforeBoardwalk();
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr", "ru"})
    void juniorsColumnSaysWhyAndTheVerdictCountsOnlyTheEditionsThatRuled(String language) {
        List<String> specs = List.of("classic", "modern", "fr-classic", "junior", "classic+no-rent-in-jail");
        MoveComparison c = MoveComparison.of(benBeforeBoardwalk(), new Move.RollDice(1), specs);
        Texts ui = Texts.of("ui", language);
        String page = new ComparisonHtml(Bundle.get().rulebook(language), ui).move("Ben rolls", c, specs);
        String refusal = c.refusal("junior").in(language);
        assertThat(page).contains(esc(refusal));
        assertThat(page).doesNotContain(esc(ui.get("compare.same")));
        assertThat(page).contains(esc(ui.get("compare.move.sameRuled", 4)));
        // Junior's column holds the refusal only: the dollar rent appears in the three dollar columns
        // that ruled (the French edition's says it in euros), never in a Junior column.
        String rent = tutor.scenario.ComparisonReport.summary(c.rulings().get("classic"), Bundle.get().rulebook(language).words(),
                language);
        assertThat(page.split(java.util.regex.Pattern.quote(esc(rent)), -1)).hasSize(1 + 3);

        String md = new ComparisonMarkdown(Bundle.get().rulebook(language), ui).move("T", "Ben rolls", c, specs);
        assertThat(md).contains(refusal).contains(ui.get("compare.move.sameRuled", 4)).doesNotContain(ui.get("compare.same"));
        assertThat(md).doesNotContain("`");
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr", "ru"})
    void withOnlyOneEditionRulingThereIsNothingToCompare(String language) {
        List<String> specs = List.of("classic", "junior");
        MoveComparison c = MoveComparison.of(benBeforeBoardwalk(), new Move.RollDice(1), specs);
        Texts ui = Texts.of("ui", language);
        String page = new ComparisonHtml(Bundle.get().rulebook(language), ui).move("Ben rolls", c, specs);
        assertThat(page).contains(esc(ui.get("compare.move.oneRuled", tutor.ui.widgets.Editions.name(ui, "classic"))))
                .doesNotContain(esc(ui.get("compare.same")));
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
