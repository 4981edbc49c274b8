package tutor.rules.position;

import static tutor.rules.position.PositionCheck.problem;
import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.group;
import static tutor.trace.Arg.player;

import java.util.ArrayList;
import java.util.List;
import tutor.rules.edition.Board;
import tutor.rules.edition.ColorGroup;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleSet;
import tutor.rules.edition.SpaceKind;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;

/**
 * What the deeds of a position may hold: buildings only on streets, within a lot's limit, on a
 * whole group in one hand, unmortgaged and even (each where the ruleset says so); mortgages only on unimproved
 * deeds; no more buildings than the Bank's supply. Part of {@link PositionCheck}.
 */
final class HoldingsCheck {

    private HoldingsCheck() {
    }

    static List<PositionProblem> check(GameState s) {
        List<PositionProblem> out = new ArrayList<>();
        Board board = s.board();
        RuleSet rules = s.rules();
        Estates e = s.estates();
        boolean[] bad = new boolean[board.deeds().size()];
        int houses = 0;
        int hotels = 0;
        for (Deed d : board.deeds()) {
            int id = d.id();
            PositionPart part = new PositionPart.Lot(id);
            int h = e.houses(id);
            boolean hotel = e.hotel(id);
            if (e.owner(id) >= s.players().size() || e.owner(id) < Estates.BANK) {
                out.add(problem(s, RuleIds.BUY_OFFER, part, "position.deed-no-holder", "deed", deed(id)));
                bad[id] = true;
                continue;
            }
            if (e.mortgaged(id) && !rules.mortgagesAllowed()) {
                out.add(problem(s, RuleIds.MORTGAGE_NONE, part, "position.no-mortgages", "deed", deed(id), "ruleset", tutor.trace.Arg.edition(rules.id())));
            } else if (e.mortgaged(id) && e.owner(id) == Estates.BANK) {
                out.add(problem(s, RuleIds.MORTGAGE_TAKE, part, "position.mortgage-unowned", "deed", deed(id)));
            }
            if (h == 0 && !hotel) {
                continue;
            }
            bad[id] = true; // until proven sound, so one mistake is not reported twice by the group checks
            if (!rules.buildingsAllowed()) {
                out.add(problem(s, RuleIds.BUILD_NONE, part, "position.no-buildings", "deed", deed(id), "ruleset", tutor.trace.Arg.edition(rules.id())));
            } else if (d.kind() != SpaceKind.STREET) {
                out.add(problem(s, RuleIds.BUILD_COMPLETE_GROUP, part, "position.not-street", "deed", deed(id)));
            } else if (h < 0 || h > rules.housesBeforeHotel() || hotel && h > 0) {
                out.add(problem(s, RuleIds.BUILD_LIMIT, part, "position.lot-limit", "deed", deed(id), "cap", rules.housesBeforeHotel()));
            } else if (e.mortgaged(id)) {
                out.add(problem(s, RuleIds.MORTGAGE_UNIMPROVED, part, "position.mortgage-with-buildings", "deed", deed(id)));
            } else if (e.owner(id) == Estates.BANK) {
                out.add(problem(s, RuleIds.BUILD_COMPLETE_GROUP, part, "position.buildings-unowned", "deed", deed(id)));
            } else {
                bad[id] = false;
                // Counted for the supply only when sound: a lot already refused is not refused again.
                houses += h;
                hotels += hotel ? 1 : 0;
            }
        }
        groups(s, bad, out);
        booths(s, out);
        boolean lotRefused = false;
        for (boolean b : bad) {
            lotRefused |= b;
        }
        if (houses > rules.bankHouses() || hotels > rules.bankHotels()) {
            out.add(problem(s, RuleIds.BUILD_SUPPLY, new PositionPart.Bank(), "position.supply-over", "houses", Integer.toString(houses),
                    "hotels", Integer.toString(hotels), "bankHouses", Integer.toString(rules.bankHouses()),
                    "bankHotels", Integer.toString(rules.bankHotels())));
        } else if (!lotRefused && (houses + s.bankHouses() != rules.bankHouses() || hotels + s.bankHotels() != rules.bankHotels())) {
            // A position an editor keeps: what the Bank holds and what stands on the board make the game's set.
            out.add(problem(s, RuleIds.BUILD_SUPPLY, new PositionPart.Bank(), "position.supply-sum",
                    "bankHouses", Integer.toString(s.bankHouses()), "bankHotels", Integer.toString(s.bankHotels()),
                    "houses", Integer.toString(houses), "hotels", Integer.toString(hotels),
                    "allHouses", Integer.toString(rules.bankHouses()), "allHotels", Integer.toString(rules.bankHotels())));
        }
        return out;
    }

