package tutor.drills;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tutor.rules.Referee;
import tutor.rules.edition.RuleIds;
import tutor.rules.state.Event;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;
import tutor.rules.state.Transfer;

/**
 * The tricky rules a drill practises. Each theme is recognised from the rule ids of one ruling (the
 * "decisive" move of a mined game) or, for a decision, from the position the move was made in; the
 * id is the drill file's {@code theme} and the key of its words in the {@code drills} texts.
 */
public enum Theme {
    /** The last allowed throw in Jail fails: the fine is forced, and the token moves by that throw. */
    JAIL_FORCED_FINE("jail-forced-fine"),
    /** Doubles thrown in Jail: out, and whether the doubles earn another throw. */
    JAIL_DOUBLES("jail-doubles"),
    /** A turn started in Jail: which ways out the rules allow now. */
    JAIL_CHOICES("jail-choices"),
    /** The third doubles in a row: straight to Jail. */
    THREE_DOUBLES("three-doubles"),
    /** Mortgaged deeds passing to a creditor in a bankruptcy, and the interest due at once. */
    BANKRUPTCY_MORTGAGES("bankruptcy-mortgages"),
    /** Two players want more houses than the Bank has: the auction, and where its bidding starts. */
    BUILDING_SHORTAGE("building-shortage"),
    /** A hotel sold back when the Bank lacks the houses to break it down. */
    HOTEL_BREAKDOWN("hotel-breakdown"),
    /** Rent on a whole colour group with a mortgaged lot in it. */
    MORTGAGED_LOT_RENT("mortgaged-lot-rent"),
    /** Rent owed to an owner who is in Jail. */
    OWNER_IN_JAIL("owner-in-jail"),
    /** A card that moves the token onto something that costs money (back three, nearest railroad or utility). */
    CARD_MOVES("card-moves"),
    /** The Income Tax choice between the flat sum and the percentage of everything owned. */
    INCOME_TAX_CHOICE("income-tax-choice"),
    /** Money owed beyond the cash at hand: raising it by selling and mortgaging. */
    RAISE_MONEY("raise-money"),
    /** A deed declined: the auction that follows, and who may bid. */
    AUCTION("auction"),
    /** Double rent on the unbuilt lots of a whole colour group. */
    GROUP_RENT("group-rent"),
    /** Rent with houses or a hotel. */
    BUILDING_RENT("building-rent"),
    /** Railroads counted together; utilities by the dice. */
    RAILROADS_UTILITIES("railroads-utilities"),
    /** A tax square (Income Tax without a choice, Luxury Tax): the edition's sum. */
    TAXES("taxes");

    /** The id in files and on the command line: {@code jail-forced-fine}. */
    public final String id;

    Theme(String id) {
        this.id = id;
    }

    public static Optional<Theme> byId(String id) {
        for (Theme t : values()) {
            if (t.id.equals(id)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** The themes a move's ruling (or the decision it answered) makes worth a drill; usually none. */
    static List<Theme> of(Outcome o) {
        List<Theme> out = new ArrayList<>(2);
        Move m = o.move();
        GameState before = o.before();
        if (m instanceof Move.ChooseIncomeTax && before.pending() instanceof Pending.TaxChoice) {
            out.add(INCOME_TAX_CHOICE);
            return out;
        }
        if (before.pending() instanceof Pending.Debt d && d.owed().size() == 1 && !(m instanceof Move.DeclareBankruptcy)
                && before.player(d.actor()).cash() < d.owed().get(0).amount()) {
            out.add(RAISE_MONEY);
        }
        if (before.pending() instanceof Pending.AwaitRoll r && before.player(r.player()).inJail()
                && Referee.triesJailExit(m)) {
            out.add(JAIL_CHOICES);
        }
        java.util.Set<String> ids = o.trace().ruleIds();
        boolean thrown = Referee.movesByTheThrow(m);
        if (ids.contains(RuleIds.JAIL_FORCED_FINE) && paidUnder(o, RuleIds.JAIL_FORCED_FINE)) {
            out.add(JAIL_FORCED_FINE);
        }
        if (ids.contains(RuleIds.JAIL_DOUBLES) && thrown) {
            out.add(JAIL_DOUBLES);
        }
        if (ids.contains(RuleIds.JAIL_THIRD_DOUBLE)) {
            out.add(THREE_DOUBLES);
        }
        if (m instanceof Move.DeclareBankruptcy && ids.contains(RuleIds.MORTGAGE_TRANSFER) && paidUnder(o, RuleIds.MORTGAGE_TRANSFER)) {
            out.add(BANKRUPTCY_MORTGAGES);
        }
        if (m instanceof Move.RequestBuildings && ids.contains(RuleIds.BUILD_SHORTAGE_AUCTION)
                && o.after().pending() instanceof Pending.BuildingAuction) {
            out.add(BUILDING_SHORTAGE);
        }
        if (m instanceof Move.SellHotel && ids.contains(RuleIds.BUILD_SELL_HOTEL_SHORTAGE)) {
            out.add(HOTEL_BREAKDOWN);
        }
        boolean rentPaid = rentEvents(o) == 1;
        boolean card = ids.contains(RuleIds.CARD_BACK) || ids.contains(RuleIds.CARD_NEAREST_RAILROAD)
                || ids.contains(RuleIds.CARD_NEAREST_UTILITY);
        if (card && o.ledger().stream().anyMatch(t -> t.from() == m.player() && t.amount() > 0)) {
            out.add(CARD_MOVES);
        } else if (rentPaid && thrown) {
            if (ids.contains(RuleIds.RENT_OWNER_IN_JAIL)) {
                out.add(OWNER_IN_JAIL);
            } else if (ids.contains(RuleIds.RENT_GROUP_DOUBLE_MORTGAGED)) {
                out.add(MORTGAGED_LOT_RENT);
            } else if (ids.contains(RuleIds.RENT_HOUSES) || ids.contains(RuleIds.RENT_HOTEL)) {
                out.add(BUILDING_RENT);
            } else if (ids.contains(RuleIds.RENT_GROUP_DOUBLE)) {
                out.add(GROUP_RENT);
            } else if (ids.contains(RuleIds.RENT_RAILROAD) || ids.contains(RuleIds.RENT_UTILITY)) {
                out.add(RAILROADS_UTILITIES);
            }
        }
        if (thrown && !card && (ids.contains(RuleIds.TAX_LUXURY) || ids.contains(RuleIds.TAX_INCOME)
                && !(o.after().pending() instanceof Pending.TaxChoice)) && paidUnder(o, RuleIds.TAX_LUXURY, RuleIds.TAX_INCOME)) {
            out.add(TAXES);
        }
        if (m instanceof Move.DeclineToBuy && ids.contains(RuleIds.AUCTION_OPEN)) {
            out.add(AUCTION);
        }
        return out;
    }

    private static long rentEvents(Outcome o) {
        return o.events().stream().filter(e -> e instanceof Event.RentPaid).count();
    }

    /** Whether the mover (or, for the interest, anyone) paid money under one of these rules in cash. */
    private static boolean paidUnder(Outcome o, String... rules) {
        for (Transfer t : o.ledger()) {
            for (String r : rules) {
                if (t.ruleId().equals(r) && t.amount() > 0) {
                    return true;
                }
            }
        }
        return false;
    }
}
