package example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.stagestack.model.Action;
import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Effect;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.SlideDirection;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.EffectRun;
import dev.stagestack.runtime.StackListener;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.runtime.StateBinding;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.StateType;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.InputEvent;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The snippets of docs/library.md "Transitions", compiled and run as a game's project would use them. */
class TransitionsGuideTest {

    @Test
    void aTransitionsEffectIsHeardByTheHost() {
        Graph graph = GraphBuilder.startingAt("title")
                .state("title")
                .state("level")
                .on("title", Trigger.key("ENTER"), Action.replace("level").withEffect(Effect.fade(0.5)))
                .build();
        GraphRun run = new GraphRun(CompiledGraph.compile(graph, BehaviorRegistry.of(List.of())).orElseThrow());
        List<String> shown = new ArrayList<>();
        run.addListener(new StackListener() {
            @Override public void effectStarted(StateStack s, EffectRun e) {
                shown.add(s.tick() + " " + e.effect().describe() + " for " + e.ticks() + " ticks");
            }
            @Override public void effectEnded(StateStack s, EffectRun e) { shown.add(s.tick() + " done"); }
        });
        run.start();
        run.tick();                                   // tick 0: title
        run.offer(InputEvent.key("ENTER"));
        run.tick();                                   // tick 1: ENTER requests the replace
        run.tick();                                   // tick 2: level is committed and the fade starts
        for (int i = 0; i < 30; i++) {
            run.tick();                               // 30 ticks at 60 a second: the fade is over
        }
        assertEquals(List.of("2 fade 0.5s for 30 ticks", "32 done"), shown);
    }

    @Test
    void codeRequestsAnEffectAndAHostReadsItsProgress() {
        StateType title = new StateType(0, "title", CoveredPolicy.HIDE, false);
        StateType pause = new StateType(1, "pause", CoveredPolicy.FREEZE, true);
        Behavior opensPause = new Behavior() {
            @Override public void enter(Context c) {
                if (c.stateId().equals("title")) {
                    c.push("pause", Effect.slide(SlideDirection.UP, 0.25));   // slides in from the bottom
                }
            }
        };
        StateStack stack = new StateStack(
                List.of(StateBinding.of(title, opensPause), StateBinding.of(pause, Behavior.NONE)), StackOptions.at(60));
        stack.setTick(0);
        stack.push(title);
        stack.commit();                               // title enters and asks for pause: both committed at once
        EffectRun slide = stack.effect();
        assertEquals(15, slide.ticks());
        assertEquals(0.5, slide.progress(7, 0.5));    // a frame drawn half a tick after tick 7
        stack.setTick(15);                            // the tick after its last: it is over
        assertNull(stack.effect());
    }
}
