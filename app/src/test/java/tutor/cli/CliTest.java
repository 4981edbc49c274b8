package tutor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The command line: its output and its exit codes. */
class CliTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void demoExplainsASeededGameTheSameWayEveryTime() {
        assertThat(run("demo", "--seed", "3", "--turns", "4")).isZero();
        String first = out();
        assertThat(first).contains("A demo game under Classic (US long-form rules), seed 3, 4 turns.")
                .contains("## Ann throws the dice").contains("[turn.roll]").contains("After 4 turns:");
        out.reset();
        run("demo", "--seed", "3", "--turns", "4");
        assertThat(out()).isEqualTo(first);
    }

    @Test
    void rulesListsEveryValueWithItsSource() {
        assertThat(run("rules", "--ruleset", "modern")).isZero();
        assertThat(out()).contains("auction-opening-bid").contains("us-guide-2021, Auctions: bidding starts at $10")
                .contains("luxury-tax").contains("100");
    }

    @Test
    void ruleShowsTheCatalogueEntryWithCitations() {
        assertThat(run("rule", "rent.street.group-double.mortgaged-lot")).isZero();
        assertThat(out()).contains("Double rent when a lot of the group is mortgaged")
                .contains("The rent is not doubled while any lot of the group is mortgaged.");
    }

    @Test
    void checkWithoutFilesChecksTheLibraryTheWindowOpens() {
        assertThat(run("check")).as(out()).isZero();
        assertThat(out()).startsWith("Checking the scenario library in ").contains("PASS   ").contains(" passed, 0 failed");
    }

    @Test
    void mistakesExitWith2AndSayWhatToChange() {
        assertThat(run("demo", "--ruleset", "klassic")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("no ruleset 'klassic'").contains("classic, modern");
        assertThat(run("rule", "rent.raildoad")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("did you mean 'rent.railroad'?");
        assertThat(run("frobnicate")).isEqualTo(2);
        assertThat(run("demo", "--turns", "zero")).isEqualTo(2);
    }
}
