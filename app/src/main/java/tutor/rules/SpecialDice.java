package tutor.rules;

import static tutor.trace.Arg.player;

import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;
import tutor.rules.state.DiceUse;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
import tutor.rules.state.Roll;
import tutor.trace.Step;
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
        p.waitFor(new Pending.DiceChoice(seat, roll.die1(), roll.die2()));
        try (Step st = p.t.step(StepKind.RULE, RuleIds.SPECIAL_DICE, "dice.may-choose", "player", player(seat))) {
            p.cite(RuleKey.SPECIAL_DICE);
        }
    }

    static void use(Play p, int seat, Pending.DiceChoice c, DiceUse use, int space) {
        int steps = use.steps(c.die1(), c.die2());
        boolean freeLanding = use == DiceUse.DIFFERENCE && steps == 0;
        if (use != DiceUse.SUM) {
            p.setPlayer(seat, p.p(seat).mark(PlayerState.MARK_SPECIAL_THIS_TURN));
        }
        try (Step st = p.t.step(StepKind.RULE, RuleIds.SPECIAL_DICE, use == DiceUse.SUM ? "dice.moves-by" : "dice.moves-by-special",
                "player", player(seat), "use", use.describe(c.die1(), c.die2()))) {
            if (use != DiceUse.SUM) {
                p.cite(RuleKey.SPECIAL_DICE);
            }
            if (freeLanding) {
                p.noFurtherThrow();
                p.t.note(StepKind.EXCEPTION, RuleIds.SPECIAL_DICE, "dice.free-landing-no-throw");
                Movement.jump(p, seat, space);
                if (space == p.board.goIndex()) {
                    Movement.landOnGo(p, seat);
                }
            } else {
                Movement.forward(p, seat, steps);
            }
            int limit = p.rules.speedingProduct();
            if (use == DiceUse.PRODUCT && limit > 0 && steps >= limit) {
                p.noFurtherThrow();
                p.setPlayer(seat, p.p(seat).mark(PlayerState.MARK_SPEEDING));
                try (Step speeding = p.t.step(StepKind.RULE, RuleIds.SPEEDING, "dice.speeding", "player", player(seat))) {
                    p.cite(RuleKey.SPEEDING_PRODUCT);
                    p.t.calc("dice.speeding-product", "a", c.die1(), "b", c.die2(), "product", steps, "limit", limit);
                }
            }
        }
        Landing.land(p, seat, Arrival.byThrow(c.die1() + c.die2()));
        if (p.rollAgain && c.die1() == c.die2()) {
            p.t.note(StepKind.RULE, RuleIds.TURN_DOUBLES_AGAIN, "turn.throws-again", "player", player(seat));
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
