package tutor.rules;

import static tutor.rules.Rejections.money;
import static tutor.rules.Rejections.name;
import static tutor.rules.Rejections.reject;

/**
 * The ordered checks a move passes before it is applied: the game is on, the player is in it,
 * nothing else must be decided first, it is this player's decision, and the move's own rule allows it.
 * Every refusal names the rule that forbids it.
 */
final class MoveChecks {

    private MoveChecks() {
    }

    /** Null when the move is allowed. */
    static Rejection check(GameState s, Move m) {
        if (s.isOver()) {
            return reject(s, m, RuleIds.GAME_OVER, "The game is over; no more moves can be made.");
        }
        int seat = m.player();
        if (seat < 0 || seat >= s.players().size()) {
            return reject(s, m, RuleIds.GAME_OUT, "There is no player in seat " + seat + ".");
        }
        if (s.player(seat).out()) {
            return reject(s, m, RuleIds.GAME_OUT, s.player(seat).name() + " has left the game and can no longer act.");
        }
        if (s.pending() instanceof Pending.Debt d && !allowedInDebt(d, seat, m)) {
            Pending.Owed first = d.owed().get(0);
            return reject(s, m, RuleIds.DEBT_PENDING, name(s, first.debtor()) + " owes " + money(s, first.amount())
                    + " to " + name(s, first.creditor()) + "; until it is paid, " + name(s, first.debtor())
                    + " may only sell buildings, mortgage, trade, pay, or declare bankruptcy.");
        }
        Rejection missing = MissingParts.check(s, m);
        if (missing != null) {
            return missing;
        }
        Rejection jailed = JailDealings.check(s, seat, m);
        if (jailed != null) {
            return jailed;
        }
        if (m instanceof Move.RollDice) {
            return roll(s, seat, m);
        } else if (m instanceof Move.BuyProperty || m instanceof Move.DeclineToBuy) {
            return buy(s, seat, m);
        } else if (m instanceof Move.Bid bid) {
            return bid(s, seat, bid);
        } else if (m instanceof Move.PassBid) {
            return auctionTurn(s, seat, m);
        } else if (m instanceof Move.PayJailFine || m instanceof Move.UseJailFreeCard) {
            return jail(s, seat, m);
        } else if (m instanceof Move.ChooseIncomeTax) {
            return s.pending() instanceof Pending.TaxChoice tc && tc.player() == seat ? null
                    : notYourDecision(s, seat, m, RuleIds.TAX_INCOME_CHOICE, "There is no Income Tax choice to make now.");
        } else if (m instanceof Move.EndTurn) {
            return endTurn(s, seat, m);
        } else if (m instanceof Move.SellJailFreeCard sell) {
            return sellCard(s, seat, sell);
        } else if (m instanceof Move.ClaimRent) {
            return claim(s, seat, m);
        } else if (m instanceof Move.BuyHouse b) {
            return PropertyChecks.buyHouse(s, seat, b);
        } else if (m instanceof Move.BuyHotel b) {
            return PropertyChecks.buyHotel(s, seat, b);
        } else if (m instanceof Move.SellHouse sh) {
            return PropertyChecks.sellHouse(s, seat, sh);
        } else if (m instanceof Move.SellHotel sh) {
            return PropertyChecks.sellHotel(s, seat, sh);
        } else if (m instanceof Move.RequestBuildings r) {
            return PropertyChecks.request(s, seat, r);
        } else if (m instanceof Move.MortgageDeed md) {
            return PropertyChecks.mortgage(s, seat, md);
        } else if (m instanceof Move.LiftMortgage lm) {
            return PropertyChecks.lift(s, seat, lm);
        } else if (m instanceof Move.KeepMortgage km) {
            return PropertyChecks.keep(s, seat, km);
        } else if (m instanceof Move.Trade trade) {
            return Trades.check(s, trade);
        } else if (m instanceof Move.PayDebt) {
            return PropertyChecks.payDebt(s, seat, m);
        } else if (m instanceof Move.DeclareBankruptcy) {
            return PropertyChecks.bankruptcy(s, seat, m);
        } else if (m instanceof Move.CallTime) {
            return PropertyChecks.callTime(s, m);
        } else if (m instanceof Move.UseDice u) {
            return SpecialDice.check(s, u);
        } else if (m instanceof Move.TravelByRail t) {
            return RailTravel.check(s, t);
        } else if (m instanceof Move.ClaimJackpot j) {
            return Jackpot.check(s, j);
        } else if (m instanceof Move.PlaceBooth b) {
            return s.pending() instanceof Pending.PlaceBooth pb && pb.player() == seat && pb.deeds().contains(b.deed()) ? null
                    : reject(s, m, RuleIds.CARD_FREE_BOOTH, "A free ticket booth goes where the card allows, when "
                    + name(s, seat) + " has drawn it.");
        } else if (m instanceof Move.BuyAnyDeed || m instanceof Move.ReverseDirection) {
            return GoPrivileges.check(s, m);
        }
        throw new IllegalArgumentException("unknown move " + m);
    }

