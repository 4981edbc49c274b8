package tutor.handout;

import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.function.Function;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import tutor.lesson.Figure;
import tutor.lesson.Lesson;
import tutor.lesson.LessonLab;
import tutor.lesson.Step;
import tutor.lesson.Text;
import tutor.trace.Citation;
import tutor.trace.RuleEntry;
import tutor.trace.Rulebook;

/**
 * A lesson as the XHTML page a handout is printed from: objectives, the key rules with their
 * citations, the lesson's numbers (each with where it comes from) and charts, a worksheet without
 * answers, and, from a new page, the answer key and the teacher's notes.
 */
final class HandoutHtml {

    private static final Parser MARKDOWN = Parser.builder().build();
    private static final HtmlRenderer HTML = HtmlRenderer.builder().escapeHtml(true).build();

    private final Lesson lesson;
    private final LessonLab lab;
    private final Rulebook rulebook;
    private final Function<Step.Chart, byte[]> chartPng;
    private final StringBuilder b = new StringBuilder();

    /** @param chartPng draws a chart step as a PNG */
    HandoutHtml(Lesson lesson, LessonLab lab, Rulebook rulebook, Function<Step.Chart, byte[]> chartPng) {
        this.lesson = lesson;
        this.lab = lab;
        this.rulebook = rulebook;
        this.chartPng = chartPng;
    }

