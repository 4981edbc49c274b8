package tutor.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import tutor.data.YamlNodes;
import tutor.rules.edition.Card;
import tutor.rules.edition.DeckDef;
import tutor.rules.state.DeckState;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Pending;
import tutor.rules.edition.RuleIds;
import tutor.rules.state.Table;

/** Reads a checkpoint: claims about cash, positions, holdings, buildings, jail, and what is pending. */
final class CheckParser {

    static final List<String> KEYS = List.of("cash", "position", "owner", "houses", "hotel", "mortgaged", "in-jail",
            "jail-cards", "out", "pending", "bank-houses", "bank-hotels", "turn", "winner", "pot", "top-card", "bottom-card",
            "direction");
    static final List<String> PENDING = List.of("roll", "buy-decision", "auction", "tax-choice", "end-turn", "debt",
            "building-auction", "place-building", "mortgage-choice", "dice-choice", "jackpot-choice", "place-booth", "game-over");

    private final NodeReader r;
    private final Names names;

    CheckParser(NodeReader r, Names names) {
        this.r = r;
        this.names = names;
    }

    List<Expectation> parse(Node node) {
        List<Expectation> out = new ArrayList<>();
        Map<String, Node> f = r.map(node, "a check", KEYS);
        f.forEach((key, value) -> {
            int line = value.getStartMark().getLine() + 1;
            switch (key) {
                case "cash" -> perPlayer(value, key, (seat, v) -> {
                    Integer cash = r.integer(v, "cash");
                    if (cash != null) {
                        out.add(new Expectation(line, name(seat) + "'s cash", money(cash), s -> money(s.player(seat).cash())));
                    }
                });
                case "position" -> perPlayer(value, key, (seat, v) -> {
                    int space = names.space(v, "position");
                    if (space >= 0) {
                        out.add(new Expectation(line, name(seat) + "'s position", spaceName(space),
                                s -> spaceName(s.player(seat).position())));
                    }
                });
                case "in-jail", "out" -> perPlayer(value, key, (seat, v) -> {
                    Boolean b = r.bool(v, key);
                    if (b != null) {
                        out.add(new Expectation(line, name(seat) + (key.equals("out") ? " out of the game" : " in Jail"), b.toString(),
                                s -> Boolean.toString(key.equals("out") ? s.player(seat).out() : s.player(seat).inJail())));
                    }
                });
                case "jail-cards" -> perPlayer(value, key, (seat, v) -> {
                    Integer n = r.integer(v, key);
                    if (n != null) {
                        out.add(new Expectation(line, name(seat) + "'s Get Out of Jail Free cards", n.toString(),
                                s -> Integer.toString(s.player(seat).jailCards().size())));
                    }
                });
                case "owner" -> perDeed(value, key, (deed, v) -> {
                    int seat = names.player(v, "owner", true);
                    if (seat >= Estates.BANK) {
                        out.add(new Expectation(line, "owner of " + deedName(deed), name(seat), s -> name(s.estates().owner(deed))));
                    }
                });
                case "houses" -> perDeed(value, key, (deed, v) -> {
                    Integer n = r.integer(v, "houses");
                    if (n != null) {
                        out.add(new Expectation(line, "houses on " + deedName(deed), n.toString(),
                                s -> Integer.toString(s.estates().houses(deed))));
                    }
                });
                case "hotel", "mortgaged" -> perDeed(value, key, (deed, v) -> {
                    Boolean b = r.bool(v, key);
                    if (b != null) {
                        out.add(new Expectation(line, (key.equals("hotel") ? "hotel on " : "mortgage on ") + deedName(deed), b.toString(),
                                s -> Boolean.toString(key.equals("hotel") ? s.estates().hotel(deed) : s.estates().mortgaged(deed))));
                    }
                });
                case "bank-houses", "bank-hotels" -> {
                    Integer n = r.integer(value, key);
                    if (n != null) {
                        out.add(new Expectation(line, key.equals("bank-houses") ? "houses in the Bank" : "hotels in the Bank",
                                n.toString(), s -> Integer.toString(key.equals("bank-houses") ? s.bankHouses() : s.bankHotels())));
                    }
                }
                case "turn" -> {
                    int seat = names.player(value, "turn", false);
                    if (seat >= 0) {
                        out.add(new Expectation(line, "whose turn", name(seat), s -> name(s.current())));
                    }
                }
                case "winner" -> {
                    int seat = names.player(value, "winner", false);
                    if (seat >= 0) {
                        out.add(new Expectation(line, "winner", name(seat),
                                s -> s.pending() instanceof Pending.GameOver g && g.winner() >= 0 ? name(g.winner()) : "none"));
                    }
                }
                case "pot" -> pot(value, line, out);
                case "top-card", "bottom-card" -> cards(value, key.equals("top-card"), line, out);
                case "direction" -> {
                    String d = r.text(value, "direction");
                    if (d != null && !SetupReader.DIRECTIONS.contains(d)) {
                        r.problem(value, "direction is 'forward' (with the arrows) or 'reversed'" + YamlNodes.didYouMean(d, SetupReader.DIRECTIONS));
                    } else if (d != null) {
                        out.add(new Expectation(line, "direction of play", d, s -> s.reversed() ? "reversed" : "forward"));
                    }
                }
                case "pending" -> {
                    String kind = r.text(value, "pending");
                    if (kind != null && !PENDING.contains(kind)) {
                        r.problem(value, "unknown decision '" + kind + "'" + YamlNodes.didYouMean(kind, PENDING));
                    } else if (kind != null) {
                        out.add(new Expectation(line, "pending decision", kind, s -> pendingName(s.pending())));
                    }
                }
                default -> throw new IllegalStateException(key);
            }
        });
        return out;
    }

