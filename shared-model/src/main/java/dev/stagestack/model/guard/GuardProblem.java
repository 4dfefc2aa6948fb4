package dev.stagestack.model.guard;

/** Something wrong with a guard, at a 1-based column of its text. */
public record GuardProblem(int column, String message) {}
