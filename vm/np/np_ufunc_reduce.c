/* np_ufunc_reduce.c — the reduction methods of binary ufuncs: ufunc.reduce, .accumulate and
 * .reduceat, with NumPy 1.24's dtypes, axes rules and messages.
 *
 * add, multiply, maximum and minimum reduce through np_reduce.c, the code np.sum/prod/max/min
 * run, so np.add.reduce(a) is bit-identical to a.sum() (NumPy's pairwise summation). Every
 * other reduction is a left fold of each output element's inputs in C order, as NumPy's
 * reduction loop calls the ufunc's inner loop with the output as a stride-0 first operand;
 * np_rows.c lays the inputs out as one contiguous run per output element. accumulate and
 * reduceat run the same loops on the reduced axis moved last.
 */
#include <fenv.h>
#include <string.h>

#include "../base/error.h"
#include "np_dvar.h"
#include "np_loops.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* NumPy reorders the inputs of a reduction over several axes only for these. */
static bool reorderable(NpBinary op) {
  return !rt_is_none(np_ufunc_identity(op)) || op == NPB_MAXIMUM || op == NPB_MINIMUM ||
         op == NPB_FMAX || op == NPB_FMIN;
}

static Value out_array(Value out) {
  if (!np_given(out)) return rt_undef();
  if (rt_is_tuple(out) && RT_AS(Tuple, out)->n == 1) out = RT_AS(Tuple, out)->items[0];
  if (!rt_is_array(out)) rt_raise(RT_EXC_TypeError, "output must be an array");
  return out;
}

/* The dtype a reduction of op over input dtype dt computes in and returns: dtype=, else out's
 * dtype, else the input's, where add and multiply widen integers below 64 bits (and bool) to
 * int64/uint64 as NumPy does. */
static DType red_dtype(NpBinary op, DType dt, Value dtype, Value out) {
  const char *name = np_binary_names[op];
  DType base = dt;
  if (np_given(dtype)) base = rt_dtype_from_value(dtype);
  else if (rt_is_array(out)) base = RT_AS(Array, out)->dtype;
  else if ((op == NPB_ADD || op == NPB_MUL) && np_kind_rank(dt) < 2 && rt_dtypes[dt].itemsize < 8)
    base = rt_dtypes[dt].kind == 'u' ? DT_UINT64 : DT_INT64;
  NpClass cls = np_binary_class[op];
  if (cls == NPC_CMP) {
    bool logical = op == NPB_LAND || op == NPB_LOR || op == NPB_LXOR;
    if (!logical && base != DT_BOOL)
      rt_raise(RT_EXC_TypeError,
               "No loop matching the specified signature and casting was found for ufunc %s", name);
    return DT_BOOL;
  }
  if (op == NPB_SUB && base == DT_BOOL)
    rt_raise(RT_EXC_TypeError,
             "numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, "
             "the `^` operator, or the logical_xor function instead.");
  DType c = np_class_dtype(cls, base, name);
  if (!np_binary_loop(op, c)) np_ufunc_no_loop(name);
  return c;
}

/* ---- folding a run into an accumulator ---- */
typedef struct Fold {
  NpRedKernel kernel; /* np_reduce.c's kernel (add's pairwise sum), or NULL: the ufunc's loop */
  NpLoop loop;
} Fold;

/* np_reduce.c's operation number for op in dtype c, or -1 where it has none that matches the
 * ufunc (bool add is a logical or; complex maximum compares lexicographically). */
static int reduce_op(NpBinary op, DType c) {
  if (c == DT_BOOL) return -1;
  if (op == NPB_ADD) return 0;
  if (op == NPB_MUL) return 1;
  if (rt_dtypes[c].kind == 'c') return -1;
  return op == NPB_MAXIMUM ? 2 : op == NPB_MINIMUM ? 3 : -1;
}

static Fold fold_for(NpBinary op, DType c) {
  int k = reduce_op(op, c);
  Fold f = {k >= 0 ? np_reduce_kernel(k, c) : NULL, np_binary_loop(op, c)};
  return f;
}

