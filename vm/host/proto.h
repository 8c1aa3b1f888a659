/* proto.h — compiled code and the objects the host VM runs: Proto (one function's bytecode,
 * constants, per-instruction source spans and debug names), Cell (a captured variable) and
 * Function (a Proto with its defaults and closure cells). Proto and Cell are implemented in
 * proto.c, Function in function.c. */
#ifndef WEFT_HOST_PROTO_H
#define WEFT_HOST_PROTO_H

#include "../front/ast.h"
#include "../obj/value.h"
#include "opcodes.h"

struct Vm;

/* The source text a Proto came from: tracebacks print its lines. Shared, refcounted. */
typedef struct Source {
  int refs;
  char *name;
  char *text;
  bool on_disk_only; /* compile()'s text: tracebacks show its lines only if a file has its name, as CPython's */
} Source;
Source *vm_source_new(const char *name, const char *text);
void vm_source_retain(Source *s);
void vm_source_release(Source *s);

/* VM_EVAL_WRAPPER: the function eval or exec wraps its text in (evalexec.c), named "<module>"
 * for tracebacks but not a module's body: its locals() are its own. */
enum { VM_VARARGS = 1, VM_VARKW = 2, VM_GENERATOR = 4, VM_EVAL_WRAPPER = 8 };

/* An exception handler: an exception raised by an instruction in [start, end) lands at target
 * with the exception object in register reg. Ranges of nested statements nest; the deepest
 * range around an instruction wins. The compiler adds them (compile_try.c); the VM reads them
 * only when an exception unwinds into a frame (vm_catch), so a try costs nothing until then. */
typedef struct ExcHandler {
  int start, end, target, reg, depth;
} ExcHandler;

/* A fusion site (compile_fuse.c, opcodes.h VM_FUSE_SITE): the chain whose code is
 * code[pc, pc + len) (pure loads, then the flagged first operation, then the rest) computes
 * what the FUSE program constant K[konst] describes into register dst. Sorted by pc. */
typedef struct FuseSite {
  int pc, len, konst, dst;
} FuseSite;

/* A class body this code runs inline (CPython runs it as a frame of its own, named after the
 * class): its name, the class statement's span, and the class body around it (1 + index, 0
 * none). */
typedef struct ClassBody {
  char *name;
  Span span;
  int parent;
} ClassBody;

typedef struct Proto {
  Obj hdr;
  Instr *code;
  Span *spans; /* spans[pc]: the source span of code[pc] */
  int *anchors; /* anchors[2*pc], [2*pc+1]: caret anchors for tracebacks (see vm_anchor) */
  int ncode, capcode;
  Value *consts;
  int nconsts, capconsts;
  int *const_index, const_indexcap; /* compile time: consts by value (1 + position; 0 empty) */
  int nparams, ndefaults, nfree, nregs;
  /* Parameters beyond the plain positional ones (registers in this order: the nparams
   * positional parameters, the first nposonly of them positional-only, then nkwonly
   * keyword-only ones, then *args if VM_VARARGS, then **kwargs if VM_VARKW). */
  int nposonly, nkwonly, flags;
  bool has_kwdefaults; /* CLOSURE reads nkwonly keyword-only defaults after the defaults */
  /* The argument count of CALL's fast path (exact positional arguments, nothing to bind):
   * nparams, or -1 when binding always has work to do (keyword-only, *args, **kwargs). */
  int fast_argc;
  int nlocals; /* registers [0, nlocals) hold named locals (params first): only those can be
                  read before they are written, so only they are cleared at entry */
  char **regnames;  /* nregs entries: the local variable living in a register, or NULL */
  char **freenames; /* nfree entries */
  char **params;    /* nparams + nkwonly entries */
  int *captures;    /* nfree entries: where CLOSURE finds each cell in the creating frame:
                       >= 0 a register holding a Cell, < 0 the creator's cell -1-x */
  char *name;       /* "<module>", "f", "<lambda>" */
  char *qualname;   /* "f", "outer.<locals>.inner": used in messages and repr */
  Source *source;
  const FuncNode *node; /* the def or lambda compiled (NULL for a module), kept alive by tree */
  AstTree *tree;
  struct Vm *vm;
  int firstline; /* the def line (0 for a module): how the profiler names the function */
  ExcHandler *handlers;
  int nhandlers, caphandlers;
  FuseSite *fuse_sites;
  int nfuse_sites, capfuse_sites;
  /* clsbody[pc]: the class body code[pc] runs in (1 + index in clsbodies, 0 none); NULL when
   * the code has no class body. cur_clsbody: the one being compiled (compile time). */
  uint16_t *clsbody;
  ClassBody *clsbodies;
  int nclsbodies, cur_clsbody;
  /* icache[pc]: the attribute cache of GETATTR/SETATTR/LOADMETHOD at pc (vm/obj/class.h);
   * NULL when the code has none */
  struct AttrCache *icache;
  /* icache's address less 8 * code's, modulo 2^64: the cache of the instruction at address
   * a is at ic_bias + 8 * a (two 32-byte ways per 8-byte instruction), what the VM computes
   * without loading code */
  uintptr_t ic_bias;
  /* eval/exec code given a globals dict whose __builtins__ is a dict: the only builtins it
   * sees (owned; RT_UNDEF otherwise, the builtins module's) */
  Value builtins;
  /* the imported .py module whose globals its code reads and writes (user_module.h; NULL: the
   * program's, the Vm's own table) */
  struct VmModule *module;
} Proto;
extern const ObjType vm_proto_type;
Proto *vm_proto_new(struct Vm *vm, Source *src, const char *name);
/* Append an instruction with its source span (the one place spans are recorded). */
int vm_emit(Proto *p, Instr i, Span span);
/* The instructions emitted next run in the body of class `name` (stmt: its statement's span),
 * until vm_proto_class_body_end; false when the code has too many class bodies to tell. */
