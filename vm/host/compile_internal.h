/* compile_internal.h — the compiler's state shared by compile_expr.c and compile_stmt.c.
 * Registers: a function's locals occupy the lowest registers, temporaries are allocated
 * stack-like above them (freereg), and everything live at a call sits below the call's base
 * register, because the callee's frame starts right after it. */
#ifndef WEFT_HOST_COMPILE_INTERNAL_H
#define WEFT_HOST_COMPILE_INTERNAL_H

#include <string.h>
#include "../front/resolve.h"
#include "compile.h"
#include "vm_internal.h"

typedef struct JumpList {
  int *at;
  int n, cap;
} JumpList;

typedef struct LoopCtx {
  struct LoopCtx *prev;
  JumpList breaks, conts;
  int continue_target; /* -1 while unknown (for loops: patched at the FORITER) */
  struct TryCtx *tries; /* the statements around the loop (break/continue leave the others) */
} LoopCtx;

/* A statement whose leaving by return/break/continue runs code, or whose body is a protected
 * range (compile_try.c): the try body (TRY), a finally (FINALLY: its block is compiled again
 * on each way out), a with (WITH: __exit__ is called), an except handler's body (HANDLER: the
 * exception handled before it is restored), a handler's `as` name (NAME: unbound). */
typedef enum { CTX_TRY, CTX_FINALLY, CTX_WITH, CTX_HANDLER, CTX_NAME } TryKind;
typedef struct TryCtx {
  struct TryCtx *prev;
  TryKind kind;
  int depth;
  int pending;      /* the last of its handlers still without a target, -1 when none (compile_try.c) */
  int open_at;      /* where the current protected range began, -1 while outside it */
  int reg;          /* WITH: the __exit__ register; HANDLER: the saved exception's */
  Block finalbody;  /* FINALLY */
  Expr *name;       /* NAME */
  LoopCtx *loop;    /* the loop around the statement */
} TryCtx;

typedef struct FuncState {
  struct FuncState *parent;
  Proto *proto;
  Scope *scope;
  int freereg, maxreg;
  LoopCtx *loop;
  TryCtx *tries;  /* innermost first */
  int *cold;      /* [start, end) pairs of handler code to move out of line (compile_cold.c) */
  int ncold, capcold;
  uint8_t bound[VM_MAX_REGS]; /* local register definitely assigned at this point */
  bool is_module;
  bool is_generator; /* return statements finish the generator (GENRETURN) */
  Span span; /* the def line, for errors about the whole function */
  bool too_complex; /* reported once */
} FuncState;

/* The class body being compiled: it runs in the frame of `fs`, with the class under
 * construction (its namespace) in register `ns`. */
typedef struct ClassCtx {
  struct ClassCtx *prev;
  FuncState *fs;
  int ns;
  char *qualname;
  bool ann_made; /* the body has set __annotations__ to a dict already */
} ClassCtx;

typedef struct Compiler {
  Vm *vm;
  Diag *diag;
  Source *src;
  AstTree *tree; /* the nodes being compiled: each function's Proto keeps a reference */
  FuncState *fs;
  ClassCtx *cls; /* innermost class body, or NULL */
  bool echo;
  bool echo_wrapper; /* echo in exec's wrapper function too (compile()'s 'single' mode) */
  bool nofuse;   /* compiling the ordinary code of a FUSE: no FUSE inside it */
  bool future_annotations; /* `from __future__ import annotations` seen: annotations stay text */
} Compiler;

/* registers and emission */
int vm_c_alloc(Compiler *c, int n);  /* n consecutive temporaries; returns the first */
int vm_c_temps_begin(Compiler *c);   /* see compile_stmt.c */
void vm_c_temps_end(Compiler *c, int save, int outer, bool clear, Span s);
int vm_c_emit(Compiler *c, Instr i, Span s);
int vm_c_const(Compiler *c, Value v); /* steals v */
int vm_c_str_const(Compiler *c, const char *s);
int vm_c_here(Compiler *c);
void vm_c_jump_to(Compiler *c, JumpList *l, int at);
void vm_c_patch_here(Compiler *c, JumpList *l);
void vm_c_patch(Compiler *c, int at, int target);
void vm_c_free_list(JumpList *l);
int vm_c_jump(Compiler *c, OpCode op, int a, Span s); /* emits a jump to be patched */

/* expressions (compile_expr.c) */
void vm_c_expr(Compiler *c, Expr *e, int dst);
/* A local variable that lives in its register (not a cell): it can be read in place. */
static inline bool vm_c_is_plain_local(const Expr *e) {
  return e->kind == EX_NAME && e->as.name.kind == NAME_LOCAL &&
         !(e->as.name.sym->flags & SYM_CELL);
}
int vm_c_expr_any(Compiler *c, Expr *e);
int vm_c_operand_in(Compiler *c, Expr *e, int dst); /* e into dst when dst is the newest temporary */
/* compile_fuse.c: FUSE and then e's ordinary code into dst, when e is an elementwise chain;
 * false (nothing emitted) otherwise. */
