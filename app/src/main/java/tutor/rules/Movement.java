package tutor.rules;

import tutor.trace.Effect;
import tutor.trace.StepKind;

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
        if (p.t.on()) {
            p.t.open(StepKind.CHANGE, RuleIds.TOKEN_MOVE, p.name(seat) + " moves straight to " + p.spaceName(to) + ".");
            p.t.effect(new Effect.TokenMoved(p.name(seat), p.spaceName(from), p.spaceName(to), from, to));
            p.t.close();
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
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.PARKING_FEE, p.name(seat) + " passes over Free Parking with "
                    + mortgaged + (mortgaged == 1 ? " mortgaged deed" : " mortgaged deeds") + ", so pays the parking fee to the Bank.");
            p.cite(RuleKey.PARKING_FEE);
            p.t.arithmetic("parking fee = " + p.money(fee));
        }
        try {
            p.charge(seat, Estates.BANK, fee, RuleIds.PARKING_FEE);
        } finally {
            p.t.close();
        }
    }

    /** Straight to Jail: no salary whatever lies between, and the turn ends. {@code why} is null when nothing is traced. */
    static void toJail(Play p, int seat, String ruleId, String why) {
        int from = p.p(seat).position();
        int jail = p.board.jailIndex();
        if (p.t.on()) {
            p.t.open(StepKind.RULE, ruleId, why);
            p.t.result(p.name(seat) + " goes directly to Jail, collects no salary, and the turn ends");
        }
        try {
            p.setPlayer(seat, p.p(seat).withPosition(jail).withJail(true, 0));
            p.events.add(new Event.TokenMoved(seat, from, jail, 0));
            p.events.add(new Event.SentToJail(seat, ruleId));
            p.doubles = 0;
            p.rollAgain = false;
            p.pending = new Pending.TurnOver(seat);
            if (p.t.on()) {
                p.t.effect(new Effect.TokenMoved(p.name(seat), p.spaceName(from), "In Jail", from, jail));
                p.t.effect(new Effect.StatusChanged(p.name(seat), "in Jail"));
            }
        } finally {
            p.t.close();
        }
    }

    /** {@code steps} is signed: positive with the arrows, negative against them. */
    private static void place(Play p, int seat, int from, int to, int steps) {
        p.setPlayer(seat, p.p(seat).withPosition(to));
        p.events.add(new Event.TokenMoved(seat, from, to, steps));
        if (p.t.on()) {
            boolean ahead = (steps >= 0) != p.reversed;
            String how = Math.abs(steps) + (Math.abs(steps) == 1 ? " space" : " spaces") + (ahead ? " forward" : " back")
                    + (p.reversed ? (steps >= 0 ? " (with the arrows; play is reversed)" : " (against the arrows; play is reversed)") : "");
            p.t.open(StepKind.CHANGE, RuleIds.TOKEN_MOVE, p.name(seat) + " moves " + how + " to " + p.spaceName(to) + ".");
            p.t.effect(new Effect.TokenMoved(p.name(seat), p.spaceName(from), p.spaceName(to), from, to));
            p.t.close();
        }
    }

    /** A token put straight onto GO (a free landing): it has landed there, with the salary and what goes with it. */
    static void landOnGo(Play p, int seat) {
        salary(p, seat, true);
    }

    private static void salary(Play p, int seat, boolean landed) {
        int amount = p.rules.salary();
        p.setPlayer(seat, p.p(seat).withLapped().unmark(PlayerState.MARK_RAIL_TRAVEL_USED));
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.GO_SALARY, p.name(seat) + (landed ? " lands on GO" : " passes GO")
                    + " and collects the salary.");
            p.cite(RuleKey.SALARY);
        }
        try {
            p.transfer(Estates.BANK, seat, amount, RuleIds.GO_SALARY);
            p.events.add(new Event.SalaryPaid(seat, amount));
        } finally {
            p.t.close();
        }
        if (landed && p.rules.exactGoPrivileges()) {
            GoPrivileges.earn(p, seat);
        }
        if (landed && p.rules.goLandingBonus() > 0) {
            int bonus = p.rules.goLandingBonus();
            if (p.t.on()) {
                p.t.open(StepKind.EXCEPTION, RuleIds.GO_LANDING_BONUS,
                        p.name(seat) + " stopped exactly on GO, which this ruleset rewards with a bonus.");
                p.cite(RuleKey.GO_LANDING_BONUS);
            }
            try {
                p.transfer(Estates.BANK, seat, bonus, RuleIds.GO_LANDING_BONUS);
            } finally {
                p.t.close();
            }
        }
    }
}
