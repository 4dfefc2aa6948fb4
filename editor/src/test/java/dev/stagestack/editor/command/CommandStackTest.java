package dev.stagestack.editor.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.model.Graph;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CommandStackTest {
    private static Command move(int n) {
        Graph g = Fixtures.menu();
        return MoveStatesCommand.to("Move " + n, g, Map.of("title", Position.of(n, n)));
    }

    @Test
    void undoAndRedoHandBackTheCommandsAndNameThem() {
        CommandStack stack = new CommandStack();
        Command a = move(1);
        Command b = move(2);
        stack.push(a);
        stack.push(b);
        assertEquals("Move 2", stack.undoTextProperty().get());
        assertSame(b, stack.undo().orElseThrow());
        assertEquals("Move 1", stack.undoTextProperty().get());
        assertEquals("Move 2", stack.redoTextProperty().get());
        assertSame(b, stack.redo().orElseThrow());
        assertNull(stack.redoTextProperty().get());
    }

    @Test
    void pushingClearsRedo() {
        CommandStack stack = new CommandStack();
        stack.push(move(1));
        stack.undo();
        stack.push(move(2));
        assertTrue(stack.redo().isEmpty());
        assertEquals(1, stack.undoSize());
    }

    @Test
    void isBoundedAndForgetsTheOldestStep() {
        CommandStack stack = new CommandStack(3);
        Command first = move(1);
        stack.push(first);
        for (int i = 2; i <= 5; i++) {
            stack.push(move(i));
        }
        assertEquals(3, stack.undoSize());
        Command last = null;
        while (stack.undoSize() > 0) {
            last = stack.undo().orElseThrow();
        }
        assertEquals("Move 3", last.description());
        assertThrows(IllegalArgumentException.class, () -> new CommandStack(0));
    }

    @Test
    void versionReturnsToTheSameValueAfterUndoRedo() {
        CommandStack stack = new CommandStack();
        long empty = stack.version();
        stack.push(move(1));
        long one = stack.version();
        assertNotEquals(empty, one);
        stack.undo();
        assertEquals(empty, stack.version());
        stack.redo();
        assertEquals(one, stack.version());
    }
}
