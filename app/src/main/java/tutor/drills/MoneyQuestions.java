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
import tutor.rules.state.Roll;

/**
 * Drills that ask "who pays whom, and how much": the forced Jail fine, the interest on mortgages
 * received in a bankruptcy, a hotel sold back in a shortage, and the taxes. Every number is read off
 * the ruling of the drill's own file; every wrong amount is a misreading people make, worded with
 * its reason.
 */
final class MoneyQuestions {

    private MoneyQuestions() {
    }

    static List<Map<String, Object>> hints(DrillWords w, Theme theme, Map<String, DrillWords.Say> a) {
        return List.of(w.text(theme.id + ".hint.area", a), w.text(theme.id + ".hint.rule", a), w.text(theme.id + ".hint.worked", a));
    }

    static Composed compose(DrillWords w, Theme theme, Map<String, DrillWords.Say> a, List<Object> script, int base) {
        return new Composed(w.text(theme.id + ".title", a), w.text(theme.id + ".goal", a), w.text(theme.id + ".narrate", a), script, base);
    }

    static Optional<Composed> forcedFine(Draft d) {
        int p = d.mover();
        GameState before = d.before();
        Roll r = d.roll();
        int fine = d.paid(p, RuleIds.JAIL_FORCED_FINE);
        int fails = before.player(p).jailThrows();
        if (r == null || fine <= 0) {
            return Optional.empty();
        }
        var rules = d.table.rules();
        var a = args("player", d.w.player(p), "cash", d.w.money(before.player(p).cash()), "fails", fails, "dice", d.dice(r),
                "fine", d.w.money(fine), "spaces", r.total(), "edition", d.w.edition(), "after", d.w.editionAfter(), "turns", rules.jailTurns());
        Theme t = Theme.JAIL_FORCED_FINE;
        List<Wrong> wrongs = List.of(
                new Wrong(0, d.w.text(t.id + ".wrong.free", a), RuleIds.JAIL_FORCED_FINE),
                new Wrong(2 * fine, d.w.text(t.id + ".wrong.twice", a), RuleIds.JAIL_FORCED_FINE),
                new Wrong((fails + 1) * fine, d.w.text(t.id + ".wrong.each", a), RuleIds.JAIL_FORCED_FINE));
        var q = Composed.amount(d.w.text(t.id + ".prompt", a), fine, d.w.text(t.id + ".explain", a), wrongs, hints(d.w, t, a));
        var check = d.check(p);
        check.put("in-jail", Map.of(d.table.name(p), false));
        return Optional.of(compose(d.w, t, a, d.script(d.decisiveStep(), q, Draft.step("check", check)), 2));
    }

    static Optional<Composed> bankruptcyInterest(Draft d) {
        int debtor = d.mover();
        GameState before = d.before();
        if (!(before.pending() instanceof tutor.rules.state.Pending.Debt debt)) {
            return Optional.empty();
        }
        int creditor = debt.owed().get(0).creditor();
        int interest = d.paid(creditor, RuleIds.MORTGAGE_TRANSFER);
        List<DrillWords.Say> names = new ArrayList<>();
        int mortgages = 0;
        for (Deed deed : d.table.board().deeds()) {
            if (before.estates().owner(deed.id()) == debtor && before.estates().mortgaged(deed.id())) {
                names.add(d.w.deed(deed.id()));
                mortgages += deed.mortgage();
            }
        }
        if (creditor < 0 || interest <= 0 || names.isEmpty()) {
            return Optional.empty();
        }
        var a = args("debtor", d.w.player(debtor), "creditor", d.w.player(creditor), "owed", d.w.money(debt.owed().get(0).amount()),
                "n", names.size(), "deeds", DrillWords.list(names), "mortgages", d.w.money(mortgages),
                "interest", d.w.money(interest), "pct", d.table.rules().mortgageInterestPercent(), "edition", d.w.edition(), "after", d.w.editionAfter());
        Theme t = Theme.BANKRUPTCY_MORTGAGES;
        List<Wrong> wrongs = List.of(
                new Wrong(0, d.w.text(t.id + ".wrong.none", a), RuleIds.MORTGAGE_TRANSFER),
                new Wrong(mortgages, d.w.text(t.id + ".wrong.lift", a), RuleIds.MORTGAGE_LIFT),
                new Wrong(mortgages + interest, d.w.text(t.id + ".wrong.both", a), RuleIds.MORTGAGE_LIFT));
        var q = Composed.amount(d.w.text(t.id + ".prompt", a), interest, d.w.text(t.id + ".explain", a), wrongs, hints(d.w, t, a));
        return Optional.of(compose(d.w, t, a, d.script(d.decisiveStep(), q, Draft.step("check", d.check(creditor))), 3));
    }

