package dev.stagestack.player.fx;

import dev.stagestack.model.io.AtomicFiles;
import dev.stagestack.model.json.GraphCodec;
import dev.stagestack.player.fx.model.PlayerSession;
import dev.stagestack.player.fx.model.PlayerViewModel;
import dev.stagestack.player.fx.model.TraceExport;
import dev.stagestack.runtime.debug.TickSnapshot;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.runtime.trace.ScriptParse;
import dev.stagestack.tools.export.ExportRefusedException;
import dev.stagestack.web.page.WebBundle;
import dev.stagestack.web.page.WebPage;
import dev.stagestack.web.page.WebPageExporter;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * The player's files: the dialogs that ask where (replaced in tests, which cannot drive one), the
 * trace, script and chain it writes, and the scripts it reads. A failure shows in the overlay.
 */
final class PlayerFiles {

    private final PlayerView view;
    private final PlayerSession session;
    /** Where a file that cannot be read or written is said: the overlay's error line. */
    private final java.util.function.Consumer<String> problem;
    /** The graph file's folder, whose images and sounds a web page carries; null when not known. */
    private final Path graphFolder;

    private BiFunction<Window, String, File> exportChooser = (owner, suggested) -> {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export " + suggested);
        chooser.setInitialFileName(suggested);
        return chooser.showSaveDialog(owner);
    };
    private Function<Window, File> scriptChooser = owner -> {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open script");
        chooser.getExtensionFilters()
                .addAll(
                        new FileChooser.ExtensionFilter("Scripts", "*.script"),
                        new FileChooser.ExtensionFilter("All files", "*"));
        return chooser.showOpenDialog(owner);
    };

    PlayerFiles(PlayerView view, PlayerViewModel model, Path graphFolder) {
        this.view = view;
        this.graphFolder = graphFolder;
        this.session = model.session();
        this.problem = model::sayProblem;
    }

    void setExportChooser(BiFunction<Window, String, File> chooser) {
        exportChooser = chooser;
    }

    void setScriptChooser(Function<Window, File> chooser) {
        scriptChooser = chooser;
    }

    /** Asks for a script and reads it; empty when cancelled or refused (its problems shown). */
    Optional<Script> askForScript() {
        File file = scriptChooser.apply(owner());
        if (file == null) {
            return Optional.empty();
        }
        ScriptParse read = Script.read(file.toPath());
        if (!read.problems().isEmpty()) {
            problem.accept(read.problems().get(0).format()
                    + (read.problems().size() > 1 ? " (and " + (read.problems().size() - 1) + " more)" : ""));
            return Optional.empty();
        }
        return Optional.of(read.script());
    }

    /** Writes {@code lines} where the user says. */
    void export(String suggestedName, List<String> lines) {
        File file = exportChooser.apply(owner(), suggestedName);
        if (file != null) {
            TraceExport.write(file.toPath(), lines).ifPresent(problem);
        }
    }

    /**
     * Writes the chain of {@code shown} where the user says: an SVG (drawn from the layout, light
     * theme), or — for a file named {@code .png} — a PNG of the overlay's chain as it is drawn now.
     */
    void exportChain(TickSnapshot shown) {
        File file = exportChooser.apply(owner(), "chain-tick-" + shown.tick() + ".svg");
        if (file == null) {
            return;
        }
        try {
            if (file.getName().toLowerCase(Locale.ROOT).endsWith(".png")) {
                AtomicFiles.write(
                        file.toPath(),
                        out -> out.write(PngImages.encode(view.overlay().chainPicture())));
            } else {
                AtomicFiles.writeString(file.toPath(), ChainSvg.of(shown, session.states()));
            }
        } catch (IOException | RuntimeException e) {
            problem.accept(file + ": cannot write it: " + e.getMessage());
        }
    }

    /**
     * Writes, where the user says, the web page of this run (docs/web.md): the graph, and this run's
     * input events as the script the page replays at load, for the ticks the run has begun; then the
     * page runs on live, with the images, sounds and music of the graph's states when the player knows its
     * file's folder. A graph whose behaviours no page program on the class path has, or a run
     * started from a stack, is refused in the overlay's error line.
     */
    void exportWebPage(PlayerSession run) {
        if (run.startStack().isPresent()) {
            problem.accept("a run started from a stack cannot be replayed in a web page yet (docs/web.md)");
            return;
        }
        WebBundle program;
        try {
            program = WebPageExporter.programFor(run.graph());
        } catch (ExportRefusedException e) {
            problem.accept(e.getMessage());
            return;
        }
        File file = exportChooser.apply(owner(), "session.html");
        if (file == null) {
            return;
        }
        String script = String.join("\n", run.script()) + "\n";
        String page = WebPage.html(
                run.graph().name() + ".stagestack.json",
                GraphCodec.write(run.graph()),
                "session.script",
                script,
                run.ticksBegun(),
                program,
                graphFolder);
        try {
            AtomicFiles.writeString(file.toPath(), page);
        } catch (IOException | RuntimeException e) {
            problem.accept(file + ": cannot write it: " + e.getMessage());
        }
    }

    private Window owner() {
        return view.getScene() == null ? null : view.getScene().getWindow();
    }
}
