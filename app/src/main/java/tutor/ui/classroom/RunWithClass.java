package tutor.ui.classroom;

import java.awt.Frame;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingWorker;
import net.miginfocom.swing.MigLayout;
import tutor.classroom.ClassLesson;
import tutor.classroom.ClassServer;
import tutor.classroom.ClassSession;
import tutor.classroom.ClassStore;
import tutor.classroom.Networks;
import tutor.lesson.Lesson;
import tutor.lesson.LessonLab;
import tutor.text.Texts;

/**
 * Lessons > Run with the class…: the teacher names the class, chooses the network address learners will
 * open (the server listens on that one alone) and the pace (live, or homework closing after some hours),
 * then the session starts (off the event thread: the lesson's scenarios are read in three languages) and
 * the projector window opens.
 */
public final class RunWithClass {

    private RunWithClass() {
    }

    public static void open(Frame owner, Lesson lesson, LessonLab lab, String language) {
        Texts t = Texts.of("classroom", language);
        if (lesson == null) {
            JOptionPane.showMessageDialog(owner, t.get("start.noLesson"));
            return;
        }
        JDialog d = new JDialog(owner, t.get("start.title", lesson.title().in(language)), true);
        d.setName("classroom.start");
        JPanel p = new JPanel(new MigLayout("insets dialog, wrap 2", "[right][grow,fill]"));
        List<String> known;
        // A session of this lesson whose window or server went away before it ended can be taken up again.
        java.util.Optional<ClassStore.SessionRow> unfinished;
        int unfinishedLearners;
        try (ClassStore store = ClassStore.open(ClassStore.standardFile())) {
            known = store.classes();
            unfinished = store.lastSession().filter(s -> s.ended() == null && s.lessonId().equals(lesson.id())
                    && (s.closes() == null || s.closes().isAfter(Instant.now())));
            unfinishedLearners = unfinished.map(s -> store.learners(s.id()).size()).orElse(0);
        }
        JComboBox<String> cls = new JComboBox<>(known.toArray(String[]::new));
        cls.setEditable(true);
        cls.setName("classroom.class");
        if (known.isEmpty()) {
            cls.setSelectedItem(t.get("cli.default-class"));
        }
        List<Networks.Address> addresses = Networks.choices();
        JComboBox<String> where = new JComboBox<>(addresses.stream().map(a -> a.loopback()
                ? t.get("start.address.loopback", a.host()) : t.get("start.address.item", a.host(), a.interfaceName()))
                .toArray(String[]::new));
        where.setName("classroom.address");
        JRadioButton live = new JRadioButton(t.get("start.pace.live"), true);
        JRadioButton homework = new JRadioButton(t.get("start.pace.homework"));
        ButtonGroup g = new ButtonGroup();
        g.add(live);
        g.add(homework);
        JSpinner hours = new JSpinner(new SpinnerNumberModel(24, 1, 24 * 14, 1));
        p.add(new JLabel(t.get("start.class")));
        p.add(cls);
        p.add(new JLabel(t.get("start.address")));
        p.add(where);
        p.add(new JLabel(t.get("start.pace")));
        p.add(live);
        p.add(new JLabel(), "");
        JPanel hw = new JPanel(new MigLayout("insets 0", "[][60!][]"));
        hw.add(homework);
        hw.add(hours);
        hw.add(new JLabel(t.get("start.hours")));
        p.add(hw);
        JButton delete = new JButton(t.get("start.deleteClass"));
        JButton start = new JButton(t.get("start.start"));
        start.setName("classroom.startButton");
        JButton cancel = new JButton(t.get("start.cancel"));
        if (unfinished.isPresent()) {
            JButton resume = new JButton(t.get("start.resume", unfinished.get().className(), unfinishedLearners));
            resume.setName("classroom.resumeButton");
            p.add(resume, "span, growx");
            resume.addActionListener(e -> {
                String host = addresses.get(Math.max(0, where.getSelectedIndex())).host();
                resume.setEnabled(false);
                start.setEnabled(false);
                launch(owner, d, t, language, () -> {
                    ClassStore store = ClassStore.open(ClassStore.standardFile());
                    return new Opened(store, ClassSession.resume(store, new ClassLesson(lesson, lab), unfinished.get(), Clock.systemUTC()));
                }, host);
            });
        }
        p.add(delete, "span, split 3, sizegroup b, growx 0");
        p.add(start, "tag ok, sizegroup b, growx 0, gapbefore push");
        p.add(cancel, "tag cancel, sizegroup b, growx 0");
        d.setContentPane(p);
        d.getRootPane().setDefaultButton(start);
        cancel.addActionListener(e -> d.dispose());
        delete.addActionListener(e -> {
            String name = String.valueOf(cls.getSelectedItem()).strip();
            if (!name.isEmpty() && JOptionPane.showConfirmDialog(d, t.get("start.deleteConfirm", name), d.getTitle(),
                    JOptionPane.OK_CANCEL_OPTION) == JOptionPane.OK_OPTION) {
                try (ClassStore store = ClassStore.open(ClassStore.standardFile())) {
                    store.deleteClass(name);
                }
                cls.removeItem(name);
            }
        });
        start.addActionListener(e -> {
            String name = String.valueOf(cls.getSelectedItem()).strip();
            if (name.isEmpty() || name.length() > 60) {
                return;
            }
            String host = addresses.get(Math.max(0, where.getSelectedIndex())).host();
            Instant closes = homework.isSelected() ? Instant.now().plus(Duration.ofHours((Integer) hours.getValue())) : null;
            start.setEnabled(false);
            launch(owner, d, t, language, () -> {
                ClassStore store = ClassStore.open(ClassStore.standardFile());
                return new Opened(store, ClassSession.start(store, new ClassLesson(lesson, lab), name, language,
                        closes == null ? ClassSession.Pace.LIVE : ClassSession.Pace.HOMEWORK, closes, null, Clock.systemUTC()));
            }, host);
        });
        d.pack();
        tutor.ui.widgets.ScreenFit.pack(d, owner);
        d.setLocationRelativeTo(owner);
        d.setVisible(true);
    }