    static Optional<Composed> hotelBreakdown(Draft d) {
        int p = d.mover();
        GameState before = d.before();
        int deed = ((tutor.rules.state.Move.SellHotel) d.decisive().move()).deed();
        int proceeds = d.paidTo(Estates.BANK, p);
        if (proceeds <= 0) {
            return Optional.empty();
        }
        Deed dd = d.table.board().deed(deed);
        var a = args("player", d.w.player(p), "deed", d.w.deed(deed), "bank", before.bankHouses(),
                "h", d.table.rules().housesBeforeHotel(), "proceeds", d.w.money(proceeds), "half", d.w.money(dd.hotelCost() / 2),
                "edition", d.w.edition(), "after", d.w.editionAfter());
        Theme t = Theme.HOTEL_BREAKDOWN;
        List<Wrong> wrongs = List.of(
                new Wrong(dd.hotelCost() / 2, d.w.text(t.id + ".wrong.half-hotel", a), RuleIds.BUILD_SELL_HOTEL_SHORTAGE),
                new Wrong(2 * proceeds, d.w.text(t.id + ".wrong.full", a), RuleIds.BUILD_SELL));
        var q = Composed.amount(d.w.text(t.id + ".prompt", a), proceeds, d.w.text(t.id + ".explain", a), wrongs, hints(d.w, t, a));
        var check = d.check(p);
        check.put("bank-houses", d.after().bankHouses());
        return Optional.of(compose(d.w, t, a, d.script(d.decisiveStep(), q, Draft.step("check", check)), 3));
    }

    static Optional<Composed> buildingShortage(Draft d) {
        if (!(d.after().pending() instanceof tutor.rules.state.Pending.BuildingAuction ba) || d.outcomes.size() != 2) {
            return Optional.empty();
        }
        int a = d.outcomes.get(0).move().player();
        int b = d.mover();
        int supply = d.start.bankHouses();
        int opening = ba.opening();
        int minimum = Math.max(1, d.table.rules().auctionOpeningBid());
        int price = Integer.MAX_VALUE;
        for (Deed deed : d.table.board().deeds()) {
            int owner = d.start.estates().owner(deed.id());
            if (deed.kind() == SpaceKind.STREET && (owner == a || owner == b) && deed.houseCost() > 0) {
                price = Math.min(price, deed.houseCost());
            }
        }
        boolean fromPrice = d.table.rules().buildingAuctionOpening() == tutor.rules.edition.BuildingAuctionOpening.BUILDING_PRICE;
        var a2 = args("first", d.w.player(a), "second", d.w.player(b), "supply", supply, "opening", d.w.money(opening),
                "bidders", Integer.bitCount(ba.bidders()), "edition", d.w.edition(), "after", d.w.editionAfter(), "price", fromPrice ? "yes" : "no",
                "minimum", d.w.money(minimum), "house", d.w.money(price == Integer.MAX_VALUE ? opening : price));
        Theme t = Theme.BUILDING_SHORTAGE;
        List<Wrong> wrongs = new ArrayList<>();
        if (fromPrice) {
            wrongs.add(new Wrong(minimum, d.w.text(t.id + ".wrong.minimum", a2), RuleIds.BUILD_SHORTAGE_AUCTION));
        } else if (price != Integer.MAX_VALUE) {
            wrongs.add(new Wrong(price, d.w.text(t.id + ".wrong.price", a2), RuleIds.BUILD_SHORTAGE_AUCTION));
        }
        wrongs.add(new Wrong(0, d.w.text(t.id + ".wrong.shared", a2), RuleIds.BUILD_SHORTAGE_AUCTION));
        var q = Composed.amount(d.w.text(t.id + ".prompt", a2), opening, d.w.text(t.id + ".explain", a2), wrongs, hints(d.w, t, a2));
        java.util.Map<String, Object> check = new java.util.LinkedHashMap<>();
        check.put("pending", "building-auction");
        return Optional.of(compose(d.w, t, a2, d.script(d.decisiveStep(), q, Draft.step("check", check)), 3));
    }

