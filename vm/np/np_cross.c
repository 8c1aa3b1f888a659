/* np_cross.c — np.cross(a, b, axisa, axisb, axisc, axis) as NumPy 1.24's Python code computes
 * it: the vector axes moved last (axisa/axisb checked against each input), 2- and 3-vectors in
 * any mix (a missing third component is 0), the result of the promoted dtype written through
 * out= by multiply, negative and in-place subtract in NumPy's order, and the 3-vector axis of
 * the result moved to axisc (checked against the result; two 2-vectors give no axis and ignore
 * it). axis= sets all three. */
#include "../base/error.h"
#include "np_cross.h"
#include "np_loops.h"
#include "np_stats.h"
#include "../obj/exc.h"
#include "../obj/ops.h"

/* NumPy's normalize_axis_index(axis, ndim, msg_prefix=name) */
static int cross_axis(Value v, int ndim, const char *name) {
  if (v.tag == RT_FLOAT) rt_raise(RT_EXC_TypeError, "integer argument expected, got float");
  int64_t ax = rt_to_index(v, name);
  if (ax < -ndim || ax >= ndim)
    rt_raise(RT_EXC_AxisError, "%s: axis %lld is out of bounds for array of dimension %d", name,
             (long long)ax, ndim);
  return (int)(ax < 0 ? ax + ndim : ax);
}

static Value moveaxis(Value a, int64_t from, int64_t to) {
  return np_callk("moveaxis", 3, (Value[]){a, rt_int(from), rt_int(to)}, 0, NULL, NULL);
}

/* x[..., i]: a view */
static Value comp(Value x, int64_t i) {
  Value key = rt_tuple_from(2, (Value[]){rt_ellipsis(), rt_int(i)});
  int mark = rt_cleanup_push_value(&key);
  Value r = np_array_getitem(x, key);
  rt_cleanup_pop(mark, true);
  return r;
}

static void mul_into(Value x, Value y, Value out) { rt_decref(np_apply_binary(NPB_MUL, x, y, out)); }
static void sub_into(Value out, Value y) { rt_decref(np_apply_binary(NPB_SUB, out, y, out)); }
static void neg_into(Value out) { rt_decref(np_apply_unary(NPU_NEG, out, out)); }

/* out -= x * y, the product a temporary as NumPy's `cp2 -= a1 * b0` */
static void sub_product(Value out, Value x, Value y) {
  Value t = np_apply_binary(NPB_MUL, x, y, rt_undef());
  int mark = rt_cleanup_push_value(&t);
  sub_into(out, t);
  rt_cleanup_pop(mark, true);
}

