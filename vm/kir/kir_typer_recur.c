/* kir_typer_recur.c — recursive device functions in kernels (fact, fib), which Numba's
 * simulator runs as Python calls. KIR has no calls (kir_ir.h: device functions are inlined), so
 * a recursive call is inlined again, to a depth the code size allows: a function that calls
 * itself at c places is copied c^depth times, so its depth is the largest keeping that within
 * RECUR_COPIES (and at most RECUR_MAX_DEPTH, each level a region of the simulator's warp stack).
 * A thread that goes deeper raises RecursionError from the call that would exceed it, which
 * stops the launch as a kernel's raise does. */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "kir_typer.h"

#define RECUR_COPIES 2048     /* copies of one function's body a kernel may hold */
#define RECUR_MAX_DEPTH 24    /* nested calls of one function (each level nests a region) */
#define RECUR_TYPED_MAX 20000 /* recursive bodies typed for one kernel, passes included */

static int calls_in_expr(const Expr *e, const char *name);

static int calls_in_exprs(Expr *const *v, int n, const char *name) {
  int c = 0;
  for (int k = 0; k < n; k++) c += calls_in_expr(v[k], name);
  return c;
}

/* The calls of the global name in e (those a typer would inline, once each). */
static int calls_in_expr(const Expr *e, const char *name) {
  if (!e) return 0;
  switch (e->kind) {
  case EX_CALL: {
    const Expr *fn = e->as.call.func;
    int c = fn->kind == EX_NAME && !strcmp(fn->as.name.id, name);
    return c + calls_in_expr(fn, name) + calls_in_exprs(e->as.call.args, e->as.call.nargs, name) +
           calls_in_exprs(e->as.call.kwvalues, e->as.call.nkw, name);
  }
  case EX_BINOP: return calls_in_expr(e->as.binop.left, name) + calls_in_expr(e->as.binop.right, name);
  case EX_UNARY: return calls_in_expr(e->as.unary.operand, name);
  case EX_BOOLOP: return calls_in_expr(e->as.boolop.left, name) + calls_in_expr(e->as.boolop.right, name);
  case EX_COMPARE: return calls_in_exprs(e->as.compare.operands, e->as.compare.n, name);
  case EX_IFEXP:
    return calls_in_expr(e->as.ifexp.test, name) + calls_in_expr(e->as.ifexp.body, name) +
           calls_in_expr(e->as.ifexp.orelse, name);
  case EX_ATTR: return calls_in_expr(e->as.attr.obj, name);
  case EX_SUBSCRIPT: return calls_in_expr(e->as.subscript.obj, name) + calls_in_expr(e->as.subscript.index, name);
  case EX_SLICE:
    return calls_in_expr(e->as.slice.lo, name) + calls_in_expr(e->as.slice.hi, name) + calls_in_expr(e->as.slice.step, name);
  case EX_TUPLE: case EX_LIST: return calls_in_exprs(e->as.seq.items, e->as.seq.n, name);
  case EX_STARRED: return calls_in_expr(e->as.starred, name);
  case EX_NAMEDEXPR: return calls_in_expr(e->as.named.value, name);
  default: return 0;
  }
}

static int calls_in_block(const Block *b, const char *name);

static int calls_in_stmt(const Stmt *s, const char *name) {
  switch (s->kind) {
  case ST_EXPR: return calls_in_expr(s->as.expr, name);
  case ST_ASSIGN: return calls_in_exprs(s->as.assign.targets, s->as.assign.ntargets, name) + calls_in_expr(s->as.assign.value, name);
  case ST_AUGASSIGN: return calls_in_expr(s->as.aug.target, name) + calls_in_expr(s->as.aug.value, name);
  case ST_IF: case ST_WHILE:
    return calls_in_expr(s->as.cond.test, name) + calls_in_block(&s->as.cond.body, name) + calls_in_block(&s->as.cond.orelse, name);
  case ST_FOR:
    return calls_in_expr(s->as.loop.iter, name) + calls_in_block(&s->as.loop.body, name) + calls_in_block(&s->as.loop.orelse, name);
  case ST_RETURN: return calls_in_expr(s->as.ret, name);
  case ST_ASSERT: return calls_in_expr(s->as.assert_.test, name) + calls_in_expr(s->as.assert_.msg, name);
  default: return 0;
  }
}

