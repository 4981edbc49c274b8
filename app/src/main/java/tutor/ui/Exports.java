package tutor.ui;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.function.Supplier;
import javax.swing.JFileChooser;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.SwingWorker;
import javax.swing.filechooser.FileNameExtensionFilter;
import tutor.data.Bundle;
import tutor.export.RulingExport;
import tutor.scenario.ScenarioReport;
import tutor.scenario.ScenarioRunner;
import tutor.ui.dispute.DisputeDesk;
import tutor.play.Activity;
import tutor.play.RulingEntry;
import tutor.play.ScenarioActivity;
import tutor.ui.model.TutorModel;
import tutor.ui.widgets.Fitted;
import tutor.ui.widgets.Mnemonics;

/**
 * File > Export: the ruling being read, the whole scenario's rulings, or the dispute desk's comparison, as Markdown,
 * an HTML page or a PDF, through {@link RulingExport} (the same files as {@code explain --export}). What to export is
 * taken on the event thread; the Markdown, the page and the PDF are made on a worker thread, with progress and Cancel
 * in the status line, and the file is written whole or not at all.
 */
final class Exports {

    /** What can be exported. */
    enum What { RULING, SCENARIO, COMPARISON }

    private final TutorFrame frame;
    private final TutorModel model;
    private final StatusBar status;
    private final Supplier<DisputeDesk> desk;
    private final JMenu menu = new JMenu();
    private SwingWorker<Path, Void> running;

    Exports(TutorFrame frame, TutorModel model, StatusBar status, Supplier<DisputeDesk> desk) {
        this.frame = frame;
        this.model = model;
        this.status = status;
        this.desk = desk;
        menu.setName("menu.export");
        relabel();
        model.addListener(e -> {
            if (e instanceof tutor.ui.model.TutorEvent.LanguageChanged) {
                relabel();
            }
        });
    }

    JMenu menu() {
        return menu;
    }

    /** The submenu of each thing to export, with an item per format. */
    private void relabel() {
        tutor.text.Texts t = model.texts();
        Mnemonics.apply(menu, t.get("menu.file.export"));
        menu.removeAll();
        for (What what : What.values()) {
            JMenu sub = new JMenu();
            String key = what.name().toLowerCase(java.util.Locale.ROOT);
            sub.setName("menu.export." + key);
            Mnemonics.apply(sub, t.get("menu.export." + key));
            for (RulingExport.Kind kind : RulingExport.Kind.values()) {
                String k = kind.name().toLowerCase(java.util.Locale.ROOT);
                JMenuItem item = new JMenuItem();
                item.setName("menu.export." + key + "." + k);
                Mnemonics.apply(item, t.get("menu.export.as." + k));
                item.addActionListener(e -> choose(what, kind));
                sub.add(item);
            }
            menu.add(sub);
        }
    }

