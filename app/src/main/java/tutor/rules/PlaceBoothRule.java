package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.player;

import java.util.List;
import tutor.rules.edition.RuleIds;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of PlaceBooth: when it is allowed, what it does (Cards), and how it reads. */
final class PlaceBoothRule implements MoveRule<Move.PlaceBooth> {
    @Override
    public Class<Move.PlaceBooth> kind() {
        return Move.PlaceBooth.class;
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

    @Override
    public List<String> verbs() {
        return List.of("place-booth");
    }

    @Override
    public String verb(Move.PlaceBooth m) {
        return "place-booth";
    }

    @Override
    public boolean takesDeed() {
        return true;
    }

    @Override
    public Move.PlaceBooth fromVerb(String verb, int player, int deed) {
        return new Move.PlaceBooth(player, deed);
    }

    @Override
    public int concerns(GameState s, Move.PlaceBooth m) {
        return m.deed();
    }

    private static Rejection booth(GameState s, int seat, Move.PlaceBooth m) {
        return s.pending() instanceof Pending.PlaceBooth pb && pb.player() == seat && pb.deeds().contains(m.deed()) ? null
                : refuse(s, m, RuleIds.CARD_FREE_BOOTH, null, "reject.card.free-booth", "player", player(seat));
    }
}
