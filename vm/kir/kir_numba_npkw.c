/* kir_numba_npkw.c — Numba 0.56 types np.mean, np.std, np.min, ... (npydecl.py's
 * Numpy_method_redirection) by redirecting them to the array method, and refuses any keyword
 * argument for them before looking at the types: np.mean(a, axis=0) in @njit code is its
 * TypingError "numba doesn't support kwarg for mean", whatever the typer could do. Numba's
 * report quotes the call's argument types; Weft writes it when it knows them for sure (each
 * positional argument a parameter never rebound, or an int literal; each keyword an int
 * literal), and says nothing otherwise. np.linalg.svd(a, compute_uv=False) is refused the same
 * way: Numba's svd takes full_matrices as its only keyword. */
#include <stdio.h>
#include <string.h>

#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "kir_typer.h"

/* The redirected functions that take no keyword at all (sum and argsort take some). */
static const char *const no_kw[] = {"min", "max", "prod", "mean", "var", "std", "cumsum", "cumprod", "nonzero", "ravel"};

static bool is_numpy(Value fn, const Expr *e) {
  if (e->kind != EX_NAME || e->as.name.kind != NAME_GLOBAL) return false;
  Value m = vm_function_global(fn, e->as.name.id);
  if (!rt_is_type(m, &rt_module_type)) return false;
  Value name = rt_getattr(m, "__name__");
  bool yes = rt_is_str(name) && !strcmp(rt_str_data(name), "numpy");
  rt_decref(name);
  return yes;
}

/* Numba's type of one argument of the call into buf; false when unsure. */
static bool arg_type(const FuncNode *fn, int argc, const Value *args, const Expr *a, char *buf, size_t n) {
  if (a->kind == EX_INT) return snprintf(buf, n, "Literal[int](%lld)", (long long)a->as.i) < (int)n;
  if (a->kind == EX_TRUE || a->kind == EX_FALSE)
    return snprintf(buf, n, "Literal[bool](%s)", a->kind == EX_TRUE ? "True" : "False") < (int)n;
  if (a->kind != EX_NAME || a->as.name.kind != NAME_LOCAL) return false;
  for (int k = 0; k < fn->nparams && k < argc; k++)
    if (!strcmp(fn->params[k], a->as.name.id))
      return !kir_body_binds(fn->body, fn->nbody, a->as.name.id) && kir_value_numba_name(args[k], buf, n, false);
  return false;
}

/* A literal's type as an overload's argument names it: Literal[int](3) is int64, Literal[bool] bool. */
static void unliteral(const char *lit, char *buf, size_t n) {
  if (!strncmp(lit, "Literal[int]", 12)) snprintf(buf, n, "int64");
  else if (!strncmp(lit, "Literal[bool]", 13)) snprintf(buf, n, "bool");
  else snprintf(buf, n, "%s", lit);
}

/* The call's arguments as Numba's signature lists them ("a, k=Literal[int](1)") into sig, with
 * literals as their plain types when bare; false when unsure. */
static bool call_signature(const FuncNode *fn, int argc, const Value *args, const Expr *e, bool bare, char *sig, size_t n) {
  char one[400], plain[400];
  size_t used = 0;
  sig[0] = '\0';
  for (int k = 0; k < e->as.call.nargs + e->as.call.nkw; k++) {
    bool kw = k >= e->as.call.nargs;
    const Expr *a = kw ? e->as.call.kwvalues[k - e->as.call.nargs] : e->as.call.args[k];
    const char *name = kw ? e->as.call.kwnames[k - e->as.call.nargs] : "";
    if ((kw && !name) || a->kind == EX_STARRED || !arg_type(fn, argc, args, a, one, sizeof one)) return false;
    if (bare) unliteral(one, plain, sizeof plain);
    used += (size_t)snprintf(sig + used, n - used, "%s%s%s%s", k ? ", " : "", name, kw ? "=" : "", bare ? plain : one);
    if (used >= n) return false;
  }
  return true;
}

/* Numba's report of the call e (a redirected function with keywords), or false when unsure. */
static bool report(const FuncNode *fn, int argc, const Value *args, const Expr *e, const char *file, char *out, size_t n) {
  const char *name = e->as.call.func->as.attr.name;
  char sig[1024];
  for (int k = 0; k < e->as.call.nkw; k++)
    if (e->as.call.kwvalues[k]->kind != EX_INT) return false;
  if (!call_signature(fn, argc, args, e, false, sig, sizeof sig)) return false;
  int w = snprintf(out, n,
                   "No implementation of function Function(<function %s at 0x7f0000000000>) found for signature:\n \n"
                   " >>> %s(%s)\n \nThere are 2 candidate implementations:\n  - Of which 2 did not match due to:\n"
                   "  Overload in function 'Numpy_method_redirection.generic': File: numba/core/typing/npydecl.py: Line 379.\n"
                   "    With argument(s): '(%s)':\n   Rejected as the implementation raised a specific error:\n"
                   "     TypingError: numba doesn't support kwarg for %s\n"
                   "  raised from /usr/lib/python3/dist-packages/numba/core/typing/npydecl.py:401\n\n"
                   "During: resolving callee type: Function(<function %s at 0x7f0000000000>)\n"
                   "During: typing of call at %s (%d)\n",
                   name, name, sig, sig, name, name, file, e->span.line);
  return w > 0 && w < (int)n;
}

/* Numba's report of np.linalg.svd(a, compute_uv=...) (svd_impl takes a and full_matrices only),
 * naming the keyword bad; false when unsure. */
