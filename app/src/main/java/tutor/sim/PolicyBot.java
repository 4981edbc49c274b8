package tutor.sim;

import java.util.List;
import tutor.rules.edition.Deed;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
import tutor.rules.state.RaiseOption;
import tutor.rules.Referee;
import tutor.rules.edition.SpaceKind;
import tutor.rules.state.TaxOption;

/**
 * Plays one {@link Policy} for one seat. Decisions straight from the pending decision, asking the
 * referee only to confirm a move ({@code check}); auctions go through {@code legalMoves}, so the
 * bidder follows whatever bids the rules allow now, whoever may bid.
 */
public final class PolicyBot {

    private final Policy policy;
    /** The street groups of the board last played on, as arrays of deed ids: read on every turn's end. */
    private tutor.rules.edition.Board streetsOf;
    private int[][] streets;

    /** The last move this seat's check allowed, and the position it was allowed in (identity: a position is never changed). */
    private Move allowedMove;
    private GameState allowedIn;

    public PolicyBot(Policy policy) {
        this.policy = policy;
    }

    /** Asks the referee whether a move is allowed now, and remembers it when it is, so that it is not checked twice. */
    boolean allowed(GameState s, Referee referee, Move m) {
        if (referee.check(s, m).isPresent()) {
            return false;
        }
        allowedMove = m;
        allowedIn = s;
        return true;
    }

    /** Whether this very move was found allowed in this very position. */
    boolean allowedAlready(GameState s, Move m) {
        return m == allowedMove && s == allowedIn;
    }

    private int[][] streets(GameState s) {
        if (streetsOf != s.board()) {
            streets = streetGroups(s.board());
            streetsOf = s.board();
        }
        return streets;
    }

    /** Apart from {@link #streets}, read on every turn's end, so that compiling that one stays small (its stream was 52 ms of C2). */
    private static int[][] streetGroups(tutor.rules.edition.Board board) {
        List<int[]> groups = new java.util.ArrayList<>();
        for (tutor.rules.edition.ColorGroup g : board.groups()) {
            if (board.deed(g.deeds().get(0)).kind() == SpaceKind.STREET) {
                groups.add(g.deeds().stream().mapToInt(Integer::intValue).toArray());
            }
        }
        return groups.toArray(int[][]::new);
    }

    public Policy policy() {
        return policy;
    }

    /** The move this seat makes now; {@code partners} are the other seats' bots, asked whether they accept a trade. */
    Move choose(GameState s, Referee referee, int seat, PolicyBot[] partners) {
        Pending p = s.pending();
        PlayerState me = s.player(seat);
        if (p instanceof Pending.AwaitRoll) {
            return atTurnStart(s, referee, seat, me);
        }
        if (p instanceof Pending.BuyDecision b) {
            Deed d = s.board().deed(b.deed());
            Move buy = new Move.BuyProperty(seat);
            return policy.buys() && me.cash() - d.price() >= policy.reserve() && allowed(s, referee, buy)
                    ? buy : new Move.DeclineToBuy(seat);
        }
        if (p instanceof Pending.TaxChoice) {
            return new Move.ChooseIncomeTax(seat, percentIsCheaper(s, seat) ? TaxOption.PERCENT : TaxOption.FLAT);
        }
        if (p instanceof Pending.Arrived) {
            return new Move.Arrive(seat);
        }
        if (p instanceof Pending.TurnOver) {
            Move m = policy.offers() ? trade(s, referee, seat, partners) : null;
            if (m == null && policy.builds()) {
                m = build(s, referee, seat);
            }
            return m != null ? m : new Move.EndTurn(seat);
        }
        if (p instanceof Pending.Debt d) {
            return raise(s, referee, d);
        }
        if (p instanceof Pending.MortgageChoice mc) {
            Move lift = new Move.LiftMortgage(seat, mc.deed());
            return me.cash() - s.board().deed(mc.deed()).mortgage() >= policy.reserve() + 100 && allowed(s, referee, lift)
                    ? lift : new Move.KeepMortgage(seat, mc.deed());
        }
        List<Move> legal = referee.legalMoves(s);
        for (Move m : legal) {
            if (m.player() == seat) {
                return m; // the plain choice, listed first: the dice's sum, the money, the first lot
            }
        }
        return null;
    }

