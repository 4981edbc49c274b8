package tutor.drills;

import static tutor.drills.DrillWords.args;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tutor.drills.Composed.Wrong;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.SpaceKind;
import tutor.rules.state.Estates;
import tutor.rules.state.Event;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Roll;
import tutor.rules.state.TaxOption;

/**
 * Drills about rent and the Income Tax choice: how much the player who stopped pays the owner, with
 * the doubling on a whole group (and what a mortgaged lot does to it), buildings, railroads counted
 * together, utilities by the dice, an owner in Jail; and the cheaper of the two Income Tax sums.
 */
final class RentQuestions {

    private RentQuestions() {
    }

    static Optional<Composed> rent(Draft d, Theme t) {
        Event.RentPaid r = d.rent();
        Roll roll = d.roll();
        if (r == null || roll == null || r.payer() != d.mover() || r.amount() <= 0) {
            return Optional.empty();
        }
        GameState before = d.before();
        Estates e = before.estates();
        Deed deed = d.table.board().deed(r.deed());
        int mult = d.table.rules().groupRentMultiplier();
        int base = deed.rent(0);
        int[] group = d.table.board().groupDeedIds(deed.group());
        int held = 0;
        int mortgagedLot = -1;
        for (int lot : group) {
            if (e.owner(lot) == r.owner()) {
                held++;
                if (e.mortgaged(lot)) {
                    mortgagedLot = lot;
                }
            }
        }
        int level = e.hotel(deed.id()) ? d.table.rules().housesBeforeHotel() + 1 : e.houses(deed.id());
        var a = args("payer", d.w.player(r.payer()), "owner", d.w.player(r.owner()), "deed", d.w.deed(deed.id()),
                "dice", d.dice(roll), "rent", d.w.money(r.amount()), "base", d.w.money(base), "mult", mult,
                "group", d.w.group(deed.group()), "edition", d.w.edition(), "after", d.w.editionAfter(), "held", held, "houses", level,
                "hotel", e.hotel(deed.id()) ? "yes" : "no", "total", roll.total(),
                "mortgaged", mortgagedLot < 0 ? d.w.deed(deed.id()) : d.w.deed(mortgagedLot),
                "doubled", r.amount() == base * mult && base * mult != base ? "yes" : "no",
                // The board's own word for a deed, for a select: a Junior deed is an "amusement" («аттракцион»), and
                // its colour pairs have no buildings to speak of.
                "lot", d.table.board().term("deed"),
                // A street is a «участок» in Russian, a railway or a utility a «поле», as the rulings say.
                "deedkind", deed.kind() == SpaceKind.STREET ? "street" : "other");
        List<Wrong> wrongs = new ArrayList<>();
        String key = t.id;
        int answer = r.amount();
        int difficulty = 1;
        switch (t) {
            case GROUP_RENT -> {
                if (answer != base * mult || deed.kind() != SpaceKind.STREET) {
                    return Optional.empty();
                }
                wrongs.add(new Wrong(base, d.w.text(key + ".wrong.printed", a), RuleIds.RENT_GROUP_DOUBLE));
                if (deed.rentSteps() > 1 && d.table.rules().buildingsAllowed()) {
                    wrongs.add(new Wrong(deed.rent(1), d.w.text(key + ".wrong.one-house", a), RuleIds.RENT_HOUSES));
                }
            }
            case MORTGAGED_LOT_RENT -> {
                if (mortgagedLot < 0 || deed.kind() != SpaceKind.STREET || answer != base && answer != base * mult) {
                    return Optional.empty();
                }
                wrongs.add(answer == base ? new Wrong(base * mult, d.w.text(key + ".wrong.doubled", a), RuleIds.RENT_GROUP_DOUBLE_MORTGAGED)
                        : new Wrong(base, d.w.text(key + ".wrong.plain", a), RuleIds.RENT_GROUP_DOUBLE_MORTGAGED));
                difficulty = 3;
            }
            case BUILDING_RENT -> {
                if (level < 1 || level >= deed.rentSteps() || answer != deed.rent(level)) {
                    return Optional.empty();
                }
                wrongs.add(new Wrong(base * mult, d.w.text(key + ".wrong.site", a), RuleIds.RENT_HOUSES));
                wrongs.add(new Wrong(deed.rent(level - 1), d.w.text(key + ".wrong.one-fewer", a), RuleIds.RENT_HOUSES));
                difficulty = 2;
            }
            case OWNER_IN_JAIL -> {
                if (!before.player(r.owner()).inJail()) {
                    return Optional.empty();
                }
                wrongs.add(new Wrong(0, d.w.text(key + ".wrong.none", a), RuleIds.RENT_OWNER_IN_JAIL));
                if (answer == 2 * base) {
                    wrongs.add(new Wrong(base, d.w.text(key + ".wrong.printed", a), RuleIds.RENT_GROUP_DOUBLE));
                }
                difficulty = 2;
            }
            case RAILROADS_UTILITIES -> {
                if (deed.kind() == SpaceKind.RAILROAD) {
                    key = t.id + ".rail";
                    if (held > 1) {
                        wrongs.add(new Wrong(deed.rent(0), d.w.text(key + ".wrong.one", a), RuleIds.RENT_RAILROAD));
                    }
                    wrongs.add(new Wrong(answer * 2, d.w.text(key + ".wrong.double", a), RuleIds.RENT_CARD_RAILROAD));
                } else if (deed.kind() == SpaceKind.UTILITY) {
                    key = t.id + ".utility";
                    int k = roll.total() == 0 ? 0 : answer / roll.total();
                    if (k * roll.total() != answer) {
                        return Optional.empty();
                    }
                    a.put("times", DrillWords.num(k));
                    a.put("other", DrillWords.num(k == 4 ? 10 : 4));
                    wrongs.add(new Wrong((k == 4 ? 10 : 4) * roll.total(), d.w.text(key + ".wrong.other", a), RuleIds.RENT_UTILITY));
                    wrongs.add(new Wrong(roll.total(), d.w.text(key + ".wrong.dice", a), RuleIds.RENT_UTILITY));
                } else {
                    return Optional.empty();
                }
            }
            default -> {
                return Optional.empty();
            }
        }
        var q = Composed.amount(d.w.text(key + ".prompt", a), answer, d.w.text(key + ".explain", a), wrongs,
                List.of(d.w.text(key + ".hint.area", a), d.w.text(key + ".hint.rule", a), d.w.text(key + ".hint.worked", a)));
        Composed c = new Composed(d.w.text(key + ".title", a), d.w.text(key + ".goal", a), d.w.text(key + ".narrate", a),
                d.script(d.decisiveStep(), q, Draft.step("check", d.check(r.payer(), r.owner()))), difficulty);
        return Optional.of(c);
    }

