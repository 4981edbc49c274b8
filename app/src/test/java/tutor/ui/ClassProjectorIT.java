package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.classroom.ClassLesson;
import tutor.classroom.ClassServer;
import tutor.classroom.ClassSession;
import tutor.classroom.ClassStore;
import tutor.classroom.Seat;
import tutor.data.Bundle;
import tutor.lesson.Lesson;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;
import tutor.ui.classroom.ProjectorWindow;

/**
 * The teacher's projector window during a class session at 1024x768, in the light, dark and projector themes
 * and in English, French and Russian: nothing cut or outside the window (the question, the buttons, the
 * counts), no English left in the French or Russian window, the spread of answers drawn as bars whose
 * values a screen reader reads as text, the class report's columns named as the class saw the steps, homework followed learner
 * by learner, and Run with the class… taking up a session whose laptop died, at the step and lock where it stood.
 */
@GuiTest
class ClassProjectorIT {

    private static ClassLesson lesson;

    @TempDir
    Path dir;

    @BeforeAll
    static void load() {
        Path file = Path.of("../lessons/rules/leaving-jail.yaml");
        if (!Files.isRegularFile(file)) {
            file = Path.of("lessons/rules/leaving-jail.yaml");
        }
        Lesson l = new LessonLoader(Bundle.get(), LibraryData.lab()).load(file).lesson();
        lesson = new ClassLesson(l, LibraryData.lab());
    }

