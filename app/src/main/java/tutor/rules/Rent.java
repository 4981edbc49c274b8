package tutor.rules;

import tutor.trace.StepKind;

/** Rent: what a player owes for stopping on someone else's deed, and its collection. */
final class Rent {

    private Rent() {
    }

    static void onOwnedDeed(Play p, int payer, int deed, Arrival how) {
        Deed d = p.board.deed(deed);
        int owner = p.owner(deed);
        if (owner == payer) {
            if (p.t.on()) {
                p.t.leaf(StepKind.RULE, RuleIds.RENT_OWN_DEED, p.name(payer) + " owns " + d.name() + ": no rent is due.");
            }
            return;
        }
        if (p.mortgaged(deed)) {
            if (p.t.on()) {
                p.t.leaf(StepKind.RULE, RuleIds.RENT_MORTGAGED, d.name() + " is mortgaged, so " + p.name(owner)
                        + " cannot collect rent on it.");
            }
            return;
        }
        if (p.p(owner).inJail()) {
            boolean collects = p.rules.rentWhileInJail();
            if (p.t.on()) {
                p.t.open(StepKind.CONDITION, RuleIds.RENT_OWNER_IN_JAIL, p.name(owner) + " is in Jail. "
                        + (collects ? "A player in Jail still collects rent." : "Under this ruleset a player in Jail collects no rent."));
                p.cite(RuleKey.RENT_WHILE_IN_JAIL);
                p.t.result(collects ? "rent is due as usual" : "no rent");
                p.t.close();
            }
            if (!collects) {
                return;
            }
        }
        int amount;
        String ruleId;
        if (p.t.on()) {
            p.t.open(StepKind.RULE, ruleIdFor(d, how), p.name(payer) + " stopped on " + d.name()
                    + ", which " + p.name(owner) + " owns.");
        }
        try {
            amount = switch (d.kind()) {
                case STREET -> street(p, d, owner);
                case RAILROAD -> railroad(p, d, owner, how);
                case UTILITY -> utility(p, d, owner, how);
                default -> throw new IllegalStateException(d.name() + " is not a deed");
            };
            ruleId = ruleIdFor(d, how);
            collect(p, payer, owner, deed, amount, ruleId);
        } finally {
            p.t.close();
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
            if (p.t.on()) {
                p.t.open(StepKind.CALCULATION, RuleIds.RENT_HOTEL, d.name() + " has a hotel.");
                p.t.arithmetic("rent with a hotel = " + p.money(rent));
                p.t.close();
            }
            return rent;
        }
        int houses = p.houses(deed);
        if (houses > 0) {
            int rent = d.rent(houses);
            if (p.t.on()) {
                p.t.open(StepKind.CALCULATION, RuleIds.RENT_HOUSES, d.name() + " has " + houses
                        + (houses == 1 ? " house." : " houses."));
                p.t.arithmetic("rent with " + houses + (houses == 1 ? " house" : " houses") + " = " + p.money(rent));
                p.t.close();
            }
            return rent;
        }
        int site = d.rent(0);
        int held = p.heldInGroup(owner, d.group());
        int size = p.groupSize(d.group());
        if (held < size) {
            if (p.t.on()) {
                p.t.open(StepKind.CALCULATION, RuleIds.RENT_STREET, d.name() + " has no buildings and "
                        + p.name(owner) + " holds " + held + " of the " + size + " " + p.board.term("deeds") + " in its group.");
                p.t.arithmetic(p.board.term("site rent") + " = " + p.money(site));
                p.t.close();
            }
            return site;
        }
        return groupDouble(p, d, owner, site);
    }

    private static int groupDouble(Play p, Deed d, int owner, int site) {
        String mortgagedLot = null;
        for (int other : p.board.groupDeedIds(d.group())) {
            if (p.mortgaged(other)) {
                mortgagedLot = p.board.deed(other).name();
                break;
            }
        }
        int factor = p.rules.groupRentMultiplier();
        String groupName = p.board.groups().get(d.group()).name();
        if (mortgagedLot != null) {
            boolean stillDouble = p.rules.groupDoubleWithMortgage();
            if (p.t.on()) {
                p.t.open(StepKind.EXCEPTION, RuleIds.RENT_GROUP_DOUBLE_MORTGAGED, mortgagedLot
                        + " in the group is mortgaged. " + (stillDouble
                        ? "Under this ruleset the unmortgaged lots still earn the group rent."
                        : "Under this ruleset a mortgaged lot in the group cancels the group rent."));
                p.cite(RuleKey.GROUP_DOUBLE_WITH_MORTGAGE);
                p.t.result(stillDouble ? "group rent still applies" : "site rent only");
                p.t.close();
            }
            if (!stillDouble) {
                if (p.t.on()) {
                    p.t.open(StepKind.CALCULATION, RuleIds.RENT_STREET, d.name() + " has no buildings.");
                    p.t.arithmetic(p.board.term("site rent") + " = " + p.money(site));
                    p.t.close();
                }
                return site;
            }
        }
        int rent = factor * site;
        if (p.t.on()) {
            p.t.open(StepKind.CALCULATION, RuleIds.RENT_GROUP_DOUBLE, p.name(owner) + " holds every " + groupName
                    + " " + p.board.term("deed") + " and " + d.name() + " has no buildings, so its "
                    + p.board.term("site rent") + " is multiplied.");
            p.cite(RuleKey.GROUP_RENT_MULTIPLIER);
            p.t.arithmetic(factor + " x " + p.money(site) + " = " + p.money(rent));
            p.t.close();
        }
        return rent;
    }

