package tutor.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.cli.Cli;
import tutor.data.Bundle;

/** The same scenario ruled under several rulesets, and the clauses that differ. */
class ComparisonTest {

    private static final Path FLAT_TAX = Path.of("../scenarios/taxes/modern-flat-tax.yaml");

    @Test
    void incomeTaxDiffersBetweenTheEditionsAndTheClauseIsNamed() {
        Comparison c = Comparison.of(FLAT_TAX, List.of("classic", "modern"));
        Comparison.Difference roll = c.differences().get(0);
        assertThat(roll.ruleIds()).contains("tax.income.choice", "tax.income");
        Comparison.Clause modern = Comparison.clauses(c.sides().get(1).run().played().get(1).ruling()).get("tax.income");
        assertThat(modern.arithmetic()).isEqualTo("Income Tax = $200");
        assertThat(modern.ruleset()).isEqualTo("modern");
        assertThat(modern.source()).startsWith("us-guide-2021");
    }

    @Test
    void aHouseRuleThatNeverComesIntoPlayChangesNothing() {
        Comparison c = Comparison.of(Path.of("../scenarios/taxes/ten-percent-is-cheaper.yaml"), List.of("classic", "classic+go-400"));
        assertThat(c.differences()).as("go-400 changes nothing in a game that never stops on GO").isEmpty();
    }

    @Test
    void underThePotHouseRuleTheTaxGoesToThePotAndThatIsTheDifference() {
        Comparison pot = Comparison.of(Path.of("../scenarios/taxes/ten-percent-is-cheaper.yaml"),
                List.of("classic", "classic+free-parking-pot"));
        assertThat(pot.differences()).extracting(Comparison.Difference::ruleIds)
                .anyMatch(ids -> ids.contains("tax.income.choice"));
        String report = new ComparisonReport(Bundle.get().rulebook(), false).render(pot);
        assertThat(report).contains("  Classic (US long-form rules): Ben pays the Bank $102")
                .contains("  Classic (US long-form rules) + Money under Free Parking: Ben pays the Free Parking pot $102");
    }

    @Test
    void aFinePaidToTheBankUnderThePotHouseRuleIsTheSameRuling() {
        // Under the pot house rule the jail fine still goes to the Bank (the rule's own clause says so): the step shows
        // where the money went, but the ruling is the classic one.
        Comparison fine = Comparison.of(Path.of("../scenarios/jail/pay-before-rolling.yaml"), List.of("classic", "classic+free-parking-pot"));
        Comparison.Clause pot = fine.sides().get(1).run().played().stream().map(p -> Comparison.clauses(p.ruling()).get("jail.exit.pay-fine"))
                .filter(java.util.Objects::nonNull).findFirst().orElseThrow();
        assertThat(pot.effects()).contains("the Bank");
        assertThat(fine.differences()).as("the $50 fine is paid to the Bank in both columns").isEmpty();
    }

    @Test
    void theCommandLinePrintsTheComparisonAndRefusesASingleRuleset() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Cli.run(new String[] {"explain", FLAT_TAX.toString(), "--compare", "classic,modern", "--format", "markdown"},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("# Income Tax under the 2021 guide")
                .contains("**Where they differ:**").contains("- **Modern (Hasbro game guide, 2021 and later):** Ben pays the Bank $200")
                .contains("then the game waits for Ben: how to pay Income Tax");
        int single = Cli.run(new String[] {"explain", FLAT_TAX.toString(), "--compare", "classic"},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(single).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--compare needs two or more rulesets");
    }

    @Test
    void theSameSumInEurosIsTheSameRuling() {
        // Luxury Tax: $75 under classic, €75 under the French text; the clause is the same, only the money sign differs.
        tutor.rules.state.GameState s = new tutor.rules.position.PositionBuilder(Bundle.get().table("classic", List.of("Ann", "Ben")))
                .at("Ben", 35).turn("Ben").dice(1, 2).build();
        MoveComparison c = MoveComparison.of(s, new tutor.rules.state.Move.RollDice(1), List.of("classic", "fr-classic"));
        assertThat(ComparisonReport.summary(c.rulings().get("fr-classic"))).isEqualTo("Ben pays the Bank €75");
        assertThat(c.differing()).as("only the currency differs").isEmpty();
        // And a real difference in a sum still shows.
        MoveComparison modern = MoveComparison.of(s, new tutor.rules.state.Move.RollDice(1), List.of("fr-classic", "modern"));
        assertThat(modern.differing()).contains("tax.luxury");
    }

    @Test
    void aBoutiqueIsAHouseInOtherWords() {
        tutor.rules.position.PositionBuilder b = new tutor.rules.position.PositionBuilder(Bundle.get().table("classic", List.of("Ann", "Ben")));
        tutor.rules.state.GameState s = b.owns("Ann", "Park Place", "Boardwalk").build();
        MoveComparison c = MoveComparison.of(s, new tutor.rules.state.Move.BuyHouse(0, b.deed("Park Place")), List.of("classic", "boutique"));
        assertThat(c.clause("boutique", "build.house").text()).contains("a boutique on Park Place");
        assertThat(c.differing()).as("the same ruling in the Boutique Edition's words").isEmpty();
    }
}
