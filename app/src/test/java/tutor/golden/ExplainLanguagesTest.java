package tutor.golden;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.approvaltests.Approvals;
import org.approvaltests.core.Options;
import org.approvaltests.reporters.QuietReporter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.cli.Cli;

/**
 * Golden {@code explain} of one scenario in each language the tutor speaks, exactly as the command
 * line prints it: the scenario's texts, the rulings and every word of the tutor's own chrome. A
 * changed word in any language fails here; if meant, review the {@code .received.txt} file and
 * rename it to {@code .approved.txt}.
 */
class ExplainLanguagesTest {

    private static final String SCENARIO = "../scenarios/auctions/decline-then-bid.yaml";

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr", "ru"})
    void explainReadsAsApprovedInEachLanguage(String language) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Cli.run(new String[] {"explain", SCENARIO, "--lang", language}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        String text = "exit " + code + "\n" + out.toString(StandardCharsets.UTF_8);
        Approvals.verify(text, new Options().withReporter(QuietReporter.INSTANCE).forFile()
                .withNamer(new GoldenFile("explain/decline-then-bid." + language)));
    }
}
