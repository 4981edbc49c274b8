package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.player;

import tutor.rules.edition.RuleIds;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;

/** The rule of UseJailFreeCard: a way out of Jail (JailExitRule) for a player holding the card; the card then goes back (Jail). */
final class UseJailFreeCardRule extends JailExitRule<Move.UseJailFreeCard> {

    UseJailFreeCardRule() {
        super(Move.UseJailFreeCard.class, "use-jail-card", "say.use-card", Move.UseJailFreeCard::new, RuleIds.JAIL_USE_CARD);
    }

    @Override
    Rejection ownCheck(GameState s, Move.UseJailFreeCard m) {
        return s.player(m.player()).jailCards().isEmpty()
                ? refuse(s, m, RuleIds.JAIL_USE_CARD, null, "reject.jail.no-card", "player", player(m.player()))
                : null;
    }

    @Override
    public void apply(Play p, GameState s, Move.UseJailFreeCard m) {
        Jail.useCard(p, m.player());
    }
}
