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
import tutor.data.Bundle;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;

/**
 * A step that speaks of the chart shows a chart (issue 22: which-group's «Sur le graphique, les barres orange…» was
 * asked beside the empty board): in every lesson, a step whose words in any language name the chart ("chart",
 * « graphique », «диаграмма», «график») is a chart, or is asked beside the chart just before it.
 */
class ChartBesideTest {

    private static final Pattern CHART = Pattern.compile("(?iu)\\bchart|graphique|диаграмм|график");

    @Test
    void everyStepThatSpeaksOfTheChartShowsOne() throws IOException {
        LessonLab lab = LibraryData.lab();
        List<String> blind = new ArrayList<>();
        int speaking = 0;
        List<Path> files;
        try (Stream<Path> all = Files.walk(Path.of("../lessons"))) {
            files = all.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThan(20);
        for (Path file : files) {
            Lesson lesson = new LessonLoader(Bundle.get(), lab).load(file).lesson();
            for (Step s : lesson.steps()) {
                if (s instanceof Step.Chart || s instanceof Step.Simulate || !CHART.matcher(words(s)).find()) {
                    continue;
                }
                speaking++;
                if (lesson.chartBeside(s).isEmpty()) {
                    blind.add(file.getFileName() + " step " + s.id() + ": " + words(s));
                }
            }
        }
        // which-group's orange-chance and fastest, dice-and-chance's why-orange.
        assertThat(speaking).isGreaterThanOrEqualTo(3);
        assertThat(blind).isEmpty();
    }

    @Test
    void theOrangeQuestionIsAskedBesideTheLandingOdds() {
        Lesson lesson = new LessonLoader(Bundle.get(), LibraryData.lab()).load(Path.of("../lessons/budget/which-group.yaml")).lesson();
        assertThat(lesson.chartBeside(lesson.step("orange-chance").orElseThrow()).orElseThrow().chart().kind()).isEqualTo("landing-odds");
        assertThat(lesson.chartBeside(lesson.step("fastest").orElseThrow()).orElseThrow().chart().kind()).isEqualTo("payback");
    }

    /** What the learner reads on the step, in every language: its prompt, text, choices and hints. */
    private static String words(Step s) {
        List<Text> texts = new ArrayList<>();
        if (s instanceof Step.Question q) {
            texts.add(q.prompt());
            q.choices().forEach(c -> texts.add(c.text()));
            texts.addAll(q.hints());
        } else if (s instanceof Step.Exercise e) {
            texts.add(e.prompt());
            texts.addAll(e.hints());
        } else if (s instanceof Step.Explain e) {
            texts.add(e.markdown());
        } else if (s instanceof Step.Discuss d) {
            texts.add(d.prompt());
        } else if (s instanceof Step.Recap r) {
            texts.addAll(r.points());
        } else if (s instanceof Step.Play p && p.intro() != null) {
            texts.add(p.intro());
        }
        StringBuilder b = new StringBuilder();
        for (Text t : texts) {
            for (String language : Text.LANGUAGES) {
                if (t != null && t.has(language)) {
                    b.append(t.in(language)).append(' ');
                }
            }
        }
        return b.toString();
    }
}
