package tutor.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.BiConsumer;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * One Russian word per thing where two things are easily confused, and names that sit in the templates as they are. A lap of the board (GO to GO) is a «круг»
 * («круг по полю»); a round, in which every player takes one turn, is a «раунд». Russian players say «прошёл
 * круг — получил зарплату», so «круг» stays the token's trip; «раунд» is the board-game and sports word a
 * 12-year-old already knows for "everybody has had a go", and the two never share a form, so a text cannot
 * leave a pupil wondering whether "20 кругов" means twenty trips round the board or twenty rounds of turns.
 */
class RussianTermsTest {

    private static final Path RESOURCES = Path.of("src/main/resources/tutor");
    /** A round written with the lap's word: «круг ходов», «круги стола», «кругов за столом», «(круг: каждый игрок…)». */
    private static final Pattern ROUND_AS_LAP_WORD = Pattern.compile("(?iu)(?<![\\p{L}])круг\\p{L}*[ \u00a0]+(ходов|стола|за[ \u00a0]+столом|при[ \u00a0]+\\p{L}+[ \u00a0]+игрок)"
            + "|(?<![\\p{L}])круг\\p{L}*:[ \u00a0]+каждый");
    /** A lap written with the round's word: «раунд по полю», «раунд от «Вперёд»». */
    private static final Pattern LAP_AS_ROUND_WORD = Pattern.compile("(?iu)раунд\\p{L}*[ \u00a0]+(по[ \u00a0]+(полю|доске)|от[ \u00a0]+«Вперёд»)");
    /** English "round" as a round of turns: not "rounds up", "go round the board", "dealt round the table", "a round of houses". */
    private static final Pattern EN_ROUND = Pattern.compile("(?i)(?<!go |goes |going |dealt |ask |asks |paid |pays |go-)\\brounds?\\b"
            + "(?![ -](the|up|down|to|off|interest|once|half|of houses|of orange)\\b)");
    private static final Pattern EN_LAP = Pattern.compile("(?i)\\blaps?\\b");
    /** «круг» in any form, but not «по кругу» (in turn, round the table) nor «округлить». */
    private static final Pattern RU_LAP = Pattern.compile("(?iu)(?<![\\p{L}])(?<!по[ \u00a0])круг\\p{L}*");
    private static final Pattern RU_ROUND = Pattern.compile("(?iu)раунд\\p{L}*");

    @Test
    void aRoundOfTurnsIsARaundAndALapOfTheBoardIsAKrug() throws IOException {
        List<String> found = new ArrayList<>();
        int[] pairs = {0};
        BiConsumer<String, String[]> pair = (where, enRu) -> {
            pairs[0]++;
            String en = enRu[0];
            String ru = enRu[1];
            boolean round = EN_ROUND.matcher(en).find();
            boolean lap = EN_LAP.matcher(en).find();
            if (round && !lap && RU_LAP.matcher(ru).find()) {
                found.add(where + ": a round written «круг»: " + FrenchTexts.around(RU_LAP, ru));
            }
            if (lap && !round && RU_ROUND.matcher(ru).find()) {
                found.add(where + ": a lap written «раунд»: " + FrenchTexts.around(RU_ROUND, ru));
            }
            for (Pattern p : List.of(ROUND_AS_LAP_WORD, LAP_AS_ROUND_WORD)) {
                FrenchTexts.around(p, ru).forEach(a -> found.add(where + ": " + a));
            }
        };
        // The bundles: an English and a Russian text under one key.
        for (String family : Texts.FAMILIES) {
            Properties en = bundle(family, "");
            Properties ru = bundle(family, "_ru");
            ru.stringPropertyNames().forEach(k -> pair.accept(family + "_ru " + k, new String[] {en.getProperty(k, ""), ru.getProperty(k)}));
        }
        // The rulebook's step templates, by message id.
        Map<?, ?> enMessages = messages("en-messages.yaml");
        messages("ru-messages.yaml").forEach((k, v) -> pair.accept("ru-messages " + k, new String[] {String.valueOf(enMessages.get(k)), String.valueOf(v)}));
        // The rulebook's own prose and section names: no English beside them here, so only the phrases.
        for (String file : List.of("rulebook/ru.yaml", "rulebook/ru-sections.yaml")) {
            pair.accept(file, new String[] {"", Files.readString(RESOURCES.resolve(file))});
        }
        // The lessons, the scenarios (the mined drills among them) and the glossary: each ru: beside its en:.
        List<Path> files = new ArrayList<>(FrenchTexts.yamlFiles(Path.of("../lessons")));
        files.addAll(FrenchTexts.yamlFiles(Path.of("../scenarios")));
        files.add(RESOURCES.resolve("lesson/glossary.yaml"));
        for (Path f : files) {
            siblings(FrenchTexts.yaml(f), f.toString(), pair);
        }
        assertThat(pairs[0]).isGreaterThan(4000);
        assertThat(found).isEmpty();
        assertThat(Texts.of("lessons", "ru").get("unit.rounds", "many", "20")).isEqualTo("20 раундов");
        assertThat(Texts.of("figures", "ru").get("why.lap.rent", "1 $", "5,8", "5,80 $")).startsWith("Ожидаемая рента за круг:");
    }

