package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.player;

import java.util.List;
import tutor.rules.edition.RuleIds;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.PlayerState;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of UseJailFreeCard: when it is allowed, what it does (Jail), and how it reads. */
final class UseJailFreeCardRule extends PlainMoveRule<Move.UseJailFreeCard> {

    UseJailFreeCardRule() {
        super(Move.UseJailFreeCard.class, "use-jail-card", Move.UseJailFreeCard::new);
    }

    @Override
    public Rejection check(GameState s, Move.UseJailFreeCard m) {
        int seat = m.player();
        Rejection exit = Decisions.jailExit(s, seat, m, RuleIds.JAIL_USE_CARD);
        if (exit != null) {
            return exit;
        }
        PlayerState pl = s.player(seat);
        return pl.jailCards().isEmpty()
                ? refuse(s, m, RuleIds.JAIL_USE_CARD, null, "reject.jail.no-card", "player", player(seat))
                : null;
    }

    @Override
    public void apply(Play p, GameState s, Move.UseJailFreeCard m) {
        Jail.useCard(p, m.player());
    }

    @Override
    public Msg describe(GameState s, Move.UseJailFreeCard m) {
        return Msg.of("say.use-card", "player", Arg.player(m.player()));
    }

    @Override
    public java.util.List<Move.UseJailFreeCard> candidates(GameState s, int seat) {
        return java.util.List.of(new Move.UseJailFreeCard(seat));
    }

    @Override
    public boolean triesJailExit() {
        return true;
    }
}
