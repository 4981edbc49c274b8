package tutor.handout;

import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.function.Function;
import tutor.lesson.Figure;
import tutor.lesson.Lesson;
import tutor.lesson.LessonLab;
import tutor.lesson.Step;
import tutor.lesson.Text;
import tutor.trace.Citation;
import tutor.trace.RuleEntry;
import tutor.scenario.EditionNames;
import tutor.text.Texts;
import tutor.trace.Rulebook;

/**
 * A lesson as the XHTML page a handout is printed from: objectives, the key rules with their
 * citations, the lesson's numbers (each with where it comes from) and charts, a worksheet without
 * answers, and, from a new page, the answer key and the teacher's notes.
 */
final class HandoutHtml {

    private final Lesson lesson;
    private final LessonLab lab;
    private final Rulebook rulebook;
    private final Function<Step.Chart, byte[]> chartPng;
    private final String language;
    private final String content;
    private final Texts t;
    private final StringBuilder b = new StringBuilder();

    /**
     * @param language the handout's own words (headings, labels) and the numbers' format; the lesson's
     *                 texts and the rules are in the same language (English where a text lacks it)
     * @param chartPng draws a chart step as a PNG
     */
    HandoutHtml(Lesson lesson, LessonLab lab, Rulebook rulebook, String language, Function<Step.Chart, byte[]> chartPng) {
        this.lesson = lesson;
        this.lab = lab;
        this.rulebook = rulebook;
        this.chartPng = chartPng;
        this.language = language;
        this.content = Texts.PSEUDO.equals(language) ? "en" : language;
        this.t = Texts.of("handout", language);
    }

