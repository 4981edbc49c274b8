package tutor.lesson;

import java.util.List;

/**
 * A chart a lesson shows, drawn from the lab: {@code landing-odds} (every square), {@code payback}
 * (each colour group at the levels named), {@code level-income} (what one group earns at each level,
 * and what each level adds), {@code win-rates} and {@code net-worth} (from a simulate step's games).
 *
 * @param groups   for payback: the colour groups to show (empty: all)
 * @param levels   for payback and level-income: the levels to show
 * @param games    for win-rates and net-worth: the games to play
 */
public record ChartSpec(String kind, String ruleset, String jail, List<String> groups, List<String> levels, SimSpec games) {

    public static final List<String> KINDS = List.of("landing-odds", "payback", "level-income", "win-rates", "net-worth");

    public ChartSpec {
        groups = List.copyOf(groups);
        levels = List.copyOf(levels);
    }
}
