package tutor.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import tutor.data.Bundle;

/**
 * The canonical writer's round trip, for every bundled scenario: the formatted file loads, plays its
 * script with the same outcome as the original, means the same in every language, and formats to
 * itself byte for byte.
 */
class ScenarioFormatTest {

    private static final Path LIBRARY = Path.of("../scenarios");
    private final ScenarioFormat format = new ScenarioFormat(Bundle.get());

    @TestFactory
    List<DynamicTest> everyBundledScenarioFormatsToAFileThatLoadsPassesAndFormatsToItself() {
        ScenarioRunner runner = new ScenarioRunner();
        return ScenarioFiles.find(List.of(LIBRARY)).stream().map(file -> DynamicTest.dynamicTest(file.toString(), () -> {
            ScenarioFormat.Result once = format.format(file);
            assertThat(once.problems()).isEmpty();
            ScenarioLoader.LoadResult original = new ScenarioLoader(Bundle.get()).load(file);
            ScenarioLoader.LoadResult formatted = new ScenarioLoader(Bundle.get()).load(file.toString(), new StringReader(once.text()));
            assertThat(formatted.problems()).isEmpty();
            assertThat(ScenarioMeaning.of(formatted.scenario())).isEqualTo(ScenarioMeaning.of(original.scenario()));
            ScenarioRunner.Run before = runner.run(original.scenario());
            ScenarioRunner.Run after = runner.run(formatted.scenario());
            assertThat(after.passed()).isEqualTo(before.passed()).isTrue();
            assertThat(after.played()).hasSameSizeAs(before.played());
            ScenarioFormat.Result twice = format.format(file.toString(), once.text());
            assertThat(twice.text()).isEqualTo(once.text());
            assertThat(once.text().getBytes(StandardCharsets.UTF_8)).isEqualTo(twice.text().getBytes(StandardCharsets.UTF_8));
        })).toList();
    }
}