    /** Under Monopoly Junior each player has only so many ticket booths, so holds at most that many amusements. */
    private static void booths(GameState s, List<PositionProblem> out) {
        int players = s.players().size();
        int limit = s.rules().boothLimit(players);
        // The game ends at the first bankruptcy, and the bankrupt's amusements go to the winner past any booth count.
        if (limit == 0 || s.isOver()) {
            return;
        }
        for (int seat = 0; seat < players; seat++) {
            int held = 0;
            for (Deed d : s.board().deeds()) {
                if (s.estates().owner(d.id()) == seat && ++held == limit + 1) {
                    out.add(problem(s, RuleIds.BOOTH_LIMIT, new PositionPart.Lot(d.id()), "position.booths", "player", player(seat),
                            "limit", Integer.toString(limit), "players", Integer.toString(players)));
                }
            }
        }
    }

    /** Buildings need the whole group in one hand, no mortgage in it (per ruleset), and even levels. */
    private static void groups(GameState s, boolean[] bad, List<PositionProblem> out) {
        Estates e = s.estates();
        RuleSet rules = s.rules();
        for (ColorGroup g : s.board().groups()) {
            if (g.deeds().stream().anyMatch(d -> bad[d])) {
                continue;
            }
            int min = Integer.MAX_VALUE;
            int max = 0;
            boolean anyMortgage = false;
            boolean oneOwner = true;
            int first = -1;
            int lowest = -1;
            int highest = -1;
            int owner = e.owner(g.deeds().get(0));
            for (int d : g.deeds()) {
                int level = e.hotel(d) ? rules.housesBeforeHotel() + 1 : e.houses(d);
                // Where building beside a mortgaged lot is allowed, evenness counts the unmortgaged lots.
                if (!(e.mortgaged(d) && rules.buildWithMortgagedLot()) && level < min) {
                    min = level;
                    lowest = d;
                }
                if (level > max) {
                    max = level;
                    highest = d;
                }
                anyMortgage |= e.mortgaged(d);
                oneOwner &= e.owner(d) == owner && owner != Estates.BANK;
                if (first < 0 && level > 0) {
                    first = d;
                }
            }
            if (max == 0) {
                continue;
            }
            PositionPart part = new PositionPart.Lot(first);
            if (!oneOwner) {
                out.add(problem(s, RuleIds.BUILD_COMPLETE_GROUP, part, "position.group-owner", "group", group(g.index())));
            } else if (anyMortgage && !rules.buildWithMortgagedLot()) {
                out.add(problem(s, RuleIds.BUILD_MORTGAGED_GROUP, part, "position.group-mortgaged", "group", group(g.index())));
            } else if (max - min > 1 && rules.buildEvenly()) {
                // Named lots, not "lots may differ by one": a hotel counts as one more than the full houses.
                out.add(problem(s, RuleIds.BUILD_EVEN, part, "position.group-uneven", "group", group(g.index()),
                        "high", deed(highest), "low", deed(lowest), "hotel", e.hotel(highest) ? 1 : 0, "level", max, "need", max - 1));
            }
        }
    }
}