static bool svd_report(const FuncNode *fn, int argc, const Value *args, const Expr *e, const char *bad,
                       const char *file, char *out, size_t n) {
  char sig[1024], plain[1024];
  if (!call_signature(fn, argc, args, e, false, sig, sizeof sig) || !call_signature(fn, argc, args, e, true, plain, sizeof plain))
    return false;
  int w = snprintf(out, n,
                   "No implementation of function Function(<function svd at 0x7f0000000000>) found for signature:\n \n"
                   " >>> svd(%s)\n \nThere are 2 candidate implementations:\n  - Of which 2 did not match due to:\n"
                   "  Overload in function 'svd_impl': File: numba/np/linalg.py: Line 1276.\n"
                   "    With argument(s): '(%s)':\n   Rejected as the implementation raised a specific error:\n"
                   "     TypingError: got an unexpected keyword argument '%s'\n"
                   "  raised from /usr/lib/python3/dist-packages/numba/core/typing/templates.py:791\n\n"
                   "During: resolving callee type: Function(<function svd at 0x7f0000000000>)\n"
                   "During: typing of call at %s (%d)\n",
                   sig, plain, bad, file, e->span.line);
  return w > 0 && w < (int)n;
}

/* The keyword np.linalg.svd(...) has that Numba's svd_impl(a, full_matrices=1) lacks, or NULL. */
static const char *svd_bad_kw(Value func, const Expr *e) {
  const Expr *c = e->as.call.func;
  if (c->kind != EX_ATTR || strcmp(c->as.attr.name, "svd") || c->as.attr.obj->kind != EX_ATTR ||
      strcmp(c->as.attr.obj->as.attr.name, "linalg") || !is_numpy(func, c->as.attr.obj->as.attr.obj))
    return NULL;
  for (int k = 0; k < e->as.call.nkw; k++)
    if (e->as.call.kwnames[k] && strcmp(e->as.call.kwnames[k], "full_matrices")) return e->as.call.kwnames[k];
  return NULL;
}

typedef struct Find {
  Value func;
  const FuncNode *fn;
  int argc;
  const Value *args;
  char *out;
  size_t n;
  int line;
} Find;

/* 1: found and reported, -1: found but unsure (stop), 0: none in e. */
static int find_expr(Find *f, const Expr *e) {
  if (!e) return 0;
  switch (e->kind) {
  case EX_CALL: {
    const Expr *c = e->as.call.func;
    if (c->kind == EX_ATTR && e->as.call.nkw > 0 && is_numpy(f->func, c->as.attr.obj)) {
      for (size_t k = 0; k < sizeof no_kw / sizeof no_kw[0]; k++)
        if (!strcmp(c->as.attr.name, no_kw[k])) {
          const char *file = RT_AS(Function, f->func)->proto->source->name;
          if (!report(f->fn, f->argc, f->args, e, file, f->out, f->n)) return -1;
          f->line = e->span.line;
          return 1;
        }
    }
    const char *bad = e->as.call.nkw > 0 ? svd_bad_kw(f->func, e) : NULL;
    if (bad) {
      const char *file = RT_AS(Function, f->func)->proto->source->name;
      if (!svd_report(f->fn, f->argc, f->args, e, bad, file, f->out, f->n)) return -1;
      f->line = e->span.line;
      return 1;
    }
    int r = find_expr(f, c);
    for (int k = 0; !r && k < e->as.call.nargs; k++) r = find_expr(f, e->as.call.args[k]);
    for (int k = 0; !r && k < e->as.call.nkw; k++) r = find_expr(f, e->as.call.kwvalues[k]);
    return r;
  }
  case EX_BINOP: {
    int r = find_expr(f, e->as.binop.left);
    return r ? r : find_expr(f, e->as.binop.right);
  }
  case EX_UNARY: return find_expr(f, e->as.unary.operand);
  case EX_ATTR: return find_expr(f, e->as.attr.obj);
  case EX_SUBSCRIPT: {
    int r = find_expr(f, e->as.subscript.obj);
    return r ? r : find_expr(f, e->as.subscript.index);
  }
  case EX_TUPLE: case EX_LIST:
    for (int k = 0; k < e->as.seq.n; k++) {
      int r = find_expr(f, e->as.seq.items[k]);
      if (r) return r;
    }
    return 0;
  default: return 0;
  }
}

static int find_block(Find *f, Stmt *const *body, int n) {
  for (int k = 0; k < n; k++) {
    const Stmt *st = body[k];
    int r = 0;
    switch (st->kind) {
    case ST_EXPR: r = find_expr(f, st->as.expr); break;
    case ST_ASSIGN: r = find_expr(f, st->as.assign.value); break;
    case ST_AUGASSIGN: r = find_expr(f, st->as.aug.value); break;
    case ST_RETURN: r = find_expr(f, st->as.ret); break;
    case ST_IF: case ST_WHILE:
      r = find_expr(f, st->as.cond.test);
      if (!r) r = find_block(f, st->as.cond.body.items, st->as.cond.body.n);
      if (!r) r = find_block(f, st->as.cond.orelse.items, st->as.cond.orelse.n);
      break;
    case ST_FOR:
      r = find_expr(f, st->as.loop.iter);
      if (!r) r = find_block(f, st->as.loop.body.items, st->as.loop.body.n);
      if (!r) r = find_block(f, st->as.loop.orelse.items, st->as.loop.orelse.n);
      break;
    default: break;
    }
    if (r) return r;
  }
  return 0;
}

bool kir_numba_np_kwarg(Value func, const FuncNode *fn, int argc, const Value *args, char *reason, size_t n, int *line) {
  if (!RT_AS(Function, func)->proto->source) return false;
  Find f = {func, fn, argc, args, reason, n, 0};
  if (find_block(&f, fn->body, fn->nbody) != 1) return false;
  *line = f.line;
  return true;
}
