package tutor.ui.editor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.edition.Board;

/** The editor's square list: the Jail square says it is also Just Visiting (family review D21: "10 Jail"). */
class SquareNamesTest {

    private final Board us = Bundle.get().table("classic", List.of("Ann", "Ben")).board();

    @Test
    void theJailSquareIsNamedForVisitorsTooInEveryLanguage() {
        assertThat(PlayersTable.square(us, 10, "en")).isEqualTo("10 Just Visiting / Jail");
        assertThat(PlayersTable.square(us, 10, "ru")).isEqualTo("10 Тюрьма / просто зашли");
        assertThat(PlayersTable.square(us, 11, "en")).isEqualTo("11 St. Charles Place");
        Board fr = Bundle.get().table("fr-classic", List.of("Ann", "Ben")).board();
        assertThat(PlayersTable.square(fr, 10, "fr")).isEqualTo("Prison / Simple visite (10)");
        // The list's text still leads back to its square.
        assertThat(PlayersTable.squareIndex(us, "10 Just Visiting / Jail", "en")).isEqualTo(10);
    }
}
