package tutor.ui.lesson;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.Ellipse2D;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import javax.swing.JComponent;
import javax.swing.UIManager;
import tutor.lesson.Step;
import tutor.lesson.StepResult;
import tutor.ui.board.BoardView;

/**
 * A lesson's steps as a path of stations, so a learner sees where they are and how it went: a
 * station per step with its kind drawn inside (i explain, ▶ play, ? question, # exercise, chart,
 * simulation, discussion, ✓ recap), filled once reached; a scored step takes the colour of its
 * score (100 green, 67 amber, 33 orange, 0 red); the current step is ringed. A click (or the arrow
 * keys and Enter) goes to a step that may be visited.
 */
final class LessonMap extends JComponent {

    private static final long serialVersionUID = 1L;

    /** What the map shows of one step; {@code enabled}: it may be gone to now (a locked step is drawn dashed). */
    record Station(Step step, boolean reached, boolean enabled, StepResult result, String tip) { }

    private transient List<Station> stations = List.of();
    private int current = -1;
    private int focus = -1;
    private transient IntConsumer onPick = i -> { };
    private final transient List<Ellipse2D> hits = new ArrayList<>();

    LessonMap(String name) {
        setName(name);
        setFocusable(true);
        setOpaque(false);
        addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                for (int i = 0; i < hits.size(); i++) {
                    if (isEnabled() && hits.get(i).contains(e.getPoint()) && stations.get(i).enabled()) {
                        onPick.accept(i);
                        return;
                    }
                }
            }
        });
        addKeyListener(new java.awt.event.KeyAdapter() {
            @Override
            public void keyPressed(KeyEvent e) {
                if (stations.isEmpty()) {
                    return;
                }
                if (e.getKeyCode() == KeyEvent.VK_RIGHT) {
                    focus = Math.min(stations.size() - 1, Math.max(0, focus) + 1);
                    repaint();
                } else if (e.getKeyCode() == KeyEvent.VK_LEFT) {
                    focus = Math.max(0, (focus < 0 ? current : focus) - 1);
                    repaint();
                } else if (e.getKeyCode() == KeyEvent.VK_ENTER && isEnabled() && focus >= 0 && stations.get(focus).enabled()) {
                    onPick.accept(focus);
                }
            }
        });
        setToolTipText("");
    }

    void onPick(IntConsumer pick) {
        this.onPick = pick;
    }

    void show(List<Station> all, int currentIndex) {
        this.stations = List.copyOf(all);
        this.current = currentIndex;
        this.focus = currentIndex;
        revalidate();
        repaint();
    }

    @Override
    public javax.accessibility.AccessibleContext getAccessibleContext() {
        if (accessibleContext == null) {
            accessibleContext = new AccessibleJComponent() {
                private static final long serialVersionUID = 1L;

                @Override
                public javax.accessibility.AccessibleRole getAccessibleRole() {
                    return javax.accessibility.AccessibleRole.PANEL;
                }

                @Override
                public String getAccessibleDescription() {
                    StringBuilder b = new StringBuilder();
                    for (Station s : stations) {
                        b.append(s.tip()).append(s.result() == null ? "" : " " + s.result().score()).append("; ");
                    }
                    return b.toString();
                }
            };
        }
        return accessibleContext;
    }

    List<Station> stations() {
        return stations;
    }

    int current() {
        return current;
    }

    /** Where station {@code i} was last drawn (tests), or null before the first paint. */
    java.awt.Rectangle stationBounds(int i) {
        return i < hits.size() ? hits.get(i).getBounds() : null;
    }

    private int diameter() {
        return Math.round(getFont().getSize2D() * 1.9f);
    }

    private int gap() {
        return Math.round(diameter() * 0.55f);
    }

    @Override
    public Dimension getPreferredSize() {
        int d = diameter();
        int n = Math.max(1, stations.size());
        return new Dimension(n * d + (n - 1) * gap() + 8, d + 8);
    }

    @Override
    public Dimension getMinimumSize() {
        return new Dimension(0, diameter() + 8);
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        for (int i = 0; i < hits.size(); i++) {
            if (hits.get(i).contains(e.getPoint())) {
                return stations.get(i).tip();
            }
        }
        return null;
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            int n = stations.size();
            hits.clear();
            if (n == 0) {
                return;
            }
            // The stations shrink to the width there is, down to a point where they still read: the links between them
            // first (to a quarter of a station), then the stations, so a long lesson's glyphs stay as large as they can.
            int d = diameter();
            int gap = gap();
            int room = getWidth() - 8;
            if (n * d + (n - 1) * gap > room && n > 1) {
                gap = Math.max(Math.max(3, d / 4), (room - n * d) / (n - 1));
            }
            if (n * d + (n - 1) * gap > room) {
                double scale = room / (double) (n * d + (n - 1) * gap);
                d = Math.max(12, (int) (d * scale));
                gap = Math.max(3, (int) (gap * scale));
            }
            int y = (getHeight() - d) / 2;
            Color line = UIManager.getColor("Component.borderColor");
            Color text = UIManager.getColor("Label.foreground");
            Color empty = UIManager.getColor("Panel.background");
            Color accent = UIManager.getColor("Component.focusColor");
            Font f = getFont().deriveFont(Font.BOLD, d * 0.5f);
            g.setFont(f);
            FontMetrics fm = g.getFontMetrics();
            g.setStroke(new BasicStroke(Math.max(2f, d / 9f)));
            for (int i = 0; i + 1 < n; i++) {
                int x1 = 4 + i * (d + gap) + d;
                int x2 = x1 + gap;
                g.setColor(stations.get(i + 1).reached() ? text : line);
                g.drawLine(x1, y + d / 2, x2, y + d / 2);
            }
            for (int i = 0; i < n; i++) {
                Station s = stations.get(i);
                int x = 4 + i * (d + gap);
                Ellipse2D circle = new Ellipse2D.Double(x, y, d, d);
                hits.add(circle);
                Color fill = fill(s, empty);
                g.setColor(fill);
                g.fill(circle);
                // Every step in full contrast, its glyph as readable as the text around it: drawn faint, the steps not
                // yet visited looked disabled though they can be clicked (the teacher's walk, shots 52 and 101). A
                // visited step is filled, the current one ringed, one that cannot be gone to yet has a dashed rim.
                g.setColor(text);
                float rim = Math.max(1.5f, d / 12f);
                g.setStroke(locked(s) ? new BasicStroke(rim, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                        new float[] {rim * 2, rim * 1.5f}, 0f) : new BasicStroke(rim));
                g.draw(circle);
                if (i == current || i == focus && isFocusOwner()) {
                    g.setColor(i == current ? accent : line);
                    g.setStroke(new BasicStroke(Math.max(2.5f, d / 7f)));
                    g.draw(new Ellipse2D.Double(x - 3, y - 3, d + 6, d + 6));
                }
                String glyph = glyph(s.step());
                g.setColor(glyphColour(s, empty));
                g.drawString(glyph, x + (d - fm.stringWidth(glyph)) / 2f, y + (d - fm.getHeight()) / 2f + fm.getAscent());
            }
        } finally {
            g.dispose();
        }
    }

    private static boolean locked(Station s) {
        return !s.enabled() && !s.reached();
    }

    /** The colour a station's glyph is drawn in, on the background {@code empty} (what an unvisited station shows). */
    private static Color glyphColour(Station s, Color empty) {
        Color fill = fill(s, empty);
        return fill == empty ? UIManager.getColor("Label.foreground") : contrast(fill);
    }

    private static Color fill(Station s, Color empty) {
        if (!s.reached()) {
            return empty;
        }
        if (s.result() != null) {
            int score = s.result().score();
            return score >= StepResult.FIRST_TRY ? BoardView.color("Tutor.feedback.right")
                    : score >= StepResult.AFTER_HELP ? new Color(0xF2B705)
                    : score >= StepResult.AFTER_WORKED_ANSWER ? new Color(0xF08C00) : BoardView.color("Tutor.feedback.wrong");
        }
        return UIManager.getColor("Component.borderColor");
    }

    private static Color contrast(Color c) {
        double luma = 0.299 * c.getRed() + 0.587 * c.getGreen() + 0.114 * c.getBlue();
        return luma > 150 ? Color.BLACK : Color.WHITE;
    }

    static String glyph(Step s) {
        return switch (s.kind()) {
            case "explain" -> "i";
            case "play" -> "\u25B6";
            case "question" -> "?";
            case "exercise" -> "#";
            case "chart" -> "\u2261";
            case "simulate" -> "\u2684";
            case "discuss" -> "\u2026";
            default -> "\u2713";
        };
    }
}
