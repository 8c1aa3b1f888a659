/* kir_typer_sort.c — sorting 1-D arrays in @njit code (CPU code): np.sort(a) is a sorted C copy
 * of a (an array, a view or an array expression), a.sort() sorts a whole C 1-D array in place
 * (an argument typed C, or an array the function made), both an ALLOC with sub KIR_ALLOC_SORT
 * (the prelude's quicksort, NaNs last). Sorted values do not depend on the algorithm, so they are
 * Numba's (its quicksort), save the order of 0.0 and -0.0, which compare equal. a.sort() of a
 * view or of an F or A argument, and other dtypes, are type errors: the interpreter tier runs
 * the function. np.median(a) and np.percentile(a, q) (q a number) of a 1-D array read such a
 * sorted copy: the values Numba's selections find, in its formulas (median: the middle element,
 * or (lower + upper) / 2; percentile: its rank interpolation, its ValueError for q outside
 * [0, 100], its NaN for data with a NaN and its heuristics for infinities at q = 0 and 100). */
#include <math.h>
#include <string.h>

#include "../obj/native.h"
#include "../obj/objects.h"
#include "kir_reduce_axis.h"
#include "kir_typer.h"

static bool sortable(DType t) {
  switch (t) {
  case DT_FLOAT64: case DT_FLOAT32: case DT_INT64: case DT_INT32: case DT_INT16: case DT_INT8: case DT_UINT64:
  case DT_UINT32: case DT_UINT16: case DT_UINT8: case DT_BOOL:
    return true;
  default: return false;
  }
}

static int own_ndim(const Typer *T, TVal v) {
  return T->f->slots[v.slot].ndim - __builtin_popcount(v.fixmask & ((1u << T->f->slots[v.slot].ndim) - 1));
}

/* Is v a whole 1-D C array the engine holds (a HEAP slot, or an argument typed C)? */
static bool whole_c(const Typer *T, TVal v) {
  if (v.kind != TV_ARRAY || !kir_view_is_whole(v) || T->f->slots[v.slot].ndim != 1) return false;
  const KirSlot *s = &T->f->slots[v.slot];
  if (s->kind == KIR_SLOT_HEAP) return true; /* allocated, or a reshape of a C array: its memory in order */
  if (s->kind != KIR_SLOT_PARAM || s->param < 0 || s->param >= T->f->sig.nargs) return false;
  const KirTy *t = &T->f->sig.args[s->param];
  return t->kind == KIR_TY_ARRAY && t->layout == 'C' && !t->rec && t->dtype == s->dtype;
}

static void sort_in_place(Typer *T, int slot, Span span) {
  KirInst *in = kir_emit(T->f, KIR_ALLOC, span);
  in->arr = slot;
  in->sub = KIR_ALLOC_SORT;
}

bool kir_sort_method(Typer *T, Expr *e, TVal *out) {
  Expr *func = e->as.call.func;
  if (T->f->target != KIR_TARGET_CPU || func->kind != EX_ATTR || strcmp(func->as.attr.name, "sort") != 0) return false;
  Expr *obj = func->as.attr.obj;
  if (obj->kind != EX_NAME) return false;
  TVar *var = kir_find_var(T, obj->as.name.id);
  if (!var || !var->assigned || var->val.kind != TV_ARRAY) return false;
  Span span = e->span;
  if (e->as.call.nargs || e->as.call.nkw) kir_type_error(T, span, "a.sort() with arguments is not compiled yet");
  TVal a = kir_expr(T, obj);
  if (!sortable(T->f->slots[a.slot].dtype)) kir_type_error(T, span, "a.sort() of %s is not compiled yet", rt_dtypes[T->f->slots[a.slot].dtype].name);
  if (!whole_c(T, a)) kir_type_error(T, span, "a.sort() of a view or of an array that is not C-contiguous is not compiled yet");
  sort_in_place(T, a.slot, span);
  memset(out, 0, sizeof *out);
  out->kind = TV_NONE;
  return true;
}

