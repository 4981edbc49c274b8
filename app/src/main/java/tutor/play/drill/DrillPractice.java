package tutor.play.drill;

import java.io.IOException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import tutor.drills.DrillShelf;
import tutor.drills.Glicko2;
import tutor.drills.RatingStore;
import tutor.drills.Theme;

/**
 * A learner practising drills, Swing-free: serves a drill the learner has never seen, near their
 * rating in its theme (Glicko-2, the learner and the drill rated against each other after every
 * answer), brings a missed theme back four drills later and again on the lessons' review days (1, 3,
 * 7 days), and keeps every rating so the screen can chart them over time. Everything is saved after
 * every answer.
 */
public final class DrillPractice {

    /** A missed theme comes back after this many other drills in the same sitting. */
    static final int COME_BACK_AFTER = 4;
    /** Days before each review, by stage (as the lessons' review list). */
    static final int[] REVIEW_DAYS = tutor.lesson.ReviewItem.INTERVAL_DAYS;

    /** What an answer did: the learner's rating in the theme before and after, and the drill's. */
    public record Result(Theme theme, Glicko2.Rating before, Glicko2.Rating after, Glicko2.Rating drillBefore,
                         Glicko2.Rating drillAfter, boolean right) { }

    /** The drills to serve from; more arrive as they are mined ({@link #restock}). */
    private DrillShelf shelf;
    private final RatingStore store;
    private final String learner;
    private final Set<Theme> themes;
    private final String ruleset;
    private final Random random;
    private final LocalDate today;
    private final Map<String, Glicko2.Rating> drillRatings;
    private RatingStore.Practice practice;
    /** Themes missed in this sitting, with the number of answers still to go before they come back. */
    private final Map<Theme, Integer> comingBack = new HashMap<>();
    private IOException lastSaveProblem;
    /** The theme of the drill served last. */
    private Theme last;

    /**
     * @param themes  the themes to practise (empty: every theme)
     * @param ruleset the edition (null: every edition)
     */
    public DrillPractice(DrillShelf shelf, RatingStore store, String learner, Set<Theme> themes, String ruleset, long seed,
                         LocalDate today) {
        this.shelf = shelf;
        this.store = store;
        this.learner = learner;
        this.themes = Set.copyOf(themes);
        this.ruleset = ruleset;
        this.random = new Random(seed);
        this.today = today;
        this.drillRatings = new HashMap<>(store.drillRatings());
        this.practice = store.load(learner);
    }

    /**
     * The shelf again, with the drills mined since: the sitting goes on (what was seen, the themes coming back,
     * the theme served last), only the drills to choose from grow.
     */
    public void restock(DrillShelf more) {
        this.shelf = more;
    }

    /** A drill's rating: what answers made it, or a first guess from its level (1325, 1500, 1675). */
    public Glicko2.Rating drillRating(DrillShelf.Entry e) {
        return drillRatings.getOrDefault(e.id(), Glicko2.Rating.guess(1150 + 175 * e.level()));
    }

    /** The learner's rating in a theme (their overall rating until the theme has its own), or overall for null. */
    public Glicko2.Rating rating(Theme theme) {
        Optional<Glicko2.Rating> own = theme == null ? Optional.empty() : practice.current(theme.id);
        return own.orElseGet(() -> practice.current(RatingStore.OVERALL).orElse(Glicko2.Rating.NEW));
    }

    public RatingStore.Practice practice() {
        return practice;
    }

    /** The drills of the selection the learner has never answered. */
    public List<DrillShelf.Entry> unseen() {
        Set<String> seen = new HashSet<>();
        practice.seen().forEach(s -> seen.add(s.drillId()));
        List<DrillShelf.Entry> out = new ArrayList<>();
        for (DrillShelf.Entry e : shelf.select(themes, ruleset)) {
            if (!seen.contains(e.id())) {
                out.add(e);
            }
        }
        return out;
    }

    /** The themes due for another try now: missed in this sitting a few drills ago, or due on the review list today. */
    public Set<Theme> due() {
        Set<Theme> out = new HashSet<>();
        comingBack.forEach((t, n) -> {
            if (n <= 0) {
                out.add(t);
            }
        });
        for (RatingStore.Review r : practice.review()) {
            Theme.byId(r.theme()).filter(t -> !r.due().isAfter(today)).ifPresent(out::add);
        }
        out.retainAll(themes.isEmpty() ? Set.of(Theme.values()) : themes);
        return out;
    }