    /** Whether this seat would pay {@code amount} for the deed under the hammer: within its limit and its reserve. */
    boolean wants(GameState s, int seat, Pending.Auction a, int amount) {
        return a.bidder() != seat && amount <= ceiling(s, seat, a);
    }

    /** The most this seat would bid for the deed under the hammer: its share of the printed price, above its reserve. */
    int ceiling(GameState s, int seat, Pending.Auction a) {
        return Math.min(s.board().deed(a.deed()).price() * policy.bidPercent() / 100, s.player(seat).cash() - policy.reserve());
    }

    /**
     * A bid for this seat in the running auction, if its policy wants the deed at the least bid the
     * rules accept now; null otherwise. Building auctions: never bids (buys houses only at the price).
     */
    Move bid(GameState s, Referee referee, int seat, List<Move> legal) {
        if (!(s.pending() instanceof Pending.Auction a) || a.bidder() == seat) {
            return null;
        }
        int limit = s.board().deed(a.deed()).price() * policy.bidPercent() / 100;
        for (Move m : legal) {
            if (m instanceof Move.Bid bid && bid.player() == seat && bid.amount() <= limit
                    && s.player(seat).cash() - bid.amount() >= policy.reserve()) {
                return bid;
            }
        }
        return null;
    }

    private Move atTurnStart(GameState s, Referee referee, int seat, PlayerState me) {
        if (!me.inJail()) {
            return new Move.RollDice(seat);
        }
        Move roll = new Move.RollDice(seat);
        if (policy.staysInJail() && allowed(s, referee, roll)) {
            return roll;
        }
        if (!me.jailCards().isEmpty()) {
            return new Move.UseJailFreeCard(seat);
        }
        Move pay = new Move.PayJailFine(seat);
        if (allowed(s, referee, pay) && (me.cash() - s.rules().jailFine() >= 0 || s.rules().jailExitEndsTurn())) {
            return pay;
        }
        return allowed(s, referee, roll) ? roll : pay;
    }

    /**
     * The deed that completes one of its groups, bought from its holder for twice the printed price,
     * when the holder's policy sells and the cash (above the reserve) is there.
     */
    private Move trade(GameState s, Referee referee, int seat, PolicyBot[] partners) {
        Estates e = s.estates();
        int cash = s.player(seat).cash();
        for (int[] lots : streets(s)) {
            int missing = -1;
            int mine = 0;
            for (int lot : lots) {
                if (e.owner(lot) == seat) {
                    mine++;
                } else {
                    missing = lot;
                }
            }
            if (mine != lots.length - 1 || missing < 0) {
                continue;
            }
            int holder = e.owner(missing);
            int price = s.board().deed(missing).price() * Policy.TRADE_PRICE_PERCENT / 100;
            if (holder < 0 || partners[holder] == null || cash - price < policy.reserve() || !partners[holder].sells(s, holder, missing)) {
                continue;
            }
            Move m = new Move.Trade(seat, holder, tutor.rules.state.Offer.cash(price), tutor.rules.state.Offer.deeds(missing));
            if (allowed(s, referee, m)) {
                return m;
            }
        }
        return null;
    }

    /** Whether this seat sells {@code deed} at the trade price: its policy sells, and it holds no other deed of the group. */
    boolean sells(GameState s, int seat, int deed) {
        if (!policy.sells() || s.player(seat).out()) {
            return false;
        }
        for (int lot : s.board().groups().get(s.board().deed(deed).group()).deeds()) {
            if (lot != deed && s.estates().owner(lot) == seat) {
                return false;
            }
        }
        return true;
    }

    private static int level(Estates e, int lot) {
        return e.hotel(lot) ? 5 : e.houses(lot);
    }

