package tutor.ui.editor;

import tutor.play.EditedPositionActivity;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.filechooser.FileNameExtensionFilter;
import tutor.rules.state.GameState;
import tutor.scenario.TableFile;
import tutor.text.Texts;
import tutor.ui.model.TutorModel;

/**
 * "Save as scenario": the table (and the moves asked of the referee about it, when the table
 * screen shows this very table) as a scenario file in the canonical layout. The file is read back
 * and played before the user is told it is saved, so a saved table always loads and passes check.
 */
final class EditorFiles {

    private final EditorScreen screen;
    private final TutorModel model;
    private final Texts texts;
    private final Action save;

    EditorFiles(EditorScreen screen, TutorModel model, Texts texts) {
        this.screen = screen;
        this.model = model;
        this.texts = texts;
        this.save = new AbstractAction(texts.get("action.save")) {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                askAndSave();
            }
        };
        save.putValue(Action.ACTION_COMMAND_KEY, "save");
    }

    Action save() {
        return save;
    }

    private void askAndSave() {
        JTextField title = new JTextField(texts.get("save.title.default"), 28);
        JTextField question = new JTextField(texts.get("save.question.default"), 28);
        title.setName("editor.save.title");
        question.setName("editor.save.question");
        JPanel form = new JPanel(new java.awt.GridLayout(0, 1, 2, 2));
        form.add(new JLabel(texts.get("save.title")));
        form.add(title);
        form.add(new JLabel(texts.get("save.question")));
        form.add(question);
        if (JOptionPane.showConfirmDialog(screen, form, texts.get("action.save"), JOptionPane.OK_CANCEL_OPTION,
                JOptionPane.PLAIN_MESSAGE) != JOptionPane.OK_OPTION) {
            return;
        }
        JFileChooser chooser = new JFileChooser();
        chooser.setName("editor.save.chooser");
        chooser.setFileFilter(new FileNameExtensionFilter(texts.get("save.filter"), "yaml", "yml"));
        chooser.setSelectedFile(new java.io.File(TableFile.id(title.getText()) + ".yaml"));
        if (chooser.showSaveDialog(screen) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        Path file = chooser.getSelectedFile().toPath();
        try {
            String note = write(file, title.getText().strip(), question.getText().strip());
            model.notice(note, false);
        } catch (IOException | IllegalStateException ex) {
            model.notice(texts.get("save.failed", file.getFileName(), ex.getMessage()), true);
        }
    }

    /**
     * Writes the table to the file (through a temporary file, so a failed write never leaves half a
     * scenario), reads it back and plays it; returns what to tell the user.
     */
    String write(Path file, String title, String question) throws IOException {
        GameState start = screen.position();
        List<TableFile.Asked> asked = List.of();
        EditedPositionActivity a = screen.asked();
        if (a != null && tutor.scenario.ScenarioMeaning.position(a.start()).equals(tutor.scenario.ScenarioMeaning.position(start))) {
            start = a.start();
            asked = asked(a);
        }
        TableFile.Saved saved = TableFile.writeAsked(start, title.isEmpty() ? texts.get("save.title.default") : title,
                question.isEmpty() ? texts.get("save.question.default") : question, asked);
        tutor.ui.widgets.ScenarioSaver.save(file, saved, texts.get("save.unsound"));
        return saved.lost().isEmpty() ? texts.get("save.done", file.getFileName(), asked.size())
                : texts.get("save.done.lossy", file.getFileName(), asked.size());
    }

    /**
     * Every move asked about, in order, the refused ones with the rule that refused them: the ruling a family reached is
     * often a refusal ("Ben may not mortgage a lot with a hotel"), and a table read back must show it again.
     */
    static List<TableFile.Asked> asked(EditedPositionActivity a) {
        return a.timeline().stream().map(e -> new TableFile.Asked(e.move(),
                e.ruling() instanceof tutor.rules.state.Ruling.Rejected r ? r.rejection().ruleId() : "")).toList();
    }
}
