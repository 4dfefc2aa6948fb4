package dev.stagestack.runtime.assets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateAssets;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.EntryResources;
import dev.stagestack.runtime.StackError;
import dev.stagestack.runtime.StackListener;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.graph.BehaviorProvider;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.InputEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Music follows the covered policy; transitions and behaviours play sound effects by name. */
class SoundAndMusicTest {

    /** Writes what the run asks of the audio device, one line per call. */
    static final class RecordingAudio implements AudioOut {
        final List<String> calls = new ArrayList<>();

        @Override
        public void playEffect(AssetKey key, Object sound) {
            calls.add("effect " + key.path());
        }

        @Override
        public void startMusic(int serial, AssetKey key, Object track) {
            calls.add("start " + serial + " " + key.path());
        }

        @Override
        public void pauseMusic(int serial) {
            calls.add("pause " + serial);
        }

        @Override
        public void resumeMusic(int serial) {
            calls.add("resume " + serial);
        }

        @Override
        public void stopMusic(int serial) {
            calls.add("stop " + serial);
        }
    }

    private final RecordingAudio audio = new RecordingAudio();

    private static void press(GraphRun run, String key) {
        run.offer(InputEvent.key(key));
        run.tick();
        run.tick();
    }

    @Test
    void musicPlaysWhileHeadAndFollowsTheCoveredPolicyWhenCovered() {
        GraphRun run = AssetGraphs.run(AssetGraphs.shared(), new RecordingLoader(), audio);
        run.start();
        run.tick();
        press(run, "B"); // b (update, no music) over a (freeze): a's track pauses
        press(run, "P"); // back to a: it goes on
        press(run, "D"); // d over a; entering d pushes c, and d (hide) stops its track
        press(run, "P"); // c popped: d is head again and starts over
        run.finish();

        assertEquals(
                List.of(
                        "start 1 a.wav",
                        "pause 1",
                        "resume 1",
                        "pause 1",
                        "start 3 d.wav",
                        "stop 3",
                        "start 3 d.wav",
                        "stop 3",
                        "resume 1",
                        "stop 1"),
                audio.calls);
    }

    @Test
    void aRestartKeepsTheMusicGoing() {
        GraphRun run = AssetGraphs.run(AssetGraphs.shared(), new RecordingLoader(), audio);
        run.start();
        run.tick();
        press(run, "R");

        assertEquals(List.of("start 1 a.wav"), audio.calls);
    }

    @Test
    void aTransitionPlaysItsSoundWhenItFires() {
        StateDef menu =
                StateDef.of("menu").withAssets(new StateAssets(Map.of(), Map.of("click", "sfx/click.wav"), null));
        Graph graph = new Graph(
                "g",
                "menu",
                60,
                List.of(menu, StateDef.of("game")),
                List.of(Transition.of("go", "menu", Trigger.key("ENTER"), List.of(Action.push("game")))
                        .withSound("click")));
        GraphRun run = AssetGraphs.run(graph, new RecordingLoader(), audio);
        run.start();
        run.tick();
        press(run, "ENTER");

        assertEquals(List.of("effect sfx/click.wav"), audio.calls);
        assertEquals("game", run.stack().head().stateId());
    }

    @Test
    void aTransitionSoundTheStateDoesNotDeclareKeepsTheGraphFromCompiling() {
        Graph graph = new Graph(
                "g",
                "menu",
                60,
                List.of(StateDef.of("menu")),
                List.of(Transition.of("go", "menu", Trigger.key("ENTER"), List.of(Action.pop()))
                        .withSound("click")));

        var problems = CompiledGraph.compile(graph, BehaviorRegistry.empty()).problems();

        assertEquals(
                List.of("transitions[0].sound: state \"menu\" declares no sound \"click\""),
                problems.stream().map(p -> p.format()).toList());
    }

    @Test
    void behavioursPlaySoundsByNameAndAnUnknownNameIsACallbackError() {
        StateDef level = StateDef.of("level")
                .withBehavior("noisy")
                .withAssets(new StateAssets(Map.of(), Map.of("hit", "hit.wav"), null));
        Behavior noisy = new Behavior() {
            @Override
            public void enter(Context context) {
                context.sounds().play("hit");
                context.sounds().play("miss");
            }
        };
        GraphRun run =
                runOf(new Graph("g", "level", 60, List.of(level), List.of()), "noisy", noisy, new RecordingLoader());
        List<String> errors = errorsOf(run);
        run.start();
        run.tick();

        assertEquals(List.of("effect hit.wav"), audio.calls);
        assertEquals(List.of("callback enter: state \"level\" declares no sound \"miss\""), errors);
    }

    @Test
    void aFileThatCannotBeLoadedIsALoadErrorAndStillBalanced() {
        StateDef level = StateDef.of("level")
                .withAssets(new StateAssets(Map.of("logo", "gone.png", "ok", "ok.png"), Map.of(), null));
        RecordingLoader loader = new RecordingLoader();
        loader.missing.add("gone.png");
        GraphRun run = AssetGraphs.run(new Graph("g", "level", 60, List.of(level), List.of()), loader, audio);
        List<String> errors = errorsOf(run);
        run.start();
        run.tick();

        assertEquals(List.of("callback load: cannot load image gone.png: gone.png"), errors);
        assertEquals(1, run.assets().cache().references(new AssetKey(AssetKind.IMAGE, "gone.png")));
        run.finish();
        assertTrue(run.assets().cache().contents().isEmpty());
    }

    private GraphRun runOf(Graph graph, String behaviorId, Behavior behavior, AssetLoader loader) {
        BehaviorRegistry registry = BehaviorRegistry.of(List.of(new BehaviorProvider() {
            @Override
            public String id() {
                return behaviorId;
            }

            @Override
            public Behavior create() {
                return behavior;
            }
        }));
        CompiledGraph compiled = CompiledGraph.compile(graph, registry).graph().orElseThrow();
        return new GraphRun(
                compiled,
                StackOptions.DEFAULT_MAX_DEPTH,
                StackOptions.DEFAULT_MAX_STEPS,
                EntryResources.Factory.NONE,
                new RunAssets(graph, new AssetCache(loader), audio));
    }

    private static List<String> errorsOf(GraphRun run) {
        List<String> errors = new ArrayList<>();
        run.addListener(new StackListener() {
            @Override
            public void error(StateStack stack, StackError code, Entry entry, String message) {
                errors.add(code.code() + " " + message);
            }
        });
        return errors;
    }
}