    @Test
    void anEditionsNameSitsInsideTheTemplatesQuotesWithoutDoublingThem() throws IOException {
        // "правила ««Монополия для детей»»": the templates put an edition's name in «», so the name brings none of its
        // own; a Latin product name needs no quotes at all ("Издание Boutique (2007)").
        Properties editions = bundle("editions", "_ru");
        List<String> found = new ArrayList<>();
        editions.stringPropertyNames().stream().filter(k -> k.startsWith("ruleset.") && !k.equals("ruleset.after"))
                .filter(k -> editions.getProperty(k).contains("«") || editions.getProperty(k).contains("»"))
                .forEach(k -> found.add(k + "=" + editions.getProperty(k)));
        assertThat(found).isEmpty();
        assertThat(Texts.of("play", "ru").get("cli.start", editions.getProperty("ruleset.junior"), 7))
                .isEqualTo("Новая партия: «Монополия для детей», номер партии 7.");
    }

    /** English "Ben holds $900" copied word for word («Ben держит 900 $»), rent called «арендная плата». */
    private static final Pattern CALQUE = Pattern.compile("(?iu)(\\{[a-z]+\\}|Ann|Ben|Cat|Dan|он|она)[ \u00a0]+(теперь[ \u00a0]+)?держит[ \u00a0]+(наличными[ \u00a0]+)?(только[ \u00a0]+)?[\\d{]|арендн\\p{L}*");

    /**
     * The other word for a thing that has one (the native reviewer's findings, issue 24): the seed is «номер партии»
     * (one game) or «номер серии» (the lab's many games), never «зерно»; the house rule is «копилка на «Бесплатной
     * стоянке»», not «деньги под…»; the seminary's rules have one name (no «группа семинаристов»); a bidder leaves «из
     * аукциона», not «из торгов»; where the rules are silent «в правилах об этом не сказано» (RussianTermsTest#netWorth…), not «тексты
     * молчат / не говорят»; a pass «не окончателен» (short form); the Boutique Edition is named in Latin, without quotes
     * of its own («Бутик» reads as an unknown Russian edition); a wrong move is «не тот вопрос», not «ситуация спрашивает».
     * A bidder «делает ставки» («торговаться» is haggling); players take turns «по очереди» («по кругу» is the token's
     * trip round the board); the pending line says who decides what, «Решает Ann: бросить кубики» (the eighth read: a bare «Ann: …» reads
     * clipped), not the calque «Решает Ann: когда бросить кубики».
     */
    private static final Pattern OTHER_WORD = Pattern.compile("(?iu)(?<![\\p{L}])зерн\\p{L}*|под[ \u00a0]+«Бесплатной[ \u00a0]+стоянкой»"
            + "|групп\\p{L}*[ \u00a0]+(из[ \u00a0]+)?семинари\\p{L}*|(?<![\\p{L}])вы(йти|ход\\p{L}*|шл\\p{L}*|шел|шла)[ \u00a0]+из[ \u00a0]+торгов"
            + "|тексты[ \u00a0]+молчат|тексты[ \u00a0]+не[ \u00a0]+говорят|(пас|он)[ \u00a0]+(не[ \u00a0]+)?окончательный|«Бутик»|„Бутик“"
            + "|ситуация[ \u00a0]+спрашивает|(?<![\\p{L}])торговаться"
            + "|по[ \u00a0]+кругу,[ \u00a0]+начиная|(ход\\p{L}*[ \u00a0]+идёт|опраш\\p{L}*[ \u00a0]+\\p{L}+|рассаж\\p{L}*)[ \u00a0]+по[ \u00a0]+кругу"
            + "|решает[ \u00a0]+(\\{[^}]+\\}|Ann|Ben|Cat|Dan):[ \u00a0]+когда|(?<![\\p{L}])когда[ \u00a0]+(бросить[ \u00a0]+кубики|закончить[ \u00a0]+ход)");

