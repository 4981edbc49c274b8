package tutor.lesson;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The lessons as a learner sees them: by track (rules, then budget, then any other track) and
 * level, each with the learner's stars and whether its prerequisites are done; and the steps due
 * for review today. Pure, so the Lessons screen only shows it.
 */
public final class Shelf {

    /** One lesson on the shelf. {@code ready}: every prerequisite has at least one star (or there are none). */
    public record Entry(Lesson lesson, int stars, boolean attempted, boolean ready, List<String> missing) {
        public Entry {
            missing = List.copyOf(missing);
        }
    }

    /** A step due for review, with its lesson. */
    public record Due(ReviewItem item, Lesson lesson, Step step) { }

    private Shelf() {
    }

    /** Track, then level, then the lessons in title order. */
    public static Map<String, Map<Integer, List<Entry>>> of(List<Lesson> lessons, Learner learner) {
        Map<String, Lesson> byId = lessons.stream().collect(Collectors.toMap(Lesson::id, l -> l, (a, b) -> a));
        Map<String, Map<Integer, List<Entry>>> out = new LinkedHashMap<>();
        List<String> tracks = new ArrayList<>(Lesson.TRACKS);
        lessons.stream().map(Lesson::track).distinct().filter(t -> !tracks.contains(t)).sorted().forEach(tracks::add);
        for (String track : tracks) {
            Map<Integer, List<Entry>> levels = new TreeMap<>();
            lessons.stream().filter(l -> l.track().equals(track))
                    .sorted(Comparator.comparing((Lesson l) -> l.title().en()))
                    .forEach(l -> levels.computeIfAbsent(l.level(), k -> new ArrayList<>()).add(entry(l, learner, byId)));
            if (!levels.isEmpty()) {
                out.put(track, levels);
            }
        }
        return out;
    }

    private static Entry entry(Lesson l, Learner learner, Map<String, Lesson> byId) {
        int stars = learner == null ? 0 : learner.stars(l);
        boolean attempted = learner != null && learner.latest(l.id()).isPresent();
        List<String> missing = new ArrayList<>();
        for (String pre : l.prerequisites()) {
            Lesson p = byId.get(pre);
            if (p != null && (learner == null || learner.stars(p) == 0)) {
                missing.add(p.title().en());
            }
        }
        return new Entry(l, stars, attempted, missing.isEmpty(), missing);
    }

    /** The learner's review items due today, oldest first, for lessons and steps that still exist. */
    public static List<Due> due(List<Lesson> lessons, Learner learner, LocalDate today) {
        List<Due> out = new ArrayList<>();
        for (ReviewItem i : learner.due(today)) {
            Optional<Lesson> l = lessons.stream().filter(x -> x.id().equals(i.lessonId())).findFirst();
            Optional<Step> s = l.flatMap(x -> x.step(i.stepId()));
            if (s.isPresent() && s.get().scored()) {
                out.add(new Due(i, l.get(), s.get()));
            }
        }
        return out;
    }

    /** The ids of lessons a learner has finished with at least one star. */
    public static Set<String> done(List<Lesson> lessons, Learner learner) {
        return lessons.stream().filter(l -> learner.stars(l) > 0).map(Lesson::id).collect(Collectors.toSet());
    }
}