    /** Counts what the 10% would be charged on, which a person must not do before choosing but a policy may. */
    private static boolean percentIsCheaper(GameState s, int seat) {
        long worth = s.player(seat).cash();
        Estates e = s.estates();
        for (Deed d : s.board().deeds()) {
            if (e.owner(d.id()) == seat) {
                worth += d.price() + (long) e.houses(d.id()) * d.houseCost();
                if (e.hotel(d.id())) {
                    worth += d.hotelCost() + (long) s.rules().housesBeforeHotel() * d.houseCost();
                }
            }
        }
        return worth * s.rules().incomeTaxPercent() / 100 < s.rules().incomeTax();
    }

    /**
     * A house (or a hotel) on the lot with the fewest, in a whole unmortgaged group it holds,
     * keeping the reserve; while the first-houses stage is not done, only lots below it. One
     * scan of the groups and a single check: even building means only the barest lot of a group
     * can take the next house.
     */
    private Move build(GameState s, Referee referee, int seat) {
        int cash = s.player(seat).cash();
        Estates e = s.estates();
        int limit = s.rules().housesBeforeHotel();
        int stage = policy.firstHouses();
        int bestLot = -1;
        int bestHouses = Integer.MAX_VALUE;
        boolean bestBelowStage = false;
        boolean stageOpen = false;
        for (int[] lots : streets(s)) {
            int barest = -1;
            int fewest = Integer.MAX_VALUE;
            boolean whole = true;
            for (int i = 0; i < lots.length && whole; i++) {
                int lot = lots[i];
                if (e.owner(lot) != seat || e.mortgaged(lot)) {
                    whole = false;
                } else {
                    int level = e.hotel(lot) ? limit + 1 : e.houses(lot);
                    if (level < fewest) {
                        fewest = level;
                        barest = lot;
                    }
                }
            }
            if (!whole || fewest > limit) {
                continue;
            }
            boolean below = stage > 0 && fewest < stage;
            stageOpen |= below;
            // Lots below the first stage come first; then the fewest houses.
            if (below && !bestBelowStage || below == bestBelowStage && fewest < bestHouses) {
                tutor.rules.edition.Deed d = s.board().deed(barest);
                int cost = fewest < limit ? d.houseCost() : d.hotelCost();
                if (cash - cost >= policy.reserve() && (!bestBelowStage || below)) {
                    bestLot = barest;
                    bestHouses = fewest;
                    bestBelowStage = below;
                }
            }
        }
        if (bestLot < 0 || stageOpen && !bestBelowStage) {
            return null; // the first stage is not done, and what is left of it cannot be paid for yet
        }
        Move m = bestHouses < limit ? new Move.BuyHouse(seat, bestLot) : new Move.BuyHotel(seat, bestLot);
        return allowed(s, referee, m) ? m : null;
    }

    /**
     * Pays when it can; else mortgages an unimproved deed, then sells a house (or a hotel) from
     * the lot with the most; bankrupt only when nothing is left. Each way is confirmed with check;
     * the full list of ways (each one tried on a copy of the game) is asked only if none passes.
     */
    private Move raise(GameState s, Referee referee, Pending.Debt d) {
        int debtor = d.owed().get(0).debtor();
        if (s.player(debtor).cash() >= d.owed().get(0).amount()) {
            return new Move.PayDebt(debtor);
        }
        Estates e = s.estates();
        int most = -1;
        for (tutor.rules.edition.Deed deed : s.board().deeds()) {
            int lot = deed.id();
            if (e.owner(lot) != debtor || e.mortgaged(lot)) {
                continue;
            }
            if (!e.improved(lot)) {
                Move m = new Move.MortgageDeed(debtor, lot);
                if (allowed(s, referee, m)) {
                    return m;
                }
            } else if (most < 0 || level(e, lot) > level(e, most)) {
                most = lot;
            }
        }
        if (most >= 0) {
            Move m = e.hotel(most) ? new Move.SellHotel(debtor, most) : new Move.SellHouse(debtor, most);
            if (allowed(s, referee, m)) {
                return m;
            }
        }
        List<RaiseOption> ways = referee.waysToRaise(s, debtor);
        for (int i = ways.size() - 1; i >= 0; i--) {
            if (!ways.get(i).isTrade()) {
                return ways.get(i).move();
            }
        }
        return new Move.DeclareBankruptcy(debtor);
    }
}
