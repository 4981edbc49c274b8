package tutor.lesson.load;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tutor.lesson.Term;

/** The glossary that ships reads without a problem, and every term has its word and meaning in English, French and Russian. */
class GlossaryTest {

    @Test
    void theBundledGlossaryIsWholeInThreeLanguages() {
        Glossary g = Glossary.bundled();
        assertThat(g.problems()).isEmpty();
        assertThat(g.all()).hasSizeGreaterThanOrEqualTo(40);
        for (Term t : g.all()) {
            for (String lang : java.util.List.of("en", "fr", "ru")) {
                assertThat(t.word().has(lang)).as(t.id() + " word in " + lang).isTrue();
                assertThat(t.meaning().has(lang)).as(t.id() + " meaning in " + lang).isTrue();
            }
        }
        assertThat(g.term("rent").orElseThrow().word().in("fr")).isEqualTo("loyer");
    }

    @Test
    void aBrokenGlossarySaysWhereAndWhat() {
        Glossary g = Glossary.read("g.yaml", "rent:\n  word: {en: rent}\n  meening: {en: x}\n");
        assertThat(g.problems()).isNotEmpty();
        assertThat(g.problems().get(0).toString()).contains("g.yaml:");
        assertThat(g.term("rent")).isEmpty();
    }
}