    /** The Income Tax choice: what each way costs, ruled on the position itself; the question asks the least. */
    static Optional<Composed> incomeTax(Draft d) {
        GameState before = d.before();
        int p = d.mover();
        var flat = d.referee.apply(before, new Move.ChooseIncomeTax(p, TaxOption.FLAT));
        var pct = d.referee.apply(before, new Move.ChooseIncomeTax(p, TaxOption.PERCENT));
        if (!flat.applied() || !pct.applied()) {
            return Optional.empty();
        }
        int cash = before.player(p).cash();
        int flatPaid = cash - flat.state().player(p).cash();
        int pctPaid = cash - pct.state().player(p).cash();
        // Both paid in cash, with nothing else moving money: the question stays about the tax alone.
        if (flatPaid <= 0 || pctPaid <= 0 || flat.state().pending() instanceof tutor.rules.state.Pending.Debt
                || pct.state().pending() instanceof tutor.rules.state.Pending.Debt) {
            return Optional.empty();
        }
        boolean flatCheaper = flatPaid <= pctPaid;
        int least = Math.min(flatPaid, pctPaid);
        int percent = d.table.rules().incomeTaxPercent();
        // The square as this board prints it: the Boutique edition calls it Shopping Spree (« Virée shopping »).
        var a = args("player", d.w.player(p), "square", d.w.space(before.player(p).position()), "cash", d.w.money(cash), "flat", d.w.money(flatPaid), "percent", d.w.money(pctPaid),
                "pct", percent, "least", d.w.money(least), "edition", d.w.edition(), "after", d.w.editionAfter(), "cheaper", flatCheaper ? "flat" : "percent",
                "cashonly", d.w.money((int) Math.round(cash * percent / 100.0)));
        Theme t = Theme.INCOME_TAX_CHOICE;
        List<Wrong> wrongs = List.of(
                new Wrong(Math.max(flatPaid, pctPaid), d.w.text(t.id + ".wrong.dearer", a), RuleIds.TAX_INCOME_CHOICE),
                new Wrong((int) Math.round(cash * percent / 100.0), d.w.text(t.id + ".wrong.cash-only", a), RuleIds.TAX_INCOME_CHOICE));
        var q = Composed.amount(d.w.text(t.id + ".prompt", a), least, d.w.text(t.id + ".explain", a), wrongs,
                MoneyQuestions.hints(d.w, t, a));
        Move cheaper = new Move.ChooseIncomeTax(p, flatCheaper ? TaxOption.FLAT : TaxOption.PERCENT);
        Map<String, Object> move = Draft.step("move", new tutor.scenario.MoveDocument(d.table).withPlayer(cheaper));
        Map<String, Object> check = new java.util.LinkedHashMap<>();
        check.put("cash", Map.of(d.table.name(p), cash - least));
        return Optional.of(MoneyQuestions.compose(d.w, t, a, d.script(q, move, Draft.step("check", check)), 2));
    }
}
