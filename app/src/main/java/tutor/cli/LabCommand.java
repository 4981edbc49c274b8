package tutor.cli;

import java.io.PrintStream;
import tutor.rules.edition.RuleSet;

/**
 * A command of the budgeting lab (odds and its --from table, returns): it prints to {@code out} in {@code language}, about the one
 * ruleset asked for with {@code --ruleset} (classic when none is).
 */
abstract class LabCommand {

    protected final PrintStream out;
    protected final String language;

    LabCommand(PrintStream out, String language) {
        this.out = out;
        this.language = language;
    }

    /** The ruleset asked for, after checking that {@code command} was given no bare arguments. */
    protected static RuleSet ruleset(Options o, String command) {
        Lab.noArguments(o, command);
        return Rulesets.require(o.get("ruleset", "classic"));
    }
}