bool kir_sort_call(Typer *T, Value f, Expr *e, TVal *argv, TVal *out) {
  if (T->f->target != KIR_TARGET_CPU || !rt_is_native(f) || strcmp(RT_AS(NativeFunc, f)->name, "sort") != 0) return false;
  Value np = rt_import("numpy");
  Value same = rt_module_lookup(np, "sort");
  rt_decref(np); /* the module stays in the import table */
  if (!rt_is_obj(same) || same.as.o != f.as.o) return false;
  Span span = e->span;
  if (e->as.call.nargs != 1 || e->as.call.nkw) kir_type_error(T, span, "np.sort() with these arguments is not compiled yet");
  TVal a = argv[0];
  if (!kir_arrayish(T, a)) kir_type_error(T, span, "np.sort() of this value is not compiled yet");
  DType dt = kir_ae_dtype(T, a);
  if (!sortable(dt)) kir_type_error(T, span, "np.sort() of %s is not compiled yet", rt_dtypes[dt].name);
  TVal c = kir_array_copy(T, a, span);
  if (own_ndim(T, c) != 1) kir_type_error(T, span, "np.sort() of a %d-D array is not compiled yet", own_ndim(T, c));
  sort_in_place(T, c.slot, span);
  *out = c;
  return true;
}

/* s[i] of the sorted copy (a 1-D HEAP slot; i an int64 register within it), as float64. */
static int at(Typer *T, int slot, int i, Span span) {
  KirInst *in = kir_emit(T->f, KIR_LOAD, span);
  in->arr = slot;
  in->idx[0] = i;
  in->d = kir_new_reg(T->f, T->f->slots[slot].dtype);
  return in->d;
}

static int f64(Typer *T, int r, Span span) { return kir_cast(T, r, DT_FLOAT64, span); }

static int fconst(Typer *T, double v, Span span) {
  KirInst *in = kir_emit(T->f, KIR_CONST, span);
  in->imm.f = v;
  in->d = kir_new_reg(T->f, DT_FLOAT64);
  return in->d;
}

static void set(Typer *T, int d, int a, Span span) {
  KirInst *in = kir_emit(T->f, KIR_MOV, span);
  in->d = d;
  in->a = a;
}

/* A sorted copy of the 1-D array a (for name's message); its slot, and its length in *n. */
static int sorted_copy(Typer *T, TVal a, const char *name, int *n, Span span) {
  if (!kir_arrayish(T, a)) kir_type_error(T, span, "np.%s() of this value is not compiled yet", name);
  DType dt = kir_ae_dtype(T, a);
  if (!sortable(dt) || dt == DT_FLOAT32) kir_type_error(T, span, "np.%s() of %s is not compiled yet", name, rt_dtypes[dt].name);
  TVal c = kir_array_copy(T, a, span);
  if (own_ndim(T, c) != 1) kir_type_error(T, span, "np.%s() of a %d-D array is not compiled yet", name, own_ndim(T, c));
  sort_in_place(T, c.slot, span);
  *n = kir_view_extent(T, c, 0, span);
  return c.slot;
}

/* The result register, set to NaN when the sorted copy holds one (it is last). */
static int nan_if_nan(Typer *T, int slot, int n, int r, Span span) {
  int last = f64(T, at(T, slot, kir_binop(T, KB_SUB, n, kir_const_int(T, 1, DT_INT64, span), span), span), span);
  return kir_select(T, kir_binop(T, KB_NE, last, last, span), fconst(T, NAN, span), r, span);
}