    @Test
    void theProjectorFitsA1024x768ScreenInEveryThemeAndLanguage() throws Exception {
        List<String> problems = new ArrayList<>();
        Map<String, String> english = new HashMap<>();
        for (String lang : List.of("en", "fr", "ru")) {
            for (Theme theme : List.of(Theme.LIGHT, Theme.DARK, Theme.PROJECTOR)) {
                for (boolean reveal : List.of(false, true)) {
                    String where = theme + " " + lang + (reveal ? " revealed" : "");
                    ProjectorWindow w = open(theme, lang, reveal, dir.resolve(where.replace(' ', '-') + ".db"));
                    try {
                        problems.addAll(onEdt(() -> cut(w, where)));
                        Map<String, String> texts = onEdt(() -> texts(w));
                        if (lang.equals("en")) {
                            english.putAll(texts);
                        } else {
                            texts.forEach((name, text) -> {
                                if (text.equals(english.get(name)) && text.matches(".*[A-Za-z]{3,}.*")) {
                                    problems.add(where + ": " + name + " is still English: " + text);
                                }
                            });
                        }
                        String spread = onEdt(() -> ((JComponent) find(w, "classroom.spread")).getAccessibleContext()
                                .getAccessibleDescription());
                        if (lang.equals("en")) {
                            assertThat(spread).startsWith(reveal ? "She moves, and throws again because of the doubles: 7 learners, right;"
                                    : "She moves, and throws again because of the doubles: 7 learners;")
                                    .contains("She moves, and her turn ends: 3 learners").contains(": 1 learner");
                        } else if (lang.equals("ru")) {
                            assertThat(spread).contains("7 учеников").contains("3 ученика").contains("1 ученик");
                        } else {
                            assertThat(spread).contains("7 élèves").contains("3 élèves").contains("1 élève");
                        }
                    } finally {
                        SwingUtilities.invokeAndWait(w::dispose);
                    }
                }
            }
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void theReportNamesEachColumnByTheStepsNumberAndKindNeverItsId() throws Exception {
        ProjectorWindow w = open(Theme.PROJECTOR, "fr", false, dir.resolve("report.db"));
        try {
            SwingUtilities.invokeAndWait(() -> ((AbstractButton) find(w, "classroom.end")).doClick());
            long until = System.currentTimeMillis() + 20_000;
            while (onEdt(() -> find(w, "classroom.report")) == null && System.currentTimeMillis() < until) {
                Thread.sleep(100);
            }
            List<String> heads = onEdt(() -> {
                JTable t = (JTable) find(w, "classroom.report");
                List<String> out = new ArrayList<>();
                for (int i = 0; i < t.getColumnCount(); i++) {
                    out.add(t.getColumnName(i));
                }
                return out;
            });
            assertThat(heads).contains("Élève", "3. Question").noneMatch(h -> h.contains("-") || h.equals("after-paying"));
            assertThat(onEdt(() -> String.valueOf(((JTable) find(w, "classroom.report")).getValueAt(0, 0)))).isEqualTo("Ann");
        } finally {
            SwingUtilities.invokeAndWait(w::dispose);
        }
    }

    @Test
    void homeworkShowsWhoHasGotHowFarAndClosingTheWindowPausesTheLessonForLater() throws Exception {
        Path db = dir.resolve("homework.db");
        ClassStore store = ClassStore.open(db);
        java.time.Instant closes = java.time.Instant.now().plus(java.time.Duration.ofHours(24));
        ClassSession session = ClassSession.start(store, lesson, "5B", "en", ClassSession.Pace.HOMEWORK, closes, null, Clock.systemUTC());
        ClassServer server = ClassServer.start(session, "127.0.0.1", 0);
        Seat ann = session.join(session.code(), "Ann", "en").seat();
        session.join(session.code(), "Ben", "en");
        session.ownStep(ann, 1);
        session.ownStep(ann, 1);
        AtomicReference<ProjectorWindow> w = projectorOf(session, server, store);
        try {
            assertThat(onEdt(() -> ((JTextArea) find(w.get(), "classroom.learners")).getText())).contains("Ann · step 3", "Ben · step 1");
            assertThat(onEdt(() -> ((JTextArea) find(w.get(), "classroom.detail")).getText())).startsWith("Homework, each at their own pace");
            assertThat(onEdt(() -> find(w.get(), "classroom.next").isEnabled())).isTrue();
            assertThat(onEdt(() -> find(w.get(), "classroom.reveal").isEnabled())).isFalse();
            assertThat(onEdt(() -> find(w.get(), "classroom.lock").isEnabled())).isFalse();
            SwingUtilities.invokeAndWait(() -> ((AbstractButton) find(w.get(), "classroom.next")).doClick());
            // The teacher looks at step 2; Ann is still at her own step 3.
            assertThat(session.step()).isEqualTo(1);
            assertThat(session.stepOf(ann)).isEqualTo(2);
        } finally {
            SwingUtilities.invokeAndWait(() -> w.get().dispose());
        }
        long until = System.currentTimeMillis() + 10_000;
        while (server.listening() >= 0 && System.currentTimeMillis() < until && !closedStore(db)) {
            Thread.sleep(100);
        }
        try (ClassStore again = ClassStore.open(db)) {
            ClassStore.SessionRow row = again.lastSession().orElseThrow();
            assertThat(row.ended()).as("closing the window pauses, it does not end").isNull();
            ClassSession resumed = ClassSession.resume(again, lesson, row, Clock.systemUTC());
            assertThat(resumed.seats()).extracting(Seat::name).containsExactly("Ann", "Ben");
            assertThat(resumed.stepOf(resumed.seats().get(0))).isEqualTo(2);
        }
    }

    @Test
    void theTeacherRemovesALearnerFromTheWindow() throws Exception {
        Path db = dir.resolve("remove.db");
        ClassStore store = ClassStore.open(db);
        ClassSession session = ClassSession.start(store, lesson, "5B", "en", ClassSession.Pace.LIVE, null, null, Clock.systemUTC());
        ClassServer server = ClassServer.start(session, "127.0.0.1", 0);
        session.join(session.code(), "Ann", "en");
        session.join(session.code(), "Bne", "en");
        AtomicReference<ProjectorWindow> w = projectorOf(session, server, store);
        try {
            assertThat(onEdt(() -> ((JTextArea) find(w.get(), "classroom.learners")).getText())).contains("Ann", "Bne");
            // The chooser is modal: it is opened later on the event thread, and answered once it shows.
            SwingUtilities.invokeLater(() -> ((AbstractButton) find(w.get(), "classroom.remove")).doClick());
            javax.swing.JDialog chooser = waitFor(() -> java.util.Arrays.stream(java.awt.Window.getWindows())
                    .filter(x -> x instanceof javax.swing.JDialog && x.isShowing()).map(x -> (javax.swing.JDialog) x).findFirst().orElse(null));
            assertThat(onEdt(() -> {
                StringBuilder b = new StringBuilder();
                ComponentWalk.visit(chooser, c -> b.append(c instanceof JLabel l ? l.getText() : "").append('|'));
                return b.toString();
            })).contains("Who leaves the session?");
            SwingUtilities.invokeAndWait(() -> {
                List<Component> all = new ArrayList<>();
                ComponentWalk.visit(chooser, all::add);
                all.stream().filter(c -> c instanceof javax.swing.JComboBox<?>).map(c -> (javax.swing.JComboBox<?>) c).findFirst()
                        .orElseThrow().setSelectedItem("Bne");
                // The option pane's OK comes before Cancel; the combo's arrow is a button too, but a button without words.
                all.stream().filter(c -> c instanceof javax.swing.JButton b && !b.getText().isEmpty()).map(c -> (javax.swing.JButton) c)
                        .findFirst().orElseThrow().doClick();
            });
            waitFor(() -> ((JTextArea) find(w.get(), "classroom.learners")).getText().contains("Bne") ? null : true);
            assertThat(session.seats()).extracting(Seat::name).containsExactly("Ann");
            assertThat(store.learners(session.id())).extracting(ClassStore.LearnerRow::firstName).containsExactly("Ann");
            assertThat(onEdt(() -> ((JTextArea) find(w.get(), "classroom.learners")).getText())).startsWith("1 learner joined:");
        } finally {
            SwingUtilities.invokeAndWait(() -> w.get().dispose());
        }
        long until = System.currentTimeMillis() + 10_000;
        while (server.listening() >= 0 && System.currentTimeMillis() < until && !closedStore(db)) {
            Thread.sleep(100);
        }
    }

    @Test
    void runWithTheClassOffersToTakeUpTheUnfinishedSessionWhereItStood() throws Exception {
        String before = System.getProperty("tutor.home");
        System.setProperty("tutor.home", dir.toString());
        java.awt.Window[] opened = new java.awt.Window[1];
        try {
            String code;
            try (ClassStore store = ClassStore.open(ClassStore.standardFile())) {
                ClassSession s = ClassSession.start(store, lesson, "5B", "en", ClassSession.Pace.LIVE, null, null, Clock.systemUTC());
                tutor.ui.classroom.ProjectorScreenshot.twelveAtTheQuestion(s, "en");
                s.lock(true);
                code = s.code();
                // The laptop dies here: the session never ends.
            }
            SwingUtilities.invokeLater(() -> tutor.ui.classroom.RunWithClass.open(null, lesson.lesson(), lesson.lab(), "en"));
            AbstractButton resume = waitFor(() -> windowNamed("classroom.start") == null ? null
                    : (AbstractButton) find(windowNamed("classroom.start"), "classroom.resumeButton"));
            assertThat(onEdt(resume::getText)).isEqualTo("Take up “5B” where it stopped (12 learners)");
            SwingUtilities.invokeAndWait(resume::doClick);
            opened[0] = waitFor(() -> windowNamed("classroom.projector"));
            java.awt.Window w = opened[0];
            assertThat(onEdt(() -> ((javax.swing.JLabel) find(w, "classroom.code")).getText().replace(" ", ""))).isEqualTo(code);
            assertThat(onEdt(() -> ((JTextArea) find(w, "classroom.step")).getText())).startsWith("Step 3 of 11");
            assertThat(onEdt(() -> ((javax.swing.JLabel) find(w, "classroom.count")).getText())).isEqualTo("11 of 12 answered");
            assertThat(onEdt(() -> ((AbstractButton) find(w, "classroom.lock")).getText())).isEqualTo("Take answers again");
        } finally {
            if (opened[0] != null) {
                SwingUtilities.invokeAndWait(opened[0]::dispose);
            }
            if (before == null) {
                System.clearProperty("tutor.home");
            } else {
                System.setProperty("tutor.home", before);
            }
        }
    }

    /** The projector window of a session, in English in the projector theme, open. */
    private static AtomicReference<ProjectorWindow> projectorOf(ClassSession session, ClassServer server, ClassStore store) throws Exception {
        AtomicReference<ProjectorWindow> w = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            Theme.PROJECTOR.apply();
            w.set(new ProjectorWindow(session, server, store, "en"));
            w.get().setVisible(true);
        });
        return w;
    }