    String build() {
        b.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><meta charset=\"UTF-8\"/>")
                .append("<title>").append(esc(lesson.title().en())).append("</title><style>").append(CSS).append("</style></head><body>");
        header();
        section("What you will be able to do");
        b.append("<ul class=\"objectives\">");
        for (Text o : lesson.objectives()) {
            b.append("<li>").append(inline(o)).append("</li>");
        }
        b.append("</ul>");
        if (lesson.handout().summary() != null) {
            b.append("<p class=\"summary\">").append(inline(lesson.handout().summary())).append("</p>");
        }
        keyRules();
        numbers();
        charts();
        worksheet();
        answerKey();
        b.append("<p class=\"footer\">Monopoly Rules Tutor, an independent teaching aid. Monopoly is a trademark of Hasbro; "
                + "this handout is not made, endorsed or sponsored by Hasbro. Rule texts are the tutor's own words.</p>");
        b.append("</body></html>");
        return b.toString();
    }

    private void header() {
        b.append("<h1>").append(esc(lesson.title().en())).append("</h1>");
        b.append("<p class=\"meta\">").append(esc(track())).append(" &#183; level ").append(lesson.level()).append(" &#183; ")
                .append(lesson.minutes()).append(" minutes &#183; rules: ").append(esc(lab.table(lesson.edition()).rules().title()));
        if (lesson.audience() != null) {
            b.append(" &#183; ").append(esc(lesson.audience().en()));
        }
        b.append("</p>");
    }

    private String track() {
        return switch (lesson.track()) {
            case "rules" -> "Rules track";
            case "budget" -> "Budgeting track";
            default -> "Track: " + lesson.track();
        };
    }

    private void section(String title) {
        b.append("<h2>").append(esc(title)).append("</h2>");
    }

    private void keyRules() {
        if (lesson.keyRules().isEmpty()) {
            return;
        }
        section("The key rules");
        for (String id : lesson.keyRules()) {
            RuleEntry e = rulebook.rule(id).orElse(null);
            if (e == null) {
                continue;
            }
            b.append("<div class=\"rule\"><p><b>").append(esc(e.title())).append("</b> <span class=\"id\">").append(esc(id))
                    .append("</span><br/>").append(esc(e.text())).append("</p><p class=\"cite\">");
            List<String> cites = new ArrayList<>();
            for (Citation c : e.citations()) {
                String source = rulebook.source(c.source()).map(s -> s.title()).orElse(c.source());
                cites.add(esc(source + ", " + c.section() + (c.ruling() == null || c.ruling().isBlank() ? "" : ": " + c.ruling())));
            }
            b.append(String.join("<br/>", cites)).append("</p></div>");
        }
    }

    private void numbers() {
        List<Figure> figures = lesson.allFigures();
        if (figures.isEmpty()) {
            return;
        }
        section("The numbers in this lesson");
        boolean odds = figures.stream().anyMatch(f -> f.basis() == tutor.lesson.Basis.PUBLISHED);
        b.append("<p class=\"note\">Every number here is computed by the tutor and checked on every build against the value the lesson "
                + "states." + (odds ? " Landing odds are per roll of the dice, for a player who leaves Jail at once unless the lesson says otherwise." : "")
                + "</p>");
        b.append("<table class=\"numbers\"><tr><th>What</th><th>Value</th><th>Where it comes from</th></tr>");
        java.util.Set<String> shown = new java.util.HashSet<>();
        for (Figure f : figures) {
            if (!shown.add(f.compute().describe() + "|" + lab.show(f))) {
                continue; // an exercise often states a number the lesson also names at the top
            }
            b.append("<tr><td>").append(esc(f.compute().describe())).append("</td><td class=\"value\">").append(esc(lab.show(f)))
                    .append("</td><td>").append(esc(lab.basis(f).label())).append("</td></tr>");
        }
        b.append("</table>");
    }

    private void charts() {
        List<Step.Chart> charts = new ArrayList<>();
        for (Step s : lesson.steps()) {
            if (s instanceof Step.Chart c && (lesson.handout().charts().isEmpty() || lesson.handout().charts().contains(c.id()))) {
                charts.add(c);
            }
        }
        for (Step.Chart c : charts) {
            b.append("<div class=\"chart\"><img src=\"data:image/png;base64,").append(Base64.getEncoder().encodeToString(chartPng.apply(c)))
                    .append("\" alt=\"").append(esc(c.caption().en())).append("\"/><p class=\"caption\">").append(inline(c.caption())).append("</p></div>");
        }
    }

    /** The worksheet's steps: those the handout names, or every question and exercise. */
    private List<Step> worksheetSteps() {
        List<Step> out = new ArrayList<>();
        for (Step s : lesson.steps()) {
            boolean asked = s instanceof Step.Question || s instanceof Step.Exercise;
            if (asked && (lesson.handout().worksheet().isEmpty() || lesson.handout().worksheet().contains(s.id()))) {
                out.add(s);
            }
        }
        return out;
    }

    private void worksheet() {
        List<Step> items = worksheetSteps();
        if (items.isEmpty()) {
            return;
        }
        b.append("<div class=\"worksheet\">");
        section("Worksheet");
        b.append("<p class=\"name\">Name: ______________________________ &#160; Date: ______________</p>");
        int n = 0;
        for (Step s : items) {
            n++;
            b.append("<div class=\"item\"><p><b>").append(n).append(".</b> ").append(inline(prompt(s))).append("</p>");
            if (s instanceof Step.Question q && !q.isAmount()) {
                char letter = 'A';
                for (Step.Choice c : q.choices()) {
                    b.append("<p class=\"choice\">[&#160;&#160;] ").append(letter++).append(". ").append(inline(c.text())).append("</p>");
                }
            } else {
                b.append("<p class=\"blank\">Answer: __________________ &#160; Working:</p><div class=\"space\"></div>");
            }
            b.append("</div>");
        }
        b.append("</div>");
    }

    private static Text prompt(Step s) {
        return s instanceof Step.Question q ? q.prompt() : ((Step.Exercise) s).prompt();
    }

    private void answerKey() {
        b.append("<div class=\"key\">");
        section("Answer key");
        int n = 0;
        for (Step s : worksheetSteps()) {
            n++;
            List<Text> hints = s instanceof Step.Question q ? q.hints() : ((Step.Exercise) s).hints();
            Text explain = s instanceof Step.Question q ? q.explain() : ((Step.Exercise) s).explain();
            b.append("<div class=\"item\"><p><b>").append(n).append(". ").append(esc(answer(s))).append("</b></p><p>").append(inline(explain)).append("</p>");
            if (!hints.isEmpty()) {
                b.append("<p class=\"worked\">Worked answer: ").append(inline(hints.get(hints.size() - 1))).append("</p>");
            }
            b.append("</div>");
        }
        section("For the teacher");
        b.append("<p><b>Timing.</b> ").append(inline(lesson.teacherNotes().timing())).append("</p>");
        b.append("<p><b>What learners often believe, and what is true</b></p><ul>");
        for (Lesson.Misconception m : lesson.teacherNotes().misconceptions()) {
            b.append("<li>").append(inline(m.belief())).append(" <i>").append(inline(m.truth())).append("</i></li>");
        }
        b.append("</ul>");
        for (Step s : lesson.steps()) {
            if (s instanceof Step.Discuss d) {
                b.append("<p><b>Discuss:</b> ").append(inline(d.prompt())).append("<br/><i>").append(inline(d.answer())).append("</i></p>");
            }
        }
        if (lesson.teacherNotes().notes() != null) {
            b.append(block(lesson.teacherNotes().notes()));
        }
        b.append("</div>");
    }

    private String answer(Step s) {
        if (s instanceof Step.Question q) {
            if (q.isAmount()) {
                return q.unit().isEmpty() ? lab.show(q.amount(), tutor.lesson.Unit.MONEY, lab.currency(lesson.edition()))
                        : q.amount().toPlainString() + " " + q.unit();
            }
            int right = q.rightChoice();
            return (char) ('A' + right) + ". " + fill(q.choices().get(right).text()).en();
        }
        return lab.show(((Step.Exercise) s).figure());
    }

    /** The text with every {{figure}} replaced by the figure as the tutor prints it. */
    private Text fill(Text t) {
        return t.fill(id -> lesson.figure(id).map(lab::show).orElse(null));
    }

    /** Markdown for a short text, without the surrounding paragraph. */
    private String inline(Text t) {
        String html = HTML.render(MARKDOWN.parse(fill(t).en())).strip();
        if (html.startsWith("<p>") && html.endsWith("</p>") && html.indexOf("<p>", 1) < 0) {
            html = html.substring(3, html.length() - 4);
        }
        return html;
    }

    private String block(Text t) {
        return HTML.render(MARKDOWN.parse(fill(t).en()));
    }

    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    private static final String CSS = """
            @page { size: A4; margin: 16mm 16mm 18mm 16mm;
                    @bottom-center { content: "page " counter(page) " of " counter(pages); font-family: 'DejaVu Sans', sans-serif;
                                     font-size: 8pt; color: #666; } }
            body { font-family: 'DejaVu Sans', sans-serif; font-size: 10pt; line-height: 1.35; color: #202124; }
            h1 { font-size: 19pt; margin: 0 0 2mm 0; color: #1a4d8f; }
            h2 { font-size: 13pt; margin: 5mm 0 2mm 0; color: #1a4d8f; border-bottom: 0.6pt solid #9db4d6; }
            .meta { color: #555; font-size: 9pt; margin: 0 0 3mm 0; }
            .summary { background: #eef3fa; padding: 2mm 3mm; border-left: 2pt solid #1a4d8f; }
            .rule { margin: 0 0 2mm 0; page-break-inside: avoid; }
            .rule p { margin: 0; }
            .id { color: #777; font-size: 8pt; }
            .cite { color: #555; font-size: 8.5pt; margin-left: 4mm !important; }
            table.numbers { border-collapse: collapse; width: 100%; font-size: 9pt; }
            table.numbers th, table.numbers td { border: 0.5pt solid #bbb; padding: 1mm 1.5mm; text-align: left; vertical-align: top; }
            table.numbers th { background: #eef3fa; }
            td.value { white-space: nowrap; font-weight: bold; }
            .note { font-size: 8.5pt; color: #555; }
            .chart { text-align: center; page-break-inside: avoid; margin: 3mm 0; }
            .chart img { width: 170mm; }
            .caption { font-size: 8.5pt; color: #444; margin-top: 1mm; }
            .worksheet { page-break-before: always; }
            .name { margin-bottom: 4mm; }
            .item { page-break-inside: avoid; margin-bottom: 3mm; }
            .item p { margin: 0 0 1mm 0; }
            .choice { margin-left: 6mm !important; }
            .blank { margin-top: 2mm !important; }
            .space { height: 16mm; }
            .key { page-break-before: always; }
            .worked { color: #1a4d8f; }
            .footer { margin-top: 8mm; font-size: 7.5pt; color: #777; }
            """;
}