    @Test
    void oneWordForTheSeedTheHouseRuleTheSeminaryLeavingAnAuctionAndTheTutorsOwnReading() throws IOException {
        List<String> found = new ArrayList<>();
        BiConsumer<String, String> scan = (where, ru) -> FrenchTexts.around(OTHER_WORD, ru).forEach(a -> found.add(where + ": " + a));
        for (String family : Texts.FAMILIES) {
            Properties ru = bundle(family, "_ru");
            ru.stringPropertyNames().forEach(k -> scan.accept(family + "_ru " + k, ru.getProperty(k)));
        }
        for (String file : List.of("rulebook/ru.yaml", "rulebook/ru-sections.yaml", "rulebook/ru-messages.yaml", "boards/names-ru.yaml")) {
            scan.accept(file, Files.readString(RESOURCES.resolve(file)));
        }
        List<Path> files = new ArrayList<>(FrenchTexts.yamlFiles(Path.of("../lessons")));
        files.addAll(FrenchTexts.yamlFiles(Path.of("../scenarios")));
        files.add(RESOURCES.resolve("lesson/glossary.yaml"));
        for (Path f : files) {
            siblings(FrenchTexts.yaml(f), f.toString(), (where, enRu) -> scan.accept(where, enRu[1]));
        }
        assertThat(found).isEmpty();
        for (String bad : List.of("Зерно:", "Деньги под «Бесплатной стоянкой»", "правила группы из семинарии", "Выйти из торгов",
                "там, где тексты молчат", "пас не окончательный", "Издание „Бутик“ (2007)", "эта ситуация спрашивает о другом",
                "Cat может снова торговаться", "Аукционист опрашивает всех по кругу", "ход идёт по кругу", "платит им по кругу, начиная с соседа",
                "Ход 1. Решает Ann: когда бросить кубики.", "Игра ждёт (когда закончить ход)")) {
            assertThat(OTHER_WORD.matcher(bad).find()).as(bad).isTrue();
        }
        for (String good : List.of("Номер серии:", "Ход 1. Решает Ann: бросить кубики.", "Копилка на «Бесплатной стоянке»", "Домашние правила семинарии", "Выйти из аукциона",
                "пока торги идут, пас не окончателен", "Издание Boutique (2007)", "Бутики — дома",
                "Cat может снова делать ставки", "опрашивает всех по очереди", "Передвиньте фишку вперёд по кругу", "Колода идёт по кругу",
                "Ход 1. Ann: бросить кубики.", "Решает Ben", "тренажёр решает так: цена", "договариваются, когда закончить; тогда")) {
            assertThat(OTHER_WORD.matcher(good).find()).as(good).isFalse();
        }
    }

    /**
     * The fifth native read's splits (issue 24): a strategy wins or goes bankrupt in «партии», never in «мест» («выиграл
     * 30 % своих мест» reads as winning seats); the jail card is «использовать», never «играть/сыграть» (the hints and
     * the answer key say «использует»); a bidder «делает ставки» or «ставит», never «торгуется» (beside the strategy
     * «Предлагает сделки», who trades); the dark blue group is «синяя», one word, as the board and the lab name it («тёмно-синяя»
     * beside «Синие» read as two groups); a name needs no «игрок» before it («Ann бросает кубики»); the tax is a
     * «фиксированная сумма» (the lessons' and drills' word), not «твёрдая».
     */
    private static final Pattern FIFTH_READ = Pattern.compile("(?iu)(?<![\\p{L}])(своих|сыгранных)[ \u00a0]+мест(?![\\p{L}])"
            + "|(?<![\\p{L}])места,[ \u00a0]+на[ \u00a0]+которых[ \u00a0]+стратеги"
            + "|(?<![\\p{L}])(сыгра|игра)(ет|ть|ете|йте|ем|ют|в|л|ла|ли)[ \u00a0]+карточк|(её|его)[ \u00a0]+сыграть"
            + "|сыгранн\\p{L}*[ \u00a0]+карточк\\p{L}*[ \u00a0]+«Освобождение"
            + "|(?<![\\p{L}])торгу(ется|ются|ясь)|тёмно-син|темно-син"
            + "|(?<![\\p{L}])игрок[ \u00a0]+(\\{[a-z0-9]+\\}|Ann|Ben|Cat|Dan)[ \u00a0]+[а-яё]|твёрд\\p{L}*[ \u00a0]+сумм");

