/* kir_numba_raise.c — Numba 0.56's constant inference of raise statements. Its pre-inference
 * rewrite (RewriteConstRaises) turns each `raise Exc(args)` into a static raise, so every
 * argument must be a compile-time constant; a parameter of the function is not, and Numba stops
 * with "Constant inference not possible for: arg(i, name=x)" at the first raise (in source
 * order) naming one. Other runtime arguments get messages that quote Numba's IR (temporary
 * names from bytecode offsets), which Weft does not reproduce: the scan is unsure there and says
 * nothing, and the function compiles as before. */
#include <string.h>

#include "../obj/class.h"
#include "../obj/exc.h"
#include "kir_typer.h"

static bool rebinds_target(const Expr *t, const char *name) {
  if (t->kind == EX_NAME) return strcmp(t->as.name.id, name) == 0;
  if (t->kind == EX_TUPLE || t->kind == EX_LIST) {
    for (int k = 0; k < t->as.seq.n; k++)
      if (rebinds_target(t->as.seq.items[k], name)) return true;
    return false;
  }
  if (t->kind == EX_STARRED) return rebinds_target(t->as.starred, name);
  return false;
}

bool kir_body_binds(Stmt *const *body, int n, const char *name) {
  for (int k = 0; k < n; k++) {
    const Stmt *st = body[k];
    switch (st->kind) {
    case ST_ASSIGN:
      for (int t = 0; t < st->as.assign.ntargets; t++)
        if (rebinds_target(st->as.assign.targets[t], name)) return true;
      break;
    case ST_AUGASSIGN:
      if (rebinds_target(st->as.aug.target, name)) return true;
      break;
    case ST_IF: case ST_WHILE:
      if (kir_body_binds(st->as.cond.body.items, st->as.cond.body.n, name) ||
          kir_body_binds(st->as.cond.orelse.items, st->as.cond.orelse.n, name))
        return true;
      break;
    case ST_FOR:
      if (rebinds_target(st->as.loop.target, name) || kir_body_binds(st->as.loop.body.items, st->as.loop.body.n, name) ||
          kir_body_binds(st->as.loop.orelse.items, st->as.loop.orelse.n, name))
        return true;
      break;
    case ST_EXPR: case ST_RETURN: case ST_RAISE: case ST_PASS: case ST_BREAK: case ST_CONTINUE: case ST_ASSERT: break;
    default: return true; /* with, try, del, nested defs, ...: not followed */
    }
  }
  return false;
}

/* The parameter index of a raise argument Numba cannot infer, -1 for a constant, -2 when
 * unsure (some other runtime value). */
static int arg_kind(const FuncNode *fn, Value func, const Expr *a) {
  switch (a->kind) {
  case EX_INT: case EX_FLOAT: case EX_STR: case EX_NONE: case EX_TRUE: case EX_FALSE: case EX_BYTES: case EX_IMAG:
    return -1;
  case EX_UNARY: /* -1: folded to a constant by CPython's compiler */
    return a->as.unary.operand->kind == EX_INT || a->as.unary.operand->kind == EX_FLOAT ? -1 : -2;
  case EX_TUPLE:
    for (int k = 0; k < a->as.seq.n; k++) {
      int r = arg_kind(fn, func, a->as.seq.items[k]);
      if (r != -1) return r;
    }
    return -1;
  case EX_NAME:
    if (a->as.name.kind == NAME_GLOBAL) {
      Value v = vm_function_global(func, a->as.name.id);
      bool frozen = v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL || rt_is_str(v) || rt_is_exc_class(v) ||
                    (rt_is_class(v) && RT_AS(ClassObj, v)->base_kind == RT_BASE_EXC);
      return frozen ? -1 : -2;
    }
    if (a->as.name.kind != NAME_LOCAL) return -2;
    for (int k = 0; k < fn->nparams; k++)
      if (!strcmp(fn->params[k], a->as.name.id)) return kir_body_binds(fn->body, fn->nbody, a->as.name.id) ? -2 : k;
    return -2;
  default: return -2;
  }
}

/* The first raise of a body in source order: 1 and *at filled when it names a parameter,
 * 0 when its arguments are constants (scanning goes on), -1 when unsure (scanning stops). */
static int scan(const FuncNode *fn, Value func, Stmt *const *body, int n, KirRaiseArg *at);

static int scan_raise(const FuncNode *fn, Value func, const Stmt *st, KirRaiseArg *at) {
  const Expr *e = st->as.raise.exc;
  if (!e || e->kind == EX_NAME) return st->as.raise.cause ? -1 : 0; /* raise / raise Exc */
  if (e->kind != EX_CALL || st->as.raise.cause || e->as.call.nkw) return -1;
  for (int k = 0; k < e->as.call.nargs; k++) {
    int r = arg_kind(fn, func, e->as.call.args[k]);
    if (r == -2) return -1;
    if (r < 0) continue;
    at->index = r;
    at->name = fn->params[r];
    at->line = st->span.line;
    return 1;
  }
  return 0;
}

static int scan(const FuncNode *fn, Value func, Stmt *const *body, int n, KirRaiseArg *at) {
  for (int k = 0; k < n; k++) {
    const Stmt *st = body[k];
    int r = 0;
    switch (st->kind) {
    case ST_RAISE: r = scan_raise(fn, func, st, at); break;
    case ST_IF: case ST_WHILE:
      r = scan(fn, func, st->as.cond.body.items, st->as.cond.body.n, at);
      if (!r) r = scan(fn, func, st->as.cond.orelse.items, st->as.cond.orelse.n, at);
      break;
    case ST_FOR:
      r = scan(fn, func, st->as.loop.body.items, st->as.loop.body.n, at);
      if (!r) r = scan(fn, func, st->as.loop.orelse.items, st->as.loop.orelse.n, at);
      break;
    case ST_TRY: case ST_WITH: case ST_FUNCDEF: case ST_CLASSDEF: r = -1; break; /* not followed */
    default: break;
    }
    if (r) return r;
  }
  return 0;
}

bool kir_numba_raise_arg(Value func, const FuncNode *fn, KirRaiseArg *at) {
  return scan(fn, func, fn->body, fn->nbody, at) == 1;
}
