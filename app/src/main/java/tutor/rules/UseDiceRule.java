package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.player;

import tutor.rules.edition.RuleIds;
import tutor.rules.state.DiceUse;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of UseDice: when it is allowed, what it does (SpecialDice), and how it reads. */
final class UseDiceRule extends OneWordRule<Move.UseDice> {

    UseDiceRule() {
        super(Move.UseDice.class, "use-dice");
    }

    @Override
    public void apply(Play p, GameState s, Move.UseDice m) {
        SpecialDice.use(p, m.player(), (Pending.DiceChoice) s.pending(), m.use(), m.space());
    }

    @Override
    public Msg describe(GameState s, Move.UseDice m) {
        return s.pending() instanceof Pending.DiceChoice c
            ? Msg.of("say.use-dice", "player", Arg.player(m.player()), "use", m.use().describe(c.die1(), c.die2()),
                    "to", m.space() >= 0 ? Msg.of("say.to-space", "space", Arg.space(m.space())) : Msg.NONE)
            : Msg.of("say.use-dice-kind", "player", Arg.player(m.player()), "kind", Msg.of("dice.kind." + m.use().name().toLowerCase(java.util.Locale.ROOT)));
    }

    @Override
    public Rejection check(GameState s, Move.UseDice m) {
        if (!(s.pending() instanceof Pending.DiceChoice c) || c.player() != m.player()) {
            return refuse(s, m, RuleIds.SPECIAL_DICE, null, "reject.dice.no-throw", "player", player(m.player()));
        }
        boolean freeLanding = m.use() == DiceUse.DIFFERENCE && c.die1() == c.die2();
        if (freeLanding && (m.space() < 0 || m.space() >= s.board().size())) {
            return refuse(s, m, RuleIds.SPECIAL_DICE, null, "reject.dice.name-the-space");
        }
        if (!freeLanding && m.space() >= 0) {
            return refuse(s, m, RuleIds.SPECIAL_DICE, null, "reject.dice.no-chosen-space");
        }
        return null;
    }

    @Override
    public java.util.List<Move.UseDice> choices(GameState s, int seat) {
        // Outside a choice of how to use the throw, the plain use is offered so the view can say why there is none.
        return s.pending() instanceof Pending.DiceChoice ? new Referee().legalMoves(s, seat, Move.UseDice.class)
                : java.util.List.of(new Move.UseDice(seat, DiceUse.SUM));
    }

    @Override
    public boolean movesByTheThrow() {
        return true;
    }
}