    /**
     * While a debt is open, the debtor raises money or gives up, and others may only trade with them;
     * what may be done at any time (mortgaging, selling a jail-free card) stays open to everyone.
     */
    private static boolean allowedInDebt(Pending.Debt d, int seat, Move m) {
        int debtor = d.owed().get(0).debtor();
        if (m instanceof Move.Trade t) {
            return t.player() == debtor || t.partner() == debtor;
        }
        if (m instanceof Move.MortgageDeed) {
            return true;
        }
        if (m instanceof Move.SellJailFreeCard sell) {
            return sell.buyer() != debtor;
        }
        return seat == debtor && (m instanceof Move.SellHouse || m instanceof Move.SellHotel || m instanceof Move.MortgageDeed
                || m instanceof Move.PayDebt || m instanceof Move.DeclareBankruptcy);
    }

    private static Rejection roll(GameState s, int seat, Move m) {
        Pending pending = s.pending();
        if (pending instanceof Pending.AwaitRoll a && a.player() == seat) {
            if (s.player(seat).inJail() && !s.rules().jailExitByDoubles()) {
                return reject(s, m, RuleIds.JAIL_DOUBLES, "Under this ruleset doubles do not open the Jail: "
                        + name(s, seat) + " leaves by paying the " + money(s, s.rules().jailFine())
                        + " fine or playing a Get Out of Jail Free card.", RuleKey.JAIL_EXIT_BY_DOUBLES);
            }
            return null;
        }
        if (pending instanceof Pending.TurnOver t && t.player() == seat) {
            if (s.player(seat).has(PlayerState.MARK_LEFT_JAIL_WAITING)) {
                return reject(s, m, RuleIds.JAIL_EXIT_WAITS, name(s, seat) + " left Jail this turn, and under these rules "
                        + "leaving Jail takes the whole turn: the next throw comes on the next turn.", RuleKey.JAIL_EXIT_ENDS_TURN);
            }
            if (s.player(seat).inJail()) {
                return reject(s, m, RuleIds.JAIL_TURN_ENDS, name(s, seat) + " is in Jail and this turn is over; "
                        + "the next try comes on the next turn.");
            }
            if (s.rules().specialDice() && s.player(seat).has(PlayerState.MARK_SPECIAL_THIS_TURN | PlayerState.MARK_SPEEDING)) {
                return reject(s, m, RuleIds.TURN_DOUBLES_AGAIN, name(s, seat) + " has no further throw this turn: "
                        + "a free landing or speeding ends a run of doubles, and otherwise only doubles earn one. End the turn.");
            }
            return reject(s, m, RuleIds.TURN_DOUBLES_AGAIN, "Only doubles earn another throw, and "
                    + name(s, seat) + "'s last throw was not doubles. End the turn.");
        }
        return notYourDecision(s, seat, m, RuleIds.TURN_ROLL, "");
    }

    private static Rejection buy(GameState s, int seat, Move m) {
        if (!(s.pending() instanceof Pending.BuyDecision b) || b.player() != seat) {
            return notYourDecision(s, seat, m, RuleIds.BUY_OFFER, "There is no deed on offer to " + name(s, seat) + " now.");
        }
        if (m instanceof Move.BuyProperty) {
            Deed d = s.board().deed(b.deed());
            if (!s.rules().boothLeft(s.estates().countOwnedBy(seat), s.players().size())) {
                return reject(s, m, RuleIds.BOOTH_LIMIT, name(s, seat) + " has placed all "
                        + s.rules().boothLimit(s.players().size()) + " ticket booths, "
                        + "so cannot take another amusement.", RuleKey.BOOTH_LIMIT);
            }
            int cash = s.player(seat).cash();
            if (cash < d.price()) {
                return reject(s, m, RuleIds.BUY_CASH, d.name() + " costs " + money(s, d.price()) + " and "
                        + name(s, seat) + " has " + money(s, cash) + " in cash. Decline it, and it goes to auction.");
            }
        }
        return null;
    }

