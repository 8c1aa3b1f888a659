/* np_datetime_reduce.c — min, max, sum and cumsum of datetime64/timedelta64 arrays with NaT
 * propagating as NumPy's loops propagate it (a NaT anywhere in what is reduced gives NaT, as
 * NaN does in a float max); the counts hold NaT as INT64_MIN, which a plain integer max would
 * pass over and a plain sum would wrap. */
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_datetime.h"
#include "np_internal.h"
#include "np_loops.h"

static bool any_nat(const Array *a) {
  if (rt_array_is_c_contiguous(a)) {
    const int64_t *p = (const int64_t *)a->data;
    bool found = false;
    for (int64_t k = 0; k < a->size; k++) found |= p[k] == NP_NAT;
    return found;
  }
  NpIter it;
  for (np_iter_init(&it, a); it.more; np_iter_next(&it))
    if (*(const int64_t *)it.ptr == NP_NAT) return true;
  return false;
}

static Value call_method(Value obj, const char *name, int argc, const Value *argv,
                         const Kwargs *kw) {
  Value m = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&m);
  Value r = rt_call(m, argc, argv, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

/* The axis= and keepdims= of a reduction call (positions as in ndarray.max/sum/cumsum). */
static void axis_keepdims(const char *name, int argc, const Value *argv, const Kwargs *kw,
                          Value *axis, Value *keepdims) {
  bool cum = !strcmp(name, "cumsum"), sum = !strcmp(name, "sum");
  int kpos = cum ? -1 : sum ? 3 : 2;
  *axis = argc > 0 ? argv[0] : rt_none();
  *keepdims = kpos >= 0 && argc > kpos ? argv[kpos] : rt_bool(false);
  for (int i = 0; kw && i < kw->n; i++) {
    if (!strcmp(kw->names[i], "axis")) *axis = kw->values[i];
    else if (!strcmp(kw->names[i], "keepdims") && !cum) *keepdims = kw->values[i];
  }
}

/* r (an int64 scalar or array, a new reference) with NaT where mark (bool, same shape) is set */
static Value put_nat(Value r, Value mark) {
  if (!rt_is_array(r)) {
    if (!rt_truthy(mark)) return r;
    rt_decref(r);
    return rt_npscalar_new(DT_INT64, &(int64_t){NP_NAT});
  }
  Value c = rt_array_contiguous(r, false);
  rt_decref(r);
  Value m = rt_array_astype(mark, DT_BOOL);
  Array *a = RT_AS(Array, c);
  const uint8_t *on = (const uint8_t *)RT_AS(Array, m)->data;
  for (int64_t k = 0; k < a->size; k++)
    if (on[k]) ((int64_t *)a->data)[k] = NP_NAT;
  rt_decref(m);
  return c;
}

Value np_time_reduce(Value self, const char *name, int argc, const Value *argv,
                     const Kwargs *kw) {
  const NpTimeArr *t = RT_AS(NpTimeArr, self);
  if (!any_nat(RT_AS(Array, t->ints))) return call_method(t->ints, name, argc, argv, kw);
  if (argc == 0 && (!kw || kw->n == 0) && strcmp(name, "cumsum")) /* the whole array: NaT */
    return rt_npscalar_new(DT_INT64, &(int64_t){NP_NAT});
  Value axis, keepdims;
  axis_keepdims(name, argc, argv, kw, &axis, &keepdims);
  /* the counts with NaT as 0 (a sum must not wrap), and where the NaTs are */
  Value zeroed = rt_array_astype(t->ints, DT_INT64), nat = rt_undef(), r = rt_undef();
  int mark = rt_cleanup_push_value(&zeroed);
  rt_cleanup_push_value(&nat);
  rt_cleanup_push_value(&r);
  Array *z = RT_AS(Array, zeroed);
  nat = rt_array_new(DT_BOOL, z->ndim, z->shape, false);
  for (int64_t k = 0; k < z->size; k++) {
    int64_t *p = (int64_t *)z->data + k;
    RT_AS(Array, nat)->data[k] = *p == NP_NAT;
    if (*p == NP_NAT) *p = 0;
  }
  r = call_method(zeroed, name, argc, argv, kw);
  Value where;
  if (!strcmp(name, "cumsum")) {
    where = call_method(nat, "cumsum", 1, &axis, NULL);
  } else {
    static const char *const kn[] = {"axis", "keepdims"};
    Kwargs k2 = {2, kn, (Value[]){axis, keepdims}};
    where = call_method(nat, "any", 0, NULL, &k2);
  }
  Value out = put_nat(r, where);
  r = rt_undef();
  rt_decref(where);
  rt_cleanup_pop(mark, true);
  return out;
}

Value np_time_nan_extreme(Value arr, Value axis, Value keepdims, bool want_max) {
  const NpTimeArr *t = RT_AS(NpTimeArr, arr);
  int64_t skip = want_max ? INT64_MIN : INT64_MAX; /* NaT read as the value never chosen */
  Value c = rt_array_astype(t->ints, DT_INT64), r = rt_undef();
  int mark = rt_cleanup_push_value(&c);
  rt_cleanup_push_value(&r);
  Array *a = RT_AS(Array, c);
  for (int64_t k = 0; k < a->size; k++)
    if (((int64_t *)a->data)[k] == NP_NAT) ((int64_t *)a->data)[k] = skip;
  static const char *const kn[] = {"axis", "keepdims"};
  Kwargs k2 = {2, kn, (Value[]){rt_is_undef(axis) ? rt_none() : axis,
                                 rt_is_undef(keepdims) ? rt_bool(false) : keepdims}};
  r = call_method(c, want_max ? "max" : "min", 0, NULL, &k2);
  bool all_nat = false;
  if (rt_is_array(r)) {
    Value rc = rt_array_contiguous(r, false);
    rt_decref(r);
    r = rc;
    Array *o = RT_AS(Array, r);
    for (int64_t k = 0; k < o->size; k++) {
      int64_t *p = (int64_t *)o->data + k;
      if (*p == skip || *p == NP_NAT) *p = NP_NAT, all_nat = true;
    }
  } else {
    int64_t v = RT_AS(NpScalar, r)->as.i64;
    all_nat = v == skip || v == NP_NAT;
  }
  if (all_nat) np_warn("All-NaN slice encountered", NULL);
  Value out = rt_is_array(r) ? np_timearr_wrap(t->kind, t->unit, (rt_incref(r), r))
                             : np_time_new(t->kind, t->unit, all_nat ? NP_NAT : RT_AS(NpScalar, r)->as.i64);
  rt_cleanup_pop(mark, true);
  return out;
}
