package tutor.ui.actions;

import java.awt.Component;
import java.awt.Frame;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.SwingUtilities;
import net.miginfocom.swing.MigLayout;
import tutor.ui.widgets.WrapLayout;
import tutor.data.Bundle;
import tutor.rules.state.GameState;
import tutor.rules.Referee;
import tutor.rules.edition.RuleSet;
import tutor.play.Activity;
import tutor.play.ScenarioActivity;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;

/**
 * The action area under the board: the moves that can be made now, grouped (turn, property,
 * money), so the learner sees a few buttons rather than a grid of greyed ones. Every other move
 * of the edition is one click away under "All moves", where a move that is not allowed says why,
 * citing the rule. A tempting wrong move the scenario names is offered like a legal one, so it
 * can be tried. The shell puts the All moves button beside the players, and Hint, Undo and Restart
 * in the bar at the top, so the moves leave the board as much room as they can.
 */
public final class ActionsPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    private final transient TutorModel model;
    private final transient Referee referee = new Referee();
    private final transient List<MoveAction> moves;
    private final Map<MoveAction.Group, JPanel> rows = new EnumMap<>(MoveAction.Group.class);
    private final Map<MoveAction.Group, JLabel> titles = new EnumMap<>(MoveAction.Group.class);
    private final Map<MoveAction.Group, JPanel> lines = new EnumMap<>(MoveAction.Group.class);
    private final tutor.ui.widgets.WrappingLabel waiting = new tutor.ui.widgets.WrappingLabel();
    /** Above the property moves, what they are about: the deed and its price, or the auction's high bid and bidder. */
    private final tutor.ui.widgets.WrappingLabel deal = new tutor.ui.widgets.WrappingLabel();
    private final JButton all = new JButton();
    private transient RuleSet shownRules;
    /** A line of moves: its group's name, then its buttons. */
    private static final String TITLED = "[60::,right][grow,fill]";

    public ActionsPanel(TutorModel model, Frame owner) {
        // The margin is a border, not layout insets: the wrapping note below reads the width inside it.
        super(new MigLayout("insets 0, fillx, wrap 1, hidemode 3, gap 0 2", "[grow,fill]"));
        this.model = model;
        setName("actions");
        MoveDialogs dialogs = new MoveDialogs(owner, model);
        this.moves = List.copyOf(MoveActions.create(referee, dialogs, model::act));
        for (MoveAction.Group g : MoveAction.Group.values()) {
            JLabel t = new JLabel();
            t.putClientProperty("FlatLaf.styleClass", "small");
            JPanel row = new JPanel(new WrapLayout(4, 2));
            row.setName("actions." + g.name().toLowerCase(java.util.Locale.ROOT));
            titles.put(g, t);
            rows.put(g, row);
            // Each group on its own line: its name, then its buttons, wrapping when the column is narrow.
            JPanel line = new JPanel(new MigLayout("insets 0, fillx, gap 6 0, hidemode 3", TITLED));
            if (g == MoveAction.Group.PROPERTY) {
                // The deal takes the group's name's place, above the line, and its buttons the whole width under it.
                deal.setName("actions.deal");
                deal.setVisible(false);
                add(deal, "wmin 0, gaptop 4");
            }
            line.add(t, "aligny top, gaptop 8");
            line.add(row, "wmin 0");
            lines.put(g, line);
            add(line, "wmin 0");
        }
        for (MoveAction a : moves) {
            MoveButton b = new MoveButton(a);
            b.setName(a.id());
            // Narrower sides than the theme's buttons and no minimum width: an auction's four moves keep to the two
            // rows kept for them on a 1024x768 projector, so the board above stays put.
            b.putClientProperty("JComponent.minimumWidth", 0);
            b.setMargin(new java.awt.Insets(2, 8, 2, 8));
            b.setVisible(false);
            rows.get(a.group()).add(b);
        }
        waiting.setName("actions.waiting");
        add(waiting, "wmin 0");
        all.setName("action.all");
        all.addActionListener(e -> allMoves().show(all, 0, all.getHeight()));
        model.addListener(this::changed);
        relabel();
        refresh();
    }

    /** Every word of the moves in the window's language: the groups, the moves' names, the All moves button. */
    private void relabel() {
        tutor.text.Texts t = model.texts();
        titles.forEach((g, label) -> label.setText(g.title(t)));
        tutor.ui.widgets.Mnemonics.apply(all, t.get("moves.all"));
        all.setToolTipText(t.get("moves.all.tip"));
        Activity a = model.activity();
        RuleSet rules = a == null ? null : a.state().rules();
        for (MoveAction m : moves) {
            m.relabel(t, rules);
        }
    }

    @Override
    public void updateUI() {
        super.updateUI();
        int m = com.formdev.flatlaf.util.UIScale.scale(4);
        setBorder(javax.swing.BorderFactory.createEmptyBorder(m, m, m / 2, m));
    }

    /**
     * The height the moves need in a column {@code width} wide: each group's buttons wrap to more
     * rows when the column is narrow. Worked out without laying anything out, for the table's layout.
     */
    public int heightAt(int width) {
        java.awt.Insets in = getInsets();
        int inner = width - in.left - in.right;
        int gap = com.formdev.flatlaf.util.UIScale.scale(2);
        int h = in.top + in.bottom;
        for (MoveAction.Group g : MoveAction.Group.values()) {
            if (lines.get(g).isVisible()) {
                boolean dealt = g == MoveAction.Group.PROPERTY && deal.isVisible();
                int title = dealt ? 0 : Math.max(titles.get(g).getPreferredSize().width, com.formdev.flatlaf.util.UIScale.scale(60))
                        + com.formdev.flatlaf.util.UIScale.scale(6);
                if (dealt) {
                    h += deal.heightAt(inner) + com.formdev.flatlaf.util.UIScale.scale(4);
                }
                h += ((WrapLayout) rows.get(g).getLayout()).sizeAt(rows.get(g), inner - title,
                        (b, room) -> ((MoveButton) b).sizeAt(room)).height + gap;
            }
        }
        if (waiting.isVisible()) {
            h += waiting.heightAt(inner) + gap;
        }
        return h;
    }

    /**
     * The height kept for the moves at this width: what they need, and never less than two rows of buttons. So the
     * board above keeps its size and place as a row of moves comes and goes (it used to jump with each).
     */
    public int reservedHeightAt(int width) {
        return Math.max(heightAt(width), getPreferredSize().height > 0 ? reserve() : 0);
    }

    /**
     * Two lines of moves, each as tall as a button (with the row's margin) or its group's name below its top gap; or a
     * deal's two lines over a row of buttons, if that is taller.
     */
    private int reserve() {
        java.awt.Insets in = getInsets();
        java.awt.Insets rowIn = rows.get(MoveAction.Group.TURN).getInsets();
        int button = rows.get(MoveAction.Group.TURN).getComponent(0).getPreferredSize().height + rowIn.top + rowIn.bottom
                + 2 * ((WrapLayout) rows.get(MoveAction.Group.TURN).getLayout()).getVgap();
        int title = titles.get(MoveAction.Group.TURN).getPreferredSize().height + com.formdev.flatlaf.util.UIScale.scale(8);
        int gap = com.formdev.flatlaf.util.UIScale.scale(2);
        int row = Math.max(button, title) + gap;
        // An offer or an auction: two lines of the deal above one row of its buttons.
        java.awt.FontMetrics fm = deal.getFontMetrics(deal.getFont());
        int dealt = 2 * fm.getHeight() + deal.getInsets().top + deal.getInsets().bottom + com.formdev.flatlaf.util.UIScale.scale(4) + button + gap;
        return in.top + in.bottom + Math.max(2 * row, dealt);
    }

    @Override
    public java.awt.Dimension getPreferredSize() {
        java.awt.Dimension d = super.getPreferredSize();
        // (asked for once before the rows exist, while Swing builds the panel)
        boolean built = rows != null && rows.get(MoveAction.Group.TURN) != null && rows.get(MoveAction.Group.TURN).getComponentCount() > 0;
        return built ? new java.awt.Dimension(d.width, Math.max(d.height, reserve())) : d;
    }

    /** The button that opens every move of the edition, with why each one not allowed now is not. */
    public JButton allMovesButton() {
        return all;
    }

    /** The screen in front ("table", "lessons", "play"...), told by the window. */
    private transient String screen = "table";

    /**
     * The window shows screen {@code id} now. The moves act on the Table's activity: over Lessons or Play the Game
     * menu's moves and their shortcuts are off (issue 22), as Hint, Undo and Restart are ({@link ActivityControls}).
     */
    public void shownOn(String id) {
        screen = id;
        refresh();
    }

    /** Every move action, for the Game menu. */
    public List<MoveAction> moves() {
        return moves;
    }

    private void changed(TutorEvent e) {
        if (e instanceof TutorEvent.ActivityChanged || e instanceof TutorEvent.ActivityUpdated) {
            refresh();
        } else if (e instanceof TutorEvent.LanguageChanged) {
            relabel();
            refresh();
        }
    }

    /** Works out every action's state and shows the ones that can be used now. */
    public void refresh() {
        Activity a = model.activity();
        GameState s = a == null ? null : a.state();
        // A free game the learner paused takes no move, the learner's neither, until Play (teacher walk 6, F5).
        boolean paused = a instanceof tutor.play.GameActivity g && g.paused();
        int learner = a == null || paused ? -1 : a.learnerSeat();
        tutor.text.Texts t = model.texts();
        String notNow = paused ? t.get("moves.paused")
                : a != null && a.playing() != null && a.playing().question() != null ? t.get("moves.answerFirst") : null;
        List<tutor.rules.state.Move> tempting = a == null ? List.of() : a.tempting();
        // Before anything is open, nothing is checked (and the rule data, still loading, is not waited for).
        RuleSet rules = s == null ? null : s.rules();
        Map<MoveAction.Group, Integer> shown = new EnumMap<>(MoveAction.Group.class);
        for (MoveAction m : moves) {
            m.update(s, learner, tempting, s == null ? null : Bundle.get().rulebook(model.dataLanguage()), notNow);
        }
        for (Component c : rows.values().stream().flatMap(r -> java.util.Arrays.stream(r.getComponents())).toList()) {
            if (c instanceof JButton b && b.getAction() instanceof MoveAction m) {
                boolean on = m.isEnabled() && m.belongsTo(rules);
                b.setVisible(on);
                if (on) {
                    shown.merge(m.group(), 1, Integer::sum);
                }
            }
        }
        for (MoveAction.Group g : MoveAction.Group.values()) {
            boolean any = shown.getOrDefault(g, 0) > 0;
            lines.get(g).setVisible(any);
        }
        showDeal(lines.get(MoveAction.Group.PROPERTY).isVisible() ? DealWords.of(s, t, model.dataLanguage()) : null);
        waiting.setVisible(shown.isEmpty());
        waiting.setWords(t.get(a == null ? "moves.waiting.nothingOpen"
                : paused ? "moves.waiting.paused"
                : notNow != null ? "moves.waiting.answerFirst"
                : s.isOver() ? "moves.waiting.over" : learner < 0 ? "moves.waiting.notYou"
                : "moves.waiting.none"));
        shownRules = rules;
        if (!screen.equals("table")) {
            // After the buttons' visibility above: the Table, out of sight, keeps its layout for when it is back.
            moves.forEach(m -> m.setEnabled(false));
        }
        revalidate();
        repaint();
    }

    /** The deal above the property moves in place of the group's name, or the name back when there is none. */
    private void showDeal(String words) {
        boolean shown = words != null;
        deal.setWords(words);
        deal.setVisible(shown);
        MoveAction.Group g = MoveAction.Group.PROPERTY;
        titles.get(g).setVisible(!shown);
        ((MigLayout) lines.get(g).getLayout()).setColumnConstraints(shown ? "[grow,fill]" : TITLED);
    }

    /** The popup of every move of the edition: the ones allowed now first, each other one with why not. */
    private JPopupMenu allMoves() {
        JPopupMenu menu = new JPopupMenu();
        menu.setName("actions.allMoves");
        for (MoveAction.Group g : MoveAction.Group.values()) {
            JLabel head = new JLabel(g.title(model.texts()));
            head.putClientProperty("FlatLaf.styleClass", "small");
            head.setBorder(javax.swing.BorderFactory.createEmptyBorder(4, 8, 2, 8));
            menu.add(head);
            for (MoveAction m : moves) {
                if (m.group() != g || !m.belongsTo(shownRules)) {
                    continue;
                }
                JMenuItem item = new JMenuItem(m);
                item.setName("allMoves." + m.id());
                if (!m.isEnabled()) {
                    item.setText("<html>" + escape(m.title()) + "<br><span style='font-size:90%'>" + escape(shorten(m.whyNot()))
                            + "</span></html>");
                }
                menu.add(item);
            }
        }
        SwingUtilities.updateComponentTreeUI(menu);
        return menu;
    }

    private static String shorten(String s) {
        return s.length() > 110 ? s.substring(0, 107) + "…" : s;
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;");
    }
}
