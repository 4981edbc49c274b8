package tutor.play.drill;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.drills.DrillMiner;
import tutor.drills.DrillShelf;
import tutor.drills.Glicko2;
import tutor.drills.RatingStore;
import tutor.drills.Theme;
import tutor.sim.Strategies;

/**
 * An hour on one theme (120 drills, half a minute each) never serves the same drill twice; a learner who
 * answers right climbs; a missed theme comes back a few drills later and is on the review list for
 * tomorrow; everything survives a new sitting.
 */
class DrillPracticeTest {

    @TempDir
    Path home;

    private DrillShelf mined(Set<Theme> themes, int games) {
        Path folder = home.resolve("mined");
        var spec = new DrillMiner.Spec("classic", games, 11, Strategies.parseAll("buy-all,jail-stays,three-houses,trader"), 4, 2, themes);
        DrillMiner.mine(spec, new HashSet<>(), d -> {
            try {
                DrillShelf.save(d, folder);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }, n -> { }, () -> false);
        return DrillShelf.read(List.of(folder, Path.of("../scenarios/drills")));
    }

    @Test
    void anHourOnOneThemeNeverRepeatsADrillAndTheRatingFollowsTheAnswers() {
        DrillShelf shelf = mined(Set.of(Theme.RAILROADS_UTILITIES), 150);
        RatingStore store = new RatingStore(home.resolve("ratings"));
        DrillPractice p = new DrillPractice(shelf, store, "Ann", Set.of(Theme.RAILROADS_UTILITIES), null, 5, LocalDate.of(2026, 11, 28));
        assertThat(p.unseen().size()).isGreaterThanOrEqualTo(120);
        Set<String> served = new HashSet<>();
        List<Double> ratings = new ArrayList<>();
        for (int i = 0; i < 120; i++) {
            DrillShelf.Entry e = p.next().orElseThrow();
            assertThat(served.add(e.id())).as("served twice: " + e.id()).isTrue();
            // A learner who gets four in five right.
            p.answered(e, i % 5 != 4, 1000L + i);
            ratings.add(p.rating(Theme.RAILROADS_UTILITIES).rating());
        }
        assertThat(ratings.get(119)).isGreaterThan(1500);
        assertThat(p.rating(Theme.RAILROADS_UTILITIES).deviation()).isLessThan(120);
        // A new sitting: the same learner is not served what they have seen.
        DrillPractice again = new DrillPractice(shelf, store, "Ann", Set.of(Theme.RAILROADS_UTILITIES), null, 6, LocalDate.of(2026, 11, 28));
        assertThat(served).doesNotContain(again.next().orElseThrow().id());
        assertThat(again.practice().seen()).hasSize(120);
    }

    @Test
    void aMissedThemeComesBackAFewDrillsLaterAndIsDueTomorrow() {
        DrillShelf shelf = DrillShelf.read(List.of(Path.of("../scenarios/drills")));
        RatingStore store = new RatingStore(home.resolve("ratings"));
        LocalDate today = LocalDate.of(2026, 11, 28);
        DrillPractice p = new DrillPractice(shelf, store, "Ben", Set.of(), null, 7, today);
        DrillShelf.Entry first = p.next().orElseThrow();
        p.answered(first, false, 1);
        Theme missed = first.theme();
        List<Theme> next = new ArrayList<>();
        for (int i = 0; i < DrillPractice.COME_BACK_AFTER + 1; i++) {
            DrillShelf.Entry e = p.next().orElseThrow();
            next.add(e.theme());
            p.answered(e, true, 2 + i);
        }
        // Back at the latest when its turn comes round; sooner if it is the nearest to the learner's rating anyway.
        assertThat(next).as("the missed theme comes back").contains(missed);
        DrillPractice tomorrow = new DrillPractice(shelf, store, "Ben", Set.of(), null, 8, today.plusDays(1));
        assertThat(tomorrow.due()).contains(missed);
        assertThat(tomorrow.next().orElseThrow().theme()).isEqualTo(missed);
    }

    @Test
    void drillsMinedMidSittingJoinItAndAMissedThemeStillComesBack() {
        DrillShelf bundled = DrillShelf.read(List.of(Path.of("../scenarios/drills")));
        RatingStore store = new RatingStore(home.resolve("ratings"));
        DrillPractice p = new DrillPractice(bundled, store, "Dan", Set.of(Theme.TAXES, Theme.RAILROADS_UTILITIES), "classic", 3,
                LocalDate.of(2026, 11, 28));
        DrillShelf.Entry first = p.next().orElseThrow();
        p.answered(first, false, 1);
        int before = p.unseen().size();
        // Mining finishes: the shelf grows, the sitting goes on.
        DrillShelf more = mined(Set.of(Theme.TAXES, Theme.RAILROADS_UTILITIES), 10);
        p.restock(more);
        assertThat(p.unseen().size()).isGreaterThan(before);
        assertThat(p.unseen()).noneMatch(e -> e.id().equals(first.id()));
        // Four drills of the other theme, newly mined ones among them: then the missed theme is due, and served.
        List<DrillShelf.Entry> others = p.unseen().stream().filter(e -> e.theme() != first.theme())
                .sorted(java.util.Comparator.comparing(e -> bundled.entries().contains(e))).toList(); // the mined ones first
        assertThat(others).hasSizeGreaterThanOrEqualTo(DrillPractice.COME_BACK_AFTER).anyMatch(e -> !bundled.entries().contains(e));
        for (int i = 0; i < DrillPractice.COME_BACK_AFTER; i++) {
            assertThat(p.due()).doesNotContain(first.theme());
            p.answered(others.get(i), true, 2 + i);
        }
        assertThat(p.due()).containsExactly(first.theme());
        DrillShelf.Entry back = p.next().orElseThrow();
        assertThat(back.theme()).isEqualTo(first.theme());
        assertThat(back.id()).isNotEqualTo(first.id());
    }

    @Test
    void aMissedDrillRatesHigherAndTheLearnerLower() {
        DrillShelf shelf = DrillShelf.read(List.of(Path.of("../scenarios/drills")));
        RatingStore store = new RatingStore(home.resolve("ratings"));
        DrillPractice p = new DrillPractice(shelf, store, "Cat", Set.of(), null, 9, LocalDate.of(2026, 11, 28));
        DrillShelf.Entry e = p.next().orElseThrow();
        Glicko2.Rating guess = p.drillRating(e);
        DrillPractice.Result r = p.answered(e, false, 1);
        assertThat(r.drillAfter().rating()).isGreaterThan(guess.rating());
        assertThat(r.after().rating()).isLessThan(r.before().rating());
        assertThat(store.drillRatings()).containsKey(e.id());
    }
}
