/* vm_internal.h — the interpreter's state shared by the files of vm/host: the register
 * stack, call frames, and the module-global slot table. Private to vm/host. */
#ifndef WEFT_HOST_VM_INTERNAL_H
#define WEFT_HOST_VM_INTERNAL_H

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/gc.h" /* the safe points poll rt_gc_pending */
#include "proto.h"
#include "vm.h"

/* The most frames the VM holds, whatever sys.setrecursionlimit asks: frames deeper than the
 * runtime's recursion limit (runtime.h; 1000 unless the program sets it) raise RecursionError,
 * and so do frames past this cap. The per-frame arrays are allocated at this size (untouched
 * pages cost no memory). */
#define VM_FRAME_CAP 200000
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

/* Generators to close and instances whose __del__ is due (generator.c, finalize.c), in the
 * order their last references went; each holds one reference, the list's. */
typedef struct VmPending {
  Obj **items;
  int n, cap;
  bool at_exit; /* vm_gen_close_at_exit is clearing the globals */
  bool running; /* vm_gen_run_pending's loop: a close or __del__ inside leaves the rest to it */
} VmPending;

struct Vm {
  Value *stack; /* VM_STACK_SIZE registers; those above the live frames hold no objects */
  CallFrame *frames; /* VM_FRAME_CAP + 8 */
  int nframes;
  VmPending pending;
  const int *depth_limit; /* the runtime's recursion limit (see vm_depth_limit) */
  const int *c_depth; /* rt_c_depth(): C-level recursion levels, which count against it too */
  int warn_line_shift; /* lines of eval's and exec's wrapper above the text compiled (warnings) */
  /* module globals: slot i has name gnames[i]; RT_UNDEF while unset */
  Value *globals;
  Value *gbuiltin; /* cached builtin of the same name (borrowed), or RT_UNDEF */
  char **gnames;
  int nglobals, capglobals;
  int *ghash; /* open addressing over slots (+1; 0 = empty), capacity ghashcap */
  int ghashcap;
  Value range_builtin; /* borrowed: FORRANGE loops without objects when range is this */
  struct RtRuntime *runtime; /* the modules this VM imported and its libraries' state (owned) */
  /* the exception being handled (None outside handlers): see exc_ops.c */
  Value handled;
  /* set by a re-raise: its traceback goes on from the frames the exception already went
   * through (the raising frame is not added again) */
  bool tb_reraise;
  /* > 0 while a CALLG looks its function up: a NameError's caret then covers only the name,
   * the first tb_name_len columns of the call's span */
  int tb_name_len;
  /* every source compiled in this session (tracebacks print their lines) */
  Source **sources;
  int nsources;
  Cell *cells; /* the live cells made while this VM ran (see Cell) */
  RtGcList gc; /* the live instances and classes made while this VM ran (cycles) */
  /* init_self[k]: the instance a class call makes, while frame k runs its __init__ (owned) */
  Value *init_self; /* VM_FRAME_CAP + 8 */
  /* the answer of a FRAME_OP frame for the operator instruction that runs again (owned) */
  bool op_pending;
  Value op_result;
  /* exact host spans (interp.c vm_prof_step): the frame, file and line reported last (prof_fr
   * NULL: a frame was entered since), and the line each live frame was last on */
  const CallFrame *prof_fr;
  const char *prof_file;
  int prof_line;
  int *prof_line_at; /* VM_FRAME_CAP + 8 */
  /* a notebook cell (vm_run_cell) runs with echo_keep: OP_ECHO keeps its value here (owned;
   * RT_UNDEF when none) instead of printing it */
  bool echo_keep;
  Value echo_value;
  /* the REPL's session: a SystemExit asks it to end (vm_exit_requested) */
  bool exit_requested;
  int exit_status;
  /* the last program run (not a cell) ended in an uncaught KeyboardInterrupt, of exactly that
   * class (vm_ended_by_interrupt) */
  bool interrupted;
  /* what globals() returns, refreshed at each call (owned; RT_UNDEF before): see evalexec.c */
  Value globals_dict;
  /* the .py modules imported (user_module.c; owned), and the one whose text compiles now (the
   * code compiled gets it as Proto.module) */
  struct VmModule *modules, *compiling_module;
};

/* How many frames may be live: sys.setrecursionlimit's limit, at most VM_FRAME_CAP. */
static inline int vm_depth_limit(const Vm *vm) {
  int lim = *vm->depth_limit;
  return lim < VM_FRAME_CAP ? lim : VM_FRAME_CAP;
}