Value np_f_cross(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "b", "axisa", "axisb", "axisc", "axis"};
  Value v[6];
  rt_parse_args("cross", argc, argv, kw, 6, names, 2, v);
  Value axa = np_given(v[5]) ? v[5] : np_given(v[2]) ? v[2] : rt_int(-1);
  Value axb = np_given(v[5]) ? v[5] : np_given(v[3]) ? v[3] : rt_int(-1);
  Value axc = np_given(v[5]) ? v[5] : np_given(v[4]) ? v[4] : rt_int(-1);
  Value a = rt_undef(), b = rt_undef(), c[3] = {rt_undef(), rt_undef(), rt_undef()};
  Value x[3] = {rt_undef(), rt_undef(), rt_undef()}, y[3] = {rt_undef(), rt_undef(), rt_undef()};
  Value cp = rt_undef(), tmp = rt_undef(), bc = rt_undef(), t = rt_undef();
  int mark = rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&b);
  rt_cleanup_push_value(&cp);
  rt_cleanup_push_value(&tmp);
  rt_cleanup_push_value(&bc);
  rt_cleanup_push_value(&t);
  for (int i = 0; i < 3; i++) {
    rt_cleanup_push_value(&c[i]);
    rt_cleanup_push_value(&x[i]);
    rt_cleanup_push_value(&y[i]);
  }
  a = rt_array_from_value(v[0], -1);
  b = rt_array_from_value(v[1], -1);
  int ia = cross_axis(axa, RT_AS(Array, a)->ndim, "axisa");
  int ib = cross_axis(axb, RT_AS(Array, b)->ndim, "axisb");
  t = moveaxis(a, ia, -1);
  rt_decref(a);
  a = t;
  t = moveaxis(b, ib, -1);
  rt_decref(b);
  b = t;
  t = rt_undef();
  const Array *aa = RT_AS(Array, a), *ba = RT_AS(Array, b);
  int64_t na = aa->shape[aa->ndim - 1], nb = ba->shape[ba->ndim - 1];
  if ((na != 2 && na != 3) || (nb != 2 && nb != 3))
    rt_raise(RT_EXC_ValueError, "incompatible dimensions for cross product\n(dimension must be 2 or 3)");
  /* the shape of broadcast(a[..., 0], b[..., 0]), then the 3-vector axis */
  x[0] = comp(a, 0);
  y[0] = comp(b, 0);
  bc = np_callk("broadcast_arrays", 2, (Value[]){x[0], y[0]}, 0, NULL, NULL);
  t = rt_getitem(bc, rt_int(0));
  const Array *ta = RT_AS(Array, t);
  int64_t shape[RT_MAXDIM + 1];
  int nd = ta->ndim;
  for (int i = 0; i < nd; i++) shape[i] = ta->shape[i];
  rt_decref(t);
  t = rt_undef();
  int ic = 0;
  bool three = na == 3 || nb == 3;
  if (three) {
    if (nd >= RT_MAXDIM) rt_raise(RT_EXC_ValueError, "maximum supported dimension for an ndarray is %d, found %d", RT_MAXDIM, nd + 1);
    shape[nd++] = 3;
    ic = cross_axis(axc, nd, "axisc");
  }
  DType dt = rt_dtype_promote(aa->dtype, ba->dtype);
  cp = rt_array_new(dt, nd, shape, false);
  t = rt_array_astype(a, dt);
  rt_decref(a);
  a = t;
  t = rt_array_astype(b, dt);
  rt_decref(b);
  b = t;
  t = rt_undef();
  for (int i = 0; i < 3; i++) {
    rt_decref(x[i]);
    rt_decref(y[i]);
    x[i] = i < na ? comp(a, i) : rt_undef();
    y[i] = i < nb ? comp(b, i) : rt_undef();
    if (three) c[i] = comp(cp, i);
  }
  if (!three) { /* a0*b1 - a1*b0 */
    mul_into(x[0], y[1], cp);
    sub_product(cp, x[1], y[0]);
    rt_incref(cp);
    rt_cleanup_pop(mark, true);
    return cp;
  }
  if (na == 2) { /* a2 = 0 */
    mul_into(x[1], y[2], c[0]);
    mul_into(x[0], y[2], c[1]);
    neg_into(c[1]);
    mul_into(x[0], y[1], c[2]);
    sub_product(c[2], x[1], y[0]);
  } else if (nb == 3) {
    tmp = np_apply_binary(NPB_MUL, x[2], y[1], rt_undef());
    t = np_call1("array", tmp); /* NumPy's tmp = array(a2 * b1): an array even of 0-d operands */
    rt_decref(tmp);
    tmp = t;
    t = rt_undef();
    mul_into(x[1], y[2], c[0]);
    sub_into(c[0], tmp);
    mul_into(x[2], y[0], c[1]);
    mul_into(x[0], y[2], tmp);
    sub_into(c[1], tmp);
    mul_into(x[0], y[1], c[2]);
    mul_into(x[1], y[0], tmp);
    sub_into(c[2], tmp);
  } else { /* b2 = 0 */
    mul_into(x[2], y[1], c[0]);
    neg_into(c[0]);
    mul_into(x[2], y[0], c[1]);
    mul_into(x[0], y[1], c[2]);
    sub_product(c[2], x[1], y[0]);
  }
  Value r = moveaxis(cp, -1, ic);
  rt_cleanup_pop(mark, true);
  return r;
}
