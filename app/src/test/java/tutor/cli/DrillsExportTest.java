package tutor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A teacher's drill set: {@code drills export} picks a theme's drills, writes them as a lesson that passes
 * {@code check} (each drill's question, then its ruling played from the copied drill), and prints the
 * handout whose worksheet asks each question and whose answer key gives each answer.
 */
class DrillsExportTest {

    @TempDir
    Path dir;

    @Test
    void aThemeOfEveryEditionBecomesALessonAndAHandout() throws Exception {
        CliCapture cli = new CliCapture();
        Path set = dir.resolve("set");
        Path pdf = dir.resolve("set.pdf");
        int code = cli.run("drills", "export", "--theme", "jail-forced-fine", "--count", "4", "--from", "../scenarios/drills",
                "--out", set.toString(), "--pdf", pdf.toString());
        assertThat(code).as(cli.out() + cli.err()).isZero();
        List<Path> lessons;
        try (var files = Files.list(set)) {
            lessons = files.filter(p -> p.getFileName().toString().startsWith("drill-set-")).toList();
        }
        assertThat(lessons).hasSize(1);
        assertThat(cli.out()).contains("4 drills written as the lesson " + lessons.get(0));
        String lesson = Files.readString(lessons.get(0), StandardCharsets.UTF_8);
        List<String> plays = all(Pattern.compile("scenario: (drills/drill-jail-forced-fine-[0-9a-f]+\\.yaml)"), lesson);
        assertThat(plays).hasSize(4).doesNotHaveDuplicates();
        for (String drill : plays) {
            assertThat(set.resolve(drill)).exists();
        }
        assertThat(all(Pattern.compile("^  - question:$", Pattern.MULTILINE), lesson)).hasSize(4);
        assertThat(cli.run("check", lessons.get(0).toString())).as(cli.out()).isZero();
        assertThat(cli.out()).contains("1 passed, 0 failed");

        String text;
        try (org.apache.pdfbox.pdmodel.PDDocument doc = org.apache.pdfbox.Loader.loadPDF(pdf.toFile())) {
            text = new org.apache.pdfbox.text.PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
        }
        assertThat(text).contains("Worksheet", "Answer key", "Drills: 4 situations (Leaving Jail: the forced fine)");
        // Each drill's question is on the worksheet, and its answer in the key: the fine of its edition, paid once.
        Matcher prompts = Pattern.compile("^        en: (.* How much does \\w+ pay to leave Jail\\?)$", Pattern.MULTILINE).matcher(lesson);
        int asked = 0;
        while (prompts.find()) {
            assertThat(text).contains(prompts.group(1));
            asked++;
        }
        assertThat(asked).isEqualTo(4);
        assertThat(all(Pattern.compile("^      answer: (\\d+)$", Pattern.MULTILINE), lesson)).hasSize(4).allMatch(a -> Integer.parseInt(a) > 0);
        // The teacher's notes name each drill's first misreading and say why it is wrong.
        assertThat(all(Pattern.compile("^    - belief: ", Pattern.MULTILINE), lesson)).hasSize(4);
        assertThat(text).contains("What learners often believe", "In drill 1, the answer is $0.", "In drill 4, the answer is",
                "out for nothing: now the fine must be paid.");
    }

    @Test
    void aSelectionWithNoDrillWritesNothing() {
        CliCapture cli = new CliCapture();
        Path set = dir.resolve("none");
        int code = cli.run("drills", "export", "--theme", "building-shortage", "--ruleset", "junior", "--from", "../scenarios/drills",
                "--out", set.toString());
        assertThat(code).isEqualTo(2);
        assertThat(set).doesNotExist();
    }

    private static List<String> all(Pattern p, String text) {
        Matcher m = p.matcher(text);
        List<String> out = new java.util.ArrayList<>();
        while (m.find()) {
            out.add(m.groupCount() > 0 ? m.group(1) : m.group());
        }
        return out;
    }
}