/* Would one more frame pass the recursion limit? CPython counts its C-level recursion (a
 * repr, str or builtin call on the way, each rt_recursion_enter here) against the same limit. */
static inline bool vm_frames_full(const Vm *vm) {
  return vm->nframes + *vm->c_depth >= vm_depth_limit(vm) || vm->nframes >= VM_FRAME_CAP;
}

/* The VM running on this thread (natives call back into it; rt_raise's traceback hook reads
 * its frames). Worker threads (--sim-threads, target='parallel') run no bytecode and never
 * raise into a VM: for them it is NULL. */
extern _Thread_local Vm *vm_current;
/* Makes vm the running VM of this thread: vm_current, and its runtime (the imported modules and
 * the libraries' state, vm/obj/runtime.h) the current one. */
void vm_enter(Vm *vm);

int vm_global_slot(Vm *vm, const char *name); /* finds or creates the slot */
int vm_global_slot_find(Vm *vm, const char *name); /* -1 when there is none */

/* Run the frame just pushed (marked entry) until it returns; returns its result. An exception
 * raised inside goes to the handlers of the frames from the entry frame up (vm_catch); one
 * that none handles pops those frames and propagates. */
Value vm_execute(Vm *vm);
/* vm_execute with frames[entry] as the entry frame (frames above it may be pushed too), and
 * start(vm, ud), when not NULL, run first under the same protection: it may push frames or
 * raise at the top one as if that frame had raised (generator.c's throw and send). */
Value vm_execute_from(Vm *vm, int entry, void (*start)(Vm *vm, void *ud), void *ud);
/* The dispatch loop (interp.c): runs the top frame until an entry frame returns. */
Value vm_dispatch(Vm *vm);
/* Push a frame for f whose arguments (argc values, the last nkw named by kwnames, a tuple
 * of str or RT_UNDEF) start at base; binds parameters. Raises TypeError/RecursionError. */
void vm_push_frame(Vm *vm, Function *f, Value *base, int argc, Value kwnames, bool entry);
void vm_pop_frame(Vm *vm); /* releases the top frame's registers */
/* Bind a call's arguments in place for f (bind.c): the slow path of vm_push_frame. On a
 * TypeError every argument register is released before the raise. */
void vm_bind_args(Function *f, Value *base, int argc, Value kwnames);

/* ---- star-unpacking (star.c) ---- */
/* CALLEX: call R[fa] with the positional arguments in fa[1] (a list, or with VM_CALLEX_RAW in
 * flags any iterable) and nkw keyword values after it (with VM_CALLEX_KWDICT: a dict of them
 * in fa[2]). A Python callee's frame is pushed (true); anything else is called and its result
 * left in *fa (false). */
bool vm_call_ex(Vm *vm, Value *fa, int nkw, Value kwnames, int flags);
/* KWMERGE: the keyword dict fa[2] of a call of fa[0] gets v as keyword name (a str), or with
 * name RT_UNDEF every item of the mapping v; CPython's TypeErrors. */
void vm_kw_merge(Value *fa, Value v, Value name);
void vm_list_extend(Value list, Value v); /* "Value after * must be an iterable" */
/* R[dst..]: before items, a list of the middle, after items (ValueError when too few). */
void vm_unpack_ex(Value *dst, Value v, int before, int after);

/* ---- generators (generator.c) ----
 * A generator owns its function's registers while suspended. Resuming moves them onto the
 * register stack above the resumer's frame, with R[-1] holding the generator, and pushes a
 * frame; yielding moves them back. A frame whose R[-1] is a generator is its running frame:
 * popping it (an exception unwinding through it) finishes the generator. A resume from C
 * (next(), sum(), list(): the type's next slot) runs a nested vm_execute, whose entry frame
 * the generator's is; FORITER resumes a generator it loops over without leaving the dispatch
 * loop (YIELD then writes the loop's item register and jumps to the loop body). */
typedef enum { GEN_SUSPENDED, GEN_RUNNING, GEN_DONE } GenState;

typedef struct Generator {
  Obj hdr;
  Function *fn;  /* owned */
  Value *regs;   /* fn->proto->nregs registers while suspended; NULL once done */
  int pc;        /* where it resumes (an index into the code) */
  GenState state;
  bool started;  /* it has run: suspended since at a yield (gi_suspended) */
  Value retval;  /* what it returned, once done (yield from's value) */
} Generator;
extern const ObjType vm_generator_type;
static inline bool vm_is_generator(Value v) { return rt_is_type(v, &vm_generator_type); }
/* A suspended generator taking over the registers regs[0..nregs) of f's frame (left
 * RT_UNDEF), to resume at pc. */
