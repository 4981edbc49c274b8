package tutor.rules;

import static tutor.rules.Rejections.refuse;

import java.util.List;
import tutor.rules.edition.RuleIds;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of KeepMortgage: when it is allowed, what it does (Mortgages), and how it reads. */
final class KeepMortgageRule implements MoveRule<Move.KeepMortgage> {
    @Override
    public Class<Move.KeepMortgage> kind() {
        return Move.KeepMortgage.class;
    }

    @Override
    public Rejection check(GameState s, Move.KeepMortgage m) {
        return keep(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.KeepMortgage m) {
        Mortgages.keep(p, m.player(), m.deed());
        Mortgages.next(p, (Pending.MortgageChoice) s.pending());
    }

    @Override
    public Msg describe(GameState s, Move.KeepMortgage m) {
        return Msg.of("say.keep", "player", Arg.player(m.player()), "deed", Arg.deed(m.deed()));
    }

    @Override
    public List<String> verbs() {
        return List.of("keep-mortgage");
    }

    @Override
    public String verb(Move.KeepMortgage m) {
        return "keep-mortgage";
    }

    @Override
    public boolean takesDeed() {
        return true;
    }

    @Override
    public Move.KeepMortgage fromVerb(String verb, int player, int deed) {
        return new Move.KeepMortgage(player, deed);
    }

    @Override
    public int concerns(GameState s, Move.KeepMortgage m) {
        return m.deed();
    }

    @Override
    public boolean keepsPending() {
        return true;
    }

    private static Rejection keep(GameState s, int seat, Move.KeepMortgage m) {
        if (s.pending() instanceof Pending.MortgageChoice mc && mc.player() == seat && mc.deed() == m.deed()) {
            return null;
        }
        return refuse(s, m, RuleIds.MORTGAGE_TRANSFER, null, "reject.mortgage.keep");
    }
}
