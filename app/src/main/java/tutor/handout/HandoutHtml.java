package tutor.handout;

import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import tutor.data.Bundle;
import tutor.lesson.Figure;
import tutor.lesson.Lesson;
import tutor.lesson.LessonLab;
import tutor.lesson.Step;
import tutor.lesson.Term;
import tutor.lesson.Text;
import tutor.rules.edition.RuleSet;
import tutor.scenario.EditionNames;
import tutor.text.Texts;
import tutor.trace.RuleEntry;
import tutor.trace.Rulebook;

/**
 * A lesson as the XHTML page a handout is printed from. For the learners: objectives (with the
 * curriculum areas), the words to know, the key rules with their citations, the lesson's numbers
 * (each with where it comes from; never a worksheet's answer) and charts; then, from a new page, the
 * worksheet and the exit ticket. For the teacher, from a new page: the answer key with the common
 * wrong answers and why, the exit ticket's answers, the recap, and the teacher's notes.
 */
final class HandoutHtml {

    private final Lesson lesson;
    private final LessonLab lab;
    private final Rulebook rulebook;
    private final Function<Step.Chart, byte[]> chartPng;
    private final String language;
    private final String content;
    private final Texts t;
    private final HandoutText words;
    private final StringBuilder b = new StringBuilder();
    /** Every heading printed, so a read-back can tell a heading stranded at the foot of a page. */
    private final Set<String> headings = new LinkedHashSet<>();

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
        this.words = new HandoutText(lesson, lab, language, content);
    }

    String build() {
        return build(HandoutStyle.DENSITIES.get(0));
    }

    /** The page at a density (1 = the handout's normal type; less is tighter, to keep a last line off a page of its own). */
    String build(double density) {
        return build(density, false);
    }

    /**
     * The page at a density, the table of numbers either among the learners' pages (before the worksheet) or, when
     * {@code numbersForTeacher}, after the answer key: a short table that fits nowhere else would stand nearly alone
     * on a page before the worksheet (income-tax-choice, 26% of a page), and the teacher's pages take it instead.
     */
    String build(double density, boolean numbersForTeacher) {
        b.setLength(0);
        headings.clear();
        b.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"")
                .append(content).append("\"><head><meta charset=\"UTF-8\"/>")
                .append("<title>").append(esc(lesson.title().in(content))).append("</title><style>")
                .append(HandoutStyle.css(t, density)).append("</style></head><body>");
        header();
        objectives();
        glossary();
        keyRules();
        charts();
        if (!numbersForTeacher) {
            numbers();
        }
        worksheet();
        exitTicket();
        new AnswerKeyHtml(lesson, lab, t, words, b, this::section).write(worksheetSteps());
        if (numbersForTeacher) {
            numbers();
        }
        b.append("<p class=\"footer\">").append(esc(t.get("footer"))).append("</p>");
        b.append("</body></html>");
        return heldGuillemets(b.toString());
    }

    private static final java.util.regex.Pattern OPEN_SPACE = java.util.regex.Pattern.compile("«[ \\t\\n]+");
    private static final java.util.regex.Pattern SPACE_CLOSE = java.util.regex.Pattern.compile("[ \\t\\n]+»");

    /**
     * The page with every guillemet held to its words by a no-break space, so a line never starts with '»' nor ends
     * with '«' (a glossary's narrow column broke '« Vous êtes libéré de prison »' before its '»'), whatever space a
     * text was typed with. A French text already has its no-break spaces, a Russian one none; both are left as they are.
     */
    static String heldGuillemets(String page) {
        return SPACE_CLOSE.matcher(OPEN_SPACE.matcher(page).replaceAll("«\u00a0")).replaceAll("\u00a0»");
    }

    /** The headings of the page last built: every h1, h2 and h3 (the answer key's too), as printed. */
    Set<String> headings() {
        Set<String> out = new LinkedHashSet<>(headings);
        java.util.regex.Matcher m = HEADING.matcher(b);
        while (m.find()) {
            out.add(m.group(1).replaceAll("<[^>]*>", "").replace("&quot;", "\"").replace("&gt;", ">").replace("&lt;", "<")
                    .replace("&amp;", "&").strip());
        }
        return Set.copyOf(out);
    }

    private static final java.util.regex.Pattern HEADING = java.util.regex.Pattern.compile("<h[1-3][^>]*>(.*?)</h[1-3]>");

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

    /** A section heading, kept with what follows it. */
    private void section(String title) {
        headings.add(title);
        b.append("<h2>").append(esc(title)).append("</h2>");
    }

    private void objectives() {
        b.append("<div class=\"keep\">");
        section(t.get("section.objectives"));
        b.append("<ul class=\"objectives\">");
        for (Text o : lesson.objectives()) {
            b.append("<li>").append(words.inline(o)).append("</li>");
        }
        b.append("</ul></div>");
        if (!lesson.curriculum().isEmpty()) {
            List<String> areas = lesson.curriculum().stream().map(a -> t.get("curriculum." + a)).toList();
            b.append("<p class=\"curriculum\">").append(esc(t.get("objectives.curriculum", String.join(" · ", areas)))).append("</p>");
        }
        if (lesson.handout().summary() != null) {
            b.append("<p class=\"summary\">").append(words.inline(lesson.handout().summary())).append("</p>");
        }
    }

    private void glossary() {
        if (lesson.glossary().isEmpty()) {
            return;
        }
        b.append("<div class=\"keep\">");
        section(t.get("section.glossary"));
        b.append("<table class=\"glossary\">");
        for (Term term : lesson.glossary()) {
            b.append("<tr><td class=\"word\">").append(esc(term.word().in(content))).append("</td><td>")
                    .append(esc(term.meaning().in(content))).append("</td></tr>");
        }
        b.append("</table></div>");
    }

    private void keyRules() {
        String base = lesson.edition().split("\\+")[0];
        List<RuleSet> others = tutor.scenario.CitationScope.OTHER_GAMES.stream().filter(g -> !g.equals(base))
                .map(g -> lab.table(g).rules()).toList();
        RuleSet classic = lab.table("classic").rules();
        List<String> played = new ArrayList<>(List.of(lesson.edition()));
        for (Step s : lesson.steps()) {
            if (s instanceof Step.Play p) {
                played.addAll(p.compare());
            }
        }
        Map<String, String> houseRules = new java.util.LinkedHashMap<>();
        Bundle.get().houseRules().values().forEach(h -> houseRules.put(h.id(), h.source()));
        KeyRules printing = new KeyRules(rulebook, new tutor.scenario.CitationScope(lab.table(lesson.edition()).rules(),
                lesson.edition(), others, classic,
                tutor.scenario.CitationScope.otherEditions(played, Bundle.get().rulesets().values(), houseRules, classic)));
        boolean first = true;
        for (String id : lesson.keyRules()) {
            RuleEntry e = rulebook.rule(id).orElse(null);
            if (e == null) {
                continue;
            }
            KeyRules.Printed p = printing.print(e, t);
            b.append("<div class=\"rule\">");
            if (first) {
                section(t.get("section.key-rules"));
                first = false;
            }
            b.append("<p><b>").append(esc(p.title())).append("</b>").append(p.text().isEmpty() ? "" : "<br/>" + esc(p.text()))
                    .append("</p><p class=\"cite\">")
                    .append(String.join("<br/>", p.citations().stream().map(HandoutHtml::esc).toList())).append("</p></div>");
        }
    }

    /**
     * The lesson's numbers, less those a worksheet asks for (its exercises' and those the lesson marks {@code key-only}):
     * the learners work those out, and the key gives them.
     */
    private void numbers() {
        Set<tutor.lesson.Computation> answers = new java.util.HashSet<>();
        for (Step s : worksheetSteps()) {
            if (s instanceof Step.Exercise e) {
                answers.add(e.figure().compute());
            }
        }
        List<Figure> figures = lesson.allFigures().stream()
                .filter(f -> !answers.contains(f.compute()) && !lesson.handout().keyOnly().contains(f.id())).toList();
        if (figures.isEmpty()) {
            return;
        }
        boolean odds = figures.stream().anyMatch(f -> f.basis() == tutor.lesson.Basis.PUBLISHED);
        // The table of numbers moves whole with its heading, so a page never holds its last rows alone (a longer table
        // than a page still breaks, its heading row repeated).
        b.append("<div class=\"keep\">");
        section(t.get("section.numbers"));
        b.append("<p class=\"note\">").append(esc(t.get("numbers.note"))).append(odds ? " " + esc(t.get("numbers.note.odds")) : "")
                .append("</p>");
        b.append("<table class=\"numbers\"><thead><tr><th>").append(esc(t.get("numbers.what"))).append("</th><th>")
                .append(esc(t.get("numbers.value"))).append("</th><th>").append(esc(t.get("numbers.basis"))).append("</th></tr></thead><tbody>");
        Set<String> shown = new java.util.HashSet<>();
        for (Figure f : figures) {
            String what = words.what(f);
            if (!shown.add(what + "|" + lab.show(f))) {
                continue; // an exercise often states a number the lesson also names at the top
            }
            b.append("<tr><td>").append(esc(what)).append("</td><td class=\"value\">")
                    .append(esc(lab.show(f, language))).append("</td><td>").append(esc(lab.basis(f).label(language, f.unit()))).append("</td></tr>");
        }
        b.append("</tbody></table></div>");
    }

    private void charts() {
        for (Step s : lesson.steps()) {
            if (s instanceof Step.Chart c && (lesson.handout().charts().isEmpty() || lesson.handout().charts().contains(c.id()))) {
                b.append("<div class=\"chart\"><img src=\"data:image/png;base64,").append(Base64.getEncoder().encodeToString(chartPng.apply(c)))
                        .append("\" alt=\"").append(esc(c.caption().in(content))).append("\"/><p class=\"caption\">")
                        .append(words.inline(c.caption())).append("</p></div>");
            }
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
            b.append("<div class=\"item\"><p><b>").append(n).append(".</b> ").append(words.inline(HandoutText.prompt(s))).append("</p>");
            if (s instanceof Step.Question q && !q.isAmount()) {
                List<Integer> order = tutor.lesson.ChoiceOrder.onPaper(q.id(), q.choices().size());
                for (int letter = 0; letter < order.size(); letter++) {
                    Step.Choice c = q.choices().get(order.get(letter));
                    b.append("<p class=\"choice\">[&#160;&#160;] ").append(words.letter(letter)).append(". ").append(words.inline(c.text())).append("</p>");
                }
            } else {
                b.append("<p class=\"blank\">").append(esc(t.get("worksheet.answer"))).append(" __________________ &#160; ")
                        .append(esc(t.get("worksheet.working"))).append("</p><div class=\"space\"></div>");
            }
            b.append("</div>");
        }
        b.append("</div>");
    }

    /** The exit ticket: a slip to cut off and hand in, at the foot of the worksheet. */
    private void exitTicket() {
        if (lesson.exitTicket().isEmpty()) {
            return;
        }
        b.append("<div class=\"exit").append(worksheetSteps().isEmpty() ? " alone" : "").append("\"><h3>")
                .append(esc(t.get("section.exit-ticket"))).append("</h3>");
        headings.add(t.get("section.exit-ticket"));
        b.append("<p class=\"note\">").append(esc(t.get("exit.note"))).append("</p><p class=\"name\">").append(esc(t.get("worksheet.name")))
                .append(" ______________________________</p>");
        int n = 0;
        for (Lesson.ExitQuestion q : lesson.exitTicket()) {
            b.append("<div class=\"item\"><p><b>").append(++n).append(".</b> ").append(words.inline(q.prompt()))
                    .append("</p><p class=\"line\">&#160;</p><p class=\"line\">&#160;</p></div>");
        }
        b.append("</div>");
    }

    static String esc(String s) {
        return SafeMarkdown.escape(s);
    }
}
