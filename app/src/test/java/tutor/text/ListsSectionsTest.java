package tutor.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.data.Bundle;
import tutor.trace.Citation;
import tutor.trace.RuleEntry;
import tutor.trace.Rulebook;

/**
 * A citation of several sections is listed as the language lists them ("Paying Rent and Boutiques",
 * «Paying Rent (Payer le loyer) et Boutiques», «Оплата ренты (Paying Rent) и Бутики (Boutiques)»), never
 * joined by a semicolon (issue 24, the teacher walk's handout line «…2007), Paying Rent ; Boutiques»).
 */
class ListsSectionsTest {

    @Test
    void severalSectionsAreListedInEachLanguage() {
        assertThat(Lists.sections("Paying Rent; Boutiques", "en")).isEqualTo(new Lists.Sections("Paying Rent and Boutiques", "several"));
        assertThat(Lists.sections("Get Out of Jail Free; Mortgages; Selling Property", "en").text())
                .isEqualTo("Get Out of Jail Free, Mortgages, and Selling Property");
        assertThat(Lists.sections("Paying Rent (Payer le loyer) ; Boutiques", "fr"))
                .isEqualTo(new Lists.Sections("Paying Rent (Payer le loyer) et Boutiques", "several"));
        assertThat(Lists.sections("Paying Rent (Payer le loyer)\u00a0; Boutiques\u00a0: une note", "fr").text())
                .isEqualTo("Paying Rent (Payer le loyer) et Boutiques\u00a0: une note");
        assertThat(Lists.sections("Jail (Prison) ; Get Out of Jail Free (« Vous êtes libéré de prison ») ; Mortgages (Hypothèques)", "fr").text())
                .isEqualTo("Jail (Prison), Get Out of Jail Free (« Vous êtes libéré de prison ») et Mortgages (Hypothèques)");
        assertThat(Lists.sections("Оплата ренты (Paying Rent); Бутики (Boutiques)", "ru"))
                .isEqualTo(new Lists.Sections("«Оплата ренты» (Paying Rent) и «Бутики» (Boutiques)", "several"));
    }

    @Test
    void russianPutsEachListedSectionsNameInQuotes() {
        // The sixth native read (issue 24): «Разделы Тюрьма (Jail) и Освобождение из тюрьмы (…)» reads as one run of words.
        assertThat(Lists.sections("Тюрьма (Jail); Освобождение из тюрьмы (Get Out of Jail Free)", "ru").text())
                .isEqualTo("«Тюрьма» (Jail) и «Освобождение из тюрьмы» (Get Out of Jail Free)")
                .isNotEqualTo("Тюрьма (Jail) и Освобождение из тюрьмы (Get Out of Jail Free)");
        assertThat(Lists.sections("Дома; Продажа недвижимости", "ru").text()).isEqualTo("«Дома» и «Продажа недвижимости»");
        assertThat(Lists.sections("Бутики — дома [Boutiques (houses)]; Продажа имущества (Selling Property): в любое время", "ru").text())
                .isEqualTo("«Бутики — дома» [Boutiques (houses)] и «Продажа имущества» (Selling Property): в любое время");
        assertThat(Lists.sections("Залоги (Mortgages); Банкротство (Bankruptcy); Тюрьма (Jail)", "ru").text())
                .isEqualTo("«Залоги» (Mortgages), «Банкротство» (Bankruptcy) и «Тюрьма» (Jail)");
        // One section is named as it is, and English and French lists take no quotes.
        assertThat(Lists.sections("Тюрьма (Jail)", "ru").text()).isEqualTo("Тюрьма (Jail)");
        assertThat(Lists.sections("Paying Rent; Boutiques", "en").text()).isEqualTo("Paying Rent and Boutiques");
    }

    @Test
    void aNoteAfterTheColonStaysWhole() {
        assertThat(Lists.sections("Houses (Maisons) ; Selling Property (Vendre une propriété)\u00a0: à n'importe quel moment ; ou presque", "fr").text())
                .isEqualTo("Houses (Maisons) et Selling Property (Vendre une propriété)\u00a0: à n'importe quel moment ; ou presque");
        assertThat(Lists.sections("Houses; Selling Property: at any time", "en").text()).isEqualTo("Houses and Selling Property: at any time");
    }

    @Test
    void oneSectionASentenceOrASemicolonInBracketsIsLeftAsItIs() {
        assertThat(Lists.sections("Jail (Prison)", "fr")).isEqualTo(new Lists.Sections("Jail (Prison)", "one"));
        assertThat(Lists.sections("The players left count their money; the most money wins", "en").several()).isEqualTo("one");
        assertThat(Lists.sections("Short Game 3: you must leave Jail on your next turn; a failed throw means paying $50", "en").several())
                .isEqualTo("one");
        assertThat(Lists.sections("Банкир; до десяти игроков (Le banquier)", "ru").several()).isEqualTo("one");
        assertThat(Lists.sections("", "en")).isEqualTo(new Lists.Sections("", "one"));
    }

    /**
     * The rulebooks give each section of a list its own translation in brackets: "A ; B (A' ; B')" would be
     * listed as «A et B (A' ; B')». Every cited section and every translated ruleset section is checked.
     */
    @ParameterizedTest
    @ValueSource(strings = {"en", "fr", "ru"})
    void noListedSectionKeepsASemicolonInsideItsBrackets(String language) {
        Rulebook book = Bundle.get().rulebook(language);
        List<String> sections = new ArrayList<>(book.words().sections().values());
        for (RuleEntry e : book.rules().values()) {
            e.citations().stream().filter(c -> !"tutor".equals(c.source())).map(Citation::section).forEach(sections::add);
        }
        List<String> bad = sections.stream().filter(ListsSectionsTest::bilingualList).toList();
        assertThat(bad).isEmpty();
        assertThat(sections.size()).isGreaterThan(50);
    }

    @Test
    void theGuardCatchesTheOldBilingualForm() {
        assertThat(bilingualList("Paying Rent ; Boutiques (Payer le loyer ; Boutiques)")).isTrue();
        assertThat(bilingualList("Дома; Отели (Houses; Hotels): без изменений")).isTrue();
        assertThat(bilingualList("Paying Rent (Payer le loyer) ; Boutiques")).isFalse();
        assertThat(bilingualList("The last participant remaining is the winner (Le dernier participant gagne ; pas de limite)")).isFalse();
        assertThat(bilingualList("Monopoly for Kids, Part 3: used cards (shuffling is optional; the tutor turns them over)")).isFalse();
    }

    /**
     * Whether a section's heading (before its first colon outside brackets) lists several sections and has a
     * semicolon inside brackets too: the translations of the whole list in one bracket.
     */
    private static boolean bilingualList(String section) {
        int depth = 0;
        boolean list = false;
        boolean bracketed = false;
        for (char c : section.toCharArray()) {
            if (c == '(' || c == '[') {
                depth++;
            } else if ((c == ')' || c == ']') && depth > 0) {
                depth--;
            } else if (c == ':' && depth == 0) {
                break;
            } else if (c == ';') {
                list |= depth == 0;
                bracketed |= depth > 0;
            }
        }
        return list && bracketed;
    }
}
