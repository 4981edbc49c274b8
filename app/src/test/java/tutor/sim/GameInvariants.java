package tutor.sim;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import tutor.rules.state.CardRef;
import tutor.rules.edition.ColorGroup;
import tutor.rules.state.Pending;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.state.PlayerState;
import tutor.rules.Referee;
import tutor.rules.Setup;
import tutor.rules.state.Table;
import tutor.rules.state.Transfer;

/**
 * What must hold after every move of any game, whatever the ruleset: money moves only through
 * ledger entries, buildings and cards are conserved, every deed has one holder, buildings stand
 * only on whole groups (evenly, where the ruleset says so), nobody out of the game acts or holds
 * anything, and while the game is not over someone always has a legal move. Shared by the
 * invariant test and the long soak run. Not thread-safe: one instance per thread.
 *
 * <p>The checks run after each of millions of moves, so they are plain conditions that build their message only
 * when one fails ({@link #fail}): an AssertJ assertion per check made about as much work as playing the move.
 */
final class GameInvariants {

    private final Referee referee = new Referee();

    private int states;

    void check(Outcome o) {
        GameState before = o.before();
        GameState after = o.after();
        int n = before.players().size();
        int[] net = new int[n];
        int potNet = 0;
        for (Transfer t : o.ledger()) {
            potNet += t.to() == Estates.POT ? t.amount() : t.from() == Estates.POT ? -t.amount() : 0;
            if (t.amount() <= 0) {
                fail("transfer amount %d is not positive in %s", t.amount(), t);
            }
            if (t.from() == t.to()) {
                fail("a transfer from %d to itself: %s", t.from(), t);
            }
            if (t.from() >= 0) {
                net[t.from()] -= t.amount();
            }
            if (t.to() >= 0) {
                net[t.to()] += t.amount();
            }
        }
        for (int i = 0; i < n; i++) {
            int delta = after.player(i).cash() - before.player(i).cash();
            if (delta != net[i]) {
                fail("cash change of player %d after %s equals its ledger entries: %d, but the ledger says %d", i, o.move(), delta, net[i]);
            }
        }
        if (after.pot() - before.pot() != potNet) {
            fail("the pot changes only through ledger entries: it changed by %d, the ledger says %d", after.pot() - before.pot(), potNet);
        }
        if (after.pot() < 0) {
            fail("the pot is negative: %d", after.pot());
        }
        if (!after.rules().freeParkingPot() && after.pot() != 0) {
            fail("no pot under the official rules, but it holds %d", after.pot());
        }
        if (before.player(o.move().player()).out()) {
            fail("a player out of the game acted: %s", o.move());
        }
        if (!(o.move() instanceof Move.Trade) && !isAtAnyTime(before, o.move())
                && !(before.pending().actor() == o.move().player() || isBetweenMoves(before)
                        || before.pending() instanceof Pending.Debt || isOpenBid(before, o.move()))) {
            fail("%s acted out of turn", o.move());
        }
        checkState(after);
    }

    void checkState(GameState s) {
        int houses = s.bankHouses();
        int hotels = s.bankHotels();
        Estates e = s.estates();
        for (int d = 0; d < e.size(); d++) {
            if (e.owner(d) < Estates.BANK || e.owner(d) > s.players().size() - 1) {
                fail("deed %d has the holder %d, who is neither the Bank nor a player", d, e.owner(d));
            }
            houses += e.houses(d);
            hotels += e.hotel(d) ? 1 : 0;
            if (e.owner(d) == Estates.BANK && (e.improved(d) || e.mortgaged(d))) {
                fail("the Bank's deeds are bare, but deed %d is built on or mortgaged", d);
            }
        }
        if (houses != s.rules().bankHouses()) {
            fail("%d houses on the table and in the Bank, not the %d the game has", houses, s.rules().bankHouses());
        }
        if (hotels != s.rules().bankHotels()) {
            fail("%d hotels on the table and in the Bank, not the %d the game has", hotels, s.rules().bankHotels());
        }
        for (int deck = 0; deck < s.decks().size(); deck++) {
            Set<Integer> seen = new HashSet<>();
            for (int i = 0; i < s.decks().get(deck).size(); i++) {
                if (!seen.add(s.decks().get(deck).at(i))) {
                    fail("a card appears twice: card %d of deck %d", s.decks().get(deck).at(i), deck);
                }
            }
            for (PlayerState p : s.players()) {
                for (CardRef c : p.jailCards()) {
                    if (c.deck() == deck && !seen.add(c.card())) {
                        fail("a held card is also in the deck: %s held by %s", c, p.name());
                    }
                }
            }
            if (seen.size() != s.table().cards().decks().get(deck).cards().size()) {
                fail("deck %d and the cards held from it are %d cards, not %d", deck, seen.size(),
                        s.table().cards().decks().get(deck).cards().size());
            }
        }
        for (PlayerState p : s.players()) {
            if (p.cash() < 0) {
                fail("%s cash is negative: %d", p.name(), p.cash());
            }
            if (p.position() < 0 || p.position() > s.board().size() - 1) {
                fail("%s stands off the board, on %d", p.name(), p.position());
            }
            if (p.inJail()) {
                if (p.position() != s.board().jailIndex()) {
                    fail("%s is in Jail but stands on %d", p.name(), p.position());
                }
                // All throws used only while the forced fine is owed as a debt (perhaps behind another decision).
                if (p.jailThrows() == s.rules().jailTurns()) {
                    if (!debtInChain(s.pending())) {
                        fail("forced fine owed in %s", s.pending());
                    }
                } else if (p.jailThrows() >= s.rules().jailTurns()) {
                    fail("%s has thrown %d times in Jail, more than the %d allowed", p.name(), p.jailThrows(), s.rules().jailTurns());
                }
            }
        }
        checkBuildings(s);
        for (PlayerState p : s.players()) {
            if (p.out()) {
                if (p.cash() != 0) {
                    fail("%s left but holds cash: %d", p.name(), p.cash());
                }
                if (!p.jailCards().isEmpty()) {
                    fail("%s left but holds cards: %s", p.name(), p.jailCards());
                }
            }
        }
        for (int d = 0; d < e.size(); d++) {
            if (e.owner(d) >= 0 && s.player(e.owner(d)).out()) {
                fail("a deed held by a player who left: deed %d, %s", d, s.player(e.owner(d)).name());
            }
        }
        if (s.pending() instanceof Pending.GameOver over && over.winner() >= 0) {
            if (s.player(over.winner()).out()) {
                fail("the winner %s is out of the game", s.player(over.winner()).name());
            }
        } else {
            if (s.pending().actor() < 0) {
                fail("someone must act in %s", s.pending());
            }
            if (s.player(s.pending().actor()).out()) {
                fail("a player who left is asked to act: %s in %s", s.player(s.pending().actor()).name(), s.pending());
            }
        }
        if (states++ % 10 == 0) {
            List<Move> legal = referee.legalMoves(s);
            for (Move m : legal) {
                var refused = referee.check(s, m);
                if (refused.isPresent()) {
                    fail("listed legal move %s passes check, but: %s", m, refused.get());
                }
            }
            // The game never locks: while it is not over, someone always has a legal move.
            if (!s.isOver() && legal.isEmpty()) {
                fail("a legal move in %s", s.pending());
            }
        }
    }

