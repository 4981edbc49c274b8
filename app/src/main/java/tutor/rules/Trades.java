package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import tutor.trace.Effect;
import tutor.trace.Msg;
import tutor.trace.Step;
import tutor.trace.StepKind;
import tutor.trace.Arg;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.CardRef;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Offer;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
import tutor.rules.state.Rejection;
import tutor.rules.state.Term;

/** Agreed trades between two players: cash, unimproved deeds (mortgaged ones too) and jail-free cards. */
final class Trades {

    private Trades() {
    }

    static Rejection check(GameState s, Move.Trade m) {
        int a = m.player();
        int b = m.partner();
        boolean debtor = s.pending() instanceof Pending.Debt d
                && (d.owed().get(0).debtor() == a || d.owed().get(0).debtor() == b);
        if (debtor && !s.rules().tradeWhileOwing()) {
            int who = ((Pending.Debt) s.pending()).owed().get(0).debtor();
            return refuse(s, m, RuleIds.DEBT_NO_SALES, RuleKey.TRADE_WHILE_OWING, "reject.trade.while-owing", "player", player(who));
        }
        if (!debtor) {
            Rejection timing = MoveTiming.betweenMoves(s, m, RuleIds.TRADE);
            if (timing != null) {
                return timing;
            }
        }
        if (b < 0 || b >= s.players().size() || b == a || s.player(b).out()) {
            return refuse(s, m, RuleIds.GAME_OUT, null, "reject.trade.partner");
        }
        for (Term term : m.terms()) {
            if (term instanceof Term.Loan loan) {
                return refuse(s, m, RuleIds.TRADE_NO_LOANS, null, "reject.trade.loan", "amount", money(loan.amount()));
            }
            if (term instanceof Term.RentImmunity) {
                return refuse(s, m, RuleIds.TRADE_NO_IMMUNITY, null, "reject.trade.immunity");
            }
        }
        if (m.gives().isEmpty() && m.gets().isEmpty()) {
            return refuse(s, m, RuleIds.TRADE, null, "reject.trade.nothing");
        }
        if (!s.rules().tradeGiftsAllowed() && (m.gives().isEmpty() || m.gets().isEmpty())) {
            return refuse(s, m, RuleIds.TRADE_NO_GIFTS, RuleKey.TRADE_GIFTS_ALLOWED, "reject.trade.gift");
        }
        Rejection side = side(s, m, a, m.gives());
        return side != null ? side : side(s, m, b, m.gets());
    }

    private static Rejection side(GameState s, Move m, int seat, Offer offer) {
        PlayerState pl = s.player(seat);
        if (offer.cash() < 0 || offer.jailCards() < 0) {
            return refuse(s, m, RuleIds.TRADE_HOLDINGS, null, "reject.trade.negative");
        }
        if (offer.cash() > pl.cash()) {
            return refuse(s, m, RuleIds.TRADE_HOLDINGS, null, "reject.trade.cash", "player", player(seat),
                    "amount", money(offer.cash()), "cash", money(pl.cash()));
        }
        if (offer.jailCards() > pl.jailCards().size()) {
            return refuse(s, m, RuleIds.TRADE_HOLDINGS, null, "reject.trade.cards", "player", player(seat),
                    "held", pl.jailCards().size(), "offered", offer.jailCards());
        }
        Set<Integer> seen = new HashSet<>();
        for (int deed : offer.deeds()) {
            if (deed < 0 || deed >= s.board().deeds().size() || !seen.add(deed)) {
                return refuse(s, m, RuleIds.TRADE_HOLDINGS, null, "reject.trade.deed-once");
            }
            if (s.estates().owner(deed) != seat) {
                return refuse(s, m, RuleIds.TRADE_HOLDINGS, null, "reject.not-owner", "player", player(seat), "deed", deed(deed));
            }
            for (int lot : BuildingPlacement.group(s, deed)) {
                if (s.estates().improved(lot)) {
                    return refuse(s, m, RuleIds.TRADE_BUILDINGS, null, "reject.trade.buildings", "deed", deed(deed),
                            "lot", deed(lot));
                }
            }
        }
        return null;
    }

    /**
     * A trade the rules allow {@code seat} to offer now, or null when none is allowed (not between moves, no partner,
     * nothing either could hand over). Read-only: it tries, with each partner, the least each side could give (a
     * dollar, else a deed of a group without buildings, else a jail-free card), each way and both ways.
     */
    static Move.Trade example(GameState s, int seat) {
        if (seat < 0 || seat >= s.players().size() || s.player(seat).out()) {
            return null;
        }
        Offer mine = least(s, seat);
        for (int partner = 0; partner < s.players().size(); partner++) {
            if (partner == seat || s.player(partner).out()) {
                continue;
            }
            Offer theirs = least(s, partner);
            for (Offer[] way : new Offer[][] {{mine, theirs}, {mine, Offer.NOTHING}, {Offer.NOTHING, theirs}}) {
                if (way[0] == null || way[1] == null || way[0].equals(Offer.NOTHING) && way[1].equals(Offer.NOTHING)) {
                    continue;
                }
                Move.Trade t = new Move.Trade(seat, partner, way[0], way[1]);
                if (Referee.refusal(s, t) == null) {
                    return t;
                }
            }
        }
        return null;
    }

