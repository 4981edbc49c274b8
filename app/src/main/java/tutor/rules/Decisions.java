package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import tutor.rules.edition.RuleIds;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/**
 * Read-only questions about the decision the game waits for: whose it is, how it reads ("whether to buy Boardwalk"),
 * and whether a player is the one to answer an offer to buy or a Jail exit now. Each refusal names its rule.
 */
final class Decisions {

    private Decisions() {
    }

    /** Whether an offer to buy a deed waits for this player now (buying and declining both answer it). */
    static Rejection buyOffer(GameState s, int seat, Move m) {
        if (!(s.pending() instanceof Pending.BuyDecision b) || b.player() != seat) {
            return notYourDecision(s, seat, m, RuleIds.BUY_OFFER, Msg.of("reject.buy.nothing-on-offer", "player", player(seat)));
        }
        return null;
    }

    /** Whether this player, in Jail, may leave it now: at the start of their own turn (paying or using a card both need it). */
    static Rejection jailExit(GameState s, int seat, Move m, String ruleId) {
        if (!(s.pending() instanceof Pending.AwaitRoll a) || a.player() != seat) {
            return notYourDecision(s, seat, m, ruleId,
                    Msg.of("reject.jail.own-turn"));
        }
        PlayerState pl = s.player(seat);
        if (!pl.inJail()) {
            return refuse(s, m, ruleId, null,
                    "reject.jail.not-in-jail", "player", player(seat));
        }
        return null;
    }

    /** Someone else's decision, or one of this player's own to make first; else {@code fallback} (null: a general refusal). */
    static Rejection notYourDecision(GameState s, int seat, Move m, String ruleId, Msg fallback) {
        Pending p = s.pending();
        int actor = p.actor();
        if (actor >= 0 && actor != seat) {
            return refuse(s, m, RuleIds.TURN_WAIT, null, "reject.turn.waiting", "player", player(actor), "decision", describe(s, p));
        }
        if (actor == seat && !(p instanceof Pending.AwaitRoll) && !(p instanceof Pending.TurnOver)) {
            return refuse(s, m, RuleIds.TURN_DECISION_FIRST, null, "reject.turn.decide-first", "player", player(seat),
                    "decision", describe(s, p));
        }
        return refuse(s, m, ruleId, null, fallback == null ? Msg.of("reject.turn.not-now") : fallback);
    }

    /** A pending decision as a message: "whether to buy Boardwalk", "how to pay Income Tax". */
    static Msg describe(GameState s, Pending p) {
        if (p instanceof Pending.AwaitRoll) {
            return Msg.of("pending.roll");
        } else if (p instanceof Pending.BuyDecision b) {
            return Msg.of("pending.buy", "deed", deed(b.deed()));
        } else if (p instanceof Pending.Auction a) {
            return Msg.of("pending.auction", "deed", deed(a.deed()));
        } else if (p instanceof Pending.Arrived a) {
            return Msg.of("pending.arrived", "space", tutor.trace.Arg.space(s.player(a.player()).position()));
        } else if (p instanceof Pending.TaxChoice) {
            return Msg.of("pending.tax-choice");
        } else if (p instanceof Pending.TurnOver) {
            return Msg.of("pending.turn-over");
        } else if (p instanceof Pending.Debt d) {
            // The sum is what a dispute is about: "a debt of $2,000", never a bare "a debt".
            return Msg.of("pending.debt", "amount", tutor.trace.Arg.money(d.owed().stream().mapToInt(Pending.Owed::amount).sum()));
        } else if (p instanceof Pending.BuildingAuction b) {
            return Msg.of("pending.building-auction", "hotel", b.hotel() ? 1 : 0);
        } else if (p instanceof Pending.PlaceBuilding b) {
            return Msg.of("pending.place-building", "hotel", b.hotel() ? 1 : 0);
        } else if (p instanceof Pending.MortgageChoice mc) {
            return Msg.of("pending.mortgage-choice", "deed", deed(mc.deed()));
        } else if (p instanceof Pending.PlaceBooth) {
            return Msg.of("pending.place-booth");
        } else if (p instanceof Pending.JackpotChoice) {
            return Msg.of("pending.jackpot");
        } else if (p instanceof Pending.DiceChoice c) {
            return Msg.of("pending.dice-choice", "die1", c.die1(), "die2", c.die2());
        } else if (p instanceof Pending.GameOver) {
            return Msg.of("pending.game-over");
        }
        return Msg.of("pending.nothing");
    }

    /**
     * What is going on while a deal is proposed, as a clause that reads after "while": "Ann decides
     * whether to buy Boardwalk", "Boardwalk is being auctioned". Never a bare noun, so every refusal
     * that uses it reads as a sentence.
     */
    static Msg during(GameState s, Pending p) {
        if (p instanceof Pending.BuyDecision b) {
            return Msg.of("during.buy", "player", player(b.player()), "deed", deed(b.deed()));
        } else if (p instanceof Pending.Auction a) {
            return Msg.of("during.auction", "deed", deed(a.deed()));
        } else if (p instanceof Pending.BuildingAuction b) {
            return Msg.of("during.building-auction", "hotel", b.hotel() ? 1 : 0);
        } else if (p instanceof Pending.PlaceBuilding b) {
            return Msg.of("during.place-building", "player", player(b.player()), "hotel", b.hotel() ? 1 : 0);
        } else if (p instanceof Pending.MortgageChoice mc) {
            return Msg.of("during.mortgage-choice", "player", player(mc.player()), "deed", deed(mc.deed()));
        } else if (p instanceof Pending.TaxChoice tc) {
            return Msg.of("during.tax-choice", "player", player(tc.player()));
        } else if (p instanceof Pending.Debt d) {
            Pending.Owed first = d.owed().get(0);
            return Msg.of("during.debt", "debtor", player(first.debtor()), "amount", money(first.amount()),
                    "creditor", player(first.creditor()));
        } else if (p instanceof Pending.DiceChoice c) {
            return Msg.of("during.dice-choice", "player", player(c.player()), "die1", c.die1(), "die2", c.die2());
        } else if (p instanceof Pending.JackpotChoice j) {
            return Msg.of("during.jackpot", "player", player(j.player()));
        } else if (p instanceof Pending.PlaceBooth b) {
            return Msg.of("during.place-booth", "player", player(b.player()));
        } else if (p instanceof Pending.GameOver) {
            return Msg.of("during.game-over");
        }
        return Msg.of("during.turn", "player", Arg.player(p.actor()));
    }
}
