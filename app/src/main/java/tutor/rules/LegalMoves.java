package tutor.rules;

import java.util.ArrayList;
import java.util.List;
import tutor.rules.edition.SpaceKind;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
import tutor.rules.state.RentClaim;
import tutor.rules.state.TaxOption;

/**
 * Lists what the players may do now. Amounts a player chooses (bids, prices) are listed at their
 * least legal value; trades are never listed, since their terms are whatever two players agree
 * ({@code check} rules on any proposed one).
 */
final class LegalMoves {

    private LegalMoves() {
    }

    static List<Move> of(GameState s) {
        List<Move> moves = new ArrayList<>(4);
        Pending pending = s.pending();
        if (pending instanceof Pending.AwaitRoll a) {
            int seat = a.player();
            PlayerState pl = s.player(seat);
            if (!pl.inJail() || s.rules().jailExitByDoubles()) {
                moves.add(new Move.RollDice(seat));
            }
            TravelByRailRule.options(s, seat, moves);
            GoPrivileges.options(s, seat, moves);
            if (pl.inJail()) {
                if (s.rules().jailExitEndsTurn()
                        || pl.jailThrows() < s.rules().jailFineTurns() && pl.cash() >= s.rules().jailFine()) {
                    moves.add(new Move.PayJailFine(seat));
                }
                if (!pl.jailCards().isEmpty()) {
                    moves.add(new Move.UseJailFreeCard(seat));
                }
            }
            betweenMoves(s, moves);
        } else if (pending instanceof Pending.BuyDecision b) {
            add(s, moves, new Move.BuyProperty(b.player()));
            moves.add(new Move.DeclineToBuy(b.player()));
            atAnyTime(s, moves);
        } else if (pending instanceof Pending.Auction a) {
            // The one asked first, then everyone else who may still speak: bidding is open.
            bidOrPass(s, a.actor(), moves);
            for (int seat = 0; seat < s.players().size(); seat++) {
                if (seat != a.actor() && a.mayAct(seat)) {
                    bidOrPass(s, seat, moves);
                }
            }
            dropOuts(s, a.bidders(), a.bidder(), moves);
            atAnyTime(s, moves);
        } else if (pending instanceof Pending.BuildingAuction a) {
            bidOrPass(s, a.actor(), moves);
            for (int seat = 0; seat < s.players().size(); seat++) {
                if (seat != a.actor() && a.mayAct(seat)) {
                    bidOrPass(s, seat, moves);
                }
            }
            dropOuts(s, a.bidders(), a.bidder(), moves);
            atAnyTime(s, moves);
        } else if (pending instanceof Pending.PlaceBuilding pb) {
            for (int deed = 0; deed < s.board().deeds().size(); deed++) {
                add(s, moves, pb.hotel() ? new Move.BuyHotel(pb.player(), deed) : new Move.BuyHouse(pb.player(), deed));
            }
        } else if (pending instanceof Pending.MortgageChoice mc) {
            add(s, moves, new Move.LiftMortgage(mc.player(), mc.deed()));
            moves.add(new Move.KeepMortgage(mc.player(), mc.deed()));
            atAnyTime(s, moves);
        } else if (pending instanceof Pending.Arrived a) {
            moves.add(new Move.Arrive(a.player()));
        } else if (pending instanceof Pending.TaxChoice tc) {
            moves.add(new Move.ChooseIncomeTax(tc.player(), TaxOption.FLAT));
            moves.add(new Move.ChooseIncomeTax(tc.player(), TaxOption.PERCENT));
            atAnyTime(s, moves);
        } else if (pending instanceof Pending.PlaceBooth pb) {
            pb.deeds().forEach(d -> moves.add(new Move.PlaceBooth(pb.player(), d)));
        } else if (pending instanceof Pending.JackpotChoice j) {
            Jackpot.options(s, j.player(), moves);
        } else if (pending instanceof Pending.DiceChoice c) {
            SpecialDice.options(s, c, moves);
        } else if (pending instanceof Pending.TurnOver t) {
            moves.add(new Move.EndTurn(t.player()));
            GoPrivileges.options(s, t.player(), moves);
            betweenMoves(s, moves);
        } else if (pending instanceof Pending.Debt d) {
            int debtor = d.owed().get(0).debtor();
            add(s, moves, new Move.PayDebt(debtor));
            raising(s, debtor, moves);
            add(s, moves, new Move.DeclareBankruptcy(debtor));
        }
        return moves;
    }

    /** Every bidder but the highest may leave the auction for good, having passed or not. */
    private static void dropOuts(GameState s, int bidders, int highest, List<Move> moves) {
        for (int seat = 0; seat < s.players().size(); seat++) {
            if (seat != highest && (bidders & (1 << seat)) != 0) {
                add(s, moves, new Move.DropOutOfAuction(seat));
            }
        }
    }

