package tutor.rules;

import tutor.trace.Effect;
import tutor.trace.StepKind;

/** Leaving Jail: the fine, the card, doubles, and the forced fine after the last failed throw. */
final class Jail {

    private Jail() {
    }

    /**
     * Pays the fine. Usually before throwing, and the player then throws and moves as usual. Where
     * leaving Jail takes the whole turn, the token goes to Just Visiting and the fine is owed even
     * if the cash is short (the player must then raise it).
     */
    static void payFine(Play p, int seat) {
        int fine = p.rules.jailFine();
        boolean waits = p.rules.jailExitEndsTurn();
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.JAIL_PAY_FINE, waits
                    ? p.name(seat) + " pays the fine and leaves Jail."
                    : p.name(seat) + " pays the fine before throwing, leaves Jail, and now throws and moves as usual "
                    + "(doubles earn another throw).");
            p.cite(RuleKey.JAIL_FINE);
            p.t.arithmetic("fine = " + p.money(fine));
        }
        try {
            if (waits) {
                release(p, seat, RuleIds.JAIL_PAY_FINE);
                waitForNextTurn(p, seat);
                p.charge(seat, p.payee(RuleKey.POT_TAKES_JAIL_FINES), fine, RuleIds.JAIL_PAY_FINE);
            } else {
                p.transfer(seat, p.payee(RuleKey.POT_TAKES_JAIL_FINES), fine, RuleIds.JAIL_PAY_FINE);
                release(p, seat, RuleIds.JAIL_PAY_FINE);
                p.pending = new Pending.AwaitRoll(seat);
            }
        } finally {
            p.t.close();
        }
    }

    /** Where leaving Jail takes the turn: the token stands on Just Visiting and the next throw comes next turn. */
    private static void waitForNextTurn(Play p, int seat) {
        p.rollAgain = false;
        p.setPlayer(seat, p.p(seat).mark(PlayerState.MARK_LEFT_JAIL_WAITING));
        p.pending = new Pending.TurnOver(seat);
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.JAIL_EXIT_WAITS, p.name(seat) + " now stands on Just Visiting and "
                    + "throws on the next turn; leaving Jail takes this whole turn.");
            p.cite(RuleKey.JAIL_EXIT_ENDS_TURN);
            p.t.close();
        }
    }

    /** Plays a Get Out of Jail Free card; it goes back to the bottom of the deck it came from. */
    static void useCard(Play p, int seat) {
        CardRef card = p.p(seat).jailCards().get(0);
        DeckDef deck = p.table.cards().decks().get(card.deck());
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.JAIL_USE_CARD, p.name(seat) + " plays a Get Out of Jail Free card and "
                    + "leaves Jail" + (p.rules.jailExitEndsTurn() ? "." : ", and now throws and moves as usual."));
        }
        try {
            p.setPlayer(seat, p.p(seat).withoutCard(card));
            p.decks[card.deck()] = p.decks[card.deck()].withAtBottom(card.card());
            if (p.t.on()) {
                p.t.leaf(StepKind.CHANGE, RuleIds.CARD_JAIL_FREE_RETURN, "The card goes back to the bottom of the "
                        + deck.name() + " deck.");
            }
            release(p, seat, RuleIds.JAIL_USE_CARD);
            if (p.rules.jailExitEndsTurn()) {
                waitForNextTurn(p, seat);
            } else {
                p.pending = new Pending.AwaitRoll(seat);
            }
        } finally {
            p.t.close();
        }
    }

    /** A throw made in Jail: doubles free the player; the last failed throw forces the fine. */
    static void rollInJail(Play p, int seat, Roll roll) {
        PlayerState pl = p.p(seat);
        int attempt = pl.jailThrows() + 1;
        int allowed = p.rules.jailTurns();
        if (roll.isDouble()) {
            if (p.t.on()) {
                p.t.open(StepKind.RULE, RuleIds.JAIL_DOUBLES, p.name(seat) + " threw doubles (" + roll
                        + ") on turn " + attempt + " in Jail, leaves Jail and moves by that throw. "
                        + "Leaving Jail on doubles does not earn another throw.");
                p.cite(RuleKey.JAIL_TURNS);
            }
            try {
                release(p, seat, RuleIds.JAIL_DOUBLES);
                p.rollAgain = false;
                Movement.forward(p, seat, roll.total());
            } finally {
                p.t.close();
            }
            Landing.land(p, seat, Arrival.byThrow(roll.total()));
            return;
        }
        if (attempt < allowed) {
            p.setPlayer(seat, pl.withJail(true, attempt));
            p.rollAgain = false;
            p.pending = new Pending.TurnOver(seat);
            if (p.t.on()) {
                p.t.open(StepKind.RULE, RuleIds.JAIL_STAY, p.name(seat) + " threw " + roll + ", not doubles, on turn "
                        + attempt + " of " + allowed + " in Jail, so stays in Jail and does not move.");
                p.cite(RuleKey.JAIL_TURNS);
                p.t.result((allowed - attempt) + (allowed - attempt == 1 ? " turn" : " turns") + " left to throw doubles");
                p.t.close();
            }
            return;
        }
        int fine = p.rules.jailFine();
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.JAIL_FORCED_FINE, p.name(seat) + " threw " + roll + ", not doubles, on the "
                    + "last allowed turn in Jail (" + allowed + "), so must pay the fine now and then move by this throw.");
            p.cite(RuleKey.JAIL_TURNS);
            p.t.arithmetic("fine = " + p.money(fine));
        }
        try {
            p.rollAgain = false;
            if (p.charge(seat, p.payee(RuleKey.POT_TAKES_JAIL_FINES), fine, RuleIds.JAIL_FORCED_FINE)) {
                release(p, seat, RuleIds.JAIL_FORCED_FINE);
                Movement.forward(p, seat, roll.total());
            } else {
                p.setPlayer(seat, pl.withJail(true, attempt));
                p.moveAfterDebt = roll.total();
            }
        } finally {
            p.t.close();
        }
        if (p.owed.isEmpty()) {
            Landing.land(p, seat, Arrival.byThrow(roll.total()));
        }
    }

    /** The forced fine, owed as a debt, is now paid: the player leaves Jail and moves by the throw that failed. */
    static void moveAfterForcedFine(Play p, int seat, int total) {
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.JAIL_FORCED_FINE, "With the fine paid, " + p.name(seat)
                    + " leaves Jail and moves by the throw of " + total + ".");
        }
        try {
            release(p, seat, RuleIds.JAIL_FORCED_FINE);
            p.rollAgain = false;
            p.pending = null;
            Movement.forward(p, seat, total);
        } finally {
            p.t.close();
        }
        Landing.land(p, seat, Arrival.byThrow(total));
    }

    /** Sells a Get Out of Jail Free card; allowed at any agreed price, even to or from a jailed player. */
    static void sellCard(Play p, int seller, int buyer, int price) {
        CardRef card = p.p(seller).jailCards().get(0);
        notePrivilege(p, seller, "jail.privilege.trades");
        notePrivilege(p, buyer, "jail.privilege.trades");
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.CARD_JAIL_FREE_SELL, p.name(seller) + " sells a Get Out of Jail Free card to "
                    + p.name(buyer) + " for " + p.money(price) + ", a price both agreed.");
        }
        try {
            p.transfer(buyer, seller, price, RuleIds.CARD_JAIL_FREE_SELL);
            p.setPlayer(seller, p.p(seller).withoutCard(card));
            p.setPlayer(buyer, p.p(buyer).withCard(card));
            p.events.add(new Event.JailCardSold(seller, buyer, price));
            if (p.t.on()) {
                p.t.effect(new Effect.StatusChanged(tutor.trace.Arg.player(buyer), tutor.trace.Msg.of("status.jail-card")));
            }
        } finally {
            p.t.close();
        }
    }

    /** Says, for a player in Jail, that the action is still theirs to take; people often think otherwise. */
    static void notePrivilege(Play p, int seat, String whatMsgId) {
        if (p.t.on() && p.p(seat).inJail()) {
            p.t.note(StepKind.RULE, RuleIds.JAIL_PRIVILEGES, "jail.privilege", "player", tutor.trace.Arg.player(seat),
                    "what", tutor.trace.Msg.of(whatMsgId));
        }
    }

    private static void release(Play p, int seat, String ruleId) {
        p.setPlayer(seat, p.p(seat).withJail(false, 0));
        p.events.add(new Event.LeftJail(seat, ruleId));
        if (p.t.on()) {
            p.t.effect(new Effect.StatusChanged(tutor.trace.Arg.player(seat), tutor.trace.Msg.of("status.out-of-jail")));
        }
    }
}
