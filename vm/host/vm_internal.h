/* vm_internal.h — the interpreter's state shared by the files of vm/host: the register
 * stack, call frames, and the module-global slot table. Private to vm/host. */
#ifndef WEFT_HOST_VM_INTERNAL_H
#define WEFT_HOST_VM_INTERNAL_H

#include <stdbool.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "proto.h"
#include "vm.h"

/* Python's default recursion limit: frames deeper than this raise RecursionError. */
#define VM_MAX_DEPTH 1000
/* Registers in one frame (the compiler reports functions that need more). */
#define VM_MAX_REGS 4096
#define VM_STACK_SIZE (1 << 20)

typedef struct CallFrame {
  Function *fn;    /* borrowed: R[-1] of the frame (or the entry's own reference) holds it */
  const Instr *pc; /* next instruction; saved before anything that can raise */
  Value *base;
  bool entry;      /* returning from this frame returns to C (vm_call / module run) */
  uint8_t kind;    /* FRAME_*: what returning from it means */
  uint8_t step;    /* FRAME_OP: the operator protocol's step to resume (rt_binop_next) */
  bool negate;     /* FRAME_OP: the answer is negated (the default __ne__) */
} CallFrame;

enum {
  FRAME_CALL = 0, /* a call: its value goes to R[-1] */
  FRAME_INIT,     /* a class call's __init__: the value is the Vm's init_self of the frame */
  FRAME_OP        /* an operator's special method: the operator instruction runs again and
                     takes the answer from the Vm's op_result */
};
_Static_assert(sizeof(CallFrame) == 32, "SAVEPC divides by the frame size: keep it a power of 2");

struct Vm {
  Value *stack; /* VM_STACK_SIZE registers; those above the live frames hold no objects */
  CallFrame frames[VM_MAX_DEPTH + 8];
  int nframes;
  /* module globals: slot i has name gnames[i]; RT_UNDEF while unset */
  Value *globals;
  Value *gbuiltin; /* cached builtin of the same name (borrowed), or RT_UNDEF */
  char **gnames;
  int nglobals, capglobals;
  int *ghash; /* open addressing over slots (+1; 0 = empty), capacity ghashcap */
  int ghashcap;
  /* a re-raise in progress keeps the traceback it already had (see vm_call_function) */
  Exception *saved_trace;
  Value range_builtin; /* borrowed: FORRANGE loops without objects when range is this */
  /* caret anchors of the current exception's frames, two ints per trace entry */
  int *tb_anchors;
  int ntb_anchors;
  /* > 0 while a CALLG looks its function up: a NameError's caret then covers only the name,
   * the first tb_name_len columns of the call's span */
  int tb_name_len;
  /* every source compiled in this session (tracebacks print their lines) */
  Source **sources;
  int nsources;
  Cell *cells; /* the live cells made while this VM ran (see Cell) */
  RtGcList gc; /* the live instances and classes made while this VM ran (cycles) */
  /* init_self[k]: the instance a class call makes, while frame k runs its __init__ (owned) */
  Value init_self[VM_MAX_DEPTH + 8];
  /* the answer of a FRAME_OP frame for the operator instruction that runs again (owned) */
  bool op_pending;
  Value op_result;
  /* exact host spans (interp.c vm_prof_step): the frame, file and line reported last (prof_fr
   * NULL: a frame was entered since), and the line each live frame was last on */
  const CallFrame *prof_fr;
  const char *prof_file;
  int prof_line;
  int prof_line_at[VM_MAX_DEPTH + 8];
};

/* The VM running on this thread (natives call back into it; rt_raise's traceback hook reads
 * its frames). Worker threads (--sim-threads, target='parallel') run no bytecode and never
 * raise into a VM: for them it is NULL. */
extern _Thread_local Vm *vm_current;

int vm_global_slot(Vm *vm, const char *name); /* finds or creates the slot */

/* Run the frame just pushed (marked entry) until it returns; returns its result. */
Value vm_execute(Vm *vm);
/* Push a frame for f whose arguments (argc values, the last nkw named by kwnames, a tuple
 * of str or RT_UNDEF) start at base; binds parameters. Raises TypeError/RecursionError. */
void vm_push_frame(Vm *vm, Function *f, Value *base, int argc, Value kwnames, bool entry);
void vm_pop_frame(Vm *vm); /* releases the top frame's registers */
/* Unwind all frames after an error, releasing their registers. */
void vm_unwind_all(Vm *vm);

/* import under protection: false (error cleared) when there is no such module */
bool vm_try_import(const char *name, Value *out);

const char *vm_find_source(Vm *vm, const char *file); /* latest text named file */

/* NameError's "Did you mean" candidate for name in code p (suggest.c), or NULL. */
const char *vm_suggest_name(Vm *vm, const Proto *p, const char *name);
/* Raise NameError for name with CPython's message, suggestion included. */
_Noreturn void vm_name_error(Vm *vm, const Proto *p, const char *fmt, const char *name);

void vm_traceback_hook(Exception *exc);
void vm_print_exception(Vm *vm, const Exception *exc);

#endif
