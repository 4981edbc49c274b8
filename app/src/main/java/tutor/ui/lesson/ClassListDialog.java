package tutor.ui.lesson;

import java.awt.Window;
import java.util.Optional;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;
import net.miginfocom.swing.MigLayout;
import tutor.lesson.Learner;

/**
 * "Who is learning?": the class at this computer, to add, rename and remove learners. Renaming keeps
 * every result; removing asks first, and says that the learner's progress goes with them.
 */
final class ClassListDialog extends JDialog {

    private static final long serialVersionUID = 1L;

    private final transient ClassList cls;
    private final transient LessonWords words;
    private final DefaultListModel<String> names = new DefaultListModel<>();
    private final JList<String> list = new JList<>(names);
    private final JButton rename = new JButton();
    private final JButton remove = new JButton();
    private final JButton choose = new JButton();

    ClassListDialog(Window owner, ClassList cls, LessonWords words) {
        super(owner, words.get("class.title"), ModalityType.APPLICATION_MODAL);
        this.cls = cls;
        this.words = words;
        setName("class.dialog");
        list.setName("class.list");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setVisibleRowCount(10);
        list.addListSelectionListener(e -> updateButtons());
        JButton add = button("class.add", words.get("class.add"));
        add.addActionListener(e -> add());
        rename.setName("class.rename");
        rename.setText(words.get("class.rename"));
        rename.addActionListener(e -> rename());
        remove.setName("class.remove");
        remove.setText(words.get("class.remove"));
        remove.addActionListener(e -> remove());
        choose.setName("class.choose");
        choose.setText(words.get("class.choose"));
        choose.addActionListener(e -> {
            if (list.getSelectedValue() != null) {
                cls.choose(list.getSelectedValue());
                dispose();
            }
        });
        JButton close = button("class.close", words.get("class.close"));
        close.addActionListener(e -> dispose());
        JPanel p = new JPanel(new MigLayout("insets 10, fill, wrap 2", "[grow,fill][fill]", "[][grow,fill][]"));
        p.add(new JLabel(words.get("class.explain")), "span 2, wmin 0");
        p.add(new JScrollPane(list), "grow, wmin 200, hmin 160, spany 5");
        p.add(add);
        p.add(rename);
        p.add(remove);
        p.add(choose, "gaptop 12");
        p.add(close, "aligny bottom");
        setContentPane(p);
        getRootPane().setDefaultButton(choose);
        getRootPane().registerKeyboardAction(e -> dispose(), javax.swing.KeyStroke.getKeyStroke("ESCAPE"),
                javax.swing.JComponent.WHEN_IN_FOCUSED_WINDOW);
        refill(null);
        tutor.ui.widgets.ScreenFit.pack(this, owner);
    }

    private static JButton button(String name, String text) {
        JButton b = new JButton(text);
        b.setName(name);
        return b;
    }

    private void refill(String select) {
        names.clear();
        cls.names().forEach(names::addElement);
        if (select != null) {
            list.setSelectedValue(select, true);
        }
        updateButtons();
    }

    private void updateButtons() {
        boolean one = list.getSelectedValue() != null;
        rename.setEnabled(one);
        remove.setEnabled(one);
        choose.setEnabled(one);
    }

    /** Asks for a name until it is a good one or the teacher gives up; null when cancelled. */
    private String askName(String question, String start, String except) {
        String typed = start;
        while (true) {
            Object answer = JOptionPane.showInputDialog(this, question, getTitle(), JOptionPane.QUESTION_MESSAGE, null, null, typed);
            if (answer == null) {
                return null;
            }
            typed = answer.toString().strip();
            Optional<String> problem = cls.problemWith(typed, except);
            if (problem.isEmpty()) {
                return typed;
            }
            JOptionPane.showMessageDialog(this, words.get(problem.get(), typed), getTitle(), JOptionPane.WARNING_MESSAGE);
        }
    }

    private void add() {
        String name = askName(words.get("class.add.question"), "", null);
        if (name != null) {
            cls.add(name);
            refill(name);
        }
    }

    private void rename() {
        String old = list.getSelectedValue();
        String name = askName(words.get("class.rename.question", old), old, old);
        if (name != null && !name.equals(old)) {
            cls.rename(old, name);
            refill(name);
        }
    }

    private void remove() {
        String name = list.getSelectedValue();
        Learner l = cls.named(name).orElse(null);
        int attempts = l == null ? 0 : l.attempts().size();
        if (JOptionPane.showConfirmDialog(this, words.get("class.remove.question", name, attempts), getTitle(),
                JOptionPane.YES_NO_OPTION, JOptionPane.WARNING_MESSAGE) == JOptionPane.YES_OPTION) {
            cls.remove(name);
            refill(null);
        }
    }
}
