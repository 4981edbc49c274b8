package tutor.rules.edition;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A house rule: named changes to ruleset values, with the source it comes from. Applied on top
 * of an edition, its clauses take precedence and remember the ones they replaced.
 */
public record HouseRule(String id, String title, String source, String section, Map<RuleKey<?>, Object> overrides) {

    public HouseRule {
        overrides = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(overrides));
    }

    /** The ruleset with this house rule's values in force. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public RuleSet applyTo(RuleSet base) {
        RuleSet rs = base;
        for (Map.Entry<RuleKey<?>, Object> e : overrides.entrySet()) {
            rs = rs.with((RuleKey) e.getKey(), e.getValue(), id, source, section);
        }
        return rs.named(base.id() + "+" + id, base.title() + " + " + title);
    }
}