    private static java.awt.Window windowNamed(String name) {
        for (java.awt.Window w : java.awt.Window.getWindows()) {
            if (w.isShowing() && name.equals(w.getName())) {
                return w;
            }
        }
        return null;
    }

    private static <T> T waitFor(java.util.function.Supplier<T> what) throws Exception {
        long until = System.currentTimeMillis() + 30_000;
        while (System.currentTimeMillis() < until) {
            T t = onEdt(what);
            if (t != null) {
                return t;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("never came");
    }

    /** Whether the window's closing thread has let go of the database (its WAL file merged back and removed). */
    private static boolean closedStore(Path db) {
        return !Files.exists(Path.of(db + "-wal"));
    }

    /** A session of twelve at the question after the scenario, eleven answers in, the projector open at 1024x768. */
    private ProjectorWindow open(Theme theme, String lang, boolean reveal, Path db) throws Exception {
        ClassStore store = ClassStore.open(db);
        ClassSession session = ClassSession.start(store, lesson, "5B", lang, ClassSession.Pace.LIVE, null, null, Clock.systemUTC());
        ClassServer server = ClassServer.start(session, "127.0.0.1", 0);
        assertThat(tutor.ui.classroom.ProjectorScreenshot.twelveAtTheQuestion(session, lang)).isEqualTo(11);
        if (reveal) {
            session.reveal();
        }
        AtomicReference<ProjectorWindow> w = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            theme.apply();
            w.set(new ProjectorWindow(session, server, store, lang));
            w.get().setVisible(true);
        });
        Thread.sleep(600);
        SwingUtilities.invokeAndWait(() -> { });
        return w.get();
    }

