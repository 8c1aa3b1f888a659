/* vm_debug.h — what the debugger (dbg/, installed by repl/ under --debug) sees of host code: a
 * call before the first instruction of each source line a frame runs while it is armed, and
 * the frames' names, lines and variables while it is stopped there. Costs nothing unarmed. */
#ifndef WEFT_HOST_VM_DEBUG_H
#define WEFT_HOST_VM_DEBUG_H

#include <stdbool.h>

#include "../obj/value.h"

struct Vm;
/* A frame at depth (0: the module) is about to run line `line` of file. */
typedef void (*VmDebugLine)(struct Vm *vm, int depth, const char *file, int line);
void vm_debug_install(VmDebugLine hook);
/* Armed: every line change calls the hook (the dispatch runs through a trap table). */
void vm_debug_arm(bool on);
/* While stopped: the live frames (0: the module), and frame k's function name, file and line. */
int vm_debug_depth(struct Vm *vm);
void vm_debug_frame(struct Vm *vm, int k, const char **name, const char **file, int *line);
/* The variable name as frame k sees it (its locals, then the module's globals): a borrowed
 * reference, false when none is bound. */
bool vm_debug_lookup(struct Vm *vm, int k, const char *name, Value *out);
/* Post-mortem: an exception that no frame handles is about to leave the program's outermost
 * frames (SystemExit and KeyboardInterrupt aside); frames 0..depth are still alive. what: the
 * exception as a traceback's last line says it. The exception goes on after the hook. */
typedef void (*VmDebugUncaught)(struct Vm *vm, int depth, const char *what);
void vm_debug_install_uncaught(VmDebugUncaught hook);
void vm_debug_uncaught(struct Vm *vm); /* vm_catch's call: a no-op without a hook */
/* The value of Python expression text in frame k (its locals bound, then the globals), as a
 * new reference: compiled as a function of the frame's locals and called. Raises what the
 * expression raises (SyntaxError for text that is not one expression). */
Value vm_debug_eval(struct Vm *vm, int k, const char *text);
/* The same with the locals given (a post-mortem's kept copy of a frame's): names[i] = values[i]. */
Value vm_debug_eval_locals(struct Vm *vm, int n, const char *const *names, const Value *values, const char *text);
/* Frame k's bound locals (borrowed; the module's frame has none): how many, at most max. */
int vm_debug_frame_locals(struct Vm *vm, int k, const char **names, Value *values, int max);
/* The source text frame k runs (NULL: none kept). */
const char *vm_debug_frame_source(struct Vm *vm, int k);

#endif
