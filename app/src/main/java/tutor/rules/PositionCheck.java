package tutor.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every way a position breaks the rules: what no game played by the rules could reach, and what
 * the tutor refuses to play (amounts past its money limit). Pure: it reads a {@link GameState}
 * and returns problems, each citing the rule it breaks and the part of the position it is about.
 * The scenario loader maps each part back to a file's line and column; a position editor shows
 * it beside the field. Holdings (lots, groups, the Bank's buildings) are checked by {@link HoldingsCheck}.
 */
public final class PositionCheck {

    /**
     * The largest sum the tutor plays with: any player's cash, the pot, one debt. Far above any
     * real game, and low enough that every sum the rules make from these (fourteen players'
     * fortunes handed to one, times a tax percentage of at most 100) stays inside Java's int.
     */
    public static final int MAX_AMOUNT = 1_000_000;

    /** The name the tutor keeps for the Bank; no player may take it. */
    public static final String BANK_NAME = "Bank";

    private PositionCheck() {
    }

    /** Every problem of the position, in the order: seats, players, cards, holdings, pot, direction, turn, decision. */
    public static List<PositionProblem> check(GameState s) {
        List<PositionProblem> out = new ArrayList<>(seats(s.rules(), s.table().seats()));
        for (int seat = 0; seat < s.players().size(); seat++) {
            player(s, seat, out);
        }
        cards(s, out);
        out.addAll(HoldingsCheck.check(s));
        pot(s, out);
        if (s.reversed() && !s.rules().exactGoPrivileges()) {
            out.add(new PositionProblem(RuleIds.POSITION_DIRECTION, new PositionPart.Direction(), "play runs against the arrows only where a "
                    + "rule lets a player reverse it (the seminary rules' exact-GO privilege); " + s.rules().id() + " has none"));
        }
        if (s.current() < 0 || s.current() >= s.players().size()) {
            out.add(new PositionProblem(RuleIds.TURN_END, new PositionPart.Turn(), "it is nobody's turn"));
        } else if (s.player(s.current()).out() && !s.isOver()) {
            out.add(new PositionProblem(RuleIds.GAME_OUT, new PositionPart.Turn(), "it cannot be the turn of "
                    + s.table().name(s.current()) + ", who has left the game"));
        } else {
            DecisionCheck.check(s, out);
        }
        return out;
    }

    /**
     * Who sits at the table: as many players as the ruleset allows, each with a name of their
     * own, none called "Bank". Usable before a table exists (a loader reading the players).
     */
    public static List<PositionProblem> seats(RuleSet rules, List<String> names) {
        List<PositionProblem> out = new ArrayList<>();
        if (names.size() < 2 || names.size() > rules.maxPlayers()) {
            out.add(new PositionProblem(RuleIds.SETUP_PLAYERS, new PositionPart.Seats(), "a game under " + rules.id()
                    + " needs 2 to " + rules.maxPlayers() + " players, not " + names.size()));
        }
        Map<String, Integer> seen = new HashMap<>();
        for (int seat = 0; seat < names.size(); seat++) {
            String name = names.get(seat);
            PositionPart part = new PositionPart.Player(seat, PositionPart.Field.NAME);
            if (name.isBlank()) {
                out.add(new PositionProblem(RuleIds.PLAYER_NAMES, part, "every player needs a name"));
            } else if (name.strip().equalsIgnoreCase(BANK_NAME)) {
                out.add(new PositionProblem(RuleIds.PLAYER_NAMES, part, "no player may be called '" + name
                        + "': the tutor keeps that name for the Bank, so rulings and checks could not tell them apart"));
            } else if (seen.putIfAbsent(name.strip().toLowerCase(java.util.Locale.ROOT), seat) != null) {
                out.add(new PositionProblem(RuleIds.PLAYER_NAMES, part, "two players are called '" + name
                        + "'; every player needs a name of their own"));
            }
        }
        return out;
    }

    private static void player(GameState s, int seat, List<PositionProblem> out) {
        PlayerState p = s.player(seat);
        Board board = s.board();
        String name = s.table().name(seat);
        if (p.cash() < 0) {
            out.add(new PositionProblem(RuleIds.POSITION_CASH, field(seat, PositionPart.Field.CASH), name + "'s cash cannot be negative"));
        } else if (p.cash() > MAX_AMOUNT) {
            out.add(tooMuch(field(seat, PositionPart.Field.CASH), name + "'s cash", p.cash(), board));
        }
        if (p.out()) {
            return;
        }
        if (p.inJail() && board.jailIndex() < 0) {
            out.add(new PositionProblem(RuleIds.POSITION_NO_JAIL, field(seat, PositionPart.Field.JAIL), name
                    + " cannot be in Jail: the " + board.title() + " has no Jail"));
            return;
        }
        if (p.position() < 0 || p.position() >= board.size()) {
            out.add(new PositionProblem(RuleIds.TOKEN_MOVE, field(seat, PositionPart.Field.SPACE), name + "'s token is off the board (space "
                    + p.position() + "; the " + board.title() + " has spaces 0 to " + (board.size() - 1) + ")"));
            return;
        }
        Space at = board.space(p.position());
        if (p.inJail() && p.position() != board.jailIndex()) {
            out.add(new PositionProblem(RuleIds.POSITION_JAIL_TOKEN, field(seat, PositionPart.Field.SPACE), name
                    + " is in Jail, so the token stands in the Jail, not on " + at.name()));
        } else if (at.kind() == SpaceKind.GO_TO_JAIL) {
            out.add(new PositionProblem(RuleIds.JAIL_ENTER_SPACE, field(seat, PositionPart.Field.SPACE), name + "'s token cannot rest on "
                    + at.name() + ": stopping there sends it straight to Jail (put it in Jail with in-jail, or on another space)"));
        } else if (at.kind() == SpaceKind.TO_REST) {
            out.add(new PositionProblem(RuleIds.TO_REST, field(seat, PositionPart.Field.SPACE), name + "'s token cannot rest on "
                    + at.name() + ": stopping there moves it on at once"));
        }
        // After the last failed throw the player stays in Jail only while the forced fine is owed.
        boolean fineOwed = owed(s.pending()).stream().anyMatch(o -> o.debtor() == seat && RuleIds.JAIL_FORCED_FINE.equals(o.ruleId()));
        int most = s.rules().jailTurns() - (fineOwed ? 0 : 1);
        if (p.inJail() && (p.jailThrows() < 0 || p.jailThrows() > most)) {
            out.add(new PositionProblem(RuleIds.JAIL_FORCED_FINE, field(seat, PositionPart.Field.JAIL), name + " cannot have failed "
                    + p.jailThrows() + " throws in this stay in Jail: under " + s.rules().id() + " a player leaves after "
                    + s.rules().jailTurns() + ", so it is 0 to " + (s.rules().jailTurns() - 1)));
        }
    }

    /** Each deck's Get Out of Jail Free card is one card: one holder at most, and out of the deck while held. */
    private static void cards(GameState s, List<PositionProblem> out) {
        Map<CardRef, String> holder = new HashMap<>();
        for (int seat = 0; seat < s.players().size(); seat++) {
            List<CardRef> held = s.player(seat).jailCards();
            for (int i = 0; i < held.size(); i++) {
                CardRef c = held.get(i);
                PositionPart part = new PositionPart.HeldCard(seat, i);
                String deck = c.deck() >= 0 && c.deck() < s.table().cards().decks().size()
                        ? s.table().cards().decks().get(c.deck()).name() : null;
                if (deck == null || c.card() < 0 || c.card() >= s.table().cards().decks().get(c.deck()).cards().size()
                        || !(s.table().cards().decks().get(c.deck()).cards().get(c.card()).effect() instanceof CardEffect.GetOutOfJailFree)) {
                    out.add(new PositionProblem(RuleIds.CARD_JAIL_FREE_KEEP, part, s.table().name(seat)
                            + " holds a card that is not a Get Out of Jail Free card; only those are kept"));
                    continue;
                }
                String first = holder.putIfAbsent(c, s.table().name(seat));
                if (first != null) {
                    out.add(new PositionProblem(RuleIds.CARD_JAIL_FREE_KEEP, part, first.equals(s.table().name(seat))
                            ? first + " holds the " + deck + " Get Out of Jail Free card twice; the deck has only one"
                            : first + " and " + s.table().name(seat) + " both hold the " + deck
                                    + " Get Out of Jail Free card; the deck has only one, and one player holds it"));
                    continue;
                }
                DeckState order = s.decks().get(c.deck());
                for (int k = 0; k < order.size(); k++) {
                    if (order.at(k) == c.card()) {
                        out.add(new PositionProblem(RuleIds.CARD_JAIL_FREE_KEEP, part, s.table().name(seat) + " holds the " + deck
                                + " Get Out of Jail Free card, yet it is still in the deck; a kept card is out of the deck"));
                    }
                }
            }
        }
    }

    private static void pot(GameState s, List<PositionProblem> out) {
        PositionPart part = new PositionPart.Pot();
        if (s.pot() != 0 && !s.rules().freeParkingPot()) {
            out.add(new PositionProblem(RuleIds.FREE_PARKING_POT, part, "ruleset " + s.rules().id() + " has no Free Parking pot, "
                    + "so it cannot hold " + s.board().money(s.pot())));
        } else if (s.pot() < 0) {
            out.add(new PositionProblem(RuleIds.FREE_PARKING_POT, part, "the pot cannot hold less than nothing"));
        } else if (s.pot() > MAX_AMOUNT) {
            out.add(tooMuch(part, "the pot", s.pot(), s.board()));
        }
    }

    /** Every sum owed in the decision pending and in those waiting behind it (a debt resumes after a mortgage choice). */
    static List<Pending.Owed> owed(Pending p) {
        List<Pending.Owed> out = new ArrayList<>();
        for (int depth = 0; p != null && depth < 64; depth++) {
            if (p instanceof Pending.Debt d) {
                out.addAll(d.owed());
            }
            p = p instanceof Pending.Debt d ? d.then()
                    : p instanceof Pending.MortgageChoice m ? m.then()
                    : p instanceof Pending.PlaceBuilding b ? b.then()
                    : p instanceof Pending.Auction a ? a.then()
                    : p instanceof Pending.BuildingAuction b ? b.then() : null;
        }
        return out;
    }

    static PositionProblem tooMuch(PositionPart part, String what, long amount, Board board) {
        return new PositionProblem(RuleIds.POSITION_AMOUNT_LIMIT, part, what + " of " + board.money((int) Math.min(amount, Integer.MAX_VALUE))
                + " is more than the tutor plays with: at most " + board.money(MAX_AMOUNT) + ", so no sum can overflow");
    }

    private static PositionPart field(int seat, PositionPart.Field f) {
        return new PositionPart.Player(seat, f);
    }
}
