package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import java.util.List;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.JackpotPrize;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of ClaimJackpot: when it is allowed, what it does (Jackpot), and how it reads. */
final class ClaimJackpotRule extends OneWordRule<Move.ClaimJackpot> {

    ClaimJackpotRule() {
        super(Move.ClaimJackpot.class, "claim-jackpot");
    }

    @Override
    public void apply(Play p, GameState s, Move.ClaimJackpot m) {
        Jackpot.claim(p, m.player(), m, m.prize() == JackpotPrize.HOUSES ? Jackpot.housePlan(s, m.player(), m.deed()) : List.of());
    }

    @Override
    public Msg describe(GameState s, Move.ClaimJackpot m) {
        return switch (m.prize()) {
        case CASH -> Msg.of("say.jackpot.cash", "player", Arg.player(m.player()), "amount", Arg.money(s.pot()));
        case DEED -> Msg.of("say.jackpot.deed", "player", Arg.player(m.player()), "deed", Arg.deed(m.deed()));
        case HOUSES -> Msg.of("say.jackpot.houses", "player", Arg.player(m.player()), "n", s.rules().potPrivilegeHouses(),
                "group", Arg.group(s.board().deed(m.deed()).group()));
        case CARD -> Msg.of("say.jackpot.card", "player", Arg.player(m.player()), "card", Arg.card(m.deck(), m.card()));
        case COLLECT -> Msg.of("say.jackpot.collect", "player", Arg.player(m.player()), "amount", Arg.money(s.rules().potPrivilegeCollect()));
    };
    }

    @Override
    public Rejection check(GameState s, Move.ClaimJackpot m) {
        int seat = m.player();
        if (!(s.pending() instanceof Pending.JackpotChoice c) || c.player() != seat) {
            return refuse(s, m, RuleIds.POT_PRIVILEGE, RuleKey.POT_PRIVILEGE_AT, "reject.jackpot.not-yours",
                    "amount", money(s.rules().potPrivilegeAt()));
        }
        return switch (m.prize()) {
            case CASH, COLLECT -> null;
            case DEED -> m.deed() >= 0 && m.deed() < s.board().deeds().size() && s.estates().owner(m.deed()) == Estates.BANK
                    ? null : refuse(s, m, RuleIds.POT_PRIVILEGE, null, "reject.jackpot.deed-not-bank");
            case HOUSES -> Jackpot.housePlan(s, seat, m.deed()).isEmpty()
                    ? refuse(s, m, RuleIds.POT_PRIVILEGE, null, "reject.jackpot.no-house", "player", player(seat))
                    : null;
            case CARD -> Jackpot.playedCard(s, m.deck(), m.card()) ? null
                    : refuse(s, m, RuleIds.POT_PRIVILEGE, null, "reject.jackpot.card-not-played");
        };
    }

    @Override
    public java.util.List<Move.ClaimJackpot> choices(GameState s, int seat) {
        return s.pending() instanceof Pending.JackpotChoice ? new Referee().legalMoves(s, seat, Move.ClaimJackpot.class) : java.util.List.of();
    }
}
