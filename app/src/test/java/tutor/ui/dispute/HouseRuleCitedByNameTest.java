package tutor.ui.dispute;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.data.Bundle;
import tutor.scenario.Comparison;
import tutor.scenario.ComparisonReport;
import tutor.scenario.EditionNames;
import tutor.text.Texts;

/**
 * A clause a house rule decided is cited by the house rule's name, as every ruling cites its source: a native reader
 * found the dispute desk printing «Источник: no-rent-in-jail — …», the house rule's id.
 */
class HouseRuleCitedByNameTest {

    private static final Path IN_JAIL = Path.of("../scenarios/disputes/rent-while-in-jail.yaml");

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr", "ru"})
    void theDisputeDeskAndExplainCompareNameTheHouseRuleNeverItsId(String language) {
        Comparison c = Comparison.of(IN_JAIL, List.of("classic", "classic+no-rent-in-jail"));
        assertThat(c.differences()).isNotEmpty();
        String name = EditionNames.houseRule("no-rent-in-jail", language);
        assertThat(name).isEqualTo(Texts.of("editions", language).get("houserule.no-rent-in-jail"));

        String desk = new ComparisonHtml(Bundle.get().rulebook(language), Texts.of("ui", language)).whole(c, "t");
        String source = Texts.of("ui", language).get("compare.sourceOf", name, "");
        assertThat(desk).doesNotContain("no-rent-in-jail").contains(esc(source));

        String cli = new ComparisonReport(Bundle.get().rulebook(language), false).render(c);
        String rows = cli.substring(cli.indexOf("\n\n"));
        assertThat(rows).as("below the legend of the specs typed").doesNotContain("no-rent-in-jail")
                .containsPattern(" — " + java.util.regex.Pattern.quote(name) + "[ \u00a0]?: "); // French spaces its colon
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr", "ru"})
    void aHouseRuleAloneReadsAsItsName(String language) {
        assertThat(EditionNames.spec("no-rent-in-jail", language)).isEqualTo(EditionNames.houseRule("no-rent-in-jail", language));
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
