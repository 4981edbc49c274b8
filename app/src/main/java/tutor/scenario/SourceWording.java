package tutor.scenario;

import tutor.text.Texts;
import tutor.trace.Rulebook;

/**
 * A source as a learner reads it wherever the tutor cites one (the ruling pane, the dispute desk, the moves'
 * refusals): the source by its title in the rulebook's language, not its id ("French rules", not "fr-classic"),
 * and the cited section in that language too, set apart with the ui bundle's {@code ruling.sourceSection} join
 * (a dash), so a title with commas of its own does not run on into the section.
 */
public final class SourceWording {

    private SourceWording() {
    }

    /**
     * {@code cited} as a ruleset or step records it: a source id, optionally followed by ", " and a section
     * ("us-longform, Paying Rent"). An id the rulebook does not know is shown as it is.
     */
    public static String worded(Rulebook rulebook, Texts ui, String cited) {
        if (cited == null || cited.isEmpty()) {
            return "";
        }
        String local = rulebook.words().citation(cited);
        int comma = local.indexOf(", ");
        String id = comma < 0 ? local : local.substring(0, comma);
        String section = comma < 0 ? "" : local.substring(comma + 2);
        return rulebook.source(id).map(s -> section.isEmpty() ? s.title() : ui.get("ruling.sourceSection", s.title(), section))
                .orElse(local);
    }
}
