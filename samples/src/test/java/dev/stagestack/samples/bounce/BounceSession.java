package dev.stagestack.samples.bounce;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.EntryResources;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.runtime.assets.AssetCache;
import dev.stagestack.runtime.assets.AssetLoader;
import dev.stagestack.runtime.assets.AudioOut;
import dev.stagestack.runtime.assets.RunAssets;
import dev.stagestack.runtime.graph.BehaviorProvider;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.runtime.trace.TraceWriter;
import dev.stagestack.samples.Samples;
import java.util.ArrayList;
import java.util.List;

/**
 * A live run of the Bounce sample for tests: ticks it, feeds it events (recorded as headless
 * script lines, so a session can be replayed with the {@code trace} command), reads the level's
 * round, and can steer the paddle under the ball like a player would.
 */
final class BounceSession {

    /** The level behaviours the run made, one per level entry, latest last. */
    private final List<LevelBehavior> levels = new ArrayList<>();

    private final GraphRun run;
    private final StringBuilder trace = new StringBuilder();
    private final List<String> script = new ArrayList<>();
    private String steering;

    BounceSession() {
        this(AudioOut.SILENT);
    }

    /** A session whose sound effects go to {@code audio}. */
    BounceSession(AudioOut audio) {
        BehaviorProvider levelProvider = new BehaviorProvider() {
            @Override
            public String id() {
                return LevelProvider.ID;
            }

            @Override
            public Behavior create() {
                LevelBehavior level = new LevelBehavior();
                levels.add(level);
                return level;
            }
        };
        BehaviorRegistry registry = BehaviorRegistry.of(List.of(new TitleProvider(), levelProvider));
        Graph graph = Samples.graph("bounce");
        run = new GraphRun(
                CompiledGraph.compile(graph, registry).graph().orElseThrow(),
                StackOptions.DEFAULT_MAX_DEPTH,
                StackOptions.DEFAULT_MAX_STEPS,
                EntryResources.Factory.NONE,
                new RunAssets(graph, new AssetCache(AssetLoader.REFERENCES_ONLY), audio));
        run.addListener(new TraceWriter(trace, false));
        run.start();
    }

    /** Queues an event for the next tick and records it as a script line. */
    BounceSession send(InputEvent event) {
        script.add(run.nextTick() + " " + event);
        run.offer(event);
        return this;
    }

    /** Runs {@code ticks} ticks; with {@code autopilot} the paddle is steered under the ball. */
    BounceSession ticks(int ticks, boolean autopilot) {
        for (int i = 0; i < ticks && !run.over(); i++) {
            if (autopilot) {
                steer();
            }
            run.tick();
        }
        return this;
    }

    /** Lets go of the steering key, if one is held. */
    BounceSession letGo() {
        if (steering != null) {
            send(InputEvent.release(steering));
            steering = null;
        }
        return this;
    }

    /**
     * Holds LEFT or RIGHT towards the ball, as a player would, releasing when under it. Like a
     * player it aims: the paddle meets the ball off-centre so that it flies back towards a brick
     * still standing (the further from the centre, the steeper the bounce).
     */
    private void steer() {
        Round round = round();
        if (round == null || headId() == null || !headId().equals("level")) {
            return;
        }
        double gap = round.ballX() - aimOffset(round) - round.paddle().x();
        String wanted = Math.abs(gap) < 4 ? null : gap < 0 ? "LEFT" : "RIGHT";
        if (wanted == null ? steering != null : !wanted.equals(steering)) {
            letGo();
            if (wanted != null) {
                send(InputEvent.hold(wanted));
                steering = wanted;
            }
        }
    }

    private double aimOffset(Round round) {
        Brick[] target = new Brick[1];
        round.objects().forEach((handle, piece) -> {
            if (target[0] == null && piece instanceof Brick brick) {
                target[0] = brick;
            }
        });
        if (target[0] == null) {
            return 0;
        }
        double dx = target[0].x + Brick.WIDTH / 2 - round.ballX();
        double dy = Paddle.Y - target[0].y;
        double tilt = Math.max(-0.9, Math.min(0.9, Math.atan2(dx, dy) / Math.toRadians(60)));
        return tilt * round.paddle().width() / 2;
    }

    void finish() {
        run.finish();
    }

    /** The round of the bottom-most level entry on the stack, or null when there is none. */
    Round round() {
        Context context = levelContext();
        for (int i = levels.size() - 1; context != null && i >= 0; i--) {
            Round round = levels.get(i).round(context);
            if (round != null) {
                return round;
            }
        }
        return null;
    }

    Context levelContext() {
        for (int i = 0; i < run.stack().headDepth(); i++) {
            if (run.stack().headAt(i).stateId().equals("level")) {
                return run.stack().headAt(i).context();
            }
        }
        return null;
    }

    String headId() {
        Entry head = run.stack().head();
        return head == null ? null : head.stateId();
    }

    GraphRun run() {
        return run;
    }

    String trace() {
        return trace.toString();
    }

    /** The events sent so far, as headless script lines. */
    List<String> script() {
        return script;
    }
}
