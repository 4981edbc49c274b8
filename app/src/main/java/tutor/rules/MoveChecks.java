package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import tutor.trace.Msg;
import tutor.rules.edition.AuctionOpeningFrom;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;
import tutor.rules.edition.SpaceKind;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
import tutor.rules.state.Rejection;
import tutor.rules.state.RentClaim;

/**
 * The ordered checks a move passes before it is applied: the game is on, the player is in it,
 * nothing else must be decided first, it is this player's decision, and the move's own rule allows it.
 * Every refusal names the rule that forbids it.
 */
final class MoveChecks {

    private MoveChecks() {
    }

    /** Null when the move is allowed: the checks every move shares, then the rule of its kind. */
    static <M extends Move> Rejection check(GameState s, M m) {
        return check(s, m, MoveRules.of(m));
    }

    /** As {@link #check(GameState, Move)} with the move's rule already looked up (the referee rules with it next). */
    static <M extends Move> Rejection check(GameState s, M m, MoveRule<M> rule) {
        if (s.isOver()) {
            return refuse(s, m, RuleIds.GAME_OVER, null, "reject.game.over");
        }
        int seat = m.player();
        if (seat < 0 || seat >= s.players().size()) {
            return refuse(s, m, RuleIds.GAME_OUT, null, "reject.game.no-seat", "seat", seat);
        }
        if (s.player(seat).out()) {
            return refuse(s, m, RuleIds.GAME_OUT, null, "reject.game.left", "player", player(seat));
        }
        if (s.pending() instanceof Pending.Debt d && !rule.allowedInDebt(d, m)) {
            Pending.Owed first = d.owed().get(0);
            return refuse(s, m, RuleIds.DEBT_PENDING, null, "reject.debt.pending", "debtor", player(first.debtor()),
                    "amount", money(first.amount()), "creditor", player(first.creditor()));
        }
        Rejection missing = MissingParts.check(s, m, rule.part());
        if (missing != null) {
            return missing;
        }
        Rejection jailed = JailDealings.check(s, seat, m, rule.barredInJail(s, m));
        if (jailed != null) {
            return jailed;
        }
        return rule.check(s, m);
    }

    static Rejection taxChoice(GameState s, int seat, Move m) {
        return s.pending() instanceof Pending.TaxChoice tc && tc.player() == seat ? null
                : notYourDecision(s, seat, m, RuleIds.TAX_INCOME_CHOICE, Msg.of("reject.tax.no-choice"));
    }

    static Rejection booth(GameState s, int seat, Move.PlaceBooth m) {
        return s.pending() instanceof Pending.PlaceBooth pb && pb.player() == seat && pb.deeds().contains(m.deed()) ? null
                : refuse(s, m, RuleIds.CARD_FREE_BOOTH, null, "reject.card.free-booth", "player", player(seat));
    }


    static Rejection roll(GameState s, int seat, Move m) {
        Pending pending = s.pending();
        if (pending instanceof Pending.AwaitRoll a && a.player() == seat) {
            if (s.player(seat).inJail() && !s.rules().jailExitByDoubles()) {
                return refuse(s, m, RuleIds.JAIL_DOUBLES, RuleKey.JAIL_EXIT_BY_DOUBLES, "reject.jail.doubles-do-not-open",
                        "player", player(seat), "fine", money(s.rules().jailFine()));
            }
            return null;
        }
        if (pending instanceof Pending.TurnOver t && t.player() == seat) {
            if (s.player(seat).has(PlayerState.MARK_LEFT_JAIL_WAITING)) {
                return refuse(s, m, RuleIds.JAIL_EXIT_WAITS, RuleKey.JAIL_EXIT_ENDS_TURN, "reject.jail.exit-waits",
                        "player", player(seat));
            }
            if (s.player(seat).inJail()) {
                return refuse(s, m, RuleIds.JAIL_TURN_ENDS, null, "reject.jail.turn-over", "player", player(seat));
            }
            if (s.rules().specialDice() && s.player(seat).has(PlayerState.MARK_SPECIAL_THIS_TURN | PlayerState.MARK_SPEEDING)) {
                return refuse(s, m, RuleIds.TURN_DOUBLES_AGAIN, null, "reject.turn.no-further-throw", "player", player(seat));
            }
            return refuse(s, m, RuleIds.TURN_DOUBLES_AGAIN, null, "reject.turn.not-doubles", "player", player(seat));
        }
        return notYourDecision(s, seat, m, RuleIds.TURN_ROLL, null);
    }

