package tutor.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import tutor.cli.Cli;
import tutor.data.Bundle;

/** Every scenario we ship is a test: it loads, its scripted path plays, its checkpoints hold. */
class ScenarioLibraryTest {

    private static final Path LIBRARY = Path.of("../scenarios");
    private final ScenarioLoader loader = new ScenarioLoader(Bundle.get());

    private List<Scenario> all() {
        return ScenarioFiles.find(List.of(LIBRARY)).stream().map(loader::load).map(r -> {
            assertThat(r.problems()).as("problems loading a bundled scenario").isEmpty();
            return r.scenario();
        }).toList();
    }

    @TestFactory
    List<DynamicTest> everyBundledScenarioPasses() {
        ScenarioRunner runner = new ScenarioRunner();
        return ScenarioFiles.find(List.of(LIBRARY)).stream().map(file -> DynamicTest.dynamicTest(file.toString(), () -> {
            ScenarioLoader.LoadResult r = loader.load(file);
            assertThat(r.problems()).isEmpty();
            ScenarioRunner.Run run = runner.run(r.scenario());
            assertThat(run.failures()).as(new ScenarioReport(Bundle.get().rulebook(), false).render(run)).isEmpty();
        })).toList();
    }

    @Test
    void theBuildRunsCheckOnTheWholeLibrary() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Cli.run(new String[] {"check", LIBRARY.toString()}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(code).as(text).isZero();
        assertThat(text).contains(all().size() + " passed, 0 failed");
    }

    @Test
    void theLibraryCoversEveryTopicTheCourseNeeds() {
        Map<String, Long> byTopic = all().stream().collect(Collectors.groupingBy(Scenario::topic, Collectors.counting()));
        assertThat(byTopic.get("jail")).isGreaterThanOrEqualTo(6);
        assertThat(byTopic.get("bankruptcy")).isGreaterThanOrEqualTo(5);
        assertThat(byTopic.get("building-shortage")).isGreaterThanOrEqualTo(5);
        long others = byTopic.entrySet().stream()
                .filter(e -> !List.of("jail", "bankruptcy", "building-shortage").contains(e.getKey()))
                .mapToLong(Map.Entry::getValue).sum();
        assertThat(others).isGreaterThanOrEqualTo(15);
        assertThat(byTopic.keySet()).contains("rent", "go-and-cards", "doubles", "auctions", "trades", "taxes");
    }

    @Test
    void everyScenarioTeachesWithNarrationAGoalAndANamedWrongMove() {
        for (Scenario s : all()) {
            assertThat(s.title()).as(s.file()).isNotBlank();
            assertThat(s.goal()).as(s.file()).isNotBlank();
            assertThat(s.steps()).as(s.file() + " narration").anyMatch(st -> st instanceof ScriptStep.Narrate);
            // A mined drill teaches with a named wrong move or with named wrong answers to its question.
            assertThat(s.steps()).as(s.file() + " a named wrong move")
                    .anyMatch(st -> st instanceof ScriptStep.Ask a && !a.wrong().isEmpty()
                            || !s.theme().isEmpty() && st instanceof ScriptStep.Question q && !q.wrong().isEmpty());
        }
    }

    /**
     * Every decision and question offers a ladder of two or three rungs (a nudge, the rule with this
     * edition's numbers, the worked answer); every amount question names its common wrong amounts;
     * every wrong choice says why; and an amount question's worked answer states the answer.
     */
    @Test
    void everyDecisionAndQuestionHasAHintLadderEndingInTheWorkedAnswer() {
        List<String> missing = new java.util.ArrayList<>();
        for (Scenario s : all()) {
            for (ScriptStep st : s.steps()) {
                String where = s.file() + ":" + st.line();
                if (st instanceof ScriptStep.Ask a && (a.hints().size() < 2 || a.hints().size() > 3)) {
                    missing.add(where + ": a decision with " + a.hints().size() + " hints, not a ladder of 2 or 3");
                } else if (st instanceof ScriptStep.Question q) {
                    if (q.hints().size() < 2 || q.hints().size() > 3) {
                        missing.add(where + ": a question with " + q.hints().size() + " hints, not a ladder of 2 or 3");
                    }
                    if (q.isAmount() && q.wrong().isEmpty()) {
                        missing.add(where + ": an amount question with no common wrong amount");
                    }
                    if (!q.isAmount() && q.wrong().size() != q.choices().size() - 1) {
                        missing.add(where + ": " + (q.choices().size() - 1 - q.wrong().size()) + " wrong choices without their own explanation");
                    }
                    String answer = q.amountText(q.answer(), s.start().board()::money);
                    String worked = q.hints().isEmpty() ? "" : q.hints().get(q.hints().size() - 1);
                    if (q.isAmount() && !worked.replace(",", "").matches(".*(?<![\\d$])" + java.util.regex.Pattern.quote(answer) + "(?!\\d).*")) {
                        missing.add(where + ": the worked answer does not state the answer " + answer + ": " + worked);
                    }
                }
            }
        }
        assertThat(missing).isEmpty();
    }

    @Test
    void everyDisputeIsRuledUnderRulesetsThatReallyDisagree() {
        List<Scenario> disputes = all().stream().filter(s -> s.topic().equals("disputes")).toList();
        assertThat(disputes).isNotEmpty();
        for (Scenario d : disputes) {
            assertThat(d.compare()).as(d.file()).hasSizeGreaterThanOrEqualTo(2);
            Comparison c = Comparison.of(Path.of(d.file()), d.compare());
            if (d.rulesetsAgree()) {
                assertThat(c.differences()).as(d.file() + ": says every ruleset rules it the same").isEmpty();
                assertThat(c.sides()).as(d.file()).allMatch(side -> side.run() != null && side.run().passed());
            } else {
                assertThat(c.differences()).as(d.file() + ": the editions it compares must rule differently").isNotEmpty();
            }
        }
    }

    @Test
    void scenarioIdsAreUnique() {
        List<String> ids = all().stream().map(Scenario::id).toList();
        assertThat(ids).doesNotHaveDuplicates();
    }
}
