package tutor.ui.model;

import tutor.play.Activity;
import tutor.play.LessonActivity;
import tutor.play.RulingEntry;
import tutor.play.ScenarioActivity;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import javax.swing.SwingUtilities;
import tutor.text.Texts;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.trace.TraceStep;

/**
 * The window's one model: the library, the open activity (and the ones left in progress), its
 * timeline of rulings, the ruling and step chosen for reading, the learner and their progress.
 * Every view reads it and listens to its typed events; every change goes through it, on the
 * event thread (it throws otherwise, so a change from a worker thread is caught at once).
 * The model decides no rule: moves go to the activity, which asks the referee.
 */
public final class TutorModel {

    private final Settings settings;
    private final List<TutorListener> listeners = new CopyOnWriteArrayList<>();
    /** Activities left in progress, by id: opening one again resumes it where the learner left it. */
    private final Map<String, Activity> suspended = new LinkedHashMap<>();
    private List<LibraryItem> library = List.of();
    private Activity activity;
    private LibraryItem broken;
    private List<RulingEntry> shown = List.of();
    private int hidden;
    /**
     * The rulings of moves the tutor made for the learner ("What happens now"), by activity, so the timeline says so
     * rather than "You". Weakly held: a closed activity takes its marks with it.
     */
    private final Map<Activity, Set<tutor.rules.state.Ruling>> madeByTutor = new java.util.WeakHashMap<>();
    private RulingEntry selected;
    private TraceStep selectedStep;
    private boolean lastSaveFailed;
    /**
     * The activity last open in each place of the window ("table" for scenarios, free games and tables put to the
     * referee; "lessons" for lessons): going back to a screen brings its own activity back, not the other's.
     */
    private final Map<String, Activity> lastAt = new LinkedHashMap<>();
    private String language;

    /** The language asked for on the command line ({@code java -jar monopoly-tutor.jar --lang fr}), over the saved one. */
    public static final String LANGUAGE_PROPERTY = "tutor.lang";

    public TutorModel(Settings settings) {
        this.settings = settings;
        String asked = System.getProperty(LANGUAGE_PROPERTY);
        this.language = spoken(asked != null ? asked : settings.get("language", tutor.data.Bundle.defaultLanguage()));
    }

    /** A language the window speaks: one of {@link Texts#LANGUAGES} (or the tests' pseudo-language), else the computer's. */
    private static String spoken(String lang) {
        return Texts.LANGUAGES.contains(lang) || Texts.PSEUDO.equals(lang) ? lang : tutor.data.Bundle.defaultLanguage();
    }

    /** Fails fast when the model is touched off the event thread. */
    public static void requireEdt() {
        if (!SwingUtilities.isEventDispatchThread()) {
            throw new IllegalStateException("the tutor's model is changed on the event thread only, not on "
                    + Thread.currentThread().getName());
        }
    }

    public void addListener(TutorListener l) {
        listeners.add(l);
    }

    public void removeListener(TutorListener l) {
        listeners.remove(l);
    }

    /** With -Dtutor.timing=true, each listener slower than 4 ms says so: the views must keep a move under 16 ms. */
    private static final boolean TIMING = Boolean.getBoolean("tutor.timing");

    private void fire(TutorEvent e) {
        for (TutorListener l : listeners) {
            long start = TIMING ? System.nanoTime() : 0;
            l.changed(e);
            if (TIMING && System.nanoTime() - start > 4_000_000) {
                System.err.printf("tutor.timing %s on %s: %.1f ms%n", l.getClass().getName().replaceAll("\\$\\$.*", ""),
                        e.getClass().getSimpleName(), (System.nanoTime() - start) / 1e6);
            }
        }
    }

    public Settings settings() {
        return settings;
    }

    // ---- the language ----

    /** The language the window speaks: "en", "fr" or "ru" (the pseudo-language in tests). */
    public String language() {
        return language;
    }

    /**
     * The language of the rule data the window shows (rulings, the board's names, scenario texts):
     * the window's own, or English for the tests' pseudo-language, which only the window's words have.
     */
    public String dataLanguage() {
        return Texts.PSEUDO.equals(language) ? "en" : language;
    }

    /** The window's own words ("ui" family) in its language. */
    public Texts texts() {
        return Texts.of("ui", language);
    }

    /** The words of another family (a screen with words of its own) in the window's language. */
    public Texts texts(String family) {
        return Texts.of(family, language);
    }

    /**
     * Speaks another language from now on, remembered for the next start. Nothing is lost: the views word
     * themselves again, and the open activity keeps its moves, timeline and selection (its texts follow once
     * the library has been read in the new language).
     */
    public void setLanguage(String lang) {
        requireEdt();
        String next = spoken(lang);
        if (next.equals(language)) {
            return;
        }
        language = next;
        settings.put("language", next);
        fire(new TutorEvent.LanguageChanged(next));
        saveSettings();
    }

