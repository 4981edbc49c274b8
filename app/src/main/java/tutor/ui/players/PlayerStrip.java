package tutor.ui.players;

import java.awt.Color;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;
import tutor.rules.state.GameState;
import tutor.rules.state.PlayerState;
import tutor.ui.board.BoardView;
import tutor.play.Activity;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;

/**
 * The players in a row under the board, as at a table: each one's colour, name, cash, and
 * whether they are in Jail, hold a jail-free card, or are the one to act. The deeds each holds
 * are on the board (the owner's colour) and in the Players tab.
 */
public final class PlayerStrip extends JPanel {

    private static final long serialVersionUID = 1L;

    private final transient TutorModel model;
    private transient GameState shownState;
    private int shownActor = -2;
    private transient Set<Integer> highlighted = Set.of();
    private transient Object shownLook;

    /** Whether each chip keeps a second line for its status, shown or not (the Practise screen's narrow column). */
    private final boolean statusLine;

    public PlayerStrip(TutorModel model) {
        this(model, false);
    }

    /**
     * With {@code statusLine}, "in Jail" and the jail-free cards go on a line of their own under the name and cash, kept
     * when empty so the board never moves: beside the cash, in a column as narrow as Practise's, they were cut
     * («en priso», «1 carte «»).
     */
    public PlayerStrip(TutorModel model, boolean statusLine) {
        super(new tutor.ui.widgets.WrapLayout(6, 2));
        this.model = model;
        this.statusLine = statusLine;
        setName("players.strip");
        model.addListener(this::changed);
    }

    /** The height the chips need in a strip {@code width} wide (they wrap to more rows when it is narrow). */
    public int heightAt(int width) {
        return ((tutor.ui.widgets.WrapLayout) getLayout()).sizeAt(this, width).height;
    }

    private void changed(TutorEvent e) {
        if (e instanceof TutorEvent.StepSelected s) {
            highlighted = s.seats();
        } else if (e instanceof TutorEvent.LanguageChanged) {
            shownState = null; // the same players, in other words
        } else if (!(e instanceof TutorEvent.ActivityChanged || e instanceof TutorEvent.ActivityUpdated
                || e instanceof TutorEvent.TimelineChanged)) {
            return;
        }
        refresh();
    }

    private void refresh() {
        GameState s = model.shownState();
        Activity a = model.activity();
        int actor = a == null ? -1 : a.learnerSeat() >= 0 ? a.learnerSeat() : s == null ? -1 : s.pending().actor();
        Object look = javax.swing.UIManager.getLookAndFeel().getName() + getFont();
        if (s == shownState && actor == shownActor && look.equals(shownLook) && getComponentCount() > 0 && !highlightChanged()) {
            return;
        }
        shownState = s;
        shownActor = actor;
        shownLook = look;
        removeAll();
        if (s != null) {
            for (int i = 0; i < s.players().size(); i++) {
                add(chip(s, i, i == actor, highlighted.contains(i)));
            }
        }
        lastHighlight = highlighted;
        revalidate();
        repaint();
    }

    private transient Set<Integer> lastHighlight = Set.of();

    private boolean highlightChanged() {
        return !lastHighlight.equals(highlighted);
    }

    private JPanel chip(GameState s, int seat, boolean acting, boolean lit) {
        PlayerState p = s.player(seat);
        JPanel chip = new JPanel(new MigLayout("insets 2 6 2 6, gap 4 0"));
        chip.setName("player." + p.name());
        Color accent = BoardView.playerColor(seat);
        chip.setBorder(BorderFactory.createCompoundBorder(
                BorderFactory.createMatteBorder(lit ? 2 : 1, 6, lit ? 2 : 1, lit ? 2 : 1,
                        lit ? BoardView.color("Tutor.board.highlight") : accent),
                // As wide lit as not: a pixel more wrapped the strip to a second row and moved the board.
                BorderFactory.createEmptyBorder(lit ? 0 : 1, 2, lit ? 0 : 1, lit ? 2 : 3)));
        JLabel name = new JLabel(p.name() + (acting ? " \u25B6" : ""));
        name.setName("player." + p.name() + ".name");
        tutor.ui.widgets.Reading.apply(name, "Label.font", Font.BOLD);
        tutor.text.Texts t = model.texts();
        name.setToolTipText(acting ? t.get("players.toAct.tip", p.name()) : p.name());
        JLabel cash = new JLabel(tutor.ui.widgets.Money.of(model.dataLanguage(), s.board(), p.cash()));
        cash.setName("player." + p.name() + ".cash");
        tutor.ui.widgets.Reading.apply(cash, "Label.font", Font.PLAIN);
        // Each chip as wide whoever is to act and whatever the cash (to $8,888): a chip growing by the marker or a digit
        // wrapped the strip to a second row and made the board above jump between two moves.
        String widestName = p.name() + " \u25B6";
        String widestCash = tutor.ui.widgets.Money.of(model.dataLanguage(), s.board(), Math.max(Math.abs(p.cash()), 8_888));
        chip.add(name, "wmin " + name.getFontMetrics(name.getFont()).stringWidth(widestName));
        chip.add(cash, "wmin " + cash.getFontMetrics(cash.getFont()).stringWidth(widestCash));
        List<String> status = new ArrayList<>();
        if (p.out()) {
            status.add(t.get("players.strip.out"));
        } else if (p.inJail()) {
            status.add(t.get("players.strip.inJail"));
        }
        if (!p.jailCards().isEmpty()) {
            status.add(t.get("players.strip.jailCards", p.jailCards().size()));
        }
        if (statusLine) {
            JLabel st = new JLabel(status.isEmpty() ? "\u00a0" : String.join(t.get("players.strip.separator"), status));
            st.setName("player." + p.name() + ".status");
            st.putClientProperty("FlatLaf.styleClass", "small");
            chip.add(st, "newline, span 2");
        } else if (!status.isEmpty()) {
            JLabel st = new JLabel(String.join(t.get("players.strip.separator"), status));
            st.setName("player." + p.name() + ".status");
            st.putClientProperty("FlatLaf.styleClass", "small");
            chip.add(st);
        }
        return chip;
    }
}
