package example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.StateAssets;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.json.SaveCodec;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.LoadingProgress;
import dev.stagestack.runtime.Postbox;
import dev.stagestack.runtime.Saves;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.runtime.StateBinding;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.StateType;
import dev.stagestack.runtime.Surface;
import dev.stagestack.runtime.Variables;
import dev.stagestack.runtime.graph.BehaviorProvider;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.runtime.objects.DoubleColumns;
import dev.stagestack.runtime.objects.ObjectStore;
import dev.stagestack.testkit.RecordingSurface;
import dev.stagestack.testkit.RunTester;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Java snippets of docs/library.md, compiled and run here (and, for "Transitions", in
 * {@link TransitionsGuideTest}) against the published artifacts, as a game's project would use them;
 * {@link #everySnippetOfTheGuideIsInThisFile} fails when the guide shows code that is not this code.
 */
class LibraryGuideTest {

    /** The graph of the guide's graph snippets: loading, replaced by title on the signal "loaded". */
    private static final String MENU = """
            {"format": "stagestack", "version": 1, "name": "menu", "initial": "loading",
             "states": [{"id": "loading", "behavior": "game.loading"}, {"id": "title"}],
             "transitions": [{"id": "ready", "from": "loading", "trigger": {"type": "signal", "name": "loaded"},
                              "actions": [{"op": "replace", "target": "title"}]}]}
            """;

    @Test
    void aStackInPureJava() {
        StateType title = new StateType(0, "title", CoveredPolicy.HIDE, false);
        StateType pause = new StateType(1, "pause", CoveredPolicy.FREEZE, true);
        List<String> calls = new ArrayList<>();
        Behavior logging = new Behavior() {
            @Override public void enter(Context c) { calls.add("enter " + c.stateId()); }
            @Override public void pause(Context c) { calls.add("pause " + c.stateId()); }
        };
        StateStack stack = new StateStack(
                List.of(StateBinding.of(title, logging), StateBinding.of(pause, logging)), StackOptions.at(60));
        stack.push(title);
        stack.commit();   // title: load, init, enter
        stack.push(pause);
        stack.commit();   // title: pause; pause: load, init, enter
        assertEquals(List.of("enter title", "pause title", "enter pause"), calls);
    }

    @Test
    void aGraphWithBehavioursBoundById() throws Exception {
        String json = MENU;
        BehaviorProvider loading = new BehaviorProvider() {
            @Override public String id() { return "game.loading"; }
            @Override public Behavior create() { return new Behavior() { }; }
        };
        Graph graph = GraphLoader.load("menu.stagestack.json", json).orElseThrow();
        CompiledGraph compiled = CompiledGraph.compile(graph, BehaviorRegistry.of(List.of(loading))).orElseThrow();
        GraphRun run = new GraphRun(compiled);
        run.start();
        run.tick();                                   // commits loading
        Thread loader = new Thread(() -> run.signal("loaded"));   // any thread may post
        loader.start();
        loader.join();
        run.tick();                                   // delivers "loaded": replace loading with title
        run.tick();                                   // commits title
        assertEquals("title", run.stack().head().type().id());
        run.finish();
    }

    @Test
    void aBehavioursLoaderThreadPostsThroughItsPostbox() throws Exception {
        String json = MENU;
        List<Thread> loaders = new CopyOnWriteArrayList<>();
        BehaviorProvider loading = new BehaviorProvider() {
            @Override public String id() { return "game.loading"; }
            @Override public Behavior create() {
                return new Behavior() {
                    @Override public void enter(Context c) {
                        Postbox postbox = c.postbox();               // on the run's thread, in a callback
                        LoadingProgress progress = c.loading();      // thread-safe as well
                        Thread loader = new Thread(() -> {
                            progress.start(1, "levels.json");
                            progress.finish();                       // the slow work is done
                            postbox.signal("loaded");                // delivered at the next tick
                        });
                        loaders.add(loader);
                        loader.start();
                    }
                };
            }
        };
        Graph graph = GraphLoader.load("menu.stagestack.json", json).orElseThrow();
        GraphRun run = new GraphRun(CompiledGraph.compile(graph, BehaviorRegistry.of(List.of(loading))).orElseThrow());
        run.start();
        run.tick();                                   // commits loading: its enter starts the loader
        loaders.get(0).join();
        run.tick();                                   // delivers "loaded": replace loading with title
        run.tick();
        assertEquals("title", run.stack().head().type().id());
        run.finish();
    }

    @Test
    void anObjectPerScreen() {
        List<String> log = new ArrayList<>();
        final class Level implements Behavior {
            private int ticks;                                 // this screen's own
            @Override public void active(Context c) { ticks++; }
            @Override public void exit(Context c) { log.add(c.stateId() + "#" + c.serial() + ": " + ticks + " ticks"); }
        }
        StateType level = new StateType(0, "level", CoveredPolicy.FREEZE, false);
        StateStack stack = new StateStack(List.of(StateBinding.perEntry(level, Level::new)), StackOptions.at(60));
        stack.push(level);
        stack.commit();                                        // level#1 and its own Level object
        stack.step();                                          // level#1 is head for one tick
        stack.push(level);
        stack.commit();                                        // level#2, another Level object
        stack.step();
        stack.step();                                          // level#2 is head for two
        stack.finish();
        assertEquals(List.of("level#2: 2 ticks", "level#1: 1 ticks"), log);
    }

    /** A ball of the columns example: its numbers live in the store's columns, not in it. */
    static final class Ball {
    }

    @Test
    void componentsAsColumns() {
        double dt = 0.5;
        ObjectStore<Ball> balls = new ObjectStore<>(1_000_000);
        DoubleColumns columns = balls.doubleColumns(4);          // x, y, vx, vy; one double[] each

        long handle = balls.add(new Ball());
        int row = balls.row(handle);                              // the object's row, until the next removal
        columns.column(0)[row] = 400;                             // x
        columns.column(2)[row] = 120;                             // vx

        double[] x = columns.column(0), vx = columns.column(2);  // read again after adding objects
        for (int i = 0, n = balls.rows(); i < n; i++) {
            x[i] += vx[i] * dt;
        }
        assertEquals(460, columns.column(0)[balls.row(handle)], 1e-9);
    }

    @Test
    void drawing() {
        Graph graph = GraphBuilder.startingAt("title")
                .state(StateDef.of("title").withBehavior("game.title")
                        .withAssets(new StateAssets(Map.of("background", "title.png"), Map.of(), null)))
                .build();
        BehaviorProvider title = BehaviorProvider.of("game.title", () -> new Behavior() {
            @Override public void draw(Context c, Surface s) {
                s.fillRect(0, 0, s.width(), s.height(), 0x102040);
                c.drawImage(s, "background", 0, 0, s.width(), s.height());
                s.text("Press ENTER", 40, 60, 0xffffff);
            }
        });
        RecordingSurface surface = new RecordingSurface(800, 600);
        RunTester.of(graph, title).tick().stack().draw(surface);
        assertEquals(List.of("fillRect 0 0 800 600 #102040", "image background 0 0 800 600",
                "text \"Press ENTER\" 40 60 #ffffff"), surface.calls());
    }

    @Test
    void testingYourGame() {
        Graph game = GraphBuilder.startingAt("title")
                .state(StateDef.of("level").withBehavior("game.level"))
                .on("title", Trigger.button("Play"), Action.push("level"))
                .on("level", Trigger.key("ESCAPE"), Action.push("pause"))
                .on("pause", Trigger.key("ESCAPE"), Action.pop())
                .build();
        BehaviorProvider levels = BehaviorProvider.of("game.level", () -> new Behavior() {
            @Override public void enter(Context c) { assertEquals(2, c.entry().depth()); }
        });
        RunTester tester = RunTester.of(game, levels);      // started: title pushed at tick 0
        tester.tick().click("Play").tick().tick();         // click, deliver, commit
        tester.assertHead("level");
        tester.press("ESCAPE").tickUntil(s -> s.head().stateId().equals("pause"), 5);
        tester.assertStack("title", "level", "pause")
                .assertTraceContains("4 pause level#2", "4 load pause#3")
                .finish()
                .assertPaired();
    }

    @Test
    void saveGames(@TempDir Path folder) throws IOException {
        Path slot = folder.resolve("slot1.save.json");
        Graph game = GraphBuilder.startingAt("title")
                .state(StateDef.of("level").withBehavior("game.level"))
                .on("title", Trigger.button("Play"), Action.push("level", Map.of("world", 1)))
                .on("level", Trigger.key("ESCAPE"), Action.push("pause"))
                .on("pause", Trigger.key("ESCAPE"), Action.pop())
                .build();
        List<Long> scores = new ArrayList<>();
        final class Level implements Behavior, Saves {
            private long score;                                // this screen's own
            @Override public void active(Context c) { score++; }
            @Override public void exit(Context c) { scores.add(score); }
            @Override public Map<String, Object> save(Context c) { return Map.of("score", score); }
            @Override public void restore(Context c, Map<String, Object> saved) {
                if (saved.get("score") instanceof BigDecimal s) {   // numbers come back as BigDecimal
                    score = s.longValueExact();
                }
            }
        }
        BehaviorProvider levels = new BehaviorProvider() {
            @Override public String id() { return "game.level"; }
            @Override public Behavior create() { return new Level(); }
        };
        CompiledGraph compiled = CompiledGraph.compile(game, BehaviorRegistry.of(List.of(levels))).orElseThrow();
        GraphRun run = new GraphRun(compiled);
        run.start();
        run.tick();
        run.offer(InputEvent.button("Play"));
        for (int i = 0; i < 10; i++) {
            run.tick();                                   // level#2 is head from tick 2: 9 ticks of score
        }
        run.offer(InputEvent.key("ESCAPE"));
        run.tick();                                       // the pause menu is requested, not committed yet
        SaveCodec.writeAtomically(run.snapshot(), slot);        // Save: between ticks
        run.finish();                                           // Quit: every entry exits, as ever

        GraphRun continued = new GraphRun(compiled);            // Relaunch: a new run of the same graph
        continued.restore(SaveCodec.read(slot));                // Continue, in place of start()
        assertEquals("pause", continued.stack().head().stateId());
        assertEquals(3, continued.stack().head().serial());     // pause#3, as it would have been
        continued.offer(InputEvent.key("ESCAPE"));
        continued.tick();                                       // back to the level
        continued.tick();
        continued.finish();
        assertEquals(List.of(10L, 11L), scores);                // the saved run's level, then the restored one
    }

    @Test
    void reloadingARunningGraph() {
        Graph game = GraphBuilder.startingAt("title")
                .on("title", Trigger.key("ENTER"), Action.push("level"))
                .build();
        BehaviorRegistry registry = BehaviorRegistry.empty();
        GraphRun run = new GraphRun(CompiledGraph.compile(game, registry).orElseThrow());
        run.start();
        run.offer(InputEvent.key("ENTER"));
        run.tick();
        run.tick();
        assertEquals("level", run.stack().head().stateId());
        Graph editedGraph = GraphBuilder.startingAt("title")
                .on("title", Trigger.key("ENTER"), Action.push("stage"))
                .build();
        List<String> refused = run.reload(editedGraph, registry, Map.of("level", "stage"));
        if (!refused.isEmpty()) {
            refused.forEach(System.err::println);   // nothing changed: "states[1].id: ...", one reason each
        }
        assertEquals(List.of(), refused);
        run.tick();
        assertEquals("stage", run.stack().head().stateId(), "the entry follows its renamed state");
        assertEquals(2, run.stack().head().serial(), "the same entry: no exit, no enter");
    }

    /** Whether the player died this tick: the first tick of the level, in {@link #variablesFromCode}. */
    private boolean died = true;

    private boolean playerDied() {
        boolean now = died;
        died = false;
        return now;
    }

    public final class Level implements Behavior {
        @Override
        public void active(Context context) {
            Variables vars = context.variables();
            if (playerDied()) {
                vars.add("lives", -1);          // stays within the variable's min..max
            }
            if (vars.integer("lives") == 0) {
                context.signal("gameOver");
            }
            vars.set("hasSave", true);          // a boolean
        }
    }

    @Test
    void variablesFromCode() throws Exception {
        String json = """
                {"format": "stagestack", "version": 1, "name": "lives", "initial": "level",
                 "variables": [{"id": "hasSave", "type": "boolean"},
                               {"id": "lives", "type": "integer", "min": 0, "max": 3, "initial": 1}],
                 "states": [{"id": "level", "behavior": "game.level"}, {"id": "over"}],
                 "transitions": [{"id": "lost", "from": "level", "trigger": {"type": "signal", "name": "gameOver"},
                                  "actions": [{"op": "replace", "target": "over"}]}]}
                """;
        BehaviorProvider level = new BehaviorProvider() {
            @Override public String id() { return "game.level"; }
            @Override public Behavior create() { return new Level(); }
        };
        Graph graph = GraphLoader.load("lives.stagestack.json", json).orElseThrow();
        GraphRun run = new GraphRun(CompiledGraph.compile(graph, BehaviorRegistry.of(List.of(level))).orElseThrow());
        run.start();
        for (int tick = 0; tick < 6; tick++) {   // commit level, lose the last life, replace, commit over
            run.tick();
        }
        assertEquals("over", run.stack().head().stateId(), "no lives left: the signal replaced the level");
        assertEquals(0L, run.stack().variables().integer("lives"));
        assertTrue(run.stack().variables().bool("hasSave"));
        run.finish();
    }

    @Test
    void everySnippetOfTheGuideIsInThisFile() throws IOException {
        String guide = Files.readString(Path.of("..", "docs", "library.md"));
        Path examples = Path.of("src", "test", "java", "example");
        String source = stripped(Files.readString(examples.resolve("LibraryGuideTest.java"))
                + Files.readString(examples.resolve("TransitionsGuideTest.java")));
        Matcher snippet = Pattern.compile("```java\n(.*?)```", Pattern.DOTALL).matcher(guide);
        int count = 0;
        while (snippet.find()) {
            count++;
            String code = stripped(snippet.group(1));
            assertTrue(source.contains(code), "docs/library.md shows code that is not compiled here:\n" + code);
        }
        assertEquals(13, count, "the guide's Java snippets");
    }

    private static String stripped(String text) {
        StringBuilder out = new StringBuilder();
        for (String line : text.split("\n")) {
            if (!line.isBlank()) {
                out.append(line.strip()).append('\n');
            }
        }
        return out.toString();
    }
}
