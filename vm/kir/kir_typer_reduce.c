/* kir_typer_reduce.c — a.sum(), a.prod(), a.min(), a.max(), a.mean(), a.var(), a.std(),
 * a.argmin(), a.argmax() and their np.* forms of an array, a view or an array expression of any
 * dimensions in compiled code, as Numba 0.56 computes them: one loop nest over the elements in
 * np.nditer's order (kir_each_open: no temporary for an expression), sum and prod of integers
 * and bools in int64, unsigned in uint64, floats in their own type; mean that sum over the size
 * (float64 for integers and bools, ZeroDivisionError when empty); var the float64 sum of the
 * squared differences from the mean over the size, std its ** 0.5 (both of the float array's own
 * type, else float64); min/max of the array's dtype, the first NaN when there is one, ValueError
 * when empty; argmin/argmax in C order, the first NaN's index, int64. sum/argmin/argmax with an
 * axis: kir_typer_reduce_axis.c; cumsum/cumprod a new 1-D array over a.flat; other forms are type errors: the interpreter tier runs them. In kernels the simulator runs NumPy's own methods
 * on 1-D arrays and views: sum/min/max/mean only, a float sum or mean there being NumPy's pairwise
 * sum (kir_typer_pairwise.c). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "kir_reduce_axis.h"
#include "kir_typer.h"

typedef enum { RD_SUM, RD_MIN, RD_MAX, RD_MEAN, RD_PROD, RD_VAR, RD_STD, RD_ARGMIN, RD_ARGMAX, RD_COUNT } ReduceKind;
static const char *const rd_names[RD_COUNT] = {"sum", "min", "max", "mean", "prod", "var", "std", "argmin", "argmax"};

static int reduce_kind(const char *name) {
  for (int k = 0; k < RD_COUNT; k++)
    if (strcmp(name, rd_names[k]) == 0) return k;
  return -1;
}

static void mov(Typer *T, int d, int a, Span span) {
  KirInst *in = kir_emit(T->f, KIR_MOV, span);
  in->d = d;
  in->a = a;
}

static int fconst(Typer *T, double v, DType dt, Span span) {
  int r = kir_new_reg(T->f, dt);
  KirInst *in = kir_emit(T->f, KIR_CONST, span);
  in->d = r;
  in->imm.f = v;
  return r;
}

/* sum (prod) of every element, in acc_t */
static int fold(Typer *T, TVal a, bool prod, DType acc_t, int *size, Span span) {
  KirEach it;
  kir_each_prepare(T, a, &it, span);
  if (size) *size = it.size;
  int acc = kir_new_reg(T->f, acc_t);
  mov(T, acc, kir_const_int(T, prod, acc_t, span), span);
  int x = kir_each_open(T, &it, span);
  mov(T, acc, kir_cast(T, kir_binop(T, prod ? KB_MUL : KB_ADD, acc, kir_cast(T, x, acc_t, span), span), acc_t, span), span);
  kir_each_close(T, &it, span);
  return acc;
}

/* The element loop of a reduction with no identity, prepared: ValueError(msg) when a is empty. */
static void prepare_nonempty(Typer *T, TVal a, KirEach *it, const char *msg, Span span) {
  kir_each_prepare(T, a, it, span);
  kir_raise_value_error_if(T, kir_binop(T, KB_EQ, it->size, kir_const_int(T, 0, DT_INT64, span), span), msg, span);
}