    /** Buildings stand only on whole single-owner groups, evenly, at most the limit, never beside a mortgage (where the ruleset forbids it). */
    private static void checkBuildings(GameState s) {
        Estates e = s.estates();
        int cap = s.rules().housesBeforeHotel();
        for (ColorGroup g : s.board().groups()) {
            int min = Integer.MAX_VALUE;
            int max = 0;
            boolean built = false;
            boolean mortgaged = false;
            int owner = e.owner(g.deeds().get(0));
            boolean oneOwner = true;
            for (int d : g.deeds()) {
                int level = e.hotel(d) ? cap + 1 : e.houses(d);
                if (e.houses(d) < 0 || e.houses(d) > cap) {
                    fail("houses on a lot: %d on deed %d, the limit is %d", e.houses(d), d, cap);
                }
                if (e.hotel(d) && e.houses(d) != 0) {
                    fail("houses beside a hotel: %d on deed %d", e.houses(d), d);
                }
                min = Math.min(min, level);
                max = Math.max(max, level);
                built |= level > 0;
                mortgaged |= e.mortgaged(d);
                oneOwner &= e.owner(d) == owner;
                if (e.mortgaged(d) && level != 0) {
                    fail("buildings on a mortgaged lot: deed %d", d);
                }
            }
            if (built) {
                if (!(oneOwner && owner >= 0)) {
                    fail("buildings on a group not wholly owned: %s", g.name());
                }
                if (!s.rules().buildWithMortgagedLot() && s.rules().buildEvenly()) {
                    if (max - min > 1) {
                        fail("uneven buildings on %s: from %d to %d", g.name(), min, max);
                    }
                    if (mortgaged) {
                        fail("buildings beside a mortgage on %s", g.name());
                    }
                }
                // Where building beside a mortgage is allowed, a lot freed of its mortgage starts bare, so the
                // group is uneven until it is built up; SeminaryRulesTest checks it must be built up first.
            }
        }
    }

    /** A broken invariant: the test fails with what broke, the message made only now. */
    private static void fail(String what, Object... args) {
        throw new AssertionError(String.format(what, args));
    }

    private static boolean debtInChain(Pending p) {
        while (p != null) {
            if (p instanceof Pending.Debt) {
                return true;
            }
            p = p instanceof Pending.MortgageChoice mc ? mc.then()
                    : p instanceof Pending.PlaceBuilding pb ? pb.then()
                    : p instanceof Pending.Auction a ? a.then()
                    : p instanceof Pending.BuildingAuction b ? b.then() : null;
        }
        return false;
    }

    /**
     * Mortgaging and selling a jail-free card may happen at any time, even during another player's decision;
     * so may buying and selling buildings where the edition says so.
     */
    private static boolean isAtAnyTime(GameState s, Move m) {
        boolean building = m instanceof Move.BuyHouse || m instanceof Move.BuyHotel || m instanceof Move.SellHouse
                || m instanceof Move.SellHotel;
        return m instanceof Move.MortgageDeed || m instanceof Move.SellJailFreeCard || building && s.rules().buildAnyTime();
    }

    /** In an open auction any bidder may bid, pass or drop out, not only the one the auctioneer asks. */
    private static boolean isOpenBid(GameState s, Move m) {
        if (!(m instanceof Move.Bid || m instanceof Move.PassBid || m instanceof Move.DropOutOfAuction)) {
            return false;
        }
        return s.pending() instanceof Pending.Auction a ? a.isActive(m.player())
                : s.pending() instanceof Pending.BuildingAuction b && b.isActive(m.player());
    }

    private static boolean isBetweenMoves(GameState s) {
        return s.pending() instanceof Pending.AwaitRoll || s.pending() instanceof Pending.TurnOver;
    }
}
