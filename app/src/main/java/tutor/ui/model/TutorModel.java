package tutor.ui.model;

import tutor.play.Activity;
import tutor.play.LessonActivity;
import tutor.play.RulingEntry;
import tutor.play.ScenarioActivity;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.swing.SwingUtilities;
import tutor.text.Texts;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;

/**
 * The window's one model: the library, the open activity (and the ones left in progress), its
 * timeline of rulings, the ruling and step chosen for reading, the learner and their progress.
 * Every view reads it and listens to its typed events; every change goes through it, on the
 * event thread (it throws otherwise, so a change from a worker thread is caught at once).
 * The model decides no rule: moves go to the activity, which asks the referee.
 */
public final class TutorModel {

    private final Settings settings;
    private final TutorListeners listeners = new TutorListeners();
    private final ActivityHistory history = new ActivityHistory();
    private final ShownTimeline timeline = new ShownTimeline(this::fire, this::shownState);
    private List<LibraryItem> library = List.of();
    private Activity activity;
    private LibraryItem broken;
    private final SettingsSaver saver;
    private String language;

    /** The language asked for on the command line ({@code java -jar monopoly-tutor.jar --lang fr}), over the saved one. */
    public static final String LANGUAGE_PROPERTY = "tutor.lang";

    public TutorModel(Settings settings) {
        this.settings = settings;
        this.saver = new SettingsSaver(settings, this::texts, this::notice);
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

    private void fire(TutorEvent e) {
        listeners.fire(e);
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
        history.forget(id -> changed(before.get(id), byId.get(id)));
        fire(new TutorEvent.LibraryChanged(library));
        if (activity != null && changed(before.get(activity.id()), byId.get(activity.id()))) {
            LibraryItem now = byId.get(activity.id());
            activity = null;
            if (now != null) {
                open(now);
                notice(texts().get("notice.changedOnDisk", now.toString()), false);
            }
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
            if (activity != null && activity.id().equals(item.id()) && ActivityHistory.retold(activity, item, lang)) {
                fire(new TutorEvent.ActivityUpdated(activity));
            }
            ActivityHistory.retold(history.waiting(item.id()), item, lang);
        }
    }

    /** The activities left in progress, the one last open in each place, and the tutor's own moves. */
    public ActivityHistory history() {
        return history;
    }

    /** The files of the scenarios open or left in progress, whose texts follow the window's language. */
    public List<java.nio.file.Path> scenarioFiles() {
        List<java.nio.file.Path> out = new ArrayList<>(history.scenarioFiles());
        if (activity instanceof ScenarioActivity sa && sa.file() != null) {
            out.add(sa.file());
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
        Activity resumed = history.resume(item.id());
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
        history.resume(a.id());
        switchTo(a, null);
    }

    /**
     * A screen of {@code place} is being shown: if the open activity belongs elsewhere (a lesson, on the table
     * screen), the activity last open here comes back as it was, so the board, the players and the story shown are
     * all its own (the table once showed a lesson's players beside another scenario's story).
     */
    public void showing(String place) {
        requireEdt();
        if (activity == null || ActivityHistory.place(activity).equals(place)) {
            return;
        }
        Activity back = history.lastAt(place);
        if (back != null) {
            history.resume(back.id());
            switchTo(back, null);
        }
    }

    private void switchTo(Activity next, LibraryItem brokenItem) {
        history.switched(activity, next);
        activity = next;
        broken = brokenItem;
        timeline.clear();
        fire(new TutorEvent.ActivityChanged(activity, broken));
        timelineMayHaveChanged(true);
    }

    /** The learner's move, ruled by the activity. */
    public void act(Move m) {
        change(a -> true, a -> a.act(m));
    }

    /**
     * The natural move made by the tutor for whoever is to act ("What happens now"): ruled as the learner's would be,
     * and listed in the timeline as the tutor's move.
     */
    public void actForLearner(Move m) {
        change(a -> true, a -> history.actForLearner(a, m));
    }

    /**
     * The open activity moved on by itself (a computer player's move in a free game): the views
     * catch up exactly as after the learner's move.
     */
    public void activityMoved() {
        change(a -> true, a -> { });
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
        change(Activity::hasHint, Activity::hint);
    }

    public void undo() {
        change(Activity::canUndo, Activity::undo);
    }

    public void restart() {
        change(Activity::canRestart, Activity::restart);
    }

    /** The open activity changed through a call of its own (a lesson's answer, step or reveal): the views are told. */
    public void activityUpdated() {
        change(a -> true, a -> { });
    }

    /** Does {@code how} to the open activity when there is one and {@code may} allows it, then tells the views. */
    private void change(java.util.function.Predicate<Activity> may, java.util.function.Consumer<Activity> how) {
        requireEdt();
        if (activity != null && may.test(activity)) {
            how.accept(activity);
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

    /** The rulings the views may show now, and the ruling and step chosen for reading. */
    public ShownTimeline timeline() {
        return timeline;
    }

    /** The position the views may show (before the moves a question asks about), or null. */
    public GameState shownState() {
        return activity == null ? null : activity.shownState();
    }

    private void timelineMayHaveChanged(boolean force) {
        List<RulingEntry> all = activity == null ? List.of() : activity.timeline();
        List<RulingEntry> now = history.asListed(activity, all.subList(0, activity == null ? 0 : activity.shownRulings()));
        timeline.update(now, all.size() - now.size(), force);
    }

    // ---- the learner and their progress ----

    /** The learner's name, or empty for the computer's own user. */
    public String learner() {
        return settings.learner();
    }

    public List<String> learners() {
        return List.copyOf(settings.learners());
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
        saver.save();
    }

    /** Waits until every save asked for so far is on disk (for a caller off the event thread, such as a test). */
    public void awaitSaves() throws InterruptedException {
        saver.await();
    }
}