bool vm_c_fuse(Compiler *c, Expr *e, int dst);
void vm_c_cond_false(Compiler *c, Expr *e, JumpList *l); /* jump to l when e is false */
void vm_c_cond_true(Compiler *c, Expr *e, JumpList *l);
bool vm_c_writes_early(Expr *e); /* would evaluating e into a register write it early? */
/* compile_display.c: dict and set displays into register dst */
void vm_c_dict_display(Compiler *c, Expr *e, int dst);
void vm_c_set_display(Compiler *c, Expr *e, int dst);
void vm_c_emit_binop(Compiler *c, BinOp op, int dst, Expr *l, Expr *r, Span s);
Proto *vm_c_function(Compiler *c, FuncNode *f);
void vm_c_closure(Compiler *c, FuncNode *f, int dst);
int vm_c_index(Compiler *c, Expr *index); /* subscript key into any register */
void vm_c_anchor_subscript(Compiler *c, int pc, Expr *subscript);

/* calls and star-unpacking (compile_call.c) */
void vm_c_call(Compiler *c, Expr *e, int dst);
/* A call's arguments after its callee (in base; CALLMETHOD: and self), then the call `op` into
 * R[dst]; frees the registers above `save`. More than max_args arguments is a compile error. */
void vm_c_call_args(Compiler *c, Expr *e, int op, int base, int dst, int save, int max_args);
bool vm_c_has_star(Expr **items, int n);
/* [items...] with starred items extended in, into R[dst] (a new list) */
void vm_c_star_list(Compiler *c, Expr **items, int n, int dst, Span s);
/* classes (compile_class.c) */
void vm_c_classdef(Compiler *c, Stmt *st);
int vm_c_apply_decorators(Compiler *c, Expr **decorators, int nd, int decs, int obj);
/* The class body being compiled directly in the current frame, or NULL. */
ClassCtx *vm_c_class_body(Compiler *c);
/* `x: T` (= v) in a class body or at module level: T into its __annotations__ (compile_class.c). */
void vm_c_class_annotation(Compiler *c, Stmt *st);
void vm_c_load_class_name(Compiler *c, Expr *e, int dst);
/* obj.m(args) and super(): emits the call and returns true when it takes e */
bool vm_c_special_call(Compiler *c, Expr *e, int dst);
/* reserve the register after a call's arguments (a bound method's self goes in there) */
void vm_c_reserve_self(Compiler *c);

/* names (compile_stmt.c) */
void vm_c_store(Compiler *c, Expr *target, int src);
void vm_c_store_name(Compiler *c, const char *name, int src, Span s);
void vm_c_block(Compiler *c, Block b);
void vm_c_block_scoped(Compiler *c, Block b); /* definite assignments inside do not outlive it */
/* Report CPython's "too many statically nested blocks" for a unit's body (compile_blocks.c):
 * false when it did. The body is then not compiled (CPython stops there; Weft compiles a
 * finally block once per way out, which nesting that deep makes exponential). */
bool vm_c_check_blocks(Compiler *c, Block body);

/* handler code out of the normal path (compile_cold.c): vm_c_cold marks [start, here) as a
 * cold block (starting with the jump over it, not falling through at its end); when the
 * function is compiled, vm_c_move_cold moves the cold blocks to the end of its code. */
void vm_c_cold(Compiler *c, int start);
void vm_c_move_cold(Compiler *c);

/* try, raise and with (compile_try.c) */
/* dst = annotation e, or its source text when evaluating it raises. */
void vm_c_annotation(Compiler *c, Expr *e, int dst);
void vm_c_try(Compiler *c, Stmt *st);
void vm_c_raise(Compiler *c, Stmt *st);
void vm_c_with(Compiler *c, Stmt *st);
/* Leaving the statements inside `until` (NULL: all) by a jump or return: does it run code? */
bool vm_c_leaving_runs_code(Compiler *c, TryCtx *until);
/* Emit that code (innermost first, each outside its own protected range); after the jump or
 * return, vm_c_left resumes the ranges for the code that follows. */
void vm_c_leave(Compiler *c, TryCtx *until, Span s);
void vm_c_left(Compiler *c, TryCtx *until);

/* The function eval()/exec() wrap their text in (evalexec.c): what it defines is named as at
 * module level (f, not __weft_exec__.<locals>.f), as CPython's exec names it. */
static inline bool vm_c_is_eval_wrapper(const char *qualname) {
  return strcmp(qualname, "__weft_exec__") == 0 || strcmp(qualname, "__weft_eval__") == 0;
}

#endif
