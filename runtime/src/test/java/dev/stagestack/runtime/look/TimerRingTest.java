package dev.stagestack.runtime.look;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.Trigger;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A timer's ring fills with its entry's active-tick counter and is full when the timer fires (docs/semantics.md §4.3). */
class TimerRingTest {

    private final Graph graph = GraphBuilder.startingAt("level")
            .tickRate(60)
            .on("level", Trigger.key("ESCAPE"), Action.push("pause"))
            .on("level", Trigger.timer(2), Action.pop())
            .on("level", Trigger.timer(0.5), Action.push("pause"))
            .build();

    @Test
    void aCardHasARingPerTimerInOrderCaptionedAsTracesDescribeIt() {
        List<TimerRing> rings =
                TimerRing.of(graph.transitionsApplyingTo(graph.state("level").orElseThrow()), 60);
        assertEquals(List.of(new TimerRing("timer 2s", 120), new TimerRing("timer 0.5s", 30)), rings);
    }

    @Test
    void theRingFillsWithTheActiveTicksAndStaysFullPastTheTimersTick() {
        TimerRing ring = new TimerRing("timer 2s", 120);
        assertEquals(0, ring.progress(0));
        assertEquals(0.25, ring.progress(30));
        assertEquals("25%", ring.percent(30));
        assertEquals("33%", ring.percent(40));
        assertEquals(1, ring.progress(120));
        assertEquals("100%", ring.percent(500));
    }
}
