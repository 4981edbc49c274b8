package tutor.trace;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.state.GameState;
import tutor.rules.state.MoveOption;
import tutor.rules.Referee;
import tutor.rules.Setup;
import tutor.rules.state.Table;
import tutor.sim.GameRunner;
import tutor.sim.RandomBot;

/**
 * Every message the engine writes has a template in every shipped language: the ids found in the
 * rulings and refusals of traced random games under every ruleset, and every literal in the engine's
 * source that looks like an id is either a rule of the catalogue or a message with a template.
 */
class MessageCoverageTest {

    /** The languages the tutor ships; each must word every message itself (not by falling back to English). */
    private static final List<Words> LANGUAGES = Bundle.LANGUAGES.stream().map(l -> Bundle.get().words(l))
            .filter(w -> w.language().equals("en") || !w.templates().isEmpty()).toList();
    private static final Pattern ID_LITERAL = Pattern.compile("\"([a-z][a-z0-9_-]*(?:\\.[a-z0-9_-]+)+)\"");

    @Test
    void everyMessageOfTracedGamesAndRefusalsHasATemplateInEveryLanguage() {
        Set<String> used = new TreeSet<>();
        Referee referee = new Referee();
        GameRunner runner = new GameRunner();
        List<String> rulesets = new ArrayList<>(Bundle.get().rulesets().keySet());
        rulesets.add("classic+free-parking-pot+go-400+first-lap+no-rent-in-jail");
        rulesets.add("modern+no-auctions");
        int game = 0;
        for (String ruleset : rulesets) {
            for (int i = 0; i < 8; i++, game++) {
                int players = Math.min(2 + i % 4, Bundle.get().ruleset(ruleset).maxPlayers());
                Table table = Bundle.get().table(ruleset, List.of("Ann", "Ben", "Cat", "Dan", "Eve").subList(0, players));
                int seed = game;
                runner.play(Setup.newGame(table, seed), new RandomBot(seed, i % 2 == 0 ? 0.6 : 0), 80, true, o -> {
                    collect(o.trace(), used);
                    if (o.after().turn() % 5 == 0 && !o.after().isOver()) {
                        refusals(referee, o.after(), used);
                    }
                });
            }
        }
        assertThat(used).as("message ids seen").hasSizeGreaterThan(250);
        for (Words words : LANGUAGES) {
            Set<String> missing = new TreeSet<>();
            for (String id : used) {
                if (!words.has(id)) {
                    missing.add(id);
                }
            }
            assertThat(missing).as("messages without a template in " + words.language()).isEmpty();
        }
    }

    @Test
    void everyShippedLanguageWordsEveryEnglishTemplateAndExplainsEveryRule() {
        Words english = Bundle.get().words();
        for (Words words : LANGUAGES) {
            Set<String> missing = new TreeSet<>(english.templates().keySet());
            missing.removeAll(words.templates().keySet());
            // A currency a language writes its own way (English "₽1500k") is optional elsewhere: the usual format applies.
            missing.removeIf(id -> id.startsWith("format.money:"));
            assertThat(missing).as("templates missing in " + words.language()).isEmpty();
            Rulebook book = Bundle.get().rulebook(words.language());
            Set<String> unexplained = new TreeSet<>();
            for (String rule : Bundle.get().rulebook().rules().keySet()) {
                if (!book.explains(rule)) {
                    unexplained.add(rule);
                }
            }
            assertThat(unexplained).as("rules not explained in " + words.language()).isEmpty();
        }
    }

    @Test
    void everyIdLiteralInTheEngineIsARuleOrAMessage() throws IOException {
        Rulebook rulebook = Bundle.get().rulebook();
        Set<String> unknown = new TreeSet<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java/tutor/rules"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                Matcher m = ID_LITERAL.matcher(Files.readString(f));
                while (m.find()) {
                    String id = m.group(1);
                    if (rulebook.rule(id).isEmpty() && LANGUAGES.stream().anyMatch(w -> !w.has(id))) {
                        unknown.add(f.getFileName() + ": " + id);
                    }
                }
            }
        }
        assertThat(unknown).as("id-like literals that are neither a catalogued rule nor a message").isEmpty();
    }

    /** Asks the referee about every kind of move each player might make, so the refusals are worded too. */
    private static void refusals(Referee referee, GameState s, Set<String> used) {
        for (int seat = 0; seat < s.players().size(); seat++) {
            if (s.player(seat).out()) {
                continue;
            }
            for (MoveOption option : referee.options(s, seat)) {
                option.rejection().ifPresent(r -> collect(r.reason(), used));
            }
        }
    }

    static void collect(Trace trace, Set<String> used) {
        for (TraceStep s : trace.flatten()) {
            collect(s.text(), used);
            s.inputs().forEach(in -> {
                collect(in.label(), used);
                collect(in.value(), used);
            });
            collect(s.arithmetic(), used);
            collect(s.result(), used);
            for (Effect e : s.effects()) {
                if (e instanceof Effect.StatusChanged sc) {
                    collect(sc.what(), used);
                    collect(sc.subject(), used);
                }
            }
        }
    }

    static void collect(Msg m, Set<String> used) {
        if (m.isEmpty()) {
            return;
        }
        used.add(m.id());
        m.args().values().forEach(a -> collect(a, used));
    }

    private static void collect(Arg a, Set<String> used) {
        if (a instanceof Arg.Message nested) {
            collect(nested.msg(), used);
        }
    }
}
