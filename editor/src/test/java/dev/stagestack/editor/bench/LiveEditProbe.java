package dev.stagestack.editor.bench;

import atlantafx.base.theme.PrimerDark;
import dev.stagestack.editor.app.EditorDriver;
import dev.stagestack.editor.app.EditorWindow;
import dev.stagestack.editor.command.ReplaceStateCommand;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.prefs.Preferences;
import javafx.animation.AnimationTimer;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * Measures what docs/BENCHMARKS.md "Edit while playing" reports: the time from an edit made while
 * Play runs to the first frame whose run has the edited graph. It opens a graph file (the first
 * argument), starts Play, then makes {@code probe.edits} edits one after the other (the covered
 * policy of the state that is head, freeze and update in turn), each once the last one reached the
 * run, and prints the median and the largest time. Run it under a display (Xvfb).
 */
public final class LiveEditProbe {
    private static final int EDITS = Integer.getInteger("probe.edits", 60);

    private LiveEditProbe() {}

    public static void main(String[] args) {
        Application.launch(ProbeApp.class, args);
    }

    /** The probe's application; not the main class, so the JavaFX launcher check is not hit. */
    public static final class ProbeApp extends Application {
        @Override
        public void start(Stage stage) throws Exception {
            LiveEditProbe.start(stage, Path.of(getParameters().getRaw().get(0)));
        }
    }

    static void start(Stage stage, Path file) throws Exception {
        Application.setUserAgentStylesheet(new PrimerDark().getUserAgentStylesheet());
        Preferences prefs = Preferences.userRoot().node("dev/stagestack/editor-live-edit-probe");
        EditorDriver window = new EditorDriver(
                new EditorWindow(stage, prefs, new RecoveryStore(Files.createTempDirectory("stagestack-probe"))));
        window.show();
        window.files().open(file);
        window.play().start();
        new Edits(window).start();
    }

    /** One edit at a time: made on a pulse, timed until the pulse whose run has it. */
    private static final class Edits extends AnimationTimer {
        private final EditorDriver window;
        private final List<Double> millis = new ArrayList<>();
        private final List<Integer> frames = new ArrayList<>();
        private Graph waitingFor;
        private long madeAt;
        private int framesWaited;

        Edits(EditorDriver window) {
            this.window = window;
        }

        @Override
        public void handle(long now) {
            if (waitingFor != null && window.play().player().session().graph() != waitingFor) {
                framesWaited++;
                return;
            }
            if (waitingFor != null) {
                millis.add((System.nanoTime() - madeAt) / 1e6);
                frames.add(framesWaited + 1);
            }
            if (millis.size() == EDITS) {
                stop();
                report();
                return;
            }
            waitingFor = null;
            edit();
        }

        private void edit() {
            String head = window.play().headState();
            StateDef state =
                    head == null ? null : window.document().graph().state(head).orElse(null);
            if (state == null) {
                return; // the run has not shown its head yet
            }
            CoveredPolicy other = state.covered() == CoveredPolicy.FREEZE ? CoveredPolicy.UPDATE : CoveredPolicy.FREEZE;
            madeAt = System.nanoTime();
            framesWaited = 0;
            window.document().execute(ReplaceStateCommand.edit(state, state.withCovered(other)));
            waitingFor = window.document().graph();
        }

        private void report() {
            List<Double> sorted = new ArrayList<>(millis);
            Collections.sort(sorted);
            List<Integer> pulses = new ArrayList<>(frames);
            Collections.sort(pulses);
            System.out.printf(
                    Locale.ROOT,
                    "%d edits while playing %s (%d states): edit to run median %.1f ms, max %.1f ms;"
                            + " frames from the edit to the run with it: median %d, max %d%n",
                    sorted.size(),
                    window.document().graph().name(),
                    window.document().graph().states().size(),
                    sorted.get(sorted.size() / 2),
                    sorted.get(sorted.size() - 1),
                    pulses.get(pulses.size() / 2),
                    pulses.get(pulses.size() - 1));
            window.play().stop();
            Platform.exit();
        }
    }
}
