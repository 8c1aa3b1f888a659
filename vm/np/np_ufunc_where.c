/* np_ufunc_where.c — a ufunc call's where= and casting= (np.divide(a, b, out=o, where=b != 0),
 * np.add(a, 3, out=a, casting='unsafe')).
 *
 * With where=, the operation runs only on the selected elements (so the others raise no
 * floating-point warning, as in NumPy): each array operand is broadcast to the call's shape and
 * its selected elements taken out, scalars stay scalars (NumPy's value-based casting sees them
 * as before), and the results are written back through the mask into out= (the other elements
 * keep their values) or into a new array (where NumPy leaves the others uninitialised, Weft has
 * zeros). casting= is the rule the result's dtype must meet to go into out=, and for 'no',
 * 'equiv' and 'safe' also the rule each array operand must meet to go to the result's dtype.
 */
#include <string.h>

#include "../base/error.h"
#include "np_internal.h"
#include "np_loops.h"
#include "np_raise.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

const char *np_ufunc_casting(Value v) {
  static const char *const rules[] = {"no", "equiv", "safe", "same_kind", "unsafe"};
  if (rt_is_undef(v)) return "same_kind";
  if (!rt_is_str(v)) rt_raise(RT_EXC_TypeError, "casting must be str, not %s", rt_type_name(v));
  for (size_t i = 0; i < sizeof rules / sizeof *rules; i++)
    if (!strcmp(rt_str_data(v), rules[i])) return rules[i];
  rt_raise(RT_EXC_ValueError,
           "casting must be one of 'no', 'equiv', 'safe', 'same_kind', or 'unsafe' (got '%s')",
           rt_str_data(v));
}

void np_astype_casting(DType from, DType to, Value casting) {
  const char *rule = np_ufunc_casting(casting);
  if (!np_can_cast_rule(from, to, rule))
    rt_raise(RT_EXC_TypeError, "Cannot cast array data from dtype('%s') to dtype('%s') according "
             "to the rule '%s'", rt_dtypes[from].name, rt_dtypes[to].name, rule);
}

void np_copyto_checked(Value dst, Value src, bool scalar, Value casting, Value where) {
  const char *rule = np_ufunc_casting(casting);
  DType from = RT_AS(Array, src)->dtype, to = RT_AS(Array, dst)->dtype;
  if (!np_can_cast_rule(from, to, rule))
    rt_raise(RT_EXC_TypeError, "Cannot cast %s from dtype('%s') to dtype('%s') according to the "
             "rule '%s'", scalar ? "scalar" : "array data", rt_dtypes[from].name,
             rt_dtypes[to].name, rule);
  if (np_ufunc_where_all(where)) {
    rt_array_assign(dst, src);
    return;
  }
  const Array *d = RT_AS(Array, dst);
  Value w = rt_array_from_value(where, DT_BOOL), wb = rt_undef(), sb = rt_undef(), sel = rt_undef();
  int mark = rt_cleanup_push_value(&w);
  rt_cleanup_push_value(&wb);
  rt_cleanup_push_value(&sb);
  rt_cleanup_push_value(&sel);
  wb = rt_array_broadcast_to(w, d->ndim, d->shape);
  sb = rt_array_broadcast_to(src, d->ndim, d->shape);
  sel = rt_getitem(sb, wb);
  rt_setitem(dst, wb, sel);
  rt_cleanup_pop(mark, true);
}

bool np_ufunc_where_all(Value where) {
  return rt_is_undef(where) || (where.tag == RT_BOOL && rt_truthy(where));
}

Value np_ufunc_out_view(Value in, Value out) {
  if (rt_is_undef(out) || !rt_is_array(in)) return rt_undef();
  const Array *a = RT_AS(Array, in), *o = RT_AS(Array, out);
  if (a->ndim == 0 || (a->ndim == o->ndim && !memcmp(a->shape, o->shape, sizeof(int64_t) * (size_t)a->ndim)))
    return rt_undef();
  if (!np_can_broadcast_to(a, o->ndim, o->shape)) return rt_undef();
  return rt_array_broadcast_to(in, o->ndim, o->shape);
}

/* The operand as an array when it is one (or a list); scalars and 0-d arrays stay as given. */
static bool is_elementwise(Value v) {
  if (rt_is_array(v)) return RT_AS(Array, v)->ndim > 0;
  return rt_is_list(v) || rt_is_tuple(v);
}

static DType dtype_of(Value v) {
  if (rt_is_array(v)) return RT_AS(Array, v)->dtype;
  Value a = rt_array_from_value(v, -1);
  DType d = RT_AS(Array, a)->dtype;
  rt_decref(a);
  return d;
}

static _Noreturn void cast_error(const char *name, const char *what, DType from, DType to,
                                 const char *rule) {
  rt_raise(strcmp(what, "output") ? RT_EXC_UFuncInputCastingError : RT_EXC_UFuncOutputCastingError,
           "Cannot cast ufunc '%s' %s from dtype('%s') to dtype('%s') with casting rule '%s'", name,
           what, rt_dtypes[from].name, rt_dtypes[to].name, rule);
}