static int calls_in_block(const Block *b, const char *name) {
  int c = 0;
  for (int k = 0; k < b->n; k++) c += calls_in_stmt(b->items[k], name);
  return c;
}

/* How deep calls of fn may nest: c^depth <= RECUR_COPIES for its c calls of itself. */
static int depth_allowed(const FuncNode *fn) {
  int c = calls_in_block(&(Block){fn->body, fn->nbody}, fn->name);
  if (c < 2) return RECUR_MAX_DEPTH; /* one call of itself, or recursion through another function */
  int depth = 0;
  for (long long copies = c; copies <= RECUR_COPIES && depth < RECUR_MAX_DEPTH; copies *= c) depth++;
  return depth;
}

static int guess_index(const Typer *T, const FuncNode *fn);

/* The return type the deepest copy of fn takes when no return of it was typed yet (`return a
 * if b == 0 else gcd(b, a % b)`): the guess kir_recursion_retype corrects, int64 at first. */
static bool guessed_type(Typer *T, const FuncNode *fn, DType *dt, Span span) {
  (void)span;
  int k = guess_index(T, fn);
  if (k < 0) {
    if (T->nrecur_guess == (int)(sizeof T->recur_guess / sizeof T->recur_guess[0])) return false;
    k = T->nrecur_guess++;
    T->recur_guess[k].fn = fn;
    T->recur_guess[k].dt = DT_INT64;
  }
  *dt = T->recur_guess[k].dt;
  return true;
}

bool kir_recursion_inline(Typer *T, const FuncNode *node, TVal *stub, Span span) {
  int depth = 0;
  const TScope *own = NULL;
  for (const TScope *s = T->scope; s; s = s->caller)
    if (s->fn == node) {
      depth++;
      if (!own) own = s;
    }
  if (!depth) return true;
  if (T->f->target != KIR_TARGET_KERNEL && T->f->target != KIR_TARGET_DEVICE)
    kir_type_error(T, span, "recursive calls are not supported in compiled code ('%s' calls itself)", node->name);
  if (++T->recursive_copies > RECUR_TYPED_MAX)
    kir_type_error(T, span, "recursion of '%s' is too large to inline in a kernel", node->name);
  if (depth < depth_allowed(node)) return true;
  /* the deepest copy: the call raises; its value (never used) has the type of the function's
   * first return, which typing needs before the call (a base case returning a number) */
  DType dt;
  if (own->have_ret && own->ret.kind == TV_REG) dt = T->f->regs[own->ret.reg];
  else if (!guessed_type(T, node, &dt, span)) kir_type_error(T, span, "recursive calls are not supported in compiled code ('%s' calls itself)", node->name);
  char msg[200];
  snprintf(msg, sizeof msg, "recursion of '%.100s' deeper than %d calls is not supported in kernels", node->name, depth);
  int arg = kir_add_print_arg(T->f, -1, msg);
  KirInst *in = kir_emit(T->f, KIR_RAISE, span);
  in->imm.i = RT_EXC_RecursionError;
  in->args = arg;
  in->nargs = 1;
  *stub = kir_tval_reg(kir_const_int(T, 0, dt, span));
  return false;
}

static int guess_index(const Typer *T, const FuncNode *fn) {
  for (int k = 0; k < T->nrecur_guess; k++)
    if (T->recur_guess[k].fn == fn) return k;
  return -1;
}

bool kir_recursion_retype(Typer *T, const TScope *sc) {
  int k = guess_index(T, sc->fn);
  if (k < 0) return false;
  for (const TScope *s = sc->caller; s; s = s->caller)
    if (s->fn == sc->fn) return false;
  if (!sc->have_ret || sc->ret.kind != TV_REG || T->f->regs[sc->ret.reg] == T->recur_guess[k].dt) return false;
  T->recur_guess[k].dt = T->f->regs[sc->ret.reg];
  return true;
}
