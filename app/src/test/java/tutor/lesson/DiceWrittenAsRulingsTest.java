package tutor.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A throw is written "3 + 5", as the rulings and the board write it ("3 + 5 = 8"), never "3+5": a native reader found
 * drills, a lesson's chance working and the editor's example glued. Checked in every bundle, drill, scenario and lesson.
 */
class DiceWrittenAsRulingsTest {

    private static final Pattern GLUED = Pattern.compile("(?<![\\d.,])[1-6]\\+[1-6](?!\\d)");

    @Test
    void noTextAReaderSeesGluesTheDice() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path root : List.of(Path.of("src/main/resources/tutor/text"), Path.of("../scenarios"), Path.of("../lessons"))) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : files.filter(p -> p.toString().matches(".*\\.(properties|yaml)")).toList()) {
                    List<String> lines = Files.readAllLines(f);
                    for (int i = 0; i < lines.size(); i++) {
                        if (GLUED.matcher(lines.get(i)).find()) {
                            found.add(f + ":" + (i + 1) + ": " + lines.get(i).strip());
                        }
                    }
                }
            }
        }
        assertThat(found).isEmpty();
    }

    @Test
    void theLessonsChanceWorkingListsThePairsSpaced() {
        var total = new DiceChance("classic", "total", 1, 8, null, null, "percent").work(tutor.lesson.load.LibraryData.lab());
        for (String language : List.of("en", "fr", "ru")) {
            String line = total.why().get(0).in(language);
            assertThat(line).as(language).contains("2 + 6, 3 + 5, 4 + 4, 5 + 3, 6 + 2");
            assertThat(GLUED.matcher(line).find()).as(line).isFalse();
        }
    }
}