    // ---- the library ----

    public List<LibraryItem> library() {
        return library;
    }

    /**
     * Sets the library (loaded or reloaded). Sessions of files that changed on disk are dropped,
     * and the open one is opened afresh from its new text, so an author sees their edit.
     */
    public void setLibrary(List<LibraryItem> items) {
        requireEdt();
        Map<String, LibraryItem> byId = new LinkedHashMap<>();
        items.forEach(i -> byId.put(i.id(), i));
        Map<String, LibraryItem> before = new LinkedHashMap<>();
        library.forEach(i -> before.put(i.id(), i));
        library = List.copyOf(items);
        suspended.keySet().removeIf(id -> changed(before.get(id), byId.get(id)));
        fire(new TutorEvent.LibraryChanged(library));
        if (activity != null && changed(before.get(activity.id()), byId.get(activity.id()))) {
            LibraryItem now = byId.get(activity.id());
            activity = null;
            if (now != null) {
                open(now);
                notice(texts().get("notice.changedOnDisk", now.toString()), false);
            }
            retell(items);
            return;
        }
        retell(items);
    }

    /**
     * Scenarios read again in the window's language (the library, or a file opened from disk): the open one and
     * those left in progress go on in it, keeping their moves, timeline and place. The library is read in the
     * window's language, so after a switch this is what brings the scenarios' own texts along.
     */
    public void retell(List<LibraryItem> items) {
        requireEdt();
        String lang = dataLanguage();
        for (LibraryItem item : items) {
            if (!item.loaded()) {
                continue;
            }
            for (Activity a : activitiesWithId(item.id())) {
                if (a instanceof ScenarioActivity sa && item.language().equals(lang) && !sa.language().equals(lang)
                        && item.path().equals(sa.file()) && sa.retell(item.scenario(), lang) && a == activity) {
                    fire(new TutorEvent.ActivityUpdated(activity));
                }
            }
        }
    }

    private List<Activity> activitiesWithId(String id) {
        List<Activity> out = new ArrayList<>();
        if (activity != null && activity.id().equals(id)) {
            out.add(activity);
        }
        if (suspended.containsKey(id)) {
            out.add(suspended.get(id));
        }
        return out;
    }

    /**
     * The activities left part-way in the background, not finished, oldest first: a free game the learner walked
     * away from (to the editor, a lesson, a scenario) waits here to be taken up again, never thrown away.
     */
    public List<Activity> inBackground() {
        List<Activity> out = new ArrayList<>();
        for (Activity a : suspended.values()) {
            if (!a.finished()) {
                out.add(a);
            }
        }
        return out;
    }

    /** The files of the scenarios open or left in progress, whose texts follow the window's language. */
    public List<java.nio.file.Path> scenarioFiles() {
        List<java.nio.file.Path> out = new ArrayList<>();
        List<Activity> all = new ArrayList<>(suspended.values());
        if (activity != null) {
            all.add(activity);
        }
        for (Activity a : all) {
            if (a instanceof ScenarioActivity sa && sa.file() != null) {
                out.add(sa.file());
            }
        }
        return out;
    }

    private static boolean changed(LibraryItem old, LibraryItem now) {
        return old != null && (now == null || old.stamp() != now.stamp() || !old.path().equals(now.path()));
    }

    public LibraryItem item(String id) {
        return library.stream().filter(i -> i.id().equals(id)).findFirst().orElse(null);
    }

    // ---- the activity ----

    /** The open activity, or null. */
    public Activity activity() {
        return activity;
    }

    /** The scenario being played: the open scenario, or the one a lesson's play step runs; null when none. */
    public ScenarioActivity scenario() {
        return activity == null ? null : activity.playing();
    }

    /** The library file shown instead of an activity because it did not load, or null. */
    public LibraryItem broken() {
        return broken;
    }

    /** Opens a library entry: a scenario left in progress resumes where it was; a broken file shows its problems. */
    public void open(LibraryItem item) {
        requireEdt();
        if (!item.loaded()) {
            switchTo(null, item);
            return;
        }
        if (activity instanceof ScenarioActivity open && open.id().equals(item.id()) && item.path().equals(open.file())) {
            return; // already open: keep the learner's place
        }
        Activity resumed = suspended.remove(item.id());
        boolean same = resumed instanceof ScenarioActivity sa && item.path().equals(sa.file());
        // Resumed in the library's language when that is the window's (a library still being read in the language
        // before a switch must not take the scenario back to it).
        if (same && !((ScenarioActivity) resumed).language().equals(item.language()) && item.language().equals(dataLanguage())) {
            ((ScenarioActivity) resumed).retell(item.scenario(), item.language());
        }
        switchTo(same ? resumed : new ScenarioActivity(item.scenario(), item.path(), item.language()), null);
        settings.put("lastScenario", item.id());
    }

