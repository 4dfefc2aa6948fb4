package dev.stagestack.runtime.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** docs/semantics.md §10, "diverged": world replaced by options, options opens audio. */
class WorkedExampleTest {

    @Test
    void divergedTraceMatchesTheContractByteForByte() {
        String trace = Traces.of(Traces.diverged(), """
                1 button Play
                3 button Options
                """, 5);
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 push world#2
                2 pause title#1
                2 load world#2
                2 init world#2
                2 enter world#2
                3 pop world#2
                3 push options#3
                4 exit world#2
                4 free world#2
                4 unload world#2
                4 resume title#1
                4 pause title#1
                4 load options#3
                4 init options#3
                4 enter options#3
                4 push audio#4
                4 pause options#3
                4 load audio#4
                4 init audio#4
                4 enter audio#4
                5 quit
                5 pop audio#4
                5 pop options#3
                5 pop title#1
                5 exit audio#4
                5 free audio#4
                5 unload audio#4
                5 resume options#3
                5 exit options#3
                5 free options#3
                5 unload options#3
                5 resume title#1
                5 exit title#1
                5 free title#1
                5 unload title#1
                5 end
                """, trace);
    }

    @Test
    void sameInputsGiveTheSameBytes() {
        String script = "1 button Play\n3 button Options\n";
        assertEquals(Traces.of(Traces.diverged(), script, 9), Traces.of(Traces.diverged(), script, 9));
    }
}
