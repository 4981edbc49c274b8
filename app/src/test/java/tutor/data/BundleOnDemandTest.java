package tutor.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.rules.edition.Board;
import tutor.rules.state.Table;

/**
 * The bundle reads a board, card printing, ruleset or language's names the first time it is asked for: a command that
 * plays one edition in English reads that edition's files and nothing else, and every file still reads (and is checked)
 * when asked for.
 */
class BundleOnDemandTest {

    @Test
    void aTableReadsOnlyItsEditionsFiles() {
        Bundle b = Bundle.unread();
        Table t = b.table("classic", List.of("A", "B"));
        assertThat(List.of("classic", "classic-us", "us-pre2008")).allMatch(b::isRead);
        assertThat(List.of("modern", "junior", "fr-classic", "classic-fr", "classic-ru", "us-2008", "go-400", "fr", "ru")).noneMatch(b::isRead);
        assertThat(t.space(39, "en")).isEqualTo("Boardwalk");
        assertThat(b.isRead("fr")).isFalse();

        // An edition that extends another reads its parent's ruleset and board as well, and only those.
        Table fr = b.table("fr-fast", List.of("A", "B"));
        assertThat(List.of("fr-fast", "fr-classic", "classic-fr")).allMatch(b::isRead);
        assertThat(List.of("ru-classic", "classic-ru", "junior")).noneMatch(b::isRead);
        assertThat(fr.board().id()).isEqualTo("classic-fr");
    }

    @Test
    void aLanguagesNamesAreReadWhenItIsFirstSpoken() {
        Bundle b = Bundle.unread();
        Table t = b.table("classic", List.of("A", "B"));
        assertThat(t.space(0, "fr")).isEqualTo("Départ"); // boards/names-fr.yaml
        assertThat(t.space(39, "fr")).isEqualTo("Boardwalk"); // a street keeps its printed name
        assertThat(b.isRead("fr")).isTrue();
        assertThat(b.isRead("ru")).isFalse();
        assertThat(t.deck(0, "ru")).isNotBlank();
        assertThat(b.isRead("ru")).isTrue();
    }

    @Test
    void everyBundledFileReadsWhenAskedFor() {
        Bundle b = Bundle.unread();
        assertThat(b.rulesets().values()).hasSize(Bundle.RULESETS.size()).allMatch(rs -> b.rulesets().get(rs.id()) == rs);
        assertThat(b.boards().values()).extracting(Board::id).containsExactlyElementsOf(Bundle.BOARDS);
        assertThat(b.cardSets().keySet()).containsExactly("junior", "us-2008", "us-pre2008");
        assertThat(b.cardSets().values()).hasSize(3);
        assertThat(b.houseRules().values()).hasSize(Bundle.HOUSE_RULES.size());
        // Every board the French names file names (all five), and the five the Russian one does (the French board's
        // special squares and groups have Russian names since native-ru4).
        assertThat(b.boards().values()).allMatch(board -> !board.localized().names("fr").isEmpty());
        assertThat(b.boards().values()).filteredOn(board -> !board.localized().names("ru").isEmpty()).extracting(Board::id)
                .containsExactly("classic-us", "junior", "boutique-us", "classic-fr", "classic-ru");
        assertThat(b.cardSets().values()).allMatch(c -> !c.localized().names("ru").isEmpty() && !c.localized().names("fr").isEmpty());
        assertThat(b.rulesets().get("nothing")).isNull();
        assertThat(b.rulesets().containsKey("nothing")).isFalse();
    }
}