    /** Opens an activity made elsewhere (a lesson, a free game, an edited position, a file from disk). */
    public void open(Activity a) {
        requireEdt();
        suspended.remove(a.id());
        switchTo(a, null);
    }

    /** The place of the window an activity belongs to: "lessons" for a lesson, "table" for every other kind. */
    public static String place(Activity a) {
        return a.kind() == Activity.Kind.LESSON ? "lessons" : "table";
    }

    /** The activity last open at {@code place} ("table" or "lessons"), or null. */
    public Activity lastAt(String place) {
        return lastAt.get(place);
    }

    /**
     * A screen of {@code place} is being shown: if the open activity belongs elsewhere (a lesson, on the table
     * screen), the activity last open here comes back as it was, so the board, the players and the story shown are
     * all its own (the table once showed a lesson's players beside another scenario's story).
     */
    public void showing(String place) {
        requireEdt();
        if (activity == null || place(activity).equals(place)) {
            return;
        }
        Activity back = lastAt.get(place);
        if (back != null) {
            suspended.remove(back.id());
            switchTo(back, null);
        }
    }

    /**
     * Whether an activity with this id is in progress in the background: left part-way, not done (a scenario played
     * to its end is done, and its mark says so, even though it is kept to be read again).
     */
    public boolean inProgress(String id) {
        Activity a = suspended.get(id);
        return a != null && !a.finished();
    }

    private void switchTo(Activity next, LibraryItem brokenItem) {
        if (activity != null && activity != next && activity.started()) {
            suspended.put(activity.id(), activity);
        }
        if (next != null) {
            lastAt.put(place(next), next);
        }
        activity = next;
        broken = brokenItem;
        shown = List.of();
        selected = null;
        selectedStep = null;
        fire(new TutorEvent.ActivityChanged(activity, broken));
        timelineMayHaveChanged(true);
    }

    /** The learner's move, ruled by the activity. */
    public void act(Move m) {
        requireEdt();
        if (activity != null) {
            activity.act(m);
            moved();
        }
    }

