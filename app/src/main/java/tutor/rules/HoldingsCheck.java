package tutor.rules;

import java.util.ArrayList;
import java.util.List;

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
                out.add(new PositionProblem(RuleIds.BUY_OFFER, part, d.name() + " is held by nobody at the table"));
                bad[id] = true;
                continue;
            }
            if (e.mortgaged(id) && !rules.mortgagesAllowed()) {
                out.add(new PositionProblem(RuleIds.MORTGAGE_NONE, part, d.name() + " cannot be mortgaged: " + rules.id()
                        + " has no mortgages"));
            } else if (e.mortgaged(id) && e.owner(id) == Estates.BANK) {
                out.add(new PositionProblem(RuleIds.MORTGAGE_TAKE, part, d.name() + " is mortgaged but nobody owns it; "
                        + "only an owner mortgages a deed"));
            }
            if (h == 0 && !hotel) {
                continue;
            }
            bad[id] = true; // until proven sound, so one mistake is not reported twice by the group checks
            if (!rules.buildingsAllowed()) {
                out.add(new PositionProblem(RuleIds.BUILD_NONE, part, d.name() + " cannot have buildings: " + rules.id()
                        + " has no houses or hotels"));
            } else if (d.kind() != SpaceKind.STREET) {
                out.add(new PositionProblem(RuleIds.BUILD_COMPLETE_GROUP, part, d.name() + " is not a street; only streets take houses and hotels"));
            } else if (h < 0 || h > rules.housesBeforeHotel() || hotel && h > 0) {
                out.add(new PositionProblem(RuleIds.BUILD_LIMIT, part, d.name() + ": a lot holds 0 to " + rules.housesBeforeHotel()
                        + " houses, or one hotel and no houses"));
            } else if (e.mortgaged(id)) {
                out.add(new PositionProblem(RuleIds.MORTGAGE_UNIMPROVED, part, d.name() + " cannot be mortgaged with buildings on it"));
            } else if (e.owner(id) == Estates.BANK) {
                out.add(new PositionProblem(RuleIds.BUILD_COMPLETE_GROUP, part, d.name() + " has buildings but nobody owns it"));
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
            out.add(new PositionProblem(RuleIds.BUILD_SUPPLY, new PositionPart.Bank(), "the set-up places " + houses + " houses and "
                    + hotels + " hotels; the Bank has only " + rules.bankHouses() + " and " + rules.bankHotels()));
        } else if (!lotRefused && (houses + s.bankHouses() != rules.bankHouses() || hotels + s.bankHotels() != rules.bankHotels())) {
            // A position an editor keeps: what the Bank holds and what stands on the board make the game's set.
            out.add(new PositionProblem(RuleIds.BUILD_SUPPLY, new PositionPart.Bank(), "the Bank holds " + s.bankHouses() + " houses and "
                    + s.bankHotels() + " hotels, and " + houses + " and " + hotels + " stand on the board; together they must make the "
                    + rules.bankHouses() + " houses and " + rules.bankHotels() + " hotels of the game"));
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
                    out.add(new PositionProblem(RuleIds.BOOTH_LIMIT, new PositionPart.Lot(d.id()), s.table().name(seat) + " holds more than "
                            + limit + " amusements, but has only " + limit + " ticket booths in a game of " + players));
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
            int owner = e.owner(g.deeds().get(0));
            for (int d : g.deeds()) {
                int level = e.hotel(d) ? rules.housesBeforeHotel() + 1 : e.houses(d);
                // Where building beside a mortgaged lot is allowed, evenness counts the unmortgaged lots.
                if (!(e.mortgaged(d) && rules.buildWithMortgagedLot())) {
                    min = Math.min(min, level);
                }
                max = Math.max(max, level);
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
                out.add(new PositionProblem(RuleIds.BUILD_COMPLETE_GROUP, part, "buildings on the " + g.name()
                        + " group, but one player does not own the whole group"));
            } else if (anyMortgage && !rules.buildWithMortgagedLot()) {
                out.add(new PositionProblem(RuleIds.BUILD_MORTGAGED_GROUP, part, "buildings on the " + g.name()
                        + " group while a lot of it is mortgaged"));
            } else if (max - min > 1 && rules.buildEvenly()) {
                out.add(new PositionProblem(RuleIds.BUILD_EVEN, part, "uneven buildings on the " + g.name()
                        + " group: lots may differ by one house at most"));
            }
        }
    }
}