    private static void bidOrPass(GameState s, int seat, List<Move> moves) {
        add(s, moves, new Move.Bid(seat, AuctionTurns.minimumBid(s)));
        moves.add(new Move.PassBid(seat));
    }

    /**
     * What may be done at any time, even while another decision is open: mortgaging an unimproved
     * deed, selling a Get Out of Jail Free card (listed at the fine as a price), and, where the edition
     * says so, buying and selling houses and hotels.
     */
    private static void atAnyTime(GameState s, List<Move> moves) {
        Estates e = s.estates();
        boolean building = s.rules().buildingsAllowed() && s.rules().buildAnyTime();
        for (int deed = 0; deed < s.board().deeds().size(); deed++) {
            int owner = e.owner(deed);
            if (owner < 0) {
                continue;
            }
            if (building) {
                buildings(s, moves, owner, deed);
            }
            if (!e.mortgaged(deed)) {
                add(s, moves, new Move.MortgageDeed(owner, deed));
            }
        }
        cardSales(s, moves);
    }

    /** The owner's building moves on one deed: houses and a hotel where the group is whole, and the sale of what stands. */
    private static void buildings(GameState s, List<Move> moves, int owner, int deed) {
        if (s.board().deed(deed).kind() != SpaceKind.STREET) {
            return;
        }
        Estates e = s.estates();
        if (holdsGroup(s, owner, deed)) {
            add(s, moves, new Move.BuyHouse(owner, deed));
            add(s, moves, new Move.BuyHotel(owner, deed));
        }
        if (e.houses(deed) > 0) {
            add(s, moves, new Move.SellHouse(owner, deed));
        }
        if (e.hotel(deed)) {
            add(s, moves, new Move.SellHotel(owner, deed));
        }
    }

    /** Everyone's moves between moves: building, selling, mortgaging, lifting, claims and card sales. */
    private static void betweenMoves(GameState s, List<Move> moves) {
        for (RentClaim c : s.claims()) {
            Move claim = new Move.ClaimRent(c.owner());
            if (!moves.contains(claim)) {
                add(s, moves, claim); // the same check as the referee's: no claim from Jail where dealings are barred
            }
        }
        Estates e = s.estates();
        // Cheap filters first, so the full check runs only on moves that might be legal.
        for (int deed = 0; deed < s.board().deeds().size(); deed++) {
            int owner = e.owner(deed);
            if (owner < 0) {
                continue;
            }
            buildings(s, moves, owner, deed);
            add(s, moves, e.mortgaged(deed) ? new Move.LiftMortgage(owner, deed) : new Move.MortgageDeed(owner, deed));
        }
        if (s.bankHouses() < 8) {
            for (int seat = 0; seat < s.players().size(); seat++) {
                add(s, moves, new Move.RequestBuildings(seat, false, 2));
            }
        }
        cardSales(s, moves);
    }

    private static void cardSales(GameState s, List<Move> moves) {
        int price = s.rules().jailFine();
        for (int seller = 0; seller < s.players().size(); seller++) {
            PlayerState pl = s.player(seller);
            if (pl.out() || pl.jailCards().isEmpty()) {
                continue;
            }
            for (int buyer = 0; buyer < s.players().size(); buyer++) {
                if (buyer != seller && !s.player(buyer).out() && s.player(buyer).cash() >= price) {
                    add(s, moves, new Move.SellJailFreeCard(seller, buyer, price));
                }
            }
        }
    }

    /** A debtor's ways to raise cash: each building that may be sold now, each deed that may be mortgaged. */
    static void raising(GameState s, int debtor, List<Move> moves) {
        for (int deed = 0; deed < s.board().deeds().size(); deed++) {
            if (s.estates().owner(deed) != debtor) {
                continue;
            }
            if (s.estates().hotel(deed)) {
                add(s, moves, new Move.SellHotel(debtor, deed));
            }
            if (s.estates().houses(deed) > 0) {
                add(s, moves, new Move.SellHouse(debtor, deed));
            }
            if (!s.estates().mortgaged(deed)) {
                add(s, moves, new Move.MortgageDeed(debtor, deed));
            }
        }
    }

    private static boolean holdsGroup(GameState s, int seat, int deed) {
        for (int lot : BuildingPlacement.group(s, deed)) {
            if (s.estates().owner(lot) != seat) {
                return false;
            }
        }
        return true;
    }

    private static void add(GameState s, List<Move> moves, Move m) {
        if (Referee.refusal(s, m) == null) {
            moves.add(m);
        }
    }
}