    /**
     * The natural move made by the tutor for whoever is to act ("What happens now"): ruled as the learner's would be,
     * and listed in the timeline as the tutor's move.
     */
    public void actForLearner(Move m) {
        requireEdt();
        if (activity != null) {
            int before = activity.timeline().size();
            activity.act(m);
            List<RulingEntry> after = activity.timeline();
            if (after.size() > before && after.get(before).move().equals(m)) {
                madeByTutor.computeIfAbsent(activity, a -> java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>()))
                        .add(after.get(before).ruling());
            }
            moved();
        }
    }

    /**
     * The open activity moved on by itself (a computer player's move in a free game): the views
     * catch up exactly as after the learner's move.
     */
    public void activityMoved() {
        requireEdt();
        if (activity != null) {
            moved();
        }
    }

    /** An answer to the scenario's question: a choice's index or an amount. */
    public boolean answer(int value) {
        requireEdt();
        ScenarioActivity s = scenario();
        if (s == null) {
            return false;
        }
        boolean right = activity instanceof LessonActivity l ? l.answerPlay(value) : s.answer(value);
        moved();
        return right;
    }

    public void hint() {
        requireEdt();
        if (activity != null && activity.hasHint()) {
            activity.hint();
            moved();
        }
    }

    public void undo() {
        requireEdt();
        if (activity != null && activity.canUndo()) {
            activity.undo();
            moved();
        }
    }

    public void restart() {
        requireEdt();
        if (activity != null && activity.canRestart()) {
            activity.restart();
            moved();
        }
    }

    /** The open activity changed through a call of its own (a lesson's answer, step or reveal): the views are told. */
    public void activityUpdated() {
        requireEdt();
        if (activity != null) {
            moved();
        }
    }

    private void moved() {
        fire(new TutorEvent.ActivityUpdated(activity));
        timelineMayHaveChanged(false);
        if (activity.finished() && activity.kind() == Activity.Kind.SCENARIO) {
            Settings.Progress before = settings.progress(activity.id());
            settings.progress(activity.id(), activity.hintsUsed() ? Settings.Progress.DONE : Settings.Progress.DONE_WITHOUT_HINTS);
            if (settings.progress(activity.id()) != before) {
                fire(new TutorEvent.ProgressChanged(activity.id()));
                saveSettings();
            }
        }
    }

    // ---- the timeline and what is read in it ----

    /** The rulings the views may show now, oldest first. */
    public List<RulingEntry> shownTimeline() {
        return shown;
    }

    /** The position the views may show (before the moves a question asks about), or null. */
    public GameState shownState() {
        return activity == null ? null : activity.shownState();
    }

    private void timelineMayHaveChanged(boolean force) {
        List<RulingEntry> all = activity == null ? List.of() : activity.timeline();
        List<RulingEntry> now = byTutor(all.subList(0, activity == null ? 0 : activity.shownRulings()));
        int waiting = all.size() - now.size();
        if (!force && sameRulings(now, shown) && waiting == hidden) {
            return;
        }
        boolean sameShown = !force && sameRulings(now, shown);
        shown = now;
        hidden = waiting;
        fire(new TutorEvent.TimelineChanged(shown, hidden));
        if (sameShown) {
            return; // only the count of hidden rulings changed: the learner keeps their place
        }
        select(shown.isEmpty() ? null : shown.get(shown.size() - 1));
    }

    /** The rulings as the views list them, the tutor's moves made for the learner named as such. */
    private List<RulingEntry> byTutor(List<RulingEntry> entries) {
        Set<tutor.rules.state.Ruling> tutor = madeByTutor.get(activity);
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

    private static boolean sameRulings(List<RulingEntry> a, List<RulingEntry> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i).ruling() != b.get(i).ruling()) {
                return false;
            }
        }
        return true;
    }

    public RulingEntry selectedRuling() {
        return selected;
    }

    /** Chooses a ruling of the shown timeline by its number (from 1). */
    public void selectRuling(int number) {
        requireEdt();
        if (number >= 1 && number <= shown.size() && (selected == null || selected.number() != number)) {
            select(shown.get(number - 1));
        }
    }

    /** The previous (-1) or next (+1) ruling of the timeline. */
    public void stepRuling(int delta) {
        if (selected != null) {
            selectRuling(selected.number() + delta);
        }
    }

    private void select(RulingEntry entry) {
        selected = entry;
        selectedStep = null;
        fire(new TutorEvent.RulingSelected(entry));
    }

    public TraceStep selectedStep() {
        return selectedStep;
    }

    /** A step of the chosen ruling is being read: the views highlight what it involves. */
    public void selectStep(TraceStep step) {
        requireEdt();
        selectedStep = step;
        GameState s = shownState();
        StepFocus f = StepFocus.of(step, s == null ? null : s.board());
        fire(new TutorEvent.StepSelected(step, Set.copyOf(f.spaces), Set.copyOf(f.seats)));
    }

    // ---- the learner and their progress ----

    /** The learner's name, or empty for the computer's own user. */
    public String learner() {
        return settings.learner();
    }

    public List<String> learners() {
        List<String> all = new ArrayList<>(settings.learners());
        return List.copyOf(all);
    }

    public void setLearner(String name) {
        requireEdt();
        settings.learner(name);
        fire(new TutorEvent.ProgressChanged(null));
        saveSettings();
    }

    public Settings.Progress progress(String id) {
        return settings.progress(id);
    }

    // ---- telling the user, and saving ----

    public void notice(String text, boolean problem) {
        requireEdt();
        fire(new TutorEvent.Notice(text, problem));
    }

    /**
     * Saves the settings off the event thread, one save after another. A save that fails is said in the
     * window, with the reason and the file, never swallowed; the next save that works says so too.
     */
    public void saveSettings() {
        requireEdt();
        SAVER.execute(() -> {
            Exception failure = null;
            try {
                settings.save();
            } catch (java.io.IOException | RuntimeException e) {
                failure = e;
            }
            Exception why = failure;
            SwingUtilities.invokeLater(() -> saved(why));
        });
    }

    private void saved(Exception why) {
        if (why == null) {
            if (lastSaveFailed) {
                lastSaveFailed = false;
                notice(texts().get("notice.savedAgain"), false);
            }
            return;
        }
        lastSaveFailed = true;
        notice(texts().get("notice.saveFailed", settings.file().toString(),
                why.getMessage() == null ? why.getClass().getSimpleName() : why.getMessage()), true);
    }

    /** Waits until every save asked for so far is on disk (for a caller off the event thread, such as a test). */
    public void awaitSaves() throws InterruptedException {
        try {
            SAVER.submit(() -> { }).get();
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
    }

    /**
     * The one thread that writes settings. It is not a daemon, so a save under way when the window closes
     * finishes before the program ends; it stops a second after its last save, so it never keeps the
     * program alive.
     */
    private static final java.util.concurrent.ThreadPoolExecutor SAVER = new java.util.concurrent.ThreadPoolExecutor(
            0, 1, 1, java.util.concurrent.TimeUnit.SECONDS, new java.util.concurrent.LinkedBlockingQueue<>(), r -> {
                Thread t = new Thread(r, "tutor-settings-saver");
                t.setDaemon(false);
                return t;
            });
}
