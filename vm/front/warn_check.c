/* warn_check.c — CPython 3.11's compile-time SyntaxWarnings (warn_check.h), in the order its
 * compiler visits the tree: an assignment's value before its targets, a class body before its
 * bases, a comprehension's first iterable last, a `finally` block and a `while` test twice. A
 * literal here is what CPython's AST optimizer makes a constant: literals, unary operators and
 * arithmetic on them, tuples of them. */
#include "warn_check.h"

#include <stdio.h>
#include <string.h>

typedef struct Checker {
  CompileWarnings *out;
  Arena *arena;
} Checker;

static void warn(Checker *c, Span at, const char *fmt, const char *a, const char *b) {
  char buf[256];
  snprintf(buf, sizeof buf, fmt, a, b);
  CompileWarnings *o = c->out;
  if (o->n == o->cap) {
    int cap = o->cap ? o->cap * 2 : 8;
    CompileWarning *more = vm_arena_alloc(c->arena, sizeof *more * (size_t)cap);
    if (o->n) memcpy(more, o->items, sizeof *more * (size_t)o->n);
    o->items = more;
    o->cap = cap;
  }
  o->items[o->n++] = (CompileWarning){at, vm_arena_strndup(c->arena, buf, strlen(buf))};
}

/* ---- constants ---- */

static int num_rank(const char *t) { /* bool, int, float, complex: 1..3; else 0 */
  if (!t) return 0;
  if (!strcmp(t, "int") || !strcmp(t, "bool")) return 1;
  if (!strcmp(t, "float")) return 2;
  return !strcmp(t, "complex") ? 3 : 0;
}

static const char *const rank_names[] = {NULL, "int", "float", "complex"};

static const char *constant_type(const Expr *e);

static bool is_zero(const Expr *e) {
  return (e->kind == EX_INT && e->as.i == 0) || (e->kind == EX_FLOAT && e->as.f == 0) || e->kind == EX_FALSE;
}

static const char *binop_type(const Expr *e) {
  const char *l = constant_type(e->as.binop.left), *r = constant_type(e->as.binop.right);
  if (!l || !r) return NULL;
  int lr = num_rank(l), rr = num_rank(r), top = lr > rr ? lr : rr;
  BinOp op = e->as.binop.op;
  if (lr && rr) {
    bool bits = op == RT_OP_LSHIFT || op == RT_OP_RSHIFT || op == RT_OP_AND || op == RT_OP_OR || op == RT_OP_XOR;
    if (op == RT_OP_MATMUL || (bits && top > 1)) return NULL;
    if ((op == RT_OP_TRUEDIV || op == RT_OP_FLOORDIV || op == RT_OP_MOD) && is_zero(e->as.binop.right)) return NULL;
    if (bits && !strcmp(l, "bool") && !strcmp(r, "bool")) return "bool";
    if (op == RT_OP_TRUEDIV && top < 2) return "float";
    const Expr *x = e->as.binop.right;
    if (op == RT_OP_POW && top == 1 && x->kind == EX_UNARY && x->as.unary.op == RT_UOP_NEG) return "float";
    return rank_names[top];
  }
  bool seq = !strcmp(l, "str") || !strcmp(l, "bytes") || !strcmp(l, "tuple");
  if (seq && op == RT_OP_ADD && !strcmp(l, r)) return l;
  if (seq && op == RT_OP_MUL && rr == 1) return l;
  if (op == RT_OP_MUL && lr == 1 && (!strcmp(r, "str") || !strcmp(r, "bytes") || !strcmp(r, "tuple"))) return r;
  if (op == RT_OP_MOD && (!strcmp(l, "str") || !strcmp(l, "bytes"))) return l;
  return NULL;
}

