package tutor.ui.lesson;

import java.awt.Window;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.SwingWorker;
import net.miginfocom.swing.MigLayout;
import tutor.data.Bundle;
import tutor.handout.HandoutPdf;
import tutor.lesson.Lesson;
import tutor.lesson.LessonLab;
import tutor.lesson.SimSpec;
import tutor.lesson.Step;
import tutor.ui.widgets.WrappingLabel;

/**
 * Print handout…: asks where to save the PDF (never replacing a file without asking), then writes it on
 * a worker thread through tutor.handout, with a progress window: the games the lesson's numbers and
 * charts need are played first (a bar per game, Cancel stops), then the pages are drawn and the file is
 * written whole or not at all.
 */
final class HandoutPrinter {

    private final Window owner;
    private final LessonLab lab;
    private final Consumer<String> notice;

    HandoutPrinter(Window owner, LessonLab lab, Consumer<String> notice) {
        this.owner = owner;
        this.lab = lab;
        this.notice = notice;
    }

    /**
     * The window the chooser and the progress stand over: the one asked for while it is on screen, else a main window
     * that is (never a disposed or hidden one: a save dialog over a window already gone threw "Window must not be zero"
     * and left the tutor blocked, teacher walk 4 item 6); null when no window is showing.
     */
    static Window visibleOwner(Window asked, Window... all) {
        if (asked != null && asked.isShowing()) {
            return asked;
        }
        Window any = null;
        for (Window w : all) {
            if (w instanceof java.awt.Frame && w.isShowing()) {
                if (w.isActive()) {
                    return w;
                }
                any = any == null ? w : any;
            }
        }
        return any;
    }

    private Window owner() {
        return visibleOwner(owner, Window.getWindows());
    }

    /**
     * Modal to the window it stands over (and the windows that window owns) only: an application-modal dialog blocks
     * every window of the tutor, the budgeting lab's too, and a lab window closed from outside the tutor (its X window
     * destroyed, the Java window not yet told) made blocking it throw, leaving the tutor blocked for good.
     */
    static <D extends java.awt.Dialog> D modalToItsOwner(D dialog) {
        dialog.setModalityType(java.awt.Dialog.ModalityType.DOCUMENT_MODAL);
        return dialog;
    }