    /** Asks where to write the file, then exports to it. */
    private void choose(What what, RulingExport.Kind kind) {
        Supplier<Shared> content = content(what);
        if (content == null) {
            return;
        }
        String ext = kind.name().toLowerCase(java.util.Locale.ROOT);
        JFileChooser chooser = new Fitted.Chooser(model.settings().get("lastExportFolder", System.getProperty("user.home")));
        chooser.setName("dialog.export");
        chooser.setDialogTitle(model.texts().get("dialog.export.title"));
        chooser.setFileFilter(new FileNameExtensionFilter(model.texts().get("dialog.export.filter." + ext), ext));
        chooser.setSelectedFile(new java.io.File(chooser.getCurrentDirectory(), fileName(what) + "." + ext));
        if (chooser.showSaveDialog(frame) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        Path out = chooser.getSelectedFile().toPath();
        if (!out.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith("." + ext)) {
            out = out.resolveSibling(out.getFileName() + "." + ext);
        }
        model.settings().put("lastExportFolder", out.toAbsolutePath().getParent().toString());
        write(content, kind, out);
    }

    /**
     * The file name suggested for an export, without its extension: the scenario's id, then what it holds in the window's
     * language, as the handout's name is ("-décision-3", "-решение-3"; the words are the bundle's).
     */
    String fileName(What what) {
        tutor.text.Texts t = model.texts();
        String base = base(model.activity(), t);
        RulingEntry r = model.timeline().selected();
        return switch (what) {
            case RULING -> t.get("export.file.ruling", base, String.valueOf(r == null ? 0 : r.number()));
            case SCENARIO -> t.get("export.file.rulings", base);
            case COMPARISON -> t.get("export.file.comparison", base);
        };
    }

    /** The scenario's id; Your own table by the screen's name in the window's language, never its inner "edited-position-1". */
    static String base(Activity a, tutor.text.Texts t) {
        if (a instanceof tutor.play.EditedPositionActivity) {
            return t.get("export.file.ownTable");
        }
        return a == null ? "tutor" : a.id().replaceAll("[^A-Za-z0-9._-]", "-");
    }

    /** A title and its Markdown. */
    record Shared(String title, String markdown) { }

    /**
     * What to export, taken now on the event thread; the Markdown itself is made later by the worker. Null (and said
     * in the status line) when there is nothing to export.
     */
    Supplier<Shared> content(What what) {
        TutorModel.requireEdt();
        tutor.text.Texts t = model.texts();
        Activity a = model.activity();
        String lang = model.dataLanguage();
        switch (what) {
            case RULING -> {
                RulingEntry r = model.timeline().selected();
                if (r == null || a == null) {
                    model.notice(t.get("notice.export.noRuling"), true);
                    return null;
                }
                String heading = t.get("export.ruling.title", r.number(), what(r, lang));
                String title = a.title();
                tutor.text.Texts words = tutor.text.Texts.of("ui", lang);
                return () -> new Shared(title, new tutor.export.RulingMarkdown(Bundle.get().rulebook(lang), words, lang)
                        .page(title, List.of(heading), List.of(r.ruling().trace())));
            }
            case SCENARIO -> {
                if (a == null) {
                    model.notice(t.get("notice.export.nothingOpen"), true);
                    return null;
                }
                ScenarioActivity s = a instanceof ScenarioActivity sa ? sa : null;
                String uiLanguage = model.language();
                if (s != null) {
                    tutor.scenario.Scenario scenario = s.texts();
                    return () -> new Shared(scenario.title(),
                            ScenarioReport.toShare(Bundle.get().rulebook(lang), uiLanguage).render(new ScenarioRunner().run(scenario)));
                }
                // Another activity (a free game, a table put to the referee): its rulings so far, in order.
                List<RulingEntry> rulings = model.timeline().rulings();
                String title = a.title();
                List<String> headings = rulings.stream().map(r -> t.get("export.ruling.title", r.number(), what(r, lang))).toList();
                tutor.text.Texts words = tutor.text.Texts.of("ui", lang);
                List<tutor.trace.Trace> traces = rulings.stream().map(r -> r.ruling().trace()).toList();
                return () -> new Shared(title, new tutor.export.RulingMarkdown(Bundle.get().rulebook(lang), words, lang).page(title, headings, traces));
            }
            default -> {
                Supplier<DisputeDesk.Shared> shown = desk.get().shared();
                if (shown == null) {
                    model.notice(t.get("notice.export.noComparison"), true);
                    return null;
                }
                return () -> {
                    DisputeDesk.Shared c = shown.get();
                    return new Shared(c.title(), c.markdown());
                };
            }
        }
    }

    /** A ruling's move in words, in the language of the rule data. */
    private static String what(RulingEntry r, String lang) {
        return r.before() == null || r.move() == null ? r.what() : tutor.scenario.MoveText.describe(r.before(), r.move(), Bundle.get().words(lang));
    }

    /** Writes {@code content} as {@code kind} to {@code out} on a worker thread; the status line follows it. */
    SwingWorker<Path, Void> write(Supplier<Shared> content, RulingExport.Kind kind, Path out) {
        TutorModel.requireEdt();
        if (running != null) {
            running.cancel(true);
        }
        String lang = model.dataLanguage();
        tutor.text.Texts t = model.texts();
        SwingWorker<Path, Void> worker = new SwingWorker<>() {
            @Override
            protected Path doInBackground() throws Exception {
                Shared s = content.get();
                if (isCancelled()) {
                    return null;
                }
                RulingExport.write(kind, s.title(), s.markdown(), lang, out);
                return out;
            }

            @Override
            protected void done() {
                if (running == this) {
                    running = null;
                    status.idle();
                }
                try {
                    model.notice(t.get("notice.export.wrote", get().toString()), false);
                } catch (CancellationException e) {
                    model.notice(t.get("notice.export.cancelled"), false);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    Throwable why = e.getCause();
                    model.notice(t.get("notice.export.failed", out.toString(),
                            why.getMessage() == null ? why.getClass().getSimpleName() : why.getMessage()), true);
                }
            }
        };
        running = worker;
        SwingWorker<Path, Void> self = worker;
        status.busy(t.get("notice.export.writing", out.getFileName().toString()), () -> self.cancel(true));
        worker.execute();
        return worker;
    }

    /** Exports without asking where (for tests and scripts): as the menu does once a file is chosen. */
    SwingWorker<Path, Void> exportTo(What what, RulingExport.Kind kind, Path out) {
        Supplier<Shared> content = content(what);
        return content == null ? null : write(content, kind, out);
    }
}
