package tutor.trace;

import java.util.List;

/** One rule of the catalogue: a stable id, a title, the rule in our own words, and its citations. */
public record RuleEntry(String id, String title, String text, List<Citation> citations) {

    public RuleEntry {
        citations = List.copyOf(citations);
    }
}
