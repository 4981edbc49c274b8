package tutor.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.analysis.JailStrategy;
import tutor.analysis.LandingChain;
import tutor.analysis.Odds;
import tutor.data.Bundle;
import tutor.rules.edition.RuleSet;

/**
 * {@code odds --jail short} against Truman Collins' published short-jail table, every one of its 41 rows
 * (40 spaces, then In Jail), to 0.0001 percentage points: the printed figure and the chain's unrounded one.
 * The table is a copy of {@code ../shared/data/collins-landing-odds-short-jail.csv} with its provenance line.
 */
class CollinsTableTest {

    private record Published(int index, String space, double percent) { }

    private static List<Published> published() throws IOException {
        try (InputStream in = CollinsTableTest.class.getResourceAsStream("/tutor/analysis/collins-landing-odds-short-jail.csv")) {
            List<String> lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
            assertThat(lines.get(0)).as("the provenance line").startsWith("# Truman Collins").contains("jail short");
            assertThat(lines.get(1)).isEqualTo("index,space,percent");
            return lines.stream().skip(2).map(l -> l.split(","))
                    .map(f -> new Published(Integer.parseInt(f[0]), f[1], Double.parseDouble(f[2]))).toList();
        }
    }

    @Test
    void oddsJailShortMatchesEveryRowOfCollinsTable() throws IOException {
        List<Published> table = published();
        assertThat(table).hasSize(41);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertThat(Cli.run(new String[] {"odds", "--ruleset", "classic", "--jail", "short", "--format", "csv"},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream()))).isZero();
        List<String[]> printed = out.toString(StandardCharsets.UTF_8).lines().skip(1).map(l -> l.split(",")).toList();
        assertThat(printed).hasSize(41);
        RuleSet rules = Bundle.get().ruleset("classic");
        Odds chain = LandingChain.solve(Bundle.get().board(rules), rules, Bundle.get().cardSets().get(rules.cardsId()), JailStrategy.SHORT);
        for (Published p : table) {
            String[] row = printed.get(p.index());
            assertThat(Integer.parseInt(row[0])).isEqualTo(p.index());
            assertThat(Double.parseDouble(row[2])).as(p.space() + " as printed").isCloseTo(p.percent(), within(0.0001));
            double unrounded = p.index() == 40 ? 100 * chain.inJail() : chain.percent(p.index());
            assertThat(unrounded).as(p.space() + " unrounded").isCloseTo(p.percent(), within(0.0001));
        }
        // The rows are the same squares: Collins writes "Go" and numbers the Chance and Community Chest spaces.
        assertThat(printed.get(39)[1]).isEqualTo("Boardwalk");
        assertThat(printed.get(40)[1]).isEqualTo("In Jail");
        assertThat(table.get(40).space()).isEqualTo("In Jail");
    }
}
