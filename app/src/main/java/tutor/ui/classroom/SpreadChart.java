package tutor.ui.classroom;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.util.ArrayList;
import java.util.List;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleRole;
import javax.swing.JComponent;
import javax.swing.UIManager;
import tutor.classroom.StepTally;
import tutor.text.Texts;

/**
 * The spread of a question's answers on the projector: one horizontal bar per answer given, its length the
 * share of the most-given answer, with the answer's words above it (a choice is a sentence: it gets the
 * whole width) and the count in figures at the bar's end, so the back row reads the numbers and not only the shapes. Once revealed, each bar is marked right
 * (✔, green) or wrong (✘, red): a mark as well as a colour. A screen reader gets the same as text: the
 * accessible description lists every answer with its count.
 */
final class SpreadChart extends JComponent {

    private static final int BAR = 22;
    private static final int GAP = 6;

    private final Texts t;
    private List<StepTally.Bar> bars = List.of();
    private boolean revealed;

    SpreadChart(Texts t) {
        this.t = t;
        setName("classroom.spread");
        setFont(UIManager.getFont("Label.font").deriveFont(Font.PLAIN, 20f));
        setFocusable(true);
    }

    void show(List<StepTally.Bar> spread, boolean reveal) {
        this.bars = List.copyOf(spread);
        this.revealed = reveal;
        List<String> items = new ArrayList<>();
        for (StepTally.Bar b : bars) {
            items.add(t.get("projector.spreadItem", b.label(), b.count(), revealed ? (b.right() ? "right" : "wrong") : "other"));
        }
        String text = tutor.text.Lists.series(items, t.language());
        setToolTipText(text.isEmpty() ? null : text);
        getAccessibleContext().setAccessibleDescription(text);
        revalidate();
        repaint();
    }

    @Override
    public Dimension getPreferredSize() {
        return new Dimension(300, bars.isEmpty() ? 0 : bars.size() * row() + GAP);
    }

    /** One answer's height: a line of words, then its bar. */
    private int row() {
        FontMetrics fm = getFontMetrics(getFont());
        return fm.getHeight() + BAR + GAP * 2;
    }

    @Override
    protected void paintComponent(Graphics g0) {
        if (bars.isEmpty()) {
            return;
        }
        Graphics2D g = (Graphics2D) g0.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setFont(getFont());
            FontMetrics fm = g.getFontMetrics();
            Color ink = UIManager.getColor("Label.foreground");
            Color bar = UIManager.getColor("Component.accentColor") != null ? UIManager.getColor("Component.accentColor")
                    : new Color(0x2f6fb0);
            Color right = new Color(0x2e7d32);
            Color wrong = new Color(0xc62828);
            int countWidth = fm.stringWidth("0000") + GAP;
            int barSpace = Math.max(10, getWidth() - countWidth - GAP);
            int most = Math.max(1, bars.stream().mapToInt(StepTally.Bar::count).max().orElse(1));
            int y = 0;
            for (StepTally.Bar b : bars) {
                String mark = revealed ? (b.right() ? "✔ " : "✘ ") : "";
                Color tone = revealed ? (b.right() ? right : wrong) : bar;
                g.setColor(revealed ? tone : ink);
                g.drawString(fit(mark + b.label(), fm, getWidth()), 0, y + GAP + fm.getAscent());
                int top = y + GAP + fm.getHeight();
                int w = Math.round((float) barSpace * b.count() / most);
                g.setColor(tone);
                g.fillRoundRect(0, top, Math.max(w, b.count() > 0 ? 4 : 0), BAR, 6, 6);
                g.setColor(ink);
                g.drawString(Integer.toString(b.count()), w + GAP, top + (BAR + fm.getAscent() - fm.getDescent()) / 2);
                y += row();
            }
        } finally {
            g.dispose();
        }
    }

    /** The answer's words cut with an ellipsis when they would run into the bars (the tooltip has them whole). */
    private static String fit(String s, FontMetrics fm, int width) {
        if (fm.stringWidth(s) <= width) {
            return s;
        }
        String cut = s;
        while (!cut.isEmpty() && fm.stringWidth(cut + "…") > width) {
            cut = cut.substring(0, cut.length() - 1);
        }
        return cut + "…";
    }

    @Override
    public AccessibleContext getAccessibleContext() {
        if (accessibleContext == null) {
            accessibleContext = new AccessibleJComponent() {
                @Override
                public AccessibleRole getAccessibleRole() {
                    return AccessibleRole.LABEL;
                }
            };
            accessibleContext.setAccessibleName(t.get("projector.spread"));
        }
        return accessibleContext;
    }
}