    private static int railroad(Play p, Deed d, int owner, Arrival how) {
        int held = p.heldInGroup(owner, d.group());
        int rent = d.rent(held - 1);
        if (p.t.on()) {
            p.t.open(StepKind.CALCULATION, RuleIds.RENT_RAILROAD, p.name(owner) + " owns " + held
                    + (held == 1 ? " railroad" : " railroads") + " (mortgaged ones count for the rent step).");
            p.t.input("railroads owned", Integer.toString(held));
            int base = d.rent(0);
            boolean doubling = held > 1 && rent == base << (held - 1);
            p.t.arithmetic(doubling
                    ? p.money(base) + " x 2^(" + held + "-1) = " + p.money(rent)
                    : "rent for " + held + (held == 1 ? " railroad" : " railroads") + " = " + p.money(rent));
            p.t.close();
        }
        int m = how.railroadMultiplier();
        if (m > 1) {
            int doubled = m * rent;
            if (p.t.on()) {
                p.t.open(StepKind.CALCULATION, RuleIds.RENT_CARD_RAILROAD, "The card that sent "
                        + "the player here makes the rent " + m + " times the usual.");
                p.t.arithmetic(m + " x " + p.money(rent) + " = " + p.money(doubled));
                p.t.close();
            }
            return doubled;
        }
        return rent;
    }

    private static int utility(Play p, Deed d, int owner, Arrival how) {
        int held = p.heldInGroup(owner, d.group());
        if (how.utilityMultiplier() > 0) {
            Dice.Thrown thrown = p.dice.roll();
            p.dice = thrown.dice();
            int total = thrown.roll().total();
            int rent = how.utilityMultiplier() * total;
            p.events.add(new Event.DiceRolled(p.current, thrown.roll()));
            if (p.t.on()) {
                p.t.open(StepKind.CALCULATION, RuleIds.RENT_CARD_UTILITY, "The card calls for a fresh throw, "
                        + "and the rent is " + how.utilityMultiplier() + " times that throw, however many utilities "
                        + p.name(owner) + " owns.");
                p.t.input("fresh throw", thrown.roll() + " = " + total);
                p.t.arithmetic(how.utilityMultiplier() + " x " + total + " = " + p.money(rent));
                p.t.close();
            }
            return rent;
        }
        int multiplier = d.rent(held - 1);
        int rent = multiplier * how.diceTotal();
        if (p.t.on()) {
            p.t.open(StepKind.CALCULATION, RuleIds.RENT_UTILITY, p.name(owner) + " owns " + held
                    + (held == 1 ? " utility" : " utilities") + ", so the rent is " + multiplier
                    + " times the throw that brought the player here.");
            p.t.input("throw", Integer.toString(how.diceTotal()));
            p.t.arithmetic(multiplier + " x " + how.diceTotal() + " = " + p.money(rent));
            p.t.close();
        }
        return rent;
    }

    private static void collect(Play p, int payer, int owner, int deed, int amount, String ruleId) {
        if (!p.table.ownersAskAtOnce()) {
            p.claims.add(new RentClaim(owner, payer, deed, amount, 0));
            if (p.t.on()) {
                p.t.open(StepKind.RULE, RuleIds.RENT_CLAIM_WINDOW, p.name(owner) + " must ask for the "
                        + p.money(amount) + "; rent not asked for in time is lost.");
                p.cite(RuleKey.RENT_CLAIM_TURNS);
                p.t.input("window", claimWindow(p.rules.rentClaimTurns()));
                p.t.result("rent owed until claimed or lapsed");
                p.t.close();
            }
            return;
        }
        if (p.charge(payer, owner, amount, ruleId)) {
            p.events.add(new Event.RentPaid(payer, owner, deed, amount));
        }
    }

    static String claimWindow(int turns) {
        return turns == 1 ? "before the next player throws the dice"
                : "before the " + ordinal(turns) + " player following throws the dice";
    }

    private static String ordinal(int n) {
        return switch (n) {
            case 2 -> "second";
            case 3 -> "third";
            default -> n + "th";
        };
    }
}
