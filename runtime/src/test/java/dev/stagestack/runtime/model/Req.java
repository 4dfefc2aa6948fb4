package dev.stagestack.runtime.model;

import dev.stagestack.model.ActionOp;

/** A request as data, for scripting both the stack and the reference model. */
record Req(ActionOp op, String target) {

    @Override
    public String toString() {
        return target == null ? op.jsonName() : op.jsonName() + " " + target;
    }
}