    @Test
    void gamesNotSeatsTheJailCardIsUsedABidderBidsDarkBlueIsSinyaya() throws IOException {
        assertThat(everywhere(FIFTH_READ, List.of("rulebook/ru.yaml", "rulebook/ru-sections.yaml", "rulebook/ru-messages.yaml",
                "lesson/glossary.yaml", "boards/names-ru.yaml"))).isEmpty();
        for (String bad : List.of("выиграл 30\u00a0% своих мест", "разорилась в 12\u00a0% сыгранных мест", "Места, на которых стратегия «X» разорилась",
                "{player} играет карточку «Освобождение из тюрьмы»", "заплатить штраф, сыграть карточку", "или сыграйте карточку",
                "Прежде чем её сыграть", "Торгуется до 100\u00a0% цены", "отказавшийся не торгуется", "Тёмно-синяя группа", "на тёмно-синих улицах",
                "Игрок {0} бросает кубики.", "Игрок Ann решает, покупать ли",
                "выбирает на поле «Подоходный налог» твёрдую сумму", "вариант с твёрдой суммой")) {
            assertThat(FIFTH_READ.matcher(bad).find()).as(bad).isTrue();
        }
        for (String good : List.of("выиграл 30\u00a0% своих партий", "места за столом", "{player} использует карточку «Освобождение из тюрьмы»",
                "Сыграйте вместе с классом", "партии, сыгранные компьютером", "Не торгует", "Торговец", "Бесплатной рентой не торгуют",
                "Синяя группа", "синие улицы", "голубые", "Игрок {0}", "рента впереди\u00a0— игрок {0}, позиция", "фиксированную сумму")) {
            assertThat(FIFTH_READ.matcher(good).find()).as(good).isFalse();
        }
    }

    @Test
    void aPlayerHasMoneyAndPaysRent() throws IOException {
        // A Russian reader has money («у него 900 $», «Ben владеет… и у него…»); «держит 900 $» reads as a translation.
        List<String> found = new ArrayList<>();
        List<Path> files = new ArrayList<>(FrenchTexts.yamlFiles(Path.of("../lessons")));
        files.addAll(FrenchTexts.yamlFiles(Path.of("../scenarios")));
        for (Path f : files) {
            siblings(FrenchTexts.yaml(f), f.toString(), (where, enRu) -> FrenchTexts.around(CALQUE, enRu[1]).forEach(a -> found.add(where + ": " + a)));
        }
        for (String family : Texts.FAMILIES) {
            Properties ru = bundle(family, "_ru");
            ru.stringPropertyNames().forEach(k -> FrenchTexts.around(CALQUE, ru.getProperty(k)).forEach(a -> found.add(family + "_ru " + k + ": " + a)));
        }
        assertThat(found).isEmpty();
        assertThat(CALQUE.matcher("а Ben держит только 300\u00a0$").find()).isTrue();
        assertThat(CALQUE.matcher("Высшую ставку держит {player}; стратегия держит 200\u00a0$ в запасе").find()).isFalse();
    }

    /**
     * The third native read's choices (issue 24): net worth is «капитал» (the tax's total worth is «всё, чем владеет Ann»),
     * never «чистая стоимость»; the printout is a «раздаточный материал» (seventh read), not a «рабочий лист»; the tutor's own reading is
     * always «Выбор тренажёра (в правилах об этом не сказано)», not «как понимает/толкует тренажёр» nor «там, где правила
     * молчат»; an edition after «по» takes its own form ({@code ruleset.after}: «по современным правилам Hasbro»), never
     * «по правилам «Современные правила…»»; a colour group is named as an adjective («коричневая группа»), not
     * «группа «Коричневые»».
     */
    private static final Pattern THIRD_READ = Pattern.compile("(?iu)чист\\p{L}*[ \u00a0]+стоимост\\p{L}*|рабоч\\p{L}*[ \u00a0]+лист\\p{L}*"
            + "|(понимает|толкует)[ \u00a0]+тренажёр|тренажёр\\p{L}*[ \u00a0]+там,[ \u00a0]+где[ \u00a0]+\\p{L}+[ \u00a0]+(молч|не[ \u00a0]+зада)\\p{L}*"
            + "|тренажёр[ \u00a0]+считает[ \u00a0]+так:|по[ \u00a0]+правилам[ \u00a0]+«(?!Монополии)|групп\\p{L}*[ \u00a0]+«\\p{L}+ые»");

