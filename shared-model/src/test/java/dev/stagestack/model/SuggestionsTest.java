package dev.stagestack.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SuggestionsTest {

    private static final List<String> POLICIES = List.of("freeze", "update", "hide");

    @Test
    void suggestsAValueOneDeletionAway() {
        assertEquals(Optional.of("freeze"), Suggestions.closest("freze", POLICIES));
    }

    @Test
    void countsATranspositionAsOneEdit() {
        assertEquals(Optional.of("pause"), Suggestions.closest("pasue", List.of("title", "pause", "level")));
        assertEquals(1, Suggestions.distance("pasue", "pause", 2));
    }

    @Test
    void ignoresCase() {
        assertEquals(Optional.of("freeze"), Suggestions.closest("FREEZE", POLICIES));
    }

    @Test
    void suggestsNothingWhenEverythingIsFar() {
        assertEquals(Optional.empty(), Suggestions.closest("banana", POLICIES));
    }

    @Test
    void allowsTwoEditsForLongWordsOnly() {
        assertEquals(Optional.of("update"), Suggestions.closest("updte!", POLICIES));
        assertEquals(Optional.empty(), Suggestions.closest("hd", POLICIES));
        assertEquals(Optional.empty(), Suggestions.closest("hxdx", POLICIES));
    }

    @Test
    void prefersTheClosestThenTheEarliestCandidate() {
        assertEquals(Optional.of("color"), Suggestions.closest("colour", List.of("colors", "color")));
        assertEquals(Optional.of("ab1"), Suggestions.closest("abc", List.of("ab1", "ab2")));
    }

    @Test
    void formatsTheHintForAMessage() {
        assertEquals(" (did you mean \"pause\"?)", Suggestions.didYouMean("pasue", List.of("pause")));
        assertEquals("", Suggestions.didYouMean("zzzzzz", List.of("pause")));
    }

    @Test
    void measuresFullDistanceWithinTheLimit() {
        assertEquals(0, Suggestions.distance("same", "same", 2));
        assertEquals(2, Suggestions.distance("kitten", "sittin", 2));
        assertEquals(3, Suggestions.distance("kitten", "sitting", 2));
    }
}