/* The type of the constant e folds to, or NULL when it is not one. */
static const char *constant_type(const Expr *e) {
  switch (e->kind) {
    case EX_INT: case EX_BIGINT: return "int";
    case EX_FLOAT: return "float";
    case EX_IMAG: return "complex";
    case EX_STR: return "str";
    case EX_BYTES: return "bytes";
    case EX_NONE: return "NoneType";
    case EX_TRUE: case EX_FALSE: return "bool";
    case EX_ELLIPSIS: return "ellipsis";
    case EX_TUPLE:
      for (int i = 0; i < e->as.seq.n; i++)
        if (!constant_type(e->as.seq.items[i])) return NULL;
      return "tuple";
    case EX_UNARY: {
      const char *t = constant_type(e->as.unary.operand);
      if (!t) return NULL;
      if (e->as.unary.op == RT_UOP_NOT) return "bool";
      int r = num_rank(t);
      if (!r || (e->as.unary.op == RT_UOP_INVERT && r > 1)) return NULL;
      return rank_names[r];
    }
    case EX_BINOP: return binop_type(e);
    default: return NULL;
  }
}

/* What CPython's compiler infers an expression's type to be (its infer_type), or NULL. */
static const char *inferred_type(const Expr *e) {
  const char *t = constant_type(e);
  if (t) return t;
  switch (e->kind) {
    case EX_TUPLE: return "tuple";
    case EX_LIST: case EX_LISTCOMP: return "list";
    case EX_DICT: case EX_DICTCOMP: return "dict";
    case EX_SET: case EX_SETCOMP: return "set";
    case EX_GENEXP: return "generator";
    case EX_LAMBDA: return "function";
    case EX_FSTRING: case EX_FORMATTED: return "str";
    case EX_SLICE: return "slice";
    default: return NULL;
  }
}

/* `is` with it warns: a constant other than None, True, False and Ellipsis. */
static bool is_literal(const Expr *e) {
  if (e->kind == EX_NONE || e->kind == EX_TRUE || e->kind == EX_FALSE || e->kind == EX_ELLIPSIS) return false;
  if (e->kind == EX_UNARY && e->as.unary.op == RT_UOP_NOT) return false; /* folds to True or False */
  return constant_type(e) != NULL;
}

/* ---- the checks ---- */

static void check_caller(Checker *c, const Expr *call) {
  const Expr *f = call->as.call.func;
  switch (f->kind) {
    case EX_LAMBDA: case EX_NAME: case EX_ATTR: case EX_CALL: case EX_SUBSCRIPT: return;
    default: break;
  }
  const char *t = inferred_type(f);
  bool display = f->kind == EX_TUPLE || f->kind == EX_LIST || f->kind == EX_LISTCOMP || f->kind == EX_DICT ||
                 f->kind == EX_DICTCOMP || f->kind == EX_SET || f->kind == EX_SETCOMP || f->kind == EX_GENEXP ||
                 f->kind == EX_FSTRING;
  if (t && (display || constant_type(f)))
    warn(c, call->span, "'%s' object is not callable; perhaps you missed a comma?%s", t, "");
}

static void check_subscript(Checker *c, const Expr *e) {
  const Expr *obj = e->as.subscript.obj;
  const char *ct = constant_type(obj);
  bool not_subscriptable = obj->kind == EX_SET || obj->kind == EX_SETCOMP || obj->kind == EX_GENEXP ||
                           obj->kind == EX_LAMBDA ||
                           (ct && (num_rank(ct) || !strcmp(ct, "NoneType") || !strcmp(ct, "ellipsis")));
  if (not_subscriptable) {
    warn(c, e->span, "'%s' object is not subscriptable; perhaps you missed a comma?%s", inferred_type(obj), "");
    return;
  }
  const char *it = inferred_type(e->as.subscript.index);
  if (!it || num_rank(it) == 1 || !strcmp(it, "slice")) return;
  bool sequence = (ct && (!strcmp(ct, "str") || !strcmp(ct, "bytes") || !strcmp(ct, "tuple"))) ||
                  obj->kind == EX_TUPLE || obj->kind == EX_LIST || obj->kind == EX_LISTCOMP ||
                  obj->kind == EX_FSTRING;
  if (sequence)
    warn(c, e->span, "%s indices must be integers or slices, not %s; perhaps you missed a comma?",
         inferred_type(obj), it);
}

