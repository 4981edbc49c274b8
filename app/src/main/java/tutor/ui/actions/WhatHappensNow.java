package tutor.ui.actions;

import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.Optional;
import javax.swing.AbstractAction;
import javax.swing.KeyStroke;
import tutor.data.Bundle;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.scenario.MoveText;
import tutor.play.Activity;
import tutor.ui.model.NaturalMove;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;

/**
 * "What happens now": one click makes the natural move of the decision waiting (throw the dice, end the turn, pay
 * the debt) for whoever is to act, and shows its ruling. A family at the table need not know which button that is.
 * Its tooltip says which move it will make; it is off where the decision is a real choice (buy or not, a bid) or a
 * question waits for an answer, and says why. It acts on the Table's activity, so over Lessons or Play it is off, and
 * Ctrl+N with it (issue 22), as Hint, Undo and Restart are ({@link ActivityControls}).
 */
public final class WhatHappensNow extends AbstractAction {

    private static final long serialVersionUID = 1L;

    private final transient TutorModel model;
    private final transient Runnable showRuling;
    private transient Move next;
    /** The screen in front ("table", "lessons", "play"...), told by the window. */
    private transient String screen = "table";
    /** Why the debt's natural move is not a payment, or null. */
    private transient String said;

    /** {@code showRuling} brings the ruling into view once the move is made (the table screen, its Ruling tab). */
    public WhatHappensNow(TutorModel model, Runnable showRuling) {
        this.model = model;
        this.showRuling = showRuling;
        putValue(ACTION_COMMAND_KEY, "action.now");
        putValue(ACCELERATOR_KEY, KeyStroke.getKeyStroke(KeyEvent.VK_N, InputEvent.CTRL_DOWN_MASK));
        model.addListener(this::changed);
        relabel();
        update();
    }

    private void changed(TutorEvent e) {
        if (e instanceof TutorEvent.LanguageChanged) {
            relabel();
            update();
        } else if (e instanceof TutorEvent.ActivityChanged || e instanceof TutorEvent.ActivityUpdated) {
            update();
        }
    }

    private void relabel() {
        tutor.ui.widgets.Mnemonics.apply(this, model.texts().get("now"));
    }

    /** The window shows screen {@code id} now: the action is on only over the Table. */
    public void shownOn(String id) {
        screen = id;
        update();
    }

    /** The move the next click makes, or null. */
    public Move next() {
        return next;
    }

    private void update() {
        Activity a = model.activity();
        GameState s = a == null ? null : a.state();
        boolean question = a != null && a.playing() != null && a.playing().question() != null;
        boolean paused = a instanceof tutor.play.GameActivity g && g.paused();
        Optional<Move> m = question || a == null || paused ? Optional.empty() : NaturalMove.of(s, a.learnerSeat());
        next = m.orElse(null);
        setEnabled(next != null && screen.equals("table"));
        tutor.text.Texts t = model.texts();
        said = next == null ? null : debtSaid(s, next);
        if (next != null) {
            String move = MoveText.describe(s, next, Bundle.get().words(model.dataLanguage()));
            putValue(SHORT_DESCRIPTION, said == null ? t.get("now.tip", move) : t.get("now.tip.debt", said, move));
        } else {
            putValue(SHORT_DESCRIPTION, t.get(a == null ? "now.nothingOpen" : question ? "now.answerFirst" : paused ? "moves.paused" : "now.choice"));
        }
    }

    /**
     * Why a debt's natural move is not paying it, in words: "Ben cannot raise $2,000 even by selling and mortgaging
     * everything: he is bankrupt", or "Ben owes $2,000 and has $1,200: first he raises the rest". Null for any other move.
     */
    private String debtSaid(GameState s, Move m) {
        if (!(s.pending() instanceof Pending.Debt d) || m instanceof Move.PayDebt) {
            return null;
        }
        int seat = d.actor();
        int owed = d.owed().stream().filter(o -> o.debtor() == seat).mapToInt(Pending.Owed::amount).sum();
        String lang = model.dataLanguage();
        String name = s.table().name(seat);
        String owes = tutor.ui.widgets.Money.of(lang, s.board(), owed);
        return m instanceof Move.DeclareBankruptcy ? model.texts().get("now.debt.bankrupt", name, owes)
                : model.texts().get("now.debt.raise", name, owes, tutor.ui.widgets.Money.of(lang, s.board(), s.player(seat).cash()));
    }

    @Override
    public void actionPerformed(ActionEvent e) {
        if (next == null) {
            return;
        }
        String why = said;
        model.actForLearner(next);
        if (why != null) {
            model.notice(why, false); // the family reads why the tutor did not simply pay
        }
        showRuling.run();
    }
}
