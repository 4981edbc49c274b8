package tutor.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import tutor.data.Bundle;
import tutor.drills.DrillMiner;
import tutor.drills.DrillSet;
import tutor.drills.DrillShelf;
import tutor.drills.Theme;
import tutor.sim.Strategies;
import tutor.text.Phrase;
import tutor.text.Texts;

/**
 * {@code drills}: {@code mine} plays games between the lab's strategies and writes the moments where
 * a tricky rule decides as drill files; {@code list} counts a shelf's drills by theme and edition;
 * {@code export} picks a set (a theme, an edition, N drills) as a class lesson with its drill files,
 * and its printable handout.
 */
final class DrillsCommand {

    private final PrintStream out;
    private final PrintStream err;
    private final String language;
    private final Texts t;

    DrillsCommand(PrintStream out, PrintStream err, String language) {
        this.out = out;
        this.err = err;
        this.language = language;
        this.t = Texts.of("drills", language);
    }

    int run(List<String> args) {
        if (args.isEmpty()) {
            throw new UsageException(Phrase.of("drills", "cli.error.what"));
        }
        List<String> rest = args.subList(1, args.size());
        return switch (args.get(0)) {
            case "mine" -> mine(Options.parse(rest, List.of("ruleset", "games", "seed", "strategies", "players", "out", "threads", "theme")));
            case "list" -> list(Options.parse(rest, List.of()));
            case "refresh" -> refresh(Options.parse(rest, List.of()));
            case "export" -> export(Options.parse(rest, List.of("theme", "ruleset", "count", "from", "out", "pdf", "title")));
            default -> throw new UsageException(Phrase.of("drills", "cli.error.what"));
        };
    }