static int extremum(Typer *T, TVal a, int kind, DType dt, Span span) {
  bool fl = rt_dtypes[dt].kind == 'f';
  KirEach it;
  prepare_nonempty(T, a, &it, kind == RD_MIN ? "zero-size array to reduction operation minimum which has no identity"
                                             : "zero-size array to reduction operation maximum which has no identity", span);
  int acc = kir_new_reg(T->f, dt), first = kir_new_reg(T->f, DT_BOOL);
  mov(T, acc, kir_const_int(T, 0, dt, span), span);
  mov(T, first, kir_const_int(T, 1, DT_BOOL, span), span);
  int x = kir_each_open(T, &it, span);
  /* acc stays once it is NaN; the first element, a NaN or a smaller (larger) x replaces it */
  int take = kir_binop(T, kind == RD_MIN ? KB_LT : KB_GT, x, acc, span);
  if (fl) take = kir_binop(T, KB_AND, kir_binop(T, KB_OR, take, kir_binop(T, KB_NE, x, x, span), span),
                           kir_binop(T, KB_EQ, acc, acc, span), span);
  take = kir_binop(T, KB_OR, take, first, span);
  mov(T, acc, kir_select(T, take, x, acc, span), span);
  mov(T, first, kir_const_int(T, 0, DT_BOOL, span), span);
  kir_each_close(T, &it, span);
  return acc;
}

/* Numba's array_argmin/argmax: over a.flat (C order), the first NaN's index if any. */
static int arg_extremum(Typer *T, TVal a, int kind, DType dt, Span span) {
  bool fl = rt_dtypes[dt].kind == 'f';
  KirEach it;
  prepare_nonempty(T, a, &it, kind == RD_ARGMIN ? "attempt to get argmin of an empty sequence" : "attempt to get argmax of an empty sequence", span);
  it.fortran = false;
  int cur = kir_new_reg(T->f, dt), res = kir_new_reg(T->f, DT_INT64), idx = kir_new_reg(T->f, DT_INT64);
  int done = kir_new_reg(T->f, DT_BOOL);
  mov(T, cur, kir_const_int(T, 0, dt, span), span);
  mov(T, res, kir_const_int(T, 0, DT_INT64, span), span);
  mov(T, idx, kir_const_int(T, 0, DT_INT64, span), span);
  mov(T, done, kir_const_int(T, 0, DT_BOOL, span), span);
  int x = kir_each_open(T, &it, span);
  int first = kir_binop(T, KB_EQ, idx, kir_const_int(T, 0, DT_INT64, span), span);
  int take = kir_binop(T, KB_OR, kir_binop(T, kind == RD_ARGMIN ? KB_LT : KB_GT, x, cur, span), first, span);
  if (fl) {
    int nan = kir_binop(T, KB_NE, x, x, span);
    take = kir_binop(T, KB_OR, take, nan, span);
    take = kir_binop(T, KB_AND, take, kir_binop(T, KB_EQ, done, kir_const_int(T, 0, DT_BOOL, span), span), span);
    mov(T, done, kir_binop(T, KB_OR, done, nan, span), span);
  }
  mov(T, cur, kir_select(T, take, x, cur, span), span);
  mov(T, res, kir_select(T, take, idx, res, span), span);
  mov(T, idx, kir_binop(T, KB_ADD, idx, kir_const_int(T, 1, DT_INT64, span), span), span);
  kir_each_close(T, &it, span);
  return res;
}