    String build() {
        b.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"")
                .append(content).append("\"><head><meta charset=\"UTF-8\"/>")
                .append("<title>").append(esc(lesson.title().in(content))).append("</title><style>").append(css()).append("</style></head><body>");
        header();
        section(t.get("section.objectives"));
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
        b.append("<p class=\"footer\">").append(esc(t.get("footer"))).append("</p>");
        b.append("</body></html>");
        return b.toString();
    }

    private void header() {
        b.append("<h1>").append(esc(lesson.title().in(content))).append("</h1>");
        b.append("<p class=\"meta\">").append(esc(track())).append(" &#183; ").append(esc(t.get("meta.level", lesson.level())))
                .append(" &#183; ").append(esc(t.get("meta.minutes", lesson.minutes()))).append(" &#183; ")
                .append(esc(t.get("meta.rules", EditionNames.of(lab.table(lesson.edition()).rules(), content))));
        if (lesson.audience() != null) {
            b.append(" &#183; ").append(esc(lesson.audience().in(content)));
        }
        b.append("</p>");
    }

    private String track() {
        return switch (lesson.track()) {
            case "rules" -> t.get("track.rules");
            case "budget" -> t.get("track.budget");
            default -> t.get("track.other", lesson.track());
        };
    }

    private void section(String title) {
        b.append("<h2>").append(esc(title)).append("</h2>");
    }

    private void keyRules() {
        if (lesson.keyRules().isEmpty()) {
            return;
        }
        section(t.get("section.key-rules"));
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
                cites.add(esc(c.ruling() == null || c.ruling().isBlank() ? t.get("cite", source, c.section())
                        : t.get("cite.ruling", source, c.section(), c.ruling())));
            }
            b.append(String.join("<br/>", cites)).append("</p></div>");
        }
    }

    private void numbers() {
        List<Figure> figures = lesson.allFigures();
        if (figures.isEmpty()) {
            return;
        }
        section(t.get("section.numbers"));
        boolean odds = figures.stream().anyMatch(f -> f.basis() == tutor.lesson.Basis.PUBLISHED);
        b.append("<p class=\"note\">").append(esc(t.get("numbers.note"))).append(odds ? " " + esc(t.get("numbers.note.odds")) : "")
                .append("</p>");
        b.append("<table class=\"numbers\"><tr><th>").append(esc(t.get("numbers.what"))).append("</th><th>")
                .append(esc(t.get("numbers.value"))).append("</th><th>").append(esc(t.get("numbers.basis"))).append("</th></tr>");
        java.util.Set<String> shown = new java.util.HashSet<>();
        for (Figure f : figures) {
            if (!shown.add(f.compute().describe() + "|" + lab.show(f))) {
                continue; // an exercise often states a number the lesson also names at the top
            }
            b.append("<tr><td>").append(esc(lab.said(f.compute(), language))).append("</td><td class=\"value\">")
                    .append(esc(lab.show(f, language))).append("</td><td>").append(esc(lab.basis(f).label(language))).append("</td></tr>");
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
                    .append("\" alt=\"").append(esc(c.caption().in(content))).append("\"/><p class=\"caption\">").append(inline(c.caption())).append("</p></div>");
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
        section(t.get("section.worksheet"));
        b.append("<p class=\"name\">").append(esc(t.get("worksheet.name"))).append(" ______________________________ &#160; ")
                .append(esc(t.get("worksheet.date"))).append(" ______________</p>");
        int n = 0;
        for (Step s : items) {
            n++;
            b.append("<div class=\"item\"><p><b>").append(n).append(".</b> ").append(inline(prompt(s))).append("</p>");
            if (s instanceof Step.Question q && !q.isAmount()) {
                int letter = 0;
                for (Step.Choice c : q.choices()) {
                    b.append("<p class=\"choice\">[&#160;&#160;] ").append(letter(letter++)).append(". ").append(inline(c.text())).append("</p>");
                }
            } else {
                b.append("<p class=\"blank\">").append(esc(t.get("worksheet.answer"))).append(" __________________ &#160; ")
                        .append(esc(t.get("worksheet.working"))).append("</p><div class=\"space\"></div>");
            }
            b.append("</div>");
        }
        b.append("</div>");
    }

    /** How the tutor works an exercise's number out, line by line, in the handout's language (the teacher's page). */
    private void working(Figure f) {
        List<String> lines = lab.compute(f.compute(), content).explanation(language);
        b.append("<p class=\"working\"><b>").append(esc(Texts.of("figures", language).get("working.title"))).append("</b></p><ul class=\"working\">");
        for (String line : lines) {
            b.append("<li>").append(esc(line)).append("</li>");
        }
        b.append("</ul>");
    }

    private static Text prompt(Step s) {
        return s instanceof Step.Question q ? q.prompt() : ((Step.Exercise) s).prompt();
    }

    private void answerKey() {
        b.append("<div class=\"key\">");
        section(t.get("section.answer-key"));
        int n = 0;
        for (Step s : worksheetSteps()) {
            n++;
            List<Text> hints = s instanceof Step.Question q ? q.hints() : ((Step.Exercise) s).hints();
            Text explain = s instanceof Step.Question q ? q.explain() : ((Step.Exercise) s).explain();
            b.append("<div class=\"item\"><p><b>").append(n).append(". ").append(esc(answer(s))).append("</b></p><p>").append(inline(explain)).append("</p>");
            if (!hints.isEmpty()) {
                b.append("<p class=\"worked\">").append(esc(t.get("key.worked"))).append(" ").append(inline(hints.get(hints.size() - 1))).append("</p>");
            }
            if (s instanceof Step.Exercise x) {
                working(x.figure());
            }
            b.append("</div>");
        }
        section(t.get("section.teacher"));
        b.append("<p><b>").append(esc(t.get("teacher.timing"))).append("</b> ").append(inline(lesson.teacherNotes().timing())).append("</p>");
        b.append("<p><b>").append(esc(t.get("teacher.beliefs"))).append("</b></p><ul>");
        for (Lesson.Misconception m : lesson.teacherNotes().misconceptions()) {
            b.append("<li>").append(inline(m.belief())).append(" <i>").append(inline(m.truth())).append("</i></li>");
        }
        b.append("</ul>");
        for (Step s : lesson.steps()) {
            if (s instanceof Step.Discuss d) {
                b.append("<p><b>").append(esc(t.get("teacher.discuss"))).append("</b> ").append(inline(d.prompt())).append("<br/><i>").append(inline(d.answer())).append("</i></p>");
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
                return q.unit().isEmpty() ? lab.show(q.amount(), tutor.lesson.Unit.MONEY, lab.currency(lesson.edition()), language)
                        : unit(q.amount(), q.unit());
            }
            int right = q.rightChoice();
            return letter(right) + ". " + fill(q.choices().get(right).text()).in(content);
        }
        return lab.show(((Step.Exercise) s).figure(), language);
    }

    /** A count with its unit in the language's plural form where the tutor knows the unit ("3 maisons"). */
    private String unit(java.math.BigDecimal amount, String unit) {
        Texts report = Texts.of("report", language);
        return report.has("unit." + unit) && amount.stripTrailingZeros().scale() <= 0
                ? report.get("unit." + unit, amount.intValueExact()) : amount.toPlainString() + " " + unit;
    }

    /** The letter of a choice in the language's alphabet (A, B, C; А, Б, В). */
    private String letter(int index) {
        String letters = t.get("choice.letters");
        return index < letters.length() ? String.valueOf(letters.charAt(index)) : Integer.toString(index + 1);
    }

    /** The text with every {{figure}} replaced by the figure as the tutor prints it. */
    private Text fill(Text t) {
        return t.fill(id -> lesson.figure(id).map(f -> lab.show(f, language)).orElse(null));
    }

    /** Markdown for a short text, without the surrounding paragraph: text only, never raw HTML or a picture ({@link SafeMarkdown}). */
    private String inline(Text t) {
        return SafeMarkdown.inline(fill(t).in(content));
    }

    private String block(Text t) {
        return SafeMarkdown.html(fill(t).in(content));
    }

    static String esc(String s) {
        return SafeMarkdown.escape(s);
    }

    /** The style sheet, with the page footer ("page 1 of 3") in the handout's language. */
    private String css() {
        String page = t.get("page", "\u0001", "\u0002").replace("\"", "'");
        String footer = "\"" + page.replace("\u0001", "\" counter(page) \"").replace("\u0002", "\" counter(pages) \"") + "\"";
        return CSS.replace("PAGE_FOOTER", footer);
    }

    private static final String CSS = """
            @page { size: A4; margin: 16mm 16mm 18mm 16mm;
                    @bottom-center { content: PAGE_FOOTER; font-family: 'DejaVu Sans', sans-serif;
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
            .working { font-size: 8pt; color: #444; margin: 0 0 0 2mm !important; }
            ul.working { padding-left: 4mm; }
            .footer { margin-top: 8mm; font-size: 7.5pt; color: #777; }
            """;
}