    /** Asks for the file and prints; the worker, or null when nothing is printed. */
    SwingWorker<Path, Integer> print(Lesson lesson, LessonWords words) {
        Window over = owner();
        JFileChooser chooser = new JFileChooser() {
            private static final long serialVersionUID = 1L;

            @Override
            protected JDialog createDialog(java.awt.Component parent) {
                return modalToItsOwner(super.createDialog(parent));
            }
        };
        chooser.setName("handout.chooser");
        chooser.setDialogTitle(words.get("handout.title", words.text(lesson.title())));
        // The name is suggested in the window's language, as the handout is printed in it.
        chooser.setSelectedFile(new File(fileName(lesson, words)));
        if (chooser.showSaveDialog(over) != JFileChooser.APPROVE_OPTION) {
            return null;
        }
        Path out = chooser.getSelectedFile().toPath();
        if (!out.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".pdf")) {
            out = out.resolveSibling(out.getFileName() + ".pdf");
        }
        if (Files.exists(out) && !replace(over, words.get("file.replace", out.getFileName().toString()), chooser.getDialogTitle())) {
            return null;
        }
        return print(lesson, out, words);
    }

    /** Yes or No to replacing a file, modal to its owner only. */
    private static boolean replace(Window over, String question, String title) {
        JOptionPane pane = new JOptionPane(question, JOptionPane.WARNING_MESSAGE, JOptionPane.YES_NO_OPTION);
        JDialog d = modalToItsOwner(pane.createDialog(over, title));
        d.setVisible(true);
        d.dispose();
        return Integer.valueOf(JOptionPane.YES_OPTION).equals(pane.getValue());
    }

    /** Prints to a file already chosen. */
    SwingWorker<Path, Integer> print(Lesson lesson, Path out, LessonWords words) {
        // The window's title is short and the lesson's title is read in the window, wrapped: a long French title in the
        // title bar was cut ("…une réserve qui ti", the teacher's walk, shot 83).
        Window over = owner();
        JDialog dialog = new JDialog(over, words.get("handout.window"), JDialog.ModalityType.MODELESS);
        dialog.setName("handout.progress");
        WrappingLabel heading = new WrappingLabel();
        heading.setName("handout.lesson");
        heading.setFont(heading.getFont().deriveFont(java.awt.Font.BOLD));
        heading.setWords(words.text(lesson.title()));
        WrappingLabel status = new WrappingLabel();
        status.setName("handout.status");
        JProgressBar bar = new JProgressBar();
        bar.setName("handout.bar");
        bar.setStringPainted(true);
        JButton cancel = new JButton(words.get("sim.cancel"));
        cancel.setName("handout.cancel");
        JPanel p = new JPanel(new MigLayout("insets 12, fillx, wrap 1", "[360::,grow,fill]"));
        p.add(heading, "wmin 0");
        p.add(status, "wmin 0");
        p.add(bar);
        p.add(cancel, "right, growx 0");
        dialog.setContentPane(p);
        List<SimSpec> games = games(lesson);
        int total = games.stream().mapToInt(SimSpec::games).sum();
        AtomicBoolean stop = new AtomicBoolean();
        status.setWords(total > 0 ? words.get("handout.playing", total) : words.get("handout.writing"));
        bar.setMaximum(Math.max(1, total));
        bar.setIndeterminate(total == 0);
        // The bar's own text would read "0%" until the first game is counted (a teacher's review): say the count,
        // and say nothing while the page is written with no count to give.
        bar.setStringPainted(total > 0);
        bar.setString(total > 0 ? words.get("sim.progress", 0, total) : "");
        SwingWorker<Path, Integer> worker = new SwingWorker<>() {
            @Override
            protected Path doInBackground() throws Exception {
                int before = 0;
                for (SimSpec s : games) {
                    int base = before;
                    if (lab.simulation(s, n -> publish(base + n), stop::get).cancelled()) {
                        throw new CancellationException();
                    }
                    before += s.games();
                }
                publish(-1);
                // The window's language now, not the one the tutor started in.
                HandoutPdf.write(lesson, lab, Bundle.get().rulebook(words.language()), words.language(), out);
                return out;
            }

            @Override
            protected void process(List<Integer> chunks) {
                int n = chunks.get(chunks.size() - 1);
                if (n < 0) {
                    status.setWords(words.get("handout.writing"));
                    bar.setIndeterminate(true);
                    bar.setStringPainted(false);
                    cancel.setEnabled(false);
                } else {
                    bar.setValue(n);
                    bar.setString(words.get("sim.progress", n, total));
                }
            }

            @Override
            protected void done() {
                // The progress goes first, whatever happened: it stood on top for good once (teacher walk 4, shot-64).
                try {
                    dialog.dispose();
                } catch (RuntimeException e) {
                    dialog.setVisible(false);
                    System.getLogger("tutor.ui").log(System.Logger.Level.WARNING, "handout progress window: " + e);
                }
                try {
                    Path written = get();
                    notice.accept(words.get("handout.done", written.toString()));
                } catch (CancellationException e) {
                    notice.accept(words.get("handout.cancelled"));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    Throwable why = e.getCause() instanceof CancellationException ? null : e.getCause();
                    if (why == null) {
                        notice.accept(words.get("handout.cancelled"));
                        return;
                    }
                    JOptionPane pane = new JOptionPane(words.get("file.failed", out.toString(), String.valueOf(why.getMessage())),
                            JOptionPane.ERROR_MESSAGE);
                    JDialog failed = modalToItsOwner(pane.createDialog(owner(), dialog.getTitle()));
                    failed.setVisible(true);
                    failed.dispose();
                }
            }
        };
        cancel.addActionListener(e -> {
            stop.set(true);
            cancel.setEnabled(false);
        });
        tutor.ui.widgets.ScreenFit.pack(dialog, over);
        dialog.setVisible(true);
        worker.execute();
        return worker;
    }

    /** The file name suggested for a lesson's handout: its title in the window's language, as a file name. */
    static String fileName(Lesson lesson, LessonWords words) {
        return words.get("handout.file", tutor.scenario.TableFile.id(words.text(lesson.title())));
    }

    /** The games a lesson's figures and charts are computed from, each once. */
    static List<SimSpec> games(Lesson lesson) {
        Set<SimSpec> out = new LinkedHashSet<>();
        for (Step s : lesson.steps()) {
            if (s instanceof Step.Simulate sim) {
                out.add(sim.games());
            } else if (s instanceof Step.Chart c && c.chart().games() != null
                    && (c.chart().kind().equals("win-rates") || c.chart().kind().equals("net-worth"))) {
                out.add(c.chart().games());
            }
        }
        return new ArrayList<>(out);
    }
}