    /** Buttons, labels and the step's words smaller than they need, or outside the window or the screen. */
    private static List<String> cut(ProjectorWindow w, String where) {
        List<String> out = new ArrayList<>();
        Rectangle screen = w.getGraphicsConfiguration().getBounds();
        // What the teacher sees is the window's content: a maximised frame's border may lie just off the screen.
        Rectangle content = new Rectangle(w.getRootPane().getLocationOnScreen(), w.getRootPane().getSize());
        if (!screen.contains(content)) {
            out.add(where + ": the window's content " + content + " does not fit the screen " + screen);
        }
        Rectangle inside = new Rectangle(0, 0, w.getRootPane().getWidth(), w.getRootPane().getHeight());
        ComponentWalk.visit(w.getRootPane(), c -> {
            boolean step = "classroom.step".equals(c.getName());
            if (!(c instanceof AbstractButton || c instanceof JLabel || step) || !c.isShowing() || inScroller(c)) {
                return;
            }
            String text = text(c);
            if (text == null || text.isBlank()) {
                return;
            }
            Dimension pref = c.getPreferredSize();
            Rectangle r = SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), w.getRootPane());
            if (c.getWidth() < pref.width - 1 && !step || c.getHeight() < pref.height - 1) {
                out.add(where + ": " + ComponentWalk.where(c) + " \"" + text + "\" is " + c.getWidth() + "x" + c.getHeight()
                        + ", needs " + pref.width + "x" + pref.height);
            } else if (!inside.contains(r)) {
                out.add(where + ": " + ComponentWalk.where(c) + " \"" + text + "\" at " + r + " is outside the window");
            }
        });
        return out;
    }

    private static String text(Component c) {
        return c instanceof AbstractButton b ? b.getText() : c instanceof JLabel l ? l.getText() : ((JTextArea) c).getText();
    }

    /** Every named button's and label's words, by name. */
    private static Map<String, String> texts(ProjectorWindow w) {
        Map<String, String> out = new HashMap<>();
        out.put("title", w.getTitle().replaceAll("[:：].*", ""));
        ComponentWalk.visit(w.getRootPane(), c -> {
            if (c.getName() != null && (c instanceof AbstractButton || c instanceof JLabel) && !"classroom.code".equals(c.getName())) {
                out.put(c.getName(), text(c));
            }
        });
        return out;
    }

    private static boolean inScroller(Component c) {
        for (Component p = c.getParent(); p != null; p = p.getParent()) {
            if (p instanceof JViewport) {
                return true;
            }
        }
        return false;
    }

    private static Component find(java.awt.Window w, String name) {
        Component[] found = new Component[1];
        ComponentWalk.visit(w, c -> {
            if (name.equals(c.getName()) && found[0] == null) {
                found[0] = c;
            }
        });
        return found[0];
    }

    private static <T> T onEdt(java.util.function.Supplier<T> what) throws Exception {
        AtomicReference<T> out = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> out.set(what.get()));
        return out.get();
    }
}
