package tutor.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;

/**
 * A position written as a scenario's set-up loads back as the very same position: every bundled
 * scenario's start, and every position its script passes through, down to the order of the decks and
 * the seed of the dice; and each move of the scripts is written as the loader reads it back.
 */
class PositionDocumentTest {

    private final Bundle bundle = Bundle.get();

    private ScenarioLoader.LoadResult reload(GameState s, List<Object> script) {
        PositionDocument.Result doc = PositionDocument.of(s);
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("id", "saved");
        tree.put("title", "Saved");
        tree.put("topic", "saved");
        tree.put("goal", "Saved");
        tree.putAll(doc.keys());
        if (!script.isEmpty()) {
            tree.put("script", script);
        }
        return new ScenarioLoader(bundle).load("saved.yaml", new StringReader(ScenarioWriter.write(tree)));
    }

    @Test
    void everyPositionOfEveryBundledScriptComesBackTheSame() {
        ScenarioRunner runner = new ScenarioRunner();
        int same = 0;
        List<String> lossy = new ArrayList<>();
        for (var file : ScenarioFiles.find(List.of(java.nio.file.Path.of("../scenarios")))) {
            Scenario scenario = new ScenarioLoader(bundle).load(file).scenario();
            List<GameState> states = new ArrayList<>();
            states.add(scenario.start());
            runner.run(scenario).played().forEach(p -> states.add(p.ruling() instanceof tutor.rules.state.Ruling.Applied a ? a.state() : p.before()));
            for (GameState s : states) {
                PositionDocument.Result doc = PositionDocument.of(s);
                if (!doc.lost().isEmpty()) {
                    lossy.add(file.getFileName() + " " + doc.lost());
                    continue;
                }
                ScenarioLoader.LoadResult back = reload(s, List.of());
                assertThat(back.problems()).as(file + "\n" + ScenarioWriter.write(doc.keys())).isEmpty();
                // Line by line, so a difference shows as the one line that differs.
                assertThat(ScenarioMeaning.position(back.scenario().start()).lines().toList()).as(file.toString())
                        .containsExactlyElementsOf(ScenarioMeaning.position(s).lines().toList());
                same++;
            }
        }
        // Most positions a script passes through are ones a file can hold (about 300 of 480); the rest, mid-turn
        // (doubles, a card put back, a bid), say what they lose.
        assertThat(same).isGreaterThan(300);
        assertThat(lossy.size()).as(String.join("\n", lossy)).isLessThan(same);
    }

    @Test
    void everyScriptedMoveIsWrittenAsTheLoaderReadsIt() {
        int moves = 0;
        for (var file : ScenarioFiles.find(List.of(java.nio.file.Path.of("../scenarios")))) {
            Scenario scenario = new ScenarioLoader(bundle).load(file).scenario();
            MoveDocument writer = new MoveDocument(scenario.table());
            List<Move> all = new ArrayList<>();
            List<Object> script = new ArrayList<>();
            for (ScriptStep step : scenario.steps()) {
                List<Move> here = step instanceof ScriptStep.Play p ? List.of(p.move())
                        : step instanceof ScriptStep.Ask a ? a.expected() : List.of();
                for (Move m : here) {
                    all.add(m);
                    script.add(Map.of("move", writer.withPlayer(m)));
                }
            }
            if (all.isEmpty()) {
                continue;
            }
            ScenarioLoader.LoadResult back = reload(scenario.start(), script);
            assertThat(back.problems()).as(file.toString()).isEmpty();
            assertThat(back.scenario().steps().stream().map(st -> ((ScriptStep.Play) st).move()).toList()).isEqualTo(all);
            moves += all.size();
        }
        assertThat(moves).isGreaterThan(150);
    }
}
