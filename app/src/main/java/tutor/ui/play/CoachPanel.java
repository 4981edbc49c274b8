package tutor.ui.play;

import tutor.play.GameActivity;
import java.util.List;
import javax.swing.JCheckBox;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import net.miginfocom.swing.MigLayout;
import tutor.play.CoachWords;
import tutor.play.PlayText;
import tutor.play.game.Advice;
import tutor.play.game.Coach;
import tutor.rules.state.GameState;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;

/**
 * The coach beside the rulings: switched off unless the learner asks for it. On a person's turn
 * in a free game it states, for every purchase, bid, building and mortgage open now, what the
 * decision does to cash and to the rent that may be met before GO; it never picks one.
 */
public final class CoachPanel extends JPanel {

    private static final long serialVersionUID = 1L;
    static final String SETTING = "play.coach";

    private final transient TutorModel model;
    private final JCheckBox on = new JCheckBox();
    private final JTextArea text = new JTextArea();

    public CoachPanel(TutorModel model) {
        super(new MigLayout("insets 4, fill, wrap 1", "[grow,fill]", "[pref!][grow,fill]"));
        this.model = model;
        setName("play.coach");
        on.setName("play.coach.on");
        on.setText(Ui.texts().get("coach.switch"));
        on.setToolTipText(Ui.texts().get("coach.switch.tip"));
        on.setSelected(Boolean.parseBoolean(model.settings().get(SETTING, "false")));
        on.addActionListener(e -> {
            model.settings().put(SETTING, Boolean.toString(on.isSelected()));
            model.saveSettings();
            update();
        });
        text.setName("play.coach.text");
        text.setEditable(false);
        text.setLineWrap(true);
        text.setWrapStyleWord(true);
        text.setOpaque(false);
        JScrollPane scroll = new JScrollPane(text);
        scroll.setBorder(null);
        scroll.setHorizontalScrollBarPolicy(JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        // Small by itself: the tab shares the column with the rulings, which must keep their buttons in view.
        scroll.setPreferredSize(new java.awt.Dimension(200, 120));
        setMinimumSize(new java.awt.Dimension(0, 0));
        add(on, "wmin 0");
        add(scroll, "wmin 0, hmin 0");
        model.addListener(e -> {
            if (e instanceof TutorEvent.ActivityChanged || e instanceof TutorEvent.ActivityUpdated) {
                update();
            }
        });
        update();
    }

    /** The window's language changed: the switch and the figures are worded again. */
    public void languageChanged() {
        on.setText(Ui.texts().get("coach.switch"));
        on.setToolTipText(Ui.texts().get("coach.switch.tip"));
        update();
    }

    public String text() {
        return text.getText();
    }

    void update() {
        var texts = Ui.texts();
        if (!on.isSelected()) {
            text.setText(texts.get("coach.off"));
            return;
        }
        if (!(model.activity() instanceof GameActivity g) || g.learnerSeat() < 0) {
            text.setText(texts.get("coach.waiting"));
            return;
        }
        GameState s = g.state();
        int seat = g.learnerSeat();
        List<Advice> all = new Coach(s, seat).all();
        if (all.isEmpty()) {
            text.setText(texts.get("coach.nothing"));
            return;
        }
        PlayText t = new PlayText(Ui.language(), s.table());
        StringBuilder b = new StringBuilder(t.get("coach.for", t.player(seat))).append("\n\n");
        for (Advice a : all) {
            List<String> lines = CoachWords.lines(a, t);
            b.append("\u2022 ").append(lines.get(0)).append('\n');
            for (String l : lines.subList(1, lines.size())) {
                b.append("   ").append(l).append('\n');
            }
            b.append('\n');
        }
        b.append(t.get("coach.basis"));
        text.setText(b.toString());
        text.setCaretPosition(0);
    }
}
