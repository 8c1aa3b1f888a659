/* kir_literal_sigs.c — literal types in a @jit dispatcher's signatures. Numba types a constant
 * argument of a call made in compiled code as a literal (Literal[int](1), Literal[str](ab),
 * Literal[bool](True)) and compiles the callee for it, so a function calling itself with a
 * constant lists that specialisation before its own; numba.literally(x) makes the parameter
 * x a literal of each value it is called with. Found in the function's syntax tree. */
#include <stdio.h>
#include <string.h>

#include "../front/ast.h"
#include "../host/proto.h"
#include "../host/vm_engine.h"
#include "../obj/objects.h"
#include "kir_literal_sigs.h"

typedef void (*CallFn)(void *ctx, const Expr *call);
static void walk_expr(const Expr *e, CallFn f, void *ctx, int depth);
static void walk_block(Stmt *const *body, int n, CallFn f, void *ctx, int depth);

static void walk_exprs(Expr *const *v, int n, CallFn f, void *ctx, int depth) {
  for (int k = 0; k < n; k++)
    if (v[k]) walk_expr(v[k], f, ctx, depth);
}

/* Each call in e, in the order Numba's typer meets them (arguments before the call). */
static void walk_expr(const Expr *e, CallFn f, void *ctx, int depth) {
  if (!e || depth > 200) return;
  depth++;
  switch (e->kind) {
  case EX_BINOP: walk_expr(e->as.binop.left, f, ctx, depth), walk_expr(e->as.binop.right, f, ctx, depth); break;
  case EX_UNARY: walk_expr(e->as.unary.operand, f, ctx, depth); break;
  case EX_BOOLOP: walk_expr(e->as.boolop.left, f, ctx, depth), walk_expr(e->as.boolop.right, f, ctx, depth); break;
  case EX_COMPARE: walk_exprs(e->as.compare.operands, e->as.compare.n, f, ctx, depth); break;
  case EX_IFEXP:
    walk_expr(e->as.ifexp.test, f, ctx, depth);
    walk_expr(e->as.ifexp.body, f, ctx, depth);
    walk_expr(e->as.ifexp.orelse, f, ctx, depth);
    break;
  case EX_CALL:
    walk_expr(e->as.call.func, f, ctx, depth);
    walk_exprs(e->as.call.args, e->as.call.nargs, f, ctx, depth);
    walk_exprs(e->as.call.kwvalues, e->as.call.nkw, f, ctx, depth);
    f(ctx, e);
    break;
  case EX_ATTR: walk_expr(e->as.attr.obj, f, ctx, depth); break;
  case EX_SUBSCRIPT: walk_expr(e->as.subscript.obj, f, ctx, depth), walk_expr(e->as.subscript.index, f, ctx, depth); break;
  case EX_TUPLE: case EX_LIST: case EX_SET: walk_exprs(e->as.seq.items, e->as.seq.n, f, ctx, depth); break;
  case EX_STARRED: walk_expr(e->as.starred, f, ctx, depth); break;
  default: break;
  }
}

static void walk_block(Stmt *const *body, int n, CallFn f, void *ctx, int depth) {
  if (depth > 200) return;
  depth++;
  for (int k = 0; k < n; k++) {
    const Stmt *st = body[k];
    switch (st->kind) {
    case ST_EXPR: walk_expr(st->as.expr, f, ctx, depth); break;
    case ST_ASSIGN: walk_expr(st->as.assign.value, f, ctx, depth); break;
    case ST_AUGASSIGN: walk_expr(st->as.aug.value, f, ctx, depth); break;
    case ST_IF: case ST_WHILE:
      walk_expr(st->as.cond.test, f, ctx, depth);
      walk_block(st->as.cond.body.items, st->as.cond.body.n, f, ctx, depth);
      walk_block(st->as.cond.orelse.items, st->as.cond.orelse.n, f, ctx, depth);
      break;
    case ST_FOR:
      walk_expr(st->as.loop.iter, f, ctx, depth);
      walk_block(st->as.loop.body.items, st->as.loop.body.n, f, ctx, depth);
      walk_block(st->as.loop.orelse.items, st->as.loop.orelse.n, f, ctx, depth);
      break;
    case ST_RETURN: walk_expr(st->as.ret, f, ctx, depth); break;
    default: break;
    }
  }
}

static int param_index(const FuncNode *fn, const char *id) {
  for (int k = 0; k < fn->nparams; k++)
    if (!strcmp(fn->params[k], id)) return k;
  return -1;
}

static bool named_call(const Expr *call, const char *name) {
  const Expr *c = call->as.call.func;
  if (c->kind == EX_NAME) return !strcmp(c->as.name.id, name);
  return c->kind == EX_ATTR && !strcmp(c->as.attr.name, name);
}

/* ---- numba.literally(param) ---- */

typedef struct Literally {
  const FuncNode *fn;
  bool marked[64];
} Literally;

