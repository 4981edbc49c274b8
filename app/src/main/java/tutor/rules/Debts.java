package tutor.rules;

import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import java.util.ArrayList;
import java.util.List;
import tutor.trace.Effect;
import tutor.trace.Arg;
import tutor.trace.Msg;
import tutor.trace.Step;
import tutor.trace.StepKind;
import tutor.rules.edition.BankruptBuildings;
import tutor.rules.edition.BankruptMortgages;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.CardRef;
import tutor.rules.state.Estates;
import tutor.rules.state.Event;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
import tutor.rules.state.Rejection;

/** Paying what is owed, what a debtor could still raise, and bankruptcy. */
final class Debts {

    private Debts() {
    }

    /** Everything a player owes in a pending debt. */
    static int owedBy(Pending.Debt d, int seat) {
        int sum = 0;
        for (Pending.Owed o : d.owed()) {
            if (o.debtor() == seat) {
                sum += o.amount();
            }
        }
        return sum;
    }

    /** Cash plus what selling every building (at half its cost) and mortgaging every deed would bring. */
    static int raisable(GameState s, int seat) {
        int total = s.player(seat).cash();
        Estates e = s.estates();
        for (Deed d : s.board().deeds()) {
            if (e.owner(d.id()) != seat) {
                continue;
            }
            int cost = e.hotel(d.id()) ? d.hotelCost() + s.rules().housesBeforeHotel() * d.houseCost()
                    : e.houses(d.id()) * d.houseCost();
            total += cost / 2;
            if (!e.mortgaged(d.id()) && s.rules().mortgagesAllowed()) {
                total += d.mortgage();
            }
        }
        return total;
    }