Value vm_generator_new(Function *f, Value *regs, int pc);
/* Push g's frame at base (R[-1] := g); raises RecursionError when there is no room. */
void vm_gen_push(Vm *vm, Generator *g, Value *base, bool entry);
/* g's running frame yields: its registers at regs move back into g. */
void vm_gen_suspend(Generator *g, Value *regs, int pc);
/* g is done (its frame's registers were released): result (stolen) is its return value. */
void vm_gen_finish(Generator *g, Value result);
/* A suspended generator whose last reference goes is closed (GeneratorExit where it waits, so
 * its finally blocks run), as CPython does; not at once, since the decref may come from the
 * middle of an instruction, but at the next safe point: the next call instruction, or a
 * return to C (interp.c checks vm->pending.n there and calls vm_gen_run_pending). The list is
 * the generator's own VM's. */
void vm_gen_run_pending(Vm *vm);
/* The VM is going: the generators still waiting are freed without being closed. */
void vm_gen_drop_pending(Vm *vm);
void vm_gen_close_at_exit(Vm *vm); /* vm_free: close the generators the globals held */
/* The same list holds instances whose __del__ is due (finalize.c): append o (the caller gives
 * it the list's reference); false when out of memory. */
bool vm_pending_push(Vm *vm, Obj *o);
void vm_run_del(Vm *vm, Obj *o);       /* finalize.c: o's __del__, its errors reported */
void vm_del_globals_at_exit(Vm *vm);   /* finalize.c: first the instances only a global holds */
void vm_install_del_hook(void);
/* Unwind all frames after an error, releasing their registers. */
void vm_unwind_all(Vm *vm);

/* import under protection: false (error cleared) when there is no such module */
bool vm_try_import(const char *name, Value *out);

const char *vm_find_source(Vm *vm, const char *file); /* latest text named file */

/* NameError's "Did you mean" candidate for name in code p (suggest.c), or NULL. */
const char *vm_suggest_name(Vm *vm, const Proto *p, const char *name);
/* AttributeError's "Did you mean" candidate among dir(obj) (suggest.c; malloc'd), or NULL. */
char *vm_suggest_attr(Value obj, const char *name);
/* Raise NameError for name with CPython's message; its suggestion is kept in the hidden
 * attribute VM_NAME_HINT_ATTR, for the traceback printer (str(e) has none). */
_Noreturn void vm_name_error(Vm *vm, const Proto *p, const char *fmt, const char *name);
#define VM_NAME_HINT_ATTR "__weft_name_hint__"

/* f.__code__ (code_object.c): a view of p's parameters and names (a new reference). */
Value vm_code_object(Proto *p);
/* compile()'s code object: p (the text compiled, for its attributes), the text exec and eval
 * run, its filename and mode; vm_code_source reads them back (false for other values). */
typedef enum { VM_CODE_EXEC, VM_CODE_EVAL, VM_CODE_SINGLE } VmCodeMode;
Value vm_code_from_source(Proto *p, Value text, const char *filename, VmCodeMode mode);
bool vm_code_source(Value v, Value *text, const char **filename, VmCodeMode *mode);
/* dir() (dir.c): obj's attribute names as CPython lists them (a new sorted list of str);
 * the lists of builtin types are data (dir_names.c: key "list", "module math", ...). */
typedef struct VmDirTable {
  const char *key, *names; /* names: separated by one space */
} VmDirTable;
extern const VmDirTable vm_dir_tables[];
Value vm_dir_list(Value obj);
void vm_install_dir_builtin(void);
void vm_install_main_module(void); /* main_module.c: sys.modules['__main__'] */
Value vm_frame_locals(Vm *vm, int k, bool module); /* evalexec.c: f_locals of frame k */
/* A global name read by eval/exec code given its own __builtins__ dict (Proto.builtins) and
 * not among the globals: the dict's entry (borrowed), the dict for __builtins__, else
 * NameError (exec's wrapper ends calling locals(): that one is the real builtin). */
Value vm_restricted_builtin(Vm *vm, const Proto *p, const char *name);
Value vm_suspended_frame(Proto *p, int pc, const Value *regs); /* frame_object.c: a generator's gi_frame */
/* vm_debug.c: the bound locals in the registers regs of a function p's frame (borrowed), as
 * vm_debug_frame_locals gives a running frame's: how many, at most max. */
