package tutor.cli;

import tutor.data.Bundle;
import tutor.text.Phrase;
import tutor.text.Texts;
import tutor.trace.Rulebook;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;

/** The command line of the one jar. Each command returns its exit code. */
public final class Cli {

    /** The strategies the simulator knows, named in the usage text. */
    static final List<String> STRATEGIES = List.of("buy-all", "reserve-N", "three-houses", "bid-to-N", "trader",
            "never-trades", "no-build", "jail-stays", "cautious");

    /** The help text in a language (every command, its options, every edition and house rule, and the exit codes). */
    static String usage(String language) {
        return Texts.of("cli", language).get("usage", String.join(", ", STRATEGIES), RulesCommand.editions(language),
                RulesCommand.houseRules(language));
    }

    private Cli() {
    }

    /**
     * Takes {@code --lang en|fr|ru} out of a command's arguments, wherever it stands: the language
     * everything the command prints is in (its own words, rulings, rule texts, scenario texts).
     * Without it, the computer's own language when the tutor speaks it, else English. The
     * pseudo-language {@code qps} is accepted too (not in the help): every word of the tutor's own
     * marked, the rest in English, so a test can find words put together outside the bundles.
     */
    static String language(List<String> rest) {
        int at = rest.indexOf("--lang");
        if (at < 0) {
            return Bundle.defaultLanguage();
        }
        if (at + 1 >= rest.size()) {
            throw new UsageException(Phrase.of("cli", "error.lang-missing", String.join(", ", Bundle.LANGUAGES)));
        }
        String lang = rest.get(at + 1);
        if (!Bundle.LANGUAGES.contains(lang) && !Texts.PSEUDO.equals(lang)) {
            throw new UsageException(Phrase.of("cli", "error.lang-unknown", String.join(", ", Bundle.LANGUAGES), lang));
        }
        rest.remove(at + 1);
        rest.remove(at);
        return lang;
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, System.in, out, err);
    }

    /**
     * The same, reading a person's answers (the {@code play} command) from {@code in}. Everything printed
     * shows control characters from scenario texts and names escaped ({@link SafeTerminal}); only
     * {@code simulate}'s progress bar, which redraws its line, writes to the raw error stream.
     */
    public static int run(String[] args, java.io.InputStream in, PrintStream rawOut, PrintStream rawErr) {
        PrintStream out = SafeTerminal.of(rawOut);
        PrintStream err = SafeTerminal.of(rawErr);
        List<String> all = new java.util.ArrayList<>(Arrays.asList(args));
        String lang;
        try {
            lang = language(all);
        } catch (UsageException e) {
            return usageError(e, Bundle.defaultLanguage(), err);
        }
        Texts t = Texts.of("cli", lang);
        Rulebook book = Bundle.get().rulebook(tutor.scenario.Lang.content(lang));
        if (all.isEmpty()) {
            // Main opens the window when there is a display; here there is none.
            out.println(t.get("nodisplay.intro"));
            int code = new DemoCommand(out, book, t).run(Options.parse(List.of(), List.of()));
            out.println();
            out.println(t.get("nodisplay.more"));
            return code;
        }
        String command = all.get(0);
        if (command.equals("help") || command.equals("--help") || command.equals("-h")) {
            out.println(usage(lang));
            return 0;
        }
        List<String> rest = new java.util.ArrayList<>(all.subList(1, all.size()));
        try {
            return switch (command) {
                case "demo" -> new DemoCommand(out, book, t).run(Options.parse(rest, List.of("ruleset", "seed", "turns", "players")));
                case "rules" -> rest.equals(List.of("--list")) ? new RulesCommand(out, book, t).list()
                        : new RulesCommand(out, book, t).run(Options.parse(rest, List.of("ruleset")));
                case "rule" -> new RuleCommand(out, book, t).run(rest);
                case "check" -> new CheckCommand(out, lang).run(rest);
                case "explain" -> new ExplainCommand(out, book, lang).run(Options.parse(rest, List.of("format", "compare", "export", "out")));
                case "format" -> new FormatCommand(out, lang).run(Options.parse(rest, List.of("out")));
                case "handout" -> new HandoutCommand(out, book, lang).run(Options.parse(rest, List.of("out")));
                case "odds" -> new OddsCommand(out, lang).run(Options.parse(rest, List.of("ruleset", "jail", "format", "from")));
                case "returns" -> new ReturnsCommand(out, lang).run(Options.parse(rest, List.of("ruleset", "opponents", "format", "jail", "card-rent")));
                case "play" -> new PlayCommand(in, out, book, lang).run(Options.parse(rest,
                        List.of("ruleset", "seats", "seed", "turns", "names", "coach", "rulings")));
                case "simulate" -> new SimulateCommand(out, rawErr, lang).run(Options.parse(rest,
                        List.of("ruleset", "games", "players", "strategies", "seed", "csv", "chart")));
                case "class" -> new ClassCommand(in, out, lang).run(rest);
                case "drills" -> new DrillsCommand(out, err, lang).run(rest);
                default -> throw new UsageException(Phrase.of("cli", "error.unknown-command", command));
            };
        } catch (UsageException e) {
            return usageError(e, lang, err);
        }
    }

    /** A command line that cannot be carried out: what to change, and where the help is; exit code 2. */
    private static int usageError(UsageException e, String lang, PrintStream err) {
        Texts t = Texts.of("cli", lang);
        err.println(t.get("error.prefix", e.phrase().in(lang)));
        err.println(t.get("error.see-help"));
        return 2;
    }
}