static TVal median(Typer *T, TVal a, Span span) {
  int n, s = sorted_copy(T, a, "median", &n, span);
  DType dt = T->f->slots[s].dtype;
  int one = kir_const_int(T, 1, DT_INT64, span), half = kir_binop(T, KB_FLOORDIV, n, kir_const_int(T, 2, DT_INT64, span), span);
  int r = kir_new_reg(T->f, DT_FLOAT64);
  int even = kir_binop(T, KB_EQ, kir_binop(T, KB_MOD, n, kir_const_int(T, 2, DT_INT64, span), span), kir_const_int(T, 0, DT_INT64, span), span);
  kir_emit(T->f, KIR_IF, span)->a = even;
  DType add_t = kir_arith_type(KB_ADD, dt, dt); /* Numba's (lower + upper) / 2 */
  int lo = kir_cast(T, at(T, s, kir_binop(T, KB_SUB, half, one, span), span), add_t, span);
  int hi = kir_cast(T, at(T, s, half, span), add_t, span);
  set(T, r, kir_binop(T, KB_DIV, f64(T, kir_binop(T, KB_ADD, lo, hi, span), span), fconst(T, 2.0, span), span), span);
  kir_emit(T->f, KIR_ELSE, span)->a = even;
  set(T, r, f64(T, at(T, s, half, span), span), span);
  kir_emit(T->f, KIR_ENDIF, span);
  return kir_tval_reg(nan_if_nan(T, s, n, r, span));
}