int vm_regs_locals(const Proto *p, const Value *regs, const char **names, Value *values, int max);
void vm_install_frame_hook(void);                  /* frame_object.c: sys._getframe's frames */
void vm_install_star_builtins(void); /* exc_star.c: the helpers try/except* calls */
void vm_green_install(void); /* vm_green.c: green threads switch the execution state */
/* locals() of the calling frame (a new dict); *module: the caller is the module body. */
Value vm_locals_dict(Vm *vm, bool *module);
/* evalexec.c: globals() (a new reference); the value a program put in that dict for global
 * `slot` whose slot is empty, now in the slot (borrowed; RT_UNDEF: none); `del` of a global
 * taking it out of the dict as well. */
Value vm_globals_dict(Vm *vm);
Value vm_global_from_dict(Vm *vm, int slot);
void vm_global_forget(Vm *vm, int slot);

void vm_traceback_hook(Exception *exc);
/* Print an uncaught exception to out as CPython does (its chain of causes and contexts first). */
void vm_print_exception(Vm *vm, const Exception *exc, FILE *out);
/* Gives the traceback module (vm/py) the exception being handled and the printer (traceback.c). */
void vm_traceback_module_init(void);
/* The same without exc's first `skip` frames; _skip is rt_print_exception's printer. */
void vm_print_exception_from(Vm *vm, const Exception *exc, int skip, FILE *out);
void vm_print_exception_skip(const Exception *exc, int skip, FILE *out);

/* exceptions (exc_ops.c) */
/* The exception just raised unwound into vm_execute, whose entry frame is frames[entry]: if a
 * frame from the top down to it has a handler for its instruction, pop the frames above it,
 * put the exception object in the handler's register, continue there, and answer true; else
 * pop the frames down to the entry frame (included) and answer false (the exception stays). */
bool vm_catch(Vm *vm, int entry);
_Noreturn void vm_raise(Vm *vm, Value exc, Value cause, bool has_cause);
_Noreturn void vm_reraise(Vm *vm, Value exc);
void vm_with_enter(Value *dst, Value mgr); /* dst[0] := __exit__, dst[1] := __enter__() */
void vm_with_exit(Value exit);
bool vm_with_except(Value exit, Value exc);


/* interp_prof.c: the profiler's hooks in the dispatch loop */
void vm_prof_enter(const Proto *p);
void vm_prof_step(const CallFrame *fr, const Instr *pc);
void vm_prof_sample(const Vm *vm, const CallFrame *top, const Instr *pc);
#if !(defined(WEFT_SWITCH_DISPATCH) || !defined(__GNUC__))
void *const *vm_prof_sampling(void *const *real, void *trap);
#else
void vm_prof_hit(const Vm *vm, const CallFrame *fr, const Instr *pc, bool exact);
#endif
/* vm_debug.c: the dispatch table while the debugger may trap (labels when none is installed),
 * the call its trap makes before each instruction, and (switch dispatch) whether it is armed. */
/* vm.c, for vm_debug_eval: compile src (a module) without running it; NULL with the first
 * error's message in err (a SyntaxError's text). */
Proto *vm_compile_quiet(Vm *vm, const char *name, const char *src, char *err, size_t nerr);
/* The same, with *line (when not NULL) the error's line (left as it was when it has none). */
Proto *vm_compile_quiet_at(Vm *vm, const char *name, const char *src, char *err, size_t nerr, int *line);
/* Where compiling text failed (line 0: no place known; 1-based columns, end exclusive; parsing:
 * the parser found it, so CPython shows its text) and the body's top-level statements (with
 * the end of the first and the start of the second, when parsed). */
typedef struct VmCompileInfo {
  int line, col, end_line, end_col;
  bool parsing;
  int nstmts;
  int first_end_line;      /* the line where the first statement ends */
  int next_line, next_col; /* where the second statement starts */
  bool on_disk_only;       /* in: compile()'s text (see Source) */
  bool no_warnings;        /* in: no SyntaxWarnings (the text's other compile gives them) */
} VmCompileInfo;
/* The same with echo (VM_ECHO_SINGLE: compile()'s 'single' mode) and the error's place in
 * *info (which must not be NULL). */
Proto *vm_compile_text(Vm *vm, const char *name, const char *src, int echo, char *err, size_t nerr,
                       VmCompileInfo *info);
void *const *vm_debug_table(void *const *labels, void *step);
/* evalexec.c: eval, exec, globals and locals into the builtins (vm_new) */
void vm_install_eval_builtins(void);
void vm_debug_step(Vm *vm, const CallFrame *fr, const Instr *pc);
extern bool vm_debug_armed;
/* ---- register helpers: store into a register, releasing what it held ---- */

