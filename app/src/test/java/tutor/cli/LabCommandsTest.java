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
        // Income unrounded to six decimals (2.6260% × $2,000 = $52.519267 before rounding for display).
        assertThat(lines).contains("deed,Boardwalk,dark-blue,hotel,2.6260,2000,52.519267,1400,26.7,7.5,25.4");
        // The issue's example: $60 / $0.042628 = 1,407.5 opponent rolls, not $60 / $0.04 = 1,500.
        assertThat(lines).contains("deed,Mediterranean Avenue,brown,alone,2.1314,2,0.042628,60,1407.5,395.4,");
        assertThat(lines).anyMatch(l -> l.startsWith("group,orange,orange,3,"));
        assertThat(lines).anyMatch(l -> l.startsWith("group,dark-blue,dark-blue,hotel,"));
        assertThat(lines).anyMatch(l -> l.startsWith("group,railroad,railroad,4,"));
        assertThat(lines.stream().filter(l -> l.startsWith("group,orange,")).map(l -> l.split(",")[3]).toList())
                .containsExactly("0", "1", "2", "3", "4", "hotel");
    }

    @Test
    void returnsTakesTheJailStrategyAndTheCardRentConvention() {
        assertThat(run("returns", "--format", "csv", "--jail", "long")).isZero();
        String boardwalkLong = lines().stream().filter(l -> l.startsWith("deed,Boardwalk,dark-blue,hotel,")).findFirst().orElseThrow();
        assertThat(boardwalkLong).startsWith("deed,Boardwalk,dark-blue,hotel,2.4861,2000,49.72"); // fewer rolls end there
        assertThat(run("returns", "--jail", "long")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("Opponents stay in Jail as long as the rules allow.")
                .contains("opponents stay in Jail");
        // Reading Railroad, all four held: the nearest-railroad card's double rent counted, or every arrival at $200.
        assertThat(run("returns", "--format", "csv")).isZero();
        assertThat(lines()).contains("deed,Reading Railroad,railroad,4,2.9631,200,6.504122,200,30.7,8.6,");
        assertThat(run("returns", "--format", "csv", "--card-rent", "printed")).isZero();
        assertThat(lines()).contains("deed,Reading Railroad,railroad,4,2.9631,200,5.926206,200,33.7,9.5,");
        // One utility held: the card's ten times a throw, or the deed's four times.
        assertThat(lines()).contains("deed,Electric Company,utility,1,2.6040,,0.717810,150,209.0,58.7,");
        assertThat(run("returns", "--format", "csv")).isZero();
        assertThat(lines()).contains("deed,Electric Company,utility,1,2.6040,,0.839045,150,178.8,50.2,");
        assertThat(run("returns", "--card-rent", "printed")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("counted at the printed rent for every arrival");
        assertThat(run("returns")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("count the Chance cards that send a player to the nearest one");
        assertThat(run("returns", "--card-rent", "double")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--card-rent takes cards or printed");
    }

    @Test
    void oddsSaysWhichJailModelItFollows() {
        assertThat(run("odds")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("pays the fine (or uses a card) at the start of the next turn")
                .contains("short-jail strategy").contains("A lap of the board takes 5.77 rolls on average: 40 squares / 6.9294");
        assertThat(run("odds", "--jail", "long")).isZero();
        // The US text: a player leaving Jail on doubles does not throw again; Collins' long model does, so In Jail is lower here.
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("does not throw again (US long-form rules, Jail)")
                .contains("In Jail here (9.3855%) is a little below his model's figure (R. Durrett's simulation of it: 9.46%)");
    }

    @Test
    void oddsFromJailGivesEachSquareAsAnExactFraction() {
        assertThat(run("odds", "--from", "10")).isZero();
        List<String> text = lines();
        // The orange group: 5 + 5 + 4 of the 36 throws by the dice; with Chance's "go back three" from 22 onto New York Avenue, 225/576.
        assertThat(text).anyMatch(l -> l.matches("\\s+orange\\s+14/36\\s+225/576\\s+39\\.0625%"));
        assertThat(text).anyMatch(l -> l.matches("\\s*16  St\\. James Place\\s+5/36\\s+80/576\\s+13\\.8889%"));
        assertThat(text).anyMatch(l -> l.matches("\\s*40  In Jail\\s+-\\s+7/576\\s+1\\.2153%"));
        assertThat(run("odds", "--from", "Jail", "--format", "csv")).isZero();
        assertThat(lines()).contains("index,space,reached,ends,percent", "19,New York Avenue,4/36,65/576,11.2847");
        assertThat(run("odds", "--from", "Jale")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--from takes a square");
        assertThat(run("odds", "--from", "40")).isEqualTo(2);
    }

    @Test
    void juniorsOddsAndReturnsSpeakOfJuniorsBoard() {
        assertThat(run("odds", "--ruleset", "junior")).isZero();
        String odds = out.toString(StandardCharsets.UTF_8);
        assertThat(odds).contains("one die, no Jail and so no Jail strategy, no houses or hotels")
                .contains("(a ride-again square throws again)").doesNotContain("Go To Jail").doesNotContain("doubles")
                .doesNotContain("leaves Jail").doesNotContain("In Jail");
        assertThat(run("returns", "--ruleset", "junior")).isZero();
        String returns = out.toString(StandardCharsets.UTF_8);
        assertThat(returns).contains("this edition has no houses or hotels").doesNotContain("doubles").doesNotContain("Jail")
                .doesNotContain("1-4 houses").doesNotContain("railroads");
    }

    @Test
    void returnsAsTextExplainsAWorkedExample() {
        assertThat(run("returns", "--ruleset", "classic")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("2.6260% × $2,000 = $52.52 per opponent roll")
                .contains("with 3 opponents");
    }

    @Test
    void theTablesGroupThousandsAsEnglishWritesThemAndTheCsvKeepsPlainNumbers(@TempDir Path dir) throws Exception {
        assertThat(run("returns", "--ruleset", "classic")).isZero();
        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(text).containsPattern("Boardwalk\\s+dark-blue\\s+hotel\\s+2\\.63%\\s+\\$52\\.52\\s+\\$1,400\\s+26\\.7")
                .containsPattern("Mediterranean Avenue\\s+brown\\s+alone\\s+2\\.13%\\s+\\$0\\.04\\s+\\$60\\s+1,407\\.5\\s+395\\.4");
        // The same rows as CSV: one plain number a cell (a spreadsheet reads 1400 and 1407.5 as numbers), eleven cells a row.
        assertThat(run("returns", "--ruleset", "classic", "--format", "csv")).isZero();
        assertThat(lines()).allSatisfy(l -> assertThat(l.split(",", -1)).hasSize(11)).noneMatch(l -> l.contains("\""))
                .contains("deed,Boardwalk,dark-blue,hotel,2.6260,2000,52.519267,1400,26.7,7.5,25.4");
        // simulate: every net worth, median and quartiles, grouped in the table; the per-game CSV has bare counts.
        Path csv = dir.resolve("games.csv");
        assertThat(run("simulate", "--ruleset", "classic", "--games", "40", "--players", "2", "--seed", "3", "--csv", csv.toString())).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("  buy-all           $1,500 (1,500–1,500)    $1,672 (1,527–1,867)")
                .contains("$5,771 (0–6,685)");
        assertThat(Files.readAllLines(csv)).hasSize(41).allSatisfy(l -> assertThat(l.split(",", -1)).hasSize(9))
                .contains("1,12918135221727111561,2,reserve-200;three-houses,1,three-houses,73,false,0>1@73");
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
