package tutor.lesson;

import java.util.List;

/**
 * Games a simulate step plays between computer strategies: the edition, the players, how many
 * games, the seed (the same seed plays the same games), and the strategies dealt round the seats.
 */
public record SimSpec(String ruleset, int players, int games, long seed, List<String> strategies) {
    public SimSpec {
        strategies = List.copyOf(strategies);
    }
}
