package tutor.rules.position;

import static tutor.trace.Arg.money;
import static tutor.trace.Arg.space;

import tutor.trace.Arg;
import tutor.trace.Msg;
import tutor.trace.Names;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import tutor.rules.edition.Board;
import tutor.rules.edition.CardEffect;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleSet;
import tutor.rules.edition.Space;
import tutor.rules.edition.SpaceKind;
import tutor.rules.state.CardRef;
import tutor.rules.state.DeckState;
import tutor.rules.state.GameState;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;

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
            out.add(problem(s, RuleIds.POSITION_DIRECTION, new PositionPart.Direction(), "position.direction", "ruleset", tutor.trace.Arg.edition(s.rules().id())));
        }
        if (s.current() < 0 || s.current() >= s.players().size()) {
            out.add(problem(s, RuleIds.TURN_END, new PositionPart.Turn(), "position.no-turn"));
        } else if (s.player(s.current()).out() && !s.isOver()) {
            out.add(problem(s, RuleIds.GAME_OUT, new PositionPart.Turn(), "position.turn-of-leaver", "player", Arg.player(s.current())));
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
            out.add(new PositionProblem(RuleIds.SETUP_PLAYERS, new PositionPart.Seats(), Msg.of("position.seats", "ruleset", tutor.trace.Arg.edition(rules.id()),
                    "max", rules.maxPlayers(), "n", names.size()), Names.NONE));
        }
        Map<String, Integer> seen = new HashMap<>();
        for (int seat = 0; seat < names.size(); seat++) {
            String name = names.get(seat);
            PositionPart part = new PositionPart.Player(seat, PositionPart.Field.NAME);
            if (name.isBlank()) {
                out.add(new PositionProblem(RuleIds.PLAYER_NAMES, part, Msg.of("position.name-blank"), Names.NONE));
            } else if (name.strip().equalsIgnoreCase(BANK_NAME)) {
                out.add(new PositionProblem(RuleIds.PLAYER_NAMES, part, Msg.of("position.name-bank", "name", name), Names.NONE));
            } else if (seen.putIfAbsent(name.strip().toLowerCase(java.util.Locale.ROOT), seat) != null) {
                out.add(new PositionProblem(RuleIds.PLAYER_NAMES, part, Msg.of("position.name-twice", "name", name), Names.NONE));
            }
        }
        return out;
    }

    private static void player(GameState s, int seat, List<PositionProblem> out) {
        PlayerState p = s.player(seat);
        Board board = s.board();
        if (p.cash() < 0) {
            out.add(problem(s, RuleIds.POSITION_CASH, field(seat, PositionPart.Field.CASH), "position.cash-negative", "player", Arg.player(seat)));
        } else if (p.cash() > MAX_AMOUNT) {
            out.add(tooMuch(s, field(seat, PositionPart.Field.CASH), Msg.of("position.what.cash", "player", Arg.player(seat)), p.cash()));
        }
        if (p.out()) {
            return;
        }
        if (p.inJail() && board.jailIndex() < 0) {
            out.add(problem(s, RuleIds.POSITION_NO_JAIL, field(seat, PositionPart.Field.JAIL), "position.no-jail", "player", Arg.player(seat),
                    "board", board.title()));
            return;
        }
        if (p.position() < 0 || p.position() >= board.size()) {
            out.add(problem(s, RuleIds.TOKEN_MOVE, field(seat, PositionPart.Field.SPACE), "position.off-board", "player", Arg.player(seat),
                    "at", Integer.toString(p.position()), "board", board.title(), "last", Integer.toString(board.size() - 1)));
            return;
        }
        Space at = board.space(p.position());
        if (p.inJail() && p.position() != board.jailIndex()) {
            out.add(problem(s, RuleIds.POSITION_JAIL_TOKEN, field(seat, PositionPart.Field.SPACE), "position.jail-token",
                    "player", Arg.player(seat), "space", space(at.index())));
        } else if (at.kind() == SpaceKind.GO_TO_JAIL) {
            out.add(problem(s, RuleIds.JAIL_ENTER_SPACE, field(seat, PositionPart.Field.SPACE), "position.on-go-to-jail",
                    "player", Arg.player(seat), "space", space(at.index())));
        } else if (at.kind() == SpaceKind.TO_REST) {
            out.add(problem(s, RuleIds.TO_REST, field(seat, PositionPart.Field.SPACE), "position.on-to-rest",
                    "player", Arg.player(seat), "space", space(at.index())));
        }
        // After the last failed throw the player stays in Jail only while the forced fine is owed.
        boolean fineOwed = owed(s.pending()).stream().anyMatch(o -> o.debtor() == seat && RuleIds.JAIL_FORCED_FINE.equals(o.ruleId()));
        int most = s.rules().jailTurns() - (fineOwed ? 0 : 1);
        if (p.inJail() && (p.jailThrows() < 0 || p.jailThrows() > most)) {
            out.add(problem(s, RuleIds.JAIL_FORCED_FINE, field(seat, PositionPart.Field.JAIL), "position.jail-throws",
                    "player", Arg.player(seat), "n", Integer.toString(p.jailThrows()), "ruleset", tutor.trace.Arg.edition(s.rules().id()),
                    "turns", Integer.toString(s.rules().jailTurns()), "most", Integer.toString(s.rules().jailTurns() - 1)));
        }
    }

    /** Each deck's Get Out of Jail Free card is one card: one holder at most, and out of the deck while held. */
    private static void cards(GameState s, List<PositionProblem> out) {
        Map<CardRef, Integer> holder = new HashMap<>();
        for (int seat = 0; seat < s.players().size(); seat++) {
            List<CardRef> held = s.player(seat).jailCards();
            for (int i = 0; i < held.size(); i++) {
                CardRef c = held.get(i);
                PositionPart part = new PositionPart.HeldCard(seat, i);
                boolean deck = c.deck() >= 0 && c.deck() < s.table().cards().decks().size();
                if (!deck || c.card() < 0 || c.card() >= s.table().cards().decks().get(c.deck()).cards().size()
                        || !(s.table().cards().decks().get(c.deck()).cards().get(c.card()).effect() instanceof CardEffect.GetOutOfJailFree)) {
                    out.add(problem(s, RuleIds.CARD_JAIL_FREE_KEEP, part, "position.card-not-jail-free", "player", Arg.player(seat)));
                    continue;
                }
                Integer first = holder.putIfAbsent(c, seat);
                if (first != null) {
                    out.add(first == seat
                            ? problem(s, RuleIds.CARD_JAIL_FREE_KEEP, part, "position.card-twice", "player", Arg.player(seat), "deck", Arg.deck(c.deck()))
                            : problem(s, RuleIds.CARD_JAIL_FREE_KEEP, part, "position.card-two-holders", "first", Arg.player(first),
                                    "player", Arg.player(seat), "deck", Arg.deck(c.deck())));
                    continue;
                }
                DeckState order = s.decks().get(c.deck());
                for (int k = 0; k < order.size(); k++) {
                    if (order.at(k) == c.card()) {
                        out.add(problem(s, RuleIds.CARD_JAIL_FREE_KEEP, part, "position.card-in-deck", "player", Arg.player(seat),
                                "deck", Arg.deck(c.deck())));
                    }
                }
            }
        }
    }

    private static void pot(GameState s, List<PositionProblem> out) {
        PositionPart part = new PositionPart.Pot();
        if (s.pot() != 0 && !s.rules().freeParkingPot()) {
            out.add(problem(s, RuleIds.FREE_PARKING_POT, part, "position.pot-none", "ruleset", tutor.trace.Arg.edition(s.rules().id()), "amount", money(s.pot())));
        } else if (s.pot() < 0) {
            out.add(problem(s, RuleIds.FREE_PARKING_POT, part, "position.pot-negative"));
        } else if (s.pot() > MAX_AMOUNT) {
            out.add(tooMuch(s, part, Msg.of("position.what.pot"), s.pot()));
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

    static PositionProblem tooMuch(GameState s, PositionPart part, Msg what, long amount) {
        return problem(s, RuleIds.POSITION_AMOUNT_LIMIT, part, "position.too-much", "what", what,
                "amount", money((int) Math.min(amount, Integer.MAX_VALUE)), "max", money(MAX_AMOUNT));
    }

    /** A problem of a position at a table, its message read with that table's names. */
    static PositionProblem problem(GameState s, String ruleId, PositionPart part, String msgId, Object... args) {
        return new PositionProblem(ruleId, part, Msg.of(msgId, args), s.table());
    }

    private static PositionPart field(int seat, PositionPart.Field f) {
        return new PositionPart.Player(seat, f);
    }
}
