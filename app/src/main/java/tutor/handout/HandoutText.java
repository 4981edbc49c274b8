package tutor.handout;

import tutor.lesson.Figure;
import tutor.lesson.Lesson;
import tutor.lesson.LessonLab;
import tutor.lesson.Step;
import tutor.lesson.Text;
import tutor.text.Texts;

/** A lesson's texts as a handout prints them: in its language, with every {{figure}} filled in, Markdown made XHTML. */
final class HandoutText {

    private final Lesson lesson;
    private final LessonLab lab;
    private final String language;
    private final String content;
    private final Texts t;

    HandoutText(Lesson lesson, LessonLab lab, String language, String content) {
        this.lesson = lesson;
        this.lab = lab;
        this.language = language;
        this.content = content;
        this.t = Texts.of("handout", language);
    }

    String content() {
        return content;
    }

    /** The text with every {{figure}} replaced by the figure as the tutor prints it. */
    Text fill(Text text) {
        return text.fill(id -> lesson.figure(id).map(f -> lab.show(f, language)).orElse(null));
    }

    /** Markdown for a short text, without the surrounding paragraph: text only, never raw HTML or a picture ({@link SafeMarkdown}). */
    String inline(Text text) {
        return keepFractions(SafeMarkdown.inline(fill(text).in(content)));
    }

    /** Markdown for a text of several paragraphs, as text only ({@link SafeMarkdown}). */
    String block(Text text) {
        return keepFractions(SafeMarkdown.html(fill(text).in(content)));
    }

    /** A fraction such as 1/216 or 91/216, outside any tag: kept on one line ("1 /216" split over two read as two numbers). */
    private static final java.util.regex.Pattern FRACTION = java.util.regex.Pattern.compile("(?<![\\w./])(\\d+/\\d+)(?![\\w/])(?![^<]*>)");

    static String keepFractions(String html) {
        return FRACTION.matcher(html).replaceAll("<span class=\"nobr\">$1</span>");
    }

    /** What a figure is, for learners: the lesson's label, or the tutor's own description of the computation. */
    String what(Figure f) {
        return f.label() != null ? fill(f.label()).in(content) : lab.said(f.compute(), language);
    }

    /** The letter of a choice in the language's alphabet (A, B, C; А, Б, В). */
    String letter(int index) {
        String letters = t.get("choice.letters");
        return index < letters.length() ? String.valueOf(letters.charAt(index)) : Integer.toString(index + 1);
    }

    static Text prompt(Step s) {
        return s instanceof Step.Question q ? q.prompt() : ((Step.Exercise) s).prompt();
    }
}