/* 'no'/'equiv'/'safe': every array operand casts to the result's dtype under the rule. */
static void check_inputs(const char *name, int nin, const Value *ins, Value r, const char *rule,
                         bool compares) {
  if (compares || !strcmp(rule, "same_kind") || !strcmp(rule, "unsafe")) return;
  DType rd = dtype_of(r);
  for (int i = 0; i < nin; i++) {
    if (!rt_is_array(ins[i]) && !rt_is_npscalar(ins[i])) continue;
    DType d = dtype_of(ins[i]);
    if (!np_can_cast_rule(d, rd, rule)) {
      char what[32];
      snprintf(what, sizeof what, "input %d", i);
      cast_error(name, what, d, rd, rule);
    }
  }
}

static void check_out_shape(const Array *o, int nd, const int64_t *shape) {
  if (!o->writeable) rt_raise(RT_EXC_ValueError, "output array is read-only");
  if (o->ndim == nd && !memcmp(o->shape, shape, sizeof(int64_t) * (size_t)nd)) return;
  np_raise_two_shapes("non-broadcastable output operand with shape ", o->ndim, o->shape,
                      " doesn't match the broadcast shape ", nd, shape);
}

/* casting= other than 'same_kind', no where=: the result computed, then cast into out=. */
static Value cast_call(const char *name, int nin, const Value *ins, Value out, Value dtype,
                       const char *rule, bool compares, NpUfuncCompute compute, int op) {
  Value r = compute(op, ins, rt_undef(), dtype);
  int mark = rt_cleanup_push_value(&r);
  check_inputs(name, nin, ins, r, rule, compares);
  if (rt_is_undef(out)) {
    rt_cleanup_pop(mark, false);
    return r;
  }
  Value ra = rt_array_from_value(r, -1);
  rt_cleanup_push_value(&ra);
  Array *a = RT_AS(Array, ra), *o = RT_AS(Array, out);
  if (!np_can_broadcast_to(a, o->ndim, o->shape)) check_out_shape(o, a->ndim, a->shape);
  if (!np_can_cast_rule(a->dtype, o->dtype, rule)) cast_error(name, "output", a->dtype, o->dtype, rule);
  rt_array_assign(out, ra);
  rt_cleanup_pop(mark, true);
  rt_incref(out);
  return out;
}

Value np_ufunc_options(const char *name, int nin, const Value *args, Value out, Value where,
                       const char *rule, Value dtype, bool compares, NpUfuncCompute compute,
                       int op) {
  if (np_ufunc_where_all(where))
    return cast_call(name, nin, args, out, dtype, rule, compares, compute, op);
  Value ins[2] = {args[0], nin > 1 ? args[1] : rt_undef()};
  Value w = rt_array_from_value(where, DT_BOOL);
  int mark = rt_cleanup_push_value(&w);
  /* the call's shape: the operands' and where's broadcast (out= must have it) */
  int nd = RT_AS(Array, w)->ndim;
  int64_t shape[RT_MAXDIM];
  memcpy(shape, RT_AS(Array, w)->shape, sizeof(int64_t) * (size_t)nd);
  Value owned[2] = {rt_undef(), rt_undef()};
  rt_cleanup_push_value(&owned[0]);
  rt_cleanup_push_value(&owned[1]);
  for (int i = 0; i < nin; i++) {
    if (!is_elementwise(ins[i])) continue;
    owned[i] = rt_array_from_value(ins[i], -1);
    Array *a = RT_AS(Array, owned[i]);
    int64_t prev[RT_MAXDIM]; /* the output may not alias an input */
    memcpy(prev, shape, sizeof prev);
    nd = rt_broadcast_shapes(nd, prev, a->ndim, a->shape, shape);
  }
  if (!rt_is_undef(out)) {
    const Array *o = RT_AS(Array, out);
    int64_t full[RT_MAXDIM];
    int fnd = rt_broadcast_shapes(nd, shape, o->ndim, o->shape, full);
    check_out_shape(o, fnd, full);
    nd = fnd;
    memcpy(shape, full, sizeof(int64_t) * (size_t)nd);
  }
  Value wb = rt_array_broadcast_to(w, nd, shape);
  rt_cleanup_push_value(&wb);
  Value sel[2] = {rt_undef(), rt_undef()};
  rt_cleanup_push_value(&sel[0]);
  rt_cleanup_push_value(&sel[1]);
  Value picked[2] = {ins[0], ins[1]};
  for (int i = 0; i < nin; i++) {
    if (rt_is_undef(owned[i])) continue;
    Value b = rt_array_broadcast_to(owned[i], nd, shape);
    int bm = rt_cleanup_push_value(&b);
    sel[i] = rt_getitem(b, wb);
    rt_cleanup_pop(bm, true);
    picked[i] = sel[i];
  }
  Value r = compute(op, picked, rt_undef(), dtype);
  rt_cleanup_push_value(&r);
  check_inputs(name, nin, ins, r, rule, compares);
  DType rd = dtype_of(r);
  Value target;
  if (rt_is_undef(out)) {
    target = rt_array_new(rd, nd, shape, true);
  } else {
    DType od = RT_AS(Array, out)->dtype;
    if (!np_can_cast_rule(rd, od, rule)) cast_error(name, "output", rd, od, rule);
    target = out;
    rt_incref(target);
  }
  rt_cleanup_push_value(&target);
  rt_setitem(target, wb, r);
  Value res = target;
  rt_incref(res);
  rt_cleanup_pop(mark, true);
  return res;
}
