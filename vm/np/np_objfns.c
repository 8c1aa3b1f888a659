/* np_objfns.c — NumPy's computing functions on object arrays (dtype=object), each element by
 * the Python operators: np.cumsum/cumprod, np.dot/matmul and the @ operator (up to 2-D),
 * np.isin/in1d (by ==, as NumPy compares object arrays), and numpy.linalg: qr and norm (default
 * ord) on the elements as floats, matrix_power and multi_dot by products, the LAPACK-backed
 * functions with NumPy 1.24's casting errors. */
#include <stdio.h>
#include <string.h>

#include "np_linalg.h"
#include "np_objarray.h"
#include "np_stats.h"
#include "np_wrapargs.h"
#include "../base/error.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

static Value as_objects(Value v) {
  if (np_is_objarr(v)) {
    rt_incref(v);
    return v;
  }
  return np_objarr_from_value(v);
}

/* v as np.asarray makes it (test elements ['a', 2] are strings), then as objects. */
static Value asarray_objects(Value v) {
  if (np_is_objarr(v)) return as_objects(v);
  Value a = np_call1("asarray", v);
  int mark = rt_cleanup_push_value(&a);
  Value r = as_objects(a);
  rt_cleanup_pop(mark, true);
  return r;
}

static bool truth_of(Value r) {
  int mark = rt_cleanup_push_value(&r);
  bool t = rt_truthy(r);
  rt_cleanup_pop(mark, true);
  return t;
}

/* ---- products ---- */

/* sum over k of x[xo + k*xs] * y[yo + k*ys] (NumPy's OBJECT_dot: the first product, then +;
 * None when n is 0). */
static Value dot_run(const NpObjArr *x, int64_t xo, int64_t xs, const NpObjArr *y, int64_t yo,
                     int64_t ys, int64_t n) {
  Value acc = rt_none();
  int mark = rt_cleanup_push_value(&acc);
  for (int64_t k = 0; k < n; k++) {
    Value p = rt_binop(RT_OP_MUL, *np_objarr_at(x, xo + k * xs), *np_objarr_at(y, yo + k * ys));
    if (k == 0) {
      acc = p;
      continue;
    }
    int m2 = rt_cleanup_push_value(&p);
    Value s = rt_binop(RT_OP_ADD, acc, p);
    rt_cleanup_pop(m2, true);
    rt_decref(acc);
    acc = s;
  }
  rt_cleanup_pop(mark, false);
  return acc;
}

static _Noreturn void not_aligned(const NpObjArr *a, const NpObjArr *b, int ad, int bd) {
  StrBuf sa = {0}, sb = {0};
  for (int i = 0; i < a->ndim; i++) rt_sb_printf(&sa, i ? ",%lld" : "%lld", (long long)a->shape[i]);
  for (int i = 0; i < b->ndim; i++) rt_sb_printf(&sb, i ? ",%lld" : "%lld", (long long)b->shape[i]);
  char buf[512];
  snprintf(buf, sizeof buf, "shapes (%s%s) and (%s%s) not aligned: %lld (dim %d) != %lld (dim %d)",
           sa.data ? sa.data : "", a->ndim == 1 ? "," : "", sb.data ? sb.data : "",
           b->ndim == 1 ? "," : "", (long long)a->shape[ad], ad, (long long)b->shape[bd], bd);
  rt_sb_free(&sa);
  rt_sb_free(&sb);
  rt_raise(RT_EXC_ValueError, "%s", buf);
}

/* a @ b / np.dot(a, b) of arrays of at most two axes, one of them holding objects. */
Value np_objarr_matmul(Value a, Value b) {
  Value x = as_objects(a), y = rt_undef();
  int mark = rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&y);
  y = as_objects(b);
  const NpObjArr *p = RT_AS(NpObjArr, x), *q = RT_AS(NpObjArr, y);
  if (p->ndim == 0 || q->ndim == 0) {
    Value r = np_objarr_binop(RT_OP_MUL, x, y);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (p->ndim > 2 || q->ndim > 2)
    rt_raise(RT_EXC_TypeError, "object arrays of more than two axes are not supported in Weft's "
                               "matrix products");
  int64_t rows = p->ndim == 2 ? p->shape[0] : 1, n = p->shape[p->ndim - 1];
  int64_t cols = q->ndim == 2 ? q->shape[1] : 1, nb = q->shape[0];
  if (n != nb) not_aligned(p, q, p->ndim - 1, 0);
  int64_t qs = q->ndim == 2 ? q->shape[1] : 1; /* C-order item step along q's first axis */
  int rnd = 0;
  int64_t shape[2];
  if (p->ndim == 2) shape[rnd++] = rows;
  if (q->ndim == 2) shape[rnd++] = cols;
  if (rnd == 0) {
    Value r = dot_run(p, 0, 1, q, 0, 1, n);
    rt_cleanup_pop(mark, true);
    return r;
  }
  Value out = np_objarr_new(rnd, shape);
  rt_cleanup_push_value(&out);
  NpObjArr *o = RT_AS(NpObjArr, out);
  for (int64_t i = 0; i < rows; i++)
    for (int64_t j = 0; j < cols; j++) {
      Value v = dot_run(p, i * n, 1, q, j, qs, n);
      Value old = o->items[i * cols + j];
      o->items[i * cols + j] = v;
      rt_decref(old);
    }
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}

