package tutor.golden;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.approvaltests.Approvals;
import org.approvaltests.core.Options;
import org.approvaltests.reporters.QuietReporter;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import tutor.data.Bundle;
import tutor.rules.state.GameState;
import tutor.rules.state.Outcome;
import tutor.rules.Setup;
import tutor.rules.state.Table;
import tutor.scenario.Comparison;
import tutor.scenario.ComparisonReport;
import tutor.scenario.MoveText;
import tutor.scenario.ScenarioLoader;
import tutor.scenario.ScenarioReport;
import tutor.scenario.ScenarioRunner;
import tutor.sim.GameRunner;
import tutor.sim.ThriftyBot;
import tutor.trace.TextTraceRenderer;

/**
 * Golden traces: the English text of every bundled scenario's rulings, of every dispute's
 * comparison, and of 200 seeded bot games across the editions, approved once and compared byte
 * for byte on every build. A change to the engine or the renderers that alters a single word
 * fails here; if the change is meant, the new {@code .received.txt} file is reviewed and renamed
 * to {@code .approved.txt}.
 */
class GoldenTracesTest {

    private static final Path LIBRARY = Path.of("../scenarios");
    /** The rulesets the bot games go round: every edition, and house rules on top of two. */
    private static final List<String> RULESETS = List.of("classic", "modern", "ru-classic", "fr-classic", "fr-fast", "fr-timed",
            "us-short", "us-timed", "boutique", "us-video", "seminary", "junior", "classic+free-parking-pot+go-400",
            "modern+no-auctions+no-rent-in-jail");
    private static final int GAMES = 200;
    private static final int TURNS = 30;
    /**
     * Games written out in full, so a difference can be read (the first of classic, boutique,
     * seminary, Junior and a house-rule game); every game is also recorded by digest.
     */
    private static final java.util.Set<Integer> IN_FULL = java.util.Set.of(0, 8, 10, 11, 12);

    private static Options golden(String name) {
        return new Options().withReporter(QuietReporter.INSTANCE).forFile().withNamer(new GoldenFile(name));
    }

    private static Stream<Path> scenarios() throws IOException {
        try (Stream<Path> files = Files.walk(LIBRARY)) {
            // Mined drills (scenarios/drills) are checked by DrillLibraryTest: each file is what mining it again writes.
            return files.filter(p -> p.toString().endsWith(".yaml") && !p.startsWith(LIBRARY.resolve("drills"))).sorted().toList().stream();
        }
    }

    private static String name(Path scenario) {
        String rel = LIBRARY.relativize(scenario).toString();
        return rel.substring(0, rel.length() - ".yaml".length());
    }

    @TestFactory
    Stream<DynamicTest> everyScenarioReadsAsApproved() throws IOException {
        ScenarioReport report = new ScenarioReport(Bundle.get().rulebook(), false);
        return scenarios().map(file -> DynamicTest.dynamicTest(name(file), () -> {
            ScenarioLoader.LoadResult loaded = new ScenarioLoader(Bundle.get()).load(file);
            String text = loaded.loaded() ? report.render(new ScenarioRunner().run(loaded.scenario()))
                    : "did not load: " + loaded.problems();
            Approvals.verify(text, golden("scenarios/" + name(file)));
        }));
    }

    @TestFactory
    Stream<DynamicTest> everyDisputeComparesAsApproved() throws IOException {
        ComparisonReport report = new ComparisonReport(Bundle.get().rulebook(), false);
        return scenarios().filter(file -> {
            ScenarioLoader.LoadResult loaded = new ScenarioLoader(Bundle.get()).load(file);
            return loaded.loaded() && loaded.scenario().compare().size() >= 2;
        }).map(file -> DynamicTest.dynamicTest(name(file), () -> {
            ScenarioLoader.LoadResult loaded = new ScenarioLoader(Bundle.get()).load(file);
            Comparison c = Comparison.of(file, loaded.scenario().compare());
            Approvals.verify(report.render(c), golden("compare/" + name(file)));
        }));
    }

    @Test
    void seededBotGamesReadAsApproved() throws Exception {
        TextTraceRenderer renderer = new TextTraceRenderer(Bundle.get().rulebook(), id -> tutor.scenario.EditionNames.spec(id, "en"), true);
        StringBuilder digests = new StringBuilder();
        StringBuilder full = new StringBuilder();
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        for (int game = 0; game < GAMES; game++) {
            String ruleset = RULESETS.get(game % RULESETS.size());
            int players = Math.min(2 + game % 3, Bundle.get().ruleset(ruleset).maxPlayers());
            Table table = Bundle.get().table(ruleset, List.of("Ann", "Ben", "Cat", "Dan").subList(0, players));
            StringBuilder text = new StringBuilder();
            new GameRunner().play(Setup.newGame(table, game), new ThriftyBot(Math.max(1, table.rules().startingCash() / 15)),
                    TURNS, true, o -> write(text, o, renderer));
            String gameText = text.toString();
            digests.append(String.format("game %3d  %-34s %s%n", game, ruleset,
                    HexFormat.of().formatHex(sha.digest(gameText.getBytes(java.nio.charset.StandardCharsets.UTF_8)))));
            if (IN_FULL.contains(game)) {
                full.append("==== game ").append(game).append(" (").append(ruleset).append(", ").append(players)
                        .append(" players) ====\n").append(gameText);
            }
        }
        Approvals.verify(full.toString(), golden("games/in-full"));
        Approvals.verify(digests.toString(), golden("games/digests"));
    }

    /**
     * The games kept in full, worded in French and Russian: the same moves and amounts as the English
     * ones, every word (move lines, rule titles, steps, citations) from that language's rulebook.
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"fr", "ru"})
    void seededBotGamesReadAsApprovedInEachLanguage(String language) {
        tutor.trace.Rulebook book = Bundle.get().rulebook(language);
        TextTraceRenderer renderer = new TextTraceRenderer(book, id -> tutor.scenario.EditionNames.spec(id, language), true);
        StringBuilder full = new StringBuilder();
        for (int game : new java.util.TreeSet<>(IN_FULL)) {
            String ruleset = RULESETS.get(game % RULESETS.size());
            int players = Math.min(2 + game % 3, Bundle.get().ruleset(ruleset).maxPlayers());
            Table table = Bundle.get().table(ruleset, List.of("Ann", "Ben", "Cat", "Dan").subList(0, players));
            StringBuilder text = new StringBuilder();
            new GameRunner().play(Setup.newGame(table, game), new ThriftyBot(Math.max(1, table.rules().startingCash() / 15)),
                    TURNS, true, o -> text.append("> ").append(MoveText.describe(o.before(), o.move(), book.words()))
                            .append('\n').append(renderer.render(o.trace())));
            full.append("==== game ").append(game).append(" (").append(ruleset).append(", ").append(players)
                    .append(") ====\n").append(text);
        }
        Approvals.verify(full.toString(), golden("games/in-full-" + language));
    }

    private static void write(StringBuilder text, Outcome o, TextTraceRenderer renderer) {
        GameState before = o.before();
        text.append("> ").append(MoveText.describe(before, o.move())).append('\n').append(renderer.render(o.trace()));
    }
}
