package tutor.drills;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ratings are kept per learner, written whole, and a damaged file never loses everything. */
class RatingStoreTest {

    @TempDir
    Path home;

    private static RatingStore.Practice practice(int answers) {
        List<RatingStore.Point> history = new java.util.ArrayList<>();
        List<RatingStore.Seen> seen = new java.util.ArrayList<>();
        for (int i = 0; i < answers; i++) {
            history.add(new RatingStore.Point("taxes", new Glicko2.Rating(1500 + i, 300 - i, 0.06), 1000L + i));
            seen.add(new RatingStore.Seen("drill-taxes-" + i, i % 2 == 0, 1000L + i));
        }
        return new RatingStore.Practice(history, seen, List.of(new RatingStore.Review("taxes", LocalDate.of(2026, 12, 1), 1)));
    }

    @Test
    void eachLearnerHasTheirOwnFileAndGetsBackWhatWasSaved() throws Exception {
        RatingStore store = new RatingStore(home);
        store.save("Ann", practice(3));
        store.save("Zoé / 5B", practice(1));
        assertThat(store.load("Ann")).isEqualTo(practice(3));
        assertThat(store.load("Zoé / 5B")).isEqualTo(practice(1));
        assertThat(store.file("Zoé / 5B").getFileName().toString()).doesNotContain("/").endsWith(".tsv");
        assertThat(store.load("Ben")).isEqualTo(RatingStore.Practice.EMPTY);
        assertThat(store.load("Ann").current("taxes").orElseThrow().rating()).isEqualTo(1502);
        store.saveDrillRatings(Map.of("drill-taxes-1", new Glicko2.Rating(1610, 120, 0.059)));
        assertThat(store.drillRatings()).containsEntry("drill-taxes-1", new Glicko2.Rating(1610, 120, 0.059));
    }

    @Test
    void aDamagedLineIsSkippedAndAFileDamagedWholeFallsBackToTheCopyBefore() throws Exception {
        RatingStore store = new RatingStore(home);
        store.save("Ann", practice(2));
        store.save("Ann", practice(4));
        Path file = store.file("Ann");
        // One line cut in half and one of binary noise: the other lines stand.
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(file));
        lines.set(2, lines.get(2).substring(0, 12));
        lines.add(4, "\u0000\u0001rating\tx\ty");
        Files.write(file, lines);
        RatingStore.Practice damaged = store.load("Ann");
        assertThat(damaged.history()).hasSize(3);
        assertThat(damaged.seen()).hasSize(4);
        // Nothing readable at all: the copy before the last save is read instead.
        Files.write(file, new byte[] {(byte) 0xff, 0x00, (byte) 0xfe});
        assertThat(store.load("Ann")).isEqualTo(practice(2));
        assertThat(new String(Files.readAllBytes(file.resolveSibling(file.getFileName() + ".bak")), StandardCharsets.UTF_8))
                .contains("drill-taxes-1");
    }
}
