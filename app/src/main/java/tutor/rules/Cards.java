package tutor.rules;

import tutor.trace.Effect;
import tutor.trace.StepKind;

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
        if (p.rules.cardsReshuffled() && p.decks[deckIndex].allPlayed()) {
            reshuffle(p, deckIndex, def);
        }
        DeckState deck = p.decks[deckIndex];
        int printed = deck.top();
        Card card = def.cards().get(printed);
        boolean keep = card.effect() instanceof CardEffect.GetOutOfJailFree;
        p.decks[deckIndex] = keep ? deck.withoutTop() : deck.topToBottom();
        p.events.add(new Event.CardDrawn(seat, def.id(), card.id()));
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.CARD_DRAW, p.name(seat) + " draws the top " + def.name()
                    + " card: \"" + card.text() + "\"");
            p.t.input("card", card.id());
            p.t.result(keep ? "the card is kept" : p.rules.cardsReshuffled() ? "the card goes to the Bank's pile once followed"
                    : "the card goes to the bottom of its deck once followed");
        }
        try {
            if (card.effect() instanceof CardEffect.FreeBooth fb) {
                freeBooth(p, seat, fb.group(), deckIndex, redraws);
            } else {
                follow(p, seat, card, new CardRef(deckIndex, printed));
            }
        } finally {
            p.t.close();
        }
    }

    /** Every card of the deck has been drawn: where the ruleset says so, the Bank shuffles it anew before the next draw. */
    private static void reshuffle(Play p, int deckIndex, DeckDef def) {
        Setup.Shuffled shuffled = Setup.shuffle(p.decks[deckIndex].size(), p.dice);
        p.dice = shuffled.dice();
        p.decks[deckIndex] = p.decks[deckIndex].reshuffled(shuffled.order());
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.CARD_RESHUFFLE, "Every " + def.name() + " card has been drawn, so the Bank "
                    + "shuffles the deck anew before the next card is taken.");
            p.cite(RuleKey.CARDS_RESHUFFLED);
            p.t.result("the " + def.name() + " deck is in a new order");
            p.t.close();
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
            step(p, RuleIds.BOOTH_LIMIT, p.name(seat) + " has no ticket booth left to place, so the card does nothing.");
            p.cite(RuleKey.BOOTH_LIMIT);
            p.t.close();
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
            step(p, RuleIds.CARD_FREE_BOOTH, "Both amusements of the group belong to " + p.name(owner)
                    + ", and a pair cannot be broken, so the card is set aside and " + p.name(seat) + " draws another.");
            p.t.close();
            if (redraws + 1 < p.decks[deckIndex].size()) {
                drawFrom(p, seat, deckIndex, redraws + 1);
            }
            return;
        }
        java.util.List<Integer> choices = !empty.isEmpty() ? empty : others;
        if (choices.size() == 1) {
            placeBooth(p, seat, choices.get(0));
        } else {
            p.pending = new Pending.PlaceBooth(seat, choices);
            step(p, RuleIds.CARD_FREE_BOOTH, p.name(seat) + " chooses where the free ticket booth goes: "
                    + (empty.isEmpty() ? "in place of another player's booth" : "on either empty amusement") + ".");
            p.t.close();
        }
    }

    /** The free booth goes on the amusement; a booth already there goes back to its owner. */
    static void placeBooth(Play p, int seat, int deed) {
        int before = p.owner(deed);
        step(p, RuleIds.CARD_FREE_BOOTH, p.name(seat) + " places a free ticket booth on " + p.board.deed(deed).name()
                + (before == Estates.BANK ? "." : "; " + p.name(before) + "'s booth there goes back to " + p.name(before) + "."));
        try {
            p.giveDeed(deed, before, seat);
        } finally {
            p.t.close();
        }
    }

    /** A card already played is followed again (a jackpot privilege); it stays where it is in its deck. */
    static void reuse(Play p, int seat, int deckIndex, int printed) {
        DeckDef def = p.table.cards().decks().get(deckIndex);
        Card card = def.cards().get(printed);
        p.events.add(new Event.CardDrawn(seat, def.id(), card.id()));
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.POT_PRIVILEGE, p.name(seat) + " uses the " + def.name()
                    + " card \"" + card.text() + "\" again.");
            p.t.input("card", card.id());
        }
        try {
            follow(p, seat, card, new CardRef(deckIndex, printed));
        } finally {
            p.t.close();
        }
    }

    private static void follow(Play p, int seat, Card card, CardRef ref) {
        CardEffect e = card.effect();
        if (e instanceof CardEffect.Advance a) {
            step(p, RuleIds.CARD_ADVANCE, p.name(seat) + " advances to " + p.spaceName(a.space())
                    + "; passing or reaching GO pays the salary.");
            try {
                Movement.advanceTo(p, seat, a.space());
            } finally {
                p.t.close();
            }
            Landing.land(p, seat, Arrival.byCard(card.id()));
        } else if (e instanceof CardEffect.Back b) {
            step(p, RuleIds.CARD_BACK, p.name(seat) + " goes back " + b.spaces() + " spaces; going back past GO pays nothing.");
            try {
                Movement.back(p, seat, b.spaces());
            } finally {
                p.t.close();
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
            Movement.toJail(p, seat, RuleIds.JAIL_ENTER_CARD, p.name(seat) + " drew a card that says go to Jail.");
        } else if (e instanceof CardEffect.GetOutOfJailFree) {
            keep(p, seat, ref);
        } else {
            throw new IllegalStateException("unhandled card effect " + e);
        }
    }

    private static void nearest(Play p, int seat, SpaceKind kind, String ruleId, Arrival how) {
        int target = Movement.nearestAhead(p, p.p(seat).position(), kind);
        step(p, ruleId, "The nearest " + (kind == SpaceKind.RAILROAD ? "railroad" : "utility")
                + " ahead is " + p.spaceName(target) + ".");
        try {
            Movement.advanceTo(p, seat, target);
        } finally {
            p.t.close();
        }
        Landing.land(p, seat, how);
    }

    private static void bank(Play p, int seat, int amount, boolean collect) {
        String ruleId = collect ? RuleIds.CARD_COLLECT : RuleIds.CARD_PAY;
        step(p, ruleId, collect ? "The Bank pays " + p.name(seat) + " " + p.money(amount) + "."
                : p.name(seat) + " pays the Bank " + p.money(amount) + ".");
        try {
            if (collect) {
                p.transfer(Estates.BANK, seat, amount, ruleId);
            } else {
                p.charge(seat, p.payee(RuleKey.POT_TAKES_CARD_PAYMENTS), amount, ruleId);
            }
        } finally {
            p.t.close();
        }
    }

    /**
     * Pays every other player still in the game, in seat order from the drawer's left.
     * What the cash cannot cover is owed, in that same order.
     */
    private static void payEach(Play p, int seat, int amount) {
        int others = others(p, seat);
        step(p, RuleIds.CARD_PAY_EACH, p.name(seat) + " pays " + p.money(amount) + " to each of the "
                + others + " other players, starting at the left.");
        if (p.t.on()) {
            p.t.arithmetic(others + " x " + p.money(amount) + " = " + p.money(others * amount));
        }
        try {
            for (int i = 1; i < p.players.length; i++) {
                int other = (seat + i) % p.players.length;
                if (!p.p(other).out()) {
                    p.charge(seat, other, amount, RuleIds.CARD_PAY_EACH);
                }
            }
        } finally {
            p.t.close();
        }
    }

    private static void collectEach(Play p, int seat, int amount) {
        int others = others(p, seat);
        step(p, RuleIds.CARD_COLLECT_EACH, "Each of the " + others + " other players pays " + p.name(seat)
                + " " + p.money(amount) + ".");
        if (p.t.on()) {
            p.t.arithmetic(others + " x " + p.money(amount) + " = " + p.money(others * amount));
        }
        try {
            fromEachOther(p, seat, amount, RuleIds.CARD_COLLECT_EACH);
        } finally {
            p.t.close();
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
        step(p, RuleIds.CARD_REPAIRS, p.name(seat) + " pays for " + houses + (houses == 1 ? " house" : " houses")
                + " and " + hotels + (hotels == 1 ? " hotel" : " hotels") + "; a hotel counts once, as a hotel.");
        try {
            if (p.t.on()) {
                p.t.arithmetic(houses + " x " + p.money(r.perHouse()) + " + " + hotels + " x " + p.money(r.perHotel())
                        + " = " + p.money(total));
            }
            if (total > 0) {
                p.charge(seat, p.payee(RuleKey.POT_TAKES_CARD_PAYMENTS), total, RuleIds.CARD_REPAIRS);
            }
        } finally {
            p.t.close();
        }
    }

    private static void keep(Play p, int seat, CardRef ref) {
        p.setPlayer(seat, p.p(seat).withCard(ref));
        if (p.t.on()) {
            p.t.open(StepKind.CHANGE, RuleIds.CARD_JAIL_FREE_KEEP, p.name(seat)
                    + " keeps the card until it is used or sold; then it goes back under its deck.");
            p.t.effect(new Effect.StatusChanged(tutor.trace.Arg.player(seat), tutor.trace.Msg.of("status.jail-card")));
            p.t.close();
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

    /** Opens a rule step when tracing; the caller closes it in a finally. */
    private static void step(Play p, String ruleId, String text) {
        if (p.t.on()) {
            p.t.open(StepKind.RULE, ruleId, text);
        }
    }
}
