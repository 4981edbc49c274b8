package tutor.ui.classroom;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.GridLayout;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;
import javax.swing.SwingWorker;
import javax.swing.Timer;
import tutor.classroom.ClassServer;
import tutor.classroom.ClassSession;
import tutor.classroom.ClassStore;
import tutor.classroom.QrCode;
import tutor.classroom.Reveal;
import tutor.classroom.Seat;
import tutor.classroom.SessionResults;
import tutor.classroom.StepTally;
import tutor.data.AtomicWrite;
import tutor.lesson.ClassReport;
import tutor.lesson.Step;
import tutor.lesson.load.ProgressStore;
import tutor.text.Texts;

/**
 * The teacher's projector during a class session: the address, the join code and its QR code, who has
 * joined, the step on every learner's screen with the live count and spread of answers, the common wrong
 * answers with their explanations, and the controls (back, next, lock answers, reveal, end). Big type and
 * strong contrast for a 1024x768 projector in a lit room. At the end: the class report and its CSV, and the
 * learners' marks added to the Lessons screen's progress. Everything it shows comes from the session; it
 * decides nothing.
 */
public final class ProjectorWindow extends JFrame {

    /** The QR code stays black on white in every theme: phone cameras read it best so. */
    private static final Color PAPER = Color.WHITE;

    private final ClassSession session;
    private final ClassServer server;
    private final ClassStore store;
    private final Texts t;
    private final JTextArea step = area(26f);
    private final JLabel count = label(22f, false);
    private final JTextArea detail = area(20f);
    private final JTextArea learners = area(18f);
    private final SpreadChart spread;
    private final JButton back;
    private final JButton next;
    private final JButton lock;
    private final JButton reveal;
    private final JButton end;
    private final Timer refresh = new Timer(250, e -> showSession());

    public ProjectorWindow(ClassSession session, ClassServer server, ClassStore store, String language) {
        this.session = session;
        this.server = server;
        this.store = store;
        this.t = Texts.of("classroom", language);
        setName("classroom.projector");
        setTitle(t.get("projector.title", session.lesson().text(session.lesson().lesson().title(), language)));
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        this.spread = new SpreadChart(t);
        JPanel root = new JPanel(new BorderLayout(12, 12));
        root.setBorder(BorderFactory.createEmptyBorder(12, 16, 12, 16));

        String address = server.address() + "?code=" + session.code();
        JPanel top = new JPanel(new BorderLayout(16, 0));
        top.setOpaque(false);
        JPanel join = new JPanel(new GridLayout(0, 1));
        join.setOpaque(false);
        JLabel open = label(24f, false);
        open.setText(t.get("projector.join", server.address().toString()));
        JLabel code = label(64f, true);
        code.setName("classroom.code");
        code.setText(session.code().substring(0, 3) + " " + session.code().substring(3));
        join.add(open);
        join.add(code);
        top.add(join, BorderLayout.CENTER);
        top.add(new QrView(QrCode.of(address)), BorderLayout.EAST);
        root.add(top, BorderLayout.NORTH);

        JPanel middle = new JPanel(new BorderLayout(8, 8));
        middle.setOpaque(false);
        JPanel heads = new JPanel(new BorderLayout(0, 4));
        heads.setOpaque(false);
        step.setName("classroom.step");
        step.setFont(step.getFont().deriveFont(Font.BOLD));
        step.setOpaque(false);
        step.setFocusable(false);
        count.setName("classroom.count");
        heads.add(step, BorderLayout.NORTH);
        heads.add(count, BorderLayout.SOUTH);
        middle.add(heads, BorderLayout.NORTH);
        detail.setName("classroom.detail");
        JPanel answers = new JPanel(new BorderLayout(0, 8));
        answers.setOpaque(false);
        answers.add(spread, BorderLayout.NORTH);
        answers.add(scroll(detail), BorderLayout.CENTER);
        middle.add(answers, BorderLayout.CENTER);
        learners.setName("classroom.learners");
        JScrollPane who = scroll(learners);
        who.setPreferredSize(new Dimension(230, 100));
        JPanel roll = new JPanel(new BorderLayout(0, 4));
        roll.setOpaque(false);
        roll.add(who, BorderLayout.CENTER);
        roll.add(button("classroom.remove", t.get("projector.remove"), this::removeLearner), BorderLayout.SOUTH);
        middle.add(roll, BorderLayout.EAST);
        root.add(middle, BorderLayout.CENTER);

        // Each button as wide as its words (Russian ones are long), the spare width shared out.
        JPanel buttons = new JPanel(new net.miginfocom.swing.MigLayout("insets 0, gap 8, fillx"));
        buttons.setOpaque(false);
        back = button("classroom.back", t.get("projector.back"), session::back);
        next = button("classroom.next", t.get("projector.next"), session::next);
        lock = button("classroom.lock", t.get("projector.lock"), () -> session.lock(!session.locked()));
        reveal = button("classroom.reveal", t.get("projector.revealButton"), session::reveal);
        end = button("classroom.end", t.get("projector.end"), this::finish);
        for (JButton b : List.of(back, lock, reveal, next, end)) {
            buttons.add(b, "growx");
        }
        root.add(buttons, BorderLayout.SOUTH);
        setContentPane(root);
        getRootPane().setDefaultButton(next);

        refresh.setRepeats(false);
        session.listen(change -> SwingUtilities.invokeLater(refresh::restart));
        tutor.ui.widgets.ScreenFit.apply(this, new Dimension(1024, 768), null);
        // The projector is the teacher's whole screen: maximised, the window manager's frame stays on the screen too.
        setExtendedState(MAXIMIZED_BOTH);
        showSession();
    }

