package tutor.ui.players;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;
import tutor.rules.edition.ColorGroup;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.PlayerState;
import tutor.ui.board.BoardView;
import tutor.play.Activity;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;

/** Each player in full: cash, deeds by colour group with their buildings and mortgages, jail-free cards, jail status. */
public final class PlayersPanel extends tutor.ui.widgets.WidthFittedPanel {

    private static final long serialVersionUID = 1L;

    private final transient TutorModel model;
    private transient Set<Integer> highlight = Set.of();

    public PlayersPanel(TutorModel model) {
        super(new MigLayout("insets 4, fillx, wrap 1", "[grow,fill]"));
        this.model = model;
        setName("players");
        model.addListener(this::changed);
        // The panel sits in a tab: while hidden it does no work, and catches up when shown.
        addHierarchyListener(e -> {
            if ((e.getChangeFlags() & java.awt.event.HierarchyEvent.SHOWING_CHANGED) != 0 && isShowing() && stale) {
                refresh();
            }
        });
    }

    private boolean stale = true;

    private void changed(TutorEvent e) {
        if (e instanceof TutorEvent.StepSelected s) {
            highlight = s.seats();
        } else if (e instanceof TutorEvent.LanguageChanged) {
            shownState = null; // the same players, in other words
        } else if (e instanceof TutorEvent.ActivityChanged || e instanceof TutorEvent.ActivityUpdated
                || e instanceof TutorEvent.TimelineChanged) {
            highlight = Set.of();
        } else {
            return;
        }
        if (!isShowing()) {
            stale = true;
            return;
        }
        refresh();
    }

    private void refresh() {
        stale = false;
        GameState s = model.shownState();
        Activity a = model.activity();
        if (s == null) {
            removeAll();
            shownState = null;
            revalidate();
            repaint();
            return;
        }
        show(s, a.learnerSeat() >= 0 ? a.learnerSeat() : s.pending().actor(), highlight);
    }

    private transient Object shownLook;

    private boolean themeChanged() {
        return !java.util.Objects.equals(shownLook, javax.swing.UIManager.getLookAndFeel().getName() + getFont());
    }

    private transient GameState shownState;
    private int shownActor = -2;
    private transient Set<Integer> shownHighlight = Set.of();

    void show(GameState s, int actor, Set<Integer> highlighted) {
        if (s == shownState && actor == shownActor && highlighted.equals(shownHighlight) && !themeChanged()) {
            return;
        }
        shownState = s;
        shownActor = actor;
        shownHighlight = Set.copyOf(highlighted);
        shownLook = javax.swing.UIManager.getLookAndFeel().getName() + getFont();
        removeAll();
        for (int i = 0; i < s.players().size(); i++) {
            add(card(s, i, i == actor, highlighted.contains(i)), "wmin 0");
        }
        revalidate();
        repaint();
    }

    private JPanel card(GameState s, int seat, boolean acting, boolean highlighted) {
        PlayerState p = s.player(seat);
        JPanel card = new JPanel(new MigLayout("insets 6, fillx, wrap 2", "[grow,fill,0::][right]"));
        card.setName("players." + p.name());
        Color accent = BoardView.playerColor(seat);
        int width = highlighted ? 3 : acting ? 2 : 1;
        card.setBorder(BorderFactory.createMatteBorder(width, 8, width, width,
                highlighted ? BoardView.color("Tutor.board.highlight") : accent));
        tutor.text.Texts t = model.texts();
        String lang = model.dataLanguage();
        JLabel name = new JLabel(p.name() + (acting ? "  " + t.get("players.toAct") : "") + (p.out() ? "  " + t.get("players.out") : ""));
        name.setName("players." + p.name() + ".name");
        name.setFont(name.getFont().deriveFont(java.awt.Font.BOLD));
        JLabel cash = new JLabel(tutor.ui.widgets.Money.of(lang, s.board(), p.cash()));
        cash.setName("players." + p.name() + ".cash");
        card.add(name);
        card.add(cash);
        List<String> status = new ArrayList<>();
        if (p.inJail()) {
            status.add(t.get("players.inJail", p.jailThrows()));
        }
        if (!p.jailCards().isEmpty()) {
            status.add(t.get("players.jailCards", p.jailCards().size()));
        }
        if (!status.isEmpty()) {
            JLabel st = new JLabel(String.join(" · ", status));
            st.setName("players." + p.name() + ".status");
            card.add(st, "span 2");
        }
        Estates e = s.estates();
        for (ColorGroup g : s.board().groups()) {
            List<String> held = new ArrayList<>();
            for (int d : g.deeds()) {
                if (e.owner(d) == seat) {
                    String deed = s.table().deed(d, lang);
                    held.add(t.get("players.deed", deed, e.hotel(d) ? "hotel" : e.houses(d) > 0 ? "houses" : "none", e.houses(d),
                            e.mortgaged(d) ? "yes" : "no"));
                }
            }
            if (!held.isEmpty()) {
                JLabel swatch = new JLabel("<html>\u25A0 " + t.get("players.group", s.table().group(g.index(), lang),
                        String.join(t.get("players.deedSeparator"), held)).replace("&", "&amp;").replace("<", "&lt;") + "</html>");
                swatch.setForeground(swatchColor(g));
                swatch.setToolTipText(String.join(t.get("players.deedSeparator"), held));
                card.add(swatch, "span 2, wmin 0");
            }
        }
        return card;
    }

    private static Color swatchColor(ColorGroup g) {
        Color c = Color.decode(g.color());
        // Light group colours (yellow, light blue) would vanish on a light background.
        float[] hsb = Color.RGBtoHSB(c.getRed(), c.getGreen(), c.getBlue(), null);
        if (!tutor.ui.widgets.Reading.darkTheme() && hsb[2] > 0.85f && hsb[1] < 0.7f || !tutor.ui.widgets.Reading.darkTheme() && g.id().equals("yellow")) {
            return c.darker().darker();
        }
        return tutor.ui.widgets.Reading.darkTheme() && hsb[2] < 0.45f ? c.brighter().brighter() : c;
    }

}
