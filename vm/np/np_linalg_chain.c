/* np_linalg_chain.c — np.linalg.multi_dot: a chain of matrix products multiplied in the order
 * that costs the fewest scalar multiplications (NumPy's rule for three matrices, the classic
 * matrix-chain dynamic programme for more), so that the rounding is NumPy's too. A 1-D first
 * (last) argument is a row (column) vector, and the result drops that axis again. Also
 * tensorsolve and tensorinv, NumPy's reshapes around solve and inv. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "array.h"
#include "np_linalg.h"
#include "np_stats.h"

static Value dot(Value a, Value b) {
  Value args[2] = {a, b};
  return np_callk("dot", 2, args, 0, NULL, NULL);
}

/* The product of arrays[i..j] in the order split[][] gives. */
static Value chain(const Value *arrays, const int64_t *split, int n, int i, int j) {
  if (i == j) {
    rt_incref(arrays[i]);
    return arrays[i];
  }
  int k = (int)split[i * n + j];
  Value l = chain(arrays, split, n, i, k);
  int mark = rt_cleanup_push_value(&l);
  Value r = chain(arrays, split, n, k + 1, j);
  rt_cleanup_push_value(&r);
  Value p = dot(l, r);
  rt_cleanup_pop(mark, true);
  return p;
}

/* split[i*n+j]: where the cheapest product of arrays[i..j] divides. */
static void chain_order(const Value *arrays, int n, int64_t *split) {
  int64_t *p = malloc(sizeof(int64_t) * (size_t)(n + 1));
  double *m = calloc((size_t)(n * n), sizeof(double));
  for (int i = 0; i < n; i++) p[i] = RT_AS(Array, arrays[i])->shape[0];
  p[n] = RT_AS(Array, arrays[n - 1])->shape[1];
  for (int l = 1; l < n; l++)
    for (int i = 0; i < n - l; i++) {
      int j = i + l;
      m[i * n + j] = INFINITY;
      for (int k = i; k < j; k++) {
        double q = m[i * n + k] + m[(k + 1) * n + j] + (double)(p[i] * p[k + 1] * p[j + 1]);
        if (q < m[i * n + j]) {
          m[i * n + j] = q;
          split[i * n + j] = k;
        }
      }
    }
  free(p);
  free(m);
}

/* A 2-D view of a vector: a row (first) or a column (last). */
static Value as_matrix(Value a, bool column) {
  int64_t n = RT_AS(Array, a)->size, shape[2] = {column ? n : 1, column ? 1 : n};
  return np_array_reshape(a, 2, shape);
}

static Value f_multi_dot(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"arrays", "out"};
  Value a[2];
  rt_parse_args("multi_dot", argc, argv, kw, 2, names, 1, a);
  int64_t n = rt_len(a[0]);
  if (n < 2) rt_raise(RT_EXC_ValueError, "Expecting at least two arrays.");
  Value list = rt_list_new(n);
  int mark = rt_cleanup_push_value(&list);
  for (int64_t i = 0; i < n; i++) {
    Value item = rt_getitem(a[0], rt_int(i));
    Value arr = rt_array_from_value(item, -1);
    rt_decref(item);
    rt_list_append(list, arr);
    rt_decref(arr);
  }
  Value *arrs = RT_AS(List, list)->items;
  if (n == 2) {
    Value r = dot(arrs[0], arrs[1]);
    rt_cleanup_pop(mark, true);
    return r;
  }
  int first = RT_AS(Array, arrs[0])->ndim, last = RT_AS(Array, arrs[n - 1])->ndim;
  if (first == 1) {
    Value m = as_matrix(arrs[0], false);
    rt_decref(arrs[0]);
    arrs[0] = m;
  }
  if (last == 1) {
    Value m = as_matrix(arrs[n - 1], true);
    rt_decref(arrs[n - 1]);
    arrs[n - 1] = m;
  }
  for (int64_t i = 0; i < n; i++)
    if (RT_AS(Array, arrs[i])->ndim != 2)
      rt_raise(RT_EXC_LinAlgError, "%d-dimensional array given. Array must be two-dimensional",
               RT_AS(Array, arrs[i])->ndim);
  int64_t nn = n * n;
  Value order = rt_array_new(DT_INT64, 1, &nn, true);
  rt_cleanup_push_value(&order);
  int64_t *split = (int64_t *)RT_AS(Array, order)->data;
  if (n == 3) { /* NumPy compares the two orders directly; ties go to A(BC) */
    int64_t a0 = RT_AS(Array, arrs[0])->shape[0], a1 = RT_AS(Array, arrs[0])->shape[1];
    int64_t c0 = RT_AS(Array, arrs[2])->shape[0], c1 = RT_AS(Array, arrs[2])->shape[1];
    bool left = a0 * c0 * (a1 + c1) < a1 * c1 * (a0 + c0);
    split[0 * 3 + 2] = left ? 1 : 0;
    split[0 * 3 + 1] = 0;
    split[1 * 3 + 2] = 1;
  } else {
    chain_order(arrs, (int)n, split);
  }
  Value r = chain(arrs, split, (int)n, 0, (int)n - 1);
  rt_cleanup_push_value(&r);
  Value out;
  if (first == 1 && last == 1) out = rt_npscalar_new(RT_AS(Array, r)->dtype, RT_AS(Array, r)->data);
  else if (first == 1 || last == 1) out = np_call1("ravel", r);
  else out = (rt_incref(r), r);
  rt_cleanup_pop(mark, true);
  return out;
}