static void check_compare(Checker *c, const Expr *e) {
  for (int i = 0; i + 1 < e->as.compare.n; i++) {
    CmpOp op = e->as.compare.ops[i];
    if (op != CMP_IS && op != CMP_ISNOT) continue;
    if (!is_literal(e->as.compare.operands[i]) && !is_literal(e->as.compare.operands[i + 1])) continue;
    warn(c, e->span, "%s", op == CMP_IS ? "\"is\" with a literal. Did you mean \"==\"?"
                                        : "\"is not\" with a literal. Did you mean \"!=\"?", "");
    return; /* CPython stops at the first */
  }
}

/* ---- the walk ---- */

static void expr(Checker *c, const Expr *e);
static void block(Checker *c, Block b);

static void exprs(Checker *c, Expr *const *es, int n) {
  for (int i = 0; i < n; i++) expr(c, es[i]);
}

/* An assignment target: a subscript stored to is not checked. */
static void target(Checker *c, const Expr *e) {
  if (!e) return;
  switch (e->kind) {
    case EX_SUBSCRIPT:
      expr(c, e->as.subscript.obj);
      expr(c, e->as.subscript.index);
      break;
    case EX_TUPLE: case EX_LIST:
      for (int i = 0; i < e->as.seq.n; i++) target(c, e->as.seq.items[i]);
      break;
    case EX_STARRED: target(c, e->as.starred); break;
    default: expr(c, e); break;
  }
}

static void function(Checker *c, const FuncNode *f, bool lambda) {
  if (!lambda) exprs(c, f->decorators, f->ndecorators);
  exprs(c, f->defaults, f->ndefaults);
  for (int i = 0; i < f->nkwonly; i++)
    if (f->kwdefaults[i]) expr(c, f->kwdefaults[i]);
  if (f->annotations) expr(c, f->annotations);
  block(c, (Block){f->body, f->nbody});
}

/* The generators' targets and conditions, the element, and then the first iterable. */
static void comprehension(Checker *c, const Comprehension *gens, int n, const Expr *elt, const Expr *value) {
  for (int i = 0; i < n; i++) {
    if (i > 0) expr(c, gens[i].iter);
    target(c, gens[i].target);
    exprs(c, gens[i].ifs, gens[i].nifs);
  }
  expr(c, elt);
  expr(c, value);
  if (n > 0) expr(c, gens[0].iter);
}

static void genexp(Checker *c, const Expr *e) {
  /* the generator function's body is `for x in .0: if ...: yield elt` */
  const FuncNode *f = e->as.genexp.fn;
  block(c, (Block){f->body, f->nbody});
  expr(c, e->as.genexp.iter);
}

static void expr(Checker *c, const Expr *e) {
  if (!e) return;
  switch (e->kind) {
    case EX_FSTRING: exprs(c, e->as.fstring.parts, e->as.fstring.n); break;
    case EX_FORMATTED:
      expr(c, e->as.formatted.value);
      expr(c, e->as.formatted.spec);
      break;
    case EX_BINOP:
      expr(c, e->as.binop.left);
      expr(c, e->as.binop.right);
      break;
    case EX_UNARY: expr(c, e->as.unary.operand); break;
    case EX_BOOLOP:
      expr(c, e->as.boolop.left);
      expr(c, e->as.boolop.right);
      break;
    case EX_COMPARE:
      check_compare(c, e);
      exprs(c, e->as.compare.operands, e->as.compare.n);
      break;
    case EX_IFEXP:
      expr(c, e->as.ifexp.test);
      expr(c, e->as.ifexp.body);
      expr(c, e->as.ifexp.orelse);
      break;
    case EX_CALL:
      check_caller(c, e);
      expr(c, e->as.call.func);
      exprs(c, e->as.call.args, e->as.call.nargs);
      exprs(c, e->as.call.kwvalues, e->as.call.nkw);
      break;
    case EX_ATTR: expr(c, e->as.attr.obj); break;
    case EX_SUBSCRIPT:
      check_subscript(c, e);
      expr(c, e->as.subscript.obj);
      expr(c, e->as.subscript.index);
      break;
    case EX_SLICE:
      expr(c, e->as.slice.lo);
      expr(c, e->as.slice.hi);
      expr(c, e->as.slice.step);
      break;
    case EX_TUPLE: case EX_LIST: case EX_SET: exprs(c, e->as.seq.items, e->as.seq.n); break;
    case EX_DICT:
      for (int i = 0; i < e->as.dict.n; i++) {
        expr(c, e->as.dict.keys[i]);
        expr(c, e->as.dict.values[i]);
      }
      break;
    case EX_LISTCOMP: case EX_SETCOMP: case EX_DICTCOMP:
      comprehension(c, e->as.comp.gens, e->as.comp.ngens, e->as.comp.elt, e->as.comp.value);
      break;
    case EX_LAMBDA: function(c, e->as.lambda, true); break;
    case EX_STARRED: expr(c, e->as.starred); break;
    case EX_NAMEDEXPR: expr(c, e->as.named.value); break;
    case EX_YIELD: case EX_YIELDFROM: expr(c, e->as.yield); break;
    case EX_GENEXP: genexp(c, e); break;
    default: break;
  }
}

