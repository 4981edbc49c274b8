package tutor.ui.situation;

import java.awt.Color;
import java.awt.Font;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextPane;
import javax.swing.text.BadLocationException;
import javax.swing.text.SimpleAttributeSet;
import javax.swing.text.StyleConstants;
import javax.swing.text.StyledDocument;
import java.util.List;
import net.miginfocom.swing.MigLayout;
import tutor.scenario.Problem;
import tutor.scenario.ScriptStep;
import tutor.play.Session;
import tutor.ui.board.BoardView;
import tutor.play.Activity;
import tutor.ui.model.LibraryItem;
import tutor.play.ScenarioActivity;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;

/**
 * What has been said so far, what the learner is asked, and the answer controls for a question.
 * The scenario's goal states what it teaches, often the answer itself, so it is shown only once
 * the scenario is done; while a question waits, a line says why the board shows the position
 * before the moves it asks about.
 */
public final class SituationPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    private final transient TutorModel model;
    private final JTextPane text = new tutor.ui.widgets.WholeLines.Pane(); // whole lines only: the one the box's bottom cuts is painted over
    /** The answer controls: one column, each choice as wide as the panel and as tall as its wrapped words. */
    private final JPanel answers = new JPanel();
    /** The activity's title, wrapped: French and Russian titles run longer than the column is wide. */
    private final tutor.ui.widgets.WrappingLabel heading = new tutor.ui.widgets.WrappingLabel();
    private final tutor.ui.widgets.WrappingLabel veil = new tutor.ui.widgets.WrappingLabel();
    private transient Session shownSession;
    private int shownEntries = -1;
    private transient Object shownStep;
    private boolean shownFinished;
    /** The language the story was last written in: another one writes it all again. */
    private String shownLanguage = "";

    public SituationPanel(TutorModel model) {
        // The margin is a border rather than layout insets, so that prepare() knows the width inside it.
        super(new MigLayout("insets 0, fill, wrap 1, hidemode 3, nocache", "[grow,fill]", "[][grow,fill][][]"));
        this.model = model;
        setName("situation");
        text.setName("situation.text");
        text.setEditable(false);
        tutor.ui.widgets.Reading.apply(text, "TextPane.font", Font.PLAIN);
        text.getAccessibleContext().setAccessibleName(model.texts().get("situation.accessible"));
        heading.setName("situation.title");
        heading.setFont(headingFont());
        veil.setName("situation.veil");
        veil.setWords(model.texts().get("situation.veil"));
        veil.putClientProperty("FlatLaf.styleClass", "small");
        answers.setName("situation.answers");
        answers.setLayout(new javax.swing.BoxLayout(answers, javax.swing.BoxLayout.Y_AXIS));
        // When room is short the story scrolls; the heading, the note and the answers keep their size.
        add(heading, "wmin 0, shrinky 0");
        // The story asks for a few lines; more scrolls. So the answers and the rulings below keep their room.
        JScrollPane story = new JScrollPane(text) {
            private static final long serialVersionUID = 1L;

            @Override
            public java.awt.Dimension getPreferredSize() {
                java.awt.Dimension d = super.getPreferredSize();
                // Eight lines; fewer when the words are larger for a projector, so the ruling below keeps its room.
                int count = Math.max(4, Math.round(8 / (com.formdev.flatlaf.util.UIScale.getZoomFactor() * tutor.ui.widgets.Reading.scale())));
                int lines = getFontMetrics(text.getFont()).getHeight() * count;
                // While a question waits (the rulings are veiled, so they need no room), the whole story where the
                // column has room (its row stops at 66% of it): a question and what it asks about are read without
                // scrolling (on the projector, in French, five lines once showed the question without its table).
                int asked = veil.isVisible() ? storyHeightNow() : 0;
                int box = Math.max(lines, asked) + getInsets().top + getInsets().bottom;
                return new java.awt.Dimension(d.width, box);
            }

            /** Two whole lines at least, whatever the theme's size (40 px showed a line and a half on the projector). */
            @Override
            public java.awt.Dimension getMinimumSize() {
                java.awt.Insets t = text.getInsets();
                int lines = 2 * getFontMetrics(text.getFont()).getHeight() + t.top + t.bottom + getInsets().top + getInsets().bottom;
                return new java.awt.Dimension(super.getMinimumSize().width, lines);
            }
        };
        add(story, "grow, wmin 0, shrinky 300");
        add(veil, "wmin 0, shrinky 0");
        add(answers, "wmin 0, shrinky 0");
        model.addListener(this::changed);
        showNothing();
    }

    /** The story's whole height as laid out at the story's present width; 0 before its first layout. */
    private int storyHeightNow() {
        return text.getWidth() <= 0 ? 0 : text.getPreferredSize().height; // at its width: the viewport tracks it
    }

    @Override
    public void doLayout() {
        prepare(getWidth());
        super.doLayout();
        // Resized (a lesson's column, the projector): the story's last lines, where the question is, stay in view.
        javax.swing.SwingUtilities.invokeLater(this::showLatest);
    }

    /** Scrolls the story, where it was at its end, so that its last written line (the question) is at the bottom of its box. */
    private void showLatest() {
        javax.swing.text.Document doc = text.getDocument();
        if (text.getCaretPosition() != doc.getLength() || !(text.getParent() instanceof javax.swing.JViewport view)) {
            return; // the learner scrolled back to read
        }
        try {
            String all = text.getText(0, doc.getLength()).stripTrailing();
            int last = all.length();
            java.awt.geom.Rectangle2D at = last == 0 ? null : text.modelToView2D(last - 1);
            if (at != null) {
                int y = (int) Math.ceil(at.getMaxY()) + text.getInsets().bottom - view.getExtentSize().height;
                // A last paragraph taller than the box is read from its first words, not from mid-sentence (the
                // take-away at a scenario's end opened on «…d'acheter peut quand même enchérir», native read fr8).
                int start = all.lastIndexOf("\n\n") < 0 ? 0 : all.lastIndexOf("\n\n") + 2;
                java.awt.geom.Rectangle2D first = text.modelToView2D(Math.min(start, last - 1));
                if (first != null && first.getY() < y) {
                    y = (int) Math.floor(first.getY());
                }
                // The top line whole, not its lower half: the view goes down to the next line's start where it can.
                int cut = y <= 0 ? -1 : text.viewToModel2D(new java.awt.Point(0, y));
                java.awt.geom.Rectangle2D line = cut < 0 ? null : text.modelToView2D(cut);
                if (line != null && line.getY() < y) {
                    y = (int) Math.ceil(line.getMaxY());
                }
                view.setViewPosition(new java.awt.Point(0, Math.max(0, Math.min(y, text.getHeight() - view.getExtentSize().height))));
            }
        } catch (BadLocationException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Wraps the note and the choices to the width the panel is about to have, so that the heights
     * asked of them (by this panel, and by the column it stands in) are those of their wrapped lines.
     */
    public void prepare(int width) {
        java.awt.Insets in = getInsets();
        int inner = width - in.left - in.right;
        if (inner <= 0) {
            return;
        }
        veil.wrapAt(inner);
        heading.wrapAt(inner);
        for (java.awt.Component c : answers.getComponents()) {
            if (c instanceof ChoiceButton b) {
                b.wrapTo(inner);
            }
        }
    }

    /**
     * The height the panel needs to show its whole story, without scrolling, at {@code width} (the lesson
     * player gives it that much where it can, so a question is never read through a slot).
     */
    public int heightAt(int width) {
        return heightAt(width, -1);
    }

    /**
     * The least height at {@code width} that shows the heading, the note and every answer whole, with the
     * story scrolling in {@code storyLines} lines (its last lines, where the question is).
     */
    public int leastHeightAt(int width, int storyLines) {
        return heightAt(width, storyLines);
    }

    /** The panel's preferred height with the story's box {@code storyLines} lines high (all of it: -1) at {@code width}. */
    private int heightAt(int width, int storyLines) {
        prepare(width);
        java.awt.Container box = text.getParent().getParent();
        java.awt.Insets around = box instanceof JScrollPane sp ? sp.getInsets() : new java.awt.Insets(0, 0, 0, 0);
        java.awt.Insets t = text.getInsets();
        java.awt.Insets in = getInsets();
        int story = storyLines >= 0 ? getFontMetrics(text.getFont()).getHeight() * storyLines
                : storyHeight(width - in.left - in.right - around.left - around.right - t.left - t.right);
        // The layout's own gaps and insets, and the other parts' heights as wrapped, are what it prefers less the story's box.
        return getLayout().preferredLayoutSize(this).height - box.getPreferredSize().height
                + story + t.top + t.bottom + around.top + around.bottom;
    }

    /** The story's height at a width, measured once per width, text and font (measuring asks for another layout). */
    private int storyHeight(int width) {
        java.util.List<Object> key = java.util.List.of(width, text.getDocument().getLength(), text.getDocument(), text.getFont());
        if (!key.equals(measuredFor)) {
            javax.swing.text.View root = text.getUI().getRootView(text);
            root.setSize(Math.max(20, width), Integer.MAX_VALUE / 4);
            measured = (int) Math.ceil(root.getPreferredSpan(javax.swing.text.View.Y_AXIS));
            measuredFor = key;
        }
        return measured;
    }

    private transient Object measuredFor;
    private int measured;

    private void changed(TutorEvent e) {
        if (e instanceof TutorEvent.ActivityChanged c) {
            if (c.broken() != null) {
                showProblems(c.broken());
            } else if (c.activity() == null) {
                showNothing();
            } else {
                show(c.activity());
            }
        } else if (e instanceof TutorEvent.ActivityUpdated u) {
            show(u.activity());
        } else if (e instanceof TutorEvent.LanguageChanged) {
            text.getAccessibleContext().setAccessibleName(model.texts().get("situation.accessible"));
            veil.setWords(model.texts().get("situation.veil"));
            if (model.broken() != null) {
                showProblems(model.broken());
            } else if (model.activity() == null) {
                showNothing();
            } else {
                show(model.activity());
            }
        }
    }

    @Override
    public void updateUI() {
        super.updateUI();
        int m = com.formdev.flatlaf.util.UIScale.scale(4);
        setBorder(javax.swing.BorderFactory.createEmptyBorder(m, m, m, m));
        if (heading != null) {
            heading.setFont(headingFont());
            shownSession = null; // colours follow the theme: write the text again
            if (model != null && model.activity() != null) {
                show(model.activity());
            }
        }
    }

    /** The title's font: the label font, bold and a little larger, at the theme's reading size. */
    private static Font headingFont() {
        Font label = javax.swing.UIManager.getFont("Label.font");
        return tutor.ui.widgets.Reading.font(label.deriveFont(Font.BOLD, label.getSize2D() * 1.1f));
    }

    /** An activity without a script (a table set up in the editor): its title and what the game waits for. */
    private void showOther(Activity a) {
        shownSession = null;
        veil.setVisible(false);
        heading.setWords(a.title(model.language()));
        var s = a.state();
        String lang = model.dataLanguage();
        text.setText(new PendingWords(model.texts(), tutor.data.Bundle.get().words(lang), tutor.data.Bundle.get().rulebook(lang), lang)
                .describe(s));
        answers.removeAll();
        answers.revalidate();
    }

    private void showNothing() {
        shownSession = null;
        heading.setText(model.texts().get("situation.none.title"));
        text.setText(model.texts().get("situation.none"));
        veil.setVisible(false);
        answers.removeAll();
        answers.revalidate();
    }

    private void show(Activity a) {
        ScenarioActivity sa = a.playing();
        if (sa == null) {
            if (a.kind() == Activity.Kind.EDITED_POSITION) {
                showOther(a);
            } else {
                // A free game (or a lesson between its games) says where it stands in its own words: never the story
                // of whatever was shown before.
                shownSession = null;
                veil.setVisible(false);
                answers.removeAll();
                answers.revalidate();
                heading.setWords(a.title());
                text.setText(a.situation());
                text.setCaretPosition(0);
            }
            return;
        }
        Session s = sa.session();
        veil.setVisible(sa.veiled());
        // The tutor's words and the scenario's may be in another language than the story on screen.
        String language = model.language() + "/" + s.language();
        boolean sameLanguage = language.equals(shownLanguage);
        if (s == shownSession && s.told() == shownEntries && s.current() == shownStep && sameLanguage) {
            return; // nothing new to say
        }
        boolean sameQuestion = s == shownSession && s.current() == shownStep;
        // The story only grows as the learner goes on: add the new lines; after undo or restart, write it again.
        boolean grows = s == shownSession && shownEntries >= 0 && s.told() > shownEntries && !shownFinished && sameLanguage;
        int from = grows ? shownEntries : 0;
        shownSession = s;
        shownEntries = s.told();
        shownStep = s.current();
        shownFinished = s.finished();
        shownLanguage = language;
        heading.setWords(s.texts().title());
        StyledDocument doc = text.getStyledDocument();
        try {
            if (!grows) {
                doc.remove(0, doc.getLength());
            }
            List<Session.Entry> entries = s.transcript();
            for (Session.Entry e : entries.subList(from, entries.size())) {
                switch (e.kind()) {
                    case PROMPT -> append(doc, e.text() + "\n\n", style(null, true, false));
                    case RIGHT -> append(doc, "\u2714 " + e.text() + "\n\n", style(colour("Tutor.feedback.right"), true, false));
                    case WRONG -> append(doc, "\u2718 " + e.text() + "\n\n", style(colour("Tutor.feedback.wrong"), false, false));
                    case HINT -> append(doc, "\u2139 " + e.text() + "\n\n", style(colour("Tutor.feedback.hint"), false, false));
                    case MOVE -> append(doc, "\u2192 " + e.text() + "\n\n", style(null, false, true));
                    case DONE -> append(doc, e.text() + "\n", style(colour("Tutor.feedback.right"), true, false));
                    default -> append(doc, e.text() + "\n\n", style(null, false, false));
                }
            }
            if (s.finished()) {
                append(doc, "\n" + model.texts().get("situation.takeAway") + " ", style(null, true, false));
                append(doc, s.texts().goal() + "\n", style(null, false, true));
            }
        } catch (BadLocationException ex) {
            throw new IllegalStateException(ex);
        }
        if (grows) {
            // New lines under the old: they are what the learner reads next (the question at the end).
            text.setCaretPosition(doc.getLength());
            javax.swing.SwingUtilities.invokeLater(this::showLatest);
        } else if (!s.finished() && !s.transcript().isEmpty()
                && s.transcript().get(s.transcript().size() - 1).kind() == Session.Entry.Kind.PROMPT) {
            // Shown anew but ending in a question or a move asked for (a lesson's Present or Practise step): it is read
            // now, so where the story does not all fit its last line is the last one seen, with the top line whole;
            // where it fits, showLatest leaves it at its top.
            text.setCaretPosition(doc.getLength());
            javax.swing.SwingUtilities.invokeLater(this::showLatest);
        } else {
            // A story shown anew (opened, restarted, in another language) opens at its top, its first line whole.
            text.setCaretPosition(0);
            javax.swing.SwingUtilities.invokeLater(() -> text.scrollRectToVisible(new java.awt.Rectangle(0, 0, 1, 1)));
        }
        if (sameQuestion && sameLanguage) {
            return; // a wrong answer: the controls stay, with what was typed, to correct it
        }
        String typed = sameQuestion && answers.getComponentCount() > 0 && answers.getComponent(0) instanceof AmountAnswer old
                ? old.typed() : "";
        answers.removeAll();
        if (s.currentText() instanceof ScriptStep.Question q) {
            if (q.isAmount()) {
                // A sum in the board's currency; a count in the question's own unit ("houses").
                // The sign where the language writes it: before the number in English, after it in French and Russian.
                String currency = s.state().board().currency();
                boolean signFirst = q.isMoney() && tutor.ui.widgets.Money.of(model.dataLanguage(), s.state().board(), 1).startsWith(currency);
                String unit = !q.isMoney() ? q.unit() : signFirst ? currency : tutor.ui.widgets.Money.unitAfter(model.dataLanguage(), s.state().board());
                AmountAnswer amount = new AmountAnswer(model.texts(), unit, signFirst, model::answer);
                amount.setTyped(typed);
                amount.setAlignmentX(LEFT_ALIGNMENT);
                answers.add(amount);
            } else {
                // Authors tend to write the right answer first: each learner sees the choices in an order of
                // their own, the same at every visit (as the lessons and the class page do).
                List<Integer> order = tutor.lesson.ChoiceOrder.inScenario(model.learner(), s.scenario().id(), q.line(), q.choices().size());
                for (int i = 0; i < order.size(); i++) {
                    int index = order.get(i);
                    ChoiceButton choice = new ChoiceButton(model.texts().get("situation.choice", letter(i), q.choices().get(index)));
                    choice.setName("situation.choice." + index);
                    choice.addActionListener(e -> model.answer(index));
                    choice.setAlignmentX(LEFT_ALIGNMENT);
                    if (i > 0) {
                        answers.add(javax.swing.Box.createVerticalStrut(4));
                    }
                    answers.add(choice);
                }
            }
        }
        prepare(getWidth());
        answers.revalidate();
        answers.repaint();
    }

    /** The letter of the {@code i}-th choice in the window's language: a, b, c (а, б, в in Russian). */
    private String letter(int i) {
        String letters = model.texts().get("situation.choiceLetters");
        return i < letters.length() ? letters.substring(i, i + 1) : Integer.toString(i + 1);
    }

    /** A library file that did not load: its problems, positioned, instead of a scenario. */
    private void showProblems(LibraryItem item) {
        shownSession = null;
        heading.setText(model.texts().get("situation.broken.title"));
        veil.setVisible(false);
        StyledDocument doc = text.getStyledDocument();
        try {
            doc.remove(0, doc.getLength());
            append(doc, item.file() + "\n\n", style(null, true, false));
            for (Problem p : item.problems()) {
                append(doc, p.line() + ":" + p.column() + ": " + p.message() + "\n", style(colour("Tutor.feedback.wrong"), false, false));
            }
            append(doc, "\n" + model.texts().get("situation.broken.others") + "\n", style(null, false, true));
        } catch (BadLocationException ex) {
            throw new IllegalStateException(ex);
        }
        answers.removeAll();
        answers.revalidate();
    }

    private static Color colour(String key) {
        return BoardView.color(key);
    }

    static String escape(String s) {
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

    public String plainText() {
        return text.getText();
    }
}