    static Rejection buy(GameState s, int seat, Move m) {
        if (!(s.pending() instanceof Pending.BuyDecision b) || b.player() != seat) {
            return notYourDecision(s, seat, m, RuleIds.BUY_OFFER, Msg.of("reject.buy.nothing-on-offer", "player", player(seat)));
        }
        if (m instanceof Move.BuyProperty) {
            Deed d = s.board().deed(b.deed());
            if (!s.rules().boothLeft(s.estates().countOwnedBy(seat), s.players().size())) {
                return refuse(s, m, RuleIds.BOOTH_LIMIT, RuleKey.BOOTH_LIMIT, "reject.buy.booth-limit", "player", player(seat),
                        "n", s.rules().boothLimit(s.players().size()));
            }
            int cash = s.player(seat).cash();
            if (cash < d.price()) {
                return refuse(s, m, RuleIds.BUY_CASH, null, "reject.buy.cash", "deed", deed(b.deed()), "price", money(d.price()),
                        "player", player(seat), "cash", money(cash));
            }
        }
        return null;
    }

    static Rejection bid(GameState s, int seat, Move.Bid bid) {
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
            RuleKey<?> cited = !deedAuction ? RuleKey.BUILDING_AUCTION_OPENING
                    : fromPrice ? RuleKey.AUCTION_OPENING_FROM : RuleKey.AUCTION_OPENING_BID;
            if (bidder >= 0) {
                return refuse(s, bid, RuleIds.AUCTION_BID_MINIMUM, cited, "reject.auction.beat", "high", money(high),
                        "raise", money(r.auctionMinRaise()));
            }
            return fromPrice
                    ? refuse(s, bid, RuleIds.AUCTION_BID_MINIMUM, cited, "reject.auction.first-bid-from-price", "min", money(min),
                    "plus", money(r.auctionOpeningBid()))
                    : refuse(s, bid, RuleIds.AUCTION_BID_MINIMUM, cited, "reject.auction.first-bid", "min", money(min));
        }
        int cash = s.player(seat).cash();
        if (r.auctionBidWithinCash() && bid.amount() > cash) {
            return refuse(s, bid, RuleIds.AUCTION_BID_CASH, RuleKey.AUCTION_BID_WITHIN_CASH, "reject.auction.cash",
                    "player", player(seat), "cash", money(cash));
        }
        if (s.pending() instanceof Pending.BuildingAuction b && !PropertyChecks.canPlace(s, seat, b.hotel())) {
            return refuse(s, bid, RuleIds.BUILD_SHORTAGE_AUCTION, null, "reject.auction.no-lot-to-bid", "player", player(seat),
                    "hotel", b.hotel() ? 1 : 0);
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
    static Rejection auctionTurn(GameState s, int seat, Move m) {
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
            return notYourDecision(s, seat, m, RuleIds.AUCTION_BID_TURN, Msg.of("reject.auction.none"));
        }
        if (!taking) {
            return notTakingPart(s, seat, m);
        }
        if (bidder == seat) {
            return refuse(s, m, RuleIds.AUCTION_BID_TURN, null, "reject.auction.holds-highest", "player", player(seat),
                    "amount", money(high));
        }
        if (m instanceof Move.PassBid && passed) {
            return bidder < 0
                    ? refuse(s, m, RuleIds.AUCTION_PASS, null, "reject.auction.passed-opening", "player", player(seat))
                    : refuse(s, m, RuleIds.AUCTION_PASS, null, "reject.auction.passed-on", "player", player(seat),
                    "amount", money(high));
        }
        return null;
    }