    /** The money in the Free Parking pot: a house rule's pot, the seminary jackpot, Junior's loose change. */
    private void pot(Node value, int line, List<Expectation> out) {
        Integer amount = r.integer(value, "pot");
        if (amount == null) {
            return;
        }
        Table table = names.table();
        if (!table.rules().freeParkingPot()) {
            r.broken(value, RuleIds.FREE_PARKING_POT, "ruleset " + table.rules().id() + " has no Free Parking pot to check");
            return;
        }
        int where = table.board().freeParkingIndex();
        String label = "money in the pot" + (where >= 0 ? " on " + spaceName(where) : "");
        out.add(new Expectation(line, label, money(amount), s -> money(s.pot())));
    }

    /** Which card lies on top of (or at the bottom of) each deck named, by card id. */
    private void cards(Node value, boolean top, int line, List<Expectation> out) {
        String which = top ? "top-card" : "bottom-card";
        for (Map.Entry<ScalarNode, Node> e : r.freeMap(value, which).entrySet()) {
            String deckId = e.getKey().getValue();
            int di = names.table().cards().deckIndex(deckId);
            if (di < 0) {
                r.problem(e.getKey(), "no deck '" + deckId + "'" + YamlNodes.didYouMean(deckId,
                        names.table().cards().decks().stream().map(DeckDef::id).toList()));
                continue;
            }
            DeckDef deck = names.table().cards().decks().get(di);
            List<String> ids = deck.cards().stream().map(Card::id).toList();
            String id = r.text(e.getValue(), "a card id");
            if (id != null && !ids.contains(id)) {
                r.problem(e.getValue(), "no card '" + id + "' in " + deckId + YamlNodes.didYouMean(id, ids));
            } else if (id != null) {
                out.add(new Expectation(line, (top ? "top card of " : "bottom card of ") + deck.name(), id, s -> {
                    DeckState d = s.decks().get(di);
                    return d.size() == 0 ? "none (the deck is empty)" : ids.get(top ? d.top() : d.at(d.size() - 1));
                }));
            }
        }
    }

    static String pendingName(Pending p) {
        if (p instanceof Pending.AwaitRoll) {
            return "roll";
        } else if (p instanceof Pending.BuyDecision) {
            return "buy-decision";
        } else if (p instanceof Pending.Auction) {
            return "auction";
        } else if (p instanceof Pending.TaxChoice) {
            return "tax-choice";
        } else if (p instanceof Pending.TurnOver) {
            return "end-turn";
        } else if (p instanceof Pending.Debt) {
            return "debt";
        } else if (p instanceof Pending.BuildingAuction) {
            return "building-auction";
        } else if (p instanceof Pending.PlaceBuilding) {
            return "place-building";
        } else if (p instanceof Pending.MortgageChoice) {
            return "mortgage-choice";
        } else if (p instanceof Pending.DiceChoice) {
            return "dice-choice";
        } else if (p instanceof Pending.JackpotChoice) {
            return "jackpot-choice";
        } else if (p instanceof Pending.PlaceBooth) {
            return "place-booth";
        }
        return "game-over";
    }

    private interface Each {
        void accept(int id, Node value);
    }

    private void perPlayer(Node value, String what, Each each) {
        for (Map.Entry<ScalarNode, Node> e : r.freeMap(value, what).entrySet()) {
            int seat = names.player(e.getKey(), "a player", false);
            if (seat >= 0) {
                each.accept(seat, e.getValue());
            }
        }
    }

    private void perDeed(Node value, String what, Each each) {
        for (Map.Entry<ScalarNode, Node> e : r.freeMap(value, what).entrySet()) {
            int deed = names.deed(e.getKey(), "a deed");
            if (deed >= 0) {
                each.accept(deed, e.getValue());
            }
        }
    }

    private String name(int seat) {
        return seat == Estates.BANK ? "Bank" : names.table().name(seat);
    }

    private String money(int amount) {
        return names.table().board().money(amount);
    }

    private String spaceName(int space) {
        return names.table().board().space(space).name();
    }

    private String deedName(int deed) {
        return names.table().board().deed(deed).name();
    }

}