/* ---- cumsum / cumprod ---- */

static Value cumulate(Value a, Value axis, BinOp op) {
  Value x = np_objarr_copy(RT_AS(NpObjArr, a));
  int mark = rt_cleanup_push_value(&x);
  NpObjArr *c = RT_AS(NpObjArr, x);
  int64_t outer = 1, n = c->size, inner = 1;
  if (np_given(axis)) {
    int64_t ax = rt_to_index(axis, "axis");
    if (ax < -c->ndim || ax >= c->ndim)
      rt_raise(RT_EXC_AxisError, "axis %lld is out of bounds for array of dimension %d",
               (long long)ax, c->ndim);
    if (ax < 0) ax += c->ndim;
    n = c->shape[ax];
    for (int i = 0; i < ax; i++) outer *= c->shape[i];
    for (int i = (int)ax + 1; i < c->ndim; i++) inner *= c->shape[i];
  } else if (c->ndim != 1) { /* flattened */
    c->ndim = 1;
    c->shape[0] = c->size;
    c->strides[0] = 1;
  }
  for (int64_t o = 0; o < outer; o++)
    for (int64_t i = 0; i < inner; i++)
      for (int64_t k = 1; k < n; k++) {
        Value *prev = &c->items[(o * n + k - 1) * inner + i], *cur = &c->items[(o * n + k) * inner + i];
        Value s = rt_binop(op, *prev, *cur);
        rt_decref(*cur);
        *cur = s;
      }
  rt_cleanup_pop(mark, false);
  return x;
}

/* ---- isin / in1d ---- */

static Value member(Value element, Value test, bool invert, bool flat) {
  Value x = asarray_objects(element), y = rt_undef();
  int mark = rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&y);
  y = asarray_objects(test);
  const NpObjArr *p = RT_AS(NpObjArr, x), *q = RT_AS(NpObjArr, y);
  int64_t n = p->size;
  Value out = flat ? rt_array_new(DT_BOOL, 1, &n, false) : rt_array_new(DT_BOOL, p->ndim, p->shape, false);
  rt_cleanup_push_value(&out);
  char *d = RT_AS(Array, out)->data;
  for (int64_t k = 0; k < n; k++) {
    bool found = false;
    for (int64_t j = 0; j < q->size && !found; j++)
      found = truth_of(rt_binop(RT_OP_EQ, *np_objarr_at(p, k), *np_objarr_at(q, j)));
    d[k] = found != invert;
  }
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}

/* ---- the wrappers ---- */

static Value numeric_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  NativeFunc *f = RT_AS(NativeFunc, self);
  const char *name = f->name;
  Value a0 = np_arg(argc, argv, kw, 0, "a"), a1 = argc > 1 ? argv[1] : rt_undef();
  if (!strcmp(name, "cumsum") || !strcmp(name, "cumprod")) {
    if (!np_is_objarr(a0) || np_given(np_kwarg(kw, "dtype")) || np_given(np_kwarg(kw, "out")) || argc > 2)
      return f->fn(f->self, argc, argv, kw);
    return cumulate(a0, np_arg(argc, argv, kw, 1, "axis"), name[3] == 's' ? RT_OP_ADD : RT_OP_MUL);
  }
  if (!strcmp(name, "dot") || !strcmp(name, "matmul")) {
    if (argc != 2 || kw || !(np_is_objarr(argv[0]) || np_is_objarr(argv[1])))
      return f->fn(f->self, argc, argv, kw);
    return np_objarr_matmul(argv[0], argv[1]);
  }
  /* isin(element, test_elements, assume_unique, invert) / in1d(ar1, ar2, ...) */
  bool flat = !strcmp(name, "in1d");
  Value e = np_arg(argc, argv, kw, 0, flat ? "ar1" : "element");
  Value t = argc > 1 ? a1 : np_kwarg(kw, flat ? "ar2" : "test_elements");
  if (!(np_is_objarr(e) || np_is_objarr(t)) || rt_is_undef(e) || rt_is_undef(t))
    return f->fn(f->self, argc, argv, kw);
  Value inv = np_arg(argc, argv, kw, 3, "invert");
  return member(e, t, np_given(inv) && rt_truthy(inv), flat);
}

