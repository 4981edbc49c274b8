package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.player;

import tutor.rules.edition.RuleIds;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of PlaceBooth: when it is allowed, what it does (Cards), and how it reads. */
final class PlaceBoothRule extends DeedMoveRule<Move.PlaceBooth> {

    PlaceBoothRule() {
        super(Move.PlaceBooth.class, "place-booth", Move.PlaceBooth::new, Move.PlaceBooth::deed);
    }

    @Override
    public Rejection check(GameState s, Move.PlaceBooth m) {
        return booth(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.PlaceBooth m) {
        Cards.placeBooth(p, m.player(), m.deed());
    }

    @Override
    public Msg describe(GameState s, Move.PlaceBooth m) {
        return Msg.of("say.booth", "player", Arg.player(m.player()), "deed", Arg.deed(m.deed()));
    }

    private static Rejection booth(GameState s, int seat, Move.PlaceBooth m) {
        return s.pending() instanceof Pending.PlaceBooth pb && pb.player() == seat && pb.deeds().contains(m.deed()) ? null
                : refuse(s, m, RuleIds.CARD_FREE_BOOTH, null, "reject.card.free-booth", "player", player(seat));
    }

    @Override
    public java.util.List<Move.PlaceBooth> choices(GameState s, int seat) {
        return s.pending() instanceof Pending.PlaceBooth pb
                ? pb.deeds().stream().map(d -> new Move.PlaceBooth(seat, d)).toList() : java.util.List.of();
    }
}
