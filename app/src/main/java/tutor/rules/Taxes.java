package tutor.rules;

import tutor.trace.StepKind;

/** Income Tax and Luxury Tax, with the percentage choice where the ruleset offers it. */
final class Taxes {

    private Taxes() {
    }

    static void land(Play p, int seat, Space space) {
        switch (space.taxId()) {
            case "income" -> {
                if (p.rules.incomeTaxPercent() > 0) {
                    p.pending = new Pending.TaxChoice(seat, space.index());
                    if (p.t.on()) {
                        p.t.open(StepKind.RULE, RuleIds.TAX_INCOME_CHOICE, p.name(seat) + " must choose: pay "
                                + p.money(p.rules.incomeTax()) + " or " + p.rules.incomeTaxPercent()
                                + "% of total worth, and must choose before adding up that worth.");
                        p.cite(RuleKey.INCOME_TAX_PERCENT);
                        p.t.close();
                    }
                } else {
                    flat(p, seat, RuleIds.TAX_INCOME, RuleKey.INCOME_TAX, p.rules.incomeTax(), space.name(), RuleKey.POT_TAKES_INCOME_TAX);
                }
            }
            case "luxury" -> flat(p, seat, RuleIds.TAX_LUXURY, RuleKey.LUXURY_TAX, p.rules.luxuryTax(), space.name(), RuleKey.POT_TAKES_TAXES);
            default -> throw new IllegalStateException("unknown tax " + space.taxId() + " on " + space.name());
        }
    }

    static void choose(Play p, int seat, TaxOption option) {
        if (option == TaxOption.FLAT) {
            flat(p, seat, RuleIds.TAX_INCOME, RuleKey.INCOME_TAX, p.rules.incomeTax(), "Income Tax", RuleKey.POT_TAKES_INCOME_TAX);
            return;
        }
        int cash = p.p(seat).cash();
        int deeds = 0;
        int buildings = 0;
        for (Deed d : p.board.deeds()) {
            if (p.owner(d.id()) == seat) {
                deeds += d.price();
                buildings += p.houses(d.id()) * d.houseCost();
                if (p.hotel(d.id())) {
                    buildings += d.hotelCost() + p.rules.housesBeforeHotel() * d.houseCost();
                }
            }
        }
        int worth = cash + deeds + buildings;
        int percent = p.rules.incomeTaxPercent();
        int tax = (worth * percent + 50) / 100;
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.TAX_INCOME_CHOICE, p.name(seat) + " chose " + percent
                    + "% of total worth: cash, the printed price of every deed (mortgaged or not), and what the buildings cost.");
            p.cite(RuleKey.INCOME_TAX_PERCENT);
            p.t.input("cash", p.money(cash));
            p.t.input("deeds at printed price", p.money(deeds));
            p.t.input("buildings at cost", p.money(buildings));
            p.t.arithmetic(percent + "% x (" + p.money(cash) + " + " + p.money(deeds) + " + " + p.money(buildings)
                    + ") = " + percent + "% x " + p.money(worth) + " = " + p.money(tax) + " (to the nearest dollar)");
        }
        try {
            if (p.charge(seat, p.payee(RuleKey.POT_TAKES_INCOME_TAX), tax, RuleIds.TAX_INCOME_CHOICE)) {
                p.events.add(new Event.TaxPaid(seat, tax));
            }
        } finally {
            p.t.close();
        }
    }

    private static void flat(Play p, int seat, String ruleId, RuleKey<Integer> key, int amount, String spaceName,
                             RuleKey<Boolean> potKey) {
        boolean toPot = p.rules.toPot(potKey);
        if (p.t.on()) {
            p.t.open(StepKind.RULE, ruleId, p.name(seat) + " pays " + spaceName + (toPot ? " into the Free Parking pot." : " to the Bank."));
            p.cite(key);
            p.t.arithmetic(spaceName + " = " + p.money(amount));
        }
        try {
            if (p.charge(seat, p.payee(potKey), amount, ruleId)) {
                p.events.add(new Event.TaxPaid(seat, amount));
            }
        } finally {
            p.t.close();
        }
    }
}
