package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import java.util.List;
import tutor.rules.edition.AuctionOpeningFrom;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of Bid: when it is allowed, what it does (Buying), and how it reads. */
final class BidRule extends OneWordRule<Move.Bid> {

    BidRule() {
        super(Move.Bid.class, "bid");
    }

    @Override
    public void apply(Play p, GameState s, Move.Bid m) {
        if (s.pending() instanceof Pending.Auction a) {
            Buying.bid(p, a, m.player(), m.amount());
        } else {
            Requests.bid(p, (Pending.BuildingAuction) s.pending(), m.player(), m.amount());
        }
    }

    @Override
    public Msg describe(GameState s, Move.Bid m) {
        return Msg.of("say.bid", "player", Arg.player(m.player()), "amount", Arg.money(m.amount()));
    }

    @Override
    public int concerns(GameState s, Move.Bid m) {
        return s.pending() instanceof Pending.Auction a ? a.deed() : -1;
    }

    /** A bid at the least the running auction accepts, or at the opening bid when none runs (to say why not). */
    @Override
    public java.util.List<Move.Bid> candidates(GameState s, int seat) {
        int min = s.pending() instanceof Pending.Auction || s.pending() instanceof Pending.BuildingAuction
                ? AuctionTurns.minimumBid(s) : Math.max(1, s.rules().auctionOpeningBid());
        return java.util.List.of(new Move.Bid(seat, min));
    }

    @Override
    public String barredInJail(GameState s, Move.Bid m) { return "reject.jail.may-not.bid"; }

    @Override
    public Rejection check(GameState s, Move.Bid bid) {
        int seat = bid.player();
        Rejection turn = AuctionTurns.auctionTurn(s, seat, bid);
        if (turn != null) {
            return turn;
        }
        RuleSet r = s.rules();
        int min = AuctionTurns.minimumBid(s);
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
        if (s.pending() instanceof Pending.BuildingAuction b && !BuildingPlacement.canPlace(s, seat, b.hotel())) {
            return refuse(s, bid, RuleIds.BUILD_SHORTAGE_AUCTION, null, "reject.auction.no-lot-to-bid", "player", player(seat),
                    "hotel", b.hotel() ? 1 : 0);
        }
        return null;
    }

    @Override
    public java.util.List<Move.Bid> choices(GameState s, int seat) {
        // The window offers only the bids it may make (its dialog picks the amount); when none, it says there is nothing to bid on.
        return new Referee().legalMoves(s, seat, Move.Bid.class);
    }
}