/* ---- tensorsolve, tensorinv: NumPy's reshapes around solve and inv ---- */

static Value linalg_call(const char *name, int argc, const Value *argv) {
  Value mod = rt_import("numpy.linalg");
  int mark = rt_cleanup_push_value(&mod);
  Value fn = rt_getattr(mod, name);
  rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, argc, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value shape_tuple(const int64_t *shape, int n) {
  Value t = rt_tuple_new(n);
  for (int i = 0; i < n; i++) rt_tuple_set(t, i, rt_int(shape[i]));
  return t;
}

static Value f_tensorsolve(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "b", "axes"};
  Value v[3];
  rt_parse_args("tensorsolve", argc, argv, kw, 3, names, 2, v);
  Value t[5] = {np_call1("asarray", v[0]), rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&t[0]);
  for (int i = 1; i < 5; i++) rt_cleanup_push_value(&t[i]);
  t[1] = np_call1("asarray", v[1]);
  int an = RT_AS(Array, t[0])->ndim, bn = RT_AS(Array, t[1])->ndim;
  if (np_given(v[2])) { /* the named axes moved to the end, in order */
    int64_t order[RT_MAXDIM];
    int len = an;
    for (int i = 0; i < an; i++) order[i] = i;
    for (int64_t j = 0; j < rt_len(v[2]); j++) {
      Value kv = rt_getitem(v[2], rt_int(j));
      int64_t k = rt_to_index(kv, "axes");
      rt_decref(kv);
      int at = -1;
      for (int i = 0; i < len; i++)
        if (order[i] == k) at = i;
      if (at < 0) rt_raise(RT_EXC_ValueError, "list.remove(x): x not in list");
      memmove(order + at, order + at + 1, sizeof(int64_t) * (size_t)(len - at - 1));
      order[len - 1] = k;
    }
    Value perm = shape_tuple(order, an);
    int pm = rt_cleanup_push_value(&perm);
    Value tr = np_callk("transpose", 2, (Value[]){t[0], perm}, 0, NULL, NULL);
    rt_cleanup_pop(pm, true); /* before the block ends: perm's slot dies with it */
    rt_decref(t[0]);
    t[0] = tr;
  }
  const Array *a = RT_AS(Array, t[0]);
  int keep = an - bn == 0 ? an : an - bn; /* a.shape[-(an - bn):], all of it when 0 */
  const int64_t *old = a->shape + (an - keep);
  int64_t prod = 1;
  for (int i = 0; i < keep; i++) prod *= old[i];
  if (a->size != prod * prod)
    np_linalg_error("Input arrays must satisfy the requirement             "
                    "prod(a.shape[b.ndim:]) == prod(a.shape[:b.ndim])");
  int64_t sq[2] = {prod, prod};
  t[2] = np_array_reshape(t[0], 2, sq);
  t[3] = np_call1("ravel", t[1]);
  t[4] = linalg_call("solve", 2, (Value[]){t[2], t[3]});
  Value r = np_array_reshape(t[4], keep, old);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_tensorinv(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "ind"};
  Value v[2];
  rt_parse_args("tensorinv", argc, argv, kw, 2, names, 1, v);
  int64_t ind = rt_is_undef(v[1]) ? 2 : rt_to_index(v[1], "ind");
  if (ind <= 0) rt_raise(RT_EXC_ValueError, "Invalid ind argument.");
  Value t[3] = {np_call1("asarray", v[0]), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&t[0]);
  rt_cleanup_push_value(&t[1]);
  rt_cleanup_push_value(&t[2]);
  const Array *a = RT_AS(Array, t[0]);
  int nd = a->ndim, k = ind < nd ? (int)ind : nd;
  int64_t inv_shape[RT_MAXDIM], prod = 1;
  for (int i = k; i < nd; i++) prod *= a->shape[i], inv_shape[i - k] = a->shape[i];
  for (int i = 0; i < k; i++) inv_shape[nd - k + i] = a->shape[i];
  int64_t two[2] = {prod, -1};
  t[1] = np_array_reshape(t[0], 2, two);
  t[2] = linalg_call("inv", 1, &t[1]);
  Value r = np_array_reshape(t[2], nd, inv_shape);
  rt_cleanup_pop(mark, true);
  return r;
}

void np_linalg_register_chain(Value m) {
  rt_module_add_fn(m, "multi_dot", f_multi_dot);
  rt_module_add_fn(m, "tensorsolve", f_tensorsolve);
  rt_module_add_fn(m, "tensorinv", f_tensorinv);
}
