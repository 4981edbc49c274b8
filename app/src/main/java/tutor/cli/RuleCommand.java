package tutor.cli;

import java.io.PrintStream;
import java.util.List;
import tutor.scenario.Suggest;
import tutor.text.Phrase;
import tutor.text.Lists;
import tutor.text.Texts;
import tutor.trace.Citation;
import tutor.trace.RuleEntry;

/** Shows one catalogue rule: its title, our wording, and every citation, in the rulebook's language. */
final class RuleCommand {

    private final PrintStream out;
    private final tutor.trace.Rulebook book;
    private final Texts t;

    RuleCommand(PrintStream out, tutor.trace.Rulebook book, Texts t) {
        this.out = out;
        this.book = book;
        this.t = t;
    }

    int run(List<String> args) {
        if (args.equals(List.of("--list"))) {
            return list();
        }
        if (args.size() != 1) {
            throw new UsageException(Phrase.of("cli", "rule.error.one-id"));
        }
        String id = args.get(0);
        RuleEntry e = book.rule(id).orElseThrow(() -> new UsageException(Phrase.of("cli", "rule.error.unknown", id,
                Suggest.didYouMean(id, book.rules().keySet()))));
        out.println(t.get("rule.title", e.title(), e.id()));
        out.println("  " + e.text());
        for (Citation c : e.citations()) {
            String title = book.source(c.source()).map(s -> s.title()).orElse(c.source());
            Lists.Sections sec = Lists.sections(c.section(), t.language());
            out.println(c.ruling().isEmpty() ? t.get("rule.citation", title, sec.text(), sec.several(), c.source())
                    : t.get("rule.citation-ruling", title, sec.text(), c.ruling(), sec.several(), c.source()));
        }
        return 0;
    }

    /** Every rule of the catalogue, by id and title, in the catalogue's order: {@code rule --list}. */
    private int list() {
        for (RuleEntry e : book.rules().values()) {
            out.println(t.get("rule.list.line", e.id(), e.title()));
        }
        return 0;
    }
}