    private static JLabel label(float size, boolean bold) {
        JLabel l = new JLabel();
        l.setFont(l.getFont().deriveFont(bold ? Font.BOLD : Font.PLAIN, size));
        return l;
    }

    private static JTextArea area(float size) {
        JTextArea a = new JTextArea();
        a.setEditable(false);
        a.setLineWrap(true);
        a.setWrapStyleWord(true);
        a.setForeground(javax.swing.UIManager.getColor("Label.foreground"));
        a.setFont(a.getFont().deriveFont(size));
        return a;
    }

    private static JScrollPane scroll(JComponent c) {
        JScrollPane s = new JScrollPane(c);
        s.setBorder(BorderFactory.createLineBorder(new Color(0x888888)));
        return s;
    }

    private JButton button(String name, String text, Runnable run) {
        JButton b = new JButton(text);
        b.setName(name);
        b.setFont(b.getFont().deriveFont(Font.BOLD, 16f));
        b.setMargin(new java.awt.Insets(4, 6, 4, 6));
        b.addActionListener(e -> run.run());
        return b;
    }

    /** Shows the session as it is now. */
    private void showSession() {
        String lang = session.language();
        int at = session.step();
        List<Step> steps = session.lesson().steps();
        Step s = steps.get(at);
        step.setText(t.get("projector.step", at + 1, steps.size(), prompt(s, lang)));
        List<Seat> seats = session.seats();
        StringBuilder who = new StringBuilder(t.get("projector.joined", seats.size())).append('\n');
        boolean homework = session.pace() == ClassSession.Pace.HOMEWORK;
        // In homework each learner is at their own step: the teacher sees who has got how far.
        seats.forEach(seat -> who.append(homework ? t.get("projector.learnerAt", seat.name(), session.stepOf(seat) + 1) : seat.name())
                .append('\n'));
        learners.setText(who.toString());
        StepTally tally = StepTally.of(session, at);
        StringBuilder d = new StringBuilder();
        if (homework) {
            d.append(t.get("projector.homework", tutor.classroom.Moments.of(session.closes(), lang))).append("\n\n");
        }
        spread.show(s instanceof Step.Play ? List.of() : tally.spread(), session.revealed());
        if (s instanceof Step.Play) {
            count.setText(t.get("projector.finished", tally.finished(), tally.joined(), tally.firstTry()));
        } else if (tutor.classroom.ClassLesson.answered(s)) {
            count.setText(t.get("projector.answered", tally.answered(), tally.joined()));
        } else {
            count.setText(" ");
        }
        if (!tally.common().isEmpty()) {
            d.append(t.get("projector.common")).append('\n');
            for (StepTally.Wrong w : tally.common()) {
                d.append(t.get("projector.commonItem", w.answer(), w.learners(), w.why().isBlank() ? t.get("projector.noWhy") : w.why()))
                        .append('\n');
            }
        }
        if (session.revealed() || s instanceof Step.Discuss && session.revealed()) {
            d.append('\n').append(t.get("projector.reveal")).append('\n');
            int n = 0;
            for (Reveal.Part p : Reveal.of(session.lesson(), at, lang)) {
                // The number's dot and the title's colon come from the bundle: French spaces its colon (fr8 N5).
                String lines = tutor.classroom.MarkdownBlocks.plain(String.join("\n\n", p.lines()));
                n++;
                d.append(p.title().isEmpty() ? t.get("projector.revealPart.untitled", n, lines)
                        : t.get("projector.revealPart", n, p.title(), lines)).append('\n');
            }
        }
        if (session.ended()) {
            d.append('\n').append(t.get("projector.ended"));
        }
        detail.setText(d.toString());
        detail.setCaretPosition(0);
        boolean live = !session.ended() && !homework;
        // In homework Back and Next move only the teacher's view of the answers, never a learner.
        back.setEnabled(!session.ended() && at > 0);
        next.setEnabled(!session.ended() && at < steps.size() - 1);
        lock.setEnabled(live && !session.revealed());
        lock.setText(session.locked() ? t.get("projector.unlock") : t.get("projector.lock"));
        reveal.setEnabled(live && !session.revealed());
        end.setEnabled(!session.ended());
    }

