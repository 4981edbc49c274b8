package tutor.rules;

import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;
import static tutor.trace.Arg.space;

import tutor.trace.Effect;
import tutor.trace.Msg;
import tutor.trace.Step;
import tutor.trace.StepKind;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.SpaceKind;
import tutor.rules.state.Estates;
import tutor.rules.state.Event;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;

/** Moving tokens: forward by a throw or to a card's space, back, and straight to Jail. */
final class Movement {

    private Movement() {
    }

    /**
     * Ahead by a number of spaces in the direction of play (against the arrows once the seminary
     * rules' exact-GO privilege has reversed it); pays the salary when GO is passed or reached.
     */
    static void forward(Play p, int seat, int steps) {
        int from = p.p(seat).position();
        int n = p.board.size();
        int signed = p.reversed ? -steps : steps;
        int to = Math.floorMod(from + signed, n);
        place(p, seat, from, to, signed);
        boolean crossed = p.reversed ? from != 0 && steps >= from : from + steps >= n;
        if (crossed) {
            salary(p, seat, to == p.board.goIndex());
        }
        parkingFee(p, seat, from, signed);
    }

    /** Ahead to a given space (a card's destination), in the direction of play. */
    static void advanceTo(Play p, int seat, int target) {
        int from = p.p(seat).position();
        int steps = p.reversed ? Math.floorMod(from - target, p.board.size()) : Math.floorMod(target - from, p.board.size());
        forward(p, seat, steps);
    }

    /** Back a number of spaces, against the direction of play; passing GO that way pays nothing. */
    static void back(Play p, int seat, int steps) {
        int from = p.p(seat).position();
        int signed = p.reversed ? steps : -steps;
        int to = Math.floorMod(from + signed, p.board.size());
        place(p, seat, from, to, signed);
        parkingFee(p, seat, from, signed);
    }

    /**
     * Straight to a space without travelling the board in between (free rail travel, a free
     * landing): no salary, and nothing passed on the way.
     */
    static void jump(Play p, int seat, int to) {
        int from = p.p(seat).position();
        p.setPlayer(seat, p.p(seat).withPosition(to));
        p.events.add(new Event.TokenMoved(seat, from, to, 0));
        try (Step st = p.t.step(StepKind.CHANGE, RuleIds.TOKEN_MOVE, "move.straight", "player", player(seat), "space", space(to))) {
            p.t.effect(new Effect.TokenMoved(seat, from, to));
        }
    }

    /** The first space of a kind met moving ahead in the direction of play (never the start). */
    static int nearestAhead(Play p, int from, SpaceKind kind) {
        if (!p.reversed) {
            return p.board.nearestForward(from, kind);
        }
        int n = p.board.size();
        for (int step = 1; step <= n; step++) {
            int i = Math.floorMod(from - step, n);
            if (p.board.space(i).kind() == kind) {
                return i;
            }
        }
        throw new IllegalArgumentException("no " + kind + " on board " + p.board.id());
    }

    /**
     * Where the ruleset charges a parking fee: a token that passes over Free Parking (without
     * stopping there) while its owner has any mortgaged deed pays the fee to the Bank.
     */
    private static void parkingFee(Play p, int seat, int from, int steps) {
        int fee = p.rules.parkingFee();
        int parking = p.board.freeParkingIndex();
        if (fee == 0 || parking < 0) {
            return;
        }
        int n = p.board.size();
        int ahead = steps > 0 ? Math.floorMod(parking - from, n) : Math.floorMod(from - parking, n);
        if (ahead == 0 || ahead >= Math.abs(steps)) {
            return; // not passed: Free Parking is where the token started, where it stops, or beyond
        }
        int mortgaged = 0;
        for (Deed d : p.board.deeds()) {
            if (p.owner(d.id()) == seat && p.mortgaged(d.id())) {
                mortgaged++;
            }
        }
        if (mortgaged == 0) {
            return;
        }
        try (Step st = p.t.step(StepKind.RULE, RuleIds.PARKING_FEE, "parking.fee", "player", player(seat), "n", mortgaged)) {
            p.cite(RuleKey.PARKING_FEE);
            p.t.calc("parking.fee-is", "fee", money(fee));
            p.charge(seat, Estates.BANK, fee, RuleIds.PARKING_FEE);
        }
    }

    /** Straight to Jail: no salary whatever lies between, and the turn ends. */
    static void toJail(Play p, int seat, String ruleId, Msg why) {
        try (Step st = p.t.step(StepKind.RULE, ruleId, why)) {
            jailed(p, seat, ruleId);
        }
    }

    /** The token goes straight to Jail and the turn ends, in the step already open (the one that sent it). */
    static void jailed(Play p, int seat, String ruleId) {
        int from = p.p(seat).position();
        int jail = p.board.jailIndex();
        p.t.outcome("jail.goes-directly", "player", player(seat));
        p.setPlayer(seat, p.p(seat).withPosition(jail).withJail(true, 0));
        p.events.add(new Event.TokenMoved(seat, from, jail, 0));
        p.events.add(new Event.SentToJail(seat, ruleId));
        p.endDoubles();
        p.waitFor(new Pending.TurnOver(seat));
        if (p.t.on()) {
            p.t.effect(new Effect.TokenMoved(seat, from, jail, true));
            p.t.effect(new Effect.StatusChanged(player(seat), Msg.of("status.in-jail")));
        }
    }

    /** {@code steps} is signed: positive with the arrows, negative against them. */
    private static void place(Play p, int seat, int from, int to, int steps) {
        p.setPlayer(seat, p.p(seat).withPosition(to));
        p.events.add(new Event.TokenMoved(seat, from, to, steps));
        if (p.t.on()) {
            boolean ahead = (steps >= 0) != p.reversed;
            String msg = "move." + (ahead ? "forward" : "back") + (!p.reversed ? "" : steps >= 0 ? "-with-arrows" : "-against-arrows");
            try (Step st = p.t.step(StepKind.CHANGE, RuleIds.TOKEN_MOVE, msg, "player", player(seat), "n", Math.abs(steps),
                    "space", space(to))) {
                p.t.effect(new Effect.TokenMoved(seat, from, to));
            }
        }
    }

    /** A token put straight onto GO (a free landing): it has landed there, with the salary and what goes with it. */
    static void landOnGo(Play p, int seat) {
        salary(p, seat, true);
    }

    private static void salary(Play p, int seat, boolean landed) {
        int amount = p.rules.salary();
        p.setPlayer(seat, p.p(seat).withLapped().unmark(PlayerState.MARK_RAIL_TRAVEL_USED));
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.GO_SALARY, landed ? "go.lands" : "go.passes", "player", player(seat))) {
            p.cite(RuleKey.SALARY);
            p.transfer(Estates.BANK, seat, amount, RuleIds.GO_SALARY);
            p.events.add(new Event.SalaryPaid(seat, amount));
        }
        if (landed && p.rules.exactGoPrivileges()) {
            GoPrivileges.earn(p, seat);
        }
        if (landed && p.rules.goLandingBonus() > 0) {
            int bonus = p.rules.goLandingBonus();
            try (Step st = p.t.step(StepKind.EXCEPTION, RuleIds.GO_LANDING_BONUS, "go.landing-bonus", "player", player(seat))) {
                p.cite(RuleKey.GO_LANDING_BONUS);
                p.transfer(Estates.BANK, seat, bonus, RuleIds.GO_LANDING_BONUS);
            }
        }
    }
}