bool vm_proto_class_body_begin(Proto *p, const char *name, Span stmt);
void vm_proto_class_body_end(Proto *p);
/* Traceback caret anchors of instruction pc, like CPython 3.11's: for a binary operator
 * (a1 < 0) a0 is the column where the left operand ends and -a1 where the right one starts;
 * for a subscript a0 is where the subscripted value ends and a1 one past the closing
 * bracket. 0 = none. */
void vm_anchor(Proto *p, int pc, int a0, int a1);
int vm_proto_add_const(Proto *p, Value v); /* steals v; reuses equal ints/floats/strs */
void vm_proto_add_handler(Proto *p, ExcHandler h);
/* The handler of the instruction at pc, or NULL. */
const ExcHandler *vm_find_handler(const Proto *p, int pc);
void vm_proto_add_fuse_site(Proto *p, FuseSite s); /* in pc order */
const FuseSite *vm_find_fuse_site(const Proto *p, int pc); /* NULL: none starts at pc */
/* Give finished code its attribute caches (icache). */
void vm_proto_alloc_caches(Proto *p);

typedef struct Cell {
  Obj hdr;
  Value value; /* RT_UNDEF while unbound */
  /* every live cell of the VM that made it, so that vm_free can break the reference cycles
   * closures make (a recursive inner function's cell holds the function holding the cell) */
  struct Cell *next, **pprev;
} Cell;
extern const ObjType vm_cell_type;
Value vm_cell_new(Value v); /* steals v */
/* Release the values of the cells on list *head (what is left of every cycle through a cell
 * is then freed) and unlink the cells that stay alive. */
void vm_cells_clear(Cell **head);
/* The order of p's free variables in co_freevars and __closure__: sorted by name, as CPython
 * lists them (order[k] indexes freenames and a function's cells); order has nfree entries. */
void vm_free_order(const Proto *p, int *order);

typedef struct Function {
  Obj hdr;
  Proto *proto;     /* owned reference */
  Value *defaults;  /* proto->ndefaults values for the last parameters */
  Value *kwdefaults; /* proto->nkwonly values (RT_UNDEF: required), NULL when none has one */
  Value attrs;      /* its __dict__ (a dict), or RT_UNDEF until an attribute is set */
  Value names;      /* __name__ __qualname__ __module__ __doc__ as assigned (functools.wraps):
                       a dict, or RT_UNDEF; not part of __dict__, as in CPython */
  Value cells[];    /* proto->nfree Cell objects */
} Function;
extern const ObjType vm_function_type;
static inline bool vm_is_function(Value v) { return rt_is_type(v, &vm_function_type); }
/* New function; defaults (ndefaults, then nkwonly keyword-only defaults when
 * has_kwdefaults) and cells are copied (increfed). */
Value vm_function_new(Proto *p, const Value *defaults, const Value *cells);

#endif
