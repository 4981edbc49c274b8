package tutor.rules;

import static tutor.rules.Rejections.money;
import static tutor.rules.Rejections.name;
import static tutor.rules.Rejections.reject;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import tutor.trace.Effect;
import tutor.trace.StepKind;

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
            return reject(s, m, RuleIds.DEBT_NO_SALES, name(s, who) + " owes a payment now, and under this ruleset "
                    + "nothing may be sold to another player while a rent, fine or tax is owed: raise the money from "
                    + "the Bank (sell buildings back, mortgage) or declare bankruptcy.", RuleKey.TRADE_WHILE_OWING);
        }
        if (!debtor) {
            Rejection timing = PropertyChecks.betweenMoves(s, m, RuleIds.TRADE);
            if (timing != null) {
                return timing;
            }
        }
        if (b < 0 || b >= s.players().size() || b == a || s.player(b).out()) {
            return reject(s, m, RuleIds.GAME_OUT, "A trade needs another player who is still in the game.");
        }
        for (Term term : m.terms()) {
            if (term instanceof Term.Loan loan) {
                return reject(s, m, RuleIds.TRADE_NO_LOANS, "Players may not lend each other money (" + money(s, loan.amount())
                        + " here); only the Bank lends, and only against a mortgage.");
            }
            if (term instanceof Term.RentImmunity) {
                return reject(s, m, RuleIds.TRADE_NO_IMMUNITY, "A promise of free rent is not something the rules let "
                        + "players trade; rent is always due on an unmortgaged deed.");
            }
        }
        if (m.gives().isEmpty() && m.gets().isEmpty()) {
            return reject(s, m, RuleIds.TRADE, "Nothing would change hands.");
        }
        if (!s.rules().tradeGiftsAllowed() && (m.gives().isEmpty() || m.gets().isEmpty())) {
            return reject(s, m, RuleIds.TRADE_NO_GIFTS, "Under this ruleset players may not give each other money or "
                    + "property for nothing; a trade needs something on both sides.", RuleKey.TRADE_GIFTS_ALLOWED);
        }
        Rejection side = side(s, m, a, m.gives());
        return side != null ? side : side(s, m, b, m.gets());
    }

    private static Rejection side(GameState s, Move m, int seat, Offer offer) {
        PlayerState pl = s.player(seat);
        if (offer.cash() < 0 || offer.jailCards() < 0) {
            return reject(s, m, RuleIds.TRADE_HOLDINGS, "Amounts in a trade cannot be negative.");
        }
        if (offer.cash() > pl.cash()) {
            return reject(s, m, RuleIds.TRADE_HOLDINGS, name(s, seat) + " offers " + money(s, offer.cash()) + " and has "
                    + money(s, pl.cash()) + " in cash.");
        }
        if (offer.jailCards() > pl.jailCards().size()) {
            return reject(s, m, RuleIds.TRADE_HOLDINGS, name(s, seat) + " holds " + pl.jailCards().size()
                    + " Get Out of Jail Free cards, not " + offer.jailCards() + ".");
        }
        Set<Integer> seen = new HashSet<>();
        for (int deed : offer.deeds()) {
            if (deed < 0 || deed >= s.board().deeds().size() || !seen.add(deed)) {
                return reject(s, m, RuleIds.TRADE_HOLDINGS, "Each deed in a trade must be a real deed, named once.");
            }
            Deed d = s.board().deed(deed);
            if (s.estates().owner(deed) != seat) {
                return reject(s, m, RuleIds.TRADE_HOLDINGS, name(s, seat) + " does not own " + d.name() + ".");
            }
            for (int lot : PropertyChecks.group(s, deed)) {
                if (s.estates().improved(lot)) {
                    return reject(s, m, RuleIds.TRADE_BUILDINGS, d.name() + " cannot change hands while "
                            + s.board().deed(lot).name() + " in its group has buildings; they must be sold to the Bank first. "
                            + "Buildings themselves are never traded.");
                }
            }
        }
        return null;
    }

    static void apply(Play p, Move.Trade m) {
        int a = m.player();
        int b = m.partner();
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.TRADE, p.name(a) + " and " + p.name(b) + " agree a trade: " + p.name(a)
                    + " gives " + describe(p, m.gives()) + " and gets " + describe(p, m.gets()) + ".");
        }
        List<Integer> mortgagedToA = new ArrayList<>();
        List<Integer> mortgagedToB = new ArrayList<>();
        try {
            move(p, a, b, m.gives(), mortgagedToB);
            move(p, b, a, m.gets(), mortgagedToA);
        } finally {
            p.t.close();
        }
        Pending after = p.pending;
        if (!mortgagedToA.isEmpty() && !mortgagedToB.isEmpty()) {
            Mortgages.receive(p, b, mortgagedToB, after);
            Mortgages.receive(p, a, mortgagedToA, p.pending);
        } else if (!mortgagedToA.isEmpty()) {
            Mortgages.receive(p, a, mortgagedToA, after);
        } else if (!mortgagedToB.isEmpty()) {
            Mortgages.receive(p, b, mortgagedToB, after);
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
                p.t.effect(new Effect.StatusChanged(tutor.trace.Arg.player(to), tutor.trace.Msg.of("status.jail-card")));
            }
        }
    }

    private static String describe(Play p, Offer o) {
        List<String> parts = new ArrayList<>();
        if (o.cash() > 0) {
            parts.add(p.money(o.cash()));
        }
        for (int deed : o.deeds()) {
            parts.add(p.board.deed(deed).name() + (p.mortgaged(deed) ? " (mortgaged)" : ""));
        }
        if (o.jailCards() > 0) {
            parts.add(o.jailCards() + " Get Out of Jail Free card" + (o.jailCards() == 1 ? "" : "s"));
        }
        return parts.isEmpty() ? "nothing" : String.join(", ", parts);
    }
}