    /**
     * The next drill: one never answered, from a theme due for review if there is one, else from the
     * whole selection; among the five whose rating is nearest the learner's in their theme, one at
     * random, so a sitting moves between themes and never repeats a drill.
     */
    public Optional<DrillShelf.Entry> next() {
        List<DrillShelf.Entry> pool = unseen();
        Set<Theme> due = due();
        if (!due.isEmpty()) {
            List<DrillShelf.Entry> reviewing = pool.stream().filter(e -> due.contains(e.theme())).toList();
            if (!reviewing.isEmpty()) {
                pool = reviewing;
            }
        }
        if (pool.isEmpty()) {
            return Optional.empty();
        }
        List<DrillShelf.Entry> nearest = new ArrayList<>(pool);
        nearest.sort(Comparator.comparingDouble((DrillShelf.Entry e) -> Math.abs(drillRating(e).rating() - rating(e.theme()).rating()))
                .thenComparing(DrillShelf.Entry::id));
        // Several themes chosen: among the nearest twenty, another theme than the last one comes first, so a sitting
        // moves between themes instead of dwelling on the one whose drills happen to be rated nearest.
        if (due.isEmpty() && last != null) {
            List<DrillShelf.Entry> other = nearest.subList(0, Math.min(20, nearest.size())).stream()
                    .filter(e -> e.theme() != last).toList();
            if (!other.isEmpty()) {
                nearest = new ArrayList<>(other);
            }
        }
        DrillShelf.Entry chosen = nearest.get(random.nextInt(Math.min(5, nearest.size())));
        last = chosen.theme();
        return Optional.of(chosen);
    }

    /** Rates the learner (overall and in the theme) and the drill after an answer, updates the review, and saves. */
    public Result answered(DrillShelf.Entry e, boolean rightFirstTime, long at) {
        Theme theme = e.theme();
        Glicko2.Rating before = rating(theme);
        Glicko2.Rating overall = rating(null);
        Glicko2.Rating drill = drillRating(e);
        double score = rightFirstTime ? 1 : 0;
        Glicko2.Rating after = Glicko2.update(before, List.of(new Glicko2.Game(drill, score)));
        Glicko2.Rating overallAfter = Glicko2.update(overall, List.of(new Glicko2.Game(drill, score)));
        Glicko2.Rating drillAfter = Glicko2.update(drill, List.of(new Glicko2.Game(before, 1 - score)));
        drillRatings.put(e.id(), drillAfter);
        List<RatingStore.Point> history = new ArrayList<>(practice.history());
        history.add(new RatingStore.Point(RatingStore.OVERALL, overallAfter, at));
        history.add(new RatingStore.Point(theme.id, after, at));
        List<RatingStore.Seen> seen = new ArrayList<>(practice.seen());
        seen.add(new RatingStore.Seen(e.id(), rightFirstTime, at));
        comingBack.replaceAll((t, n) -> n - 1);
        comingBack.remove(theme);
        practice = new RatingStore.Practice(history, seen, review(theme, rightFirstTime));
        if (!rightFirstTime) {
            comingBack.put(theme, COME_BACK_AFTER);
        }
        try {
            store.save(learner, practice);
            store.saveDrillRatings(drillRatings);
            lastSaveProblem = null;
        } catch (IOException ex) {
            lastSaveProblem = ex;
        }
        return new Result(theme, before, after, drill, drillAfter, rightFirstTime);
    }

    /** The last save's failure, or null when the last answer was saved. */
    public IOException saveProblem() {
        return lastSaveProblem;
    }

    /** The review list after an answer: a miss puts the theme back for tomorrow; a right answer on a due theme moves it on. */
    private List<RatingStore.Review> review(Theme theme, boolean right) {
        List<RatingStore.Review> out = new ArrayList<>();
        RatingStore.Review was = null;
        for (RatingStore.Review r : practice.review()) {
            if (r.theme().equals(theme.id)) {
                was = r;
            } else {
                out.add(r);
            }
        }
        if (!right) {
            out.add(new RatingStore.Review(theme.id, today.plusDays(REVIEW_DAYS[0]), 0));
        } else if (was != null && was.due().isAfter(today)) {
            out.add(was);
        } else if (was != null && was.stage() + 1 < REVIEW_DAYS.length) {
            out.add(new RatingStore.Review(theme.id, today.plusDays(REVIEW_DAYS[was.stage() + 1]), was.stage() + 1));
        }
        return out;
    }
}
