package tutor.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * French typography everywhere the tutor writes French: a no-break space (U+00A0, or the narrow U+202F)
 * before : ; ! ? and », and after «, never an ordinary space that lets the sign start a line, and never
 * the sign glued to the word. Checked in every French text bundle, the French rulebook, its step
 * templates and sections, the French board names and cards, and the French texts of every scenario and
 * lesson. Texts that quote command-line or YAML syntax ({@code bot:STRATEGY}, {@code deal: shuffled}) are
 * listed by key and left alone.
 */
class FrenchTypographyTest {

    private static final Path RESOURCES = Path.of("src/main/resources/tutor");

    /** Texts that show syntax to type, where a colon belongs to the syntax, by bundle and key. */
    private static final Map<String, Set<String>> SYNTAX = Map.of(
            "cli", Set.of("usage", "explain.error.no-compare"),
            "play", Set.of("cli.help", "cli.bad", "cli.error.seats", "cli.error.seat", "cli.error.needed"),
            "problem", Set.of("deal.shuffled-held", "deal.form", "pending.forms", "pending.tax-false", "move.which-player-key",
                    "move.needs-details"),
            "ui", Set.of("board.printed.abbreviations", "board.printed.projectorAbbreviations"));

    /** Where a French text breaks the rule, each with a little of the text around it. */
    static List<String> faults(String text) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            char prev = i > 0 ? text.charAt(i - 1) : '\n';
            char next = i + 1 < text.length() ? text.charAt(i + 1) : '\n';
            boolean fault = false;
            if (":;!?»".indexOf(c) >= 0) {
                boolean syntax = c == ':' && (next == '/' || Character.isDigit(prev) && Character.isDigit(next));
                boolean repeated = (c == '!' || c == '?') && (prev == '!' || prev == '?');
                if (!syntax && !repeated && prev != '\n' && prev != '(') {
                    fault = prev == ' ' || !isNoBreak(prev) && (c != ':' || next == ' ' || next == '\n' || next == '"');
                }
            } else if (c == '«') {
                fault = !isNoBreak(next);
            }
            if (fault) {
                out.add("\u2026" + text.substring(Math.max(0, i - 20), Math.min(text.length(), i + 10)) + "\u2026");
            }
        }
        return out;
    }

    /**
     * A hyphen-minus standing for a dash or a minus sign, or an x standing for a times sign, between words or figures;
     * a caret power ("(5/6)^3" for "(5/6)³"); an en dash standing for a minus between figures ("251,94 $ – 200 $").
     */
    private static final java.util.regex.Pattern ASCII_SIGN = java.util.regex.Pattern.compile("(?<=\\S) - (?=\\S)|(?<=[\\w})]) x (?=[\\w{(])"
            + "|\\^\\d|(?<=[\\d$€₽)}])[ \u00a0]\u2013[ \u00a0](?=[\\d{(])",
            java.util.regex.Pattern.UNICODE_CHARACTER_CLASS);
    /** A figure written with an ordinary space that lets a line break inside it: "1 500", "200 $", "10 %". */
    private static final java.util.regex.Pattern SPLIT_FIGURE = java.util.regex.Pattern.compile("\\d (?=\\d{3}(?!\\d)|[$€₽%])|\\d(?=%)");

    /**
     * An em dash standing for a minus between the terms of a formula (« Valeur nette = ce que tu possèdes — ce que tu
     * dois », « Espèces + bâtiments — ce qui est dû »): after « = » or « + » in the same clause, a minus is « − ».
     */
    private static final java.util.regex.Pattern DASH_AS_MINUS = java.util.regex.Pattern.compile("[=+][^.!?;:\n«»]*[ \u00a0]\u2014[ \u00a0]");

    static List<String> signFaults(String text) {
        return FrenchTexts.around(ASCII_SIGN, text);
    }

    /** The signs of a French text: {@link #signFaults} and an em dash standing for a minus in a formula. */
    static List<String> frenchSignFaults(String text) {
        List<String> out = new ArrayList<>(signFaults(text));
        out.addAll(FrenchTexts.around(DASH_AS_MINUS, text));
        return out;
    }

    static List<String> figureFaults(String text) {
        return FrenchTexts.around(SPLIT_FIGURE, text);
    }

    /**
     * After a colon in running text French goes on in lower case ("refusé : l'amende…", never "refusé : L'amende…");
     * a label that starts a line or a sentence keeps the capital of what it introduces ("Objectif : Un joueur…",
     * "… version longue). Source : Le choix du tuteur"). Only a sentence's usual first words are looked for, so a
     * name after a colon ("refusé : Ann…") is never taken for a fault.
     */
    private static final java.util.regex.Pattern CAPITAL_AFTER_COLON = java.util.regex.Pattern.compile("(?<=[\\p{Ll}\\p{N})»$€₽%])[ \u00a0]:[ \u00a0]"
            + "(?:Le|La|Les|L'|Un|Une|Il|Ils|Elle|Elles|On|Aucun|Aucune|Ce|C'|Cette|Cela|Ça|Tu|Si|Chaque|Tout|Toute|Tous|Pas|Rien|Personne)\\b");

    static List<String> capitalFaults(String text) {
        List<String> out = new ArrayList<>();
        for (String line : text.split("\n")) {
            java.util.regex.Matcher m = CAPITAL_AFTER_COLON.matcher(line);
            while (m.find()) {
                String before = line.substring(0, m.start()).replaceFirst("^.*[.;!?] ", "").strip().replaceFirst("^[-*_>#\\d.\\s]+", "");
                boolean label = !before.isEmpty() && Character.isUpperCase(before.charAt(0)) && before.indexOf(':') < 0
                        && before.split(" ").length <= 5;
                if (!label) {
                    out.add("\u2026" + line.substring(Math.max(0, m.start() - 30), Math.min(line.length(), m.end() + 10)) + "\u2026");
                }
            }
        }
        return out;
    }

    /**
     * A player's name never follows "de" or "que" in a template: the name may start with a vowel (Ann, Eve), and "de Ann"
     * cannot become "d'Ann" once the name is put in. Say "à {player}", "par {player}", "que possède {player}".
     */
    private static final java.util.regex.Pattern ELIDED_BEFORE_PLAYER = java.util.regex.Pattern.compile(
            "(?<![\\p{L}'’])(?:de|que|jusque|lorsque|puisque|quoique)[ \u00a0]+\\{(?:player|debtor|creditor|owner|payer|winner|bidder"
            + "|buyer|seller|leader|who|a|b)[},]", java.util.regex.Pattern.CASE_INSENSITIVE);

    static List<String> elisionFaults(String text) {
        return FrenchTexts.around(ELIDED_BEFORE_PLAYER, text);
    }

    private static boolean isNoBreak(char c) {
        return c == '\u00A0' || c == '\u202F';
    }

    @Test
    void theRuleIsTheOneAFrenchPrinterFollows() {
        assertThat(faults("Tour\u00A0: Ann\u00A0; «\u00A0Parc gratuit\u00A0»\u00A0! Quoi\u00A0?")).isEmpty();
        assertThat(faults("Tour : Ann")).hasSize(1);
        assertThat(faults("Tour: Ann")).hasSize(1);
        assertThat(faults("a; b « c » d?")).hasSize(4);
        assertThat(faults("https://example.org 10:30 (?)")).isEmpty();
        assertThat(figureFaults("1\u00A0500\u00A0$, 10\u00A0%, 2\u202F000\u00A0€, 3 maisons, 2021")).isEmpty();
        assertThat(figureFaults("1 500 $ et 10 %")).hasSize(3);
        assertThat(signFaults("3 × 6 $ − 2 $, un jeu – court ; e-mail, x-y, (5/6)³")).isEmpty();
        assertThat(signFaults("251,94 $ – 200 $")).hasSize(1);
        assertThat(signFaults("1 − (5/6)^3")).hasSize(1);
        assertThat(figureFaults("8% de plus")).hasSize(1);
        assertThat(signFaults("3 x 6 $ - 2 $, probabilité x loyer")).hasSize(3);
        assertThat(frenchSignFaults("Valeur nette = ce que tu possèdes \u2014 ce que tu dois. Espèces + bâtiments \u2014 ce qui est dû.")).hasSize(2);
        assertThat(frenchSignFaults("Valeur nette = ce que tu possèdes\u00a0\u2212 ce que tu dois. Un verrou \u2014 un coût d'opportunité.")).isEmpty();
        assertThat(figureFaults("chacun 1 500\u00a0$ ; 300 000\u00a0₽")).hasSize(2);
    }

    /**
     * A series the code joins (a ruling's sources, the debts left, a clause's parts) takes the language's semicolon from
     * {@code format.series}: the sixth native read found «section Bankruptcy (Faillite); Règles…» in {@code explain}, joined
     * with an English "; ". The French explain of a scenario citing two rulebooks keeps the no-break space.
     */
    @Test
    void aSeriesJoinedInCodeSpacesItsFrenchSemicolon() {
        assertThat(Lists.series(List.of("section Bankruptcy (Faillite)", "Règles classiques"), "fr"))
                .isEqualTo("section Bankruptcy (Faillite)\u00a0; Règles classiques");
        assertThat(Lists.series(List.of("Bankruptcy", "Jail"), "en")).isEqualTo("Bankruptcy; Jail");
        assertThat(faults("section Bankruptcy (Faillite); Règles classiques")).hasSize(1);
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        int code = tutor.cli.Cli.run(new String[] {"explain", "../scenarios/bankruptcy/bankrupt-to-the-bank.yaml", "--lang", "fr"},
                new java.io.PrintStream(out, true, java.nio.charset.StandardCharsets.UTF_8),
                new java.io.PrintStream(new java.io.ByteArrayOutputStream(), true, java.nio.charset.StandardCharsets.UTF_8));
        String sources = out.toString(java.nio.charset.StandardCharsets.UTF_8).lines().filter(l -> l.startsWith("Sources"))
                .findFirst().orElseThrow();
        assertThat(code).isZero();
        assertThat(sources).contains("\u00a0; ");
        assertThat(faults(sources)).isEmpty();
    }

    /**
     * A minus in an English formula is a minus in its French: « Arrêt le plus cher − argent détenu », never the dash
     * that reads as an aside (the fifth native read found « Revenu avec hôtels — revenu à quatre maisons »).
     */
    @Test
    void aMinusInTheEnglishIsAMinusInTheFrench() throws IOException {
        assertThat(minusAsDash(Map.of("en", "Dearest stop \u2212 cash held.", "fr", "Arrêt le plus cher \u2014 argent détenu."))).isTrue();
        assertThat(minusAsDash(Map.of("en", "Dearest stop \u2212 cash held.", "fr", "Arrêt le plus cher\u00a0\u2212 argent détenu."))).isFalse();
        List<String> found = new ArrayList<>();
        for (Path root : List.of(Path.of("../scenarios"), Path.of("../lessons"))) {
            for (Path f : FrenchTexts.yamlFiles(root)) {
                pairs(FrenchTexts.yaml(f), f.toString(), found);
            }
        }
        assertThat(found).isEmpty();
    }

    private static boolean minusAsDash(Map<?, ?> m) {
        return m.get("en") instanceof String en && m.get("fr") instanceof String fr
                && en.matches("(?s).*\\S[ \u00a0]\u2212[ \u00a0]\\D.*") && fr.matches("(?s).*[ \u00a0]\u2014[ \u00a0].*") && !fr.contains("\u2212");
    }

    private static void pairs(Object node, String where, List<String> found) {
        if (node instanceof Map<?, ?> m) {
            if (minusAsDash(m)) {
                found.add(where + ": " + m.get("fr"));
            }
            m.forEach((k, v) -> pairs(v, where + "." + k, found));
        } else if (node instanceof List<?> l) {
            for (int i = 0; i < l.size(); i++) {
                pairs(l.get(i), where + "[" + i + "]", found);
            }
        }
    }

    /**
     * "Choix du tuteur, là où les règles sont muettes" (issue 24): the title starts a sentence where the handout lists
     * its citations after a full stop («… section Mortgages (Hypothèques). 10 %. Choix du tuteur, …», the seventh native
     * read), and after "Source :" it is a label's value, which keeps its capital as every other source's title does;
     * and a source's section follows its title after ", section", never a full stop that makes a sentence of "Jail (Prison)".
     */
    @Test
    void theTutorsChoiceIsCitedWithItsCapitalAndASectionAfterItsTitle() throws IOException {
        Map<?, ?> sources = (Map<?, ?>) ((Map<?, ?>) FrenchTexts.yaml(RESOURCES.resolve("rulebook/fr.yaml"))).get("sources");
        assertThat((String) ((Map<?, ?>) sources.get("tutor")).get("title")).startsWith("Choix du tuteur");
        tutor.trace.Rulebook fr = tutor.data.Bundle.get().rulebook("fr");
        assertThat(fr.cited("us-longform, Jail (Prison)")).endsWith("2007), section Jail (Prison)");
        assertThat(fr.cited("tutor, Passer")).isEqualTo("Choix du tuteur, là où les règles sont muettes. Passer");
    }

    @Test
    void aColonInRunningTextIsFollowedByLowerCase() {
        assertThat(capitalFaults("1. Ton choix\u00a0: refusé\u00a0: L'amende est de 50\u00a0$.")).hasSize(1);
        assertThat(capitalFaults("Interdit maintenant pour Ann, qui offre 10\u00a0$\u00a0: Aucune vente n'est en cours.")).hasSize(1);
        assertThat(capitalFaults("  source\u00a0: Le choix du tuteur")).hasSize(1);
        assertThat(capitalFaults("Objectif\u00a0: Un joueur qui refuse\nPourquoi c'est juste\u00a0: Il refuse."
                + "\nAppliqué selon l'édition Classique (version longue). Source\u00a0: Le choix du tuteur"
                + "\nrefusé\u00a0: Ann n'est pas en prison ; refusé. L'amende est de 50\u00a0$ : la case Départ")).isEmpty();
    }

    /**
     * The scenario goal is a whole sentence, so its label ends with a full stop ("Objectif. L'amende se paie…"), never
     * "Objectif : L'amende…" (issue 24, the fourth native read).
     */
    @Test
    void theGoalLabelEndsWithAFullStop() throws IOException {
        List<String> found = new ArrayList<>();
        int goals = 0;
        try (Stream<Path> all = Files.walk(Path.of("src/test/resources/golden"))) {
            for (Path f : all.filter(p -> p.getFileName().toString().matches(".*[.-]fr\\.approved\\.txt")).toList()) {
                for (String line : Files.readString(f).split("\n")) {
                    if (line.matches("^\\**Objectif\\**[ \u00a0]*:.*")) {
                        found.add(f.getFileName() + ": " + line);
                    } else if (line.matches("^\\**Objectif\\.\\** \\p{Lu}.*")) {
                        goals++;
                    }
                }
            }
        }
        assertThat(found).isEmpty();
        assertThat(goals).isPositive();
    }

    /** Every ruling the tutor prints in French, as the approved golden traces hold them, keeps the colon rule. */
    @Test
    void everyFrenchGoldenTraceGoesOnInLowerCaseAfterAColon() throws IOException {
        List<String> found = new ArrayList<>();
        List<Path> golden;
        try (Stream<Path> all = Files.walk(Path.of("src/test/resources/golden"))) {
            golden = all.filter(p -> p.getFileName().toString().matches(".*[.-]fr\\.approved\\.txt")).toList();
        }
        for (Path f : golden) {
            capitalFaults(Files.readString(f)).forEach(x -> found.add(f.getFileName() + ": " + x));
        }
        assertThat(golden).hasSizeGreaterThanOrEqualTo(3);
        assertThat(found).isEmpty();
    }

    @Test
    void noPlayerNameFollowsDeOrQue() throws IOException {
        assertThat(elisionFaults("la part de {player} ; plus que {owner}, et Que {a} paie")).hasSize(3);
        assertThat(elisionFaults("ce que possède {player} ; même {player} ; à {owner} ; de {amount} ; grade {player}")).isEmpty();
        List<String> found = new ArrayList<>();
        for (var bundle : FrenchTexts.bundles().entrySet()) {
            bundle.getValue().forEach((k, v) -> elisionFaults(String.valueOf(v)).forEach(f -> found.add(bundle.getKey() + "_fr " + k + ": " + f)));
        }
        FrenchTexts.strings(FrenchTexts.yaml(RESOURCES.resolve("rulebook/fr-messages.yaml")), "fr-messages",
                (w, t) -> elisionFaults(t).forEach(f -> found.add(w + ": " + f)));
        assertThat(found).isEmpty();
    }

    /**
     * Labels that put a whole sentence from elsewhere after them (a rulebook's ruling, a pupil's belief, a take-away,
     * a discussion question, the feedback on a wrong amount), by bundle and key, with the argument that holds the
     * sentence ("" when the sentence follows the label). A colon there would be followed by the sentence's capital
     * ("En fait : Le troisième échec…"), so these labels end with a period or a question mark. An answer's label is not
     * one of them: «Réponse attendue : …», «Réponse détaillée : 200 $ × 8 % = 16 $» take a colon, as a label before its
     * content does (the seventh native read; FrenchWordsTest holds them to it).
     */
    private static final Map<String, Map<String, String>> BEFORE_A_SENTENCE = Map.of(
            "ui", Map.of("ruling.citation.ruling", "{2}", "situation.takeAway", ""),
            "lessons", Map.of("lesson.misconception", "{1}"),
            "handout", Map.of("teacher.discuss", "", "key.wrong.amount", ""));

    @Test
    void aLabelBeforeAWholeSentenceDoesNotEndWithAColon() throws IOException {
        Map<String, Properties> bundles = FrenchTexts.bundles();
        List<String> found = new ArrayList<>();
        BEFORE_A_SENTENCE.forEach((family, keys) -> keys.forEach((key, arg) -> {
            String text = bundles.get(family).getProperty(key);
            assertThat(text).as(family + "_fr " + key).isNotNull().contains(arg);
            String before = (arg.isEmpty() ? text : text.substring(0, text.indexOf(arg))).replaceAll("[\\s\u00a0*]+$", "");
            if (before.endsWith(":")) {
                found.add(family + "_fr " + key + ": " + text);
            }
        }));
        assertThat(found).isEmpty();
    }

    @Test
    void everyFrenchBundleTextSpacesItsPunctuation() throws IOException {
        List<String> found = new ArrayList<>();
        int texts = 0;
        for (var bundle : FrenchTexts.bundles().entrySet()) {
            String family = bundle.getKey();
            Properties p = bundle.getValue();
            for (String key : p.stringPropertyNames()) {
                texts++;
                if (!SYNTAX.getOrDefault(family, Set.of()).contains(key)) {
                    faults(p.getProperty(key)).forEach(f -> found.add(family + "_fr " + key + ": " + f));
                    figureFaults(p.getProperty(key)).forEach(f -> found.add(family + "_fr " + key + ": " + f));
                    capitalFaults(p.getProperty(key)).forEach(f -> found.add(family + "_fr " + key + ": " + f));
                    if (!family.equals("drills")) { // the drills' templates are mined into 66 bundled files: reworded with them
                        frenchSignFaults(p.getProperty(key)).forEach(f -> found.add(family + "_fr " + key + ": " + f));
                    }
                }
            }
        }
        assertThat(texts).isGreaterThan(1000);
        assertThat(found).isEmpty();
    }

    @Test
    void theFrenchRulebookNamesAndSectionsSpaceTheirPunctuation() throws IOException {
        List<String> found = new ArrayList<>();
        for (String file : List.of("rulebook/fr.yaml", "rulebook/fr-messages.yaml", "boards/names-fr.yaml")) {
            strings(new Yaml().load(Files.readString(RESOURCES.resolve(file))), file, found);
        }
        Map<?, ?> sections = (Map<?, ?>) ((Map<?, ?>) new Yaml().load(Files.readString(RESOURCES.resolve("rulebook/fr-sections.yaml"))))
                .get("sections");
        // The keys are the rulesets' own citations, as the data writes them; the values are what a French reader sees.
        sections.forEach((k, v) -> faults(String.valueOf(v)).forEach(f -> found.add("fr-sections " + k + ": " + f)));
        sections.forEach((k, v) -> figureFaults(String.valueOf(v)).forEach(f -> found.add("fr-sections " + k + ": " + f)));
        assertThat(sections).hasSizeGreaterThan(150);
        assertThat(found).isEmpty();
    }

    @Test
    void everyScenarioAndLessonSpacesItsFrenchPunctuation() throws IOException {
        List<String> found = new ArrayList<>();
        int files = 0;
        for (Path root : List.of(Path.of("../scenarios"), Path.of("../lessons"))) {
            try (Stream<Path> all = Files.walk(root)) {
                for (Path f : all.filter(p -> p.toString().endsWith(".yaml")).toList()) {
                    files++;
                    french(new Yaml().load(Files.readString(f)), f.toString(), found);
                }
            }
        }
        assertThat(files).isGreaterThan(70);
        assertThat(found).isEmpty();
    }

    /**
     * Lessons whose French another branch rewrites this session (engineer "lessons3"), and the scenarios, are not yet
     * held to the figure rule; remove a name once its French keeps its figures whole.
     */
    private static final Set<String> FIGURES_NOT_YET_CHECKED = Set.of();

    @Test
    void everyLessonAndTheGlossaryKeepTheirFrenchFiguresWhole() throws IOException {
        List<String> found = new ArrayList<>();
        java.util.function.BiConsumer<String, String> check = (where, t) -> {
            figureFaults(t).forEach(x -> found.add(where + ": " + x));
            frenchSignFaults(t).forEach(x -> found.add(where + ": " + x));
        };
        List<Path> lessons = FrenchTexts.yamlFiles(Path.of("../lessons")).stream()
                .filter(f -> !FIGURES_NOT_YET_CHECKED.contains(FrenchTexts.name(f))).toList();
        for (Path f : lessons) {
            FrenchTexts.french(FrenchTexts.yaml(f), f.toString(), Set.of(), check);
        }
        List<String> glossary = new ArrayList<>();
        FrenchTexts.french(FrenchTexts.yaml(RESOURCES.resolve("lesson/glossary.yaml")), "glossary", Set.of(), (w, t) -> glossary.add(t));
        glossary.forEach(t -> check.accept("glossary", t));
        // and its guillemets hold their words with no-break spaces (the handout broke '« Vous êtes libéré de prison »' before '»')
        glossary.forEach(t -> faults(t).forEach(x -> found.add("glossary: " + x)));
        assertThat(lessons).hasSizeGreaterThan(15);
        assertThat(glossary).hasSizeGreaterThan(50);
        assertThat(found).isEmpty();
    }

    /**
     * The class projector writes each frequent wrong answer with the lesson's reason for it: the reason is a sentence
     * of its own, so a colon before it put a capital in running text («Elle avance, et son tour se termine (3) : C'est
     * ce qui se passe…», fr9 M13). Every wrong choice and wrong amount of every lesson, as the projector shows it.
     */
    @Test
    void theClassProjectorGoesOnInLowerCaseAfterAColon() throws IOException {
        assertThat(capitalFaults("Elle avance, et son tour se termine (3)\u00a0: C'est ce qui se passe")).hasSize(1);
        Texts t = Texts.of("classroom", "fr");
        List<String> found = new ArrayList<>();
        int[] shown = {0};
        java.util.function.BiConsumer<String, String> projector = (where, item) -> {
            shown[0]++;
            capitalFaults(item).forEach(x -> found.add(where + ": " + x));
        };
        for (Path f : FrenchTexts.yamlFiles(Path.of("../lessons"))) {
            wrongAnswers(FrenchTexts.yaml(f), (answer, why) -> projector.accept(f.toString(),
                    t.get("projector.commonItem", answer, 3, why.isBlank() ? t.get("projector.noWhy") : why)));
        }
        projector.accept("noWhy", t.get("projector.commonItem", "Elle reste en prison jusqu'à son prochain tour", 2, t.get("projector.noWhy")));
        assertThat(shown[0]).isGreaterThan(100);
        assertThat(found).isEmpty();
    }

    /** Each wrong choice (its words, its feedback) and each wrong amount (the sum, its reason) in a lesson, in French. */
    private static void wrongAnswers(Object node, java.util.function.BiConsumer<String, String> wrong) {
        if (node instanceof Map<?, ?> m) {
            if (m.get("choices") instanceof List<?> choices) {
                for (Object c : choices) {
                    if (c instanceof Map<?, ?> choice && !Boolean.TRUE.equals(choice.get("right"))) {
                        wrong.accept(fr(choice.get("text")), fr(choice.get("feedback")));
                    }
                }
            }
            if (m.get("wrong") instanceof List<?> amounts) {
                for (Object a : amounts) {
                    if (a instanceof Map<?, ?> amount && amount.containsKey("amount")) {
                        wrong.accept(amount.get("amount") + "\u00a0$", fr(amount.get("why")));
                    }
                }
            }
            m.values().forEach(v -> wrongAnswers(v, wrong));
        } else if (node instanceof List<?> l) {
            l.forEach(v -> wrongAnswers(v, wrong));
        }
    }

    private static String fr(Object text) {
        return text instanceof Map<?, ?> m && m.get("fr") != null ? String.valueOf(m.get("fr")) : text instanceof String s ? s : "";
    }

    private static void strings(Object node, String where, List<String> found) {
        FrenchTexts.strings(node, where, (w, t) -> {
            faults(t).forEach(f -> found.add(w + ": " + f));
            figureFaults(t).forEach(f -> found.add(w + ": " + f));
            frenchSignFaults(t).forEach(f -> found.add(w + ": " + f));
            capitalFaults(t).forEach(f -> found.add(w + ": " + f));
        });
    }

    /**
     * The {@code fr:} texts of a scenario or lesson: spaced punctuation, a minus sign, never a hyphen ("600 $ − 50 $"), and
     * figures kept whole by a no-break space ("1 500 $" split as "chacun 1 / 500 $" on a 1024x768 screen).
     */
    private static void french(Object node, String where, List<String> found) {
        FrenchTexts.french(node, where, Set.of(), (w, t) -> {
            faults(t).forEach(f -> found.add(w + ": " + f));
            frenchSignFaults(t).forEach(f -> found.add(w + ": " + f));
            figureFaults(t).forEach(f -> found.add(w + ": " + f));
            capitalFaults(t).forEach(f -> found.add(w + ": " + f));
        });
    }
}