    private static Rejection bid(GameState s, int seat, Move.Bid bid) {
        Rejection turn = auctionTurn(s, seat, bid);
        if (turn != null) {
            return turn;
        }
        RuleSet r = s.rules();
        int min = minimumBid(s);
        boolean deedAuction = s.pending() instanceof Pending.Auction;
        int bidder = deedAuction ? ((Pending.Auction) s.pending()).bidder() : ((Pending.BuildingAuction) s.pending()).bidder();
        int high = deedAuction ? ((Pending.Auction) s.pending()).high() : ((Pending.BuildingAuction) s.pending()).high();
        if (bid.amount() < min) {
            boolean fromPrice = deedAuction && r.auctionOpeningFrom() == AuctionOpeningFrom.PRINTED_PRICE;
            String why = bidder < 0
                    ? "The first bid must be at least " + money(s, min) + " under this ruleset"
                    + (fromPrice ? " (the printed price plus " + money(s, r.auctionOpeningBid()) + ")." : ".")
                    : "A bid must beat " + money(s, high) + " by at least " + money(s, r.auctionMinRaise()) + ".";
            return reject(s, bid, RuleIds.AUCTION_BID_MINIMUM, why, !deedAuction
                    ? RuleKey.BUILDING_AUCTION_OPENING : fromPrice ? RuleKey.AUCTION_OPENING_FROM : RuleKey.AUCTION_OPENING_BID);
        }
        int cash = s.player(seat).cash();
        if (r.auctionBidWithinCash() && bid.amount() > cash) {
            return reject(s, bid, RuleIds.AUCTION_BID_CASH, "The winner pays in cash, and " + name(s, seat)
                    + " has only " + money(s, cash) + ".", RuleKey.AUCTION_BID_WITHIN_CASH);
        }
        if (s.pending() instanceof Pending.BuildingAuction b && !PropertyChecks.canPlace(s, seat, b.hotel())) {
            return reject(s, bid, RuleIds.BUILD_SHORTAGE_AUCTION, name(s, seat) + " has no lot where a "
                    + (b.hotel() ? "hotel" : "house") + " could go now, so cannot bid for one.");
        }
        return null;
    }

    /** The smallest bid the running auction (of a deed or a building) accepts now. */
    static int minimumBid(GameState s) {
        RuleSet r = s.rules();
        if (s.pending() instanceof Pending.Auction a) {
            return a.bidder() < 0 ? r.openingBid(s.board().deed(a.deed()).price()) : a.high() + Math.max(1, r.auctionMinRaise());
        }
        Pending.BuildingAuction b = (Pending.BuildingAuction) s.pending();
        return b.bidder() < 0 ? b.opening() : b.high() + Math.max(1, r.auctionMinRaise());
    }

    /**
     * Open bidding: any player taking part may bid at any moment (even after passing on a lower bid),
     * except the one who already holds the highest bid; a pass is said once per highest bid.
     */
    private static Rejection auctionTurn(GameState s, int seat, Move m) {
        boolean taking;
        int bidder;
        boolean passed;
        int high;
        if (s.pending() instanceof Pending.Auction a) {
            taking = a.isActive(seat);
            bidder = a.bidder();
            passed = !a.mayAct(seat);
            high = a.high();
        } else if (s.pending() instanceof Pending.BuildingAuction b) {
            taking = b.isActive(seat);
            bidder = b.bidder();
            passed = !b.mayAct(seat);
            high = b.high();
        } else {
            return notYourDecision(s, seat, m, RuleIds.AUCTION_BID_TURN, "No auction is running.");
        }
        if (!taking) {
            return notTakingPart(s, seat, m);
        }
        if (bidder == seat) {
            return reject(s, m, RuleIds.AUCTION_BID_TURN, name(s, seat) + " already holds the highest bid ("
                    + money(s, high) + "); it is for the others to raise or pass.");
        }
        if (m instanceof Move.PassBid && passed) {
            return reject(s, m, RuleIds.AUCTION_PASS, name(s, seat) + " has already passed on "
                    + (bidder < 0 ? "opening the bidding" : money(s, high)) + "; a raise by someone else asks again.");
        }
        return null;
    }

