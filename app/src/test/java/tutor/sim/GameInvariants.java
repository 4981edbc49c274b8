package tutor.sim;

import static org.assertj.core.api.Assertions.assertThat;

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
            assertThat(t.amount()).as("transfer amount").isPositive();
            assertThat(t.from()).isNotEqualTo(t.to());
            if (t.from() >= 0) {
                net[t.from()] -= t.amount();
            }
            if (t.to() >= 0) {
                net[t.to()] += t.amount();
            }
        }
        for (int i = 0; i < n; i++) {
            int delta = after.player(i).cash() - before.player(i).cash();
            assertThat(delta).as("cash change of player %d after %s equals its ledger entries", i, o.move()).isEqualTo(net[i]);
        }
        assertThat(after.pot() - before.pot()).as("the pot changes only through ledger entries").isEqualTo(potNet);
        assertThat(after.pot()).isNotNegative();
        if (!after.rules().freeParkingPot()) {
            assertThat(after.pot()).as("no pot under the official rules").isZero();
        }
        assertThat(before.player(o.move().player()).out()).as("a player out of the game acted").isFalse();
        if (!(o.move() instanceof Move.Trade) && !isAtAnyTime(before, o.move())) {
            assertThat(before.pending().actor() == o.move().player() || isBetweenMoves(before)
                    || before.pending() instanceof Pending.Debt || isOpenBid(before, o.move()))
                    .as("%s acted out of turn", o.move()).isTrue();
        }
        checkState(after);
    }

    void checkState(GameState s) {
        int houses = s.bankHouses();
        int hotels = s.bankHotels();
        Estates e = s.estates();
        for (int d = 0; d < e.size(); d++) {
            assertThat(e.owner(d)).isBetween(Estates.BANK, s.players().size() - 1);
            houses += e.houses(d);
            hotels += e.hotel(d) ? 1 : 0;
            if (e.owner(d) == Estates.BANK) {
                assertThat(e.improved(d) || e.mortgaged(d)).as("the Bank's deeds are bare").isFalse();
            }
        }
        assertThat(houses).isEqualTo(s.rules().bankHouses());
        assertThat(hotels).isEqualTo(s.rules().bankHotels());
        for (int deck = 0; deck < s.decks().size(); deck++) {
            Set<Integer> seen = new HashSet<>();
            for (int i = 0; i < s.decks().get(deck).size(); i++) {
                assertThat(seen.add(s.decks().get(deck).at(i))).as("a card appears twice").isTrue();
            }
            for (PlayerState p : s.players()) {
                for (CardRef c : p.jailCards()) {
                    if (c.deck() == deck) {
                        assertThat(seen.add(c.card())).as("a held card is also in the deck").isTrue();
                    }
                }
            }
            assertThat(seen).hasSize(s.table().cards().decks().get(deck).cards().size());
        }
        for (PlayerState p : s.players()) {
            assertThat(p.cash()).as(p.name() + " cash").isNotNegative();
            assertThat(p.position()).isBetween(0, s.board().size() - 1);
            if (p.inJail()) {
                assertThat(p.position()).isEqualTo(s.board().jailIndex());
                // All throws used only while the forced fine is owed as a debt (perhaps behind another decision).
                if (p.jailThrows() == s.rules().jailTurns()) {
                    assertThat(debtInChain(s.pending())).as("forced fine owed in %s", s.pending()).isTrue();
                } else {
                    assertThat(p.jailThrows()).isLessThan(s.rules().jailTurns());
                }
            }
        }
        checkBuildings(s);
        for (PlayerState p : s.players()) {
            if (p.out()) {
                assertThat(p.cash()).as(p.name() + " left but holds cash").isZero();
                assertThat(p.jailCards()).as(p.name() + " left but holds cards").isEmpty();
            }
        }
        for (int d = 0; d < e.size(); d++) {
            if (e.owner(d) >= 0) {
                assertThat(s.player(e.owner(d)).out()).as("a deed held by a player who left").isFalse();
            }
        }
        if (s.pending() instanceof Pending.GameOver over && over.winner() >= 0) {
            assertThat(s.player(over.winner()).out()).isFalse();
        } else {
            assertThat(s.pending().actor()).as("someone must act in %s", s.pending()).isNotNegative();
            assertThat(s.player(s.pending().actor()).out()).as("a player who left is asked to act").isFalse();
        }
        if (states++ % 10 == 0) {
            List<Move> legal = referee.legalMoves(s);
            for (Move m : legal) {
                assertThat(referee.check(s, m)).as("listed legal move %s passes check", m).isEmpty();
            }
            // The game never locks: while it is not over, someone always has a legal move.
            if (!s.isOver()) {
                assertThat(legal).as("a legal move in %s", s.pending()).isNotEmpty();
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
                assertThat(e.houses(d)).as("houses on a lot").isBetween(0, cap);
                if (e.hotel(d)) {
                    assertThat(e.houses(d)).as("houses beside a hotel").isZero();
                }
                min = Math.min(min, level);
                max = Math.max(max, level);
                built |= level > 0;
                mortgaged |= e.mortgaged(d);
                oneOwner &= e.owner(d) == owner;
                if (e.mortgaged(d)) {
                    assertThat(level).as("buildings on a mortgaged lot").isZero();
                }
            }
            if (built) {
                assertThat(oneOwner && owner >= 0).as("buildings on a group not wholly owned: " + g.name()).isTrue();
                if (!s.rules().buildWithMortgagedLot() && s.rules().buildEvenly()) {
                    assertThat(max - min).as("uneven buildings on " + g.name()).isLessThanOrEqualTo(1);
                    assertThat(mortgaged).as("buildings beside a mortgage on " + g.name()).isFalse();
                }
                // Where building beside a mortgage is allowed, a lot freed of its mortgage starts bare, so the
                // group is uneven until it is built up; SeminaryRulesTest checks it must be built up first.
            }
        }
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