static void note_literally(void *ctx, const Expr *call) {
  Literally *l = ctx;
  if (!named_call(call, "literally") || call->as.call.nargs != 1 || call->as.call.args[0]->kind != EX_NAME) return;
  int k = param_index(l->fn, call->as.call.args[0]->as.name.id);
  if (k >= 0 && k < 64) l->marked[k] = true;
}

static bool literal_of_value(Value v, char *buf, size_t n) {
  if (v.tag == RT_BOOL) return snprintf(buf, n, "Literal[bool](%s)", v.as.b ? "True" : "False") < (int)n;
  if (v.tag == RT_INT) return snprintf(buf, n, "Literal[int](%lld)", (long long)v.as.i) < (int)n;
  if (rt_is_str(v)) return snprintf(buf, n, "Literal[str](%s)", rt_str_data(v)) < (int)n;
  return false;
}

void kir_literal_arg_names(Value fn, int argc, const Value *argv, char (*names)[160]) {
  const FuncNode *node = vm_function_node(fn);
  if (!node) return;
  Literally l = {node, {false}};
  walk_block(node->body, node->nbody, note_literally, &l, 0);
  for (int k = 0; k < argc && k < node->nparams && k < 64; k++) {
    char buf[160];
    if (l.marked[k] && literal_of_value(argv[k], buf, sizeof buf)) memcpy(names[k], buf, sizeof buf);
  }
}

/* ---- calls to itself with constant arguments ---- */

#define MAX_SEEN 32

typedef struct SelfSigs {
  const FuncNode *fn;
  int nargs;
  char (*seen)[8][160]; /* the signatures met: the outer one, those under way and those emitted */
  int nseen;
  KirLiteralEmit emit;
  void *ctx;
  int depth;
  char (*current)[160]; /* the signature whose body is walked */
} SelfSigs;

static bool is_int_name(const char *name) { return !strcmp(name, "int64") || !strncmp(name, "Literal[int](", 13); }

/* The Numba type of argument e where the parameters have the types in cur: a constant's
 * literal, a parameter's own type, int64 for integer arithmetic; false when unknown. */
static bool arg_type(const SelfSigs *s, const Expr *e, char (*cur)[160], char *buf, size_t n) {
  switch (e->kind) {
  case EX_INT: return snprintf(buf, n, "Literal[int](%lld)", (long long)e->as.i) < (int)n;
  case EX_TRUE: return snprintf(buf, n, "Literal[bool](True)") < (int)n;
  case EX_FALSE: return snprintf(buf, n, "Literal[bool](False)") < (int)n;
  case EX_STR: return e->as.str.len < 120 && snprintf(buf, n, "Literal[str](%.*s)", e->as.str.len, e->as.str.s) < (int)n;
  case EX_UNARY:
    if (e->as.unary.op == RT_UOP_NEG && e->as.unary.operand->kind == EX_INT && e->as.unary.operand->as.i > 0)
      return snprintf(buf, n, "Literal[int](-%lld)", (long long)e->as.unary.operand->as.i) < (int)n;
    return false;
  case EX_NAME: {
    int k = param_index(s->fn, e->as.name.id);
    return k >= 0 && k < s->nargs && snprintf(buf, n, "%s", cur[k]) < (int)n;
  }
  case EX_BINOP: {
    BinOp op = e->as.binop.op;
    if (op != RT_OP_ADD && op != RT_OP_SUB && op != RT_OP_MUL && op != RT_OP_FLOORDIV && op != RT_OP_MOD) return false;
    char l[160], r[160];
    if (!arg_type(s, e->as.binop.left, cur, l, sizeof l) || !arg_type(s, e->as.binop.right, cur, r, sizeof r)) return false;
    return is_int_name(l) && is_int_name(r) && snprintf(buf, n, "int64") < (int)n;
  }
  default: return false;
  }
}

static void expand(SelfSigs *s, char (*cur)[160]);

static void note_self_call(void *ctx, const Expr *call) {
  SelfSigs *s = ctx;
  if (call->as.call.func->kind != EX_NAME || strcmp(call->as.call.func->as.name.id, s->fn->name) ||
      call->as.call.nargs != s->nargs || call->as.call.nkw || s->nseen >= MAX_SEEN)
    return;
  char names[8][160];
  bool literal = false;
  for (int k = 0; k < s->nargs; k++) {
    const Expr *a = call->as.call.args[k];
    if (a->kind == EX_STARRED || !arg_type(s, a, s->current, names[k], sizeof names[k])) return;
    literal = literal || !strncmp(names[k], "Literal[", 8);
  }
  if (!literal) return;
  for (int i = 0; i < s->nseen; i++) {
    int k = 0;
    while (k < s->nargs && !strcmp(s->seen[i][k], names[k])) k++;
    if (k == s->nargs) return; /* compiled, or under way (Numba's recursion takes that one) */
  }
  int mine = s->nseen++;
  memcpy(s->seen[mine], names, sizeof names);
  expand(s, s->seen[mine]);
  s->emit(s->ctx, s->nargs, s->seen[mine]);
}