    /** Why a player is not among the bidders: out of the game, barred in Jail, the decliner, or no lot for a building. */
    private static Rejection notTakingPart(GameState s, int seat, Move m) {
        if (s.rules().jailBarsDealings() && s.player(seat).inJail()) {
            return reject(s, m, RuleIds.JAIL_NO_DEALINGS, name(s, seat) + " is in Jail, and under this ruleset a player "
                    + "in Jail may not bid in an auction.", RuleKey.JAIL_BARS_DEALINGS);
        }
        if (s.pending() instanceof Pending.Auction a && a.opener() == seat && !s.rules().auctionDeclinerMayBid()) {
            return reject(s, m, RuleIds.AUCTION_OPEN, name(s, seat) + " declined this deed, and under this ruleset the "
                    + "Bank auctions a declined deed to the other players only.", RuleKey.AUCTION_DECLINER_MAY_BID);
        }
        if (s.pending() instanceof Pending.BuildingAuction b) {
            return reject(s, m, RuleIds.BUILD_SHORTAGE_AUCTION, name(s, seat) + " had no lot where a "
                    + (b.hotel() ? "hotel" : "house") + " could go when the auction opened, so takes no part in it.");
        }
        return reject(s, m, RuleIds.AUCTION_OPEN, name(s, seat) + " is not taking part in this auction.");
    }

    private static Rejection jail(GameState s, int seat, Move m) {
        if (!(s.pending() instanceof Pending.AwaitRoll a) || a.player() != seat) {
            return notYourDecision(s, seat, m, m instanceof Move.PayJailFine ? RuleIds.JAIL_PAY_FINE : RuleIds.JAIL_USE_CARD,
                    "Leaving Jail this way is done at the start of your own turn, before throwing.");
        }
        PlayerState pl = s.player(seat);
        if (!pl.inJail()) {
            return reject(s, m, m instanceof Move.PayJailFine ? RuleIds.JAIL_PAY_FINE : RuleIds.JAIL_USE_CARD,
                    name(s, seat) + " is not in Jail.");
        }
        if (m instanceof Move.UseJailFreeCard) {
            return pl.jailCards().isEmpty()
                    ? reject(s, m, RuleIds.JAIL_USE_CARD, name(s, seat) + " holds no Get Out of Jail Free card; "
                    + "one can be bought from another player first.")
                    : null;
        }
        RuleSet r = s.rules();
        if (r.jailExitEndsTurn()) {
            return null; // the fine is owed even when the cash is short; the player then raises it
        }
        if (pl.jailThrows() >= r.jailFineTurns()) {
            return reject(s, m, RuleIds.JAIL_PAY_FINE, "The fine may be paid before throwing only on the first "
                    + r.jailFineTurns() + " turns in Jail. On this last turn " + name(s, seat)
                    + " throws; if it is not doubles, the fine is paid then and the token moves.", RuleKey.JAIL_FINE_TURNS);
        }
        if (pl.cash() < r.jailFine()) {
            return reject(s, m, RuleIds.JAIL_PAY_FINE, "The fine is " + money(s, r.jailFine()) + " and "
                    + name(s, seat) + " has " + money(s, pl.cash()) + " in cash.", RuleKey.JAIL_FINE);
        }
        return null;
    }

    private static Rejection endTurn(GameState s, int seat, Move m) {
        Pending pending = s.pending();
        if (pending instanceof Pending.TurnOver t && t.player() == seat) {
            return null;
        }
        if (pending instanceof Pending.AwaitRoll a && a.player() == seat) {
            if (s.rollAgain() && s.board().space(s.player(seat).position()).kind() == SpaceKind.RIDE_AGAIN) {
                return reject(s, m, RuleIds.RIDE_AGAIN, name(s, seat) + " is on a railway, which means another ride: "
                        + "throw again before the turn ends.");
            }
            return s.rollAgain()
                    ? reject(s, m, RuleIds.TURN_DOUBLES_AGAIN, name(s, seat) + " threw doubles and must throw again before the turn ends.")
                    : reject(s, m, RuleIds.TURN_ROLL, name(s, seat) + " has not thrown yet; a turn starts with a throw.");
        }
        return notYourDecision(s, seat, m, RuleIds.TURN_END, "");
    }