    @Test
    void netWorthIsKapitalThePrintoutIsAHandoutAndTheTutorsReadingHasOnePhrase() throws IOException {
        forbiddenEverywhere(THIRD_READ, List.of("Чистая стоимость Ann", "итоги и рабочий лист", "Как понимает тренажёр",
                "Выбор тренажёра там, где текст молчит", "По правилам «Современные правила (Hasbro, с 2021 года)»", "всеми участками группы «Коричневые»"),
                List.of("Капитал Ann", "раздаточный материал", "Выбор тренажёра (в правилах об этом не сказано):", "по правилам «Монополии для детей»",
                        "всеми участками коричневой группы", "Там, где правила молчат, ни один способ не ошибочен"));
        Texts editions = Texts.of("editions", "ru");
        assertThat(editions.get("ruleset.after", "modern", editions.get("ruleset.modern"))).isEqualTo("современным правилам Hasbro (с\u00a02021 года)");
        assertThat(Texts.of("ui", "ru").get("ruling.row.refused", 2, "Ход тренажёра", "Ann выплачивает долг"))
                .isEqualTo("2. Ход тренажёра (правила не разрешают): Ann выплачивает долг");
        // The dispute desk's list quotes the one edition named by its title (issue 24): «Монополия для детей».
        Texts ui = Texts.of("ui", "ru");
        assertThat(ui.get("compare.edition.box", editions.get("ruleset.junior"), "junior")).isEqualTo("«Монополия для детей»");
        assertThat(ui.get("compare.edition.box", editions.get("ruleset.modern"), "modern")).isEqualTo("Современные правила (Hasbro, с 2021 года)");
    }

    /**
     * The fourth native read's leftovers (issue 24): the tax's total is «всё, чем владеет Ann» and net worth «капитал», so
     * «состояние» is never a sum of money (the status bar's «строка состояния» is another word); a player's cash is
     * «Ann: наличные — 1 500 $», not «Ann: на руках 1 500 $» (not «у Ann» either: a learner's name is never declined,
     * RussianGrammarTest); a tax is paid as «сумма, указанная на поле», not
     * «налог с поля «Шопинг-марафон»» (a square is not a tax); a count of doubles or of turns in Jail is a word (ICU
     * spellout-ordinal), «третий дубль подряд», «на втором ходу в тюрьме», not «3-й», «на 2-м ходу».
     */
    private static final Pattern FOURTH_READ = Pattern.compile("(?iu)(?<![\\p{L}])(?<!строк[аиу][ \u00a0])состояни\\p{L}*"
            + "|(\\}|Ann|Ben|Cat|Dan):[ \u00a0]+на[ \u00a0]+руках|налог\\p{L}*[ \u00a0]+с[ \u00a0]+поля|(\\}|\\d)-й[ \u00a0]+дубл\\p{L}*|\\{(attempt|allowed)\\}-[йм]");

    @Test
    void theTaxTotalIsWhatAnnOwnsCashIsSaidAndDoublesAreCountedInWords() throws IOException {
        forbiddenEverywhere(FOURTH_READ, List.of("Всё состояние для налога", "10 % от его состояния", "При каком состоянии", "{0}: на руках {1}.",
                "Ann: на руках 1 500 $", "Ann платит Банку налог с поля «Подоходный налог».", "Это {n}-й дубль подряд", "это 3-й дубль",
                "на {attempt}-м ходу в тюрьме", "Это {allowed}-й, последний ход"),
                List.of("Всё, чем владеет Ann, для налога", "Капитал Ann", "строка состояния", "Ann: наличные — 1 500 $.", "Ann в тюрьме, на руках 1 500 $",
                        "Ann платит Банку сумму, указанную на поле «Подоходный налог».", "Это третий дубль подряд"));
        Texts ui = Texts.of("ui", "ru");
        assertThat(ui.get("dialog.pick.has", "Петя", "1\u00a0500\u00a0$")).isEqualTo("Петя: наличные\u00a0— 1\u00a0500\u00a0$.");
    }

