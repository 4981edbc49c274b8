package tutor.sim;

import tutor.rules.Deed;
import tutor.rules.GameState;
import tutor.rules.Move;
import tutor.rules.Pending;
import tutor.rules.PlayerState;
import tutor.rules.Referee;
import tutor.rules.TaxOption;

/**
 * A plain, fast player for simulations: buys what it can afford while keeping a cash reserve,
 * bids up to half the printed price, leaves Jail by paying when it can, pays the cheaper tax.
 * It decides straight from the pending decision, without listing every legal move.
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
            return new Move.RollDice(a.player());
        }
        if (p instanceof Pending.BuyDecision b) {
            Deed d = s.board().deed(b.deed());
            return s.player(b.player()).cash() >= d.price() + reserve
                    ? new Move.BuyProperty(b.player()) : new Move.DeclineToBuy(b.player());
        }
        if (p instanceof Pending.Auction a) {
            int min = a.bidder() < 0 ? Math.max(1, s.rules().auctionOpeningBid()) : a.high() + Math.max(1, s.rules().auctionMinRaise());
            int limit = s.board().deed(a.deed()).price() / 2;
            int cash = s.player(a.next()).cash();
            return min <= limit && min + reserve <= cash ? new Move.Bid(a.next(), min) : new Move.PassBid(a.next());
        }
        if (p instanceof Pending.TaxChoice t) {
            // Counting worth before choosing is what the rules forbid a person; a bot may estimate from cash alone.
            int cash = s.player(t.player()).cash();
            return cash * s.rules().incomeTaxPercent() / 100 < s.rules().incomeTax() / 2
                    ? new Move.ChooseIncomeTax(t.player(), TaxOption.PERCENT) : new Move.ChooseIncomeTax(t.player(), TaxOption.FLAT);
        }
        if (p instanceof Pending.TurnOver t) {
            return new Move.EndTurn(t.player());
        }
        return null;
    }
}