static TVal reduce(Typer *T, int kind, TVal a, const char *name, Span span) {
  DType dt = kir_ae_dtype(T, a);
  char k = rt_dtypes[dt].kind;
  if ((k != 'b' && k != 'i' && k != 'u' && k != 'f') || dt == DT_FLOAT16 || dt == DT_LONGDOUBLE)
    kir_type_error(T, span, "%s() of a %s array is not compiled yet", name, rt_dtypes[dt].name);
  DType sum_t = k == 'f' ? dt : k == 'u' ? DT_UINT64 : DT_INT64, mean_t = k == 'f' ? dt : DT_FLOAT64;
  int r, size;
  switch (kind) {
  case RD_SUM: case RD_PROD: r = fold(T, a, kind == RD_PROD, sum_t, NULL, span); break;
  case RD_MIN: case RD_MAX: r = extremum(T, a, kind, dt, span); break;
  case RD_ARGMIN: case RD_ARGMAX: r = arg_extremum(T, a, kind, dt, span); break;
  case RD_MEAN: {
    int acc = fold(T, a, false, mean_t, &size, span);
    r = kir_cast(T, kir_binop(T, KB_DIV, acc, kir_cast(T, size, mean_t, span), span), mean_t, span);
    break;
  }
  default: { /* var, std */
    int acc = fold(T, a, false, mean_t, &size, span);
    int m = kir_cast(T, kir_binop(T, KB_DIV, acc, kir_cast(T, size, mean_t, span), span), mean_t, span);
    KirEach it;
    kir_each_prepare(T, a, &it, span);
    int ssd = kir_new_reg(T->f, DT_FLOAT64);
    mov(T, ssd, fconst(T, 0.0, DT_FLOAT64, span), span);
    int x = kir_each_open(T, &it, span);
    int val = kir_binop(T, KB_SUB, x, m, span);
    mov(T, ssd, kir_binop(T, KB_ADD, ssd, kir_cast(T, kir_binop(T, KB_MUL, val, val, span), DT_FLOAT64, span), span), span);
    kir_each_close(T, &it, span);
    r = kir_cast(T, kir_binop(T, KB_DIV, ssd, kir_cast(T, it.size, DT_FLOAT64, span), span), mean_t, span);
    if (kind == RD_STD) {
      int base = kir_cast(T, r, DT_FLOAT64, span), half = fconst(T, 0.5, DT_FLOAT64, span);
      KirInst *in = kir_emit(T->f, KIR_MATH, span);
      in->sub = KM_POW;
      in->a = base;
      in->b = half;
      in->c = -1;
      in->d = kir_new_reg(T->f, DT_FLOAT64);
      r = kir_cast(T, in->d, mean_t, span);
    }
    break;
  }
  }
  return kir_tval_reg(r);
}

/* a.cumsum() / a.cumprod(), np.cumsum(a) / np.cumprod(a) as Numba's: a new 1-D array of a.size
 * running sums (products) over a.flat (C order), accumulated in sum's type. */
static TVal cumulative(Typer *T, TVal a, bool prod, const char *name, Span span) {
  DType dt = kir_ae_dtype(T, a);
  char k = rt_dtypes[dt].kind;
  if ((k != 'b' && k != 'i' && k != 'u' && k != 'f') || dt == DT_FLOAT16 || dt == DT_LONGDOUBLE)
    kir_type_error(T, span, "%s() of a %s array is not compiled yet", name, rt_dtypes[dt].name);
  DType acc_t = k == 'f' ? dt : k == 'u' ? DT_UINT64 : DT_INT64;
  KirEach it;
  kir_each_prepare(T, a, &it, span);
  it.fortran = false;
  TVal r;
  memset(&r, 0, sizeof r);
  r.kind = TV_ARRAY;
  r.slot = kir_new_slot(T->f, KIR_SLOT_HEAP, acc_t, 1, prod ? "$cumprod" : "$cumsum");
  T->f->slots[r.slot].param = r.slot;
  kir_loop_slot_new(T, r.slot, span);
  KirInst *in = kir_emit(T->f, KIR_ALLOC, span);
  in->arr = r.slot;
  in->idx[0] = it.size;
  int acc = kir_new_reg(T->f, acc_t), idx = kir_new_reg(T->f, DT_INT64);
  mov(T, acc, kir_const_int(T, prod, acc_t, span), span);
  mov(T, idx, kir_const_int(T, 0, DT_INT64, span), span);
  int x = kir_each_open(T, &it, span);
  mov(T, acc, kir_cast(T, kir_binop(T, prod ? KB_MUL : KB_ADD, acc, kir_cast(T, x, acc_t, span), span), acc_t, span), span);
  KirInst *st = kir_emit(T->f, KIR_STORE, span);
  st->arr = r.slot;
  st->idx[0] = idx;
  st->a = acc;
  st->sub = 1; /* idx counts the elements: within the size */
  mov(T, idx, kir_binop(T, KB_ADD, idx, kir_const_int(T, 1, DT_INT64, span), span), span);
  kir_each_close(T, &it, span);
  return r;
}

static int cumulative_kind(const char *name) { return !strcmp(name, "cumsum") ? 0 : !strcmp(name, "cumprod") ? 1 : -1; }

