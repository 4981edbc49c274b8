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
import tutor.scenario.Problem;

/** {@code handout LESSON.yaml --out FILE.pdf}: a lesson's printable handout, worksheet and answer key. */
final class HandoutCommand {

    private final PrintStream out;

    private final tutor.trace.Rulebook book;

    HandoutCommand(PrintStream out, tutor.trace.Rulebook book) {
        this.out = out;
        this.book = book;
    }

    int run(Options o) {
        if (o.arguments().size() != 1) {
            throw new UsageException("handout needs one lesson file, for example: handout lessons/rules/leaving-jail.yaml --out jail.pdf");
        }
        Path lessonFile = Path.of(o.arguments().get(0));
        if (!Files.isRegularFile(lessonFile)) {
            throw new UsageException("no such lesson file: " + lessonFile);
        }
        String target = o.get("out", null);
        if (target == null) {
            String name = lessonFile.getFileName().toString().replaceFirst("\\.ya?ml$", "");
            target = name + ".pdf";
        }
        if (!target.endsWith(".pdf")) {
            throw new UsageException("--out names a .pdf file, not '" + target + "'");
        }
        LessonLab lab = LibraryData.lab();
        LessonLoader.LoadResult r = new LessonLoader(Bundle.get(), lab).load(lessonFile);
        if (!r.loaded()) {
            out.println("BROKEN " + lessonFile);
            for (Problem p : r.problems()) {
                out.println("  " + p);
            }
            return 2;
        }
        Path pdf = Path.of(target);
        try {
            HandoutPdf.write(r.lesson(), lab, book, pdf);
        } catch (IOException | RuntimeException e) {
            out.println("could not write " + pdf + ": " + e.getMessage());
            return 1;
        }
        out.println("Wrote " + pdf + ": the handout of \"" + r.lesson().title().en() + "\" (objectives, key rules, numbers, "
                + "charts, worksheet; the answer key on its own page)");
        return 0;
    }
}