    /** What the step asks or shows, in a line: its prompt, a scenario's introduction or title, else its kind. */
    private String prompt(Step s, String lang) {
        tutor.classroom.ClassLesson l = session.lesson();
        if (s instanceof Step.Question q) {
            return l.text(q.prompt(), lang);
        }
        if (s instanceof Step.Exercise e) {
            return l.text(e.prompt(), lang);
        }
        if (s instanceof Step.Discuss d) {
            return l.text(d.prompt(), lang);
        }
        if (s instanceof Step.Play p) {
            return p.intro() != null ? l.text(p.intro(), lang) : l.scenario(p, lang).map(sc -> sc.title()).orElse(t.get("page.kind." + s.kind()));
        }
        return t.get("page.kind." + s.kind());
    }

    /** The teacher picks a learner to take out of the session (a mistyped or doubled name, a name unfit for the projector). */
    private void removeLearner() {
        List<Seat> seats = session.seats();
        if (seats.isEmpty()) {
            return;
        }
        String[] names = seats.stream().map(Seat::name).toArray(String[]::new);
        Object chosen = javax.swing.JOptionPane.showInputDialog(this, t.get("projector.remove.question"), t.get("projector.remove"),
                javax.swing.JOptionPane.QUESTION_MESSAGE, null, names, names[0]);
        if (chosen != null) {
            seats.stream().filter(s -> s.name().equals(chosen)).findFirst().ifPresent(session::remove);
        }
    }

    /** Ends the lesson, stops the server once the learners saw the end, adds the marks to the progress and shows the class report. */
    private void finish() {
        session.end();
        end.setEnabled(false);
        new SwingWorker<SessionResults, Void>() {
            @Override
            protected SessionResults doInBackground() throws Exception {
                SessionResults r = session.results();
                r.addToProgress(ProgressStore.standard());
                // The learners' pages fetch their end screen and score while the report shows; then the server stops.
                Thread stop = new Thread(() -> server.finish(java.time.Duration.ofSeconds(15)), "class-session-finish");
                stop.setDaemon(true);
                stop.start();
                return r;
            }

            @Override
            protected void done() {
                try {
                    report(get());
                } catch (Exception e) {
                    detail.append("\n" + e.getMessage());
                }
            }
        }.execute();
    }

