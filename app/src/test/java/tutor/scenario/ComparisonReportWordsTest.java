package tutor.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;

/**
 * `explain --compare` in French and Russian (eighth native reads, issue 24): the game's end waited on "the Bank" in
 * English («затем the Bank: ничего: партия окончена», ru8 N3), a debt guessed the debtor's sex («Ann должен», ru8 N2),
 * and the edition labels joined their colon in code, so French had «Classique (…): Ben paie» (fr8 N5).
 */
class ComparisonReportWordsTest {

    private static String render(String file, List<String> specs, String lang) {
        Comparison c = Comparison.of(Path.of("../scenarios/" + file), specs, lang);
        return new ComparisonReport(Bundle.get().rulebook(lang), false).render(c);
    }

    @Test
    void theGamesEndWaitsOnNobodyAndNamesNoEnglishBank() {
        String ru = render("short-games/short-game-ends.yaml", List.of("us-short", "classic"), "ru");
        assertThat(ru).contains("; партия окончена").doesNotContain("the Bank").doesNotContain("ничего: партия");
        String en = render("short-games/short-game-ends.yaml", List.of("us-short", "classic"), "en");
        assertThat(en).contains("; the game is over").doesNotContain("waits for the Bank");
    }

    @Test
    void aRussianDebtNamesTheDebtorWithoutAVerbOfASex() {
        String ru = render("bankruptcy/creditor-short-of-interest.yaml", List.of("classic", "ru-classic"), "ru");
        assertThat(ru).contains("Ann: долг 10\u00a0$ (правило «").doesNotContain("должен");
    }

    @Test
    void frenchEditionLabelsSpaceTheirColon() {
        String fr = render("short-games/short-game-ends.yaml", List.of("us-short", "classic"), "fr");
        assertThat(fr).containsPattern("\\)\u00a0: ").doesNotContainPattern("[)\\p{L}]: ");
    }
}
