package tutor.rules;

import tutor.trace.Effect;
import tutor.trace.StepKind;

/** Moving tokens: forward by a throw or to a card's space, back, and straight to Jail. */
final class Movement {

    private Movement() {
    }

    /** Forward by a number of spaces; pays the salary when GO is passed or reached. */
    static void forward(Play p, int seat, int steps) {
        int from = p.p(seat).position();
        int to = (from + steps) % p.board.size();
        place(p, seat, from, to, steps);
        if (from + steps >= p.board.size()) {
            salary(p, seat, to == p.board.goIndex());
        }
        parkingFee(p, seat, from, steps);
    }

    /** Forward to a given space (a card's destination). */
    static void advanceTo(Play p, int seat, int target) {
        int from = p.p(seat).position();
        int steps = Math.floorMod(target - from, p.board.size());
        forward(p, seat, steps);
    }

    /** Back a number of spaces; passing GO backwards pays nothing. */
    static void back(Play p, int seat, int steps) {
        int from = p.p(seat).position();
        int to = Math.floorMod(from - steps, p.board.size());
        place(p, seat, from, to, -steps);
        parkingFee(p, seat, from, -steps);
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

    /** Straight to Jail: no salary whatever lies between, and the turn ends. */
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

    private static void place(Play p, int seat, int from, int to, int steps) {
        p.setPlayer(seat, p.p(seat).withPosition(to));
        p.events.add(new Event.TokenMoved(seat, from, to, steps));
        if (p.t.on()) {
            String how = steps >= 0 ? steps + " spaces forward" : (-steps) + " spaces back";
            p.t.open(StepKind.CHANGE, RuleIds.TOKEN_MOVE, p.name(seat) + " moves " + how + " to " + p.spaceName(to) + ".");
            p.t.effect(new Effect.TokenMoved(p.name(seat), p.spaceName(from), p.spaceName(to), from, to));
            p.t.close();
        }
    }

    private static void salary(Play p, int seat, boolean landed) {
        int amount = p.rules.salary();
        p.setPlayer(seat, p.p(seat).withLapped());
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
