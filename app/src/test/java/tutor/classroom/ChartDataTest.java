package tutor.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tutor.data.Bundle;
import tutor.lesson.Step;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;

/**
 * which-group's landing chart on a learner's phone: the projector's chart numbers its squares and marks In Jail with
 * a letter (J, P, Т), but a phone's table has room for the names, so its rows say which square each is.
 */
class ChartDataTest {

    @ParameterizedTest
    // The US board's streets keep their English names in French and Russian (the board has no others), as on the board.
    @CsvSource({"en, 6 Oriental Ave., In Jail", "fr, 6 Oriental Avenue, En prison", "ru, 6 Oriental Avenue, В тюрьме"})
    void thePhonesTableNamesEverySquare(String lang, String sixth, String jail) {
        Path file = Path.of("../lessons/budget/which-group.yaml");
        if (!Files.isRegularFile(file)) {
            file = Path.of("lessons/budget/which-group.yaml");
        }
        tutor.lesson.Lesson budget = new LessonLoader(Bundle.get(), LibraryData.lab()).load(file).lesson();
        ClassLesson lesson = new ClassLesson(budget, LibraryData.lab());
        Step.Chart step = (Step.Chart) lesson.steps().stream().filter(s -> s.id().equals("odds-chart")).findFirst().orElseThrow();
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> rows = (List<Map<String, Object>>) ChartData.of(lesson, step, lang).get("rows");
        List<String> labels = rows.stream().map(r -> (String) r.get("label")).toList();
        assertThat(labels).hasSize(41);
        assertThat(labels.get(0)).matches("0 \\p{L}.*");
        assertThat(labels.get(6)).isEqualTo(sixth);
        assertThat(labels.get(40)).isEqualTo(jail);
        assertThat(labels).noneMatch(l -> l.matches("\\d+|[JPТ]"));
        // The groups split the squares: one column of bars in the groups' colours, with a key, and the plain heading.
        Map<String, Object> data = ChartData.of(lesson, step, lang);
        assertThat(rows).allMatch(r -> ((List<?>) r.get("cells")).size() == 1);
        assertThat((List<?>) data.get("series")).hasSize(1);
        assertThat((List<?>) data.get("legend")).hasSize(5);
        assertThat(data.get("x")).isEqualTo(Map.of("en", "Square", "fr", "Case", "ru", "Поле").get(lang));
    }
}
