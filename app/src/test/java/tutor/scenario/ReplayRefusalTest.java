package tutor.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;

/**
 * A game that cannot be replayed under another edition says why in the learner's words (the card that edition's deck
 * lacks, by its printed text), once, with no file position, no id and no English in French or Russian.
 */
class ReplayRefusalTest {

    /** A free game under the classic rules whose Chance deck has the pre-2008 "poor tax" card on top, and a throw onto Chance. */
    private static String freeGameWithPoorTax() {
        GameState start = new PositionBuilder(Bundle.get().table("classic", List.of("Ann", "Ben")))
                .topCard("chance", "ch-poor-tax").at("Ann", 4).turn("Ann").dice(1, 2).build();
        return TableFile.write(start, "Free game", "Free game", List.of(new Move.RollDice(0))).text();
    }

    @Test
    void aFreeGameWithAUsOnlyCardIsRefusedUnderModernInWordsInEveryLanguage() {
        String text = freeGameWithPoorTax();
        Comparison c = Comparison.of("Free game", text, List.of("classic", "modern"), "en");
        assertThat(c.sides().get(0).run()).as("the game replays under its own rules").isNotNull();
        // Ann throws 1 + 2 from Income Tax onto Chance and draws the poor tax: $15 from her $1,500.
        var drawn = (tutor.rules.state.Ruling.Applied) c.sides().get(0).run().played().get(0).ruling();
        assertThat(drawn.state().player(0).cash()).isEqualTo(1485);
        Comparison.Side modern = c.sides().get(1);
        assertThat(modern.run()).isNull();
        assertThat(modern.refusal().in("en")).isEqualTo("This game cannot be replayed under Modern (Hasbro game guide, 2021 and later):"
                + " this table's Chance deck has the card “Pay a poor tax of $15”, which that edition does not print.");
        assertThat(modern.refusal().in("fr")).isEqualTo("Impossible de rejouer cette partie selon les règles modernes (guide de jeu"
                + " Hasbro, 2021 et après)\u00a0: le paquet Chance de cette table contient la carte «\u00a0Payez une taxe"
                + " de 15\u00a0$\u00a0», que cette édition n'imprime pas.");
        assertThat(modern.refusal().in("ru")).startsWith("Эту партию нельзя переиграть по современным правилам Hasbro (с\u00a02021 года):")
                .contains("«Шанс»").contains("«Заплатите налог в пользу бедных: 15");
        for (String lang : List.of("en", "fr", "ru")) {
            assertThat(modern.refusal().in(lang)).doesNotContain("ch-poor-tax", "chance", ".yaml", "Free game:");
        }
        // The side that was not replayed differs from the other at no step: it says why once, not "does not apply" each time.
        assertThat(c.differences()).isEmpty();
    }

    @Test
    void theComparisonReportGivesTheReasonNotTheLoadersMessage() {
        Comparison c = Comparison.of("Free game", freeGameWithPoorTax(), List.of("classic", "modern"), "fr");
        String report = new ComparisonReport(Bundle.get().rulebook("fr"), "fr", true).render(c);
        assertThat(report).contains("le paquet Chance de cette table contient la carte").doesNotContain("ch-poor-tax")
                .doesNotContain("chargement impossible").doesNotContain("no card");
    }

    /** Every scenario of the library under every edition: a side that cannot be replayed says why in words, never a loader's message. */
    @Test
    void noScenarioOfTheLibraryUnderAnyEditionGivesADevelopersError() throws Exception {
        List<Path> files;
        try (Stream<Path> s = Files.walk(Path.of("../scenarios"))) {
            files = s.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        List<String> leaks = new ArrayList<>();
        int refused = 0;
        List<String> editions = List.copyOf(Bundle.get().rulesets().keySet());
        for (Path f : files) {
            for (Comparison.Side side : Comparison.of(f, editions, "en").sides()) {
                String edition = side.ruleset();
                if (side.run() != null) {
                    continue;
                }
                refused++;
                if (side.refusal() == null) {
                    leaks.add(f + " under " + edition + ": " + side.problems().get(0));
                    continue;
                }
                for (String lang : List.of("en", "fr", "ru")) {
                    String words = side.refusal().in(lang);
                    if (words.matches("(?s).*('[^' ]+'|\\.yaml|:\\d+:\\d+|\\{|\\[|\\b(ch|cc)-|\\b[a-z]+\\.[a-z-]+\\b).*")) {
                        leaks.add(f + " under " + edition + " in " + lang + ": " + words);
                    }
                }
            }
        }
        assertThat(refused).as("the library holds games that cannot be replayed under some edition").isGreaterThan(100);
        assertThat(leaks).isEmpty();
    }
}
