package tutor.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import tutor.rules.edition.Card;
import tutor.rules.edition.DeckDef;
import tutor.rules.state.DeckState;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Pending;
import tutor.rules.edition.RuleIds;
import tutor.rules.state.Table;
import tutor.text.Phrase;

/** Reads a checkpoint: claims about cash, positions, holdings, buildings, jail, and what is pending. */
final class CheckParser extends PartReader {

    static final List<String> KEYS = List.of("cash", "position", "owner", "houses", "hotel", "mortgaged", "in-jail",
            "jail-cards", "out", "pending", "bank-houses", "bank-hotels", "turn", "winner", "pot", "top-card", "bottom-card",
            "direction");
    static final List<String> PENDING = List.of("roll", "buy-decision", "arrived", "auction", "tax-choice", "end-turn", "debt",
            "building-auction", "place-building", "mortgage-choice", "dice-choice", "jackpot-choice", "place-booth", "game-over");


    CheckParser(NodeReader r, Names names) {
        super(r, names);
    }

    List<Expectation> parse(Node node) {
        List<Expectation> out = new ArrayList<>();
        Map<String, Node> f = r.map(node, what("check"), KEYS);
        f.forEach((key, value) -> {
            int line = value.getStartMark().getLine() + 1;
            switch (key) {
                case "cash" -> perPlayer(value, key, (seat, v) -> {
                    Integer cash = r.integer(v, "cash");
                    if (cash != null) {
                        out.add(new Expectation(line, claim("cash", name(seat)), money(cash), s -> money(s.player(seat).cash())));
                    }
                });
                case "position" -> perPlayer(value, key, (seat, v) -> {
                    int space = names.space(v, "position");
                    if (space >= 0) {
                        out.add(new Expectation(line, claim("position", name(seat)), square(space),
                                s -> square(s.player(seat).position())));
                    }
                });
                case "in-jail", "out" -> perPlayer(value, key, (seat, v) -> {
                    Boolean b = r.bool(v, key);
                    if (b != null) {
                        out.add(new Expectation(line, claim(key, name(seat)), yesNo(b),
                                s -> yesNo(key.equals("out") ? s.player(seat).out() : s.player(seat).inJail())));
                    }
                });
                case "jail-cards" -> perPlayer(value, key, (seat, v) -> {
                    Integer n = r.integer(v, key);
                    if (n != null) {
                        out.add(new Expectation(line, claim("jail-cards", name(seat)), count(n),
                                s -> count(s.player(seat).jailCards().size())));
                    }
                });
                case "owner" -> perDeed(value, key, (deed, v) -> {
                    int seat = names.player(v, "owner", true);
                    if (seat >= Estates.BANK) {
                        out.add(new Expectation(line, claim("owner", deedName(deed)), name(seat), s -> name(s.estates().owner(deed))));
                    }
                });
                case "houses" -> perDeed(value, key, (deed, v) -> {
                    Integer n = r.integer(v, "houses");
                    if (n != null) {
                        out.add(new Expectation(line, claim("houses", deedName(deed)), count(n),
                                s -> count(s.estates().houses(deed))));
                    }
                });
                case "hotel", "mortgaged" -> perDeed(value, key, (deed, v) -> {
                    Boolean b = r.bool(v, key);
                    if (b != null) {
                        out.add(new Expectation(line, claim(key, deedName(deed)), yesNo(b),
                                s -> yesNo(key.equals("hotel") ? s.estates().hotel(deed) : s.estates().mortgaged(deed))));
                    }
                });
                case "bank-houses", "bank-hotels" -> {
                    Integer n = r.integer(value, key);
                    if (n != null) {
                        out.add(new Expectation(line, claim(key), count(n),
                                s -> count(key.equals("bank-houses") ? s.bankHouses() : s.bankHotels())));
                    }
                }
                case "turn" -> {
                    int seat = names.player(value, "turn", false);
                    if (seat >= 0) {
                        out.add(new Expectation(line, claim("turn"), name(seat), s -> name(s.current())));
                    }
                }
                case "winner" -> {
                    int seat = names.player(value, "winner", false);
                    if (seat >= 0) {
                        out.add(new Expectation(line, claim("winner"), name(seat),
                                s -> s.pending() instanceof Pending.GameOver g && g.winner() >= 0 ? name(g.winner())
                                        : Phrase.of("report", "value.none")));
                    }
                }
                case "pot" -> pot(value, line, out);
                case "top-card", "bottom-card" -> cards(value, key.equals("top-card"), line, out);
                case "direction" -> {
                    String d = r.text(value, "direction");
                    if (d != null && !SetupReader.DIRECTIONS.contains(d)) {
                        r.problem(value, Phrase.of("problem", "check.direction", Suggest.didYouMean(d, SetupReader.DIRECTIONS)));
                    } else if (d != null) {
                        out.add(new Expectation(line, claim("direction"), direction(d.equals("reversed")),
                                s -> direction(s.reversed())));
                    }
                }
                case "pending" -> {
                    String kind = r.text(value, "pending");
                    if (kind != null && !PENDING.contains(kind)) {
                        r.problem(value, Phrase.of("problem", "check.pending", kind, Suggest.didYouMean(kind, PENDING)));
                    } else if (kind != null) {
                        out.add(new Expectation(line, claim("pending"), pending(kind), s -> pending(pendingName(s.pending()))));
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
            r.broken(value, RuleIds.FREE_PARKING_POT, Phrase.of("problem", "check.no-pot", table.rules().id()));
            return;
        }
        int where = table.board().freeParkingIndex();
        Phrase label = where >= 0 ? claim("pot-on", spaceName(where)) : claim("pot");
        out.add(new Expectation(line, label, money(amount), s -> money(s.pot())));
    }

    /** Which card lies on top of (or at the bottom of) each deck named, by card id. */
    private void cards(Node value, boolean top, int line, List<Expectation> out) {
        String which = top ? "top-card" : "bottom-card";
        for (Map.Entry<ScalarNode, Node> e : r.freeMap(value, which).entrySet()) {
            String deckId = e.getKey().getValue();
            int di = names.table().cards().deckIndex(deckId);
            if (di < 0) {
                r.problem(e.getKey(), Phrase.of("problem", "deck.unknown", deckId, Suggest.didYouMean(deckId,
                        names.table().cards().decks().stream().map(DeckDef::id).toList())));
                continue;
            }
            DeckDef deck = names.table().cards().decks().get(di);
            List<String> ids = deck.cards().stream().map(Card::id).toList();
            String id = r.text(e.getValue(), what("card-id"));
            if (id != null && !ids.contains(id)) {
                r.problem(e.getValue(), Phrase.of("problem", "card.unknown-in", id, deckId, Suggest.didYouMean(id, ids)));
            } else if (id != null) {
                Table table = names.table();
                out.add(new Expectation(line, claim(which, Phrase.by(lang -> table.deck(di, Lang.content(lang)))),
                        Phrase.literal(id), s -> {
                            DeckState d = s.decks().get(di);
                            return d.size() == 0 ? Phrase.of("report", "value.deck-empty")
                                    : Phrase.literal(ids.get(top ? d.top() : d.at(d.size() - 1)));
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
        } else if (p instanceof Pending.Arrived) {
            return "arrived";
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
            int seat = names.player(e.getKey(), what("player"), false);
            if (seat >= 0) {
                each.accept(seat, e.getValue());
            }
        }
    }

    private void perDeed(Node value, String what, Each each) {
        for (Map.Entry<ScalarNode, Node> e : r.freeMap(value, what).entrySet()) {
            int deed = names.deed(e.getKey(), what("deed"));
            if (deed >= 0) {
                each.accept(deed, e.getValue());
            }
        }
    }

    private static Phrase what(String key) {
        return Phrase.of("problem", "what." + key);
    }

    /** What a checkpoint checks, in words ("Ann's cash"). */
    private static Phrase claim(String key, Object... args) {
        return Phrase.of("report", "claim." + key, args);
    }

    private Phrase name(int seat) {
        return seat == Estates.BANK ? Phrase.of("report", "value.bank") : Phrase.literal(names.table().name(seat));
    }

    private Phrase money(int amount) {
        String sign = names.table().currency();
        return Phrase.by(lang -> Lang.words(lang).money(amount, sign));
    }

    private static Phrase count(int n) {
        return Phrase.literal(Integer.toString(n));
    }

    private static Phrase yesNo(boolean b) {
        return Phrase.of("report", b ? "value.true" : "value.false");
    }

    private static Phrase direction(boolean reversed) {
        return Phrase.of("report", reversed ? "value.reversed" : "value.forward");
    }

    private static Phrase pending(String kind) {
        return Phrase.of("report", "pending." + kind);
    }

    private Phrase spaceName(int space) {
        Table table = names.table();
        return Phrase.by(lang -> table.space(space, Lang.content(lang)));
    }

    /** A square as a checked value: its name in the language's quotes («St. James Place» in Russian). */
    private Phrase square(int space) {
        return Phrase.of("report", "value.space", spaceName(space));
    }

    private Phrase deedName(int deed) {
        Table table = names.table();
        return Phrase.by(lang -> table.deed(deed, Lang.content(lang)));
    }

}
