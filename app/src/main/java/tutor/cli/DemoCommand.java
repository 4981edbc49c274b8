package tutor.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import tutor.data.Bundle;
import tutor.rules.GameState;
import tutor.rules.Move;
import tutor.rules.PlayerState;
import tutor.rules.Setup;
import tutor.rules.Table;
import tutor.sim.GameRunner;
import tutor.sim.ThriftyBot;
import tutor.trace.TextTraceRenderer;

/** Plays a seeded game between simple bots and prints every move with its ruling. */
final class DemoCommand {

    private final PrintStream out;

    private final tutor.trace.Rulebook book;

    DemoCommand(PrintStream out, tutor.trace.Rulebook book) {
        this.out = out;
        this.book = book;
    }

    int run(Options o) {
        if (!o.arguments().isEmpty()) {
            throw new UsageException("demo takes no arguments, only options");
        }
        String rulesetId = o.get("ruleset", "classic");
        Rulesets.require(rulesetId);
        long seed = o.integer("seed", 1, 0, Integer.MAX_VALUE);
        int turns = o.integer("turns", 6, 1, 1000);
        List<String> players = Arrays.asList(o.get("players", "Ann,Ben,Cat").split(","));
        int most = Bundle.get().ruleset(rulesetId).maxPlayers();
        List<tutor.rules.PositionProblem> seats = tutor.rules.PositionCheck.seats(Bundle.get().ruleset(rulesetId), players);
        if (!seats.isEmpty()) {
            throw new UsageException("--players takes 2 to " + most + " names separated by commas under " + rulesetId + ": "
                    + seats.get(0).message(book.words()));
        }
        Table table = Bundle.get().table(rulesetId, players);
        TextTraceRenderer text = new TextTraceRenderer(book);
        out.println("A demo game under " + table.rules().title() + ", seed " + seed + ", " + turns + " turns.");
        out.println("Every ruling shows its rule, the numbers, and what changed.");
        GameRunner.Result r = new GameRunner().play(Setup.newGame(table, seed), new ThriftyBot(Math.max(1, table.rules().startingCash() / 15)), turns, true, outcome -> {
            out.println();
            out.println("## " + describe(outcome.before(), outcome.move()));
            out.print(text.render(outcome.trace()));
        });
        out.println();
        out.println("After " + r.turns() + " turns:");
        for (PlayerState p : r.last().players()) {
            out.println("  " + p.name() + ": " + (p.out() ? "left the game, bankrupt"
                    : table.board().money(p.cash()) + " on " + table.board().space(p.position()).name()
                    + (p.inJail() ? " (in Jail)" : "")));
        }
        if (r.last().pending() instanceof tutor.rules.Pending.GameOver over && over.winner() >= 0) {
            out.println(table.name(over.winner()) + " wins.");
        }
        return 0;
    }

    private static String describe(GameState s, Move m) {
        String who = s.table().name(m.player());
        String what = m.getClass().getSimpleName().replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase(java.util.Locale.ROOT);
        if (m instanceof Move.Bid bid) {
            what += " " + s.board().money(bid.amount());
        }
        return who + ": " + what;
    }
}
