package tutor.cli;

import java.io.PrintStream;
import java.util.List;
import tutor.data.Bundle;
import tutor.data.YamlNodes;
import tutor.trace.Citation;
import tutor.trace.RuleEntry;
import tutor.trace.Rulebook;

/** Shows one catalogue rule: its title, our wording, and every citation. */
final class RuleCommand {

    private final PrintStream out;

    private final tutor.trace.Rulebook book;

    RuleCommand(PrintStream out, tutor.trace.Rulebook book) {
        this.out = out;
        this.book = book;
    }

    int run(List<String> args) {
        if (args.size() != 1) {
            throw new UsageException("rule takes one rule id, for example: rule rent.railroad");
        }

        RuleEntry e = book.rule(args.get(0)).orElseThrow(() -> new UsageException("no rule '" + args.get(0) + "'"
                + YamlNodes.didYouMean(args.get(0), book.rules().keySet())));
        out.println(e.title() + " [" + e.id() + "]");
        out.println("  " + e.text());
        for (Citation c : e.citations()) {
            String title = book.source(c.source()).map(s -> s.title()).orElse(c.source());
            out.println("  - " + title + ", " + c.section() + (c.ruling().isEmpty() ? "" : ": " + c.ruling()));
        }
        return 0;
    }
}