/* *acc = op(...op(op(*acc, in[0]), in[is])..., in[(n-1)*is]). */
static void fold(const Fold *f, int64_t n, const char *in, int64_t is, char *acc) {
  if (n <= 0) return;
  if (f->kernel) {
    f->kernel(n, in, is, acc, 0);
    return;
  }
  char *p[3] = {acc, (char *)in, acc};
  int64_t s[3] = {0, is, 0};
  f->loop(n, p, s);
}

/* NumPy's warnings for a division by zero and invalid values inside a reduction method. */
static void fp_begin(void) {
  np_int_divzero = 0;
  feclearexcept(FE_ALL_EXCEPT);
}

static void fp_end(NpBinary op, DType c, const char *method) {
  bool checks = op == NPB_DIV || op == NPB_FLOORDIV || op == NPB_MOD || op == NPB_POW ||
                op == NPB_FMOD;
  int flags = checks && np_kind_rank(c) == 2 ? fetestexcept(FE_DIVBYZERO | FE_INVALID) : 0;
  if ((np_int_divzero & NP_INT_DIVZERO) || (flags & FE_DIVBYZERO))
    np_warn("divide by zero", method);
  if (np_int_divzero & NP_INT_OVERFLOW) np_warn("overflow", method);
  if (flags & FE_INVALID) np_warn("invalid value", method);
}

static void set_identity(DType c, char *p, Value ident) {
  if (ident.tag == RT_FLOAT) { /* logaddexp's -inf */
    rt_elem_set_f64(c, p, ident.as.f);
    return;
  }
  int64_t v = ident.tag == RT_BOOL ? ident.as.b : ident.as.i;
  rt_elem_cast(c, p, DT_INT64, (const char *)&v);
}

/* The result written into out (out=): NumPy returns out itself. */
static Value into_out(Value res, Value out) {
  if (rt_is_undef(out)) return res;
  int mark = rt_cleanup_push_value(&res);
  rt_array_assign(out, res);
  rt_cleanup_pop(mark, true);
  rt_incref(out);
  return out;
}

/* ---- reduce ---- */
typedef struct RedSpec {
  NpBinary op;
  DType c;
  Value axis, initial, where, ident;
  bool keepdims;
} RedSpec;

/* The start of each accumulator: initial=, else the identity where a mask or an empty axis
 * needs it; false when each output element starts from its first input instead. */
static bool fill_start(const RedSpec *s, Array *res, int64_t n) {
  bool init = np_given(s->initial);
  if (!init && !np_given(s->where) && n > 0) return false;
  if (!init && rt_is_none(s->ident)) {
    if (res->size == 0) return false;
    rt_raise(RT_EXC_ValueError, "zero-size array to reduction operation %s which has no identity",
             np_binary_names[s->op]);
  }
  int isz = rt_dtypes[res->dtype].itemsize;
  for (int64_t i = 0; i < res->size; i++) {
    if (init) np_set_elem_py(res->dtype, res->data + i * isz, s->initial);
    else set_identity(res->dtype, res->data + i * isz, s->ident);
  }
  return true;
}

/* Folds the runs of row (n elements) that mask marks, one fold per run as NumPy's masked loop. */
static void fold_masked(const Fold *f, const char *row, const uint8_t *mask, int64_t n, int isz,
                        char *acc) {
  for (int64_t i = 0; i < n;) {
    if (!mask[i]) { i++; continue; }
    int64_t j = i;
    while (j < n && mask[j]) j++;
    fold(f, j - i, row + i * isz, isz, acc);
    i = j;
  }
}

