/* np_datetime_ufunc.c — NumPy's binary ufuncs called by name on datetime64/timedelta64
 * operands (np.subtract(d1, d0), np.maximum(d, day), np.less(t, limit)): the arithmetic and
 * comparisons are the operators' (np_time_binop); maximum/minimum propagate NaT as they do NaN
 * and fmax/fmin skip it. */
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_datetime.h"
#include "np_internal.h"
#include "np_stats.h"

static const struct {
  const char *name;
  BinOp op;
} operator_ufuncs[] = {
    {"add", RT_OP_ADD},           {"subtract", RT_OP_SUB},        {"multiply", RT_OP_MUL},
    {"divide", RT_OP_TRUEDIV},    {"true_divide", RT_OP_TRUEDIV}, {"floor_divide", RT_OP_FLOORDIV},
    {"remainder", RT_OP_MOD},     {"mod", RT_OP_MOD},             {"equal", RT_OP_EQ},
    {"not_equal", RT_OP_NE},      {"less", RT_OP_LT},             {"less_equal", RT_OP_LE},
    {"greater", RT_OP_GT},        {"greater_equal", RT_OP_GE},
};

/* kind, unit and counts (an int64 array, a new reference: the array's own counts) */
static bool time_operand(Value v, char *kind, int *unit, Value *counts) {
  if (np_is_time(v)) {
    const NpTime *t = RT_AS(NpTime, v);
    *kind = t->kind, *unit = t->unit;
    *counts = rt_array_from_value(rt_int(t->v), DT_INT64);
    return true;
  }
  if (np_is_timearr(v)) {
    const NpTimeArr *t = RT_AS(NpTimeArr, v);
    *kind = t->kind, *unit = t->unit;
    *counts = t->ints;
    rt_incref(t->ints);
    return true;
  }
  return false;
}

static bool time_kind(Value v, char *kind, int *unit) {
  if (np_is_time(v)) return *kind = RT_AS(NpTime, v)->kind, *unit = RT_AS(NpTime, v)->unit, true;
  if (np_is_timearr(v))
    return *kind = RT_AS(NpTimeArr, v)->kind, *unit = RT_AS(NpTimeArr, v)->unit, true;
  return false;
}

/* maximum/minimum (NaT wins) and fmax/fmin (NaT loses) of two times of one kind */
static Value time_extreme(const char *name, Value a, Value b, bool want_max, bool skip_nat) {
  char ka, kb;
  int ua, ub;
  Value ca = rt_undef(), cb = rt_undef(), r = rt_undef();
  int mark = rt_cleanup_push_value(&ca);
  rt_cleanup_push_value(&cb);
  rt_cleanup_push_value(&r);
  bool ta = time_operand(a, &ka, &ua, &ca), tb = time_operand(b, &kb, &ub, &cb);
  if (ta && tb && ka != kb) np_time_mixed_cast_error(name, ka, ua, ub);
  if (!ta || !tb) {
    rt_cleanup_pop(mark, true);
    return rt_undef();
  }
  int u = np_time_common_unit(ka, ua, ub);
  if (ua != u) {
    Value c = np_time_counts_in(ka, ua, u, ca);
    rt_decref(ca);
    ca = c;
  }
  if (ub != u) {
    Value c = np_time_counts_in(kb, ub, u, cb);
    rt_decref(cb);
    cb = c;
  }
  const Array *A0 = RT_AS(Array, ca), *B0 = RT_AS(Array, cb);
  int64_t shape[RT_MAXDIM];
  int nd = rt_broadcast_shapes(A0->ndim, A0->shape, B0->ndim, B0->shape, shape);
  Value va = rt_array_broadcast_to(ca, nd, shape);
  rt_decref(ca);
  ca = rt_array_contiguous(va, false); /* a copy only where broadcasting stretched it */
  rt_decref(va);
  Value vb = rt_array_broadcast_to(cb, nd, shape);
  rt_decref(cb);
  cb = rt_array_contiguous(vb, false);
  rt_decref(vb);
  const Array *A = RT_AS(Array, ca), *B = RT_AS(Array, cb);
  r = rt_array_new(DT_INT64, nd, shape, false);
  const int64_t *x = (const int64_t *)A->data, *y = (const int64_t *)B->data;
  int64_t *o = (int64_t *)RT_AS(Array, r)->data;
  for (int64_t k = 0; k < A->size; k++) {
    bool nx = x[k] == NP_NAT, ny = y[k] == NP_NAT;
    if (nx || ny) o[k] = skip_nat ? (nx ? y[k] : x[k]) : NP_NAT;
    else o[k] = (want_max ? x[k] >= y[k] : x[k] <= y[k]) ? x[k] : y[k];
  }
  bool scalar = np_is_time(a) && np_is_time(b);
  Value out = scalar ? np_time_new(ka, u, o[0]) : np_timearr_wrap(ka, u, (rt_incref(r), r));
  rt_cleanup_pop(mark, true);
  return out;
}

Value np_time_ufunc_hook(const char *name, Value a, Value b) {
  bool ta = np_is_time(a) || np_is_timearr(a), tb = np_is_time(b) || np_is_timearr(b);
  if (!ta && !tb) return rt_undef();
  for (size_t i = 0; i < sizeof operator_ufuncs / sizeof operator_ufuncs[0]; i++) {
    if (strcmp(name, operator_ufuncs[i].name)) continue;
    BinOp op = operator_ufuncs[i].op;
    char ka, kb;
    int ua, ub;
    if (op >= RT_OP_EQ && op <= RT_OP_GE && time_kind(a, &ka, &ua) && time_kind(b, &kb, &ub) &&
        ka != kb) /* by name even == refuses: no elementwise-failure fallback */
      np_time_mixed_cast_error(name, ka, ua, ub);
    return np_time_binop(op, a, b);
  }
  bool fm = name[0] == 'f';
  const char *base = fm ? name + 1 : name;
  if (!strcmp(base, "max") || !strcmp(base, "maximum") || !strcmp(base, "min") ||
      !strcmp(base, "minimum"))
    return time_extreme(name, a, b, base[1] == 'a', fm);
  return rt_undef();
}