    /** Why a player is not among the bidders: out of the game, barred in Jail, the decliner, or no lot for a building. */
    private static Rejection notTakingPart(GameState s, int seat, Move m) {
        if (s.rules().jailBarsDealings() && s.player(seat).inJail()) {
            return refuse(s, m, RuleIds.JAIL_NO_DEALINGS, RuleKey.JAIL_BARS_DEALINGS, "reject.jail.no-dealings",
                    "player", player(seat), "what", Msg.of("reject.jail.may-not.bid"));
        }
        if (s.pending() instanceof Pending.Auction a && a.opener() == seat && !s.rules().auctionDeclinerMayBid()) {
            return refuse(s, m, RuleIds.AUCTION_OPEN, RuleKey.AUCTION_DECLINER_MAY_BID, "reject.auction.decliner",
                    "player", player(seat));
        }
        if (s.pending() instanceof Pending.BuildingAuction b) {
            return refuse(s, m, RuleIds.BUILD_SHORTAGE_AUCTION, null, "reject.auction.no-lot-at-opening",
                    "player", player(seat), "hotel", b.hotel() ? 1 : 0);
        }
        return refuse(s, m, RuleIds.AUCTION_OPEN, null, "reject.auction.not-taking-part", "player", player(seat));
    }

    static Rejection jail(GameState s, int seat, Move m) {
        if (!(s.pending() instanceof Pending.AwaitRoll a) || a.player() != seat) {
            return notYourDecision(s, seat, m, m instanceof Move.PayJailFine ? RuleIds.JAIL_PAY_FINE : RuleIds.JAIL_USE_CARD,
                    Msg.of("reject.jail.own-turn"));
        }
        PlayerState pl = s.player(seat);
        if (!pl.inJail()) {
            return refuse(s, m, m instanceof Move.PayJailFine ? RuleIds.JAIL_PAY_FINE : RuleIds.JAIL_USE_CARD, null,
                    "reject.jail.not-in-jail", "player", player(seat));
        }
        if (m instanceof Move.UseJailFreeCard) {
            return pl.jailCards().isEmpty()
                    ? refuse(s, m, RuleIds.JAIL_USE_CARD, null, "reject.jail.no-card", "player", player(seat))
                    : null;
        }
        RuleSet r = s.rules();
        if (r.jailExitEndsTurn()) {
            return null; // the fine is owed even when the cash is short; the player then raises it
        }
        if (pl.jailThrows() >= r.jailFineTurns()) {
            return refuse(s, m, RuleIds.JAIL_PAY_FINE, RuleKey.JAIL_FINE_TURNS, "reject.jail.fine-turns",
                    "n", r.jailFineTurns(), "player", player(seat));
        }
        if (pl.cash() < r.jailFine()) {
            return refuse(s, m, RuleIds.JAIL_PAY_FINE, RuleKey.JAIL_FINE, "reject.jail.fine-cash", "fine", money(r.jailFine()),
                    "player", player(seat), "cash", money(pl.cash()));
        }
        return null;
    }

    static Rejection endTurn(GameState s, int seat, Move m) {
        Pending pending = s.pending();
        if (pending instanceof Pending.TurnOver t && t.player() == seat) {
            return null;
        }
        if (pending instanceof Pending.AwaitRoll a && a.player() == seat) {
            if (s.rollAgain() && s.board().space(s.player(seat).position()).kind() == SpaceKind.RIDE_AGAIN) {
                return refuse(s, m, RuleIds.RIDE_AGAIN, null, "reject.turn.ride-again", "player", player(seat));
            }
            return s.rollAgain()
                    ? refuse(s, m, RuleIds.TURN_DOUBLES_AGAIN, null, "reject.turn.throw-again", "player", player(seat))
                    : refuse(s, m, RuleIds.TURN_ROLL, null, "reject.turn.not-thrown", "player", player(seat));
        }
        return notYourDecision(s, seat, m, RuleIds.TURN_END, null);
    }

