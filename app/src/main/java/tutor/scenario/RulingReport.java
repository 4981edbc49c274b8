package tutor.scenario;

import tutor.text.Texts;
import tutor.trace.Rulebook;

/**
 * What a report of rulings is written with: the rulebook that words the rulings, the report's own words
 * ({@code report} texts) in a language that may differ from the rulebook's (or be the tests' pseudo-language,
 * {@link Texts#PSEUDO}), and whether it is Markdown for sharing or plain text.
 */
abstract class RulingReport {

    protected final Rulebook rulebook;
    protected final boolean markdown;
    protected final String language;
    protected final Texts t;

    RulingReport(Rulebook rulebook, String language, boolean markdown) {
        this.rulebook = rulebook;
        this.markdown = markdown;
        this.language = language;
        this.t = Texts.of("report", language);
    }
}
