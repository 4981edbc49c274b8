package tutor.rules;

import static tutor.trace.Arg.deck;
import static tutor.trace.Arg.dice;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import tutor.trace.Effect;
import tutor.trace.Msg;
import tutor.trace.Step;
import tutor.trace.StepKind;
import tutor.trace.Arg;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.CardRef;
import tutor.rules.state.Event;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
import tutor.rules.state.Rejection;
import tutor.rules.state.Roll;

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
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.JAIL_PAY_FINE, waits ? "jail.pays-fine" : "jail.pays-fine-then-throws",
                "player", player(seat))) {
            p.cite(RuleKey.JAIL_FINE);
            if (p.p(seat).jailThrows() > 0) {
                // After a failed throw, what decides is the clause that lets the fine be paid on this turn.
                p.cite(RuleKey.JAIL_FINE_TURNS);
            }
            if (p.t.on()) {
                p.t.calc("jail.fine", "fine", money(fine));
            }
            if (waits) {
                release(p, seat, RuleIds.JAIL_PAY_FINE);
                waitForNextTurn(p, seat);
                p.charge(seat, p.payee(RuleKey.POT_TAKES_JAIL_FINES), fine, RuleIds.JAIL_PAY_FINE);
            } else {
                p.transfer(seat, p.payee(RuleKey.POT_TAKES_JAIL_FINES), fine, RuleIds.JAIL_PAY_FINE);
                release(p, seat, RuleIds.JAIL_PAY_FINE);
                p.waitFor(new Pending.AwaitRoll(seat));
            }
        }
    }

    /** Where leaving Jail takes the turn: the token stands on Just Visiting and the next throw comes next turn. */
    private static void waitForNextTurn(Play p, int seat) {
        p.noFurtherThrow();
        p.setPlayer(seat, p.p(seat).mark(PlayerState.MARK_LEFT_JAIL_WAITING));
        p.waitFor(new Pending.TurnOver(seat));
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.JAIL_EXIT_WAITS, "jail.exit-waits", "player", player(seat))) {
            p.cite(RuleKey.JAIL_EXIT_ENDS_TURN);
        }
    }

    /** Plays a Get Out of Jail Free card; it goes back to the bottom of the deck it came from. */
    static void useCard(Play p, int seat) {
        CardRef card = p.p(seat).jailCards().get(0);
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.JAIL_USE_CARD,
                p.rules.jailExitEndsTurn() ? "jail.uses-card" : "jail.uses-card-then-throws", "player", player(seat))) {
            p.setPlayer(seat, p.p(seat).withoutCard(card));
            p.setDeck(card.deck(), p.deck(card.deck()).withAtBottom(card.card()));
            // Where followed cards go to the Bank's pile (kept under the deck until it is shuffled anew), a used one does too.
            if (p.t.on()) {
                p.t.note(StepKind.CHANGE, RuleIds.CARD_JAIL_FREE_RETURN, p.rules.cardsReshuffled() ? "jail.card-to-bank-pile"
                        : "jail.card-returns", "deck", deck(card.deck()));
            }
            release(p, seat, RuleIds.JAIL_USE_CARD);
            if (p.rules.jailExitEndsTurn()) {
                waitForNextTurn(p, seat);
            } else {
                p.waitFor(new Pending.AwaitRoll(seat));
            }
        }
    }

    /** A throw made in Jail: doubles free the player; the last failed throw forces the fine. */
    static void rollInJail(Play p, int seat, Roll roll) {
        PlayerState pl = p.p(seat);
        int attempt = pl.jailThrows() + 1;
        int allowed = p.rules.jailTurns();
        if (roll.isDouble()) {
            try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.JAIL_DOUBLES, "jail.doubles", "player", player(seat),
                    "dice", dice(roll.die1(), roll.die2()), "attempt", attempt)) {
                p.cite(RuleKey.JAIL_TURNS);
                release(p, seat, RuleIds.JAIL_DOUBLES);
                p.noFurtherThrow();
                Movement.forward(p, seat, roll.total());
            }
            Landing.land(p, seat, Arrival.byThrow(roll.total()));
            return;
        }
        if (attempt < allowed) {
            p.setPlayer(seat, pl.withJail(true, attempt));
            p.noFurtherThrow();
            p.waitFor(new Pending.TurnOver(seat));
            try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.JAIL_STAY, "jail.stays", "player", player(seat),
                    "dice", dice(roll.die1(), roll.die2()), "attempt", attempt, "allowed", allowed)) {
                p.cite(RuleKey.JAIL_TURNS);
                p.t.outcome("jail.turns-left", "n", allowed - attempt);
            }
            return;
        }
        int fine = p.rules.jailFine();
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.JAIL_FORCED_FINE, "jail.forced-fine", "player", player(seat),
                "dice", dice(roll.die1(), roll.die2()), "allowed", allowed)) {
            p.cite(RuleKey.JAIL_TURNS);
            if (p.t.on()) {
                p.t.calc("jail.fine", "fine", money(fine));
            }
            p.noFurtherThrow();
            if (p.charge(seat, p.payee(RuleKey.POT_TAKES_JAIL_FINES), fine, RuleIds.JAIL_FORCED_FINE)) {
                release(p, seat, RuleIds.JAIL_FORCED_FINE);
                Movement.forward(p, seat, roll.total());
            } else {
                p.setPlayer(seat, pl.withJail(true, attempt));
                p.moveOnceSettled(roll.total());
            }
        }
        if (p.owed.isEmpty()) {
            Landing.land(p, seat, Arrival.byThrow(roll.total()));
        }
    }

    /** The forced fine, owed as a debt, is now paid: the player leaves Jail and moves by the throw that failed. */
    static void moveAfterForcedFine(Play p, int seat, int total) {
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.JAIL_FORCED_FINE, "jail.fine-paid-moves", "player", player(seat),
                "total", total)) {
            release(p, seat, RuleIds.JAIL_FORCED_FINE);
            p.noFurtherThrow();
            p.answered();
            Movement.forward(p, seat, total);
        }
        Landing.land(p, seat, Arrival.byThrow(total));
    }

    /** Sells a Get Out of Jail Free card; allowed at any agreed price, even to or from a jailed player. */
    static void sellCard(Play p, int seller, int buyer, int price) {
        CardRef card = p.p(seller).jailCards().get(0);
        notePrivilege(p, seller, "jail.privilege.trades");
        notePrivilege(p, buyer, "jail.privilege.trades");
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.CARD_JAIL_FREE_SELL, "jail.sells-card", "seller", player(seller),
                "buyer", player(buyer), "price", money(price))) {
            p.transfer(buyer, seller, price, RuleIds.CARD_JAIL_FREE_SELL);
            p.setPlayer(seller, p.p(seller).withoutCard(card));
            p.setPlayer(buyer, p.p(buyer).withCard(card));
            p.events.add(new Event.JailCardSold(seller, buyer, price));
            if (p.t.on()) {
                p.t.effect(new Effect.StatusChanged(player(buyer), Msg.of("status.jail-card")));
            }
        }
    }

    /** Says, for a player in Jail, that the action is still theirs to take; people often think otherwise. */
    static void notePrivilege(Play p, int seat, String whatMsgId) {
        if (p.t.on() && p.p(seat).inJail()) {
            p.t.note(StepKind.RULE, RuleIds.JAIL_PRIVILEGES, "jail.privilege", "player", player(seat),
                    "what", Msg.of(whatMsgId));
        }
    }

    private static void release(Play p, int seat, String ruleId) {
        p.setPlayer(seat, p.p(seat).withJail(false, 0));
        p.events.add(new Event.LeftJail(seat, ruleId));
        if (p.t.on()) {
            p.t.effect(new Effect.StatusChanged(player(seat), Msg.of("status.out-of-jail")));
        }
    }
}
