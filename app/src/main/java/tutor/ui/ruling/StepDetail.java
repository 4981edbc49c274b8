package tutor.ui.ruling;

import java.awt.Color;
import javax.swing.JComponent;
import javax.swing.JScrollPane;
import javax.swing.JTextPane;
import javax.swing.text.BadLocationException;
import javax.swing.text.SimpleAttributeSet;
import javax.swing.text.StyleConstants;
import javax.swing.text.StyledDocument;
import tutor.rules.state.GameState;
import tutor.text.Lists;
import tutor.trace.Citation;
import tutor.trace.RuleEntry;
import tutor.trace.Rulebook;
import tutor.trace.WordedStep;
import tutor.ui.board.BoardView;

/**
 * One step of a ruling, laid out to be read: what happened and the numbers, what changed, then
 * the rule in plain words under its own heading, and where the rulebooks say so, set apart.
 */
final class StepDetail {

    private final JTextPane pane = new tutor.ui.widgets.WholeLines.Pane(); // whole lines only: the one the box's bottom cuts is painted over
    /** Where the step's sentence ends in the pane (0 for a message): the box is never shorter than that sentence. */
    private int sentenceEnd;
    /**
     * At least as tall as the step's sentence, whole, up to {@link #most()}: on the projector the box showed one or two
     * lines and the class read "Ben threw doubles and must throw again" without "before the turn ends" (teacher's item
     * 6). The rulings and steps above give up their room first.
     */
    private final JScrollPane scroll = new JScrollPane(pane) {
        private static final long serialVersionUID = 1L;

        @Override
        public java.awt.Dimension getMinimumSize() {
            java.awt.Dimension least = super.getMinimumSize();
            int whole = Math.min(sentenceHeight(), limit);
            return new java.awt.Dimension(least.width, Math.max(Math.max(com.formdev.flatlaf.util.UIScale.scale(40), firstSentenceHeight()), whole));
        }
    };
    private final java.util.function.Supplier<Rulebook> rulebooks;
    private final tutor.ui.model.TutorModel model;

    StepDetail(tutor.ui.model.TutorModel model, java.util.function.Supplier<Rulebook> rulebooks) {
        this.model = model;
        this.rulebooks = rulebooks;
        pane.setName("trace.detail");
        pane.setEditable(false);
        tutor.ui.widgets.Reading.apply(pane, "TextPane.font", java.awt.Font.PLAIN);
        // The step's words carry their sizes from the font they were set in: after a theme switch (the projector's
        // larger reading size) they are set again, so the ruling grows with the theme at once, not at the next step.
        pane.addPropertyChangeListener("font", e -> {
            if (lastStep != null) {
                show(lastStep, lastBefore);
            } else if (lastMessage != null) {
                showMessage(lastMessage);
            }
        });
        relabel();
    }

    private WordedStep lastStep;
    /** The message shown in place of a step ("Make a move: …"), set again in the new size after a theme switch. */
    private String lastMessage;
    private GameState lastBefore;

    void relabel() {
        pane.getAccessibleContext().setAccessibleName(model.texts().get("ruling.detail"));
    }

    JComponent component() {
        return scroll;
    }

    /**
     * The most the panel around lets the box ask beyond the step's first sentence: where the column is short (Play's
     * game bar above, the library shown) the step's whole paragraph gave way to nothing, and the situation above showed
     * a line and a half while the Copy / MD buttons below were cut (the teacher's item 5).
     */
    private int limit = Integer.MAX_VALUE;

    void limit(int most) {
        limit = most;
    }

    int limit() {
        return limit;
    }

    /** The pane's height down to the end of the step's sentence at the width it has, with the box's borders. */
    int sentenceHeight() {
        return heightTo(sentenceEnd);
    }

    /** The height down to the end of the step's first sentence (a paragraph may hold several): never less. */
    int firstSentenceHeight() {
        if (sentenceEnd <= 0) {
            return 0;
        }
        try {
            String words = pane.getDocument().getText(0, Math.min(sentenceEnd, pane.getDocument().getLength()));
            java.text.BreakIterator sentences = java.text.BreakIterator.getSentenceInstance(java.util.Locale.forLanguageTag(model.dataLanguage()));
            sentences.setText(words);
            int end = sentences.next();
            return heightTo(end == java.text.BreakIterator.DONE ? sentenceEnd : end);
        } catch (BadLocationException e) {
            return 0;
        }
    }

    private int heightTo(int end0) {
        if (end0 <= 0 || pane.getWidth() <= 0) {
            return 0;
        }
        try {
            java.awt.geom.Rectangle2D end = pane.modelToView2D(Math.max(0, Math.min(end0, pane.getDocument().getLength()) - 1));
            if (end == null) {
                return 0;
            }
            java.awt.Insets box = scroll.getInsets();
            int most = most();
            return (int) Math.ceil(Math.min(most, end.getMaxY())) + pane.getInsets().bottom + box.top + box.bottom;
        } catch (BadLocationException e) {
            return 0;
        }
    }

    /**
     * The most the sentence may ask: 35% of the window's height (at least eight lines), so that a long step (an
     * auction's whole paragraph) scrolls rather than take the board's and the situation's room.
     */
    int most() {
        javax.swing.JRootPane root = javax.swing.SwingUtilities.getRootPane(pane);
        int line = pane.getFontMetrics(pane.getFont()).getHeight();
        return Math.max(8 * line, root == null ? 0 : root.getHeight() * 35 / 100);
    }

