package tutor.rules;

import static tutor.trace.Arg.card;
import static tutor.trace.Arg.deck;
import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;
import static tutor.trace.Arg.space;

import tutor.trace.Arg;
import tutor.trace.Effect;
import tutor.trace.Msg;
import tutor.trace.Step;
import tutor.trace.StepKind;
import tutor.rules.edition.Card;
import tutor.rules.edition.CardEffect;
import tutor.rules.edition.DeckDef;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.Space;
import tutor.rules.edition.SpaceKind;
import tutor.rules.state.CardRef;
import tutor.rules.state.DeckState;
import tutor.rules.state.Estates;
import tutor.rules.state.Event;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;

/** Drawing a Chance or Community Chest card and following it. */
final class Cards {

    private Cards() {
    }

    static void draw(Play p, int seat, Space space) {
        drawFrom(p, seat, p.table.cards().deckIndex(space.deckId()), 0);
    }

    /** Draws the top card of a deck; {@code redraws} counts cards already set aside this turn (a free booth with nowhere to go). */
    private static void drawFrom(Play p, int seat, int deckIndex, int redraws) {
        DeckDef def = p.table.cards().decks().get(deckIndex);
        if (p.rules.cardsReshuffled() && p.deck(deckIndex).allPlayed()) {
            reshuffle(p, deckIndex);
        }
        DeckState deck = p.deck(deckIndex);
        int printed = deck.top();
        Card card = def.cards().get(printed);
        boolean keep = card.effect() instanceof CardEffect.GetOutOfJailFree;
        p.setDeck(deckIndex, keep ? deck.withoutTop() : deck.topToBottom());
        p.events.add(new Event.CardDrawn(seat, def.id(), card.id()));
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.CARD_DRAW, "cards.draws", "player", player(seat),
                "deck", deck(deckIndex), "card", card(deckIndex, printed))) {
            p.t.outcome(keep ? "cards.kept" : p.rules.cardsReshuffled() ? "cards.to-bank-pile" : "cards.to-bottom");
            if (card.effect() instanceof CardEffect.FreeBooth fb) {
                freeBooth(p, seat, fb.group(), deckIndex, redraws);
            } else {
                follow(p, seat, card, new CardRef(deckIndex, printed));
            }
        }
    }

    /** Every card of the deck has been drawn: where the ruleset says so, the Bank shuffles it anew before the next draw. */
    private static void reshuffle(Play p, int deckIndex) {
        Setup.Shuffled shuffled = Setup.shuffle(p.deck(deckIndex).size(), p.dice);
        p.diceAfter(shuffled.dice());
        p.setDeck(deckIndex, p.deck(deckIndex).reshuffled(shuffled.order()));
        try (Step st = p.t.step(StepKind.RULE, RuleIds.CARD_RESHUFFLE, "cards.reshuffle", "deck", deck(deckIndex))) {
            p.cite(RuleKey.CARDS_RESHUFFLED);
            p.t.outcome("cards.new-order", "deck", deck(deckIndex));
        }
    }

    /**
     * Monopoly Junior's free ticket booth: on an empty amusement of the group; if both are taken by
     * different players, in place of one of theirs (the player chooses, never replacing their own);
     * if one player has both, the card is set aside and another drawn.
     */
    private static void freeBooth(Play p, int seat, int group, int deckIndex, int redraws) {
        int[] lots = p.board.groupDeedIds(group);
        int held = 0;
        for (Deed d : p.board.deeds()) {
            held += p.owner(d.id()) == seat ? 1 : 0;
        }
        if (!p.rules.boothLeft(held, p.players.length)) {
            try (Step st = p.t.step(StepKind.RULE, RuleIds.BOOTH_LIMIT, "cards.no-booth-left", "player", player(seat))) {
                p.cite(RuleKey.BOOTH_LIMIT);
            }
            return;
        }
        java.util.List<Integer> empty = new java.util.ArrayList<>();
        java.util.List<Integer> others = new java.util.ArrayList<>();
        java.util.Set<Integer> owners = new java.util.HashSet<>();
        for (int lot : lots) {
            int owner = p.owner(lot);
            if (owner == Estates.BANK) {
                empty.add(lot);
            } else {
                owners.add(owner);
                if (owner != seat) {
                    others.add(lot);
                }
            }
        }
        if (empty.isEmpty() && owners.size() == 1) {
            int owner = owners.iterator().next();
            p.t.note(StepKind.RULE, RuleIds.CARD_FREE_BOOTH, "cards.pair-held", "owner", player(owner), "player", player(seat));
            if (redraws + 1 < p.deck(deckIndex).size()) {
                drawFrom(p, seat, deckIndex, redraws + 1);
            }
            return;
        }
        java.util.List<Integer> choices = !empty.isEmpty() ? empty : others;
        if (choices.size() == 1) {
            placeBooth(p, seat, choices.get(0));
        } else {
            p.waitFor(new Pending.PlaceBooth(seat, choices));
            p.t.note(StepKind.RULE, RuleIds.CARD_FREE_BOOTH, empty.isEmpty() ? "cards.booth-replaces" : "cards.booth-either",
                    "player", player(seat));
        }
    }

    /** The free booth goes on the amusement; a booth already there goes back to its owner. */
    static void placeBooth(Play p, int seat, int deed) {
        int before = p.owner(deed);
        try (Step st = p.t.step(StepKind.RULE, RuleIds.CARD_FREE_BOOTH, before == Estates.BANK ? "cards.places-booth"
                : "cards.places-booth-over", "player", player(seat), "deed", deed(deed), "before", player(before))) {
            p.giveDeed(deed, before, seat);
        }
    }

    /** A card already played is followed again (a jackpot privilege); it stays where it is in its deck. */
    static void reuse(Play p, int seat, int deckIndex, int printed) {
        DeckDef def = p.table.cards().decks().get(deckIndex);
        Card card = def.cards().get(printed);
        p.events.add(new Event.CardDrawn(seat, def.id(), card.id()));
        try (Step st = p.t.step(StepKind.RULE, RuleIds.POT_PRIVILEGE, "cards.reuses", "player", player(seat),
                "deck", deck(deckIndex), "card", card(deckIndex, printed))) {
            follow(p, seat, card, new CardRef(deckIndex, printed));
        }
    }

    private static void follow(Play p, int seat, Card card, CardRef ref) {
        CardEffect e = card.effect();
        if (e instanceof CardEffect.Advance a) {
            try (Step st = p.t.step(StepKind.RULE, RuleIds.CARD_ADVANCE, "cards.advance", "player", player(seat),
                    "space", space(a.space()))) {
                Movement.advanceTo(p, seat, a.space());
            }
            Landing.land(p, seat, Arrival.byCard(card.id()));
        } else if (e instanceof CardEffect.Back b) {
            try (Step st = p.t.step(StepKind.RULE, RuleIds.CARD_BACK, "cards.back", "player", player(seat), "n", b.spaces())) {
                Movement.back(p, seat, b.spaces());
            }
            Landing.land(p, seat, Arrival.byCard(card.id()));
        } else if (e instanceof CardEffect.NearestRailroad r) {
            nearest(p, seat, SpaceKind.RAILROAD, RuleIds.CARD_NEAREST_RAILROAD, new Arrival(0, r.multiplier(), 0, card.id()));
        } else if (e instanceof CardEffect.NearestUtility u) {
            nearest(p, seat, SpaceKind.UTILITY, RuleIds.CARD_NEAREST_UTILITY, new Arrival(0, 1, u.multiplier(), card.id()));
        } else if (e instanceof CardEffect.Collect c) {
            bank(p, seat, c.amount(), true);
        } else if (e instanceof CardEffect.Pay c) {
            bank(p, seat, c.amount(), false);
        } else if (e instanceof CardEffect.PayEachPlayer each) {
            payEach(p, seat, each.amount());
        } else if (e instanceof CardEffect.CollectFromEachPlayer each) {
            collectEach(p, seat, each.amount());
        } else if (e instanceof CardEffect.Repairs r) {
            repairs(p, seat, r);
        } else if (e instanceof CardEffect.GoToJail) {
            Movement.toJail(p, seat, RuleIds.JAIL_ENTER_CARD, Msg.of("cards.go-to-jail", "player", player(seat)));
        } else if (e instanceof CardEffect.GetOutOfJailFree) {
            keep(p, seat, ref);
        } else {
            throw new IllegalStateException("unhandled card effect " + e);
        }
    }

    private static void nearest(Play p, int seat, SpaceKind kind, String ruleId, Arrival how) {
        int target = Movement.nearestAhead(p, p.p(seat).position(), kind);
        try (Step st = p.t.step(StepKind.RULE, ruleId, kind == SpaceKind.RAILROAD ? "cards.nearest-railroad"
                : "cards.nearest-utility", "space", space(target))) {
            Movement.advanceTo(p, seat, target);
        }
        Landing.land(p, seat, how);
    }

    private static void bank(Play p, int seat, int amount, boolean collect) {
        String ruleId = collect ? RuleIds.CARD_COLLECT : RuleIds.CARD_PAY;
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, ruleId, collect ? "cards.bank-pays" : "cards.pays-bank", "player", player(seat),
                "amount", money(amount))) {
            if (collect) {
                p.transfer(Estates.BANK, seat, amount, ruleId);
            } else {
                p.charge(seat, p.payee(RuleKey.POT_TAKES_CARD_PAYMENTS), amount, ruleId);
            }
        }
    }

    /**
     * Pays every other player still in the game, in seat order from the drawer's left.
     * What the cash cannot cover is owed, in that same order.
     */
    private static void payEach(Play p, int seat, int amount) {
        int others = others(p, seat);
        try (Step st = p.t.step(StepKind.RULE, RuleIds.CARD_PAY_EACH, "cards.pay-each", "player", player(seat),
                "amount", money(amount), "n", others)) {
            p.t.calc("cards.each-times", "n", others, "amount", money(amount), "total", money(others * amount));
            for (int i = 1; i < p.players.length; i++) {
                int other = (seat + i) % p.players.length;
                if (!p.p(other).out()) {
                    p.charge(seat, other, amount, RuleIds.CARD_PAY_EACH);
                }
            }
        }
    }

    private static void collectEach(Play p, int seat, int amount) {
        int others = others(p, seat);
        try (Step st = p.t.step(StepKind.RULE, RuleIds.CARD_COLLECT_EACH, "cards.collect-each", "player", player(seat),
                "amount", money(amount), "n", others)) {
            p.t.calc("cards.each-times", "n", others, "amount", money(amount), "total", money(others * amount));
            fromEachOther(p, seat, amount, RuleIds.CARD_COLLECT_EACH);
        }
    }

    /** Every other player still in owes the player a sum, in seat order from the left (a debt where cash is short). */
    static void fromEachOther(Play p, int seat, int amount, String ruleId) {
        for (int i = 1; i < p.players.length; i++) {
            int other = (seat + i) % p.players.length;
            if (!p.p(other).out()) {
                p.charge(other, seat, amount, ruleId);
            }
        }
    }

    private static void repairs(Play p, int seat, CardEffect.Repairs r) {
        int houses = 0;
        int hotels = 0;
        for (Deed d : p.board.deeds()) {
            if (p.owner(d.id()) == seat) {
                houses += p.houses(d.id());
                hotels += p.hotel(d.id()) ? 1 : 0;
            }
        }
        int total = houses * r.perHouse() + hotels * r.perHotel();
        try (Step st = p.t.step(StepKind.RULE, RuleIds.CARD_REPAIRS, "cards.repairs", "player", player(seat),
                "houses", houses, "hotels", hotels)) {
            p.t.calc("cards.repairs-sum", "houses", houses, "per_house", money(r.perHouse()), "hotels", hotels,
                    "per_hotel", money(r.perHotel()), "total", money(total));
            if (total > 0) {
                p.charge(seat, p.payee(RuleKey.POT_TAKES_CARD_PAYMENTS), total, RuleIds.CARD_REPAIRS);
            }
        }
    }

    private static void keep(Play p, int seat, CardRef ref) {
        p.setPlayer(seat, p.p(seat).withCard(ref));
        try (Step st = p.t.step(StepKind.CHANGE, RuleIds.CARD_JAIL_FREE_KEEP, "cards.keeps", "player", player(seat))) {
            if (p.t.on()) {
                p.t.effect(new Effect.StatusChanged(player(seat), Msg.of("status.jail-card")));
            }
        }
    }

    private static int others(Play p, int seat) {
        int n = 0;
        for (int i = 0; i < p.players.length; i++) {
            if (i != seat && !p.p(i).out()) {
                n++;
            }
        }
        return n;
    }
}