static inline void setreg(Value *r, Value v) {
  Value old = *r;
  *r = v;
  rt_decref(old);
}

static inline void setint(Value *r, int64_t i) {
  if (__builtin_expect(!!(r->tag == RT_OBJ), 0)) rt_decref(*r);
  r->tag = RT_INT;
  r->as.i = i;
}

static inline void setfloat(Value *r, double f) {
  if (__builtin_expect(!!(r->tag == RT_OBJ), 0)) rt_decref(*r);
  r->tag = RT_FLOAT;
  r->as.f = f;
}

static inline void setbool(Value *r, bool b) {
  if (__builtin_expect(!!(r->tag == RT_OBJ), 0)) rt_decref(*r);
  r->tag = RT_BOOL;
  r->as.i = 0;
  r->as.b = b;
}

/* interp_rare.c: instruction bodies kept out of the dispatch loop */
/* CCALL with a global operand: fn(self, argv) with each operand held for the call (a global
 * may be rebound by code the call runs, e.g. a key's __eq__; registers cannot). */
Value vm_ccall_held(RtMethodFn fn, Value self, int argc, const Value *argv);
/* CCALL off its cache: the C method `name` of o's type (cached in ac), NULL when o is no
 * object, an instance of a user class, or its type has no such C method. */
RtMethodFn vm_ccall_method(Value o, Value name, AttrCache *ac);
/* A CCALL at `at` found no C method (an instance's Python method, say): counted in ac[1],
 * which CCALL leaves unused; the VM_CCALL_COLD-th miss turns it into a jump to its ordinary
 * code, so a site that calls Python methods stops paying for the test. */
void vm_ccall_miss(Proto *p, const Instr *at, AttrCache *ac);
#define VM_CCALL_COLD 16
/* LOADSUPER's slow path: super(ra[1], obj).name as LOADMETHOD loads it, cached in ac (two
 * ways: the method under obj's class tag; super's address and the __class__ it follows). */
void vm_load_super(Value *ra, Value obj, Value name, AttrCache *ac);
/* interp_op.c: push the frame of the Python method that answers `a op b` (false: none, or it
 * cannot run in a frame; the C path does the rest), and hand its answer to the operator
 * instruction (op_result) when that frame returns res. */
bool vm_op_frame(Vm *vm, CallFrame *frame, BinOp op, Value a, Value b);
void vm_op_return(Vm *vm, CallFrame *fr, Value res);
void vm_unpack(Value *dst, Value v, int n);  /* UNPACK: the n items of v into dst */
Value vm_make_closure(Proto *child, const Value *defaults, CallFrame *fr); /* CLOSURE */
/* FORPREP: st[0] holds the iterable; sets up the loop state FORITER reads (see interp.c) */
void vm_for_prep(Value *st);
Value vm_build_str(const Value *parts, int n);
Value vm_import_from(Value module, Value name); /* name "*": `from m import *` into the globals */
void vm_star_names(Value module, void (*each)(const char *name, Value v, void *ud), void *ud);
_Noreturn void vm_assert_fail(bool has_msg, Value msg);
void vm_echo(Value v);
Value vm_format_value(Value v, const Value *spec, int c);
Value vm_make_class(const Value *name_and_bases, int nbases); /* CLASS */
/* FUSE at code[at]: the chain its program constant K[B] describes (compile_fuse.c) over the
 * frame's registers R, constants K and globals G, fused by the array runtime into R[A] (true:
 * skip the ordinary code); false, having run nothing, when some leaf is not at hand or
 * rt_np_fuse declines. A FUSE whose leaves held no array VM_FUSE_COLD times in a row is scalar
 * code: it is replaced by a jump to the next instruction (the program's second int32 counts the
 * runs), so a hot scalar loop pays one dispatch for it. */
#define VM_FUSE_COLD 16
bool vm_fuse(Proto *p, const Instr *at, Value *R, const Value *K, const Value *G);
/* The fusion site flagged at code[at] (opcodes.h VM_FUSE_SITE), reached by its slow path with an
 * array operand: the chain fused into its register, returning how many instructions to skip
 * after at (the rest of the chain's code; frame->pc is then past it); 0, having run nothing,
 * when the site is not there or rt_np_fuse declines. */
int vm_fuse_site(CallFrame *frame, const Instr *at, Value *R, const Value *K, const Value *G);

#endif
