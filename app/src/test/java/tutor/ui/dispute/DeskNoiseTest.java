package tutor.ui.dispute;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.scenario.Comparison;
import tutor.text.Texts;

/** A column never lists a rule its edition did not apply as "does not apply" (family review D22). */
class DeskNoiseTest {

    @Test
    void aRuleOnlyOneEditionAppliedIsSaidInItsColumnOnly() {
        Comparison c = Comparison.of(Path.of("../scenarios/jail/third-failed-throw.yaml"), List.of("classic", "seminary"));
        assertThat(c.differences()).isNotEmpty();
        String desk = new ComparisonHtml(Bundle.get().rulebook("en"), Texts.of("ui", "en")).whole(c, "t");
        assertThat(desk).doesNotContain("does not apply").contains("$500");
    }
}
