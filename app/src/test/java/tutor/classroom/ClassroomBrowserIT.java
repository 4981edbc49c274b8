package tutor.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;
import tutor.data.Bundle;
import tutor.lesson.ClassReport;
import tutor.lesson.Step;
import tutor.rules.state.Move;
import tutor.scenario.MoveText;

/**
 * A class in real browsers: the teacher runs the leaving-jail lesson (in-process, as the window does), three
 * learners in three headless Chromium browsers (a 360-px phone in English, a 1024x768 laptop, a French
 * browser) join by code and first name, play the scenario step on their own boards, answer a question (one
 * by keyboard alone, one after reloading the page mid-step), see the reveal, and the class report comes
 * from the session. Uses Debian's chromium and chromium-driver; skipped, saying why, when they are absent.
 */
class ClassroomBrowserIT {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    @TempDir
    Path dir;
    ClassStore store;
    ClassSession session;
    ClassServer server;
    final List<WebDriver> browsers = new ArrayList<>();

    @BeforeEach
    void start() {
        if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(DRIVER)) {
            String why = "ClassroomBrowserIT skipped: needs Debian's chromium and chromium-driver (" + CHROMIUM + ", " + DRIVER
                    + "); apt-get install -y chromium chromium-driver";
            System.out.println(why);
            Assumptions.assumeTrue(false, why);
        }
        store = ClassStore.open(dir.resolve("classroom.db"));
        session = ClassFixture.live(store);
        server = ClassServer.start(session, "127.0.0.1", 0);
    }

    @AfterEach
    void stop() {
        browsers.forEach(WebDriver::quit);
        if (server != null) {
            server.close();
            store.close();
        }
    }

    private WebDriver browser(String name, int width, int height, String lang) throws Exception {
        ChromeOptions o = new ChromeOptions();
        o.setBinary(CHROMIUM.toFile());
        o.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
                "--user-data-dir=" + Files.createDirectories(dir.resolve("chromium-" + name)), "--window-size=" + width + "," + height,
                "--lang=" + lang);
        o.setExperimentalOption("prefs", java.util.Map.of("intl.accept_languages", lang));
        if (width < 500) {
            // A headless window is at least 500 px wide: a phone's 360 px is emulated, as the browser's device mode does.
            o.setExperimentalOption("mobileEmulation", java.util.Map.of("deviceMetrics",
                    java.util.Map.of("width", width, "height", height, "pixelRatio", 1.0)));
        }
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile()).usingAnyFreePort()
                .withLogFile(dir.resolve("chromedriver-" + name + ".log").toFile()).build();
        WebDriver d = new ChromeDriver(service, o);
        browsers.add(d);
        return d;
    }

    private static <T> T until(WebDriver d, Function<WebDriver, T> what) {
        return new WebDriverWait(d, Duration.ofSeconds(15)).ignoring(org.openqa.selenium.StaleElementReferenceException.class)
                .until(what::apply);
    }

    /** Clicks the button of the step that says {@code text}, once the page shows it (the page redraws as the class moves). */
    private static void click(WebDriver d, String text) {
        until(d, x -> {
            WebElement b = x.findElements(By.cssSelector("#step-body button")).stream()
                    .filter(e -> e.getText().equals(text) && e.isDisplayed() && e.isEnabled()).findFirst().orElse(null);
            if (b == null) {
                return null;
            }
            b.click();
            return true;
        });
    }

    private static void heading(WebDriver d, String contains) {
        until(d, x -> x.findElement(By.id("step-heading")).getText().contains(contains) ? true : null);
    }

    @Test
    void aTeacherAndThreeLearnersInThreeBrowsers() throws Exception {
        String url = server.address().toString();
        WebDriver ann = browser("ann", 360, 740, "en");
        WebDriver ben = browser("ben", 1024, 768, "en");
        WebDriver chloe = browser("chloe", 1024, 768, "fr");

        // Ann types the code from the board; the others come from the QR code's address, which carries it.
        ann.get(url);
        until(ann, x -> x.findElement(By.id("join")).isDisplayed() ? true : null);
        ann.findElement(By.id("join-code")).sendKeys("acd-efh");
        ann.findElement(By.id("join-name")).sendKeys("Ann", Keys.ENTER);
        until(ann, x -> x.findElement(By.id("join-error")).getText().contains("not the code") ? true : null);
        ann.findElement(By.id("join-code")).clear();
        ann.findElement(By.id("join-code")).sendKeys("ACD-EFG", Keys.ENTER);
        for (WebDriver d : List.of(ben, chloe)) {
            d.get(url + "?code=ACDEFG");
            until(d, x -> x.findElement(By.id("join-name")).isDisplayed() ? true : null);
            // Before the lesson arrives the page names the tutor in its own language (the sixth French read found English).
            String app = d == ben ? "Monopoly Rules Tutor" : "Tuteur des règles du Monopoly";
            until(d, x -> x.findElement(By.id("lesson")).getText().equals(app) ? true : null);
            assertThat(d.getTitle()).isEqualTo(app);
            d.findElement(By.id("join-name")).sendKeys(d == ben ? "Ben" : "Chloé", Keys.ENTER);
        }
        heading(ann, "step 1 of 11");
        heading(chloe, "étape 1 sur 11");
        assertThat(chloe.getTitle()).isEqualTo("Leçon en classe");
        assertThat(chloe.findElement(By.id("who")).getText()).isEqualTo("Bonjour, Chloé");
        assertThat(session.seats()).extracting(Seat::name).containsExactly("Ann", "Ben", "Chloé");

        // The scenario step: each learner makes the move on their own board.
        session.next();
        heading(ann, "Your move");
        assertThat(ann.findElements(By.cssSelector(".board svg rect")).size()).isGreaterThan(40);
        click(ann, "Ann throws the dice");
        until(ann, x -> x.findElement(By.cssSelector(".transcript")).getText().contains("Throwing first is a gamble") ? true : null);
        click(ann, "Ann pays the fine to leave Jail");
        click(ben, "Ann pays the fine to leave Jail");
        Step.Play pay = (Step.Play) session.lesson().steps().get(ClassFixture.step("pay-first"));
        String french = MoveText.describe(session.lesson().scenario(pay, "fr").orElseThrow().start(), new Move.PayJailFine(0),
                Bundle.get().words("fr"));
        click(chloe, french);
        for (WebDriver d : browsers) {
            click(d, "St. James Place");
        }
        for (WebDriver d : browsers) {
            until(d, x -> x.findElements(By.cssSelector(".feedback.right")).isEmpty() ? null : true);
        }
        // A phone of 360 px: the board and the moves fit without sideways scrolling.
        Files.write(Path.of("target", "classroom-phone-board.png"), ((ChromeDriver) ann).getScreenshotAs(OutputType.BYTES));
        Object widths = ((org.openqa.selenium.JavascriptExecutor) ann)
                .executeScript("return [window.innerWidth, document.documentElement.scrollWidth]");
        assertThat(widths.toString()).isEqualTo("[360, 360]");
        assertThat(ann.findElement(By.cssSelector(".board svg")).getRect().getWidth()).isBetween(300, 360);
        StepTally play = StepTally.of(session, ClassFixture.step("pay-first"));
        assertThat(play.finished()).isEqualTo(3);
        assertThat(play.firstTry()).isEqualTo(2);

        // The question: Ann answers with the keyboard alone; Ben reloads mid-step and is still Ben.
        session.next();
        heading(ann, "Question");
        WebElement focused = ann.switchTo().activeElement();
        assertThat(focused.getAttribute("id")).isEqualTo("step-heading");
        // Ann sees the choices in her own order (ChoiceOrder), the one written first not at the top: her second
        // button is "She stays in Jail until her next turn", and the page answers with its place in the lesson.
        assertThat(ann.findElements(By.cssSelector("#step-body .choices button")).stream().map(WebElement::getText).toList())
                .containsExactlyElementsOf(ClassFixture.choicesSeenBy("Ann", "after-paying"));
        assertThat(ann.findElements(By.cssSelector("#step-body .choices button")).get(1).getText())
                .isEqualTo("She stays in Jail until her next turn");
        new org.openqa.selenium.interactions.Actions(ann).sendKeys(Keys.TAB, Keys.TAB, Keys.ENTER).perform();
        until(ann, x -> x.findElements(By.cssSelector(".feedback.wrong")).isEmpty() ? null : true);
        assertThat(ann.findElement(By.id("step-body")).getText()).contains("Paying the fine frees her at once, before the throw.")
                .doesNotContain("The answer");
        assertThat(ann.findElement(By.id("status")).getAttribute("aria-live")).isEqualTo("polite");
        ben.navigate().refresh();
        heading(ben, "Question");
        assertThat(ben.findElement(By.id("who")).getText()).isEqualTo("Hello, Ben");
        click(ben, "She moves, and throws again because of the doubles");
        click(chloe, "Elle avance, et relance grâce au double");
        until(chloe, x -> x.findElements(By.cssSelector(".feedback.right")).isEmpty() ? null : true);
        Files.write(Path.of("target", "classroom-phone.png"), ((ChromeDriver) ann).getScreenshotAs(OutputType.BYTES));
        assertThat(StepTally.of(session, session.step()).answered()).isEqualTo(3);

        // Reveal: every browser shows the answer and the worked steps.
        session.reveal();
        for (WebDriver d : browsers) {
            until(d, x -> x.findElements(By.cssSelector(".reveal")).isEmpty() ? null : true);
        }
        assertThat(ann.findElement(By.cssSelector(".reveal")).getText()).contains("The answer: She moves, and throws again");
        assertThat(chloe.findElement(By.cssSelector(".reveal")).getText()).containsPattern("Réponse attendue[ \u00a0]: Elle avance");

        // The report comes from the session: per learner, per step.
        session.end();
        until(ann, x -> x.findElement(By.id("step-body")).getText().contains("The lesson has ended") ? true : null);
        ClassReport report = session.results().report(false, "en");
        assertThat(report.rows()).extracting(ClassReport.Row::learner).containsExactly("Ann", "Ben", "Chloé");
        int payFirst = report.lesson().scoredSteps().indexOf(pay);
        int question = payFirst + 1;
        assertThat(report.rows()).extracting(r -> r.results().get(payFirst).orElseThrow().score()).containsExactly(67, 100, 100);
        assertThat(report.rows()).extracting(r -> r.results().get(question).orElseThrow().score()).containsExactly(0, 100, 100);
        assertThat(session.results().csv("en")).contains("Ann,leaving-jail,pay-first,play,67,false,1,Ann throws the dice\r\n");
    }

    @Test
    void aChartStepIsATableOfBarsAPhoneReadsInEveryLanguage() throws Exception {
        Path file = Path.of("../lessons/budget/which-group.yaml");
        if (!Files.isRegularFile(file)) {
            file = Path.of("lessons/budget/which-group.yaml");
        }
        tutor.lesson.Lesson budget = new tutor.lesson.load.LessonLoader(Bundle.get(), tutor.lesson.load.LibraryData.lab()).load(file).lesson();
        ClassLesson lesson = new ClassLesson(budget, tutor.lesson.load.LibraryData.lab());
        try (ClassStore other = ClassStore.open(dir.resolve("budget.db"))) {
            ClassSession s = ClassSession.start(other, lesson, "5B", "en", ClassSession.Pace.LIVE, null, "CDEFGH", java.time.Clock.systemUTC());
            try (ClassServer srv = ClassServer.start(s, "127.0.0.1", 0)) {
                int chart = -1;
                for (int i = 0; i < lesson.steps().size(); i++) {
                    chart = chart < 0 && lesson.steps().get(i).id().equals("odds-chart") ? i : chart;
                }
                while (s.step() < chart) {
                    s.next();
                }
                // which-group's landing chart numbers its squares and marks In Jail with a letter (J, P, Т) to fit the
                // projector; the phone's table has room for the names (ChartDataTest).
                java.util.Map<String, String> jail = java.util.Map.of("en", "In Jail", "fr", "En prison", "ru", "В тюрьме");
                for (String lang : List.of("en", "fr", "ru")) {
                    WebDriver phone = browser("chart-" + lang, 360, 740, lang);
                    phone.get(srv.address() + "?code=CDEFGH");
                    until(phone, x -> x.findElement(By.id("join-name")).isDisplayed() ? true : null);
                    phone.findElement(By.id("join-name")).sendKeys("Ann" + "abc".charAt(List.of("en", "fr", "ru").indexOf(lang)), Keys.ENTER);
                    until(phone, x -> x.findElements(By.cssSelector("table.bars tbody tr")).size() >= 40 ? true : null);
                    // (read inside until: the page redraws its table as the class's state arrives, making old rows stale)
                    String lastRow = until(phone, x -> {
                        List<WebElement> r = x.findElements(By.cssSelector("table.bars tbody tr"));
                        return r.get(r.size() - 1).getText();
                    });
                    // Every square a row, its chance written out beside its bar; the last row is the Jail cell, the likeliest.
                    assertThat(lastRow).contains(jail.get(lang)).containsPattern("\\d[.,]\\d");
                    assertThat(phone.findElement(By.cssSelector("table.bars caption")).getText()).isNotBlank();
                    Object widths = ((org.openqa.selenium.JavascriptExecutor) phone)
                            .executeScript("return [window.innerWidth, document.documentElement.scrollWidth]");
                    assertThat(widths.toString()).as(lang).isEqualTo("[360, 360]");
                    // The page's width is not enough: the chart scrolls inside its own box, and a cell or the caption can
                    // clip its words («Оранже…»). Nothing in the chart is wider than the room it has.
                    Object clipped = ((org.openqa.selenium.JavascriptExecutor) phone).executeScript(
                            "return Array.from(document.querySelectorAll('.chart, .chart caption, .chart th, .chart td'))"
                                    + ".filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.tagName + ' ' + e.textContent.slice(0, 40))");
                    assertThat((List<?>) clipped).as(lang).isEmpty();
                    // The rows name their squares, so the heading is the plain word, not the projector's «…, Т — фишка в тюрьме».
                    assertThat(phone.findElement(By.cssSelector("table.bars thead th")).getText()).as(lang)
                            .isEqualTo(java.util.Map.of("en", "Square", "fr", "Case", "ru", "Поле").get(lang));
                    assertThat(phone.findElements(By.cssSelector(".chart .legend li"))).as(lang).hasSize(5);
                    int fontPx = Integer.parseInt(until(phone, x -> x.findElements(By.cssSelector("table.bars tbody tr")).get(0)
                            .findElement(By.cssSelector("th")).getCssValue("font-size")).replace("px", "")
                            .replaceAll("\\..*", ""));
                    assertThat(fontPx).as("type a phone reads").isGreaterThanOrEqualTo(14);
                    Files.write(Path.of("target", "classroom-chart-phone-" + lang + ".png"),
                            ((ChromeDriver) phone).getScreenshotAs(OutputType.BYTES));
                }
                WebDriver laptop = browser("chart-laptop", 1024, 768, "en");
                laptop.get(srv.address() + "?code=CDEFGH");
                until(laptop, x -> x.findElement(By.id("join-name")).isDisplayed() ? true : null);
                laptop.findElement(By.id("join-name")).sendKeys("Ben", Keys.ENTER);
                until(laptop, x -> x.findElements(By.cssSelector("table.bars tbody tr")).size() >= 40 ? true : null);
                Files.write(Path.of("target", "classroom-chart-laptop.png"), ((ChromeDriver) laptop).getScreenshotAs(OutputType.BYTES));
            }
        }
    }

    static File file(Path p) {
        return p.toFile();
    }
}
