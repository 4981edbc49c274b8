package tutor.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import tutor.data.Bundle;
import tutor.rules.Setup;
import tutor.rules.state.PlayerState;
import tutor.rules.state.Table;
import tutor.scenario.EditionNames;
import tutor.scenario.MoveText;
import tutor.sim.GameRunner;
import tutor.sim.ThriftyBot;
import tutor.text.Phrase;
import tutor.text.Texts;
import tutor.trace.TextTraceRenderer;
import tutor.trace.Words;

/** Plays a seeded game between simple bots and prints every move with its ruling, in the rulebook's language. */
final class DemoCommand {

    private final PrintStream out;
    private final tutor.trace.Rulebook book;
    private final Texts t;

    DemoCommand(PrintStream out, tutor.trace.Rulebook book, Texts t) {
        this.out = out;
        this.book = book;
        this.t = t;
    }

    int run(Options o) {
        if (!o.arguments().isEmpty()) {
            throw new UsageException(Phrase.of("cli", "demo.error.arguments"));
        }
        String rulesetId = o.get("ruleset", "classic");
        Rulesets.require(rulesetId);
        long seed = o.integer("seed", 1, 0, Integer.MAX_VALUE);
        int turns = o.integer("turns", 6, 1, 1000);
        List<String> players = Arrays.asList(o.get("players", "Ann,Ben,Cat").split(","));
        int most = Bundle.get().ruleset(rulesetId).maxPlayers();
        List<tutor.rules.position.PositionProblem> seats = tutor.rules.position.PositionCheck.seats(Bundle.get().ruleset(rulesetId), players);
        if (!seats.isEmpty()) {
            tutor.rules.position.PositionProblem first = seats.get(0);
            throw new UsageException(Phrase.of("cli", "demo.error.players", most, rulesetId,
                    Phrase.by(lang -> first.message(Bundle.get().words(tutor.scenario.Lang.content(lang))))));
        }
        Table table = Bundle.get().table(rulesetId, players);
        Words words = book.words();
        TextTraceRenderer text = new TextTraceRenderer(book, id -> EditionNames.spec(id, book.language()), true);
        out.println(t.get("demo.heading", EditionNames.of(table.rules(), book.language()), String.valueOf(seed), turns));
        out.println(t.get("demo.intro"));
        GameRunner.Result r = new GameRunner().play(Setup.newGame(table, seed), new ThriftyBot(Math.max(1, table.rules().startingCash() / 15)), turns, true, outcome -> {
            out.println();
            out.println("## " + MoveText.describe(outcome.before(), outcome.move(), words));
            out.print(text.render(outcome.trace()));
        });
        out.println();
        out.println(t.get("demo.after", r.turns()));
        String lang = book.language();
        for (PlayerState p : r.last().players()) {
            String cash = words.money(p.cash(), table.currency());
            String where = table.space(p.position(), lang);
            out.println("  " + (p.out() ? t.get("demo.player-out", p.name())
                    : p.inJail() ? t.get("demo.player-in-jail", p.name(), cash, where) : t.get("demo.player", p.name(), cash, where)));
        }
        if (r.last().pending() instanceof tutor.rules.state.Pending.GameOver over && over.winner() >= 0) {
            out.println(t.get("demo.winner", table.name(over.winner())));
        }
        return 0;
    }
}
