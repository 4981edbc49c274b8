package tutor.ui.actions;

import java.awt.event.ActionEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import javax.swing.AbstractAction;
import javax.swing.KeyStroke;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.MoveOption;
import tutor.rules.state.Rejection;
import tutor.rules.edition.RuleSet;
import tutor.trace.Citation;
import tutor.text.Texts;
import tutor.trace.Rulebook;

/**
 * A button or menu item for one kind of move. It is enabled exactly when one of its moves is
 * legal for the learner now, or when the activity invites one of them as a tempting wrong move
 * (so the learner can try it and read why it is wrong). When disabled, its tooltip says which
 * rule forbids it and cites it. Choosing the move (an amount, a deed) happens in {@code chooser},
 * which may show a dialog.
 */
public final class MoveAction extends AbstractAction {

    private static final long serialVersionUID = 1L;

    /** Where the action sits in the action area. */
    public enum Group {
        TURN, PROPERTY, MONEY;

        /** The group's heading in a language's texts. */
        public String title(Texts t) {
            return t.get("moves.group." + name().toLowerCase(java.util.Locale.ROOT));
        }
    }

    /** The candidate moves of this kind for a player in a state (may be several, e.g. one per deed), as the referee rules them. */
    interface Candidates {
        List<MoveOption> of(GameState s, int player);
    }

    private final transient Candidates candidates;
    private final transient Function<List<Move>, Move> chooser;
    private final transient Consumer<Move> perform;
    private final String key;
    private String name = "";
    private transient Texts texts = Texts.of("ui", "en");
    private final Group group;
    private transient List<Move> offered = List.of();
    private transient Predicate<RuleSet> shownFor = r -> true;
    private String why = "";

    MoveAction(String id, Group group, KeyStroke accelerator, Candidates candidates,
               Function<List<Move>, Move> chooser, Consumer<Move> perform) {
        this.key = "move." + id;
        this.label = (t, r) -> t.get(key);
        this.group = group;
        this.candidates = candidates;
        this.chooser = chooser;
        this.perform = perform;
        putValue(ACTION_COMMAND_KEY, "action." + id);
        if (accelerator != null) {
            putValue(ACCELERATOR_KEY, accelerator);
        }
    }

    /** The words of a label given the ruleset shown (null before anything is open): the 10% of Income Tax is the edition's. */
    private transient java.util.function.BiFunction<Texts, RuleSet, String> label;
    private transient RuleSet labelledFor;

    MoveAction labelled(java.util.function.BiFunction<Texts, RuleSet, String> words) {
        this.label = words;
        return this;
    }

    /** Words the action (name, mnemonic) in a language, for the ruleset shown. */
    void relabel(Texts t, RuleSet rules) {
        texts = t;
        labelledFor = rules;
        String marked = label.apply(t, rules);
        tutor.ui.widgets.Mnemonics.apply(this, marked);
        name = tutor.ui.widgets.Mnemonics.plain(marked);
    }

    /**
     * The scenario's named wrong moves of this kind light the action up too, whatever their terms (a trade, a bid
     * of the amount the scenario names), since its dialog can make any of them.
     */
    MoveAction tempts(Class<? extends Move> kind) {
        this.tempts = kind;
        return this;
    }

    private transient Class<? extends Move> tempts;

    MoveAction shownFor(Predicate<RuleSet> when) {
        this.shownFor = when;
        return this;
    }

    /** Whether this kind of move exists under the ruleset at all (no ruleset: show it). */
    public boolean belongsTo(RuleSet rules) {
        return rules == null || shownFor.test(rules);
    }

    public String id() {
        return (String) getValue(ACTION_COMMAND_KEY);
    }

    public String title() {
        return name;
    }

    public Group group() {
        return group;
    }

    /** Why the action is disabled now, in plain words with the rule cited; empty when enabled. */
    public String whyNot() {
        return why;
    }

    /**
     * Works out which moves of this kind the learner may make now: the legal ones, and those the
     * activity names as tempting wrong moves; and if none, why not.
     */
    void update(GameState s, int player, List<Move> tempting, Rulebook rulebook, String notNow) {
        RuleSet rules = s == null ? null : s.rules();
        if (rules != labelledFor) {
            relabel(texts, rules);
        }
        List<MoveOption> all = s == null || player < 0 ? List.of() : candidates.of(s, player);
        List<Move> ok = new ArrayList<>();
        Rejection first = null;
        for (MoveOption o : all) {
            if (o.legal() || tempting.contains(o.move())) {
                ok.add(o.move());
            } else if (first == null) {
                first = o.rejection().get();
            }
        }
        if (tempts != null) {
            for (Move m : tempting) {
                if (tempts.isInstance(m) && m.player() == player && !ok.contains(m)) {
                    ok.add(m);
                }
            }
        }
        offered = List.copyOf(ok);
        setEnabled(!offered.isEmpty());
        if (!offered.isEmpty()) {
            why = "";
            putValue(SHORT_DESCRIPTION, name);
        } else if (notNow != null) {
            why = notNow;
            putValue(SHORT_DESCRIPTION, "<html><b>" + html(texts.get("moves.notNow")) + "</b> " + html(notNow) + "</html>");
        } else if (first != null) {
            why = texts.get("moves.whyNot", first.reason(rulebook.words()), cite(first, rulebook, s));
            putValue(SHORT_DESCRIPTION, "<html><b>" + html(texts.get("moves.notNow")) + "</b> " + html(first.reason(rulebook.words()))
                    + "<br><i>" + html(cite(first, rulebook, s)) + "</i></html>");
        } else {
            why = texts.get("moves.nothingOfThisKind");
            putValue(SHORT_DESCRIPTION, "<html><b>" + html(texts.get("moves.notNow")) + "</b> " + html(why) + "</html>");
        }
    }

    /** The rule a refusal cites: its title and id, then its source worded as the ruling pane words it (title, dash, section). */
    private String cite(Rejection r, Rulebook rulebook, GameState s) {
        String source = r.trace().steps().isEmpty() ? "" : r.trace().steps().get(0).source();
        String title = rulebook.title(r.ruleId()) + " [" + r.ruleId() + "]";
        if (!source.isEmpty()) {
            return texts.get("moves.cite", title, rulebook.cited(source));
        }
        // The edition's own citation, never another game's (a Classic refusal does not quote Junior).
        List<Citation> cites = rulebook.rule(r.ruleId()).map(tutor.scenario.CitationScope.of(s.rules().id())::citations).orElse(List.of());
        return cites.isEmpty() ? title
                : texts.get("moves.cite", title, rulebook.cited(cites.get(0).source() + ", " + cites.get(0).section()));
    }

    private static String html(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;");
    }

    @Override
    public void actionPerformed(ActionEvent e) {
        if (offered.isEmpty()) {
            return;
        }
        Move chosen = chooser == null ? offered.get(0) : chooser.apply(offered);
        if (chosen != null) {
            perform.accept(chosen);
        }
    }
}