    /**
     * A jail-free card may be sold at any time (during an auction or another player's decision too),
     * except by a debtor where nothing may be sold while a payment is owed.
     */
    static Rejection sellCard(GameState s, int seat, Move.SellJailFreeCard sell) {
        if (s.pending() instanceof Pending.Debt d && d.owed().get(0).debtor() == seat && !s.rules().tradeWhileOwing()) {
            return refuse(s, sell, RuleIds.DEBT_NO_SALES, RuleKey.TRADE_WHILE_OWING, "reject.debt.no-sales", "player", player(seat));
        }
        if (s.player(seat).jailCards().isEmpty()) {
            return refuse(s, sell, RuleIds.CARD_JAIL_FREE_SELL, null, "reject.card.none-to-sell", "player", player(seat));
        }
        int buyer = sell.buyer();
        if (buyer < 0 || buyer >= s.players().size() || buyer == seat || s.player(buyer).out()) {
            return refuse(s, sell, RuleIds.GAME_OUT, null, "reject.card.buyer-out");
        }
        if (sell.price() < 0) {
            return refuse(s, sell, RuleIds.CARD_JAIL_FREE_SELL, null, "reject.card.negative-price");
        }
        if (s.player(buyer).cash() < sell.price()) {
            return refuse(s, sell, RuleIds.CARD_JAIL_FREE_SELL, null, "reject.card.buyer-cash", "player", player(buyer),
                    "cash", money(s.player(buyer).cash()));
        }
        int promised = PropertyChecks.standingBid(s, buyer);
        if (promised > 0 && s.player(buyer).cash() - sell.price() < promised) {
            return refuse(s, sell, RuleIds.AUCTION_BID_CASH, RuleKey.AUCTION_BID_WITHIN_CASH, "reject.card.standing-bid",
                    "player", player(buyer), "amount", money(promised));
        }
        return null;
    }

    static Rejection claim(GameState s, int seat, Move m) {
        for (RentClaim c : s.claims()) {
            if (c.owner() == seat) {
                return null; // asking is not a deal: it may happen at any moment until the window closes
            }
        }
        return refuse(s, m, RuleIds.RENT_CLAIM, null, "reject.rent.nothing-owed", "player", player(seat));
    }

    /** Someone else's decision, or one of this player's own to make first; else {@code fallback} (null: a general refusal). */
    static Rejection notYourDecision(GameState s, int seat, Move m, String ruleId, Msg fallback) {
        Pending p = s.pending();
        int actor = p.actor();
        if (actor >= 0 && actor != seat) {
            return refuse(s, m, RuleIds.TURN_WAIT, null, "reject.turn.waiting", "player", player(actor), "decision", describe(s, p));
        }
        if (actor == seat && !(p instanceof Pending.AwaitRoll) && !(p instanceof Pending.TurnOver)) {
            return refuse(s, m, RuleIds.TURN_DECISION_FIRST, null, "reject.turn.decide-first", "player", player(seat),
                    "decision", describe(s, p));
        }
        return refuse(s, m, ruleId, null, fallback == null ? Msg.of("reject.turn.not-now") : fallback);
    }

    /** A pending decision as a message: "whether to buy Boardwalk", "how to pay Income Tax". */
    static Msg describe(GameState s, Pending p) {
        if (p instanceof Pending.AwaitRoll) {
            return Msg.of("pending.roll");
        } else if (p instanceof Pending.BuyDecision b) {
            return Msg.of("pending.buy", "deed", deed(b.deed()));
        } else if (p instanceof Pending.Auction a) {
            return Msg.of("pending.auction", "deed", deed(a.deed()));
        } else if (p instanceof Pending.Arrived a) {
            return Msg.of("pending.arrived", "space", tutor.trace.Arg.space(s.player(a.player()).position()));
        } else if (p instanceof Pending.TaxChoice) {
            return Msg.of("pending.tax-choice");
        } else if (p instanceof Pending.TurnOver) {
            return Msg.of("pending.turn-over");
        } else if (p instanceof Pending.Debt) {
            return Msg.of("pending.debt");
        } else if (p instanceof Pending.BuildingAuction b) {
            return Msg.of("pending.building-auction", "hotel", b.hotel() ? 1 : 0);
        } else if (p instanceof Pending.PlaceBuilding b) {
            return Msg.of("pending.place-building", "hotel", b.hotel() ? 1 : 0);
        } else if (p instanceof Pending.MortgageChoice mc) {
            return Msg.of("pending.mortgage-choice", "deed", deed(mc.deed()));
        } else if (p instanceof Pending.PlaceBooth) {
            return Msg.of("pending.place-booth");
        } else if (p instanceof Pending.JackpotChoice) {
            return Msg.of("pending.jackpot");
        } else if (p instanceof Pending.DiceChoice c) {
            return Msg.of("pending.dice-choice", "die1", c.die1(), "die2", c.die2());
        } else if (p instanceof Pending.GameOver) {
            return Msg.of("pending.game-over");
        }
        return Msg.of("pending.nothing");
    }
}
