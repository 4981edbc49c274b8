package tutor.play;

import java.util.ArrayList;
import java.util.List;
import tutor.play.game.GameSummary;

/** The end-of-game summary in words: who won (or is richest), and a table of every player's money and rents. */
public final class SummaryWords {

    private SummaryWords() {
    }

    /** The headline: the winner and the turns, or where a stopped game stands. */
    public static String headline(GameSummary s, PlayText t) {
        if (s.winner() >= 0) {
            return t.get("summary.won", s.turns(), t.player(s.winner()));
        }
        // A stopped game names the turn it stopped in as the game said it ("Turn 4"), beside the turns played in full
        // (3): "stopped after 3 turns" under "Turn 4" read as a miscount.
        return s.richest() >= 0 ? t.get("summary.stopped", s.turns(), t.player(s.richest()), s.turn())
                : t.get("summary.none", s.turns(), null, s.turn());
    }

    /** The column headings of the players' table. */
    public static List<String> headings(PlayText t) {
        return List.of(t.get("summary.heading.player"), t.get("summary.heading.cash"), t.get("summary.heading.worth"),
                t.get("summary.heading.paid"), t.get("summary.heading.received"));
    }

    /** One row per player: name (and bankruptcy), cash, net worth, rent paid, rent received. */
    public static List<List<String>> rows(GameSummary s, PlayText t) {
        List<List<String>> rows = new ArrayList<>();
        for (GameSummary.SeatSummary p : s.seats()) {
            String name = p.out() ? p.name() + " (" + t.get("summary.left", p.leftAtTurn()) + ")" : p.name();
            rows.add(List.of(name, t.money(p.cash()), t.money(p.netWorth()), t.money(p.rentPaid()), t.money(p.rentReceived())));
        }
        return rows;
    }

    /** The whole summary as plain lines, the table aligned in columns (for the command line). */
    public static List<String> lines(GameSummary s, PlayText t) {
        List<String> out = new ArrayList<>();
        out.add(headline(s, t));
        List<List<String>> table = new ArrayList<>();
        table.add(headings(t));
        table.addAll(rows(s, t));
        int[] width = new int[5];
        for (List<String> row : table) {
            for (int c = 0; c < row.size(); c++) {
                width[c] = Math.max(width[c], row.get(c).length());
            }
        }
        for (List<String> row : table) {
            StringBuilder b = new StringBuilder("  ");
            for (int c = 0; c < row.size(); c++) {
                String cell = row.get(c);
                String pad = " ".repeat(width[c] - cell.length());
                b.append(c == 0 ? cell + pad : pad + cell).append(c + 1 < row.size() ? "   " : "");
            }
            out.add(b.toString().stripTrailing());
        }
        out.add(t.get("summary.rent", t.money(s.rentPaid())));
        out.add(t.get("summary.worth"));
        return out;
    }
}