void np_register_objfns(Value m) {
  static const char *const names[] = {"cumsum", "cumprod", "dot", "matmul", "isin", "in1d"};
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
    Value f = rt_module_lookup(m, names[i]);
    if (rt_is_undef(f) || !rt_is_native(f)) continue;
    rt_module_set(m, names[i], rt_native_bind(names[i], numeric_call, f)); /* holds f */
  }
}

/* ---- numpy.linalg ---- */

static _Noreturn void cast_error(const char *ufunc, int input, int nin) {
  char in[16] = "";
  if (nin > 1) snprintf(in, sizeof in, " %d", input);
  rt_raise(RT_EXC_UFuncInputCastingError, "Cannot cast ufunc '%s' input%s from dtype('O') to "
           "dtype('float64') with casting rule 'same_kind'", ufunc, in);
}

/* m < n of the last two axes of an object array (svd's and lstsq's choice of gufunc). */
static bool wide(Value a) {
  const NpObjArr *p = RT_AS(NpObjArr, a);
  return p->ndim >= 2 && p->shape[p->ndim - 2] < p->shape[p->ndim - 1];
}

static bool upper(Value uplo) { return rt_is_str(uplo) && !strcmp(rt_str_data(uplo), "U"); }

static Value floats_call(NativeFunc *f, int argc, const Value *argv, const Kwargs *kw) {
  Value args[4];
  memcpy(args, argv, (size_t)argc * sizeof *argv);
  args[0] = np_objarr_to_numbers(argv[0], DT_FLOAT64);
  int mark = rt_cleanup_push_value(&args[0]);
  Value r = f->fn(f->self, argc, args, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value linalg_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  NativeFunc *f = RT_AS(NativeFunc, self);
  const char *name = f->name;
  Value a = argc > 0 ? argv[0] : rt_undef(), b = argc > 1 ? argv[1] : rt_undef();
  bool two = !strcmp(name, "solve") || !strcmp(name, "lstsq") || !strcmp(name, "tensorsolve");
  if (argc < 1 || argc > 4 || !(np_is_objarr(a) || (two && np_is_objarr(b))))
    return f->fn(f->self, argc, argv, kw);
  int input = np_is_objarr(a) ? 0 : 1;
  if (two) {
    bool one = !strcmp(name, "tensorsolve") || (np_is_objarr(b) ? RT_AS(NpObjArr, b)->ndim : 1) == 1;
    if (!strcmp(name, "lstsq")) {
      const NpObjArr *p = np_is_objarr(a) ? RT_AS(NpObjArr, a) : NULL;
      bool m_le_n = !p || p->ndim < 2 || p->shape[p->ndim - 2] <= p->shape[p->ndim - 1];
      cast_error(m_le_n ? "lstsq_m" : "lstsq_n", input, 2);
    }
    cast_error(one ? "solve1" : "solve", input, 2);
  }
  if (!strcmp(name, "det") || !strcmp(name, "inv") || !strcmp(name, "slogdet")) cast_error(name, 0, 1);
  if (!strcmp(name, "tensorinv")) cast_error("inv", 0, 1);
  if (!strcmp(name, "cholesky")) cast_error("cholesky_lo", 0, 1);
  if (!strcmp(name, "eigh") || !strcmp(name, "eigvalsh")) {
    bool up = upper(argc > 1 ? argv[1] : np_kwarg(kw, "UPLO"));
    cast_error(name[3] == 'h' ? (up ? "eigh_up" : "eigh_lo") : (up ? "eigvalsh_up" : "eigvalsh_lo"), 0, 1);
  }
  if (!strcmp(name, "eig") || !strcmp(name, "eigvals"))
    rt_raise(RT_EXC_TypeError, "ufunc 'isfinite' not supported for the input types, and the "
             "inputs could not be safely coerced to any supported types according to the casting "
             "rule ''safe''");
  bool w = wide(a);
  if (!strcmp(name, "svd")) {
    Value full = argc > 1 ? argv[1] : np_kwarg(kw, "full_matrices");
    Value uv = argc > 2 ? argv[2] : np_kwarg(kw, "compute_uv");
    bool fm = !np_given(full) || rt_truthy(full), cu = !np_given(uv) || rt_truthy(uv);
    cast_error(!cu ? (w ? "svd_m" : "svd_n") : fm ? (w ? "svd_m_f" : "svd_n_f") : (w ? "svd_m_s" : "svd_n_s"), 0, 1);
  }
  if (!strcmp(name, "pinv")) cast_error(w ? "svd_m_s" : "svd_n_s", 0, 1);
  if (!strcmp(name, "cond") && !np_given(argc > 1 ? argv[1] : np_kwarg(kw, "p")))
    cast_error(w ? "svd_m" : "svd_n", 0, 1);
  if (!strcmp(name, "matrix_rank") && RT_AS(NpObjArr, a)->ndim >= 2) cast_error(w ? "svd_m" : "svd_n", 0, 1);
  if (!strcmp(name, "qr")) return floats_call(f, argc, argv, kw);
  if (!strcmp(name, "norm")) {
    Value ord = argc > 1 ? argv[1] : np_kwarg(kw, "ord");
    if (!np_given(ord) || (rt_is_str(ord) && !strcmp(rt_str_data(ord), "fro")))
      return floats_call(f, argc, argv, kw);
  }
  if (!strcmp(name, "matrix_power") && argc == 2 && !kw && b.tag == RT_INT) {
    int64_t n = b.as.i;
    const NpObjArr *p = RT_AS(NpObjArr, a);
    if (p->ndim == 2 && p->shape[0] == p->shape[1] && n >= 1) {
      Value r = (rt_incref(a), a);
      for (int64_t i = 1; i < n; i++) {
        int mark = rt_cleanup_push_value(&r);
        Value s = np_objarr_matmul(r, a);
        rt_cleanup_pop(mark, true);
        r = s;
      }
      return r;
    }
    if (n < 0) cast_error("inv", 0, 1);
  }
  return f->fn(f->self, argc, argv, kw);
}

/* numpy.linalg.multi_dot([...]) holding an object array: the products left to right. */
static Value multi_dot_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  NativeFunc *f = RT_AS(NativeFunc, self);
  if (argc != 1 || kw || !(rt_is_list(argv[0]) || rt_is_tuple(argv[0])))
    return f->fn(f->self, argc, argv, kw);
  int64_t n = rt_is_list(argv[0]) ? RT_AS(List, argv[0])->n : RT_AS(Tuple, argv[0])->n;
  const Value *items = rt_is_list(argv[0]) ? RT_AS(List, argv[0])->items : RT_AS(Tuple, argv[0])->items;
  bool obj = false;
  for (int64_t i = 0; i < n; i++) obj |= np_is_objarr(items[i]);
  if (!obj || n < 2) return f->fn(f->self, argc, argv, kw);
  Value r = (rt_incref(items[0]), items[0]);
  for (int64_t i = 1; i < n; i++) {
    int mark = rt_cleanup_push_value(&r);
    Value s = np_objarr_matmul(r, items[i]);
    rt_cleanup_pop(mark, true);
    r = s;
  }
  return r;
}

