package tutor.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The lab's Level column in English words, as French and Russian say it: "lot alone", "group, no houses", "group,
 * 1 house", never the bare "alone / 0 / 1" a teacher could not read (teacher's walk, issue 22).
 */
class ReturnsLevelWordsTest {

    @Test
    void everyLevelIsWordedAsALotOrAGroupWithItsHouses() {
        Texts budget = Texts.of("budget", "en");
        assertThat(List.of(budget.get("returns.level", "alone", 0), budget.get("returns.level", "houses", 0),
                budget.get("returns.level", "houses", 1), budget.get("returns.level", "houses", 3),
                budget.get("returns.level", "hotel", 0), budget.get("returns.level", "owned", 2)))
                .containsExactly("lot alone", "group, no houses", "group, 1 house", "group, 3 houses", "group, hotel", "2 owned");
        assertThat(budget.get("returns.why.deed", "Boardwalk", "houses", 3)).isEqualTo("Boardwalk (3 houses):");
        assertThat(budget.get("returns.why.deed", "Boardwalk", "alone", 0)).isEqualTo("Boardwalk (lot alone):");
        assertThat(budget.get("returns.why.group", "Dark Blue", "houses", 0)).isEqualTo("The whole Dark Blue group (no houses):");
        assertThat(budget.get("returns.why.group", "Dark Blue", "hotel", 0)).isEqualTo("The whole Dark Blue group (a hotel on every lot):");
    }
}