/* Numba's _collect_percentiles_inner for one q on the sorted copy s of n elements. */
static TVal percentile(Typer *T, TVal a, TVal qv, Span span) {
  int q = kir_to_reg(T, qv, span);
  char qk = rt_dtypes[T->f->regs[q]].kind;
  if (qk != 'i' && qk != 'u' && qk != 'f') kir_type_error(T, span, "np.percentile()'s q must be a number here");
  q = f64(T, q, span);
  int bad = kir_binop(T, KB_OR, kir_binop(T, KB_OR, kir_binop(T, KB_LT, q, fconst(T, 0.0, span), span),
                                          kir_binop(T, KB_GT, q, fconst(T, 100.0, span), span), span),
                      kir_binop(T, KB_NE, q, q, span), span);
  kir_raise_value_error_if(T, bad, "Percentiles must be in the range [0, 100]", span);
  int n, s = sorted_copy(T, a, "percentile", &n, span);
  int zero = kir_const_int(T, 0, DT_INT64, span), one = kir_const_int(T, 1, DT_INT64, span);
  int last = kir_binop(T, KB_SUB, n, one, span);
  int lo = f64(T, at(T, s, zero, span), span), hi = f64(T, at(T, s, last, span), span);
  int inf = fconst(T, INFINITY, span), nan = fconst(T, NAN, span), r = kir_new_reg(T->f, DT_FLOAT64);
  /* the infinities at each end (sorted: -inf first, +inf before any NaN, which is handled below) */
  int pos = kir_new_reg(T->f, DT_INT64), neg = kir_new_reg(T->f, DT_INT64);
  set(T, pos, zero, span);
  set(T, neg, zero, span);
  int inc, i = kir_loop_open(T, n, &inc, span);
  int x = f64(T, at(T, s, i, span), span);
  set(T, pos, kir_binop(T, KB_ADD, pos, kir_cast(T, kir_binop(T, KB_EQ, x, inf, span), DT_INT64, span), span), span);
  set(T, neg, kir_binop(T, KB_ADD, neg, kir_cast(T, kir_binop(T, KB_EQ, x, kir_emit_op(T, KIR_UN, KU_NEG, inf, -1, DT_FLOAT64, span), span), DT_INT64, span), span), span);
  kir_loop_close(T, i, inc, span);
  int finite = kir_binop(T, KB_SUB, n, kir_binop(T, KB_ADD, pos, neg, span), span);
  int all_finite = kir_binop(T, KB_EQ, finite, n, span);
  int is100 = kir_binop(T, KB_EQ, q, fconst(T, 100.0, span), span), is0 = kir_binop(T, KB_EQ, q, fconst(T, 0.0, span), span);
  int single = kir_binop(T, KB_EQ, n, one, span);
  kir_emit(T->f, KIR_IF, span)->a = single;
  set(T, r, lo, span);
  kir_emit(T->f, KIR_ELSE, span)->a = single;
  kir_emit(T->f, KIR_IF, span)->a = is100;
  set(T, r, kir_select(T, kir_binop(T, KB_AND, kir_binop(T, KB_EQ, all_finite, kir_const_int(T, 0, DT_BOOL, span), span),
                                    kir_binop(T, KB_EQ, hi, inf, span), span), nan, hi, span), span);
  kir_emit(T->f, KIR_ELSE, span)->a = is100;
  kir_emit(T->f, KIR_IF, span)->a = is0;
  /* numba/np/arraymath.py's heuristics for infinities at q = 0 */
  int c1 = kir_binop(T, KB_EQ, finite, zero, span);
  int c2 = kir_binop(T, KB_AND, kir_binop(T, KB_EQ, pos, one, span), kir_binop(T, KB_EQ, n, kir_const_int(T, 2, DT_INT64, span), span), span);
  int c3 = kir_binop(T, KB_GT, neg, one, span);
  int c4 = kir_binop(T, KB_AND, kir_binop(T, KB_AND, kir_binop(T, KB_EQ, finite, one, span), kir_binop(T, KB_GT, pos, one, span), span),
                     kir_binop(T, KB_NE, neg, one, span), span);
  int any = kir_binop(T, KB_OR, kir_binop(T, KB_OR, c1, c2, span), kir_binop(T, KB_OR, c3, c4, span), span);
  set(T, r, kir_select(T, kir_binop(T, KB_AND, kir_binop(T, KB_EQ, all_finite, kir_const_int(T, 0, DT_BOOL, span), span), any, span), nan, lo, span), span);
  kir_emit(T->f, KIR_ELSE, span)->a = is0;
  int rank = kir_binop(T, KB_ADD, fconst(T, 1.0, span),
                       kir_binop(T, KB_MUL, f64(T, last, span), kir_binop(T, KB_DIV, q, fconst(T, 100.0, span), span), span), span);
  int fl = kir_emit_op(T, KIR_MATH, KM_FLOOR, rank, -1, DT_FLOAT64, span);
  int m = kir_binop(T, KB_SUB, rank, fl, span);
  int k = kir_cast(T, fl, DT_INT64, span);
  int lower = f64(T, at(T, s, kir_binop(T, KB_SUB, k, one, span), span), span), upper = f64(T, at(T, s, k, span), span);
  set(T, r, kir_binop(T, KB_ADD, kir_binop(T, KB_MUL, lower, kir_binop(T, KB_SUB, fconst(T, 1.0, span), m, span), span),
                      kir_binop(T, KB_MUL, upper, m, span), span), span);
  kir_emit(T->f, KIR_ENDIF, span);
  kir_emit(T->f, KIR_ENDIF, span);
  kir_emit(T->f, KIR_ENDIF, span);
  return kir_tval_reg(nan_if_nan(T, s, n, r, span));
}

bool kir_stat_call(Typer *T, Value f, Expr *e, TVal *argv, TVal *out) {
  if (T->f->target != KIR_TARGET_CPU || !rt_is_native(f)) return false;
  const char *name = RT_AS(NativeFunc, f)->name;
  bool med = strcmp(name, "median") == 0;
  if (!med && strcmp(name, "percentile") != 0) return false;
  Value np = rt_import("numpy");
  Value same = rt_module_lookup(np, name);
  rt_decref(np); /* the module stays in the import table */
  if (!rt_is_obj(same) || same.as.o != f.as.o) return false;
  Span span = e->span;
  if (e->as.call.nargs != (med ? 1 : 2) || e->as.call.nkw) kir_type_error(T, span, "np.%s() with these arguments is not compiled yet", name);
  if (!med && argv[1].kind != TV_REG) kir_type_error(T, span, "np.percentile() of other than one number q is not compiled yet");
  *out = med ? median(T, argv[0], span) : percentile(T, argv[0], argv[1], span);
  return true;
}