    /**
     * The sixth native read's leftovers (issue 24): net worth is «капитал», never «чистая» alone («а не от чистой», «её
     * чистую и ликвидационную стоимость»); «проиграть» is to lose, so a scenario is shown («Покажите сценарий»), never
     * «Проиграйте сценарий»; a colour group is «цветовая», not «цветная»; a lesson with 13 out of 100 is «завершён»,
     * not «пройден» (passed); nobody «ходит» in an auction, so the prompt says whose turn it is («Ann, ваша очередь:»;
     * «Сейчас ходит Ben» stays where Ben moves; «Очередь Ann», «слово за Ann» decline the name: RussianGrammarTest).
     */
    private static final Pattern SIXTH_READ = Pattern.compile("(?iu)(?<![\\p{L}])чист(ая|ой|ую)(?![\\p{L}])(?![ \u00a0]+(прибыл|денежн|поток|доход))"
            + "|проигра(йте|ть|ем)[ \u00a0]+(сценари|партию[ \u00a0]+в[ \u00a0]+режиме)|цветн\\p{L}*[ \u00a0]+групп"
            + "|урок\\p{L}*[ \u00a0]+(«[^»]*»[ \u00a0]+)?пройден|(?<![\\p{L}])ходит[ \u00a0]+(\\{[^}]+\\}|Ann|Ben|Cat|Dan):");

    @Test
    void kapitalNotChistayaShowAScenarioColourGroupsAndAFinishedLesson() throws IOException {
        forbiddenEverywhere(SIXTH_READ, List.of("зависит от ликвидационной стоимости, а не от чистой", "Возьмите её чистую и ликвидационную стоимость",
                "Проиграйте сценарий в режиме «Смотрите»", "на цветной группе", "По цветным группам:", "Урок «{0}» пройден: результат",
                "урок пройден", "Ходит {0}: выберите ход ниже.", "Ходит Ann: выберите ход ниже."),
                List.of("…а не от капитала", "чистый денежный поток", "Покажите сценарий в режиме «Смотрите»", "в цветовой группе",
                        "Урок «{0}» завершён: 13 баллов", "Все упражнения этого выбора пройдены", "этот урок ещё не пройден",
                        "{0}, ваша очередь: выберите действие ниже.", "Ход {0}. {1}: {2}.", "ходит {next}.", "Первым ходит Ann.", "Сейчас ходит Ben."));
    }

    /**
     * The seventh native read's terms (issue 24, items 38–41), one word each: the four houses that hold the Bank's stock
     * are a «блокировка» (the lesson's title says «блокируют»), never the calque «замок» or «запереть»; the handout is a
     * «раздаточный материал», never «раздаточный лист» or «печатный материал»; the board is a «доска» («классическая
     * доска»), since «поле» is a square. The Free Parking house rule's money is a «копилка», as the rule is named, never
     * a «джекпот» in the lessons (the seminary's own Jackpot keeps its name in the rulebook and the rulings).
     */
    private static final Pattern SEVENTH_READ = Pattern.compile("(?iu)(?<![\\p{L}])зам(ок|к(а|у|ом|е|и|ов))(?![\\p{L}])|(?<![\\p{L}])запер(еть|е[тч]\\p{L}*)"
            + "|раздаточн\\p{L}*[ \u00a0]+лист\\p{L}*|печатн\\p{L}*[ \u00a0]+материал\\p{L}*|классическ\\p{L}*[ \u00a0]+пол(е|я|ю|ем)(?![\\p{L}])");
    private static final Pattern JACKPOT = Pattern.compile("(?iu)(?<![\\p{L}])джекпот\\p{L}*");

