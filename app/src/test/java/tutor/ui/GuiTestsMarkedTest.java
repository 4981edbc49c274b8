package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The README promises that `mvn -B verify` on a machine without a display skips the GUI tests and runs the
 * rest. A GUI test class that forgets {@link GuiTest} errors there instead (28 lesson tests once did, with
 * HeadlessException), so every test class named *IT under tutor.ui must carry the mark.
 */
class GuiTestsMarkedTest {

    @Test
    void everyGuiTestClassSkipsItselfWithoutADisplay() throws IOException, URISyntaxException {
        Path root = Path.of(GuiTestsMarkedTest.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path ui = root.resolve("tutor/ui");
        List<String> guiTests;
        try (Stream<Path> files = Files.walk(ui)) {
            guiTests = files.map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .filter(name -> name.endsWith("IT.class") && !name.contains("$"))
                    .map(name -> name.substring(0, name.length() - ".class".length()).replace('/', '.'))
                    .sorted()
                    .collect(Collectors.toList());
        }
        assertThat(guiTests).as("GUI test classes found").hasSizeGreaterThan(80);
        List<String> unmarked = guiTests.stream()
                .filter(name -> !load(name).isAnnotationPresent(GuiTest.class))
                .collect(Collectors.toList());
        assertThat(unmarked).as("GUI test classes without @GuiTest").isEmpty();
    }

    private static Class<?> load(String name) {
        try {
            return Class.forName(name, false, GuiTestsMarkedTest.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }
}
