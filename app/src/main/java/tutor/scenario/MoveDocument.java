package tutor.scenario;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import tutor.rules.edition.Board;
import tutor.rules.MoveWords;
import tutor.rules.state.Move;
import tutor.rules.state.Offer;
import tutor.rules.state.Table;
import tutor.rules.state.Term;

/**
 * A move as a scenario file writes it, the inverse of the loader's move reader: a plain word for the
 * player in context ({@code roll-dice}) or a mapping ({@code {player: Ben, do: bid, amount: 60}}).
 * Deeds and spaces by name (a space whose name repeats, such as Chance, by its number).
 */
public final class MoveDocument {

    private final Table table;

    public MoveDocument(Table table) {
        this.table = table;
    }

    /** The move as a script's {@code move:} step writes it, naming its player. */
    public Map<String, Object> withPlayer(Move m) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("player", table.seats().get(m.player()));
        Object body = of(m);
        if (body instanceof String verb) {
            out.put("do", verb);
        } else {
            @SuppressWarnings("unchecked")
            Map<String, Object> fields = (Map<String, Object>) body;
            out.putAll(fields);
        }
        return out;
    }

    /** The move for the player in context: a plain word, or a mapping without {@code player}. */
    public Object of(Move m) {
        MoveWords.Shape shape = MoveWords.shape(m);
        if (shape == MoveWords.Shape.PLAIN) {
            return MoveWords.verb(m);
        }
        if (shape == MoveWords.Shape.ON_DEED) {
            return fields(MoveWords.verb(m), "deed", deed(MoveWords.deed(m)));
        }
        if (m instanceof Move.Bid x) {
            return fields("bid", "amount", x.amount());
        }
        if (m instanceof Move.RequestBuildings x) {
            return fields(MoveWords.verb(x), "count", x.count());
        }
        if (m instanceof Move.SellJailFreeCard x) {
            return fields("sell-jail-card", "to", table.seats().get(x.buyer()), "price", x.price());
        }
        if (m instanceof Move.UseDice x) {
            return x.space() < 0 ? fields("use-dice", "as", word(x.use()))
                    : fields("use-dice", "as", word(x.use()), "space", space(table.board(), x.space()));
        }
        if (m instanceof Move.ClaimJackpot x) {
            return jackpot(x);
        }
        if (m instanceof Move.Trade x) {
            return trade(x);
        }
        throw new IllegalArgumentException("no scenario word for the move " + m);
    }

    private Map<String, Object> jackpot(Move.ClaimJackpot x) {
        Map<String, Object> out = fields("claim-jackpot", "as", word(x.prize()));
        if (x.deed() >= 0) {
            out.put("deed", deed(x.deed()));
        }
        if (x.deck() >= 0 && x.card() >= 0) {
            out.put("card", table.cards().decks().get(x.deck()).cards().get(x.card()).id());
        }
        return out;
    }

    private Map<String, Object> trade(Move.Trade x) {
        Map<String, Object> out = fields("trade", "with", table.seats().get(x.partner()));
        if (!x.gives().isEmpty()) {
            out.put("gives", offer(x.gives()));
        }
        if (!x.gets().isEmpty()) {
            out.put("gets", offer(x.gets()));
        }
        for (Term t : x.terms()) {
            if (t instanceof Term.Loan loan) {
                out.put("loan", loan.amount());
            } else if (t instanceof Term.RentImmunity free) {
                out.put("free-rent", fields2("deed", deed(free.deed()), "turns", free.turns()));
            }
        }
        return out;
    }

    private Map<String, Object> offer(Offer o) {
        Map<String, Object> out = new LinkedHashMap<>();
        if (o.cash() != 0) {
            out.put("cash", o.cash());
        }
        if (!o.deeds().isEmpty()) {
            out.put("deeds", o.deeds().stream().map(this::deed).toList());
        }
        if (o.jailCards() != 0) {
            out.put("cards", o.jailCards());
        }
        return out;
    }

    private String deed(int id) {
        return table.board().deed(id).name();
    }

    /** A space by its name where the name finds it, else by its number (Chance is on the board three times). */
    public static Object space(Board board, int index) {
        String name = board.space(index).name();
        long same = board.spaces().stream().filter(sp -> sp.name().equalsIgnoreCase(name)).count();
        boolean found = board.spaceNamed(name).map(sp -> sp.index() == index).orElse(false);
        return same == 1 && found ? name : (Object) index;
    }

    private static String word(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private static Map<String, Object> fields(String verb, Object... kv) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("do", verb);
        for (int i = 0; i < kv.length; i += 2) {
            out.put((String) kv[i], kv[i + 1]);
        }
        return out;
    }

    private static Map<String, Object> fields2(Object... kv) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            out.put((String) kv[i], kv[i + 1]);
        }
        return out;
    }
}
