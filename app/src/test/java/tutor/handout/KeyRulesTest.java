package tutor.handout;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.lesson.Lesson;
import tutor.lesson.LessonLab;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;

/**
 * The key rules a handout prints cite the lesson's own edition: a classic lesson does not show pupils the
 * seminary group's house rules, the 2021 guide or the French and Russian texts, unless it compares them.
 */
class KeyRulesTest {

    private static final LessonLab LAB = LibraryData.lab();

    private static String keyRules(String file, String language) throws Exception {
        Lesson lesson = new LessonLoader(Bundle.get(), LAB).load(Path.of("../lessons/" + file)).lesson();
        String html = new HandoutHtml(lesson, LAB, Bundle.get().rulebook(language), language, c -> new byte[0]).build();
        int from = html.indexOf("class=\"rule\"");
        assertThat(from).as("%s prints key rules", file).isPositive();
        int to = html.indexOf("<h2>", html.lastIndexOf("class=\"rule\""));
        return html.substring(from, to < 0 ? html.length() : to);
    }

    @Test
    void aClassicLessonCitesOnlyTheClassicRulebookTheCardsAndTheTutor() throws Exception {
        String dice = keyRules("rules/dice-and-chance.yaml", "en");
        assertThat(dice).contains("Hasbro US rules, long form")
                .doesNotContain("seminary").doesNotContain("$500 fine")
                .doesNotContain("video summary").doesNotContain("Russian-language").doesNotContain("French");
        String first = keyRules("rules/first-game.yaml", "en");
        assertThat(first).contains("Hasbro US rules, long form").doesNotContain("seminary").doesNotContain("starts with $1,000")
                .doesNotContain("Monopoly for Kids").doesNotContain("Junior");
        // The catalogue's words of a shared rule name no other edition either: its citations carry the difference.
        assertThat(keyRules("budget/third-house.yaml", "en")).contains("Build evenly").doesNotContain("seminary");
        assertThat(keyRules("rules/auctions.yaml", "en")).contains("Hasbro US game guide, 2021").doesNotContain("seminary");
        assertThat(keyRules("rules/building-shortage.yaml", "fr")).doesNotContain("séminaire");
        String tax = keyRules("budget/income-tax-choice.yaml", "en");
        assertThat(tax).doesNotContain("rule-source index").doesNotContain("Russian-language")
                .contains("Shopping Spree (that printing's name for Income Tax)");
    }

    @Test
    void aLessonThatComparesAnEditionKeepsItsCitations() throws Exception {
        // The doubles lesson rules a scenario under the seminary house rules beside the classic ones.
        assertThat(keyRules("rules/doubles-and-speeding.yaml", "en")).contains("House rules written by a seminary player group");
        // The investments lesson compares the Free Parking pot: the house rule's citation stays, the seminary's goes.
        String pot = keyRules("budget/investments-and-house-rules.yaml", "en");
        assertThat(pot).contains("Common house rules").doesNotContain("seminary");
    }

    @Test
    void aCitationJoinsItsSourceAndSectionAsTheLanguageDoes() throws Exception {
        // Russian sets a section after the source's title, and the ruling after its section, as new sentences (no
        // capital after a colon); the printed words come from the handout bundle, so the English comma stays English.
        assertThat(keyRules("rules/short-games.yaml", "ru")).contains("(по изданию Monopoly Boutique Edition, 2007). Короткая игра (Short Game). По три")
                .doesNotContain("2007), Short Game");
        assertThat(keyRules("rules/short-games.yaml", "en")).contains("2007), Short Game: ");
    }

    /** Two sections of one source are listed as the language lists them, never joined by a semicolon (issue 24). */
    @Test
    void severalSectionsAreListedWithTheWordSections() throws Exception {
        String doubles = "rules/doubles-and-speeding.yaml";
        assertThat(keyRules(doubles, "en")).contains("2007), sections The Play and Jail: Three times in succession.")
                .doesNotContain("The Play; Jail");
        assertThat(keyRules(doubles, "fr")).contains("2007), sections The Play (Le jeu) et Jail (Prison). Trois fois de suite.")
                .doesNotContain("Le jeu\u00a0; Prison");
        assertThat(keyRules(doubles, "ru")).contains("2007). Разделы «Ход игры» (The Play) и «Тюрьма» (Jail). Три раза подряд.")
                .doesNotContain("Ход игры; Тюрьма");
        // One section keeps «section» in the singular.
        assertThat(keyRules(doubles, "fr")).contains("2007), section Jail (Prison)");
    }

    /**
     * The tutor's own choices: the note already says it is the tutor's, so the source's name is not printed before it
     * («Выбор тренажёра (в правилах об этом не сказано). По одной. Выбор тренажёра…», review-ru10 N11).
     */
    @Test
    void aTutorsChoiceIsNamedOnceNotTwice() throws Exception {
        String shortage = "rules/building-shortage.yaml";
        assertThat(keyRules(shortage, "ru")).contains("По одной. Выбор тренажёра (в правилах сказано не всё): недостающие постройки")
                .doesNotContain("не сказано). По одной").doesNotContain("не сказано полностью");
        assertThat(keyRules(shortage, "en")).contains("One at a time: The tutor").doesNotContain("are silent, One at a time");
        assertThat(keyRules(shortage, "fr")).contains("Un à la fois. Lecture du tuteur").doesNotContain("muettes. Un à la fois");
    }

    @Test
    void theFilterHoldsInFrenchAndRussian() throws Exception {
        assertThat(keyRules("rules/dice-and-chance.yaml", "fr")).doesNotContain("séminaire").doesNotContain("500");
        assertThat(keyRules("rules/dice-and-chance.yaml", "ru")).doesNotContain("семинари").doesNotContain("500");
    }
}
