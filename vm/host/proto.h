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
} Source;
Source *vm_source_new(const char *name, const char *text);
void vm_source_retain(Source *s);
void vm_source_release(Source *s);

typedef struct Proto {
  Obj hdr;
  Instr *code;
  Span *spans; /* spans[pc]: the source span of code[pc] */
  int *anchors; /* anchors[2*pc], [2*pc+1]: caret anchors for tracebacks (see vm_anchor) */
  int ncode, capcode;
  Value *consts;
  int nconsts, capconsts;
  int nparams, ndefaults, nfree, nregs;
  int nlocals; /* registers [0, nlocals) hold named locals (params first): only those can be
                  read before they are written, so only they are cleared at entry */
  char **regnames;  /* nregs entries: the local variable living in a register, or NULL */
  char **freenames; /* nfree entries */
  char **params;    /* nparams entries */
  int *captures;    /* nfree entries: where CLOSURE finds each cell in the creating frame:
                       >= 0 a register holding a Cell, < 0 the creator's cell -1-x */
  char *name;       /* "<module>", "f", "<lambda>" */
  char *qualname;   /* "f", "outer.<locals>.inner": used in messages and repr */
  Source *source;
  const FuncNode *node; /* the def or lambda compiled (NULL for a module), kept alive by tree */
  AstTree *tree;
  struct Vm *vm;
  int firstline; /* the def line (0 for a module): how the profiler names the function */
  /* icache[pc]: the attribute cache of GETATTR/SETATTR/LOADMETHOD at pc (vm/obj/class.h);
   * NULL when the code has none */
  struct AttrCache *icache;
} Proto;
extern const ObjType vm_proto_type;
Proto *vm_proto_new(struct Vm *vm, Source *src, const char *name);
/* Append an instruction with its source span (the one place spans are recorded). */
int vm_emit(Proto *p, Instr i, Span span);
/* Traceback caret anchors of instruction pc, like CPython 3.11's: for a binary operator
 * (a1 == -1) a0 is the column where the left operand ends; for a subscript a0 is where the
 * subscripted value ends and a1 one past the closing bracket. 0 = none. */
void vm_anchor(Proto *p, int pc, int a0, int a1);
int vm_proto_add_const(Proto *p, Value v); /* steals v; reuses equal ints/floats/strs */
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

typedef struct Function {
  Obj hdr;
  Proto *proto;     /* owned reference */
  Value *defaults;  /* proto->ndefaults values for the last parameters */
  Value cells[];    /* proto->nfree Cell objects */
} Function;
extern const ObjType vm_function_type;
static inline bool vm_is_function(Value v) { return rt_is_type(v, &vm_function_type); }
/* New function; defaults and cells are copied (increfed). */
Value vm_function_new(Proto *p, const Value *defaults, const Value *cells);

#endif
