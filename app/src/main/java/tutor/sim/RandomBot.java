package tutor.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Offer;
import tutor.rules.Referee;

/**
 * Plays any legal move at random, with random bid raises, card prices and now and then a
 * random trade, so that seeded games wander into every corner of the rules. It answers the
 * pending decision most of the time and makes a side move (build, sell, mortgage, lift, trade)
 * otherwise, so games still move on. Used by the invariant tests, not for play.
 */
public final class RandomBot implements Bot {

    private static final double SIDE_MOVE_CHANCE = 0.25;
    private static final double TRADE_CHANCE = 0.03;

    private final SplittableRandom random;
    private final double buildBias;

    public RandomBot(long seed) {
        this(seed, 0);
    }

    /** @param buildBias the chance of choosing a building move (buy, request, hotel) whenever one is legal */
    public RandomBot(long seed, double buildBias) {
        this.random = new SplittableRandom(seed);
        this.buildBias = buildBias;
    }

    @Override
    public Move choose(GameState state, Referee referee) {
        List<Move> moves = referee.legalMoves(state);
        if (moves.isEmpty()) {
            return null;
        }
        if (random.nextDouble() < TRADE_CHANCE) {
            Move trade = randomTrade(state, referee);
            if (trade != null) {
                return trade;
            }
        }
        if (buildBias > 0 && random.nextDouble() < buildBias) {
            List<Move> building = new ArrayList<>();
            for (Move m : moves) {
                if (m instanceof Move.BuyHouse || m instanceof Move.BuyHotel || m instanceof Move.RequestBuildings) {
                    building.add(m);
                }
            }
            if (!building.isEmpty()) {
                return building.get(random.nextInt(building.size()));
            }
        }
        List<Move> main = new ArrayList<>();
        List<Move> side = new ArrayList<>();
        for (Move m : moves) {
            (isSideMove(m) ? side : main).add(m);
        }
        List<Move> from = main.isEmpty() || !side.isEmpty() && random.nextDouble() < SIDE_MOVE_CHANCE ? side : main;
        Move m = from.get(random.nextInt(from.size()));
        if (m instanceof Move.Bid bid) {
            int cash = state.player(bid.player()).cash();
            int top = Math.min(cash, bid.amount() + 150);
            return new Move.Bid(bid.player(), top <= bid.amount() ? bid.amount() : bid.amount() + random.nextInt(top - bid.amount() + 1));
        }
        if (m instanceof Move.SellJailFreeCard sell) {
            int cash = state.player(sell.buyer()).cash();
            Move priced = new Move.SellJailFreeCard(sell.player(), sell.buyer(), random.nextInt(Math.min(cash, 100) + 1));
            // A random price may not be one the buyer can agree to (a standing bid to keep covered): then the listed one.
            return referee.check(state, priced).isEmpty() ? priced : m;
        }
        return m;
    }

    /**
     * Moves that are not the answer to the pending decision: deals and property changes. (When
     * they are the only moves, as when placing a building or raising money, they are chosen anyway.)
     */
    private static boolean isSideMove(Move m) {
        return m instanceof Move.BuyHouse || m instanceof Move.BuyHotel || m instanceof Move.SellHouse
                || m instanceof Move.SellHotel || m instanceof Move.MortgageDeed || m instanceof Move.LiftMortgage
                || m instanceof Move.SellJailFreeCard || m instanceof Move.ClaimRent || m instanceof Move.RequestBuildings;
    }

    /** One deed of a random player for cash (or a deed in return), offered to another random player. */
    private Move randomTrade(GameState s, Referee referee) {
        int n = s.players().size();
        int a = random.nextInt(n);
        int b = random.nextInt(n);
        if (a == b || s.player(a).out() || s.player(b).out()) {
            return null;
        }
        List<Integer> aDeeds = owned(s, a);
        List<Integer> bDeeds = owned(s, b);
        if (aDeeds.isEmpty()) {
            return null;
        }
        Offer gives = Offer.deeds(aDeeds.get(random.nextInt(aDeeds.size())));
        Offer gets = !bDeeds.isEmpty() && random.nextBoolean()
                ? Offer.deeds(bDeeds.get(random.nextInt(bDeeds.size())))
                : Offer.cash(random.nextInt(Math.max(1, s.player(b).cash() / 2) + 1));
        if (random.nextInt(4) == 0 && !s.player(a).jailCards().isEmpty()) {
            gives = new Offer(0, gives.deeds(), 1);
        }
        Move trade = new Move.Trade(a, b, gives, gets);
        return referee.check(s, trade).isEmpty() ? trade : null;
    }

    private static List<Integer> owned(GameState s, int seat) {
        List<Integer> deeds = new ArrayList<>();
        Estates e = s.estates();
        for (int d = 0; d < e.size(); d++) {
            if (e.owner(d) == seat) {
                deeds.add(d);
            }
        }
        return deeds;
    }
}
