package tutor.rules;

import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.dice;
import static tutor.trace.Arg.group;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.num;
import static tutor.trace.Arg.player;

import tutor.trace.Step;
import tutor.trace.StepKind;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.Dice;
import tutor.rules.state.Event;
import tutor.rules.state.RentClaim;
import tutor.rules.state.Roll;

/** Rent: what a player owes for stopping on someone else's deed, and its collection. */
final class Rent {

    private Rent() {
    }

    static void onOwnedDeed(Play p, int payer, int deed, Arrival how) {
        Deed d = p.board.deed(deed);
        int owner = p.owner(deed);
        if (owner == payer) {
            if (p.t.on()) {
                p.t.note(StepKind.RULE, RuleIds.RENT_OWN_DEED, "rent.own-deed", "player", player(payer), "deed", deed(deed));
            }
            return;
        }
        if (p.mortgaged(deed)) {
            if (p.t.on()) {
                p.t.note(StepKind.RULE, RuleIds.RENT_MORTGAGED, "rent.mortgaged", "deed", deed(deed), "owner", player(owner));
            }
            return;
        }
        if (p.p(owner).inJail()) {
            boolean collects = p.rules.rentWhileInJail();
            try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.CONDITION, RuleIds.RENT_OWNER_IN_JAIL,
                    collects ? "rent.owner-in-jail-collects" : "rent.owner-in-jail-no-rent", "owner", player(owner))) {
                p.cite(RuleKey.RENT_WHILE_IN_JAIL);
                p.t.outcome(collects ? "rent.due-as-usual" : "rent.none");
            }
            if (!collects) {
                return;
            }
        }
        String ruleId = ruleIdFor(d, how);
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, ruleId, "rent.stopped-on", "player", player(payer),
                "deed", deed(deed), "owner", player(owner))) {
            int amount = switch (d.kind()) {
                case STREET -> street(p, d, owner);
                case RAILROAD -> railroad(p, d, owner, how);
                case UTILITY -> utility(p, d, owner, how);
                default -> throw new IllegalStateException(d.name() + " is not a deed");
            };
            collect(p, payer, owner, deed, amount, ruleId);
        }
    }

    private static String ruleIdFor(Deed d, Arrival how) {
        return switch (d.kind()) {
            case STREET -> RuleIds.RENT_STREET;
            case RAILROAD -> how.railroadMultiplier() > 1 ? RuleIds.RENT_CARD_RAILROAD : RuleIds.RENT_RAILROAD;
            default -> how.utilityMultiplier() > 0 ? RuleIds.RENT_CARD_UTILITY : RuleIds.RENT_UTILITY;
        };
    }

    private static int street(Play p, Deed d, int owner) {
        int deed = d.id();
        if (p.hotel(deed)) {
            int rent = d.rent(d.rentSteps() - 1);
            try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.CALCULATION, RuleIds.RENT_HOTEL, "rent.has-hotel", "deed", deed(deed))) {
                if (p.t.on()) {
                    p.t.calc("rent.with-hotel", "rent", money(rent));
                }
            }
            return rent;
        }
        int houses = p.houses(deed);
        if (houses > 0) {
            int rent = d.rent(houses);
            try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.CALCULATION, RuleIds.RENT_HOUSES, "rent.has-houses", "deed", deed(deed),
                    "n", houses)) {
                if (p.t.on()) {
                    p.t.calc("rent.with-houses", "n", houses, "rent", money(rent));
                }
            }
            return rent;
        }
        int site = d.rent(0);
        int held = p.heldInGroup(owner, d.group());
        int size = p.groupSize(d.group());
        if (held < size) {
            try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.CALCULATION, RuleIds.RENT_STREET, "rent.site", "deed", deed(deed),
                    "owner", player(owner), "held", held, "size", size)) {
                if (p.t.on()) {
                    p.t.calc("rent.site-rent", "rent", money(site));
                }
            }
            return site;
        }
        return groupDouble(p, d, owner, site);
    }

    private static int groupDouble(Play p, Deed d, int owner, int site) {
        int mortgagedLot = -1;
        for (int other : p.board.groupDeedIds(d.group())) {
            if (p.mortgaged(other)) {
                mortgagedLot = other;
                break;
            }
        }
        int factor = p.rules.groupRentMultiplier();
        if (mortgagedLot >= 0) {
            boolean stillDouble = p.rules.groupDoubleWithMortgage();
            try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.EXCEPTION, RuleIds.RENT_GROUP_DOUBLE_MORTGAGED,
                    stillDouble ? "rent.group-mortgaged-still-double" : "rent.group-mortgaged-cancels",
                    "lot", deed(mortgagedLot))) {
                p.cite(RuleKey.GROUP_DOUBLE_WITH_MORTGAGE);
                p.t.outcome(stillDouble ? "rent.group-rent-applies" : "rent.site-rent-only");
            }
            if (!stillDouble) {
                try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.CALCULATION, RuleIds.RENT_STREET, "rent.no-buildings", "deed", deed(d.id()))) {
                    if (p.t.on()) {
                        p.t.calc("rent.site-rent", "rent", money(site));
                    }
                }
                return site;
            }
        }
        int rent = factor * site;
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.CALCULATION, RuleIds.RENT_GROUP_DOUBLE, "rent.group-double", "owner", player(owner),
                "group", group(d.group()), "deed", deed(d.id()), "factor", factor)) {
            p.cite(RuleKey.GROUP_RENT_MULTIPLIER);
            if (p.t.on()) {
                p.t.calc("rent.times", "factor", factor, "of", money(site), "rent", money(rent));
            }
        }
        return rent;
    }

    private static int railroad(Play p, Deed d, int owner, Arrival how) {
        int held = p.heldInGroup(owner, d.group());
        int rent = d.rent(held - 1);
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.CALCULATION, RuleIds.RENT_RAILROAD, "rent.railroads-owned", "owner", player(owner),
                "n", held)) {
            if (p.t.on()) {
                p.t.given("railroads-owned", num(held));
            }
            int base = d.rent(0);
            boolean doubling = held > 1 && rent == base << (held - 1);
            if (doubling) {
                if (p.t.on()) {
                    p.t.calc("rent.railroad-doubling", "base", money(base), "n", held, "rent", money(rent));
                }
            } else {
                if (p.t.on()) {
                    p.t.calc("rent.railroad-table", "n", held, "rent", money(rent));
                }
            }
        }
        int m = how.railroadMultiplier();
        if (m > 1) {
            int doubled = m * rent;
            try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.CALCULATION, RuleIds.RENT_CARD_RAILROAD, "rent.card-railroad", "factor", m)) {
                if (p.t.on()) {
                    p.t.calc("rent.times", "factor", m, "of", money(rent), "rent", money(doubled));
                }
            }
            return doubled;
        }
        return rent;
    }

    private static int utility(Play p, Deed d, int owner, Arrival how) {
        int held = p.heldInGroup(owner, d.group());
        if (how.utilityMultiplier() > 0) {
            Dice.Thrown thrown = p.dice.roll();
            p.diceAfter(thrown.dice());
            Roll roll = thrown.roll();
            int total = roll.total();
            int rent = how.utilityMultiplier() * total;
            p.events.add(new Event.DiceRolled(p.current, roll));
            try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.CALCULATION, RuleIds.RENT_CARD_UTILITY, "rent.card-utility",
                    "factor", how.utilityMultiplier(), "owner", player(owner))) {
                if (p.t.on()) {
                    p.t.given("fresh-throw", "rent.throw-total", "dice", dice(roll.die1(), roll.die2()), "total", total);
                }
                if (p.t.on()) {
                    p.t.calc("rent.times-throw", "factor", how.utilityMultiplier(), "total", total, "rent", money(rent));
                }
            }
            return rent;
        }
        int multiplier = d.rent(held - 1);
        int rent = multiplier * how.diceTotal();
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.CALCULATION, RuleIds.RENT_UTILITY, "rent.utilities-owned", "owner", player(owner),
                "n", held, "factor", multiplier)) {
            if (p.t.on()) {
                p.t.given("throw", num(how.diceTotal()));
            }
            if (p.t.on()) {
                p.t.calc("rent.times-throw", "factor", multiplier, "total", how.diceTotal(), "rent", money(rent));
            }
        }
        return rent;
    }

    private static void collect(Play p, int payer, int owner, int deed, int amount, String ruleId) {
        if (!p.table.ownersAskAtOnce()) {
            p.claimsToEdit().add(new RentClaim(owner, payer, deed, amount, 0));
            try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.RENT_CLAIM_WINDOW, "rent.must-ask", "owner", player(owner),
                    "amount", money(amount))) {
                p.cite(RuleKey.RENT_CLAIM_TURNS);
                if (p.t.on()) {
                    p.t.given("window", "turn.claim-window", "turns", p.rules.rentClaimTurns());
                }
                p.t.outcome("rent.owed-until-claimed");
            }
            return;
        }
        if (p.charge(payer, owner, amount, ruleId)) {
            p.events.add(new Event.RentPaid(payer, owner, deed, amount));
        }
    }
}
