package tutor.scenario;

import tutor.rules.GameState;
import tutor.rules.Move;
import tutor.rules.Offer;

/** A move in plain words: "Ann pays the fine to leave Jail", "Ben bids $60". */
public final class MoveText {

    private MoveText() {
    }

    public static String describe(GameState s, Move m) {
        return s.board().wording().apply(plain(s, m));
    }

    private static String plain(GameState s, Move m) {
        String who = s.table().name(m.player());
        if (m instanceof Move.RollDice) {
            return who + " throws " + s.board().term("the dice");
        } else if (m instanceof Move.BuyProperty) {
            return who + " buys the " + s.board().term("deed") + " at its " + s.board().term("printed price");
        } else if (m instanceof Move.DeclineToBuy) {
            return who + " declines to buy";
        } else if (m instanceof Move.Bid b) {
            return who + " bids " + s.board().money(b.amount());
        } else if (m instanceof Move.PassBid) {
            return who + " passes";
        } else if (m instanceof Move.PayJailFine) {
            return who + " pays the fine to leave Jail";
        } else if (m instanceof Move.UseJailFreeCard) {
            return who + " uses a Get Out of Jail Free card";
        } else if (m instanceof Move.ChooseIncomeTax t) {
            return who + " chooses to pay Income Tax " + (t.option() == tutor.rules.TaxOption.FLAT ? "as the flat sum" : "as a percentage of worth");
        } else if (m instanceof Move.EndTurn) {
            return who + " ends the turn";
        } else if (m instanceof Move.SellJailFreeCard c) {
            return who + " sells a Get Out of Jail Free card to " + s.table().name(c.buyer()) + " for " + s.board().money(c.price());
        } else if (m instanceof Move.ClaimRent) {
            return who + " asks for the rent owed";
        } else if (m instanceof Move.BuyHouse b) {
            return who + " buys a house for " + deed(s, b.deed());
        } else if (m instanceof Move.BuyHotel b) {
            return who + " buys a hotel for " + deed(s, b.deed());
        } else if (m instanceof Move.SellHouse b) {
            return who + " sells a house on " + deed(s, b.deed());
        } else if (m instanceof Move.SellHotel b) {
            return who + " sells the hotel on " + deed(s, b.deed());
        } else if (m instanceof Move.RequestBuildings r) {
            return who + " asks the Bank for " + r.count() + (r.hotel() ? " hotel(s)" : " house(s)");
        } else if (m instanceof Move.MortgageDeed d) {
            return who + " mortgages " + deed(s, d.deed());
        } else if (m instanceof Move.LiftMortgage d) {
            return who + " lifts the mortgage on " + deed(s, d.deed());
        } else if (m instanceof Move.KeepMortgage d) {
            return who + " keeps " + deed(s, d.deed()) + " mortgaged";
        } else if (m instanceof Move.Trade t) {
            return who + " trades with " + s.table().name(t.partner()) + ": gives " + offer(s, t.gives()) + ", gets " + offer(s, t.gets())
                    + (t.terms().isEmpty() ? "" : ", with extra terms");
        } else if (m instanceof Move.PayDebt) {
            return who + " pays what is owed";
        } else if (m instanceof Move.DeclareBankruptcy) {
            return who + " declares bankruptcy";
        } else if (m instanceof Move.CallTime) {
            return who + " calls time";
        } else if (m instanceof Move.UseDice u && s.pending() instanceof tutor.rules.Pending.DiceChoice c) {
            return who + " moves by " + tutor.data.Bundle.get().words().format(u.use().describe(c.die1(), c.die2()), s.table())
                    + (u.space() >= 0 ? ", to " + s.board().space(u.space()).name() : "");
        } else if (m instanceof Move.UseDice u) {
            return who + " moves by the dice (" + u.use().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + ")";
        } else if (m instanceof Move.TravelByRail t) {
            return who + " travels free to " + deed(s, t.deed());
        } else if (m instanceof Move.BuyAnyDeed b) {
            return who + " buys " + deed(s, b.deed()) + " with the exact-GO privilege";
        } else if (m instanceof Move.PlaceBooth b) {
            return who + " places the free ticket booth on " + deed(s, b.deed());
        } else if (m instanceof Move.ReverseDirection) {
            return who + " reverses the direction of play";
        } else if (m instanceof Move.ClaimJackpot j) {
            return who + switch (j.prize()) {
                case CASH -> " takes the " + s.board().money(s.pot()) + " jackpot";
                case DEED -> " takes " + deed(s, j.deed()) + " free instead of the jackpot";
                case HOUSES -> " takes up to " + s.rules().potPrivilegeHouses() + " free houses on the "
                        + s.board().groups().get(s.board().deed(j.deed()).group()).name() + " instead of the jackpot";
                case CARD -> " uses the card \"" + s.table().cards().decks().get(j.deck()).cards().get(j.card()).text()
                        + "\" again instead of the jackpot";
                case COLLECT -> " collects " + s.board().money(s.rules().potPrivilegeCollect()) + " from every player instead of the jackpot";
            };
        }
        return m.toString();
    }

    private static String deed(GameState s, int deed) {
        return s.board().deed(deed).name();
    }

    private static String offer(GameState s, Offer o) {
        StringBuilder sb = new StringBuilder();
        if (o.cash() > 0) {
            sb.append(s.board().money(o.cash()));
        }
        for (int d : o.deeds()) {
            sb.append(sb.length() == 0 ? "" : ", ").append(deed(s, d));
        }
        if (o.jailCards() > 0) {
            sb.append(sb.length() == 0 ? "" : ", ").append(o.jailCards()).append(" jail card(s)");
        }
        return sb.length() == 0 ? "nothing" : sb.toString();
    }
}
