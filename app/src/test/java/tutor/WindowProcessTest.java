package tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which compiler a long command is relaunched with: the quick one alone for a short simulation, both otherwise. */
class WindowProcessTest {

    private static List<String> options(String... args) {
        return WindowProcess.commandOptions(args).stream().map(o -> o[1]).toList();
    }

    @Test
    void aShortSimulationGetsTheQuickCompilerAlone() {
        assertThat(options("simulate", "--ruleset", "classic")).contains("-XX:TieredStopAtLevel=1", "-Xmx256m", "-XX:+UseSerialGC")
                .noneMatch(o -> o.startsWith("-XX:Tier4"));
        assertThat(options("simulate", "--games", "4000", "--players", "4")).contains("-XX:TieredStopAtLevel=1");
        assertThat(options("simulate", "--games", "8000", "--players", "2")).contains("-XX:TieredStopAtLevel=1");
    }

    @Test
    void aLongSimulationAndMiningKeepTheOptimisingCompiler() {
        assertThat(options("simulate", "--games", "10000")).doesNotContain("-XX:TieredStopAtLevel=1")
                .contains("-XX:Tier4InvocationThreshold=15000", "-Xmx256m");
        assertThat(options("simulate", "--games", "4000", "--players", "5")).doesNotContain("-XX:TieredStopAtLevel=1");
        assertThat(options("drills", "mine", "--games", "100")).doesNotContain("-XX:TieredStopAtLevel=1");
        // A value the command will refuse is not guessed at.
        assertThat(options("simulate", "--games", "many")).doesNotContain("-XX:TieredStopAtLevel=1");
        assertThat(options("simulate", "--games", "-5")).doesNotContain("-XX:TieredStopAtLevel=1");
    }
}
