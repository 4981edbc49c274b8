package tutor.ui.lesson;

import java.awt.Color;
import java.awt.Component;
import java.awt.Font;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javax.swing.DefaultComboBoxModel;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.SwingWorker;
import javax.swing.UIManager;
import javax.swing.table.AbstractTableModel;
import javax.swing.table.DefaultTableCellRenderer;
import net.miginfocom.swing.MigLayout;
import tutor.data.AtomicWrite;
import tutor.lesson.ClassReport;
import tutor.lesson.Learner;
import tutor.lesson.Lesson;
import tutor.lesson.Step;
import tutor.lesson.StepResult;
import tutor.ui.board.BoardView;

/**
 * The teacher's view of one lesson across the class: a row per learner (their latest scored attempt)
 * and a column per scored step, each cell the step's score (100 first try, 67 after a miss or hint, 33
 * after the worked answer, 0 not right); under them, for each step, how many were right first time and
 * how many hints were used; then the most common wrong answers per question. Anonymise numbers the
 * learners for the projector; Export CSV… writes what is shown, asking before it replaces a file.
 */
final class ClassReportPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    private final JLabel title = new JLabel();
    private final JComboBox<Lesson> lessonBox = new JComboBox<>();
    private final JCheckBox anonymise = new JCheckBox();
    private final JButton export = new JButton();
    private final JButton back = new JButton();
    private final Cells cells = new Cells();
    private final JTable table = new JTable(cells);
    private final MarkdownPane wrong = new MarkdownPane("report.wrong");
    private final transient Consumer<String> notice;
    private transient List<Learner> learners = List.of();
    private transient LessonWords words;
    private transient ClassReport report;
    private boolean updating;

    ClassReportPanel(Runnable backToShelf, Consumer<String> notice) {
        super(new MigLayout("insets 8, fill, wrap 1, hidemode 3", "[grow,fill]", "[][][grow 60,fill][grow 40,fill]"));
        this.notice = notice;
        setName("report");
        title.setName("report.title");
        title.setFont(UIManager.getFont("Label.font").deriveFont(Font.BOLD, UIManager.getFont("Label.font").getSize2D() * 1.2f));
        lessonBox.setName("report.lesson");
        lessonBox.setRenderer(new DefaultListCellRendererForLessons());
        lessonBox.addActionListener(e -> {
            if (!updating) {
                rebuild();
            }
        });
        anonymise.setName("report.anonymise");
        anonymise.addActionListener(e -> rebuild());
        export.setName("report.export");
        export.addActionListener(e -> exportCsv());
        back.setName("report.back");
        back.addActionListener(e -> backToShelf.run());
        table.setName("report.table");
        table.setFillsViewportHeight(true);
        table.setAutoResizeMode(JTable.AUTO_RESIZE_OFF);
        table.setDefaultRenderer(Object.class, new CellRenderer());
        table.getTableHeader().setReorderingAllowed(false);
        JPanel top = new JPanel(new MigLayout("insets 0, fillx, novisualpadding", "[][grow,fill][][][]"));
        top.add(back);
        top.add(title, "wmin 0");
        top.add(anonymise);
        top.add(export);
        add(top, "wmin 0");
        add(lessonBox, "wmin 0, growx 0");
        add(new JScrollPane(table), "grow, wmin 0, hmin 100");
        JScrollPane w = new JScrollPane(wrong);
        w.setBorder(javax.swing.BorderFactory.createEmptyBorder());
        add(w, "grow, wmin 0, hmin 60");
    }

    /** Shows the report of a lesson for the class. */
    void show(List<Lesson> lessons, Lesson chosen, List<Learner> all, LessonWords w) {
        this.learners = all;
        this.words = w;
        title.setText(w.get("report.title"));
        anonymise.setText(w.get("report.anonymise"));
        export.setText(w.get("report.export"));
        back.setText(w.get("nav.back"));
        updating = true;
        try {
            lessonBox.setModel(new DefaultComboBoxModel<>(lessons.toArray(new Lesson[0])));
            if (chosen != null) {
                lessonBox.setSelectedItem(lessons.stream().filter(l -> l.id().equals(chosen.id())).findFirst().orElse(null));
            }
        } finally {
            updating = false;
        }
        rebuild();
    }

    private void rebuild() {
        Lesson lesson = (Lesson) lessonBox.getSelectedItem();
        if (lesson == null || words == null) {
            return;
        }
        report = ClassReport.of(lesson, learners, anonymise.isSelected(), n -> words.get("report.anonymous", n));
        cells.fireTableStructureChanged();
        // Each column as wide as its heading and its widest cell, the bold summary rows included: fixed widths cut «not
        // answ…» and «not trie…» with half the table free (teacher walk 4, shot-103), and French and Russian are longer.
        tutor.ui.widgets.ColumnWidths.fit(table);
        StringBuilder md = new StringBuilder("**").append(words.get("report.commonWrong")).append("**\n\n");
        boolean any = false;
        List<ClassReport.Column> cols = report.columns();
        for (int i = 0; i < cols.size(); i++) {
            ClassReport.Column col = cols.get(i);
            if (col.commonWrong().isEmpty()) {
                continue;
            }
            any = true;
            List<String> answers = new ArrayList<>();
            for (ClassReport.WrongCount wc : col.commonWrong()) {
                answers.add(words.get("report.wrongCount", shown(col.step(), wc.answer()), wc.learners()));
            }
            // Numbered as the table's columns are: the step's place in the lesson.
            md.append("- ").append(words.get("report.wrongLine", report.lesson().steps().indexOf(col.step()) + 1, stepName(col.step()),
                    tutor.text.Lists.series(answers, words.language()))).append('\n');
        }
        if (!any) {
            md.append(words.get(report.rows().stream().noneMatch(ClassReport.Row::tried) ? "report.nobody" : "report.noWrong"));
        }
        wrong.show(md.toString(), 1f);
    }

    /** A wrong answer as the learner gave it; a choice is recorded by its English text and shown in the window's language. */
    private String shown(Step step, String given) {
        if (step instanceof Step.Question q && !q.isAmount()) {
            for (Step.Choice c : q.choices()) {
                if (c.text().en().equals(given)) {
                    return "\u201C" + words.about(report.lesson()).text(c.text()) + "\u201D";
                }
            }
        }
        return given;
    }

    /** A step as the teacher knows it: its prompt, a play's introduction, else what kind of step it is (never a file name). */
    private String stepName(Step s) {
        LessonWords words = this.words.about(report.lesson());
        String prompt = s instanceof Step.Question q ? words.text(q.prompt()) : s instanceof Step.Exercise e ? words.text(e.prompt())
                : s instanceof Step.Play p && p.intro() != null ? words.text(p.intro()) : words.get("kind." + s.kind());
        prompt = prompt.replace('\n', ' ');
        return prompt.length() > 80 ? prompt.substring(0, 78) + "\u2026" : prompt;
    }

    private void exportCsv() {
        if (report == null) {
            return;
        }
        JFileChooser chooser = new JFileChooser();
        chooser.setName("report.chooser");
        chooser.setDialogTitle(words.get("report.export.title"));
        chooser.setSelectedFile(new java.io.File(report.lesson().id() + (anonymise.isSelected() ? "-anonymised" : "") + "-report.csv"));
        if (chooser.showSaveDialog(this) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        Path out = chooser.getSelectedFile().toPath();
        if (!out.getFileName().toString().contains(".")) {
            out = out.resolveSibling(out.getFileName() + ".csv");
        }
        if (Files.exists(out) && JOptionPane.showConfirmDialog(this, words.get("file.replace", out.getFileName().toString()),
                words.get("report.export.title"), JOptionPane.YES_NO_OPTION, JOptionPane.WARNING_MESSAGE) != JOptionPane.YES_OPTION) {
            return;
        }
        Path target = out;
        String csv = report.csv();
        new SwingWorker<Void, Void>() {
            @Override
            protected Void doInBackground() throws Exception {
                // With a byte-order mark, so a spreadsheet opens the names (Ó'Brien, Ирина) as UTF-8.
                AtomicWrite.write(target, os -> {
                    os.write(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
                    os.write(csv.getBytes(StandardCharsets.UTF_8));
                });
                return null;
            }

            @Override
            protected void done() {
                try {
                    get();
                    notice.accept(words.get("report.exported", target.toString()));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (java.util.concurrent.ExecutionException e) {
                    JOptionPane.showMessageDialog(ClassReportPanel.this, words.get("file.failed", target.toString(),
                            String.valueOf(e.getCause().getMessage())), words.get("report.export.title"), JOptionPane.ERROR_MESSAGE);
                }
            }
        }.execute();
    }

    ClassReport report() {
        return report;
    }

    JTable table() {
        return table;
    }

    String wrongText() {
        return wrong.plain();
    }

    /** Learners x scored steps, then the score and stars; two more rows: right first time, and hints used. */
    private final class Cells extends AbstractTableModel {
        private static final long serialVersionUID = 1L;

        @Override
        public int getRowCount() {
            return report == null ? 0 : report.rows().size() + 2;
        }

        @Override
        public int getColumnCount() {
            return report == null ? 0 : report.columns().size() + 3;
        }

        @Override
        public String getColumnName(int c) {
            if (c == 0) {
                return words.get("report.learner");
            }
            int steps = report.columns().size();
            if (c == steps + 1) {
                return words.get("report.score");
            }
            if (c == steps + 2) {
                return words.get("report.stars");
            }
            Step s = report.columns().get(c - 1).step();
            // Worded ("Step 3"), not "3 #": the teacher could not read the glyphs (shot-113).
            return words.get("report.column", report.lesson().steps().indexOf(s) + 1);
        }

        @Override
        public Object getValueAt(int r, int c) {
            int learners = report.rows().size();
            int steps = report.columns().size();
            if (r >= learners) {
                boolean first = r == learners;
                if (c == 0) {
                    return words.get(first ? "report.firstTry" : "report.hints");
                }
                if (c > steps) {
                    return "";
                }
                ClassReport.Column col = report.columns().get(c - 1);
                if (first && col.answered() == 0) {
                    return words.get("report.notAnswered"); // not "0% of 0"
                }
                return first ? words.get("report.percent", col.firstTryPercent(), col.answered()) : Integer.toString(col.hints());
            }
            ClassReport.Row row = report.rows().get(r);
            if (c == 0) {
                return row.learner();
            }
            if (c == steps + 1) {
                return row.tried() ? Integer.toString(row.score()) : words.get("report.not-tried");
            }
            if (c == steps + 2) {
                return row.tried() ? Stars.of(row.stars()) : "";
            }
            Optional<StepResult> res = row.results().get(c - 1);
            return res.isEmpty() ? "" : res.get();
        }
    }

    /** A step's cell: its score in the score's colour; the tooltip says misses, hints and the wrong answers. */
    private final class CellRenderer extends DefaultTableCellRenderer {
        private static final long serialVersionUID = 1L;

        @Override
        public Component getTableCellRendererComponent(JTable t, Object value, boolean selected, boolean focus, int row, int col) {
            Object shown = value instanceof StepResult r ? Integer.toString(r.score()) : value;
            super.getTableCellRendererComponent(t, shown, selected, focus, row, col);
            setHorizontalAlignment(col == 0 ? LEFT : CENTER);
            setToolTipText(null);
            boolean summary = report != null && row >= report.rows().size();
            setFont(t.getFont().deriveFont(summary ? Font.BOLD : Font.PLAIN));
            if (!selected) {
                setBackground(t.getBackground());
                setForeground(t.getForeground());
            }
            if (value instanceof StepResult r) {
                if (!selected) {
                    setForeground(colour(r.score()));
                }
                setToolTipText(words.get("report.cellTip", r.misses(), r.hints(), r.workedAnswer() ? 1 : 0,
                        r.wrongAnswers().isEmpty() ? "\u2014" : String.join(" | ", r.wrongAnswers())));
            }
            return this;
        }
    }

    private static Color colour(int score) {
        return score >= StepResult.FIRST_TRY ? BoardView.color("Tutor.feedback.right")
                : score > 0 ? UIManager.getColor("Label.foreground") : BoardView.color("Tutor.feedback.wrong");
    }

    /** Lessons in the chooser by their title in the window's language. */
    private final class DefaultListCellRendererForLessons extends javax.swing.DefaultListCellRenderer {
        private static final long serialVersionUID = 1L;

        @Override
        public Component getListCellRendererComponent(javax.swing.JList<?> list, Object value, int index, boolean sel, boolean focus) {
            Object shown = value instanceof Lesson l && words != null ? words.about(l).text(l.title()) : value;
            return super.getListCellRendererComponent(list, shown, index, sel, focus);
        }
    }
}