void np_register_objlinalg(Value m) {
  static const char *const names[] = {"det", "inv", "slogdet", "eig", "eigvals", "eigh",
                                      "eigvalsh", "svd", "cholesky", "qr", "pinv",
                                      "matrix_rank", "norm", "cond", "matrix_power", "tensorinv",
                                      "solve", "lstsq", "tensorsolve", "multi_dot"};
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
    Value f = rt_module_lookup(m, names[i]);
    if (rt_is_undef(f) || !rt_is_native(f)) continue;
    bool md = !strcmp(names[i], "multi_dot");
    rt_module_set(m, names[i], rt_native_bind(names[i], md ? multi_dot_call : linalg_call, f));
  }
}

/* a.argmax() / a.argmin() of an object array (axis None): the first item that no later one
 * beats under > (<), as NumPy's OBJECT_argmax compares */
Value np_objarr_argext(Value self, Value axis, bool max) {
  NpObjArr *a = RT_AS(NpObjArr, self);
  if (!rt_is_undef(axis) && !rt_is_none(axis))
    rt_raise(RT_EXC_TypeError, "arg%s of an object array with an axis is not supported in Weft",
             max ? "max" : "min");
  if (a->size == 0)
    rt_raise(RT_EXC_ValueError, "attempt to get arg%s of an empty sequence", max ? "max" : "min");
  int64_t best = 0;
  for (int64_t k = 1; k < a->size; k++) {
    Value c = rt_binop(max ? RT_OP_GT : RT_OP_LT, *np_objarr_at(a, k), *np_objarr_at(a, best));
    int mark = rt_cleanup_push_value(&c);
    bool better = rt_truthy(c);
    rt_cleanup_pop(mark, true);
    if (better) best = k;
  }
  return rt_npscalar_new(DT_INT64, &best);
}
