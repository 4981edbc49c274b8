package tutor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** odds, returns and simulate: the exact output forms lessons and scripts rely on. */
class LabCommandsTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        out.reset();
        err.reset();
        return Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private List<String> lines() {
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void oddsAsCsvHas41RowsWithInJailLast() {
        assertThat(run("odds", "--ruleset", "classic", "--format", "csv")).isZero();
        List<String> lines = lines();
        assertThat(lines.get(0)).isEqualTo("index,space,percent");
        assertThat(lines).hasSize(42);
        assertThat(lines.get(40)).isEqualTo("39,Boardwalk,2.6260");
        assertThat(lines.get(31)).isEqualTo("30,Go To Jail,0.0000");
        assertThat(lines.get(41)).startsWith("40,In Jail,");
    }

    @Test
    void oddsAsTextStateTheConventionAndTheLongStrategyPutsMoreInJail() {
        assertThat(run("odds", "--ruleset", "classic", "--jail", "long")).isZero();
        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(text).contains("Truman Collins' convention").contains("stays in Jail as long as the rules allow")
                .contains(" 40  In Jail");
        assertThat(run("odds", "--jail", "forever")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--jail takes short or long");
    }

    @Test
    void returnsAsCsvNameGroupsByColourAndLevelsZeroToHotel() {
        assertThat(run("returns", "--ruleset", "classic", "--opponents", "3", "--format", "csv")).isZero();
        List<String> lines = lines();
        assertThat(lines.get(0)).isEqualTo(
                "kind,name,group,level,odds_percent,rent,income_per_roll,cost,payback_rolls,payback_rounds,marginal_payback_rolls");
        assertThat(lines).contains("deed,Boardwalk,dark-blue,hotel,2.6260,2000,52.52,1400,26.7,7.5,25.4");
        assertThat(lines).anyMatch(l -> l.startsWith("group,orange,orange,3,"));
        assertThat(lines).anyMatch(l -> l.startsWith("group,dark-blue,dark-blue,hotel,"));
        assertThat(lines).anyMatch(l -> l.startsWith("group,railroad,railroad,4,"));
        assertThat(lines.stream().filter(l -> l.startsWith("group,orange,")).map(l -> l.split(",")[3]).toList())
                .containsExactly("0", "1", "2", "3", "4", "hotel");
    }

    @Test
    void returnsAsTextExplainsAWorkedExample() {
        assertThat(run("returns", "--ruleset", "classic")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("2.6260% x $2,000 = $52.52 per opponent roll")
                .contains("with 3 opponents");
    }

    @Test
    void simulateIsReproducibleBySeedAndWritesCsvAndChart(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("games.csv");
        Path png = dir.resolve("chart.png");
        assertThat(run("simulate", "--ruleset", "classic", "--games", "24", "--players", "3", "--seed", "9",
                "--strategies", "buy-all,trader", "--csv", csv.toString(), "--chart", png.toString())).isZero();
        String first = out.toString(StandardCharsets.UTF_8).replaceAll("\\(\\d+\\.\\d s on", "(s on");
        assertThat(first).contains("24 games of 3 players under Classic (US long-form rules), seed 9")
                .contains("trader").contains("95% interval").contains("Bankruptcies, and who was owed the money")
                .contains("reached the cap of 250 rounds");
        List<String> rows = Files.readAllLines(csv);
        assertThat(rows).hasSize(25);
        assertThat(rows.get(0)).startsWith("game,seed,players,strategies,winner_seat");
        assertThat(javax.imageio.ImageIO.read(png.toFile()).getWidth()).isEqualTo(900);
        run("simulate", "--ruleset", "classic", "--games", "24", "--players", "3", "--seed", "9",
                "--strategies", "buy-all,trader");
        String again = out.toString(StandardCharsets.UTF_8).replaceAll("\\(\\d+\\.\\d s on", "(s on");
        assertThat(again.lines().limit(20).toList()).isEqualTo(first.lines().limit(20).toList());
    }

    @Test
    void simulateRefusesAnUnknownStrategyAndTooManyPlayers() {
        assertThat(run("simulate", "--strategies", "greedy")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("no strategy 'greedy'");
        assertThat(run("simulate", "--ruleset", "junior", "--players", "8")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--players must be between 2 and");
    }
}