    /** The least a player could hand over in a trade, or null when they hold nothing a trade may move. */
    private static Offer least(GameState s, int seat) {
        PlayerState pl = s.player(seat);
        if (pl.cash() > 0) {
            return Offer.cash(1);
        }
        deeds:
        for (int deed = 0; deed < s.board().deeds().size(); deed++) {
            if (s.estates().owner(deed) == seat) {
                for (int lot : BuildingPlacement.group(s, deed)) {
                    if (s.estates().improved(lot)) {
                        continue deeds;
                    }
                }
                return Offer.deeds(deed);
            }
        }
        return pl.jailCards().isEmpty() ? null : new Offer(0, java.util.List.of(), 1);
    }

    static void apply(Play p, Move.Trade m) {
        int a = m.player();
        int b = m.partner();
        List<Integer> mortgagedToA = new ArrayList<>();
        List<Integer> mortgagedToB = new ArrayList<>();
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.TRADE, "trade.agreed", "a", player(a), "b", player(b),
                "gives", offer(p, m.gives()), "gets", offer(p, m.gets()))) {
            move(p, a, b, m.gives(), mortgagedToB);
            move(p, b, a, m.gets(), mortgagedToA);
        }
        Pending after = p.pending;
        if (!mortgagedToA.isEmpty() && !mortgagedToB.isEmpty()) {
            Mortgages.receive(p, b, mortgagedToB, after, RuleKey.MORTGAGE_INTEREST_PERCENT);
            Mortgages.receive(p, a, mortgagedToA, p.pending, RuleKey.MORTGAGE_INTEREST_PERCENT);
        } else if (!mortgagedToA.isEmpty()) {
            Mortgages.receive(p, a, mortgagedToA, after, RuleKey.MORTGAGE_INTEREST_PERCENT);
        } else if (!mortgagedToB.isEmpty()) {
            Mortgages.receive(p, b, mortgagedToB, after, RuleKey.MORTGAGE_INTEREST_PERCENT);
        }
    }

    private static void move(Play p, int from, int to, Offer offer, List<Integer> mortgaged) {
        if (offer.cash() > 0) {
            p.transfer(from, to, offer.cash(), RuleIds.TRADE);
        }
        for (int deed : offer.deeds()) {
            p.giveDeed(deed, from, to);
            if (p.mortgaged(deed)) {
                mortgaged.add(deed);
            }
        }
        for (int i = 0; i < offer.jailCards(); i++) {
            CardRef card = p.p(from).jailCards().get(0);
            p.setPlayer(from, p.p(from).withoutCard(card));
            p.setPlayer(to, p.p(to).withCard(card));
            if (p.t.on()) {
                p.t.effect(new Effect.StatusChanged(player(to), Msg.of("status.jail-card")));
            }
        }
    }

    /** One side of a trade: its cash, its deeds (marked when mortgaged) and its jail-free cards, in a list; or nothing. */
    private static Msg offer(Play p, Offer o) {
        List<Msg> parts = new ArrayList<>();
        if (o.cash() > 0) {
            parts.add(Msg.of("trade.part.cash", "amount", money(o.cash())));
        }
        for (int deed : o.deeds()) {
            parts.add(Msg.of("trade.part.deed", "deed", deed(deed), "mortgaged", p.mortgaged(deed) ? 1 : 0));
        }
        if (o.jailCards() > 0) {
            parts.add(Msg.of("trade.part.cards", "n", o.jailCards()));
        }
        if (parts.isEmpty()) {
            return Msg.of("trade.part.nothing");
        }
        // A list is a chain of pairs, so a language words the separator, not the engine.
        Msg list = parts.get(parts.size() - 1);
        for (int i = parts.size() - 2; i >= 0; i--) {
            list = Msg.of("trade.parts", "head", parts.get(i), "tail", list);
        }
        return list;
    }

    /** One side of a trade in words: its cash, its deeds, its jail-free cards, or nothing. */
    static Msg offer(Offer o) {
        Msg out = Msg.NONE;
        if (o.cash() > 0) {
            out = Msg.of("value", "v", Arg.money(o.cash()));
        }
        for (int d : o.deeds()) {
            // A language may quote a deed's name in a list (Russian does: «Oriental Avenue»), so a deed has its own message.
            Msg deed = Msg.of("say.trade.deed", "deed", Arg.deed(d));
            out = out.isEmpty() ? deed : Msg.of("list.comma", "head", out, "tail", deed);
        }
        if (o.jailCards() > 0) {
            Msg cards = Msg.of("say.jail-cards", "n", o.jailCards());
            out = out.isEmpty() ? cards : Msg.of("list.comma", "head", out, "tail", cards);
        }
        return out.isEmpty() ? Msg.of("say.nothing") : out;
    }
}
