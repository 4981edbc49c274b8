package tutor.cli;

import tutor.data.Bundle;
import tutor.trace.Rulebook;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;

/** The command line of the one jar. Each command returns its exit code. */
public final class Cli {

    static final String USAGE = String.join("\n",
            "Monopoly Rules Tutor, an independent teaching aid for the rules of the Monopoly game.",
            "",
            "usage: java -jar monopoly-tutor.jar [command] [options]   (no command: a short explained demo game)",
            "",
            "commands:",
            "  check [FILES-OR-FOLDERS...]  play every scenario's script and check its checkpoints, and check every",
            "                      lesson (scenarios pass, questions have answers, stated numbers are computed);",
            "                      prints one line per file and 'N passed, N failed'",
            "                      (no files: the bundled library the window opens)",
            "  explain FILE [--format markdown]  a scenario's rulings, step by step",
            "  explain FILE --compare classic,modern,classic+free-parking-pot",
            "                      the same scenario ruled under each, and the clauses that make them differ",
            "  explain FILE --compare file   the rulesets a dispute scenario names itself",
            "  demo [--ruleset ID] [--seed N] [--turns N] [--players A,B,...]",
            "                      play a seeded game between simple bots and explain every ruling",
            "  rules [--ruleset ID]  list an edition's values, each with its source",
            "  rule RULE-ID        show one rule of the catalogue with its citations",
            "  odds --ruleset ID [--jail short|long] [--format text|csv]",
            "                      landing odds per roll (CSV: index,space,percent; In Jail is row 40 on the classic board)",
            "  returns --ruleset ID [--opponents N] [--format text|csv]",
            "                      what every deed and colour group earns per opponent roll, its cost and payback",
            "  simulate --ruleset ID --games N --players N [--strategies a,b,...] [--seed N] [--csv FILE] [--chart FILE.png]",
            "                      play N games between computer strategies on all cores; wins, bankruptcies, net worth",
            "                      strategies: " + String.join(", ", java.util.List.of("buy-all", "reserve-N", "three-houses",
                    "bid-to-N", "trader", "never-trades", "no-build", "jail-stays", "cautious")),
            "  play --ruleset ID --seats human,bot,bot:STRATEGY,... [--seed N] [--turns N] [--names A,B,...]",
            "       [--coach on] [--rulings brief]",
            "                      play a game in the terminal: a person's seat answers with the number of a legal move",
            "                      (? says why the others are not allowed); computer seats play a strategy (bot alone: buy-all)",
            "  handout LESSON.yaml [--out FILE.pdf]  a lesson's printable handout: objectives, key rules with",
            "                      citations, its numbers and charts, a worksheet, and the answer key on its own page",
            "  help                this text",
            "",
            "rulesets: classic (US long-form rules, the default), modern (2021 game guide);",
            "  add house rules with +, e.g. classic+free-parking-pot+go-400",
            "  (free-parking-pot, go-400, no-auctions, no-rent-in-jail, first-lap)",
            "every command takes --lang en|fr|ru (rulings and rule texts in that language; default: this computer's)",
            "exit codes: 0 done (check: all passed), 1 a scenario or lesson failed, 2 a file did not load or a bad command line");

    private Cli() {
    }

    /**
     * Takes {@code --lang en|fr|ru} out of a command's arguments, wherever it stands: the language
     * rulings and rule texts are written in. Without it, the computer's own language when the
     * tutor speaks it, else English.
     */
    static String language(List<String> rest) {
        int at = rest.indexOf("--lang");
        if (at < 0) {
            return Bundle.defaultLanguage();
        }
        if (at + 1 >= rest.size()) {
            throw new UsageException("option '--lang' needs a value: " + String.join(", ", Bundle.LANGUAGES));
        }
        String lang = rest.get(at + 1);
        if (!Bundle.LANGUAGES.contains(lang)) {
            throw new UsageException("--lang is one of " + String.join(", ", Bundle.LANGUAGES) + ", not '" + lang + "'");
        }
        rest.remove(at + 1);
        rest.remove(at);
        return lang;
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, System.in, out, err);
    }

    /** The same, reading a person's answers (the {@code play} command) from {@code in}. */
    public static int run(String[] args, java.io.InputStream in, PrintStream out, PrintStream err) {
        if (args.length == 0) {
            // Main opens the window when there is a display; here there is none.
            out.println("No display is available, so here is the command-line tutor: a short game, explained.");
            int code = new DemoCommand(out, Bundle.get().rulebook(Bundle.defaultLanguage())).run(Options.parse(List.of(), List.of()));
            out.println();
            out.println("More: java -jar monopoly-tutor.jar help");
            return code;
        }
        if (args[0].equals("help") || args[0].equals("--help") || args[0].equals("-h")) {
            out.println(USAGE);
            return 0;
        }
        List<String> rest = new java.util.ArrayList<>(Arrays.asList(args).subList(1, args.length));
        try {
            String lang = language(rest);
            Rulebook book = Bundle.get().rulebook(lang);
            return switch (args[0]) {
                case "demo" -> new DemoCommand(out, book).run(Options.parse(rest, List.of("ruleset", "seed", "turns", "players")));
                case "rules" -> new RulesCommand(out, book).run(Options.parse(rest, List.of("ruleset")));
                case "rule" -> new RuleCommand(out, book).run(rest);
                case "check" -> new CheckCommand(out, lang).run(rest);
                case "explain" -> new ExplainCommand(out, book).run(Options.parse(rest, List.of("format", "compare")));
                case "handout" -> new HandoutCommand(out, book).run(Options.parse(rest, List.of("out")));
                case "odds" -> new OddsCommand(out).run(Options.parse(rest, List.of("ruleset", "jail", "format")));
                case "returns" -> new ReturnsCommand(out).run(Options.parse(rest, List.of("ruleset", "opponents", "format")));
                case "play" -> new PlayCommand(in, out, book, lang).run(Options.parse(rest,
                        List.of("ruleset", "seats", "seed", "turns", "names", "coach", "rulings")));
                case "simulate" -> new SimulateCommand(out, err).run(Options.parse(rest,
                        List.of("ruleset", "games", "players", "strategies", "seed", "csv", "chart")));
                default -> throw new UsageException("unknown command '" + args[0] + "'");
            };
        } catch (UsageException e) {
            err.println("monopoly-tutor: " + e.getMessage());
            err.println("Run 'java -jar monopoly-tutor.jar help' for the commands.");
            return 2;
        }
    }
}
