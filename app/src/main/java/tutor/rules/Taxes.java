package tutor.rules;

import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;
import static tutor.trace.Arg.space;

import tutor.trace.Step;
import tutor.trace.StepKind;
import tutor.trace.Arg;
import tutor.trace.Msg;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.Space;
import tutor.rules.state.Event;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.rules.state.TaxOption;

/** Income Tax and Luxury Tax, with the percentage choice where the ruleset offers it. */
final class Taxes {

    private Taxes() {
    }

    static void land(Play p, int seat, Space space) {
        switch (space.taxId()) {
            case "income" -> {
                if (p.rules.incomeTaxPercent() > 0) {
                    p.waitFor(new Pending.TaxChoice(seat, space.index()));
                    try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.TAX_INCOME_CHOICE, "tax.must-choose", "player", player(seat),
                            "flat", money(p.rules.incomeTax()), "percent", p.rules.incomeTaxPercent())) {
                        p.cite(RuleKey.INCOME_TAX_PERCENT);
                    }
                } else {
                    flat(p, seat, RuleIds.TAX_INCOME, RuleKey.INCOME_TAX, p.rules.incomeTax(), space.index(), RuleKey.POT_TAKES_INCOME_TAX);
                }
            }
            case "luxury" -> flat(p, seat, RuleIds.TAX_LUXURY, RuleKey.LUXURY_TAX, p.rules.luxuryTax(), space.index(), RuleKey.POT_TAKES_TAXES);
            default -> throw new IllegalStateException("unknown tax " + space.taxId() + " on " + space.name());
        }
    }

    /** The choice made on the tax space {@code spaceIndex}. */
    static void choose(Play p, int seat, TaxOption option, int spaceIndex) {
        if (option == TaxOption.FLAT) {
            flat(p, seat, RuleIds.TAX_INCOME, RuleKey.INCOME_TAX, p.rules.incomeTax(), spaceIndex, RuleKey.POT_TAKES_INCOME_TAX);
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
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.TAX_INCOME_CHOICE, "tax.chose-percent", "player", player(seat),
                "percent", percent)) {
            p.cite(RuleKey.INCOME_TAX_PERCENT);
            if (p.t.on()) {
                p.t.given("cash", money(cash));
            }
            if (p.t.on()) {
                p.t.given("deeds-at-printed-price", money(deeds));
            }
            if (p.t.on()) {
                p.t.given("buildings-at-cost", money(buildings));
            }
            if (p.t.on()) {
                p.t.calc("tax.percent-of-worth", "percent", percent, "cash", money(cash), "deeds", money(deeds),
                        "buildings", money(buildings), "worth", money(worth), "tax", money(tax));
            }
            if (p.charge(seat, p.payee(RuleKey.POT_TAKES_INCOME_TAX), tax, RuleIds.TAX_INCOME_CHOICE)) {
                p.events.add(new Event.TaxPaid(seat, tax));
            }
        }
    }

    private static void flat(Play p, int seat, String ruleId, RuleKey<Integer> key, int amount, int spaceIndex,
                             RuleKey<Boolean> potKey) {
        boolean toPot = p.rules.toPot(potKey);
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, ruleId, toPot ? "tax.pays-into-pot" : "tax.pays", "player", player(seat),
                "space", space(spaceIndex))) {
            p.cite(key);
            if (p.t.on()) {
                p.t.calc("tax.amount", "space", space(spaceIndex), "amount", money(amount));
            }
            if (p.charge(seat, p.payee(potKey), amount, ruleId)) {
                p.events.add(new Event.TaxPaid(seat, amount));
            }
        }
    }
}
