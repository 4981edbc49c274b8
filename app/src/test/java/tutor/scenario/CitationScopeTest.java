package tutor.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.state.Move;
import tutor.trace.Citation;
import tutor.trace.RuleEntry;
import tutor.trace.Rulebook;
import tutor.trace.Trace;

/**
 * A ruling lists only the citations of the edition it was ruled under (family review, A5): a Classic ruling once cited
 * "Monopoly for Kids, Part 2: Throw one die" under "Throw and move", and "Stop on an amusement…" under "Rent on another player's square".
 */
class CitationScopeTest {

    private static final Rulebook BOOK = Bundle.get().rulebook("en");

    private static boolean junior(Citation c) {
        return c.source().equals("ru-classic") && (c.section().startsWith("Monopoly for Kids")
                || c.section().startsWith("«Монополия для детей»"));
    }

    /**
     * Each catalogue cites Junior's part of the Russian-language text in its own words; the Russian one as
     * «Монополия для детей», so a Russian Classic ruling once read «Бросьте один кубик» (native read, ru7).
     */
    @Test
    void noCatalogueLanguageLetsJuniorIntoAClassicRuling() {
        for (String lang : List.of("en", "fr", "ru")) {
            Rulebook book = Bundle.get().rulebook(lang);
            RuleEntry roll = book.rule("turn.roll").orElseThrow();
            assertThat(roll.citations()).as(lang).anyMatch(CitationScopeTest::junior);
            for (String spec : List.of("classic", "ru-classic", "fr-classic", "modern")) {
                for (RuleEntry e : book.rules().values()) {
                    assertThat(CitationScope.of(spec).citations(e)).as("%s under %s in %s", e.id(), spec, lang)
                            .noneMatch(CitationScopeTest::junior);
                }
            }
            CitationScope.Scoped juniorRoll = CitationScope.of("junior").scoped(roll);
            assertThat(juniorRoll.citations()).as(lang).isNotEmpty().allMatch(CitationScopeTest::junior);
        }
    }

    /** A Russian-edition roll cites its own text's classic rule: it once cited no Russian source at all (ru8 N6). */
    @Test
    void aRussianEditionRollCitesItsOwnClassicRules() {
        Map<String, String> section = Map.of("en", "Rules of the game", "fr", "Rules of the game (Règles du jeu)",
                "ru", "Правила игры");
        for (String lang : List.of("en", "fr", "ru")) {
            RuleEntry roll = Bundle.get().rulebook(lang).rule("turn.roll").orElseThrow();
            assertThat(CitationScope.of("ru-classic").citations(roll)).as(lang)
                    .anyMatch(c -> c.source().equals("ru-classic") && c.section().equals(section.get(lang))
                            && c.ruling() != null && !c.ruling().isBlank());
            assertThat(CitationScope.of("junior").citations(roll)).as(lang)
                    .noneMatch(c -> c.section().equals(section.get(lang)));
        }
    }

    @Test
    void aClassicRulingNeverCitesJuniorAndKeepsTheLongForm() {
        for (String spec : List.of("classic", "classic+free-parking-pot", "modern", "ru-classic", "seminary")) {
            CitationScope scope = CitationScope.of(spec);
            for (RuleEntry e : BOOK.rules().values()) {
                assertThat(scope.citations(e)).as("%s under %s", e.id(), spec).noneMatch(CitationScopeTest::junior);
            }
        }
        RuleEntry roll = BOOK.rule("turn.roll").orElseThrow();
        assertThat(roll.citations()).anyMatch(CitationScopeTest::junior); // the catalogue itself keeps every edition
        CitationScope classic = CitationScope.of("classic");
        assertThat(classic.citations(roll)).extracting(Citation::source).contains("us-longform").doesNotContain("ru-classic");
        assertThat(classic.scoped(roll).title()).isEqualTo("Throw and move");
        assertThat(classic.citations(BOOK.rule("rent.street").orElseThrow())).extracting(Citation::ruling)
                .noneMatch(r -> r.contains("amusement"));
    }

    @Test
    void aJuniorRulingReadsJuniorsOwnWordsAndCitesOnlyThem() {
        CitationScope junior = CitationScope.of("junior");
        for (String id : List.of("turn.roll", "rent.street", "rent.street.group-double")) {
            CitationScope.Scoped s = junior.scoped(BOOK.rule(id).orElseThrow());
            assertThat(s.citations()).as(id).isNotEmpty().allMatch(CitationScopeTest::junior);
            assertThat(s.text()).as(id + ": not the long form's words").isEmpty();
        }
        assertThat(junior.scoped(BOOK.rule("turn.roll").orElseThrow()).title())
                .isEqualTo("Throw one die and move your token by the number it shows.");
    }

    @Test
    void aTracesScopeIsTheEditionItsStepsWereRuledUnder() throws Exception {
        var classicRun = new ScenarioRunner().run(new ScenarioLoader(Bundle.get(), "en")
                .load(Path.of("../scenarios/rent/complete-group-double.yaml")).scenario());
        Trace rent = classicRun.played().stream().filter(p -> p.ruling() != null).map(p -> p.ruling().trace())
                .filter(t -> t.ruleIds().stream().anyMatch(id -> id.startsWith("rent.street"))).findFirst().orElseThrow();
        assertThat(rent.ruleIds()).anyMatch(id -> id.startsWith("rent.street"));
        String md = new tutor.export.RulingMarkdown(BOOK, tutor.text.Texts.of("ui", "en"), "en").page("Rent", List.of("Ruling 1"), List.of(rent));
        assertThat(md).contains("Hasbro US rules, long form").doesNotContain("Monopoly for Kids").doesNotContain("amusement");

        var juniorRun = new ScenarioRunner().run(new ScenarioLoader(Bundle.get(), "en")
                .load(Path.of("../scenarios/junior/pair-doubles-the-fee.yaml")).scenario());
        Trace fee = juniorRun.played().stream().filter(p -> p.ruling() != null).map(p -> p.ruling().trace())
                .filter(t -> t.ruleIds().stream().anyMatch(id -> id.startsWith("rent.street"))).findFirst().orElseThrow();
        String jmd = new tutor.export.RulingMarkdown(BOOK, tutor.text.Texts.of("ui", "en"), "en").page("Fee", List.of("Ruling 1"), List.of(fee));
        assertThat(jmd).contains("Monopoly for Kids").doesNotContain("Title Deed");
    }

    @Test
    void eachDeskColumnCitesItsOwnEdition() {
        MoveComparison c = MoveComparison.of(MoveComparisonTest.benBeforeBoardwalk(), new Move.RollDice(1),
                List.of("classic", "modern", "classic+free-parking-pot"));
        for (Map.Entry<String, tutor.rules.state.Ruling> side : c.rulings().entrySet()) {
            Map<String, Comparison.Clause> clauses = Comparison.clauses(side.getValue());
            assertThat(clauses).isNotEmpty();
            for (Comparison.Clause cl : clauses.values()) {
                if (!cl.ruleset().isEmpty()) {
                    List<String> parts = List.of(side.getKey().split("\\+"));
                    assertThat(parts).as("%s under %s", cl.ruleId(), side.getKey()).contains(cl.ruleset());
                    assertThat(cl.source()).doesNotContain("Monopoly for Kids");
                }
            }
        }
    }
}
