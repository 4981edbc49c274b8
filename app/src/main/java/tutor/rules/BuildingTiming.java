package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Step;
import tutor.trace.StepKind;

/**
 * When houses and hotels may be bought and sold. Where the edition's text says "at any time" (the US
 * long form, the Russian and French texts), a player may build or sell on anyone's turn, even while
 * another player decides whether to buy a deed or during an auction (to raise cash for a bid); where it
 * says "during your turn or in between turns" (the US video summary), only between moves. Either way the
 * Bank's scarce buildings are sold only through their own auction, and a purchase made while holding
 * the highest bid must leave that bid covered in cash.
 */
final class BuildingTiming {

    private BuildingTiming() {
    }

    /** Null when a building may be bought ({@code buying}) or sold now; otherwise the refusal. */
    static Rejection check(GameState s, int seat, Move m, boolean buying) {
        Pending p = s.pending();
        if (betweenMoves(p)) {
            return null;
        }
        if (!s.rules().buildAnyTime()) {
            return refuse(s, m, RuleIds.BUILD_TIMING, RuleKey.BUILD_ANY_TIME, "reject.timing.between-moves", "while", Decisions.during(s, p));
        }
        Rejection placeFirst = MoveTiming.atAnyTime(s, seat, m);
        if (placeFirst != null) {
            return placeFirst;
        }
        Pending scarce = buying ? scarceOnSale(p) : null;
        if (scarce != null) {
            boolean hotel = scarce instanceof Pending.BuildingAuction b ? b.hotel() : ((Pending.PlaceBuilding) scarce).hotel();
            return refuse(s, m, RuleIds.BUILD_SHORTAGE_AUCTION, null, "reject.build.scarce-on-sale", "hotel", hotel ? 1 : 0);
        }
        return null;
    }

    /** Null unless the buyer holds the highest bid of the running auction and the purchase would leave it uncovered. */
    static Rejection standingBid(GameState s, int seat, Move m, int cost, boolean hotel) {
        int promised = AuctionTurns.standingBid(s, seat);
        if (promised > 0 && s.player(seat).cash() - cost < promised) {
            return refuse(s, m, RuleIds.AUCTION_BID_CASH, RuleKey.AUCTION_BID_WITHIN_CASH, "reject.build.standing-bid",
                    "player", player(seat), "amount", money(promised), "hotel", hotel ? 1 : 0, "cost", money(cost));
        }
        return null;
    }

    /**
     * Says in the ruling why a building may be bought or sold now: the edition's "at any time", or its
     * "between moves". A purchase always says so; a sale only when it is made during another decision.
     * A debtor raising money and a player placing a building won at auction need no such word.
     */
    static void note(Play p, GameState s, int seat, boolean buying) {
        Pending before = s.pending();
        if (!p.t.on() || before instanceof Pending.PlaceBuilding pb && pb.player() == seat
                || before instanceof Pending.Debt d && d.owed().get(0).debtor() == seat) {
            return;
        }
        boolean between = betweenMoves(before);
        if (p.rules.buildAnyTime()) {
            if (between && !buying) {
                return;
            }
            try (Step st = between
                    ? p.t.step(StepKind.CONDITION, RuleIds.BUILD_TIMING, "timing.any-time")
                    : p.t.step(StepKind.CONDITION, RuleIds.BUILD_TIMING, "timing.any-time.during", "while", Decisions.during(s, before))) {
                p.cite(RuleKey.BUILD_ANY_TIME);
                p.t.outcome("timing.right");
            }
        } else if (between) {
            try (Step st = p.t.step(StepKind.CONDITION, RuleIds.BUILD_TIMING, before instanceof Pending.AwaitRoll
                    ? "timing.between-moves.before-throw" : "timing.between-moves.after-throw", "player", player(before.actor()))) {
                p.cite(RuleKey.BUILD_ANY_TIME);
                p.t.outcome("timing.right");
            }
        }
    }

    static boolean betweenMoves(Pending p) {
        return p instanceof Pending.AwaitRoll || p instanceof Pending.TurnOver;
    }

    /** The building auction or placement open now, behind whatever else waits (a debt, a mortgage choice), or null. */
    private static Pending scarceOnSale(Pending p) {
        while (p != null) {
            if (p instanceof Pending.BuildingAuction || p instanceof Pending.PlaceBuilding) {
                return p;
            }
            p = p instanceof Pending.Debt d ? d.then()
                    : p instanceof Pending.MortgageChoice mc ? mc.then()
                    : p instanceof Pending.Auction a ? a.then() : null;
        }
        return null;
    }
}
