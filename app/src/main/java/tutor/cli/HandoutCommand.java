package tutor.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import tutor.data.Bundle;
import tutor.handout.HandoutPdf;
import tutor.lesson.LessonLab;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;
import tutor.scenario.Lang;
import tutor.scenario.Problem;
import tutor.text.Phrase;
import tutor.text.Texts;

/**
 * {@code handout LESSON.yaml --out FILE.pdf}: a lesson's printable handout, worksheet and answer
 * key, in the language asked for (its headings, the lesson's texts, the rules and the numbers).
 */
final class HandoutCommand {

    private final PrintStream out;
    private final tutor.trace.Rulebook book;
    private final String language;

    HandoutCommand(PrintStream out, tutor.trace.Rulebook book, String language) {
        this.out = out;
        this.book = book;
        this.language = language;
    }

    int run(Options o) {
        if (o.arguments().size() != 1) {
            throw new UsageException(Phrase.of("cli", "handout.error.one-file"));
        }
        Path lessonFile = Path.of(o.arguments().get(0));
        if (!Files.isRegularFile(lessonFile)) {
            throw new UsageException(Phrase.of("cli", "handout.error.no-file", lessonFile.toString()));
        }
        String target = o.get("out", null);
        if (target == null) {
            String name = lessonFile.getFileName().toString().replaceFirst("\\.ya?ml$", "");
            target = name + ".pdf";
        }
        if (!target.endsWith(".pdf")) {
            throw new UsageException(Phrase.of("cli", "handout.error.not-pdf", target));
        }
        Texts t = Texts.of("cli", language);
        LessonLab lab = LibraryData.lab();
        LessonLoader.LoadResult r = new LessonLoader(Bundle.get(), lab).load(lessonFile);
        if (!r.loaded()) {
            out.println(t.get("check.tag.broken") + " " + lessonFile);
            for (Problem p : r.problems()) {
                out.println("  " + p.toString(language));
            }
            return 2;
        }
        Path pdf = Path.of(target);
        try {
            HandoutPdf.write(r.lesson(), lab, book, language, pdf);
        } catch (IOException | RuntimeException e) {
            out.println(t.get("handout.error.write", pdf.toString(), String.valueOf(e.getMessage())));
            return 1;
        }
        out.println(t.get("handout.written", pdf.toString(), r.lesson().title().in(Lang.content(language))));
        return 0;
    }
}
