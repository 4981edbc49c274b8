package tutor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.text.ControlChars;

/**
 * {@code check} and {@code explain} never print a control character from a scenario raw: an escape sequence
 * that would set the terminal's title, clear the screen or colour the rest of the session, a bell, a
 * carriage return that would overwrite a report line, DEL and the C1 controls are all shown as {@code \u001B}.
 */
class ControlCharactersTest {

    @TempDir
    Path dir;

    /** Every C0 control but the line feed and the tab, DEL, and every C1 control, as YAML escapes. */
    private static String allControls() {
        StringBuilder b = new StringBuilder();
        for (int c = 0; c <= 0x9F; c++) {
            if (ControlChars.isControl(c)) {
                b.append(String.format("\\x%02x", c));
            }
        }
        return b.toString();
    }

    private Path scenario(String title, String narration) throws Exception {
        Path f = dir.resolve("controls.yaml");
        Files.writeString(f, """
                id: controls
                title: "TITLE"
                topic: jail
                level: 1
                goal: "Goal \\e[5m"
                setup:
                  players:
                    "Ann\\e[2J": {cash: 30}
                    Ben: {}
                  dice: [[1, 2]]
                  turn: "Ann\\e[2J"
                script:
                  - narrate: "NARRATION"
                  - move: {player: "Ann\\e[2J", do: roll-dice}
                """.replace("TITLE", title).replace("NARRATION", narration));
        return f;
    }

    private static String run(String... args) {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(sink, true, StandardCharsets.UTF_8);
        Cli.run(args, out, out);
        return sink.toString(StandardCharsets.UTF_8);
    }

    private static void noRawControl(String printed) {
        assertThat(printed.chars().filter(ControlChars::isControl).mapToObj(c -> String.format("U+%04X", c)).toList())
                .as("raw control characters printed").isEmpty();
    }

    @Test
    void checkAndExplainShowEveryControlEscaped() throws Exception {
        Path f = scenario("Title \\e]0;owned\\a\\e[2J\\r", "Narration " + allControls() + " end");
        String check = run("check", f.toString());
        noRawControl(check);
        assertThat(check).contains("Title \\u001B]0;owned\\u0007\\u001B[2J\\u000D");

        for (String format : new String[] {"text", "markdown"}) {
            String explain = run("explain", f.toString(), "--format", format);
            noRawControl(explain);
            assertThat(explain).contains("\\u0000\\u0001").contains("\\u001B\\u001C").contains("\\u007F\\u0080").contains("\\u009B\\u009C\\u009D")
                    .contains("Ann\\u001B[2J").contains("\n").contains(" end");
        }
    }

    @Test
    void aBrokenFileQuotingAControlInAProblemIsEscapedToo() throws Exception {
        Path f = dir.resolve("broken.yaml");
        Files.writeString(f, "id: broken\n\"ti\\etle\": x\n");
        String check = run("check", f.toString());
        noRawControl(check);
        assertThat(check).contains("ti\\u001Btle");
    }

    @Test
    void theEscapeIsVisibleAndLeavesOrdinaryTextAlone() {
        assertThat(ControlChars.visible("a\u001b[2Jb\tc\nd\u009b")).isEqualTo("a\\u001B[2Jb\tc\nd\\u009B");
        assertThat(ControlChars.visible("Ann\u202Egnp.exe \u2067x\u2069")).as("text turned around on screen")
                .isEqualTo("Ann\\u202Egnp.exe \\u2067x\\u2069");
        String plain = "Ann Ó'Brien — Тюрьма $50 1\u202F500\u00A0₽ \u200E";
        assertThat(ControlChars.visible(plain)).isSameAs(plain);
    }
}
