package tutor.analysis;

import java.util.ArrayList;
import java.util.List;
import tutor.rules.edition.Deed;
import tutor.text.Message;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;

/**
 * A player's position as a balance sheet.
 *
 * <p>Net worth = cash + deeds at printed price + buildings at cost - what it would cost to lift
 * every mortgage (value plus interest): what the player has, less what the player owes the Bank.
 * (The Income Tax rule counts worth differently: mortgaged deeds at full price, nothing owed.)
 *
 * <p>Liquidation value = the cash the player could raise at once from the Bank: cash + every
 * building sold back at half its cost + the mortgage value of every unmortgaged deed. This is
 * what decides whether a debt can be paid without going bankrupt.
 */
public record NetWorth(String player, int cash, int deeds, int buildings, int mortgagesOwed,
                       int netWorth, int buildingSales, int mortgageValues, int liquidation, List<Message> said) {

    public NetWorth {
        said = List.copyOf(said);
    }

    /** Each number worked out, in English. */
    public List<String> explanation() {
        return explanation("en");
    }

    /** Each number worked out, in a language. */
    public List<String> explanation(String language) {
        return said.stream().map(m -> m.in(language)).toList();
    }

    public static NetWorth of(GameState s, int seat) {
        int cash = s.player(seat).cash();
        int deeds = 0;
        int buildings = 0;
        int owed = 0;
        int sales = 0;
        int raisable = 0;
        int houseRule = s.rules().housesBeforeHotel();
        Estates e = s.estates();
        for (Deed d : s.board().deeds()) {
            if (e.owner(d.id()) != seat) {
                continue;
            }
            deeds += d.price();
            int houses = e.houses(d.id());
            buildings += houses * d.houseCost();
            sales += houses * (d.houseCost() / 2);
            if (e.hotel(d.id())) {
                // A hotel stands for the houses given in for it and its own price; each sells back at half.
                buildings += d.hotelCost() + houseRule * d.houseCost();
                sales += d.hotelCost() / 2 + houseRule * (d.houseCost() / 2);
            }
            if (e.mortgaged(d.id())) {
                owed += d.mortgage() + s.rules().mortgageInterest(d.mortgage());
            } else {
                raisable += d.mortgage();
            }
        }
        int net = cash + deeds + buildings - owed;
        int liquidation = cash + sales + raisable;
        tutor.rules.edition.Board b = s.board();
        List<Message> why = new ArrayList<>();
        why.add(Say.lab("worth.net", Say.money(b, cash), Say.money(b, deeds), Say.money(b, buildings), Say.money(b, owed),
                Say.money(b, net)));
        why.add(Say.lab("worth.liquidation", Say.money(b, cash), Say.money(b, sales), Say.money(b, raisable),
                Say.money(b, liquidation)));
        return new NetWorth(s.player(seat).name(), cash, deeds, buildings, owed, net, sales, raisable, liquidation, why);
    }

    /** Net worth alone, without the words: for simulations that sample it thousands of times. */
    public static int quick(GameState s, int seat) {
        if (s.player(seat).out()) {
            return 0;
        }
        int net = s.player(seat).cash();
        int houseRule = s.rules().housesBeforeHotel();
        Estates e = s.estates();
        for (Deed d : s.board().deeds()) {
            if (e.owner(d.id()) != seat) {
                continue;
            }
            net += d.price() + e.houses(d.id()) * d.houseCost();
            if (e.hotel(d.id())) {
                net += d.hotelCost() + houseRule * d.houseCost();
            }
            if (e.mortgaged(d.id())) {
                net -= d.mortgage() + s.rules().mortgageInterest(d.mortgage());
            }
        }
        return net;
    }
}
