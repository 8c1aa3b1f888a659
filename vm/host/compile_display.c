/* compile_display.c — dict and set displays: {k: v, **m} and {a, *b} built in chunks and
 * updated in place, in CPython's evaluation order; a set display of more than two constants
 * becomes a frozenset constant merged into a new set, as CPython's compiler folds it, since
 * that decides the set's table and so the order it prints in. */
#include "../base/error.h"
#include "../obj/dict.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "compile_internal.h"

static FuncState *F(Compiler *c) { return c->fs; }

/* Items evaluated into registers at once; longer displays continue item by item. */
#define DISPLAY_CHUNK 32

/* ---- constant folding for set displays ---- */

typedef struct FoldOp {
  BinOp op;
  Value a, b, result;
} FoldOp;

static void fold_binop(void *ud) {
  FoldOp *f = ud;
  f->result = rt_binop(f->op, f->a, f->b);
}

/* Numbers and strings only, and short strings, as CPython's AST optimizer limits them. */
static bool foldable_result(Value v) {
  if (v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL) return true;
  return rt_is_str(v) && RT_AS(Str, v)->nchars <= 4096;
}

/* The value of an item CPython's compiler folds into a constant (literals, arithmetic on
 * them, tuples of them) as a new reference in *out; false for anything else, and for an
 * operation that raises (CPython leaves it to run). */
static bool fold_const(Expr *e, Value *out) {
  switch (e->kind) {
    case EX_INT: *out = rt_int(e->as.i); return true;
    case EX_FLOAT: *out = rt_float(e->as.f); return true;
    case EX_STR: *out = rt_str_new(e->as.str.s, (size_t)e->as.str.len); return true;
    case EX_BYTES:
      *out = rt_bytes_new(rt_bytes_type_of(false), e->as.str.s, (size_t)e->as.str.len);
      return true;
    case EX_NONE: *out = rt_none(); return true;
    case EX_TRUE: case EX_FALSE: *out = rt_bool(e->kind == EX_TRUE); return true;
    case EX_ELLIPSIS: *out = rt_ellipsis(); rt_incref(*out); return true;
    case EX_TUPLE: {
      Value t = rt_tuple_new(e->as.seq.n);
      for (int k = 0; k < e->as.seq.n; k++) {
        Value v;
        if (!fold_const(e->as.seq.items[k], &v)) {
          rt_decref(t);
          return false;
        }
        rt_tuple_set(t, k, v);
      }
      *out = t;
      return true;
    }
    case EX_UNARY: case EX_BINOP: {
      bool unary = e->kind == EX_UNARY;
      if (unary && e->as.unary.op == RT_UOP_NOT) return false;
      FoldOp f = {unary ? RT_OP_SUB : e->as.binop.op, rt_undef(), rt_undef(), rt_undef()};
      if (unary) {
        if (e->as.unary.op == RT_UOP_POS) f.op = RT_OP_ADD;
        if (e->as.unary.op == RT_UOP_INVERT) f.op = RT_OP_XOR;
        f.a = e->as.unary.op == RT_UOP_INVERT ? rt_int(-1) : rt_int(0);
        if (!fold_const(e->as.unary.operand, &f.b)) return false;
        if (f.b.tag != RT_INT && f.b.tag != RT_FLOAT && f.b.tag != RT_BOOL) {
          rt_decref(f.b);
          return false;
        }
        if (f.b.tag == RT_FLOAT && e->as.unary.op == RT_UOP_NEG) f.a = rt_float(-0.0);
      } else {
        if (!fold_const(e->as.binop.left, &f.a)) return false;
        if (!fold_const(e->as.binop.right, &f.b)) {
          rt_decref(f.a);
          return false;
        }
      }
      bool ok = rt_pcall(fold_binop, &f) == 0;
      if (!ok) rt_error_clear();
      rt_decref(f.a);
      rt_decref(f.b);
      if (ok && !foldable_result(f.result)) {
        rt_decref(f.result);
        ok = false;
      }
      if (ok) *out = f.result;
      return ok;
    }
    default:
      return false;
  }
}

/* {a, b, *c, d}: the items before the first star built at once (in chunks when long), the
 * rest added one by one, as CPython adds them; all-constant displays as CPython folds them. */
