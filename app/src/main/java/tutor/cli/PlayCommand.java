package tutor.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import tutor.data.Bundle;
import tutor.play.PlayText;
import tutor.play.game.FreeGame;
import tutor.play.game.Played;
import tutor.play.game.Seat;
import tutor.rules.Referee;
import tutor.rules.Setup;
import tutor.rules.edition.RuleSet;
import tutor.rules.state.GameState;
import tutor.rules.state.Table;
import tutor.sim.SimulationSpec;
import tutor.sim.Strategies;
import tutor.trace.Rulebook;
import tutor.trace.TextTraceRenderer;

/**
 * {@code play}: a game in the terminal. People's seats answer with the number of a legal move (the
 * ones not allowed now, and why, on request); computer seats play the strategies of the budgeting
 * lab. A game of computer players runs straight through. Every ruling is printed step by step
 * (or one line a move with {@code --rulings brief}), and the game ends with a summary.
 */
final class PlayCommand {

    /** The strategy a seat written as plain {@code bot} plays. */
    static final String DEFAULT_STRATEGY = "buy-all";
    private static final List<String> NAMES = List.of("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon",
            "Kim", "Lea", "Max", "Ned");

    private final BufferedReader in;
    private final PrintStream out;
    private final Rulebook book;
    private final String lang;
    private final Referee referee = new Referee();

    PlayCommand(InputStream in, PrintStream out, Rulebook book, String lang) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.out = out;
        this.book = book;
        this.lang = lang;
    }

    int run(Options o) {
        PlayText words0 = new PlayText(lang, Bundle.get().table("classic", List.of("Ann", "Ben")));
        if (!o.arguments().isEmpty()) {
            throw new UsageException(tutor.text.Phrase.literal(words0.get("cli.error.arguments", String.join(" ", o.arguments()))));
        }
        String rulesetId = o.get("ruleset", "classic");
        RuleSet rules = Rulesets.require(rulesetId);
        String seatSpec = o.get("seats", null);
        if (seatSpec == null) {
            throw new UsageException(tutor.text.Phrase.literal(words0.get("cli.error.needed")));
        }
        List<Seat> seats = seats(seatSpec, words0);
        if (seats.size() < 2 || seats.size() > rules.maxPlayers()) {
            throw new UsageException(tutor.text.Phrase.literal(words0.get("cli.error.count", rulesetId, 2, rules.maxPlayers(), seats.size())));
        }
        List<String> names = names(o.get("names", null), seats.size(), words0);
        long seed = o.has("seed") ? o.integer("seed", 1, 0, Integer.MAX_VALUE) : System.currentTimeMillis() % 1_000_000;
        boolean computersOnly = seats.stream().noneMatch(Seat::isPerson);
        int turns = o.integer("turns", computersOnly ? SimulationSpec.DEFAULT_CAP_ROUNDS * seats.size() : 100_000, 1, 100_000);
        boolean coach = "on".equals(o.get("coach", "off"));
        boolean brief = "brief".equals(o.get("rulings", "full"));
        Table table = Bundle.get().table(rulesetId, names);
        GameState start = Setup.newGame(table, seed);
        PlayText words = new PlayText(lang, table);
        out.println(words.get("cli.start", tutor.scenario.EditionNames.spec(rulesetId, tutor.scenario.Lang.content(lang)), String.valueOf(seed)));
        for (int i = 0; i < seats.size(); i++) {
            Seat s = seats.get(i);
            out.println(words.get("cli.seat", names.get(i),
                    s.isPerson() ? words.get("seat.person") : words.get("seat.computer", strategyWords(lang, s.strategy().name()))));
        }
        FreeGame game = new FreeGame(start, seats);
        // A player reads the ruling, not a rules lawyer: no rule ids, and editions by their names.
        TextTraceRenderer rulings = new TextTraceRenderer(book, id -> tutor.scenario.EditionNames.spec(id, book.language()), false);
        new TerminalTable(game, words, in, out, rulings, referee, coach, brief).play(turns);
        return 0;
    }

    private static List<Seat> seats(String spec, PlayText t) {
        List<Seat> seats = new ArrayList<>();
        String known = String.join(", ", List.of("buy-all", "reserve-N", "three-houses", "bid-to-N", "trader", "never-trades",
                "no-build", "jail-stays", "cautious"));
        for (String part : spec.split(",", -1)) {
            String s = part.trim();
            if (s.equals("human") || s.equals("person")) {
                seats.add(Seat.person());
            } else if (s.equals("bot") || s.equals("computer")) {
                seats.add(Seat.computer(Strategies.parse(DEFAULT_STRATEGY)));
            } else if (s.startsWith("bot:") || s.startsWith("computer:")) {
                try {
                    seats.add(Seat.computer(Strategies.parse(s.substring(s.indexOf(':') + 1))));
                } catch (IllegalArgumentException e) {
                    throw new UsageException(tutor.text.Phrase.literal(t.get("cli.error.seats", DEFAULT_STRATEGY, e.getMessage())));
                }
            } else {
                throw new UsageException(tutor.text.Phrase.literal(t.get("cli.error.seat", s, known)));
            }
        }
        return seats;
    }

    private static List<String> names(String spec, int count, PlayText t) {
        if (spec == null) {
            List<String> names = new ArrayList<>(NAMES.subList(0, Math.min(count, NAMES.size())));
            for (int i = names.size(); i < count; i++) {
                names.add("P" + (i + 1));
            }
            return names;
        }
        List<String> names = new ArrayList<>();
        for (String n : spec.split(",")) {
            names.add(n.trim());
        }
        if (names.size() != count || names.stream().distinct().count() != count || names.stream().anyMatch(String::isEmpty)) {
            throw new UsageException(tutor.text.Phrase.literal(t.get("cli.error.names", count)));
        }
        return names;
    }

    /** The longest answer read; a longer line is cut here (and marked with an ellipsis), the rest of it skipped unread into memory. */
    static final int MAX_LINE = 1000;

    /**
     * One line a person typed, at most {@link #MAX_LINE} characters: a line of 400 MB is read through in
     * chunks and cut, never held whole, so it ends in the game's ordinary "not one of the moves". Null at the
     * end of the input.
     */
    static String readLine(BufferedReader in) {
        try {
            StringBuilder line = new StringBuilder();
            boolean cut = false;
            boolean any = false;
            char[] chunk = new char[8192];
            while (true) {
                in.mark(chunk.length);
                int n = in.read(chunk, 0, chunk.length);
                if (n < 0) {
                    return any ? ended(line, cut) : null;
                }
                any = true;
                int end = -1;
                for (int i = 0; i < n && end < 0; i++) {
                    if (chunk[i] == '\n' || chunk[i] == '\r') {
                        end = i;
                    }
                }
                int take = end < 0 ? n : end;
                int room = MAX_LINE - line.length();
                line.append(chunk, 0, Math.max(0, Math.min(room, take)));
                cut |= take > room;
                if (end >= 0) {
                    in.reset();
                    in.skip(end + 1L);
                    if (chunk[end] == '\r') {
                        in.mark(1);
                        if (in.read() != '\n') {
                            in.reset();
                        }
                    }
                    return ended(line, cut);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String ended(StringBuilder line, boolean cut) {
        return cut ? line.append('\u2026').toString() : line.toString();
    }

    /** A strategy as the new-game dialog words it ("покупает всё"), or its id where it has no words. */
    private static String strategyWords(String lang, String id) {
        tutor.text.Texts play = tutor.text.Texts.of("play", lang);
        return play.has("new.strategy." + id) ? play.get("new.strategy." + id) : id;
    }
}
