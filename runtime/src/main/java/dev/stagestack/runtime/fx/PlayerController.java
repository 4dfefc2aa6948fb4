package dev.stagestack.runtime.fx;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.clock.FrameClock;
import dev.stagestack.runtime.fx.model.PlayerCommand;
import dev.stagestack.runtime.fx.model.PlayerSession;
import dev.stagestack.runtime.fx.model.SnapshotRing;
import dev.stagestack.runtime.fx.model.TickSnapshot;
import dev.stagestack.runtime.fx.model.TraceExport;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.io.File;
import java.util.EnumMap;
import java.util.Map;
import javafx.animation.AnimationTimer;
import javafx.event.EventHandler;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.stage.FileChooser;

/**
 * Runs a {@link PlayerSession} on a JavaFX {@link AnimationTimer} and keeps its
 * {@link PlayerView} in step: one frame of the clock per pulse, keys and buttons queued as the
 * next tick's events, the teaching commands, and time travel over the recorded ticks.
 * Thin: the rules live in the session; this class only routes.
 */
public final class PlayerController {

    private final PlayerSession session;
    private final PlayerView view;
    private final Map<PlayerCommand, KeyCombination> shortcuts = new EnumMap<>(PlayerCommand.class);
    private final FrameLoop loop = new FrameLoop();
    private Long travelTick;
    private int shownRun;
    private long shownLogVersion = -1;

    /** A player of {@code graph}, started and paused until {@link #start()}. */
    public PlayerController(Graph graph, BehaviorRegistry behaviors) {
        this(new PlayerSession(graph, behaviors, SnapshotRing.DEFAULT_CAPACITY));
    }

    public PlayerController(PlayerSession session) {
        this.session = session;
        this.view = new PlayerView(session, this::run, this::travelTo);
        for (PlayerCommand c : PlayerCommand.values()) {
            shortcuts.put(c, KeyCombination.valueOf(c.shortcut()));
        }
        view.addEventFilter(KeyEvent.KEY_PRESSED, keyHandler());
        shownRun = session.runNumber();
        refresh();
    }

    public PlayerView view() {
        return view;
    }

    public PlayerSession session() {
        return session;
    }

    /** Starts the frame loop: the run ticks in real time from now. */
    public void start() {
        loop.start();
    }

    /** Stops the frame loop and ends the run with its teardown (SEMANTICS §7). */
    public void close() {
        loop.stop();
        session.close();
        refresh();
    }

    /** Carries out one teaching command, as its control or shortcut does. */
    public void run(PlayerCommand command) {
        switch (command) {
            case PAUSE_RESUME -> togglePause();
            case STEP_TICK -> live(() -> {
                session.pause();
                session.tick();
            });
            case STEP_COMMIT -> live(session::stepCommit);
            case SLOWER -> session.setSpeed(Math.max(FrameClock.MIN_SPEED, session.speed() / 2));
            case FASTER -> session.setSpeed(Math.min(FrameClock.MAX_SPEED, session.speed() * 2));
            case NORMAL_SPEED -> session.setSpeed(FrameClock.NORMAL_SPEED);
            case RESTART_RUN -> live(session::restart);
            case SCRUB_BACK -> travelTo(shownTick() - 1);
            case SCRUB_FORWARD -> travelTo(shownTick() + 1);
            case GO_LIVE -> travelTick = null;
            case EXPORT_TRACE -> exportTrace();
            case TOGGLE_OVERLAY -> view.setOverlayVisible(!view.isOverlayVisible());
            default -> throw new AssertionError(command);
        }
        refresh();
    }

    /** Shows the recorded tick {@code tick} read-only (pausing the run); the live tick goes live. */
    public void travelTo(long tick) {
        SnapshotRing history = session.history();
        long oldest = history.oldest().map(TickSnapshot::tick).orElse(0L);
        long live = session.live().tick();
        long target = Math.max(oldest, Math.min(live, tick));
        if (target == live) {
            travelTick = null;
        } else {
            session.pause();
            travelTick = target;
        }
        refresh();
    }

    /** The tick the overlay shows: the live one, or the one time travel selected. */
    public long shownTick() {
        return travelTick != null ? travelTick : session.live().tick();
    }

    /** Whether the overlay shows a recorded tick rather than the live one. */
    public boolean travelling() {
        return travelTick != null;
    }

    /** Brings the view up to date with the session; the frame loop calls it every pulse. */
    public void refresh() {
        if (shownRun != session.runNumber()) {
            shownRun = session.runNumber();
            view.screen().reset();
            travelTick = null;
        }
        view.screen().refresh(session.paused());
        TickSnapshot shown = travelTick == null ? session.live()
                : session.history().at(travelTick).orElse(session.live());
        view.overlay().show(shown, travelling(), session.live().tick());
        view.overlay().showError(session.lastError().map(l -> l.text()).orElse(null));
        refreshLog();
        view.overlay().showFrameTimes(session.frameTimes());
        long oldest = session.history().oldest().map(TickSnapshot::tick).orElse(0L);
        view.controls().show(session.paused(), session.speed(), oldest, session.live().tick(), shownTick(),
                view.isOverlayVisible());
    }

    private void refreshLog() {
        if (travelTick != null) {
            view.overlay().showLog(new LogWindow(session.history()).endingAt(travelTick));
            shownLogVersion = -1;
        } else if (session.log().version() != shownLogVersion) {
            shownLogVersion = session.log().version();
            view.overlay().showLog(session.log().recent());
        }
    }

    private void live(Runnable action) {
        travelTick = null;
        action.run();
    }

    private void togglePause() {
        travelTick = null;
        if (session.paused()) {
            session.resume();
        } else {
            session.pause();
        }
    }

    private void exportTrace() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export trace");
        chooser.setInitialFileName("run.trace");
        File file = chooser.showSaveDialog(view.getScene() == null ? null : view.getScene().getWindow());
        if (file != null) {
            TraceExport.write(file.toPath(), session.log().trace()).ifPresent(view.overlay()::showError);
        }
    }

    private EventHandler<KeyEvent> keyHandler() {
        return event -> {
            for (Map.Entry<PlayerCommand, KeyCombination> s : shortcuts.entrySet()) {
                if (s.getValue().match(event)) {
                    run(s.getKey());
                    event.consume();
                    return;
                }
            }
            if (!event.getCode().isModifierKey()) {
                session.key(event.getCode().name());
            }
        };
    }

    /** One clock frame per JavaFX pulse. */
    private final class FrameLoop extends AnimationTimer {
        private long last = -1;

        @Override
        public void handle(long now) {
            long elapsed = last < 0 ? 0 : now - last;
            last = now;
            if (travelTick == null) {
                session.frame(elapsed);
            }
            refresh();
        }

        @Override
        public void stop() {
            super.stop();
            last = -1;
        }
    }
}