/* sum/argmin/argmax along an axis (kir_typer_reduce_axis.c); a 1-D array's number here. */
static TVal axis_reduce(Typer *T, int kind, TVal a, TVal axis, Span span) {
  TVal r;
  if (kir_reduce_axis(T, rd_names[kind], &a, axis, span, &r)) return r;
  if (kind != RD_SUM) return reduce(T, kind, a, rd_names[kind], span);
  DType dt = kir_ae_dtype(T, a); /* Numba's 0-d accumulator of the array's own dtype */
  return kir_tval_reg(fold(T, a, false, dt, NULL, span));
}

/* A kernel's a.sum()/min()/max()/mean() of a 1-D array or view, as the simulator's NumPy. */
static bool kernel_reduce(Typer *T, Expr *e, int kind, TVal *out) {
  Expr *func = e->as.call.func, *obj = func->as.attr.obj, *base = obj;
  while (base->kind == EX_SUBSCRIPT) base = base->as.subscript.obj;
  if (base->kind != EX_NAME) return false;
  TVar *var = kir_find_var(T, base->as.name.id);
  if (!var || !var->assigned || var->val.kind != TV_ARRAY) return false;
  Span span = e->span;
  const char *name = func->as.attr.name;
  if (e->as.call.nargs || e->as.call.nkw) kir_type_error(T, span, "%s() with arguments is not compiled yet", name);
  TVal a = kir_expr(T, obj);
  if (a.kind != TV_ARRAY) return false;
  const KirSlot *s = &T->f->slots[a.slot];
  int own = s->ndim - __builtin_popcount(a.fixmask & ((1u << s->ndim) - 1));
  if (own != 1) kir_type_error(T, span, "%s() of a %d-D array is not compiled yet", name, own);
  DType dt = s->dtype;
  char k = rt_dtypes[dt].kind;
  if ((k != 'b' && k != 'i' && k != 'u' && k != 'f') || dt == DT_FLOAT16 || dt == DT_LONGDOUBLE)
    kir_type_error(T, span, "%s() of a %s array is not compiled yet", name, rt_dtypes[dt].name);
  bool minmax = kind == RD_MIN || kind == RD_MAX;
  DType acc_t = minmax ? dt : kind == RD_MEAN ? (k == 'f' ? dt : DT_FLOAT64) : k == 'f' ? dt : k == 'u' ? DT_UINT64 : DT_INT64;
  if (!minmax && rt_dtypes[acc_t].kind == 'f') {
    int ax = kir_view_axis(a, 0); /* NumPy's pairwise float sum */
    int n = kir_view_extent(T, a, ax, span);
    int r = kir_pairwise_sum(T, a, ax, n, acc_t, span);
    if (kind == RD_MEAN) r = kir_cast(T, kir_binop(T, KB_DIV, r, kir_cast(T, n, acc_t, span), span), acc_t, span);
    *out = kir_tval_reg(r);
    return true;
  }
  *out = reduce(T, kind, a, name, span);
  return true;
}