    private int mine(Options o) {
        String ruleset = o.get("ruleset", "classic");
        Rulesets.require(ruleset);
        int games = o.integer("games", 200, 1, 1_000_000);
        long seed = o.integer("seed", 1, 0, Integer.MAX_VALUE);
        int max = Math.min(DrillMiner.MAX_PLAYERS, Bundle.get().ruleset(ruleset).maxPlayers());
        int players = o.integer("players", Math.min(4, max), 2, max);
        int threads = o.integer("threads", Math.max(1, Runtime.getRuntime().availableProcessors()), 1, 64);
        String target = o.get("out", null);
        if (target == null) {
            throw new UsageException(Phrase.of("drills", "cli.error.out"));
        }
        Path folder = Path.of(target);
        var strategies = Strategies.parseAll(o.get("strategies", String.join(",", Strategies.DEFAULT)));
        DrillShelf shelf = DrillShelf.read(List.of(folder));
        DrillMiner.Spec spec = new DrillMiner.Spec(ruleset, games, seed, strategies, players, threads, themes(o.get("theme", null)));
        long start = System.nanoTime();
        List<IOException> failed = new ArrayList<>();
        DrillMiner.Summary s;
        try (ProgressBar bar = new ProgressBarBuilder().setTaskName(t.get("cli.mine.progress")).setInitialMax(games)
                .setConsumer(new ConsoleProgressBarConsumer(err)).setUpdateIntervalMillis(250).build()) {
            s = DrillMiner.mine(spec, shelf.hashes(), d -> {
                try {
                    DrillShelf.save(d, folder);
                } catch (IOException e) {
                    failed.add(e);
                }
            }, bar::stepTo, () -> !failed.isEmpty());
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        if (!failed.isEmpty()) {
            err.println(t.get("cli.mine.write-failed", folder.toString(), String.valueOf(failed.get(0).getMessage())));
            return 1;
        }
        out.println(t.get("cli.mine.heading", s.games(), ruleset, s.total(), tutor.scenario.Lang.decimal(seconds, 1, language),
                folder.toString()));
        for (Map.Entry<Theme, Integer> e : s.kept().entrySet()) {
            if (e.getValue() > 0) {
                out.println("  " + Lab.pad(e.getKey().id, 22, true) + " " + Lab.pad(Integer.toString(e.getValue()), 6, false) + "  "
                        + t.get("theme." + e.getKey().id));
            }
        }
        out.println(t.get("cli.mine.skipped", s.duplicates(), s.moments() - s.total() - s.duplicates()));
        return 0;
    }

    private int list(Options o) {
        List<Path> folders = o.arguments().isEmpty() ? List.of(Path.of("scenarios", "drills")) : o.arguments().stream().map(Path::of).toList();
        DrillShelf shelf = DrillShelf.read(folders);
        Map<String, Map<String, Integer>> byTheme = new TreeMap<>();
        Set<String> rulesets = new java.util.TreeSet<>();
        for (DrillShelf.Entry e : shelf.entries()) {
            byTheme.computeIfAbsent(e.theme().id, k -> new TreeMap<>()).merge(e.ruleset(), 1, Integer::sum);
            rulesets.add(e.ruleset());
        }
        out.println(t.get("cli.list.heading", shelf.entries().size(), byTheme.size(), rulesets.size()));
        for (var e : byTheme.entrySet()) {
            List<String> parts = new ArrayList<>();
            e.getValue().forEach((rs, n) -> parts.add(rs + " " + n));
            out.println("  " + Lab.pad(e.getKey(), 22, true) + " " + String.join(", ", parts));
        }
        return shelf.entries().isEmpty() ? 2 : 0;
    }

    /** Writes every drill of the folders again from its own position and moves, as the tutor rules and words them now. */
    private int refresh(Options o) {
        List<Path> folders = o.arguments().isEmpty() ? List.of(Path.of("scenarios", "drills")) : o.arguments().stream().map(Path::of).toList();
        tutor.drills.DrillMaker maker = new tutor.drills.DrillMaker();
        int changed = 0;
        int gone = 0;
        int total = 0;
        for (DrillShelf.Entry e : DrillShelf.read(folders).entries()) {
            total++;
            try {
                String text = java.nio.file.Files.readString(e.file());
                var again = maker.remake(text);
                if (again.isEmpty()) {
                    gone++;
                    out.println(t.get("cli.refresh.gone", e.file().toString()));
                } else if (!again.get().text().equals(text)) {
                    changed++;
                    byte[] bytes = again.get().text().getBytes(java.nio.charset.StandardCharsets.UTF_8);
                    tutor.data.AtomicWrite.write(e.file(), w -> w.write(bytes));
                }
            } catch (IOException ex) {
                throw new UncheckedIOException(ex);
            }
        }
        out.println(t.get("cli.refresh.done", total, changed, gone));
        return gone == 0 ? 0 : 1;
    }

    /** The themes named with --theme a,b (none named: every theme). */
    private static Set<Theme> themes(String named) {
        Set<Theme> themes = EnumSet.noneOf(Theme.class);
        if (named != null) {
            for (String id : named.split(",")) {
                themes.add(Theme.byId(id.trim()).orElseThrow(() -> new UsageException(Phrase.of("drills", "cli.error.theme", id,
                        String.join(", ", java.util.Arrays.stream(Theme.values()).map(x -> x.id).toList())))));
            }
        }
        return themes;
    }

    private int export(Options o) {
        Set<Theme> themes = themes(o.get("theme", null));
        String ruleset = o.get("ruleset", null);
        int count = o.integer("count", 10, 1, 200);
        String target = o.get("out", null);
        if (target == null) {
            throw new UsageException(Phrase.of("drills", "cli.error.out"));
        }
        List<Path> from = o.has("from") ? List.of(Path.of(o.get("from", ""))) : List.of(Path.of("scenarios", "drills"));
        DrillShelf shelf = DrillShelf.read(from);
        List<DrillShelf.Entry> picked = DrillSet.pick(shelf.select(themes, ruleset), count);
        if (picked.isEmpty()) {
            out.println(t.get("cli.export.none"));
            return 2;
        }
        try {
            Path lesson = DrillSet.writeLesson(picked, Path.of(target), o.get("title", null));
            out.println(t.get("cli.export.lesson", picked.size(), lesson.toString()));
            String pdf = o.get("pdf", null);
            if (pdf != null) {
                return new HandoutCommand(out, Bundle.get().rulebook(tutor.scenario.Lang.content(language)), language)
                        .run(Options.parse(List.of(lesson.toString(), "--out", pdf), List.of("out")));
            }
            return 0;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
