/* np_number.c — the number protocol of NumPy's scalar and array types (value.h's ObjType
 * slots): what int(), float(), __index__, round(), type(), isinstance(x, float) and the
 * generic operators of vm/obj and vm/py get from them without knowing NumPy. */
#include <math.h>

#include "../base/error.h"
#include "np_internal.h"
#include "np_dvar.h"
#include "../obj/bigint.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* ---- scalars ---- */

Value np_scalar_number(Value self) {
  NpScalar *s = RT_AS(NpScalar, self);
  if (s->dtype == DT_UINT64 && s->as.u64 > (uint64_t)INT64_MAX) return rt_int_from_u64(s->as.u64);
  return rt_npscalar_to_py(self);
}

bool np_scalar_index(Value self, int64_t *out) {
  char kind = rt_dtypes[RT_AS(NpScalar, self)->dtype].kind;
  if (kind != 'i' && kind != 'u') return false;
  Value p = rt_npscalar_to_py(self);
  *out = p.tag == RT_BOOL ? p.as.b : p.as.i;
  return true;
}

double np_scalar_to_double(Value self) {
  Value p = rt_npscalar_to_py(self);
  return p.tag == RT_FLOAT ? p.as.f : p.tag == RT_BOOL ? (double)p.as.b : (double)p.as.i;
}

/* np.float64 subclasses Python's float (np.int64 does not subclass int). */
ValueTag np_scalar_builtin_base(Value self) {
  return RT_AS(NpScalar, self)->dtype == DT_FLOAT64 ? RT_FLOAT : RT_UNDEF;
}

/* round() of a NumPy scalar follows np.round: scale by 10**n, rint, unscale, in the scalar's
 * own precision; the result keeps the dtype (without ndigits it is a Python int). */
Value np_scalar_round(Value v, bool has_nd, int64_t nd) {
  NpScalar *s = RT_AS(NpScalar, v);
  Value py = rt_npscalar_to_py(v);
  if (!has_nd) {
    if (py.tag == RT_FLOAT) return rt_float_to_int(nearbyint(py.as.f));
    return py.tag == RT_BOOL ? rt_int(py.as.b) : py;
  }
  if (py.tag != RT_FLOAT) {
    Value big = rt_round_int(py, nd);
    int64_t r;
    if (!rt_int_to_i64(big, &r)) {
      rt_decref(big);
      rt_raise(RT_EXC_OverflowError, "Python int too large to convert to C long");
    }
    char buf[8];
    rt_elem_set_i64(s->dtype, buf, r);
    return rt_npscalar_new(s->dtype, buf);
  }
  double f = pow(10.0, (double)(nd < 0 ? -nd : nd));
  if (s->dtype == DT_FLOAT16) { /* each step rounded to float16, as np.round's ufuncs */
    char h[2];
    float ff = (float)f, x = (float)rt_elem_get_f64(DT_FLOAT16, s->as.bytes);
    rt_elem_set_f64(DT_FLOAT16, h, ff); /* 10**n as a float16 operand */
    ff = (float)rt_elem_get_f64(DT_FLOAT16, h);
    rt_elem_set_f64(DT_FLOAT16, h, nd >= 0 ? x * ff : x / ff);
    float y = rintf((float)rt_elem_get_f64(DT_FLOAT16, h));
    rt_elem_set_f64(DT_FLOAT16, h, nd >= 0 ? y / ff : y * ff);
    return rt_npscalar_new(DT_FLOAT16, h);
  }
  if (s->dtype == DT_FLOAT32) {
    float x = s->as.f32, ff = (float)f;
    float r = nd >= 0 ? rintf(x * ff) / ff : rintf(x / ff) * ff;
    return rt_npscalar_new(DT_FLOAT32, &r);
  }
  double x = py.as.f;
  double r = nd >= 0 ? rint(x * f) / f : rint(x / f) * f;
  return rt_npscalar_new(DT_FLOAT64, &r);
}

/* One object type serves every NumPy scalar; Python names the class of its dtype. */
const char *np_scalar_type_name(Value self) {
  const NpScalar *s = RT_AS(NpScalar, self);
  const char *ll = np_dvar_scalar_name(s->dtype, s->dvar);
  return ll ? ll : rt_npscalar_names[s->dtype];
}

Value np_scalar_type_object(Value self) {
  return np_dvar_scalar_type(RT_AS(NpScalar, self)->dtype, RT_AS(NpScalar, self)->dvar);
}

/* ---- arrays ---- */

/* int(a), float(a): the value of a size-1 array as a Python number. */
Value np_array_number(Value self) {
  Array *a = RT_AS(Array, self);
  if (a->size != 1) {
    rt_raise(RT_EXC_TypeError, "only size-1 arrays can be converted to Python scalars");
  }
  char kind = rt_dtypes[a->dtype].kind;
  if (kind == 'f') return rt_float(rt_elem_get_f64(a->dtype, a->data));
  if (kind == 'b') return rt_bool(rt_elem_get_i64(a->dtype, a->data) != 0);
  if (kind == 'u' && rt_elem_get_u64(a->dtype, a->data) > (uint64_t)INT64_MAX)
    return rt_int_from_u64(rt_elem_get_u64(a->dtype, a->data));
  return rt_int(rt_elem_get_i64(a->dtype, a->data));
}

/* ndarray.__index__: 0-d integer arrays only. */
bool np_array_index(Value self, int64_t *out) {
  const Array *a = RT_AS(Array, self);
  char kind = rt_dtypes[a->dtype].kind;
  if (a->ndim != 0 || (kind != 'i' && kind != 'u'))
    rt_raise(RT_EXC_TypeError, "only integer scalar arrays can be converted to a scalar index");
  if (kind == 'u' && rt_elem_get_u64(a->dtype, a->data) > INT64_MAX)
    rt_raise(RT_EXC_OverflowError, "cannot fit 'int' into an index-sized integer");
  *out = rt_elem_get_i64(a->dtype, a->data);
  return true;
}

/* ndarray.__float__: size-1 arrays only. */
double np_array_to_double(Value self) {
  Array *a = RT_AS(Array, self);
  if (a->size != 1) {
    rt_raise(RT_EXC_TypeError, "only size-1 arrays can be converted to Python scalars");
  }
  return rt_elem_get_f64(a->dtype, a->data);
}

Value np_array_type_object(Value self) {
  (void)self;
  Value np = rt_import("numpy");
  Value cls = rt_getattr(np, "ndarray");
  rt_decref(np);
  return cls;
}
