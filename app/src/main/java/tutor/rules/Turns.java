package tutor.rules;

import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.dice;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import java.util.Iterator;
import tutor.trace.Msg;
import tutor.trace.Step;
import tutor.trace.StepKind;
import tutor.trace.Arg;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.Dice;
import tutor.rules.state.Event;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
import tutor.rules.state.Rejection;
import tutor.rules.state.RentClaim;
import tutor.rules.state.Roll;
import tutor.rules.state.TurnOrder;

/** A throw and its move, doubles, ending a turn, and rent claims that run out with the turns. */
final class Turns {

    private Turns() {
    }

    static void roll(Play p, int seat) {
        lapseClaims(p);
        Dice.Thrown thrown = p.dice.roll(p.rules.dice());
        p.diceAfter(thrown.dice());
        Roll roll = thrown.roll();
        p.events.add(new Event.DiceRolled(seat, roll));
        // Its words are made only for a tracer that records: every throw of a simulated game comes here (JFR).
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.TURN_ROLL, roll.singleDie() ? "turn.throws-die"
                : roll.isDouble() ? "turn.throws-doubles" : "turn.throws", "player", player(seat),
                "dice", dice(roll.die1(), roll.die2()), "total", roll.total())) {
            if (p.p(seat).inJail()) {
                Jail.rollInJail(p, seat, roll);
                return;
            }
            if (roll.isDouble()) {
                p.countDouble();
                if (p.doubles >= p.rules.doublesToJail()) {
                    // One step, not a condition and then a jailing under the same rule: the ruling reads it once.
                    try (Step third = p.t.step(StepKind.CONDITION, RuleIds.JAIL_THIRD_DOUBLE, "turn.doubles-in-a-row",
                            "player", player(seat), "n", p.doubles)) {
                        p.cite(RuleKey.DOUBLES_TO_JAIL);
                        Movement.jailed(p, seat, RuleIds.JAIL_THIRD_DOUBLE);
                    }
                    return;
                }
            }
            p.throwAgain(roll.isDouble());
            if (SpecialDice.offered(p.rules, p.p(seat))) {
                SpecialDice.offer(p, seat, roll);
                return;
            }
            Movement.forward(p, seat, roll.total());
            Landing.land(p, seat, Arrival.byThrow(roll.total()));
            if (p.rollAgain && roll.isDouble()) {
                p.t.note(StepKind.RULE, RuleIds.TURN_DOUBLES_AGAIN, "turn.throws-again", "player", player(seat));
            }
        }
    }

    static void end(Play p, int seat) {
        if (p.p(seat).has(PlayerState.MARK_SPEEDING)) {
            Movement.toJail(p, seat, RuleIds.SPEEDING, Msg.of("jail.speeding", "player", player(seat),
                    "product", p.rules.speedingProduct()));
        }
        turnMarks(p, seat);
        int next = nextInGame(p, seat);
        p.passTurnTo(next);
        for (int i = 0; i < p.claims.size(); i++) {
            RentClaim c = p.claims.get(i);
            p.claimsToEdit().set(i, new RentClaim(c.owner(), c.payer(), c.deed(), c.amount(), c.turnsPassed() + 1));
        }
        p.dropBuildingWishes(); // a wish to build lasts until the turn in which it was made ends
        p.waitFor(new Pending.AwaitRoll(next));
        p.events.add(new Event.TurnEnded(seat, next));
        if (p.t.on()) { // every turn of a simulated game ends here: no words for a tracer that records nothing
            p.t.note(StepKind.RULE, RuleIds.TURN_END, !p.p(next).inJail() ? "turn.ends" : p.rules.jailExitByDoubles()
                    ? "turn.ends-to-jailed" : "turn.ends-to-jailed-must-pay", "player", player(seat),
                    "way", Msg.of(p.table.turnOrder() == TurnOrder.LEFT ? "turn.to-the-left" : "turn.to-the-right"), "next", player(next),
                    "dice", p.rules.dice(), "card", jailCardWithin(p, next));
        }
    }

    /**
     * Whether the jailed player can leave by a Get Out of Jail Free card: "held" (one in hand), "buy" (another
     * player still in the game holds one, and it may be bought from them) or "none". The words said "or use a card"
     * to a player who had none and could get none.
     */
    private static String jailCardWithin(Play p, int jailed) {
        if (!p.p(jailed).jailCards().isEmpty()) {
            return "held";
        }
        for (int seat = 0; seat < p.players.length; seat++) {
            if (seat != jailed && !p.p(seat).out() && !p.p(seat).jailCards().isEmpty()) {
                return "buy";
            }
        }
        return "none";
    }

    /**
     * What lasts only for a turn lapses as it ends: speeding, the exact-GO privileges; special dice
     * used this turn are remembered for one more turn (alternate turns only).
     */
    private static void turnMarks(Play p, int seat) {
        PlayerState pl = p.p(seat);
        int marks = pl.marks() & PlayerState.MARK_RAIL_TRAVEL_USED;
        if (pl.has(PlayerState.MARK_SPECIAL_THIS_TURN)) {
            marks |= PlayerState.MARK_SPECIAL_LAST_TURN;
        }
        p.setPlayer(seat, pl.withMarks(marks));
    }

    /** The owner asks for rent owed to them; every open claim of theirs is paid. */
    static void claim(Play p, int owner) {
        Iterator<RentClaim> it = p.claimsToEdit().iterator();
        while (it.hasNext()) {
            RentClaim c = it.next();
            if (c.owner() != owner) {
                continue;
            }
            it.remove();
            try (Step st = p.t.step(StepKind.RULE, RuleIds.RENT_CLAIM, "rent.asks-in-time", "player", player(owner),
                    "deed", deed(c.deed()))) {
                p.cite(RuleKey.RENT_CLAIM_TURNS);
                if (p.charge(c.payer(), owner, c.amount(), RuleIds.RENT_CLAIM)) {
                    p.events.add(new Event.RentPaid(c.payer(), owner, c.deed(), c.amount()));
                }
            }
        }
    }

    /** Claims whose window closed lapse as the next throw is made. */
    static void lapseClaims(Play p) {
        if (p.claims.isEmpty()) {
            return;
        }
        int window = p.rules.rentClaimTurns();
        Iterator<RentClaim> it = p.claimsToEdit().iterator();
        while (it.hasNext()) {
            RentClaim c = it.next();
            if (c.turnsPassed() < window) {
                continue;
            }
            it.remove();
            p.events.add(new Event.RentLapsed(c.owner(), c.payer(), c.deed(), c.amount()));
            try (Step st = p.t.step(StepKind.RULE, RuleIds.RENT_CLAIM_WINDOW, "rent.lapsed", "player", player(c.owner()),
                    "amount", money(c.amount()), "deed", deed(c.deed()))) {
                p.cite(RuleKey.RENT_CLAIM_TURNS);
                p.t.given("window", "turn.claim-window", "turns", window);
            }
        }
    }

    static int nextInGame(Play p, int seat) {
        int n = p.players.length;
        for (int i = 1; i <= n; i++) {
            int s = (seat + i) % n;
            if (!p.p(s).out()) {
                return s;
            }
        }
        return seat;
    }
}
