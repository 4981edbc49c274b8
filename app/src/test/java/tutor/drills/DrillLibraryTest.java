package tutor.drills;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.scenario.ScenarioLoader;
import tutor.scenario.ScenarioRunner;

/**
 * The bundled drills (scenarios/drills): enough of them, across the themes and every edition, each
 * loading in English, French and Russian with no text missing, passing its checks, never the same
 * position twice, and each exactly what mining it again writes today (so a ruling or a wording that
 * changes under a drill is caught here: run {@code drills refresh scenarios/drills} and review).
 */
class DrillLibraryTest {

    private static final Path DRILLS = Path.of("../scenarios/drills");
    private static final List<String> EDITIONS = List.of("classic", "modern", "ru-classic", "fr-classic", "fr-fast", "fr-timed",
            "us-short", "us-timed", "boutique", "us-video", "seminary", "junior");

    @Test
    void enoughDrillsAcrossTheThemesAndEveryEdition() {
        DrillShelf shelf = DrillShelf.read(List.of(DRILLS));
        assertThat(shelf.entries().size()).isGreaterThanOrEqualTo(100);
        assertThat(shelf.entries().stream().map(DrillShelf.Entry::theme).collect(Collectors.toSet()).size()).isGreaterThanOrEqualTo(12);
        assertThat(shelf.entries().stream().map(DrillShelf.Entry::ruleset).collect(Collectors.toSet())).containsAll(EDITIONS);
        assertThat(shelf.entries().stream().map(DrillShelf.Entry::level).collect(Collectors.toSet())).contains(1, 2, 3);
        Set<String> hashes = new HashSet<>();
        for (DrillShelf.Entry e : shelf.entries()) {
            assertThat(hashes.add(e.hash())).as("the same position twice: " + e.file()).isTrue();
            assertThat(e.file().getParent().getFileName().toString()).isEqualTo(e.ruleset());
        }
    }

    @Test
    void everyDrillLoadsInThreeLanguagesPassesItsChecksAndIsWhatMiningItAgainWrites() throws Exception {
        DrillMaker maker = new DrillMaker();
        ScenarioRunner runner = new ScenarioRunner();
        List<String> problems = new ArrayList<>();
        for (DrillShelf.Entry e : DrillShelf.read(List.of(DRILLS)).entries()) {
            String text = Files.readString(e.file(), StandardCharsets.UTF_8);
            for (String lang : List.of("en", "fr", "ru")) {
                ScenarioLoader.LoadResult r = new ScenarioLoader(Bundle.get(), lang).load(e.file());
                if (!r.loaded() || !r.warnings().isEmpty()) {
                    problems.add(e.file() + " (" + lang + "): " + r.problems() + r.warnings());
                } else if (lang.equals("en") && !runner.run(r.scenario()).passed()) {
                    problems.add(e.file() + ": " + runner.run(r.scenario()).failures());
                }
            }
            String again = maker.remake(text).map(Drill::text).orElse("no drill any more");
            if (!again.equals(text)) {
                problems.add(e.file() + ": mining it again writes something else");
            }
        }
        assertThat(problems).isEmpty();
    }

    /**
     * A French text names the Russian board's streets as French writes them (boards/names-fr.yaml) and counts its
     * thousands of roubles as "k₽": no Cyrillic in any French line, mined or bundled.
     */
    @Test
    void frenchDrillTextNeverQuotesCyrillic() throws Exception {
        java.util.regex.Pattern frenchLine = java.util.regex.Pattern.compile("^\\s*(- )?fr: (.*)$", java.util.regex.Pattern.MULTILINE);
        List<String> texts = new ArrayList<>();
        for (DrillShelf.Entry e : DrillShelf.read(List.of(DRILLS)).entries()) {
            if (e.ruleset().equals("ru-classic")) {
                texts.add(Files.readString(e.file(), StandardCharsets.UTF_8));
            }
        }
        var spec = new DrillMiner.Spec("ru-classic", 15, 7, tutor.sim.Strategies.parseAll("buy-all,jail-stays,three-houses,trader"), 4, 2, Set.of());
        DrillMiner.mine(spec, new HashSet<>(), d -> texts.add(d.text()), n -> { }, () -> false);
        assertThat(texts).hasSizeGreaterThan(30);
        List<String> cyrillic = new ArrayList<>();
        for (String text : texts) {
            var m = frenchLine.matcher(text);
            while (m.find()) {
                if (m.group(2).codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.CYRILLIC)) {
                    cyrillic.add(m.group(2));
                }
            }
        }
        assertThat(cyrillic).isEmpty();
    }
}