    String text() {
        return pane.getText();
    }

    void showMessage(String message) {
        lastStep = null;
        lastMessage = message;
        sentenceEnd = 0;
        // In the pane's own type, said outright: set as plain text it took the attributes of the step shown before
        // (its bold first line, in the size of the theme then), and kept the projector's large bold type in the light
        // theme (teacher walk 6, F6).
        StyledDocument doc = pane.getStyledDocument();
        try {
            doc.remove(0, doc.getLength());
        } catch (BadLocationException e) {
            throw new IllegalStateException(e);
        }
        add(doc, message, plain(false, false, 0));
        pane.setCaretPosition(0); // read from its first line when the pane is short
    }

    void show(WordedStep s, GameState before) {
        lastStep = s;
        lastMessage = null;
        lastBefore = before;
        Rulebook rulebook = rulebooks.get();
        tutor.text.Texts t = model.texts();
        StyledDocument doc = pane.getStyledDocument();
        try {
            doc.remove(0, doc.getLength());
        } catch (BadLocationException e) {
            throw new IllegalStateException(e);
        }
        {
            add(doc, s.text() + "\n", plain(true, false, 0));
            sentenceEnd = s.text().length();
            s.inputs().forEach((k, v) -> add(doc, "  " + t.get("ruling.input", k, v) + "\n", plain(false, false, 0)));
            if (!s.arithmetic().isEmpty()) {
                add(doc, "  " + t.get("ruling.working", s.arithmetic()) + "\n", plain(true, false, 1));
            }
            if (!s.result().isEmpty()) {
                add(doc, "  " + t.get("ruling.outcome", s.result()) + "\n", plain(false, false, 0));
            }
            for (String e : s.effects()) {
                add(doc, "  \u2192 " + e + "\n", plain(false, false, 0));
            }
            if (!s.ruleset().isEmpty()) {
                // The edition by its name in the language, not its id ("Classique (règles américaines...)", not "classic").
                add(doc, t.get("ruling.appliedUnder", tutor.scenario.EditionNames.spec(s.ruleset(), model.dataLanguage()),
                        rulebook.cited(s.source())) + "\n",
                        plain(false, true, -1));
            }
            RuleEntry rule = rulebook.rule(s.ruleId()).orElse(null);
            if (rule != null) {
                // By its title only: a learner never reads a rule id (the citations below are what a rules lawyer checks).
                // As the edition played words it, with its citations only: a Classic ruling never quotes Junior, a
                // Junior ruling reads Junior's own words rather than the classic long form's.
                tutor.scenario.CitationScope.Scoped scoped = scope(s, before).scoped(rule);
                add(doc, "\n" + t.get("ruling.theRule", scoped.title()) + "\n", heading());
                if (!scoped.text().isEmpty()) {
                    add(doc, scoped.text() + "\n", plain(false, false, 1));
                }
                java.util.List<Citation> cited = scoped.citations();
                if (!cited.isEmpty()) {
                    add(doc, "\n" + t.get("ruling.citations") + "\n", heading());
                    for (Citation c : cited) {
                        String src = rulebook.source(c.source()).map(x -> x.title()).orElse(c.source());
                        Lists.Sections sec = Lists.sections(c.section(), t.language());
                        add(doc, "\u2022 " + (c.ruling().isEmpty() ? t.get("ruling.citation", src, sec.text(), sec.several(), c.source())
                                : t.get("ruling.citation.ruling", src, sec.text(), c.ruling(), sec.several(), c.source())) + "\n", citation());
                    }
                }
            }
        }
        pane.setCaretPosition(0);
        // Another sentence, maybe more lines: the box asks for them of the panel around it. The box is a scroll pane,
        // a validate root, so revalidating it alone re-laid its inside only, and the panel kept the last step's height
        // (a French projector showed 106 px of a sentence that needs 110: the last line's foot cut).
        if (scroll.getParent() instanceof JComponent around) {
            around.revalidate();
        } else {
            scroll.revalidate();
        }
    }

    /** The edition the step was ruled under: the table's, with its house rules, or else the step's own. */
    private static tutor.scenario.CitationScope scope(WordedStep s, GameState before) {
        return tutor.scenario.CitationScope.of(before != null ? before.rules().id() : s.ruleset().isEmpty() ? "classic" : s.ruleset());
    }

    private static void add(StyledDocument doc, String text, SimpleAttributeSet a) {
        try {
            doc.insertString(doc.getLength(), text, a);
        } catch (BadLocationException e) {
            throw new IllegalStateException(e);
        }
    }

    private SimpleAttributeSet plain(boolean bold, boolean italic, int bigger) {
        SimpleAttributeSet a = new SimpleAttributeSet();
        StyleConstants.setBold(a, bold);
        StyleConstants.setItalic(a, italic);
        StyleConstants.setFontSize(a, pane.getFont().getSize() + bigger);
        return a;
    }

    private SimpleAttributeSet heading() {
        SimpleAttributeSet a = plain(true, false, 0);
        StyleConstants.setForeground(a, BoardView.color("Tutor.heading"));
        return a;
    }

    /** Citations are set apart: smaller, indented, in the muted colour. */
    private SimpleAttributeSet citation() {
        SimpleAttributeSet a = plain(false, false, -1);
        Color muted = BoardView.color("Tutor.muted");
        StyleConstants.setForeground(a, muted);
        StyleConstants.setLeftIndent(a, 8);
        return a;
    }
}
