/* trace_index.h — where a frame's entries start in a traceback the VM snapshotted
 * (vm_traceback_hook): frames whose code runs inside class bodies have an entry per body. */
#ifndef WEFT_HOST_TRACE_INDEX_H
#define WEFT_HOST_TRACE_INDEX_H

struct Vm;

/* The index of frame k's entry for the code at handler_pc (its class bodies' entries before
 * it are skipped; handler_pc < 0: frame k's first entry) in a snapshot of the frames 0..k. */
int vm_trace_index(struct Vm *vm, int k, int handler_pc);

#endif
