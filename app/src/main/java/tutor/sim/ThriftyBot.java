package tutor.sim;

import tutor.rules.edition.Deed;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
import tutor.rules.Referee;
import tutor.rules.state.TaxOption;

/**
 * A plain, fast player for simulations: buys what it can afford while keeping a cash reserve,
 * bids up to half the printed price, leaves Jail by paying when it can, pays the cheaper tax,
 * builds a house at the end of a turn when it has cash to spare, raises money in debt by
 * mortgaging and selling, and gives up only when the rules allow. It decides straight from the
 * pending decision, without listing every legal move.
 */
public final class ThriftyBot implements Bot {

    private final int reserve;

    public ThriftyBot(int reserve) {
        this.reserve = reserve;
    }

    @Override
    public Move choose(GameState s, Referee referee) {
        Pending p = s.pending();
        if (p instanceof Pending.AwaitRoll a) {
            PlayerState me = s.player(a.player());
            if (me.inJail() && !me.jailCards().isEmpty()) {
                return new Move.UseJailFreeCard(a.player());
            }
            if (me.inJail() && me.jailThrows() < s.rules().jailFineTurns() && me.cash() >= s.rules().jailFine() + reserve) {
                return new Move.PayJailFine(a.player());
            }
            if (me.inJail() && !s.rules().jailExitByDoubles()) {
                return new Move.PayJailFine(a.player());
            }
            return new Move.RollDice(a.player());
        }
        if (p instanceof Pending.BuyDecision b) {
            Deed d = s.board().deed(b.deed());
            return s.player(b.player()).cash() >= d.price() + reserve
                    ? new Move.BuyProperty(b.player()) : new Move.DeclineToBuy(b.player());
        }
        if (p instanceof Pending.Auction a) {
            // The least bid the edition allows now (an opening reckoned from the printed price included).
            int min = referee.minimumBid(s);
            int limit = s.board().deed(a.deed()).price() / 2;
            int cash = s.player(a.actor()).cash();
            return min <= limit && min + reserve <= cash ? new Move.Bid(a.actor(), min) : new Move.PassBid(a.actor());
        }
        if (p instanceof Pending.TaxChoice t) {
            // Counting worth before choosing is what the rules forbid a person; a bot may estimate from cash alone.
            int cash = s.player(t.player()).cash();
            return cash * s.rules().incomeTaxPercent() / 100 < s.rules().incomeTax() / 2
                    ? new Move.ChooseIncomeTax(t.player(), TaxOption.PERCENT) : new Move.ChooseIncomeTax(t.player(), TaxOption.FLAT);
        }
        if (p instanceof Pending.Arrived a) {
            return new Move.Arrive(a.player());
        }
        if (p instanceof Pending.TurnOver t) {
            Move build = houseToBuild(s, referee, t.player());
            return build != null ? build : new Move.EndTurn(t.player());
        }
        if (p instanceof Pending.Debt d) {
            int debtor = d.owed().get(0).debtor();
            if (s.player(debtor).cash() >= d.owed().get(0).amount()) {
                return new Move.PayDebt(debtor);
            }
            // Mortgages first (listed last), then buildings; a bot proposes no trades.
            java.util.List<tutor.rules.state.RaiseOption> ways = referee.waysToRaise(s, debtor);
            for (int i = ways.size() - 1; i >= 0; i--) {
                if (!ways.get(i).isTrade()) {
                    return ways.get(i).move();
                }
            }
            return new Move.DeclareBankruptcy(debtor);
        }
        if (p instanceof Pending.MortgageChoice mc) {
            Move lift = new Move.LiftMortgage(mc.player(), mc.deed());
            return s.player(mc.player()).cash() > 3 * reserve && referee.check(s, lift).isEmpty()
                    ? lift : new Move.KeepMortgage(mc.player(), mc.deed());
        }
        if (p instanceof Pending.BuildingAuction a) {
            return new Move.PassBid(a.actor());
        }
        if (p instanceof Pending.PlaceBuilding pb) {
            for (int deed = 0; deed < s.board().deeds().size(); deed++) {
                Move m = pb.hotel() ? new Move.BuyHotel(pb.player(), deed) : new Move.BuyHouse(pb.player(), deed);
                if (referee.check(s, m).isEmpty()) {
                    return m;
                }
            }
        }
        // Choices the bot has no taste in (how to use special dice, a jackpot, where a free booth goes): the first listed,
        // which is the plain one (the sum, the money) where there is one.
        java.util.List<Move> legal = referee.legalMoves(s);
        return legal.isEmpty() ? null : legal.get(0);
    }

    /** Cheap test before asking the referee: the whole group is ours and none of it mortgaged. */
    private static boolean holdsBareGroup(GameState s, int seat, Deed d) {
        for (int lot : s.board().groups().get(d.group()).deeds()) {
            if (s.estates().owner(lot) != seat || s.estates().mortgaged(lot)) {
                return false;
            }
        }
        return true;
    }

    /** One house (or hotel) on a whole group, when cash stays above twice the reserve. */
    private Move houseToBuild(GameState s, Referee referee, int seat) {
        int cash = s.player(seat).cash();
        if (cash < 2 * reserve + 50) {
            return null;
        }
        for (Deed d : s.board().deeds()) {
            if (s.estates().owner(d.id()) != seat || d.kind() != tutor.rules.edition.SpaceKind.STREET
                    || cash < 2 * reserve + d.houseCost() || !holdsBareGroup(s, seat, d)) {
                continue;
            }
            Move house = new Move.BuyHouse(seat, d.id());
            if (referee.check(s, house).isEmpty()) {
                return house;
            }
            Move hotel = new Move.BuyHotel(seat, d.id());
            if (referee.check(s, hotel).isEmpty()) {
                return hotel;
            }
        }
        return null;
    }
}
