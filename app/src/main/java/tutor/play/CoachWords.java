package tutor.play;

import java.util.ArrayList;
import java.util.List;
import tutor.play.game.Advice;

/** The coach's figures in words: what a decision does to cash, to the rent ahead and its risk, and to income. */
public final class CoachWords {

    private CoachWords() {
    }

    /** The decision itself in a few words, for a list to choose from ("A house on Park Place"). */
    public static String headline(Advice a, PlayText t) {
        return first(a, t);
    }

    /** Every sentence the coach says about one decision, the decision first. */
    public static List<String> lines(Advice a, PlayText t) {
        List<String> out = new ArrayList<>();
        out.add(first(a, t));
        if (!a.ahead().available()) {
            out.add(t.get("coach.ahead.reversed"));
        } else if (a.ahead().dearestSpace() < 0) {
            out.add(t.get("coach.ahead.none"));
        } else {
            out.add(t.get("coach.ahead", t.money(a.ahead().expected()), t.money(a.ahead().dearestRent()),
                    t.space(a.ahead().dearestSpace()), a.ahead().dearestChance()));
            out.add(t.get("coach.risk", t.money(a.cashAfter()), a.ahead().chanceAbove(), t.money(a.cashBefore()),
                    a.aheadNow().chanceAbove()));
        }
        if (a.kind() == Advice.Kind.BID && a.ahead().dearestSpace() >= 0) {
            out.add(a.safeBid() >= 0 ? t.get("coach.bid.safe", t.money(a.safeBid())) : t.get("coach.bid.unsafe"));
        }
        if (a.opponents() > 0) {
            out.add(t.get("coach.rent", t.deed(a.deed()), t.money(a.rentAfter()), t.money(a.rentBefore())));
            out.add(t.get("coach.income", t.deed(a.deed()), a.odds(), t.money(a.incomeAfter()), t.money(a.incomeBefore())));
            boolean pays = a.kind() == Advice.Kind.BUY || a.kind() == Advice.Kind.BID || a.kind() == Advice.Kind.HOUSE
                    || a.kind() == Advice.Kind.HOTEL;
            if (pays) {
                out.add(a.paybackRolls() >= 0 ? t.get("coach.payback", Math.round(a.paybackRolls()), Math.round(a.paybackRounds()))
                        : t.get("coach.payback.never"));
            }
        }
        return out;
    }

    private static String first(Advice a, PlayText t) {
        String deed = t.deed(a.deed());
        return switch (a.kind()) {
            case BUY -> t.get("coach.buy", deed, t.money(a.amount()), t.money(a.cashAfter()));
            case BID -> t.get("coach.bid", deed, t.money(a.amount()), t.money(a.cashAfter()),
                    t.money(t.table().board().deed(a.deed()).price()));
            case HOUSE -> t.get("coach.house", deed, t.money(a.amount()), t.money(a.cashAfter()));
            case HOTEL -> t.get("coach.hotel", deed, t.money(a.amount()), t.money(a.cashAfter()));
            case MORTGAGE -> t.get("coach.mortgage", deed, t.money(a.amount()), t.money(a.cashAfter()), t.money(a.liftCost()));
            case LIFT -> t.get("coach.lift", deed, t.money(a.amount()), t.money(a.cashAfter()));
        };
    }
}
