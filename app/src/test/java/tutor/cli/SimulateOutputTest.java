package tutor.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code simulate --csv/--chart}: the path is checked before a single game is played (ten million games would
 * otherwise end in a stack trace), and the file written is exactly the one named.
 */
class SimulateOutputTest {

    @TempDir
    Path dir;

    private final CliCapture cli = new CliCapture();

    private int run(String... args) {
        return cli.run(args);
    }

    private String err() {
        return cli.err();
    }

    @Test
    void aMissingFolderOrAFolderNamedAsTheFileIsRefusedBeforeAnyGameIsPlayed() throws Exception {
        Path missing = dir.resolve("none/games.csv");
        Files.writeString(dir.resolve("plain.txt"), "x");
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            assertThat(run("simulate", "--games", "10000000", "--csv", missing.toString())).isEqualTo(2);
            assertThat(err()).contains("--csv " + missing + ": there is no folder " + dir.resolve("none"));
            assertThat(run("simulate", "--games", "10000000", "--chart", dir.toString())).isEqualTo(2);
            assertThat(err()).contains("--chart names the file to write, and " + dir + " is a folder: name a file in it, for example "
                    + dir.resolve("simulate.png"));
            assertThat(run("simulate", "--games", "10000000", "--csv", dir.resolve("plain.txt/games.csv").toString())).isEqualTo(2);
            assertThat(err()).contains("there is no folder");
            assertThat(run("simulate", "--games", "10000000", "--chart", dir.resolve("wins.jpg").toString())).isEqualTo(2);
            assertThat(err()).contains("--chart " + dir.resolve("wins.jpg") + ": a chart is written as a PNG picture; name it with .png at the end, for example "
                    + dir.resolve("wins.png"));
        });
        assertThat(cli.out()).as("no report: nothing ran").isEmpty();
        assertThat(dir.resolve("none")).doesNotExist();
        try (var s = Files.list(dir)) {
            assertThat(s).containsExactly(dir.resolve("plain.txt"));
        }
    }

    @Test
    void theChartAndCsvAreWrittenToExactlyTheNamesGiven() throws Exception {
        Path chart = dir.resolve("wins");
        Path csv = dir.resolve("games.data");
        assertThat(run("simulate", "--games", "12", "--players", "2", "--strategies", "buy-all,trader", "--chart", chart.toString(),
                "--csv", csv.toString())).isZero();
        try (var s = Files.list(dir)) {
            assertThat(s).containsExactlyInAnyOrder(chart, csv);
        }
        assertThat(javax.imageio.ImageIO.read(chart.toFile()).getWidth()).isEqualTo(900);
        assertThat(Files.readAllLines(csv)).hasSize(13);
    }
}
