package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.DocumentedApi;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every public member of the player has a Javadoc comment (the published API). */
class DocumentedApiTest {

    @Test
    void everyPublicMemberIsDocumented() throws Exception {
        assertEquals(List.of(), DocumentedApi.undocumented(Path.of("src/main/java")));
    }
}