    static Optional<Composed> taxes(Draft d) {
        int p = d.mover();
        Roll r = d.roll();
        boolean luxury = d.decisive().trace().ruleIds().contains(RuleIds.TAX_LUXURY);
        int paid = d.paid(p, luxury ? RuleIds.TAX_LUXURY : RuleIds.TAX_INCOME);
        int space = d.after().player(p).position();
        if (r == null || paid <= 0) {
            return Optional.empty();
        }
        // The same square under the other editions: the sum people remember from another box.
        String other = null;
        int otherSum = -1;
        for (var rs : tutor.data.Bundle.get().rulesets().values()) {
            int sum = luxury ? rs.luxuryTax() : rs.incomeTax();
            if (sum != paid && sum > 0 && rs.boardId().equals(d.table.rules().boardId()) || sum != paid && sum > 0 && other == null) {
                other = rs.id();
                otherSum = sum;
                if (rs.boardId().equals(d.table.rules().boardId())) {
                    break;
                }
            }
        }
        String otherId = other;
        var a = args("player", d.w.player(p), "dice", d.dice(r), "space", d.w.space(space), "paid", d.w.money(paid),
                "edition", d.w.edition(), "after", d.w.editionAfter(), "other", d.w.money(Math.max(otherSum, 0)),
                "otheredition", (DrillWords.Say) lang -> otherId == null ? "" : tutor.scenario.EditionNames.of(
                        tutor.data.Bundle.get().ruleset(otherId), lang),
                "otherafter", (DrillWords.Say) lang -> otherId == null ? "" : tutor.scenario.EditionNames.after(
                        tutor.data.Bundle.get().ruleset(otherId), lang),
                "kind", luxury ? "luxury" : "income");
        Theme t = Theme.TAXES;
        List<Wrong> wrongs = new ArrayList<>();
        if (otherSum > 0) {
            wrongs.add(new Wrong(otherSum, d.w.text(t.id + ".wrong.other-edition", a), luxury ? RuleIds.TAX_LUXURY : RuleIds.TAX_INCOME));
        }
        wrongs.add(new Wrong(2 * paid, d.w.text(t.id + ".wrong.twice", a), null));
        var q = Composed.amount(d.w.text(t.id + ".prompt", a), paid, d.w.text(t.id + ".explain", a), wrongs, hints(d.w, t, a));
        return Optional.of(compose(d.w, t, a, d.script(d.decisiveStep(), q, Draft.step("check", d.check(p))), 1));
    }

    /** The number of the deck and card a card-drawn event names, or null. */
    static int[] card(Draft d, Event.CardDrawn c) {
        var decks = d.table.cards().decks();
        for (int i = 0; i < decks.size(); i++) {
            if (decks.get(i).id().equals(c.deckId())) {
                for (int k = 0; k < decks.get(i).cards().size(); k++) {
                    if (decks.get(i).cards().get(k).id().equals(c.cardId())) {
                        return new int[] {i, k};
                    }
                }
            }
        }
        return null;
    }

    static Optional<Composed> cardMoves(Draft d) {
        int p = d.mover();
        Roll r = null;
        Event.CardDrawn drawn = null;
        for (Event e : d.decisive().events()) {
            if (e instanceof Event.DiceRolled dr && r == null) {
                r = dr.roll();
            } else if (e instanceof Event.CardDrawn c && drawn == null) {
                drawn = c;
            }
        }
        int[] card = drawn == null ? null : card(d, drawn);
        int total = d.paid(p, null);
        var ids = d.decisive().trace().ruleIds();
        if (r == null || card == null || total <= 0 || !d.isRoll()) {
            return Optional.empty();
        }
        int drawnAt = r.total() + d.before().player(p).position();
        int to = d.after().player(p).position();
        Roll last = d.roll();
        var a = args("player", d.w.player(p), "dice", d.dice(r), "square", d.w.space(Math.floorMod(drawnAt, d.table.board().size())),
                "card", d.w.card(card[0], card[1]), "to", d.w.space(to), "total", d.w.money(total), "edition", d.w.edition(), "after", d.w.editionAfter());
        Theme t = Theme.CARD_MOVES;
        List<Wrong> wrongs = new ArrayList<>();
        Event.RentPaid rent = d.rent();
        if (ids.contains(RuleIds.CARD_BACK)) {
            wrongs.add(new Wrong(0, d.w.text(t.id + ".wrong.back-free", a), RuleIds.CARD_BACK));
        }
        if (ids.contains(RuleIds.RENT_CARD_RAILROAD) && rent != null && rent.amount() % 2 == 0) {
            wrongs.add(new Wrong(total - rent.amount() / 2, d.w.text(t.id + ".wrong.rail-single", a), RuleIds.RENT_CARD_RAILROAD));
        }
        if (ids.contains(RuleIds.RENT_CARD_UTILITY) && rent != null && last != null) {
            wrongs.add(new Wrong(total - rent.amount() + 4 * last.total(), d.w.text(t.id + ".wrong.utility-four", a),
                    RuleIds.RENT_CARD_UTILITY));
        }
        wrongs.add(new Wrong(total * 2, d.w.text(t.id + ".wrong.twice", a), null));
        var q = Composed.amount(d.w.text(t.id + ".prompt", a), total, d.w.text(t.id + ".explain", a), wrongs, hints(d.w, t, a));
        var check = d.check(p);
        check.put("position", Map.of(d.table.name(p), tutor.scenario.MoveDocument.space(d.table.board(), to)));
        return Optional.of(compose(d.w, t, a, d.script(d.decisiveStep(), q, Draft.step("check", check)), 2));
    }
}
