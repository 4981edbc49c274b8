package tutor.rules;

/** Applies the property moves: buildings, building requests, mortgages, trades, debts, and calling time. */
final class Property {

    private Property() {
    }

    /** False when the move is not a property move. */
    static boolean apply(Play p, GameState s, Move m) {
        Pending before = s.pending();
        p.pending = before;
        if (m instanceof Move.BuyHouse || m instanceof Move.BuyHotel) {
            p.noteTiming(RuleIds.BUILD_TIMING, before);
        } else if (m instanceof Move.Trade) {
            p.noteTiming(RuleIds.TIMING_BETWEEN_MOVES, before);
        }
        if (m instanceof Move.BuyHouse b) {
            boolean placing = before instanceof Pending.PlaceBuilding;
            Building.buyHouse(p, b.player(), b.deed(), placing);
            afterPlacing(p, before, false);
        } else if (m instanceof Move.BuyHotel b && !(before instanceof Pending.PlaceBuilding)
                && StraightToHotels.applies(s, b.player(), b.deed())) {
            StraightToHotels.apply(p, s, b.player(), b.deed());
        } else if (m instanceof Move.BuyHotel b) {
            boolean placing = before instanceof Pending.PlaceBuilding;
            Building.buyHotel(p, b.player(), b.deed(), placing);
            afterPlacing(p, before, true);
        } else if (m instanceof Move.SellHouse sh) {
            Building.sellHouse(p, sh.player(), sh.deed());
        } else if (m instanceof Move.SellHotel sh) {
            Building.sellHotel(p, sh.player(), sh.deed());
        } else if (m instanceof Move.RequestBuildings r) {
            Requests.request(p, r.player(), r.hotel(), r.count());
        } else if (m instanceof Move.MortgageDeed md) {
            Mortgages.mortgage(p, md.player(), md.deed());
        } else if (m instanceof Move.LiftMortgage lm) {
            boolean choosing = before instanceof Pending.MortgageChoice;
            Mortgages.lift(p, lm.player(), lm.deed(), choosing);
            if (choosing) {
                Mortgages.next(p, (Pending.MortgageChoice) before);
            }
        } else if (m instanceof Move.KeepMortgage km) {
            Mortgages.keep(p, km.player(), km.deed());
            Mortgages.next(p, (Pending.MortgageChoice) before);
        } else if (m instanceof Move.Trade trade) {
            Trades.apply(p, trade);
        } else if (m instanceof Move.PayDebt) {
            Debts.pay(p, (Pending.Debt) before);
        } else if (m instanceof Move.DeclareBankruptcy) {
            Debts.bankrupt(p, (Pending.Debt) before, m.player());
        } else if (m instanceof Move.CallTime) {
            GameEnd.callTime(p, m.player());
        } else {
            return false;
        }
        return true;
    }

    /** A building won at auction is placed: play returns to where it was, and the next contested one may be auctioned. */
    private static void afterPlacing(Play p, Pending before, boolean hotel) {
        if (before instanceof Pending.PlaceBuilding pb) {
            p.pending = pb.then();
            Requests.contention(p, hotel);
        }
    }
}
