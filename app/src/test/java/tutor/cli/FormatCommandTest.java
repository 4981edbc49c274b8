package tutor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code format FILE [--out F]}: prints or writes the canonical form; a broken file is refused with its problems. */
class FormatCommandTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @TempDir
    Path dir;

    private int run(String... args) {
        out.reset();
        return Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void printsTheCanonicalFormAndWritesItWhereAsked() throws IOException {
        Path file = dir.resolve("rent.yaml");
        Files.writeString(file, """
                # a comment that the canonical form does not keep
                title: Rent
                id: test-rent
                topic: rent
                goal: "Rent"
                setup:
                  turn: Ben
                  players: {Ann: {deeds: [Boardwalk], cash: 1_500}, Ben: {at: Short Line}}
                  dice: [[1, 3]]
                script:
                  - move: {do: roll-dice, player: Ben}
                  - check: {cash: {Ben: 1450}}
                """);
        assertThat(run("format", file.toString())).isZero();
        String canonical = """
                id: test-rent
                title: Rent
                topic: rent
                goal: Rent
                setup:
                  players:
                    Ann: {cash: 1500, deeds: [Boardwalk]}
                    Ben: {at: Short Line}
                  dice: [[1, 3]]
                  turn: Ben
                script:
                  - move: {player: Ben, do: roll-dice}
                  - check:
                      cash: {Ben: 1450}
                """;
        assertThat(out()).isEqualTo(canonical);
        assertThat(run("format", file.toString(), "--out", file.toString())).isZero();
        assertThat(out()).contains("Wrote " + file).contains("14 lines");
        assertThat(Files.readString(file)).isEqualTo(canonical);
        assertThat(run("format", file.toString(), "--out", file.toString())).isZero();
        assertThat(out()).contains("already in the canonical form");
        assertThat(run("check", file.toString())).isZero();
    }

    @Test
    void aFileThatDoesNotLoadIsRefusedWithItsProblemsInTheLanguageAsked() throws IOException {
        Path file = dir.resolve("broken.yaml");
        Files.writeString(file, "id: x\ntitle: T\ntopic: rent\ngoal: G\nsetup:\n  players: {Ann: {cash: lots}, Ben: {}}\n");
        assertThat(run("format", file.toString(), "--lang", "fr")).isEqualTo(2);
        assertThat(out()).startsWith("CASSÉ " + file).contains("broken.yaml:6:25: cash must be a whole number, not 'lots'");
        assertThat(run("format")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("format needs one scenario file");
    }

    @Test
    void aCanonicalFormPastTheLoadersLimitIsNotWrittenAndTheFileIsLeftAsItWas() throws IOException {
        // The canonical form indents script steps and opens each text's languages, so a compact file grows (by a
        // third here); a scenario just under the loader's 1 MB grows past it. The limit is lowered to keep this fast.
        StringBuilder script = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            script.append("- narrate: {en: step ").append(i).append(", fr: étape}\n");
        }
        String source = """
                id: grows
                title: Grows
                topic: jail
                level: 1
                goal: A goal.
                setup:
                  players: {Ann: {cash: 30}, Ben: {}}
                  dice: [[1, 2]]
                  turn: Ann
                script:
                """ + script + "- move: {player: Ann, do: roll-dice}\n";
        Path file = dir.resolve("grows.yaml");
        Files.writeString(file, source);
        long limit = source.getBytes(StandardCharsets.UTF_8).length + 100;
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        out.reset();
        int code = new FormatCommand(print, "en", limit).run(Options.parse(
                new java.util.ArrayList<>(java.util.List.of(file.toString(), "--out", file.toString())), java.util.List.of("out")));
        assertThat(code).isEqualTo(2);
        assertThat(out()).startsWith("NOT WRITTEN " + file).contains("check refuses a scenario file larger than 1 MB").contains("is left as it is");
        assertThat(Files.readString(file)).isEqualTo(source);
        assertThat(new FormatCommand(print, "en", limit * 2).run(Options.parse(
                new java.util.ArrayList<>(java.util.List.of(file.toString(), "--out", file.toString())), java.util.List.of("out")))).isZero();
    }
}