    /** A session made or taken up, with the store it writes to. */
    private record Opened(ClassStore store, ClassSession session) { }

    /**
     * Opens the session off the event thread (the lesson's scenarios are read in three languages, a resumed
     * one replays every learner's moves), serves it on {@code host}, and shows the projector.
     */
    private static void launch(Frame owner, JDialog d, Texts t, String language, java.util.function.Supplier<Opened> open, String host) {
        new SwingWorker<ProjectorWindow, Void>() {
            @Override
            protected ProjectorWindow doInBackground() {
                Opened o = open.get();
                ClassServer server = startServer(o.session(), host);
                return new ProjectorHolder(o.session(), server, o.store(), language).window();
            }

            @Override
            protected void done() {
                d.dispose();
                try {
                    get().setVisible(true);
                } catch (Exception ex) {
                    JOptionPane.showMessageDialog(owner, t.get("start.failed", String.valueOf(ex.getCause() == null ? ex : ex.getCause())));
                }
            }
        }.execute();
    }

    /** The usual port, or any free one when another program holds it. */
    static ClassServer startServer(ClassSession session, String host) {
        try {
            return ClassServer.start(session, host, 8026);
        } catch (RuntimeException busy) {
            return ClassServer.start(session, host, 0);
        }
    }

    /** Makes the projector window on the event thread once the session runs. */
    private record ProjectorHolder(ClassSession session, ClassServer server, ClassStore store, String language) {
        ProjectorWindow window() {
            ProjectorWindow[] w = new ProjectorWindow[1];
            try {
                javax.swing.SwingUtilities.invokeAndWait(() -> w[0] = new ProjectorWindow(session, server, store, language));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
            return w[0];
        }
    }
}