    @Test
    void oneWordForTheLockTheHandoutTheBoardAndThePot() throws IOException {
        forbiddenEverywhere(SEVENTH_READ, List.of("Сколько Ben теряет из-за замка", "Замок чего-то стоит Ann", "держатель замка упускает ренту",
                "никто не может запереть сразу три группы", "Напечатать раздаточный лист…", "печатный материал урока «{1}»",
                "на каждом поле за всю игру, классическое поле", "для классического поля"),
                List.of("Сколько Ben теряет из-за блокировки", "заблокировать сразу три группы", "Напечатать раздаточный материал…",
                        "(классическая доска)", "на классической доске", "по классическим правилам", "на поле «Подоходный налог»"));
        List<String> found = everywhere(JACKPOT, List.of("lesson/glossary.yaml")).stream()
                .filter(f -> f.startsWith("../lessons") || f.startsWith("lesson/")).toList();
        assertThat(found).isEmpty();
        assertThat(JACKPOT.matcher("с джекпотом на «Бесплатной стоянке»").find()).isTrue();
        assertThat(JACKPOT.matcher("Копилка на «Бесплатной стоянке»: игроки, разорившиеся за 100 раундов").find()).isFalse();
    }

    /** A Cyrillic word in capitals: emphasis («ИМЕННО ЭТОТ», «ЗАМЕНИТЬ», «ИЛИ»), which Russian sets in plain letters. */
    private static final Pattern CAPITALS = Pattern.compile("(?<![\\p{L}])(?!США(?![\\p{L}]))[А-ЯЁ]{2,}(?![\\p{L}])");

    @Test
    void noWordIsSetInCapitalsForEmphasis() throws IOException {
        // The capitals left are labels, not emphasis: the check's tags (ПРОЙДЕН, ПРОВАЛ), the usage's placeholders (ФАЙЛ,
        // СТРАТЕГИЯ), the editor's refusals (НЕ ЗАПИСАН) and the board's «В ТЮРЬМЕ» corner; units (МБ) and «ОК».
        List<String> labels = List.of("cli_ru", "report_ru check.not-so", "editor_ru format.", "ui_ru board.inJail", "play_ru cli.error.seat",
                "classroom_ru cli.", "lab_ru cli.", "budget_ru cli.", "drills_ru cli.", "editor_ru export.needs-out", "handout_ru choice.letters",
                "lessons_ru step.choiceLetters");
        List<String> found = everywhere(CAPITALS, List.of("rulebook/ru.yaml", "rulebook/ru-sections.yaml", "rulebook/ru-messages.yaml", "lesson/glossary.yaml"))
                .stream().filter(f -> labels.stream().noneMatch(f::startsWith)).filter(f -> !f.matches("(?s).*: \u2026?[^А-ЯЁ]*(МБ|ОК)[^А-ЯЁ]*\u2026?$")).toList();
        assertThat(found).isEmpty();
        for (String bad : List.of("сколько добавляет ИМЕННО ЭТОТ ряд домов", "Чтобы ЗАМЕНИТЬ отель домами", "дубль на первом ИЛИ втором броске")) {
            assertThat(CAPITALS.matcher(bad).find()).as(bad).isTrue();
        }
        for (String good : List.of("сколько добавляет именно этот ряд домов", "Официальные правила Hasbro для США", "Ann и Ben")) {
            assertThat(CAPITALS.matcher(good).find()).as(good).isFalse();
        }
    }

    @Test
    void aSourceSectionIsNamedInRussianFirstWithTheNameAsPrintedInBrackets() throws IOException {
        // «Тюрьма (Jail)», not «Jail (Тюрьма)»: the reader reads the Russian; the printed name is there to find the place.
        List<String> found = new ArrayList<>();
        Pattern latinFirst = Pattern.compile("^[A-Za-zÀ-ÿ][^А-Яа-яЁё]*\\([А-Яа-яЁё]");
        for (String file : List.of("rulebook/ru.yaml", "rulebook/ru-sections.yaml")) {
            String text = Files.readString(RESOURCES.resolve(file));
            var m = Pattern.compile(file.endsWith("sections.yaml") ? "(?m)^\\s+\"(?:[^\"\\\\]|\\\\.)*\": \"([^\"]*)\"" : "section: \"([^\"]*)\"").matcher(text);
            int n = 0;
            while (m.find()) {
                n++;
                if (latinFirst.matcher(m.group(1)).find()) {
                    found.add(file + ": " + m.group(1));
                }
            }
            assertThat(n).as(file).isGreaterThan(150);
        }
        assertThat(latinFirst.matcher("Jail (Тюрьма)").find()).isTrue();
        assertThat(latinFirst.matcher("Тюрьма (Jail)").find()).isFalse();
        assertThat(found).isEmpty();
    }

