package dev.stagestack.web.browser;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.EffectRun;
import dev.stagestack.runtime.EntryResources;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.runtime.clock.ClockSettings;
import dev.stagestack.runtime.clock.FrameClock;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.runtime.trace.ExplainWriter;
import dev.stagestack.runtime.trace.TraceWriter;
import java.util.LinkedHashSet;
import java.util.Set;
import org.teavm.jso.browser.Performance;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.events.KeyboardEvent;
import org.teavm.jso.dom.html.HTMLCanvasElement;

/**
 * The graph running in the page: a fresh run on a fixed-tick clock driven by {@code requestAnimationFrame},
 * keys and the cards' buttons reaching it as the player's do, the chains drawn with the player's look ({@link PageLook}:
 * elements {@code cards} and {@code stack}) and as text (element {@code chain}), paused, ticked and stepped
 * through a commit with the player's F5, F6 and F7 ({@link RunControls}), stopped by the player's breakpoints and
 * stepped back through with PageUp ({@link PageSession}, {@link BreakpointsView}, {@link TimeTravel}), its log
 * explained ({@link LiveLog}). A graph with behaviour code is
 * drawn every frame on the canvas (element {@code screen}) by its states' {@code draw}.
 */
final class LiveView {

    private final PageElements page;
    private final GraphRun run;
    private final FrameClock clock;
    private final Set<String> keysDown = new LinkedHashSet<>();
    /** The canvas the states' {@code draw} paints; null for a graph without behaviour code. */
    private final CanvasSurface screen;

    /** The moment the chain shows ({@link #moment()}): a frame at the same moment redraws nothing. */
    private String shownMoment = "";
    /** The moment last kept for time travel: a redraw of the same moment keeps nothing. */
    private String lastKept = "";

    private boolean drawn;
    private final EffectView effects;
    private final PageLook look;
    private RunControls controls;
    private final PageHistory history = new PageHistory();
    private final PageSession session;
    private final TimeTravel travel;
    private final LiveLog log;

    private LiveView(PageElements page, Graph graph, GraphRun run) {
        this.page = page;
        this.run = run;
        this.screen = hasBehaviours(graph) ? new CanvasSurface(shownCanvas(page)) : null;
        this.effects = new EffectView(page);
        this.look = new PageLook(page, graph, run);
        this.log = new LiveLog(page);
        this.clock = new FrameClock(
                ClockSettings.forTickRate(graph.tickRate()), () -> (long) (Performance.now() * 1_000_000));
        this.session = new PageSession(run, clock);
        this.travel = new TimeTravel(page, history, session, new TimeTravel.Views(look, log));
    }

    /** Starts the live run of {@code graph}; a graph that does not compile was already refused. */
    static void start(PageElements page, Graph graph, BehaviorRegistry behaviors) {
        CompiledGraph compiled = CompiledGraph.compile(graph, behaviors).graph().orElseThrow();
        LiveView view = new LiveView(
                page,
                graph,
                new GraphRun(
                        compiled,
                        StackOptions.DEFAULT_MAX_DEPTH,
                        StackOptions.DEFAULT_MAX_STEPS,
                        EntryResources.Factory.NONE,
                        PageAssets.forRun(page, graph)));
        view.run.addListener(new ExplainWriter(view.log));
        view.run.addListener(new TraceWriter(view.log, false));
        view.session.start();
        BreakpointsView.listen(page, graph, view.session.breakpoints());
        view.controls = RunControls.listen(page, view.session, view::showLive, view.travel);
        view.listenToKeys();
        view.show();
        Window.requestAnimationFrame(time -> view.frame());
    }

    private void frame() {
        int ticks = clock.frame(); // a tick stepped with F6 runs while the clock is paused
        for (int i = 0; i < ticks; i++) {
            boolean goesOn = session.tick(); // false when the run is over or a breakpoint stopped it
            keepIfChanged(); // each change is kept, even when a frame runs several ticks
            if (!goesOn) {
                break;
            }
        }
        show();
        controls.show();
        if (!travel.travelling()) {
            log.show();
        }
        if (screen != null) {
            run.stack().draw(screen);
            firstFrameShown();
        }
        if (!run.over()) {
            Window.requestAnimationFrame(time -> frame());
        }
    }

    /** Milliseconds from the page's navigation to the canvas' first frame: docs/BENCHMARKS.md reads it. */
    private void firstFrameShown() {
        if (!drawn) {
            drawn = true;
            page.element("screen").setAttribute("data-first-frame-ms", Double.toString(Performance.now()));
        }
    }

    private static boolean hasBehaviours(Graph graph) {
        return graph.states().stream().anyMatch(s -> s.behavior() != null);
    }

    private static HTMLCanvasElement shownCanvas(PageElements page) {
        HTMLCanvasElement canvas = (HTMLCanvasElement) page.element("screen");
        canvas.removeAttribute("hidden");
        Letterbox.fit(canvas, page.element("screen-area"));
        return canvas;
    }

    private void listenToKeys() {
        Window window = Window.current();
        window.listenKeyDown(this::keyDown);
        window.listenKeyUp(this::keyUp);
    }

    private void keyDown(KeyboardEvent event) {
        String key = BrowserKeys.nameOf(event.getCode());
        if (key == null) {
            return;
        }
        event.preventDefault();
        run.offer(keysDown.add(key) ? InputEvent.hold(key) : InputEvent.key(key));
    }

    private void keyUp(KeyboardEvent event) {
        String key = BrowserKeys.nameOf(event.getCode());
        if (key != null && keysDown.remove(key)) {
            run.offer(InputEvent.release(key));
        }
    }

    /** Shows the run as it is now, after a step or on leaving time travel. */
    private void showLive() {
        shownMoment = "";
        show();
    }

    /**
     * Redraws the cards and the chain text when the chains changed since the last frame, then the cards'
     * indicators and the effect playing; nothing while time travel shows the past.
     */
    private void show() {
        if (travel.travelling()) {
            return;
        }
        EffectRun playing = run.stack().effect();
        effects.beforeRedraw(playing);
        showChains();
        look.showCounters(run.stack(), session::updates, clock.isPaused());
        effects.draw(playing, playing == null ? 1 : playing.progress(run.stack().tick(), clock.interpolation()));
    }

    private void showChains() {
        String moment = moment();
        if (moment.equals(shownMoment)) {
            return;
        }
        shownMoment = moment;
        page.setText("chain", ChainText.of(session.live(), run.over()));
        look.draw(run.stack(), session.live());
        keepIfChanged();
    }

    /** Keeps the chains for time travel when they changed since they were last kept, drawn as the page draws them. */
    private void keepIfChanged() {
        String moment = moment();
        if (moment.equals(lastKept)) {
            return;
        }
        lastKept = moment;
        history.record(new PageHistory.Moment(
                when(), run.commitBegun(), ChainText.of(session.live(), run.over()), session.live(), log.written()));
    }

    /** What the chain shows of the run now: the chains as text and the entries discarded at this moment. */
    private String moment() {
        StringBuilder text = new StringBuilder(ChainText.of(session.live(), run.over()));
        for (EntryRef entry : session.live().discarded()) {
            text.append(" ~").append(entry.label());
        }
        return text.toString();
    }

    private String when() {
        if (history.size() == 0) {
            return "the run's start";
        }
        long tick = run.stack().tick();
        return run.commitBegun() ? "in tick " + tick + "'s commit" : "after tick " + tick;
    }
}
