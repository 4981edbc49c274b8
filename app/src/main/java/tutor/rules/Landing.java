package tutor.rules;

import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;
import static tutor.trace.Arg.space;

import tutor.trace.Msg;
import tutor.trace.Step;
import tutor.trace.StepKind;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.Space;
import tutor.rules.state.Estates;
import tutor.rules.state.Pending;

/** What the space a token stops on does. */
final class Landing {

    private Landing() {
    }

    static void land(Play p, int seat, Arrival how) {
        Space space = p.board.space(p.p(seat).position());
        switch (space.kind()) {
            // Landing's own words (GO, visiting, parking) are made only for a tracer that records: every move comes here.
            case GO -> {
                if (p.t.on()) {
                    p.t.note(StepKind.RULE, RuleIds.GO_SALARY, "go.on-go", "player", player(seat));
                }
            }
            case STREET, RAILROAD, UTILITY -> deed(p, seat, space.deed(), how);
            case CARD -> Cards.draw(p, seat, space);
            case TAX -> Taxes.land(p, seat, space);
            case JAIL -> {
                if (p.t.on()) {
                    p.t.note(StepKind.RULE, RuleIds.SPACE_JUST_VISITING, "space.just-visiting", "player", player(seat));
                }
            }
            case FREE_PARKING -> freeParking(p, seat);
            case GO_TO_JAIL -> Movement.toJail(p, seat, RuleIds.JAIL_ENTER_SPACE, Msg.of("jail.landed-on-go-to-jail",
                    "player", player(seat)));
            case RIDE_AGAIN -> rideAgain(p, seat, space);
            case SHOW -> show(p, seat, space);
            case REST -> p.t.note(StepKind.RULE, RuleIds.REST, "space.rest", "player", player(seat), "space", space(space.index()));
            case TO_REST -> toRest(p, seat, space);
        }
    }

    private static void freeParking(Play p, int seat) {
        if (!p.rules.freeParkingPot()) {
            if (p.t.on()) {
                p.t.note(StepKind.RULE, RuleIds.SPACE_FREE_PARKING, "space.free-parking", "player", player(seat));
            }
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
            try (Step st = p.t.step(StepKind.EXCEPTION, RuleIds.BUY_FIRST_LAP, "buy.first-lap", "player", player(seat),
                    "deed", tutor.trace.Arg.deed(deed))) {
                p.cite(RuleKey.BUY_AFTER_FIRST_LAP);
            }
            return;
        }
        if (owner == Estates.BANK) {
            p.waitFor(new Pending.BuyDecision(seat, deed));
            try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.BUY_OFFER, "buy.offer", "player", player(seat), "deed", tutor.trace.Arg.deed(deed))) {
                if (p.t.on()) {
                    p.t.given("printed-price", money(p.board.deed(deed).price()));
                    p.t.given("cash", money(p.p(seat).cash()));
                }
            }
            return;
        }
        Rent.onOwnedDeed(p, seat, deed, how);
    }

    /** A miniature railway: the player throws again and moves on (the throw is taken at once). */
    private static void rideAgain(Play p, int seat, Space space) {
        p.throwAgain(true);
        p.t.note(StepKind.RULE, RuleIds.RIDE_AGAIN, "space.ride-again", "player", player(seat), "space", space(space.index()));
    }

    /** A show: its fee goes into the loose change (the pot). */
    private static void show(Play p, int seat, Space space) {
        try (Step st = p.t.step(StepKind.RULE, RuleIds.SHOW, "space.show", "player", player(seat), "space", space(space.index()))) {
            p.t.calc("space.fee", "fee", money(space.fee()));
            p.charge(seat, Estates.POT, space.fee(), RuleIds.SHOW);
        }
    }

    /** Off to the resting place: the fee goes into the loose change, and the token moves there without passing GO. */
    private static void toRest(Play p, int seat, Space space) {
        int rest = p.board.restIndex();
        try (Step st = p.t.step(StepKind.RULE, RuleIds.TO_REST, "space.to-rest", "player", player(seat),
                "space", space(space.index()), "rest", space(rest))) {
            p.t.calc("space.fare", "fare", money(space.fee()));
            p.charge(seat, Estates.POT, space.fee(), RuleIds.TO_REST);
            Movement.jump(p, seat, rest);
        }
    }
}