    private void report(SessionResults results) {
        ClassReport r = results.report(false, session.language());
        String[] head = new String[r.columns().size() + 2];
        head[0] = t.get("projector.learner");
        head[1] = t.get("projector.score");
        for (int i = 0; i < r.columns().size(); i++) {
            // A column is named as the class saw the step: its number in the lesson and its kind, never its id.
            Step col = r.columns().get(i).step();
            head[i + 2] = t.get("projector.column", session.lesson().steps().indexOf(col) + 1, t.get("page.kind." + col.kind()));
        }
        Object[][] rows = new Object[r.rows().size()][head.length];
        for (int i = 0; i < r.rows().size(); i++) {
            ClassReport.Row row = r.rows().get(i);
            rows[i][0] = row.learner();
            rows[i][1] = row.score();
            for (int c = 0; c < r.columns().size(); c++) {
                rows[i][c + 2] = row.results().get(c).map(x -> (Object) x.score()).orElse("-");
            }
        }
        JTable table = new JTable(rows, head);
        table.setName("classroom.report");
        table.setFont(table.getFont().deriveFont(18f));
        table.setRowHeight(28);
        JButton export = button("classroom.export", t.get("projector.export"), () -> export(results));
        JPanel p = new JPanel(new BorderLayout(8, 8));
        p.add(new JScrollPane(table), BorderLayout.CENTER);
        p.add(export, BorderLayout.SOUTH);
        ((JPanel) getContentPane()).remove(((BorderLayout) getContentPane().getLayout()).getLayoutComponent(BorderLayout.CENTER));
        getContentPane().add(p, BorderLayout.CENTER);
        revalidate();
        repaint();
    }

    private void export(SessionResults results) {
        JFileChooser chooser = new JFileChooser();
        chooser.setSelectedFile(new java.io.File(session.lesson().lesson().id() + "-class.csv"));
        if (chooser.showSaveDialog(this) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        Path file = chooser.getSelectedFile().toPath();
        try {
            byte[] csv = results.csv(session.language()).getBytes(StandardCharsets.UTF_8);
            AtomicWrite.write(file, out -> out.write(csv));
            detail.append("\n" + t.get("projector.exported", file));
        } catch (java.io.IOException e) {
            detail.append("\n" + e.getMessage());
        }
    }

    /**
     * Closing the window before End and report pauses the lesson rather than ending it: the server stops, and
     * Run with the class… can take the session up again where it stood, every learner's answers and games intact.
     */
    @Override
    public void dispose() {
        refresh.stop();
        new Thread(() -> {
            server.close();
            store.close();
        }, "class-session-close").start();
        super.dispose();
    }

    /** The QR code of the join address, as large as the corner allows. */
    private static final class QrView extends JComponent {
        private final boolean[][] modules;

        QrView(boolean[][] modules) {
            this.modules = modules;
            setPreferredSize(new Dimension(190, 190));
        }

        @Override
        protected void paintComponent(Graphics g0) {
            Graphics2D g = (Graphics2D) g0.create();
            try {
                int n = modules.length;
                int size = Math.min(getWidth(), getHeight()) / n;
                g.setColor(PAPER);
                g.fillRect(0, 0, getWidth(), getHeight());
                g.setColor(Color.BLACK);
                for (int y = 0; y < n; y++) {
                    for (int x = 0; x < n; x++) {
                        if (modules[y][x]) {
                            g.fillRect(x * size, y * size, size, size);
                        }
                    }
                }
            } finally {
                g.dispose();
            }
        }
    }
}
