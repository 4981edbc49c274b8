package tutor.rules;

import tutor.trace.StepKind;

/** What the space a token stops on does. */
final class Landing {

    private Landing() {
    }

    static void land(Play p, int seat, Arrival how) {
        Space space = p.board.space(p.p(seat).position());
        switch (space.kind()) {
            case GO -> note(p, RuleIds.GO_SALARY, p.name(seat) + " is on GO; the salary was counted as the token reached it.");
            case STREET, RAILROAD, UTILITY -> deed(p, seat, space.deed(), how);
            case CARD -> Cards.draw(p, seat, space);
            case TAX -> Taxes.land(p, seat, space);
            case JAIL -> note(p, RuleIds.SPACE_JUST_VISITING,
                    p.name(seat) + " only stopped on the Jail space, so is Just Visiting: no penalty.");
            case FREE_PARKING -> freeParking(p, seat);
            case GO_TO_JAIL -> Movement.toJail(p, seat, RuleIds.JAIL_ENTER_SPACE,
                    p.t.on() ? p.name(seat) + " landed on Go To Jail." : null);
            case RIDE_AGAIN -> rideAgain(p, seat, space);
            case SHOW -> show(p, seat, space);
            case REST -> note(p, RuleIds.REST, p.name(seat) + " stopped on " + space.name()
                    + " and is just waiting there: nothing to pay, and the next turn goes on as usual.");
            case TO_REST -> toRest(p, seat, space);
        }
    }

    private static void freeParking(Play p, int seat) {
        if (!p.rules.freeParkingPot()) {
            note(p, RuleIds.SPACE_FREE_PARKING, p.name(seat) + " rests on Free Parking: nothing is paid or collected.");
            return;
        }
        if (Jackpot.offered(p)) {
            Jackpot.offer(p, seat);
            return;
        }
        Jackpot.takeMoney(p, seat);
    }

    private static void deed(Play p, int seat, int deed, Arrival how) {
        int owner = p.owner(deed);
        if (owner == Estates.BANK && p.rules.buyAfterFirstLap() && !p.p(seat).lapped()) {
            if (p.t.on()) {
                p.t.open(StepKind.EXCEPTION, RuleIds.BUY_FIRST_LAP, p.name(seat) + " has not yet been round the board, so under "
                        + "the house rule may not buy " + p.board.deed(deed).name() + "; it stays with the Bank.");
                p.cite(RuleKey.BUY_AFTER_FIRST_LAP);
                p.t.close();
            }
            return;
        }
        if (owner == Estates.BANK) {
            p.pending = new Pending.BuyDecision(seat, deed);
            if (p.t.on()) {
                Deed d = p.board.deed(deed);
                p.t.open(StepKind.RULE, RuleIds.BUY_OFFER, d.name() + " belongs to nobody yet, so "
                        + p.name(seat) + " may buy it for its " + p.board.term("printed price") + ", or decline.");
                p.t.input(p.board.term("printed price"), p.money(d.price()));
                p.t.input("cash", p.money(p.p(seat).cash()));
                p.t.close();
            }
            return;
        }
        Rent.onOwnedDeed(p, seat, deed, how);
    }

    /** A miniature railway: the player throws again and moves on (the throw is taken at once). */
    private static void rideAgain(Play p, int seat, Space space) {
        p.rollAgain = true;
        if (p.t.on()) {
            p.t.leaf(StepKind.RULE, RuleIds.RIDE_AGAIN, p.name(seat) + " stopped on " + space.name()
                    + ", so throws again and moves on.");
        }
    }

    /** A show: its fee goes into the loose change (the pot). */
    private static void show(Play p, int seat, Space space) {
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.SHOW, p.name(seat) + " stopped on " + space.name()
                    + " and pays to see the show; the money goes on the loose-change space.");
            p.t.arithmetic("fee = " + p.money(space.fee()));
        }
        try {
            p.charge(seat, Estates.POT, space.fee(), RuleIds.SHOW);
        } finally {
            p.t.close();
        }
    }

    /** Off to the resting place: the fee goes into the loose change, and the token moves there without passing GO. */
    private static void toRest(Play p, int seat, Space space) {
        int rest = p.board.restIndex();
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.TO_REST, p.name(seat) + " stopped on " + space.name() + ": pays the fare "
                    + "onto the loose-change space and goes straight to " + p.spaceName(rest)
                    + ", without passing GO, so no money for GO.");
            p.t.arithmetic("fare = " + p.money(space.fee()));
        }
        try {
            p.charge(seat, Estates.POT, space.fee(), RuleIds.TO_REST);
            Movement.jump(p, seat, rest);
        } finally {
            p.t.close();
        }
    }

    private static void note(Play p, String ruleId, String text) {
        if (p.t.on()) {
            p.t.leaf(StepKind.RULE, ruleId, text);
        }
    }
}
