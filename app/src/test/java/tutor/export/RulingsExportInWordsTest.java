package tutor.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;
import tutor.cli.Cli;

/**
 * The exported rulings show what the window shows, never code (review: rule ids in code type after each heading,
 * "mortgage on Boardwalk: true", "pending decision: mortgage-choice", «aucune Résultat» run together). The scenario:
 * a bankruptcy that passes a mortgaged Boardwalk to Ann, who then keeps the mortgage.
 */
class RulingsExportInWordsTest {

    private static final String SCENARIO = "../scenarios/bankruptcy/creditor-keeps.yaml";

    @TempDir
    Path dir;

    private String export(String language, String kind) throws Exception {
        Path out = dir.resolve(language + "." + kind);
        int code = Cli.run(new String[] {"explain", SCENARIO, "--lang", language, "--export", kind, "--out", out.toString()},
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        assertThat(code).isZero();
        if (kind.equals("pdf")) {
            try (var doc = Loader.loadPDF(out.toFile())) {
                return new PDFTextStripper().getText(doc);
            }
        }
        return Files.readString(out);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "en|md|Ben is out of the game.|Waiting for: Ann decides about the mortgage.|Boardwalk is mortgaged.|Receiving a mortgaged deed",
        "en|html|Ben is out of the game.|Waiting for: Ann decides about the mortgage.|Boardwalk is mortgaged.|Receiving a mortgaged deed",
        "en|pdf|Ben is out of the game.|Waiting for: Ann decides about the mortgage.|Boardwalk is mortgaged.|Receiving a mortgaged deed",
        "fr|md|Ben a quitté la partie.|Ann décide quoi faire de l'hypothèque.|Boardwalk est sous hypothèque.|Recevoir une propriété hypothéquée",
        "fr|html|Ben a quitté la partie.|Ann décide quoi faire de l'hypothèque.|Boardwalk est sous hypothèque.|Recevoir une propriété hypothéquée",
        "fr|pdf|Ben a quitté la partie.|Ann décide quoi faire de l'hypothèque.|Boardwalk est sous hypothèque.|Recevoir une propriété hypothéquée",
    })
    void theRulingsAreInWordsInEveryFormat(String language, String kind, String out, String waiting, String mortgaged, String rule)
            throws Exception {
        String text = export(language, kind).replace('\u00a0', ' ').replace('\u202f', ' ');
        if (kind.equals("html")) {
            text = text.replace("&#39;", "'").replace("&quot;", "\"").replace("&amp;", "&");
        }
        assertThat(text).contains(out).contains(waiting).contains(mortgaged).contains(rule)
                // Rule ids, raw yes/no values and the decisions' ids are code, for the file's author, not its reader.
                .doesNotContain("turn.roll").doesNotContain("rent.street").doesNotContain("mortgage.transfer")
                .doesNotContain("bankruptcy.to-player").doesNotContain("mortgage.lift").doesNotContain("debt.pending")
                .doesNotContainPattern("(?i):\\s*(true|false|oui|non)\\b")
                .doesNotContain("mortgage-choice").doesNotContain("pending decision").doesNotContain("décision en attente");
        if (kind.equals("pdf")) {
            // Each line of a step stands on its own line: the source never runs on into the last of its effects.
            assertThat(text).doesNotContainPattern("out of the game Source|hors de la partie Source")
                    .doesNotContainPattern("(?m)^\\s*\\)");
        }
    }
}
