package tutor.lesson.load;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import tutor.lesson.Step;
import tutor.lesson.Text;
import tutor.rules.MoveWords;
import tutor.rules.state.Move;
import tutor.scenario.Scenario;
import tutor.scenario.ScriptStep;

/**
 * The words that name a move in a story, by move and language ({@code tutor/lesson/move-words.yaml}),
 * so {@code check} can refuse a play step whose intro tells the learner the move its question asks for
 * ("Pay first, then throw" above "What does she do first?"). Only the expected move's own words count,
 * and not when a wrong answer is the same kind of move: then the question is which deed or how much.
 */
final class MoveNames {

    static final String RESOURCE = "/tutor/lesson/move-words.yaml";
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{M}]+");
    private static volatile MoveNames bundled;

    /** verb → language → the words (a trailing * for every word that begins so). */
    private final Map<String, Map<String, List<String>>> words;

    private MoveNames(Map<String, Map<String, List<String>>> words) {
        this.words = words;
    }

    static MoveNames bundled() {
        MoveNames m = bundled;
        if (m == null) {
            try (InputStream in = MoveNames.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException(RESOURCE + " is missing from the tutor");
                }
                Map<String, Map<String, List<String>>> read = new Yaml(new SafeConstructor(new LoaderOptions())).load(in);
                m = new MoveNames(new LinkedHashMap<>(read));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            bundled = m;
        }
        return m;
    }

    /** A word of the intro that names a move the scenario's questions expect, as "word (verb, language)"; empty when none. */
    Optional<String> giveaway(Step.Play play, Scenario scenario) {
        if (play.intro() == null || play.mode() == Step.PlayMode.WATCH) {
            return Optional.empty();
        }
        for (ScriptStep step : scenario.steps()) {
            if (step instanceof ScriptStep.Ask ask) {
                Set<String> wrong = verbs(ask.wrong().stream().map(ScriptStep.WrongMove::move).toList());
                for (String verb : verbs(ask.expected())) {
                    if (wrong.contains(verb)) {
                        continue;
                    }
                    Optional<String> hit = named(play.intro(), verb);
                    if (hit.isPresent()) {
                        return hit;
                    }
                }
            }
        }
        return Optional.empty();
    }

    private Optional<String> named(Text intro, String verb) {
        for (Map.Entry<String, List<String>> byLanguage : words.getOrDefault(verb, Map.of()).entrySet()) {
            String language = byLanguage.getKey();
            if (!intro.has(language)) {
                continue;
            }
            String text = Normalizer.normalize(intro.in(language), Normalizer.Form.NFC).toLowerCase(Locale.ROOT).replace('\u00a0', ' ');
            List<String> tokens = new ArrayList<>();
            Matcher m = WORD.matcher(text);
            while (m.find()) {
                tokens.add(m.group());
            }
            for (String w : byLanguage.getValue()) {
                boolean found = w.contains(" ") ? text.contains(w)
                        : w.endsWith("*") ? tokens.stream().anyMatch(t -> t.startsWith(w.substring(0, w.length() - 1)))
                        : tokens.contains(w);
                if (found) {
                    return Optional.of("'" + w.replace("*", "") + "' (" + verb + ", " + language + ")");
                }
            }
        }
        return Optional.empty();
    }

    private static Set<String> verbs(Collection<Move> moves) {
        Set<String> out = new LinkedHashSet<>();
        moves.forEach(m -> out.add(MoveWords.verb(m)));
        return out;
    }
}