static Value reduce_generic(const RedSpec *s, Value arr) {
  NpRows rows, wrows;
  rows.rows = wrows.rows = rt_undef();
  Value x = rt_array_from_value(arr, (int)s->c), res = rt_undef();
  int mark = rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&rows.rows);
  rt_cleanup_push_value(&wrows.rows);
  rt_cleanup_push_value(&res);
  np_rows_view(&rows, x, s->axis);
  if (np_given(s->where)) {
    const Array *xa = RT_AS(Array, x);
    Value w = rt_array_from_value(s->where, DT_BOOL);
    Value wb = rt_array_broadcast_to(w, xa->ndim, xa->shape);
    rt_decref(w);
    Value wr = wb;
    int wmark = rt_cleanup_push_value(&wr);
    np_rows_view(&wrows, wb, s->axis);
    rt_cleanup_pop(wmark, true);
  }
  res = rt_array_new(s->c, 1, &rows.outer, false);
  Array *r = RT_AS(Array, res);
  bool started = fill_start(s, r, rows.n);
  Fold f = fold_for(s->op, s->c);
  int isz = rt_dtypes[s->c].itemsize;
  const char *in = RT_AS(Array, rows.rows)->data;
  fp_begin();
  for (int64_t k = 0; k < rows.outer; k++) {
    const char *row = in + k * rows.n * isz;
    char *acc = r->data + k * isz;
    if (!rt_is_undef(wrows.rows)) {
      fold_masked(&f, row, (const uint8_t *)RT_AS(Array, wrows.rows)->data + k * rows.n, rows.n,
                  isz, acc);
    } else if (started) {
      fold(&f, rows.n, row, isz, acc);
    } else {
      memcpy(acc, row, (size_t)isz);
      fold(&f, rows.n - 1, row + isz, isz, acc);
    }
  }
  fp_end(s->op, s->c, "reduce");
  Value done = res;
  res = rt_undef();
  Value out = np_rows_result(&rows, done, s->keepdims, 0, NULL);
  rt_cleanup_pop(mark, true);
  return out;
}

/* A longlong ('q') input gives a longlong result, as its 'qq->q' loop does, unless a dtype was
 * asked for; floor_divide's legacy type resolution ends at int64 ('l'). Returns res. */
static Value keep_ll(Value res, NpBinary op, Value in, Value dtype) {
  if (op == NPB_FLOORDIV) np_dvar_set(res, np_dvar_of(res) & ~NP_DVAR_LONGLONG);
  else if (!np_given(dtype)) np_dvar_result(res, in, rt_undef());
  return res;
}

static int count_axes(Value axis, int ndim) {
  if (rt_is_none(axis)) return ndim;
  return rt_is_tuple(axis) ? (int)RT_AS(Tuple, axis)->n : 1;
}

/* A 0-d input: axis 0, -1, None or () leave its one element (NumPy's result is a scalar). */
static void check_0d_axis(Value axis) {
  if (rt_is_none(axis) || rt_is_tuple(axis)) return;
  int64_t k = rt_to_index(axis, "axis");
  if (k != 0 && k != -1)
    rt_raise(RT_EXC_AxisError, "axis %lld is out of bounds for array of dimension 0", (long long)k);
}

Value np_ufunc_reduce(NpBinary op, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"array", "axis", "dtype", "out", "keepdims", "initial",
                                      "where"};
  Value v[7];
  rt_parse_args("reduce", argc, argv, kw, 7, names, 1, v);
  Value out = out_array(v[3]);
  Value arr = rt_array_from_value(v[0], -1);
  int mark = rt_cleanup_push_value(&arr);
  RedSpec s = {.op = op, .axis = rt_is_undef(v[1]) ? rt_int(0) : v[1],
               .initial = np_given(v[5]) ? v[5] : rt_undef(), .ident = np_ufunc_identity(op),
               .keepdims = np_given(v[4]) && rt_truthy(v[4])};
  bool all_true = rt_is_undef(v[6]) || (v[6].tag == RT_BOOL && v[6].as.b);
  s.where = all_true ? rt_undef() : v[6];
  if (RT_AS(Array, arr)->ndim == 0) { /* one element: reduce it as a 1-D array */
    check_0d_axis(s.axis);
    int64_t one = 1;
    Value flat = np_array_reshape(arr, 1, &one);
    rt_decref(arr);
    arr = flat;
    s.axis = rt_int(0);
    s.keepdims = false;
  }
  s.c = red_dtype(op, RT_AS(Array, arr)->dtype, v[2], out);
  if (count_axes(s.axis, RT_AS(Array, arr)->ndim) > 1 && !reorderable(op))
    rt_raise(RT_EXC_ValueError,
             "reduction operation '%s' is not reorderable, so at most one axis may be specified",
             np_binary_names[op]);
  if (np_given(s.where) && rt_is_none(s.ident) && rt_is_undef(s.initial))
    rt_raise(RT_EXC_ValueError,
             "reduction operation '%s' does not have an identity, so to use a where mask one has "
             "to specify 'initial'", np_binary_names[op]);
  int k = reduce_op(op, s.c);
  Value res = k >= 0 && rt_is_undef(s.where)
                  ? np_reduce_run(arr, s.axis, k, s.c, s.keepdims, k <= 1, s.initial)
                  : reduce_generic(&s, arr);
  rt_cleanup_pop(mark, true);
  return into_out(keep_ll(res, op, v[0], v[2]), out);
}