bool kir_reduce_call(Typer *T, Expr *e, TVal *out) {
  Expr *func = e->as.call.func;
  if (func->kind != EX_ATTR) return false;
  int kind = reduce_kind(func->as.attr.name), cum = cumulative_kind(func->as.attr.name);
  bool copy = !strcmp(func->as.attr.name, "copy") && !e->as.call.nargs && !e->as.call.nkw; /* a.copy() */
  if (kind < 0 && !copy && cum < 0) return false;
  if (cum >= 0 && T->f->target != KIR_TARGET_CPU) return false;
  if (T->f->target == KIR_TARGET_KERNEL)
    return kind >= 0 && kind <= RD_MEAN && kernel_reduce(T, e, kind, out);
  if (T->f->target != KIR_TARGET_CPU) return false;
  Expr *obj = func->as.attr.obj, *base = obj;
  while (base->kind == EX_SUBSCRIPT || ((copy || cum >= 0) && base->kind == EX_ATTR && !strcmp(base->as.attr.name, "T")))
    base = base->kind == EX_SUBSCRIPT ? base->as.subscript.obj : base->as.attr.obj; /* a[1:].sum(), m[i].max(), a.T.copy() */
  /* (a * b).sum(), np.where(c, a, 0.0).sum(), np.dot(a, b).max(): only arrays have these
   * methods in compiled code */
  bool expr = obj->kind == EX_BINOP || obj->kind == EX_UNARY || obj->kind == EX_COMPARE || obj->kind == EX_CALL;
  if (!expr) {
    if (base->kind != EX_NAME) return false;
    TVar *var = kir_find_var(T, base->as.name.id);
    if (!var || !var->assigned || var->val.kind != TV_ARRAY) return false;
  }
  Span span = e->span;
  const char *name = func->as.attr.name;
  TVal a = kir_expr_lazy(T, obj);
  if (!kir_arrayish(T, a)) {
    if (expr) kir_type_error(T, span, "%s() is a method of arrays", name);
    return false;
  }
  if (copy) {
    *out = kir_array_copy(T, a, span);
    return true;
  }
  if (cum >= 0) {
    if (e->as.call.nargs || e->as.call.nkw) kir_type_error(T, span, "%s() with arguments is not compiled yet", name);
    *out = cumulative(T, a, cum, name, span);
    return true;
  }
  bool axis = (e->as.call.nargs == 1 && !e->as.call.nkw) || (!e->as.call.nargs && e->as.call.nkw == 1 && !strcmp(e->as.call.kwnames[0], "axis"));
  if (axis && (kind == RD_SUM || kind == RD_ARGMIN || kind == RD_ARGMAX)) {
    *out = axis_reduce(T, kind, a, kir_expr(T, e->as.call.nargs ? e->as.call.args[0] : e->as.call.kwvalues[0]), span);
    return true;
  }
  if (e->as.call.nargs || e->as.call.nkw) kir_type_error(T, span, "%s() with arguments is not compiled yet", name);
  *out = reduce(T, kind, a, name, span);
  return true;
}

bool kir_reduce_func_axis(Typer *T, Obj *f, const Expr *e, TVal *argv, TVal *out) {
  bool axis = (e->as.call.nargs == 2 && !e->as.call.nkw) || (e->as.call.nargs == 1 && e->as.call.nkw == 1 && !strcmp(e->as.call.kwnames[0], "axis"));
  if (!axis || !kir_arrayish(T, argv[0]) || !rt_is_native(rt_obj(f))) return false;
  const char *name = RT_AS(NativeFunc, rt_obj(f))->name;
  int kind = reduce_kind(name);
  if (kind != RD_SUM && kind != RD_ARGMIN && kind != RD_ARGMAX) return false;
  Value np = rt_import("numpy");
  Value same = rt_module_lookup(np, name);
  rt_decref(np); /* the module stays in the import table */
  if (!rt_is_obj(same) || same.as.o != f) return false;
  *out = axis_reduce(T, kind, argv[0], argv[1], e->span);
  return true;
}

bool kir_reduce_func(Typer *T, Obj *f, int argc, TVal *argv, Span span, TVal *out) {
  if (argc != 1 || !kir_arrayish(T, argv[0]) || !rt_is_native(rt_obj(f))) return false;
  const char *name = RT_AS(NativeFunc, rt_obj(f))->name;
  int kind = !strcmp(name, "amin") ? RD_MIN : !strcmp(name, "amax") ? RD_MAX : reduce_kind(name), cum = cumulative_kind(name);
  if (kind < 0 && (cum < 0 || T->f->target != KIR_TARGET_CPU)) return false;
  Value np = rt_import("numpy");
  Value same = rt_module_lookup(np, name);
  rt_decref(np); /* the module stays in the import table */
  if (!rt_is_obj(same) || same.as.o != f) return false;
  *out = cum >= 0 ? cumulative(T, argv[0], cum, name, span) : reduce(T, kind, argv[0], name, span);
  return true;
}
