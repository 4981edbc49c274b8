package tutor.rules;

import static tutor.rules.Rejections.name;
import static tutor.rules.Rejections.reject;

import tutor.trace.StepKind;

/**
 * The seminary rules' special dice: after a throw a player may move by one die, the difference
 * or the product instead of the sum, on alternate turns only. A product at the speeding limit
 * sends the player to Jail when the turn ends; a difference of zero lands anywhere, with no
 * further throw.
 */
final class SpecialDice {

    private SpecialDice() {
    }

    /** Whether this player may use special dice on this throw. */
    static boolean offered(RuleSet rules, PlayerState pl) {
        return rules.specialDice() && !pl.inJail() && !pl.has(PlayerState.MARK_SPECIAL_THIS_TURN)
                && !pl.has(PlayerState.MARK_SPECIAL_LAST_TURN);
    }

    /** After the throw: the player now chooses how to use the dice. */
    static void offer(Play p, int seat, Roll roll) {
        p.pending = new Pending.DiceChoice(seat, roll.die1(), roll.die2());
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.SPECIAL_DICE, p.name(seat) + " may move by the sum, by one die, by the "
                    + "difference or by the product of this throw; special dice are allowed on alternate turns, and "
                    + p.name(seat) + " did not use them last turn.");
            p.cite(RuleKey.SPECIAL_DICE);
            p.t.close();
        }
    }

    static Rejection check(GameState s, Move.UseDice m) {
        if (!(s.pending() instanceof Pending.DiceChoice c) || c.player() != m.player()) {
            return reject(s, m, RuleIds.SPECIAL_DICE, "There is no throw waiting to be used by " + name(s, m.player()) + " now.");
        }
        boolean freeLanding = m.use() == DiceUse.DIFFERENCE && c.die1() == c.die2();
        if (freeLanding && (m.space() < 0 || m.space() >= s.board().size())) {
            return reject(s, m, RuleIds.SPECIAL_DICE, "A difference of zero lands on any space: name the space.");
        }
        if (!freeLanding && m.space() >= 0) {
            return reject(s, m, RuleIds.SPECIAL_DICE, "Only a difference of zero lets the token land on a chosen space.");
        }
        return null;
    }

    static void use(Play p, int seat, Pending.DiceChoice c, DiceUse use, int space) {
        int steps = use.steps(c.die1(), c.die2());
        boolean freeLanding = use == DiceUse.DIFFERENCE && steps == 0;
        if (use != DiceUse.SUM) {
            p.setPlayer(seat, p.p(seat).mark(PlayerState.MARK_SPECIAL_THIS_TURN));
        }
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.SPECIAL_DICE, p.name(seat) + " moves by " + use.describe(c.die1(), c.die2())
                    + (use == DiceUse.SUM ? "." : ". Special dice are then not allowed again until the turn after next."));
            if (use != DiceUse.SUM) {
                p.cite(RuleKey.SPECIAL_DICE);
            }
        }
        try {
            if (freeLanding) {
                p.rollAgain = false;
                if (p.t.on()) {
                    p.t.leaf(StepKind.EXCEPTION, RuleIds.SPECIAL_DICE, "A free landing earns no further throw, "
                            + "even though the dice were doubles.");
                }
                Movement.jump(p, seat, space);
                if (space == p.board.goIndex()) {
                    Movement.landOnGo(p, seat);
                }
            } else {
                Movement.forward(p, seat, steps);
            }
            int limit = p.rules.speedingProduct();
            if (use == DiceUse.PRODUCT && limit > 0 && steps >= limit) {
                p.rollAgain = false;
                p.setPlayer(seat, p.p(seat).mark(PlayerState.MARK_SPEEDING));
                if (p.t.on()) {
                    p.t.open(StepKind.RULE, RuleIds.SPEEDING, p.name(seat) + " is caught speeding: the turn goes on as "
                            + "usual, with no further throw, and ends in Jail.");
                    p.cite(RuleKey.SPEEDING_PRODUCT);
                    p.t.arithmetic(c.die1() + " x " + c.die2() + " = " + steps + ", at least " + limit);
                    p.t.close();
                }
            }
        } finally {
            p.t.close();
        }
        Landing.land(p, seat, Arrival.byThrow(c.die1() + c.die2()));
        if (p.rollAgain && c.die1() == c.die2() && p.t.on()) {
            p.t.leaf(StepKind.RULE, RuleIds.TURN_DOUBLES_AGAIN, p.name(seat)
                    + " threw doubles, so throws again once this space is dealt with.");
        }
    }

    /** Every way the pending throw may be used: a free landing may go to any space. */
    static void options(GameState s, Pending.DiceChoice c, java.util.List<Move> moves) {
        int seat = c.player();
        moves.add(new Move.UseDice(seat, DiceUse.SUM));
        moves.add(new Move.UseDice(seat, DiceUse.FIRST_DIE));
        if (c.die1() != c.die2()) {
            moves.add(new Move.UseDice(seat, DiceUse.SECOND_DIE));
            moves.add(new Move.UseDice(seat, DiceUse.DIFFERENCE));
        } else {
            for (int space = 0; space < s.board().size(); space++) {
                moves.add(new Move.UseDice(seat, DiceUse.DIFFERENCE, space));
            }
        }
        moves.add(new Move.UseDice(seat, DiceUse.PRODUCT));
    }
}
