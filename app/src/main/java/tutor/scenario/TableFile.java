package tutor.scenario;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;

/**
 * A table the user set up (and the moves they asked the referee about) as a scenario file: the
 * position as {@link PositionDocument} writes it, the moves as a script, in the canonical layout
 * of {@link ScenarioWriter}. Opening the file later gives the same position and the same rulings.
 */
public final class TableFile {

    /** The topic saved tables are filed under in the library. */
    public static final String TOPIC = "own-table";

    /** The file's text, and what the position held that a scenario cannot (empty when nothing is lost). */
    public record Saved(String text, Set<PositionDocument.Lost> lost) { }

    private TableFile() {
    }

    /**
     * @param start the position as set up (before any move asked about)
     * @param title the scenario's title, in the user's words (also its id, as lowercase with dashes)
     * @param goal  what the table is about: the question the user asked
     * @param asked the moves asked about, in order, each by the player who makes it
     */
    public static Saved write(GameState start, String title, String goal, List<Move> asked) {
        return writeAsked(start, title, goal, asked.stream().map(m -> new Asked(m, "")).toList());
    }

    /**
     * A move asked of the referee as the table keeps it: {@code refusedBy} is the rule that refused it, empty when it was
     * allowed. A refused move is kept too: "can Ben mortgage to pay?" is often answered by a refusal, and that ruling is
     * what the family reached.
     */
    public record Asked(Move move, String refusedBy) { }

    /** As {@link #write}, with refused moves kept as {@code refused-by} steps of the script. */
    public static Saved writeAsked(GameState start, String title, String goal, List<Asked> asked) {
        PositionDocument.Result doc = PositionDocument.of(start);
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("id", id(title));
        tree.put("title", title);
        tree.put("topic", TOPIC);
        tree.put("goal", goal);
        tree.putAll(doc.keys());
        if (!asked.isEmpty()) {
            MoveDocument moves = new MoveDocument(start.table());
            List<Object> script = new ArrayList<>();
            for (Asked a : asked) {
                Map<String, Object> move = moves.withPlayer(a.move());
                if (!a.refusedBy().isEmpty()) {
                    move.put("refused-by", a.refusedBy());
                }
                script.add(Map.of("move", move));
            }
            tree.put("script", script);
        }
        // The writer puts the keys in the documented order whatever order they were put in here.
        return new Saved(ScenarioWriter.write(tree), doc.lost());
    }

    /** An id from a title: lowercase letters and digits with dashes ("Ben on Boardwalk!" -> "ben-on-boardwalk"). */
    public static String id(String title) {
        // Accents off Latin letters only (é -> e); й stays й, as Russian spells it.
        String plain = Normalizer.normalize(Normalizer.normalize(title, Normalizer.Form.NFD).replaceAll("(?<=\\p{IsLatin})\\p{M}+", ""),
                Normalizer.Form.NFC);
        String id = plain.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", "-").replaceAll("^-+|-+$", "");
        return id.isEmpty() ? "my-table" : id;
    }
}
