package dev.stagestack.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class RecordingSurfaceTest {

    @Test
    void recordsEveryCallAsALine() {
        RecordingSurface surface = new RecordingSurface(320, 200);
        surface.fillRect(10, 20, 30, 40, 0xff8800);
        surface.line(0, 0.5, 1, 1, 0x123456);
        surface.text("Score 3", 8, 16, 0xffffff);

        assertEquals(
                List.of("fillRect 10 20 30 40 #ff8800", "line 0 0.5 1 1 #123456", "text \"Score 3\" 8 16 #ffffff"),
                surface.calls());
        assertEquals(List.of("Score 3"), surface.texts());
        surface.clear();
        assertEquals(List.of(), surface.calls());
    }
}
