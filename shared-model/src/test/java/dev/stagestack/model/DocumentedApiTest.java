package dev.stagestack.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every public member of the model has a Javadoc comment (the published API, docs/library.md). */
class DocumentedApiTest {

    @Test
    void everyPublicMemberOfTheModelIsDocumented() throws Exception {
        assertEquals(List.of(), DocumentedApi.undocumented(Path.of("src/main/java")));
    }
}
