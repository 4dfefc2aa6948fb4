package dev.stagestack.player.fx.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Effect;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.SlideDirection;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.EffectRun;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Script;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A session of a graph with transition effects writes the trace that its exported script gives
 * headless on the same graph without them (docs/semantics.md §22): the effects live in the player's
 * drawing alone. Keys pressed while an effect plays are in both.
 */
class EffectsInThePlayerTraceTest {

    private static Graph graph(boolean effects) {
        Effect fade = effects ? Effect.fade(0.5) : null;
        Effect slide = effects ? Effect.slide(SlideDirection.UP, 0.25) : null;
        return GraphBuilder.startingAt("title")
                .tickRate(20)
                .state("title")
                .state("level")
                .state(StateDef.of("pause").withOverlay(true))
                .on("title", Trigger.key("ENTER"), Action.replace("level").withEffect(fade))
                .on("level", Trigger.key("ESCAPE"), Action.push("pause").withEffect(slide))
                .on("pause", Trigger.key("ESCAPE"), Action.pop().withEffect(fade))
                .on("level", Trigger.key("Q"), Action.quit())
                .build();
    }

    @Test
    void theSessionsTraceIsTheHeadlessTraceOfTheGraphWithoutEffects() {
        PlayerSession session = new PlayerSession(graph(true), BehaviorRegistry.empty(), 1000);
        List<String> seen = new ArrayList<>();
        for (String key : List.of("ENTER", "ESCAPE", "ESCAPE", "ESCAPE", "ESCAPE", "Q")) {
            session.key(key);
            session.tick();
            session.tick();
            session.effect().map(EffectRun::effect).map(Effect::describe).ifPresent(seen::add);
        }
        session.close();

        StringBuilder headless = new StringBuilder();
        Script script = Script.parse("session.script", String.join("\n", session.script()) + "\n")
                .script();
        HeadlessRunner.Options options = HeadlessRunner.Options.DEFAULTS.withTicks(session.nextTick());
        assertEquals(List.of(), HeadlessRunner.run(graph(false), script, options, headless));
        assertEquals(headless.toString().lines().toList(), session.log().trace());
        assertEquals(List.of("fade 0.5s", "slide up 0.25s", "fade 0.5s", "slide up 0.25s", "fade 0.5s"), seen);
        assertTrue(session.effect().isEmpty(), "the end of the run ends the effect");
    }
}