static void stmt(Checker *c, const Stmt *s) {
  switch (s->kind) {
    case ST_EXPR: expr(c, s->as.expr); break;
    case ST_ASSIGN:
      if (s->as.assign.annotation) expr(c, s->as.assign.annotation);
      expr(c, s->as.assign.value);
      for (int i = 0; i < s->as.assign.ntargets; i++) target(c, s->as.assign.targets[i]);
      break;
    case ST_PASS:
      if (s->as.assign.annotation) expr(c, s->as.assign.annotation);
      break;
    case ST_AUGASSIGN:
      target(c, s->as.aug.target);
      expr(c, s->as.aug.value);
      break;
    case ST_IF:
      expr(c, s->as.cond.test);
      block(c, s->as.cond.body);
      block(c, s->as.cond.orelse);
      break;
    case ST_WHILE: /* CPython 3.11 compiles the test before the body and again after it */
      expr(c, s->as.cond.test);
      block(c, s->as.cond.body);
      expr(c, s->as.cond.test);
      block(c, s->as.cond.orelse);
      break;
    case ST_FOR:
      expr(c, s->as.loop.iter);
      target(c, s->as.loop.target);
      block(c, s->as.loop.body);
      block(c, s->as.loop.orelse);
      break;
    case ST_RETURN: expr(c, s->as.ret); break;
    case ST_ASSERT: {
      const Expr *t = s->as.assert_.test;
      if (t->kind == EX_TUPLE && t->as.seq.n > 0)
        warn(c, s->span, "%s%s", "assertion is always true, perhaps remove parentheses?", "");
      expr(c, t);
      expr(c, s->as.assert_.msg);
      break;
    }
    case ST_DEL:
      for (int i = 0; i < s->as.del.n; i++) target(c, s->as.del.targets[i]);
      break;
    case ST_FUNCDEF: function(c, s->as.func, false); break;
    case ST_TRY:
      block(c, s->as.try_.body);
      block(c, s->as.try_.orelse);
      for (int i = 0; i < s->as.try_.nhandlers; i++) {
        expr(c, s->as.try_.handlers[i].type);
        block(c, s->as.try_.handlers[i].body);
      }
      block(c, s->as.try_.finalbody); /* 3.11 compiles a `finally` block twice */
      block(c, s->as.try_.finalbody);
      break;
    case ST_RAISE:
      expr(c, s->as.raise.exc);
      expr(c, s->as.raise.cause);
      break;
    case ST_WITH:
      for (int i = 0; i < s->as.with.nitems; i++) {
        expr(c, s->as.with.items[i].ctx);
        target(c, s->as.with.items[i].target);
      }
      block(c, s->as.with.body);
      break;
    case ST_CLASSDEF: {
      const ClassNode *k = s->as.cls;
      exprs(c, k->decorators, k->ndecorators);
      block(c, (Block){k->body, k->nbody});
      exprs(c, k->bases, k->nbases);
      exprs(c, k->kwvalues, k->nkw);
      break;
    }
    default: break;
  }
}

static void block(Checker *c, Block b) {
  for (int i = 0; i < b.n; i++) stmt(c, b.items[i]);
}

void vm_find_syntax_warnings(const AstModule *m, CompileWarnings *out, Arena *a) {
  Checker c = {out, a};
  block(&c, m->body);
}