    @Test
    void aMisconceptionsFullStopIsNotLeftInsideAClosingQuote() {
        // Russian puts a quoted sentence's full stop after the closing » («…бесплатно». Это не так.); a belief keeps its own
        // full stop (the handout prints it as a sentence), so the teacher's note sets it in italics instead of quotes.
        String note = Texts.of("lessons", "ru").get("lesson.misconception", "Залог ничего не стоит.", "Снять его стоит на 10 % больше.");
        assertThat(note).isEqualTo("Ученики могут думать: *Залог ничего не стоит.* Это не так. Снять его стоит на 10 % больше.")
                .doesNotContain(".»");
    }

    @Test
    void theWordRuleCatchesWhatItForbids() {
        for (String bad : List.of("2,27 $ за круг ходов трёх соперников", "круги стола", "сколько кругов за столом", "(круг: каждый игрок ходит)",
                "То же в кругах при четырёх игроках", "раунд по полю")) {
            assertThat(List.of(ROUND_AS_LAP_WORD, LAP_AS_ROUND_WORD)).as(bad).anyMatch(p -> p.matcher(bad).find());
        }
        assertThat(EN_ROUND.matcher("bankrupt within 100 rounds").find()).isTrue();
        assertThat(EN_ROUND.matcher("The tutor rounds interest up; the tram goes round the board").find()).isFalse();
        assertThat(RU_LAP.matcher("опрашивает по кругу, округляет").find()).isFalse();
        assertThat(RU_LAP.matcher("за 100 кругов").find()).isTrue();
    }

    /** No match anywhere in the Russian texts (the rulebook and glossary included); each bad sample matches, each good one does not. */
    private static void forbiddenEverywhere(Pattern pattern, List<String> bad, List<String> good) throws IOException {
        assertThat(everywhere(pattern, List.of("rulebook/ru.yaml", "rulebook/ru-sections.yaml", "rulebook/ru-messages.yaml", "lesson/glossary.yaml")))
                .isEmpty();
        bad.forEach(b -> assertThat(pattern.matcher(b).find()).as(b).isTrue());
        good.forEach(g -> assertThat(pattern.matcher(g).find()).as(g).isFalse());
    }

    /** Each match of a pattern in every Russian bundle, the given resource files and each lesson's and scenario's ru: text. */
    private static List<String> everywhere(Pattern pattern, List<String> resources) throws IOException {
        List<String> found = new ArrayList<>();
        BiConsumer<String, String> scan = (where, ru) -> FrenchTexts.around(pattern, ru).forEach(a -> found.add(where + ": " + a));
        for (String family : Texts.FAMILIES) {
            Properties ru = bundle(family, "_ru");
            ru.stringPropertyNames().forEach(k -> scan.accept(family + "_ru " + k, ru.getProperty(k)));
        }
        for (String file : resources) {
            scan.accept(file, Files.readString(RESOURCES.resolve(file)));
        }
        List<Path> files = new ArrayList<>(FrenchTexts.yamlFiles(Path.of("../lessons")));
        files.addAll(FrenchTexts.yamlFiles(Path.of("../scenarios")));
        for (Path f : files) {
            siblings(FrenchTexts.yaml(f), f.toString(), (where, enRu) -> scan.accept(where, enRu[1]));
        }
        return found;
    }

    private static Properties bundle(String family, String suffix) throws IOException {
        Properties p = new Properties();
        try (var in = RussianTermsTest.class.getResourceAsStream("/tutor/text/" + family + suffix + ".properties")) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    private static Map<?, ?> messages(String file) throws IOException {
        return (Map<?, ?>) ((Map<?, ?>) new Yaml().load(Files.readString(RESOURCES.resolve("rulebook/" + file)))).get("messages");
    }

    /** Each {@code ru:} string of a YAML tree with the {@code en:} beside it. */
    private static void siblings(Object node, String where, BiConsumer<String, String[]> pair) {
        if (node instanceof Map<?, ?> m) {
            if (m.get("ru") instanceof String ru) {
                pair.accept(where, new String[] {String.valueOf(m.get("en")), ru});
            }
            m.forEach((k, v) -> siblings(v, where + "." + k, pair));
        } else if (node instanceof List<?> l) {
            for (int i = 0; i < l.size(); i++) {
                siblings(l.get(i), where + "[" + i + "]", pair);
            }
        }
    }
}
