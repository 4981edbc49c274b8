package tutor.ui.model;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.function.Predicate;
import tutor.play.Activity;
import tutor.play.RulingEntry;
import tutor.play.ScenarioActivity;
import tutor.rules.state.Move;
import tutor.rules.state.Ruling;

/**
 * What the window remembers of the activities it has shown: those left in progress (opening one again resumes it
 * where the learner left it), the one last open in each place of the window, and which rulings the tutor's own
 * moves made ("What happens now"), so the timeline names the tutor rather than "You".
 */
public final class ActivityHistory {

    /** Activities left in progress, by id. */
    private final Map<String, Activity> suspended = new LinkedHashMap<>();
    /**
     * The activity last open in each place of the window ("table" for scenarios and tables put to the referee,
     * "play" for free games, "lessons" for lessons): going back to a screen brings its own activity back, not the other's.
     */
    private final Map<String, Activity> lastAt = new LinkedHashMap<>();
    /** Weakly held: a closed activity takes its marks with it. */
    private final Map<Activity, Set<Ruling>> madeByTutor = new WeakHashMap<>();

    /**
     * The place of the window an activity belongs to: "lessons" for a lesson, "play" for a free game (played on the
     * table while the bar lights Play), "table" for every other kind. A game and a scenario each keep their own
     * place, so Ctrl+1 brings back the scenario the learner was on, not the game (issue 22).
     */
    public static String place(Activity a) {
        return switch (a.kind()) {
            case LESSON -> "lessons";
            case FREE_GAME -> "play";
            default -> "table";
        };
    }

    /** The activity last open at {@code place} ("table" or "lessons"), or null. */
    public Activity lastAt(String place) {
        return lastAt.get(place);
    }

    /**
     * The activities left part-way in the background, not finished, oldest first: a free game the learner walked
     * away from (to the editor, a lesson, a scenario) waits here to be taken up again, never thrown away.
     */
    public List<Activity> inBackground() {
        List<Activity> out = new ArrayList<>();
        for (Activity a : suspended.values()) {
            // A game the learner ended is over for the tutor too: never offered as one to go back to.
            if (!a.finished() && !(a instanceof tutor.play.GameActivity g && g.endedByLearner())) {
                out.add(a);
            }
        }
        return out;
    }

    /**
     * Whether an activity with this id is in progress in the background: left part-way, not done (a scenario played
     * to its end is done, and its mark says so, even though it is kept to be read again).
     */
    public boolean inProgress(String id) {
        Activity a = suspended.get(id);
        return a != null && !a.finished();
    }

    /** The window moves from {@code left} (null for none) to {@code next}: work begun in the one left is kept. */
    void switched(Activity left, Activity next) {
        if (left != null && left != next && left.started()) {
            suspended.put(left.id(), left);
        }
        if (next != null) {
            lastAt.put(place(next), next);
        }
    }

    /** Takes the activity with this id out of the background to be opened again; null when none waits. */
    Activity resume(String id) {
        return suspended.remove(id);
    }

    /** The activity with this id left in the background, or null. */
    Activity waiting(String id) {
        return suspended.get(id);
    }

    /**
     * Tells scenario {@code a} again in {@code lang} from the library's {@code item}, when the item is its file read
     * in that language and the scenario still speaks another; says whether it did.
     */
    static boolean retold(Activity a, LibraryItem item, String lang) {
        return a instanceof ScenarioActivity sa && item.language().equals(lang) && !sa.language().equals(lang)
                && item.path().equals(sa.file()) && sa.retell(item.scenario(), lang);
    }

    /** Drops the activities left in the background whose id {@code stale} accepts (their file changed on disk). */
    void forget(Predicate<String> stale) {
        suspended.keySet().removeIf(stale);
    }

    /** The files of the scenarios left in progress. */
    List<Path> scenarioFiles() {
        List<Path> out = new ArrayList<>();
        for (Activity a : suspended.values()) {
            if (a instanceof ScenarioActivity sa && sa.file() != null) {
                out.add(sa.file());
            }
        }
        return out;
    }

    /**
     * Plays {@code m} in {@code a} as the tutor's move for the learner: ruled as the learner's would be, and its
     * ruling marked as the tutor's when the activity took it (a refused move adds no ruling and marks nothing).
     */
    void actForLearner(Activity a, Move m) {
        int before = a.timeline().size();
        a.act(m);
        List<RulingEntry> after = a.timeline();
        if (after.size() > before && after.get(before).move().equals(m)) {
            madeByTutor.computeIfAbsent(a, k -> Collections.newSetFromMap(new IdentityHashMap<>()))
                    .add(after.get(before).ruling());
        }
    }

    /** The rulings of {@code a} as the views list them, the tutor's moves made for the learner named as such. */
    List<RulingEntry> asListed(Activity a, List<RulingEntry> entries) {
        Set<Ruling> tutor = a == null ? null : madeByTutor.get(a);
        if (tutor == null) {
            return List.copyOf(entries);
        }
        List<RulingEntry> out = new ArrayList<>(entries.size());
        for (RulingEntry e : entries) {
            out.add(tutor.contains(e.ruling())
                    ? new RulingEntry(e.number(), RulingEntry.By.TUTOR, e.what(), e.move(), e.before(), e.ruling()) : e);
        }
        return List.copyOf(out);
    }
}