void vm_c_set_display(Compiler *c, Expr *e, int dst) {
  int n = e->as.seq.n, save = F(c)->freereg;
  int prefix = 0;
  while (prefix < n && e->as.seq.items[prefix]->kind != EX_STARRED) prefix++;
  Value fs = n > 2 ? rt_set_new(true) : rt_undef();
  for (int k = 0; k < n && !rt_is_undef(fs); k++) {
    Value v;
    if (!fold_const(e->as.seq.items[k], &v)) {
      rt_decref(fs);
      fs = rt_undef();
      break;
    }
    rt_set_add(fs, v); /* folded values are numbers, strings and tuples: hashable */
    rt_decref(v);
  }
  if (!rt_is_undef(fs)) {
    /* CPython folds the items into a frozenset, and its constant merging rebuilds that
     * frozenset from its own iteration order: both steps decide the table. */
    Value order = rt_list_new(0), x, it = rt_iter(fs);
    while (rt_next(it, &x)) {
      rt_list_append(order, x);
      rt_decref(x);
    }
    rt_decref(it);
    rt_decref(fs);
    fs = rt_set_from_iterable(order, true);
    rt_decref(order);
    int t = vm_c_alloc(c, 1);
    vm_c_emit(c, vm_mk_abc(OP_BUILDSET, dst, 0, 0), e->span);
    vm_c_emit(c, vm_mk_abx(OP_LOADK, t, vm_c_const(c, fs)), e->span);
    vm_c_emit(c, vm_mk_abc(OP_SETUPDATE, dst, t, 0), e->span);
    F(c)->freereg = save;
    return;
  }
  if (prefix > DISPLAY_CHUNK) prefix = DISPLAY_CHUNK;
  int base = vm_c_alloc(c, prefix);
  for (int k = 0; k < prefix; k++) vm_c_expr(c, e->as.seq.items[k], base + k);
  vm_c_emit(c, vm_mk_abc(OP_BUILDSET, dst, base, prefix), e->span);
  F(c)->freereg = save;
  for (int k = prefix; k < n; k++) {
    Expr *item = e->as.seq.items[k];
    bool star = item->kind == EX_STARRED;
    int t = vm_c_expr_any(c, star ? item->as.starred : item);
    vm_c_emit(c, vm_mk_abc(star ? OP_SETUPDATE : OP_SETADD, dst, t, 0), item->span);
    F(c)->freereg = save;
  }
}

/* {k: v, **m, ...}: runs of pairs built at once (in chunks when long) or stored one by one
 * once the dict exists; each **m merged where it stands, so later keys win as in CPython. */
void vm_c_dict_display(Compiler *c, Expr *e, int dst) {
  int n = e->as.dict.n, save = F(c)->freereg, k = 0;
  bool built = false;
  while (k < n) {
    if (!e->as.dict.keys[k]) {
      if (!built) vm_c_emit(c, vm_mk_abc(OP_BUILDDICT, dst, 0, 0), e->span);
      built = true;
      int t = vm_c_expr_any(c, e->as.dict.values[k]);
      vm_c_emit(c, vm_mk_abc(OP_DICTUPDATE, dst, t, 0), e->as.dict.values[k]->span);
      F(c)->freereg = save;
      k++;
      continue;
    }
    if (built) {
      int a = vm_c_expr_any(c, e->as.dict.keys[k]);
      int b = vm_c_expr_any(c, e->as.dict.values[k]);
      vm_c_emit(c, vm_mk_abc(OP_SETITEM, dst, a, b), e->span);
      F(c)->freereg = save;
      k++;
      continue;
    }
    int run = 0;
    while (k + run < n && run < DISPLAY_CHUNK && e->as.dict.keys[k + run]) run++;
    int base = vm_c_alloc(c, 2 * run);
    for (int j = 0; j < run; j++) {
      vm_c_expr(c, e->as.dict.keys[k + j], base + 2 * j);
      vm_c_expr(c, e->as.dict.values[k + j], base + 2 * j + 1);
    }
    vm_c_emit(c, vm_mk_abc(OP_BUILDDICT, dst, base, run), e->span);
    built = true;
    F(c)->freereg = save;
    k += run;
  }
  if (!built) vm_c_emit(c, vm_mk_abc(OP_BUILDDICT, dst, 0, 0), e->span);
}
