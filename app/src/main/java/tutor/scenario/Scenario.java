package tutor.scenario;

import java.util.List;
import tutor.rules.state.GameState;
import tutor.rules.state.Table;

/**
 * A situation set up exactly, and a script: what a learner reads, decides and is asked.
 *
 * @param level   1 (first steps) to 3 (rules-lawyer territory)
 * @param compare the rulesets a dispute is ruled under side by side (empty for an ordinary scenario)
 * @param rulesetsAgree for a dispute: every compared ruleset rules it the same, so the claim is wrong under all
 * @param theme   a drill's theme ({@code jail-forced-fine}), the tricky rule it practises; empty for other scenarios
 */
public record Scenario(String file, String id, String title, String topic, int level, String rulesetId,
                       String goal, List<String> sources, Table table, GameState start, List<ScriptStep> steps,
                       List<String> compare, boolean rulesetsAgree, String theme) {

    public Scenario {
        sources = List.copyOf(sources);
        steps = List.copyOf(steps);
        compare = List.copyOf(compare);
    }

    /** A scenario with no theme (every scenario but a drill). */
    public Scenario(String file, String id, String title, String topic, int level, String rulesetId, String goal,
                    List<String> sources, Table table, GameState start, List<ScriptStep> steps, List<String> compare,
                    boolean rulesetsAgree) {
        this(file, id, title, topic, level, rulesetId, goal, sources, table, start, steps, compare, rulesetsAgree, "");
    }
}