static void expand(SelfSigs *s, char (*cur)[160]) {
  if (s->depth > 16) return;
  char (*was)[160] = s->current;
  s->current = cur;
  s->depth++;
  walk_block(s->fn->body, s->fn->nbody, note_self_call, s, 0);
  s->depth--;
  s->current = was;
}

void kir_literal_self_sigs(Value fn, int nargs, char (*outer)[160], KirLiteralEmit emit, void *ctx) {
  const FuncNode *node = vm_function_node(fn);
  if (!node || nargs < 1 || nargs > 8 || nargs != node->nparams || node->vararg || node->nkwonly) return;
  char seen[MAX_SEEN][8][160];
  SelfSigs s = {node, nargs, seen, 1, emit, ctx, 0, NULL};
  memcpy(seen[0], outer, (size_t)nargs * sizeof *outer);
  expand(&s, seen[0]);
}

/* ---- runaway recursion: every return goes through a call to itself ---- */

typedef struct Runaway {
  const char *name;
  bool found;
  int line; /* the first such call's */
} Runaway;

static void note_any_self_call(void *ctx, const Expr *call) {
  Runaway *r = ctx;
  if (r->found || call->as.call.func->kind != EX_NAME || strcmp(call->as.call.func->as.name.id, r->name)) return;
  r->found = true;
  r->line = call->span.line;
}

/* Whether e may give a value without its calls (a conditional expression, and/or): unsure. */
static bool has_branch(const Expr *e, int depth) {
  if (!e || depth > 100) return e != NULL;
  switch (e->kind) {
  case EX_IFEXP: case EX_BOOLOP: case EX_LAMBDA: case EX_LISTCOMP: case EX_GENEXP: case EX_DICTCOMP: case EX_SETCOMP:
    return true;
  case EX_BINOP: return has_branch(e->as.binop.left, depth + 1) || has_branch(e->as.binop.right, depth + 1);
  case EX_UNARY: return has_branch(e->as.unary.operand, depth + 1);
  case EX_CALL:
    for (int k = 0; k < e->as.call.nargs; k++)
      if (has_branch(e->as.call.args[k], depth + 1)) return true;
    for (int k = 0; k < e->as.call.nkw; k++)
      if (has_branch(e->as.call.kwvalues[k], depth + 1)) return true;
    return has_branch(e->as.call.func, depth + 1);
  case EX_TUPLE: case EX_LIST: case EX_SET:
    for (int k = 0; k < e->as.seq.n; k++)
      if (has_branch(e->as.seq.items[k], depth + 1)) return true;
    return false;
  case EX_SUBSCRIPT: return has_branch(e->as.subscript.obj, depth + 1) || has_branch(e->as.subscript.index, depth + 1);
  case EX_ATTR: return has_branch(e->as.attr.obj, depth + 1);
  default: return false;
  }
}

/* Whether each return in body calls the function (-1: one does not); the returns counted in *n. */
static bool returns_recurse(Stmt *const *body, int nbody, const char *name, int *n, int *line, int depth) {
  if (depth > 100) return false;
  for (int k = 0; k < nbody; k++) {
    const Stmt *st = body[k];
    switch (st->kind) {
    case ST_RETURN: {
      Runaway r = {name, false, 0};
      if (has_branch(st->as.ret, 0)) return false;
      walk_expr(st->as.ret, note_any_self_call, &r, 0);
      if (!r.found) return false;
      if (!*n) *line = r.line;
      ++*n;
      break;
    }
    case ST_IF: case ST_WHILE:
      if (!returns_recurse(st->as.cond.body.items, st->as.cond.body.n, name, n, line, depth + 1) ||
          !returns_recurse(st->as.cond.orelse.items, st->as.cond.orelse.n, name, n, line, depth + 1))
        return false;
      break;
    case ST_FOR:
      if (!returns_recurse(st->as.loop.body.items, st->as.loop.body.n, name, n, line, depth + 1) ||
          !returns_recurse(st->as.loop.orelse.items, st->as.loop.orelse.n, name, n, line, depth + 1))
        return false;
      break;
    case ST_EXPR: case ST_ASSIGN: case ST_AUGASSIGN: case ST_PASS: case ST_BREAK: case ST_CONTINUE: case ST_ASSERT: break;
    default: return false; /* try, with, raise, nested defs, ...: not judged */
    }
  }
  return true;
}

bool kir_numba_runaway(Value func, char *reason, size_t n, int *line) {
  const FuncNode *fn = vm_function_node(func);
  const Function *f = RT_AS(Function, func);
  if (!fn || !fn->nbody || !f->proto->source || fn->body[fn->nbody - 1]->kind != ST_RETURN) return false;
  int nret = 0;
  if (!returns_recurse(fn->body, fn->nbody, fn->name, &nret, line, 0) || !nret) return false;
  int w = snprintf(reason, n,
                   "cannot type infer runaway recursion\n"
                   "During: resolving callee type: recursive(type(CPUDispatcher(<function %s at 0x7f0000000000>)))\n"
                   "During: typing of call at %s (%d)\n",
                   fn->name, f->proto->source->name, *line);
  return w > 0 && w < (int)n;
}
