package tutor.scenario;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tutor.data.DataException;
import tutor.text.Phrase;

/**
 * A file that is not readable YAML, said in the reader's language: the tutor's own messages about
 * unsafe or oversized files are worded from the {@code problem} texts; what the YAML parser itself
 * says (its words are English) is shown inside a sentence that says it is the YAML that is wrong.
 */
public final class YamlProblems {

    private YamlProblems() {
    }

    private record Known(Pattern pattern, String key) {
    }

    private static final List<Known> KNOWN = List.of(
            new Known(Pattern.compile("the file is empty"), "yaml.empty"),
            new Known(Pattern.compile("the tag '(.*)' is not allowed; write plain values"), "yaml.tag"),
            new Known(Pattern.compile("the file repeats aliases \\(\\*name\\) more than (\\d+) times, like an alias bomb; write the values out instead"),
                    "yaml.aliases"),
            new Known(Pattern.compile("the aliases up to here stand for more than (\\d+) values, like an alias bomb; write the values out instead"),
                    "yaml.alias-values"),
            new Known(Pattern.compile("the alias \\*(.*) stands inside the very list or mapping it names \\(&.* at line (\\d+)\\), so it would repeat for ever; write the values out instead"),
                    "yaml.alias-loop"),
            new Known(Pattern.compile("the alias \\*(.*) has no anchor &.* before it"), "yaml.alias-no-anchor"),
            new Known(Pattern.compile("the file nests lists or mappings more than 50 deep; no scenario needs that"), "yaml.nesting"),
            new Known(Pattern.compile("the file is too large to be a scenario"), "yaml.too-large"),
            new Known(Pattern.compile("the file cannot be read as YAML"), "yaml.unreadable"),
            new Known(Pattern.compile("cannot read the file: (.*)"), "file.cannot-read"));

    /** The problem of a file that did not parse, at the position the parser gives. */
    public static Problem of(DataException e) {
        return new Problem(e.file(), e.line(), e.column(), phrase(e.problem()));
    }

    /** The words of a parse problem, in the reader's language; the English is unchanged. */
    public static Phrase phrase(String problem) {
        for (Known k : KNOWN) {
            Matcher m = k.pattern().matcher(problem);
            if (m.matches()) {
                Object[] args = new Object[m.groupCount()];
                for (int i = 0; i < args.length; i++) {
                    args[i] = m.group(i + 1);
                }
                return Phrase.of("problem", k.key(), args);
            }
        }
        return Phrase.of("problem", "yaml.syntax", problem);
    }
}
