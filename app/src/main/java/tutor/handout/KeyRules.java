package tutor.handout;

import java.util.ArrayList;
import java.util.List;
import tutor.scenario.CitationScope;
import tutor.trace.Citation;
import tutor.trace.RuleEntry;
import tutor.trace.Rulebook;

/**
 * What a handout prints for a key rule under the lesson's edition: the rule as {@link CitationScope} scopes it
 * (a Junior lesson prints that game's own ruling and only its citations, so a child reading the Junior handout
 * meets fees and amusements, not Title Deeds, streets and houses), each citation joined as the handout's
 * language joins a source and its section.
 */
final class KeyRules {

    /** A rule as printed: its title, its words (empty when the title is the whole rule), and where it comes from. */
    record Printed(String title, String text, List<String> citations) { }

    private final Rulebook rulebook;
    private final CitationScope scope;

    KeyRules(Rulebook rulebook, CitationScope scope) {
        this.rulebook = rulebook;
        this.scope = scope;
    }

    /** The rule as this handout prints it, each citation joined as the handout's language joins a source and its section. */
    Printed print(RuleEntry e, tutor.text.Texts words) {
        CitationScope.Scoped s = scope.scoped(e);
        List<String> lines = new ArrayList<>();
        for (Citation c : s.citations()) {
            String source = rulebook.source(c.source()).map(x -> x.title()).orElse(c.source());
            boolean sayRuling = c.ruling() != null && !c.ruling().isBlank() && !c.ruling().equals(s.text()) && !c.ruling().equals(s.title());
            tutor.text.Lists.Sections sec = tutor.text.Lists.sections(c.section(), words.language());
            lines.add(sayRuling ? words.get("cite.ruling", source, sec.text(), c.ruling(), c.source(), sec.several())
                    : words.get("cite", source, sec.text(), c.source(), sec.several()));
        }
        return new Printed(s.title(), s.text(), lines);
    }
}