    static void pay(Play p, Pending.Debt d) {
        Pending.Owed first = d.owed().get(0);
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.DEBT_PAY, "debt.pays", "player", player(first.debtor()))) {
            if (p.t.on()) {
                // The rule's name is a message of its own, so a language can quote it (Russian: по правилу «…»).
                p.t.given("owed-under", "debt.under-rule", "rule", Arg.rule(first.ruleId()));
            }
            p.transfer(first.debtor(), first.creditor(), first.amount(), first.ruleId());
        }
        List<Pending.Owed> rest = d.owed().subList(1, d.owed().size());
        if (!rest.isEmpty()) {
            p.waitFor(new Pending.Debt(rest, d.then(), d.moveAfter()));
        } else if (d.moveAfter() > 0) {
            Jail.moveAfterForcedFine(p, first.debtor(), d.moveAfter());
        } else {
            p.waitFor(d.then());
        }
    }

    /**
     * The debtor gives up. Owing a player: buildings go back to the Bank at half their cost,
     * and that cash, all other cash, every deed and every jail-free card go to the creditor, who
     * pays interest on mortgaged deeds and chooses to lift or keep each. Owing the Bank:
     * everything goes to the Bank, buildings to its supply, cards under their decks, and every
     * deed is auctioned. Other sums the bankrupt owed are lost with them.
     */
    static void bankrupt(Play p, Pending.Debt d, int seat) {
        int creditor = -2;
        List<Pending.Owed> others = new ArrayList<>();
        for (Pending.Owed o : d.owed()) {
            if (o.debtor() == seat) {
                if (creditor == -2) {
                    creditor = o.creditor();
                }
            } else {
                others.add(o);
            }
        }
        boolean wasCurrent = p.current == seat;
        int next = Turns.nextInGame(p, seat);
        Pending rest = others.isEmpty() ? d.then() : new Pending.Debt(others, d.then(), wasCurrent ? 0 : d.moveAfter());
        Pending after = withoutPlayer(rest, seat, wasCurrent ? new Pending.AwaitRoll(next) : null);
        if (wasCurrent) {
            p.passTurnTo(next);
        }
        if (creditor >= 0) {
            toPlayer(p, seat, creditor, after);
        } else {
            toBank(p, seat, after);
        }
        p.claimsToEdit().removeIf(c -> c.owner() == seat || c.payer() == seat);
        p.requestsToEdit().removeIf(r -> r.player() == seat);
        GameEnd.afterBankruptcy(p);
    }

    /**
     * The decisions still to come, with the player who left taken out of them: their own choices
     * and placements are dropped, they leave any running auction, and sums owed to or by them are
     * cancelled. {@code turnStart} replaces the end of the chain when it was their turn.
     */
    static Pending withoutPlayer(Pending p, int seat, Pending turnStart) {
        if (p == null) {
            return turnStart;
        }
        if (p instanceof Pending.MortgageChoice mc) {
            Pending then = withoutPlayer(mc.then(), seat, turnStart);
            return mc.player() == seat ? then : new Pending.MortgageChoice(mc.player(), mc.deeds(), then);
        }
        if (p instanceof Pending.PlaceBuilding pb) {
            Pending then = withoutPlayer(pb.then(), seat, turnStart);
            return pb.player() == seat ? then : new Pending.PlaceBuilding(pb.player(), pb.hotel(), then);
        }
        if (p instanceof Pending.Debt d) {
            List<Pending.Owed> kept = new ArrayList<>();
            for (Pending.Owed o : d.owed()) {
                if (o.debtor() != seat && o.creditor() != seat) {
                    kept.add(o);
                }
            }
            Pending then = withoutPlayer(d.then(), seat, turnStart);
            return kept.isEmpty() ? then : new Pending.Debt(kept, then, d.moveAfter());
        }
        if (p instanceof Pending.Auction a) {
            // A bidder who leaves the game takes their bid with them; the others bid on as before.
            boolean wasHigh = a.bidder() == seat;
            return new Pending.Auction(a.deed(), a.opener(), a.bidders() & ~(1 << seat), wasHigh ? 0 : a.passed() & ~(1 << seat),
                    wasHigh ? 0 : a.high(), wasHigh ? -1 : a.bidder(), a.more(), withoutPlayer(a.then(), seat, turnStart));
        }
        if (p instanceof Pending.BuildingAuction a) {
            boolean wasHigh = a.bidder() == seat;
            return new Pending.BuildingAuction(a.hotel(), a.requesters() & ~(1 << seat), a.bidders() & ~(1 << seat),
                    wasHigh ? 0 : a.passed() & ~(1 << seat), wasHigh ? 0 : a.high(), wasHigh ? -1 : a.bidder(), a.from(),
                    a.opening(), withoutPlayer(a.then(), seat, turnStart));
        }
        if (p.actor() == seat && turnStart != null) {
            return turnStart;
        }
        return p;
    }


    private static void toPlayer(Play p, int seat, int creditor, Pending after) {
        List<Integer> mortgaged = new ArrayList<>();
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.BANKRUPTCY_TO_PLAYER, "bankruptcy.to-player", "player", player(seat),
                "creditor", player(creditor))) {
            p.cite(RuleKey.BANKRUPT_BUILDINGS); // the edition's Bankruptcy paragraph: what goes to the creditor, what to the Bank
            if (p.rules.bankruptBuildings() == BankruptBuildings.RETURNED_TO_BANK) {
                returnBuildingsToBank(p, seat);
            } else {
                sellBuildingsToBank(p, seat);
            }
            p.transfer(seat, creditor, p.p(seat).cash(), RuleIds.BANKRUPTCY_TO_PLAYER);
            for (Deed d : p.board.deeds()) {
                if (p.owner(d.id()) == seat) {
                    p.giveDeed(d.id(), seat, creditor);
                    if (p.mortgaged(d.id())) {
                        mortgaged.add(d.id());
                    }
                }
            }
            for (CardRef card : p.p(seat).jailCards()) {
                p.setPlayer(creditor, p.p(creditor).withCard(card));
            }
            leave(p, seat);
            p.waitFor(after);
            // Where the creditor owes no interest on receiving them, the deeds simply stay mortgaged
            // and the interest is paid with the value on lifting, as for any owner.
            if (!mortgaged.isEmpty() && p.rules.bankruptcyCreditorPaysInterest()) {
                Mortgages.receive(p, creditor, mortgaged, after, RuleKey.BANKRUPTCY_MORTGAGE_INTEREST);
            } else if (!mortgaged.isEmpty()) {
                p.cite(RuleKey.BANKRUPTCY_MORTGAGE_INTEREST);
            }
        }
    }

    private static void sellBuildingsToBank(Play p, int seat) {
        for (Deed d : p.board.deeds()) {
            int id = d.id();
            int cost = p.owner(id) == seat ? p.buildingCost(id) : 0;
            if (cost == 0) {
                continue;
            }
            try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.CALCULATION, RuleIds.BUILD_SELL, "bankruptcy.buildings-sold", "deed", deed(id))) {
                if (p.t.on()) {
                    p.t.calc("bankruptcy.half", "cost", money(cost), "half", money(cost / 2));
                }
                backToSupply(p, id);
                p.transfer(Estates.BANK, seat, cost / 2, RuleIds.BUILD_SELL);
            }
        }
    }

    /** Where the ruleset says so, a bankrupt's buildings go back to the Bank for nothing: the creditor gets cash and deeds only. */
    private static void returnBuildingsToBank(Play p, int seat) {
        for (Deed d : p.board.deeds()) {
            int id = d.id();
            if (p.owner(id) != seat || p.buildingCost(id) == 0) {
                continue;
            }
            try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.BANKRUPTCY_TO_PLAYER, "bankruptcy.buildings-returned", "deed", deed(id),
                    "cost", money(p.buildingCost(id)))) {
                p.cite(RuleKey.BANKRUPT_BUILDINGS);
                backToSupply(p, id);
            }
        }
    }

    /** A lot's buildings go back into the Bank's supply: a hotel as one hotel, houses as houses. */
    private static void backToSupply(Play p, int id) {
        if (p.hotel(id)) {
            p.hotelsToBank(1);
        } else {
            p.housesToBank(p.houses(id));
        }
        p.estates().hotel(id, false).houses(id, 0);
    }

    private static void toBank(Play p, int seat, Pending after) {
        List<Integer> deeds = new ArrayList<>();
        boolean clear = p.rules.bankruptcyToBankMortgages() == BankruptMortgages.CLEARED;
        boolean pledged = false;
        for (Deed d : p.board.deeds()) {
            pledged |= p.owner(d.id()) == seat && p.mortgaged(d.id());
        }
        // Where this bankruptcy ends the game, nothing is auctioned, and the ruling does not say it will be.
        boolean auctions = p.playersIn() > 2 && !GameEnd.limitReachedWith(p, seat);
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.BANKRUPTCY_TO_BANK, auctions ? "bankruptcy.to-bank"
                : "bankruptcy.to-bank-game-ends", "player", player(seat))) {
            if (pledged) {
                p.cite(RuleKey.BANKRUPTCY_TO_BANK_MORTGAGES); // what decides here is how the Bank's own mortgages end
            }
            for (Deed d : p.board.deeds()) {
                int id = d.id();
                if (p.owner(id) != seat) {
                    continue;
                }
                if (p.hotel(id)) {
                    p.hotelsToBank(1);
                }
                p.housesToBank(p.houses(id));
                p.estates().hotel(id, false).houses(id, 0);
                if (clear) {
                    p.estates().mortgaged(id, false);
                }
                p.giveDeed(id, seat, Estates.BANK);
                deeds.add(id);
            }
            p.transfer(seat, Estates.BANK, p.p(seat).cash(), RuleIds.BANKRUPTCY_TO_BANK);
            for (CardRef card : p.p(seat).jailCards()) {
                p.setDeck(card.deck(), p.deck(card.deck()).withAtBottom(card.card()));
            }
            if (!p.p(seat).jailCards().isEmpty()) {
                if (p.t.on()) {
                    p.t.note(StepKind.CHANGE, RuleIds.CARD_JAIL_FREE_RETURN,
                            p.rules.cardsReshuffled() ? "bankruptcy.cards-to-bank-pile" : "bankruptcy.cards-back");
                }
            }
            leave(p, seat);
        }
        p.waitFor(after);
        if (!deeds.isEmpty() && auctions) {
            Buying.auctionAll(p, deeds, after);
        } else {
            for (int id : deeds) {
                p.estates().mortgaged(id, false);
            }
        }
    }

    private static void leave(Play p, int seat) {
        PlayerState pl = p.p(seat);
        p.setPlayer(seat, new PlayerState(pl.name(), 0, pl.position(), false, 0, List.of(), true, pl.lapped(), 0));
        p.events.add(new Event.PlayerLeft(seat));
        if (p.t.on()) {
            p.t.effect(new Effect.StatusChanged(player(seat), Msg.of("status.out")));
        }
    }

    /** Whether a player is raising money for a debt of their own now (jail bars on dealing do not stop that). */
    static boolean raising(GameState s, int seat) {
        return s.pending() instanceof Pending.Debt d && d.owed().get(0).debtor() == seat;
    }
}
