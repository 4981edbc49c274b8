package tutor.ui;

import java.awt.event.ActionEvent;
import java.util.List;
import java.util.function.Function;
import javax.swing.AbstractAction;
import javax.swing.KeyStroke;
import tutor.rules.GameState;
import tutor.rules.Move;
import tutor.rules.Referee;
import tutor.rules.Rejection;
import tutor.trace.Citation;
import tutor.trace.Rulebook;

/**
 * A button or menu item for one kind of move. It is enabled exactly when one of its moves is
 * legal for the learner now; when disabled, its tooltip says which rule forbids it and cites it.
 * Choosing the move (an amount, a deed) happens in {@code chooser}, which may show a dialog.
 */
final class MoveAction extends AbstractAction {

    private static final long serialVersionUID = 1L;

    /** The candidate moves of this kind for a player in a state (may be several, e.g. one per deed). */
    interface Candidates {
        List<Move> of(GameState s, int player);
    }

    private final transient Candidates candidates;
    private final transient Function<List<Move>, Move> chooser;
    private final transient java.util.function.Consumer<Move> perform;
    private final String name;
    private transient List<Move> legal = List.of();
    /** Whether the action belongs to a ruleset at all (the seminary rules' own moves do not appear elsewhere). */
    private transient java.util.function.Predicate<tutor.rules.RuleSet> shownFor = r -> true;

    MoveAction(String id, String name, int mnemonic, KeyStroke accelerator, Candidates candidates,
               Function<List<Move>, Move> chooser, java.util.function.Consumer<Move> perform) {
        super(name);
        this.name = name;
        this.candidates = candidates;
        this.chooser = chooser;
        this.perform = perform;
        putValue(ACTION_COMMAND_KEY, "action." + id);
        putValue(MNEMONIC_KEY, mnemonic);
        if (accelerator != null) {
            putValue(ACCELERATOR_KEY, accelerator);
        }
    }

    MoveAction shownFor(java.util.function.Predicate<tutor.rules.RuleSet> when) {
        this.shownFor = when;
        return this;
    }

    /** Whether this kind of move exists under the ruleset (no ruleset: show it). */
    boolean belongsTo(tutor.rules.RuleSet rules) {
        return rules == null || shownFor.test(rules);
    }

    String id() {
        return (String) getValue(ACTION_COMMAND_KEY);
    }

    /** Works out whether any move of this kind is legal now, and if not, why. */
    void update(GameState s, int player, Referee referee, Rulebook rulebook) {
        List<Move> all = s == null || player < 0 ? List.of() : candidates.of(s, player);
        List<Move> ok = new java.util.ArrayList<>();
        Rejection first = null;
        for (Move m : all) {
            var r = referee.check(s, m);
            if (r.isEmpty()) {
                ok.add(m);
            } else if (first == null) {
                first = r.get();
            }
        }
        legal = List.copyOf(ok);
        setEnabled(!legal.isEmpty());
        if (!legal.isEmpty()) {
            putValue(SHORT_DESCRIPTION, name);
        } else if (first != null) {
            putValue(SHORT_DESCRIPTION, "<html><b>Not now.</b> " + html(first.reason(rulebook.words())) + "<br><i>" + html(cite(first, rulebook))
                    + "</i></html>");
        } else {
            putValue(SHORT_DESCRIPTION, "<html><b>Not now.</b> There is nothing of this kind to do.</html>");
        }
    }

    private static String cite(Rejection r, Rulebook rulebook) {
        String source = r.trace().steps().isEmpty() ? "" : r.trace().steps().get(0).source();
        String title = rulebook.title(r.ruleId()) + " [" + r.ruleId() + "]";
        if (!source.isEmpty()) {
            return title + ", " + source;
        }
        List<Citation> cites = rulebook.rule(r.ruleId()).map(e -> e.citations()).orElse(List.of());
        return cites.isEmpty() ? title : title + ", " + cites.get(0).source() + ", " + cites.get(0).section();
    }

    private static String html(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;");
    }

    @Override
    public void actionPerformed(ActionEvent e) {
        if (legal.isEmpty()) {
            return;
        }
        Move chosen = legal.size() == 1 && chooser == null ? legal.get(0) : chooser == null ? legal.get(0) : chooser.apply(legal);
        if (chosen != null) {
            perform.accept(chosen);
        }
    }
}