    /**
     * A jail-free card may be sold at any time (during an auction or another player's decision too),
     * except by a debtor where nothing may be sold while a payment is owed.
     */
    private static Rejection sellCard(GameState s, int seat, Move.SellJailFreeCard sell) {
        if (s.pending() instanceof Pending.Debt d && d.owed().get(0).debtor() == seat && !s.rules().tradeWhileOwing()) {
            return reject(s, sell, RuleIds.DEBT_NO_SALES, name(s, seat) + " owes a payment now, and under this ruleset "
                    + "nothing may be sold to another player while a rent, fine or tax is owed.", RuleKey.TRADE_WHILE_OWING);
        }
        if (s.player(seat).jailCards().isEmpty()) {
            return reject(s, sell, RuleIds.CARD_JAIL_FREE_SELL, name(s, seat) + " holds no Get Out of Jail Free card.");
        }
        int buyer = sell.buyer();
        if (buyer < 0 || buyer >= s.players().size() || buyer == seat || s.player(buyer).out()) {
            return reject(s, sell, RuleIds.GAME_OUT, "The card can be sold only to another player still in the game.");
        }
        if (sell.price() < 0) {
            return reject(s, sell, RuleIds.CARD_JAIL_FREE_SELL, "A price cannot be negative.");
        }
        if (s.player(buyer).cash() < sell.price()) {
            return reject(s, sell, RuleIds.CARD_JAIL_FREE_SELL, name(s, buyer) + " has only "
                    + money(s, s.player(buyer).cash()) + " in cash.");
        }
        int promised = PropertyChecks.standingBid(s, buyer);
        if (promised > 0 && s.player(buyer).cash() - sell.price() < promised) {
            return reject(s, sell, RuleIds.AUCTION_BID_CASH, name(s, buyer) + " holds the highest bid, "
                    + money(s, promised) + ", which is paid in cash; buying the card would leave too little to pay it.",
                    RuleKey.AUCTION_BID_WITHIN_CASH);
        }
        return null;
    }

    private static Rejection claim(GameState s, int seat, Move m) {
        for (RentClaim c : s.claims()) {
            if (c.owner() == seat) {
                return null; // asking is not a deal: it may happen at any moment until the window closes
            }
        }
        return reject(s, m, RuleIds.RENT_CLAIM, "No uncollected rent is owed to " + name(s, seat) + ".");
    }

    private static Rejection notYourDecision(GameState s, int seat, Move m, String ruleId, String fallback) {
        Pending p = s.pending();
        int actor = p.actor();
        if (actor >= 0 && actor != seat) {
            return reject(s, m, RuleIds.TURN_WAIT, "The game is waiting for " + name(s, actor) + " ("
                    + describe(s, p) + ").");
        }
        if (actor == seat && !(p instanceof Pending.AwaitRoll) && !(p instanceof Pending.TurnOver)) {
            return reject(s, m, RuleIds.TURN_DECISION_FIRST, name(s, seat) + " must first decide " + describe(s, p) + ".");
        }
        return reject(s, m, ruleId, fallback.isEmpty() ? "That move does not fit this moment of the turn." : fallback);
    }

    static String describe(GameState s, Pending p) {
        if (p instanceof Pending.AwaitRoll) {
            return "a throw of the dice";
        } else if (p instanceof Pending.BuyDecision b) {
            return "whether to buy " + s.board().deed(b.deed()).name();
        } else if (p instanceof Pending.Auction a) {
            return "the auction of " + s.board().deed(a.deed()).name();
        } else if (p instanceof Pending.TaxChoice) {
            return "how to pay Income Tax";
        } else if (p instanceof Pending.TurnOver) {
            return "the end of the turn";
        } else if (p instanceof Pending.Debt) {
            return "a debt";
        } else if (p instanceof Pending.BuildingAuction b) {
            return "the auction of a " + (b.hotel() ? "hotel" : "house");
        } else if (p instanceof Pending.PlaceBuilding b) {
            return "where to place the " + (b.hotel() ? "hotel" : "house") + " just bought";
        } else if (p instanceof Pending.MortgageChoice mc) {
            return "whether to lift or keep the mortgage on " + s.board().deed(mc.deed()).name();
        } else if (p instanceof Pending.PlaceBooth) {
            return "where the free ticket booth goes";
        } else if (p instanceof Pending.JackpotChoice) {
            return "whether to take the jackpot or a privilege instead";
        } else if (p instanceof Pending.DiceChoice c) {
            return "how to use the throw of " + c.die1() + " and " + c.die2() + " (the sum, one die, the difference or the product)";
        } else if (p instanceof Pending.GameOver) {
            return "nothing: the game is over";
        }
        return "nothing";
    }
}