/* ---- accumulate and reduceat: the axis moved last, one row per other position ---- */

/* rows (outer, m) of dtype c back to the input's layout: shape oshape + (m,), the last axis
 * moved to ax; a C-contiguous array. Steals rows. */
static Value unmove_axis(Value rows, const NpRows *r, int64_t m, int ax) {
  int nd = r->ond + 1;
  int64_t shape[RT_MAXDIM], perm[RT_MAXDIM];
  memcpy(shape, r->oshape, sizeof(int64_t) * (size_t)r->ond);
  shape[r->ond] = m;
  for (int d = 0; d < nd; d++) perm[d] = d < ax ? d : d == ax ? nd - 1 : d - 1;
  Value shaped = np_array_reshape(rows, nd, shape);
  rt_decref(rows);
  Value t = np_array_transpose_axes(shaped, nd, perm);
  rt_decref(shaped);
  Value c = rt_array_contiguous(t, false);
  rt_decref(t);
  return c;
}

/* The single axis of accumulate/reduceat (default 0) as an index into ndim dimensions. */
static int single_axis(Value axis, int ndim) {
  if (rt_is_undef(axis)) return np_axis_index(0, ndim);
  if (rt_is_none(axis) || rt_is_tuple(axis))
    rt_raise(RT_EXC_ValueError, "accumulate does not allow multiple axes");
  return np_axis_index(rt_to_index(axis, "axis"), ndim);
}

/* row[i] = op(row[i-1], row[i]) for i in 1..n-1. Real dtypes run the ufunc's loop once over
 * the overlapping operands (it reads each input after the previous step wrote it: the loops
 * are plain C without restrict); complex loops run one element at a time. */
static void accumulate_row(NpLoop loop, DType c, char *row, int64_t n) {
  int64_t isz = rt_dtypes[c].itemsize;
  if (rt_dtypes[c].kind != 'c') {
    char *p[3] = {row, row + isz, row + isz};
    int64_t s[3] = {isz, isz, isz};
    if (n > 1) loop(n - 1, p, s);
    return;
  }
  for (int64_t i = 1; i < n; i++) {
    char *p[3] = {row + (i - 1) * isz, row + i * isz, row + i * isz};
    int64_t s[3] = {0, 0, 0};
    loop(1, p, s);
  }
}

Value np_ufunc_accumulate(NpBinary op, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"array", "axis", "dtype", "out"};
  Value v[4];
  rt_parse_args("accumulate", argc, argv, kw, 4, names, 1, v);
  Value out = out_array(v[3]);
  Value arr = rt_array_from_value(v[0], -1);
  NpRows r;
  r.rows = rt_undef();
  int mark = rt_cleanup_push_value(&arr);
  rt_cleanup_push_value(&r.rows);
  const Array *a = RT_AS(Array, arr);
  if (a->ndim == 0) rt_raise(RT_EXC_TypeError, "cannot accumulate on a scalar");
  int ax = single_axis(v[1], a->ndim);
  DType c = red_dtype(op, a->dtype, v[2], out);
  Value x = rt_array_from_value(arr, (int)c);
  int xmark = rt_cleanup_push_value(&x);
  np_rows_init(&r, x, rt_int(ax)); /* a fresh C-contiguous copy: accumulated in place */
  rt_cleanup_pop(xmark, true);
  NpLoop loop = np_binary_loop(op, c);
  int64_t isz = rt_dtypes[c].itemsize;
  char *data = RT_AS(Array, r.rows)->data;
  fp_begin();
  for (int64_t k = 0; k < r.outer; k++) accumulate_row(loop, c, data + k * r.n * isz, r.n);
  fp_end(op, c, "accumulate");
  Value rows = r.rows;
  r.rows = rt_undef();
  Value res = unmove_axis(rows, &r, r.n, ax);
  rt_cleanup_pop(mark, true);
  return into_out(keep_ll(res, op, v[0], v[2]), out);
}

