package tutor.rules;

import java.util.Iterator;
import tutor.trace.StepKind;

/** A throw and its move, doubles, ending a turn, and rent claims that run out with the turns. */
final class Turns {

    private Turns() {
    }

    static void roll(Play p, int seat) {
        lapseClaims(p);
        Dice.Thrown thrown = p.dice.roll(p.rules.dice());
        p.dice = thrown.dice();
        Roll roll = thrown.roll();
        p.events.add(new Event.DiceRolled(seat, roll));
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.TURN_ROLL, p.name(seat) + (roll.singleDie() ? " throws a " + roll.total() + "."
                    : " throws " + roll + " = " + roll.total() + (roll.isDouble() ? " (doubles)." : ".")));
        }
        try {
            if (p.p(seat).inJail()) {
                Jail.rollInJail(p, seat, roll);
                return;
            }
            if (roll.isDouble()) {
                p.doubles++;
                if (p.doubles >= p.rules.doublesToJail()) {
                    if (p.t.on()) {
                        p.t.open(StepKind.CONDITION, RuleIds.JAIL_THIRD_DOUBLE, "This is doubles number " + p.doubles
                                + " in a row this turn.");
                        p.cite(RuleKey.DOUBLES_TO_JAIL);
                        p.t.result("the token does not move by this throw");
                        p.t.close();
                    }
                    Movement.toJail(p, seat, RuleIds.JAIL_THIRD_DOUBLE, p.t.on() ? p.name(seat) + " threw doubles "
                            + p.doubles + " times in a row." : null);
                    return;
                }
            }
            p.rollAgain = roll.isDouble();
            if (SpecialDice.offered(p.rules, p.p(seat))) {
                SpecialDice.offer(p, seat, roll);
                return;
            }
            Movement.forward(p, seat, roll.total());
            Landing.land(p, seat, Arrival.byThrow(roll.total()));
            if (p.rollAgain && roll.isDouble() && p.t.on()) {
                p.t.leaf(StepKind.RULE, RuleIds.TURN_DOUBLES_AGAIN, p.name(seat)
                        + " threw doubles, so throws again once this space is dealt with.");
            }
        } finally {
            p.t.close();
        }
    }

    static void end(Play p, int seat) {
        if (p.p(seat).has(PlayerState.MARK_SPEEDING)) {
            Movement.toJail(p, seat, RuleIds.SPEEDING, p.name(seat) + " was caught speeding this turn (a product of "
                    + p.rules.speedingProduct() + " or more), so the turn ends in Jail.");
        }
        turnMarks(p, seat);
        int next = nextInGame(p, seat);
        p.current = next;
        p.doubles = 0;
        p.rollAgain = false;
        p.turn++;
        for (int i = 0; i < p.claims.size(); i++) {
            RentClaim c = p.claims.get(i);
            p.claims.set(i, new RentClaim(c.owner(), c.payer(), c.deed(), c.amount(), c.turnsPassed() + 1));
        }
        p.requests.clear(); // a wish to build lasts until the turn in which it was made ends
        p.pending = new Pending.AwaitRoll(next);
        p.events.add(new Event.TurnEnded(seat, next));
        if (p.t.on()) {
            p.t.leaf(StepKind.RULE, RuleIds.TURN_END, p.name(seat) + " ends the turn; the dice pass "
                    + p.table.turnOrder().words() + ", to "
                    + p.name(next) + (!p.p(next).inJail() ? "."
                    : p.rules.jailExitByDoubles() ? ", who is in Jail and may pay, use a card, or throw for doubles."
                    : ", who is in Jail and must pay the fine or use a card."));
        }
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
        Iterator<RentClaim> it = p.claims.iterator();
        while (it.hasNext()) {
            RentClaim c = it.next();
            if (c.owner() != owner) {
                continue;
            }
            it.remove();
            if (p.t.on()) {
                p.t.open(StepKind.RULE, RuleIds.RENT_CLAIM, p.name(owner) + " asks for the rent on "
                        + p.board.deed(c.deed()).name() + " in time.");
                p.cite(RuleKey.RENT_CLAIM_TURNS);
            }
            try {
                if (p.charge(c.payer(), owner, c.amount(), RuleIds.RENT_CLAIM)) {
                    p.events.add(new Event.RentPaid(c.payer(), owner, c.deed(), c.amount()));
                }
            } finally {
                p.t.close();
            }
        }
    }

    /** Claims whose window closed lapse as the next throw is made. */
    static void lapseClaims(Play p) {
        if (p.claims.isEmpty()) {
            return;
        }
        int window = p.rules.rentClaimTurns();
        Iterator<RentClaim> it = p.claims.iterator();
        while (it.hasNext()) {
            RentClaim c = it.next();
            if (c.turnsPassed() < window) {
                continue;
            }
            it.remove();
            p.events.add(new Event.RentLapsed(c.owner(), c.payer(), c.deed(), c.amount()));
            if (p.t.on()) {
                p.t.open(StepKind.RULE, RuleIds.RENT_CLAIM_WINDOW, p.name(c.owner()) + " did not ask for the "
                        + p.money(c.amount()) + " rent on " + p.board.deed(c.deed()).name() + " in time; it is lost.");
                p.cite(RuleKey.RENT_CLAIM_TURNS);
                p.t.input("window", Rent.claimWindow(window));
                p.t.close();
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
