package tutor.ui;

import java.awt.Color;
import java.util.function.IntConsumer;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.JTextPane;
import javax.swing.text.BadLocationException;
import javax.swing.text.SimpleAttributeSet;
import javax.swing.text.StyleConstants;
import javax.swing.text.StyledDocument;
import net.miginfocom.swing.MigLayout;
import tutor.scenario.ScriptStep;
import tutor.scenario.Session;

/** What has been said so far, what the learner is asked, and the answer controls for a question. */
final class SituationPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    private final JTextPane text = new JTextPane();
    private final JPanel answers = new JPanel(new MigLayout("insets 0, wrap 1", "[grow,fill]"));
    private final JLabel heading = new JLabel();
    private final transient IntConsumer onAnswer;

    SituationPanel(IntConsumer onAnswer) {
        super(new MigLayout("insets 4, fill, wrap 1", "[grow,fill]", "[][grow,fill][]"));
        this.onAnswer = onAnswer;
        setName("situation");
        text.setName("situation.text");
        text.setEditable(false);
        text.getAccessibleContext().setAccessibleName("Situation");
        heading.setName("situation.title");
        heading.setFont(heading.getFont().deriveFont(java.awt.Font.BOLD, heading.getFont().getSize2D() * 1.25f));
        answers.setName("situation.answers");
        add(heading, "wmin 0");
        add(new JScrollPane(text), "grow, wmin 0");
        add(answers, "wmin 0");
    }

    private transient Session shownSession;
    private int shownEntries = -1;
    private transient Object shownStep;

    void show(Session s) {
        if (s == shownSession && s.transcript().size() == shownEntries && s.current() == shownStep) {
            return; // nothing new to say
        }
        shownSession = s;
        shownEntries = s.transcript().size();
        shownStep = s.current();
        heading.setText("<html>" + escape(s.scenario().title()) + "</html>");
        heading.setToolTipText(s.scenario().goal());
        StyledDocument doc = text.getStyledDocument();
        try {
            doc.remove(0, doc.getLength());
            append(doc, "Goal: " + s.scenario().goal() + "\n\n", style(null, false, true));
            for (Session.Entry e : s.transcript()) {
                switch (e.kind()) {
                    case PROMPT -> append(doc, e.text() + "\n\n", style(null, true, false));
                    case RIGHT -> append(doc, "\u2714 " + e.text() + "\n\n", style(BoardView.color("Tutor.feedback.right"), true, false));
                    case WRONG -> append(doc, "\u2718 " + e.text() + "\n\n", style(BoardView.color("Tutor.feedback.wrong"), false, false));
                    case HINT -> append(doc, "\u2139 " + e.text() + "\n\n", style(BoardView.color("Tutor.feedback.hint"), false, false));
                    case MOVE -> append(doc, "\u2192 " + e.text() + "\n\n", style(null, false, true));
                    case DONE -> append(doc, e.text() + "\n", style(BoardView.color("Tutor.feedback.right"), true, false));
                    default -> append(doc, e.text() + "\n\n", style(null, false, false));
                }
            }
        } catch (BadLocationException ex) {
            throw new IllegalStateException(ex);
        }
        text.setCaretPosition(doc.getLength());
        answers.removeAll();
        if (s.current() instanceof ScriptStep.Question q) {
            if (q.isAmount()) {
                JTextField amount = new JTextField(8);
                amount.setName("situation.amount");
                amount.getAccessibleContext().setAccessibleName("Your answer, in dollars");
                JButton ok = new JButton("Answer");
                ok.setName("situation.answer");
                ok.setMnemonic('A');
                Runnable submit = () -> {
                    try {
                        onAnswer.accept(Integer.parseInt(amount.getText().trim().replace("$", "").replace(",", "")));
                    } catch (NumberFormatException ex) {
                        amount.setText("");
                    }
                };
                ok.addActionListener(e -> submit.run());
                amount.addActionListener(e -> submit.run());
                JPanel row = new JPanel(new MigLayout("insets 0, fillx", "[][grow,fill,40::][]"));
                row.add(new JLabel("$"));
                row.add(amount);
                row.add(ok);
                answers.add(row);
            } else {
                for (int i = 0; i < q.choices().size(); i++) {
                    int index = i;
                    JButton choice = new JButton("<html>" + (char) ('a' + i) + ") " + escape(q.choices().get(i)) + "</html>");
                    choice.setName("situation.choice." + i);
                    choice.setHorizontalAlignment(JButton.LEFT);
                    choice.addActionListener(e -> onAnswer.accept(index));
                    answers.add(choice);
                }
            }
        }
        answers.revalidate();
        answers.repaint();
    }

    /** A library file that did not load: its problems, positioned, instead of a scenario. */
    void showProblems(LibraryPanel.Item item) {
        shownSession = null;
        heading.setText("This file could not be loaded");
        StyledDocument doc = text.getStyledDocument();
        try {
            doc.remove(0, doc.getLength());
            append(doc, item.file() + "\n\n", style(null, true, false));
            for (tutor.scenario.Problem p : item.problems()) {
                append(doc, p.line() + ":" + p.column() + ": " + p.message() + "\n", style(BoardView.color("Tutor.feedback.wrong"), false, false));
            }
            append(doc, "\nThe other scenarios are not affected. See scenarios/README.md for the format.\n", style(null, false, true));
        } catch (BadLocationException ex) {
            throw new IllegalStateException(ex);
        }
        answers.removeAll();
        answers.revalidate();
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;");
    }

    private static SimpleAttributeSet style(Color color, boolean bold, boolean italic) {
        SimpleAttributeSet a = new SimpleAttributeSet();
        if (color != null) {
            StyleConstants.setForeground(a, color);
        }
        StyleConstants.setBold(a, bold);
        StyleConstants.setItalic(a, italic);
        return a;
    }

    private static void append(StyledDocument doc, String s, SimpleAttributeSet a) throws BadLocationException {
        doc.insertString(doc.getLength(), s, a);
    }

    String plainText() {
        return text.getText();
    }
}