/* reduceat's indices: a 1-D int64 array (new reference), each checked against n. */
static Value reduceat_indices(Value indices, int64_t n, NpBinary op) {
  Value idx = rt_array_from_value(indices, -1);
  int mark = rt_cleanup_push_value(&idx);
  const Array *ia = RT_AS(Array, idx);
  if (ia->ndim > 1) rt_raise(RT_EXC_ValueError, "object too deep for desired array");
  if (ia->ndim == 0) rt_raise(RT_EXC_ValueError, "object of too small depth for desired array");
  if (np_kind_rank(ia->dtype) > 1 && ia->size > 0)
    rt_raise(RT_EXC_TypeError, "Cannot cast array data from dtype('%s') to dtype('int64') "
             "according to the rule 'safe'", rt_dtypes[ia->dtype].name);
  Value c = rt_array_astype(idx, DT_INT64);
  rt_cleanup_pop(mark, true);
  const int64_t *p = (const int64_t *)RT_AS(Array, c)->data;
  for (int64_t i = 0; i < RT_AS(Array, c)->size; i++)
    if (p[i] < 0 || p[i] >= n) {
      long long bad = (long long)p[i];
      rt_decref(c);
      rt_raise(RT_EXC_IndexError, "index %lld out-of-bounds in %s.reduceat [0, %lld)", bad,
               np_binary_names[op], (long long)n);
    }
  return c;
}

Value np_ufunc_reduceat(NpBinary op, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"array", "indices", "axis", "dtype", "out"};
  Value v[5];
  rt_parse_args("reduceat", argc, argv, kw, 5, names, 2, v);
  Value out = out_array(v[4]);
  Value arr = rt_array_from_value(v[0], -1), idx = rt_undef(), res = rt_undef();
  NpRows r;
  r.rows = rt_undef();
  int mark = rt_cleanup_push_value(&arr);
  rt_cleanup_push_value(&idx);
  rt_cleanup_push_value(&res);
  rt_cleanup_push_value(&r.rows);
  const Array *a = RT_AS(Array, arr);
  if (a->ndim == 0) rt_raise(RT_EXC_TypeError, "cannot reduceat on a scalar");
  int ax = np_axis_index(rt_is_undef(v[2]) ? 0 : rt_to_index(v[2], "axis"), a->ndim);
  DType c = red_dtype(op, a->dtype, v[3], out);
  np_rows_view(&r, arr, rt_int(ax));
  Value x = rt_array_from_value(r.rows, (int)c);
  rt_decref(r.rows);
  r.rows = x;
  idx = reduceat_indices(v[1], r.n, op);
  int64_t m = RT_AS(Array, idx)->size, isz = rt_dtypes[c].itemsize;
  int64_t shape[2] = {r.outer, m};
  res = rt_array_new(c, 2, shape, false);
  const int64_t *ip = (const int64_t *)RT_AS(Array, idx)->data;
  Fold f = fold_for(op, c);
  fp_begin();
  for (int64_t k = 0; k < r.outer; k++) {
    const char *row = RT_AS(Array, r.rows)->data + k * r.n * isz;
    for (int64_t i = 0; i < m; i++) {
      char *acc = RT_AS(Array, res)->data + (k * m + i) * isz;
      int64_t s = ip[i], e = i + 1 < m ? ip[i + 1] : r.n;
      memcpy(acc, row + s * isz, (size_t)isz);
      if (e > s) fold(&f, e - s - 1, row + (s + 1) * isz, isz, acc);
    }
  }
  fp_end(op, c, "reduceat");
  Value rows = res;
  res = rt_undef();
  Value result = unmove_axis(rows, &r, m, ax);
  rt_cleanup_pop(mark, true);
  return into_out(keep_ll(result, op, v[0], v[3]), out);
}
