/* np_scalar.c — NumPy scalar objects (np.float32(1.5), a[0] of a 1-D array): a dtype and one
 * element. Printing goes through np_format.c, arithmetic through np_binop.c. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/bigint.h"
#include "np_loops.h"
#include "np_dvar.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

const char *const rt_npscalar_names[DT_COUNT] = {
    "numpy.bool_",  "numpy.int8",   "numpy.int16",  "numpy.int32",   "numpy.int64",
    "numpy.uint8",  "numpy.uint16", "numpy.uint32", "numpy.uint64",  "numpy.float32",
    "numpy.float64", "numpy.float16", "numpy.complex64", "numpy.complex128",
    "numpy.float128",
};

Value rt_npscalar_new(DType dt, const void *elem) {
  NpScalar *s = rt_malloc(sizeof *s);
  rt_obj_init(&s->hdr, &rt_npscalar_type);
  s->dtype = dt;
  s->dvar = NP_DVAR_NONE;
  memset(s->as.bytes, 0, sizeof s->as.bytes);
  memcpy(s->as.bytes, elem, (size_t)rt_dtypes[dt].itemsize);
  return rt_obj(s);
}

Value rt_npscalar_to_py(Value v) {
  NpScalar *s = RT_AS(NpScalar, v);
  if (s->dtype == DT_UINT64 && s->as.u64 > (uint64_t)INT64_MAX) { /* inline values only */
    rt_raise(RT_EXC_OverflowError, "Python int too large to convert to C long");
  }
  return np_elem_to_py(s->dtype, s->as.bytes);
}

static void scalar_free(Obj *o) { free(o); }

static Value scalar_format(Value self, bool repr) {
  NpScalar *s = RT_AS(NpScalar, self);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_np_format_scalar(&sb, s->dtype, s->as.bytes, repr);
  return rt_sb_to_str(&sb);
}

static Value scalar_repr(Value self) { return scalar_format(self, true); }
static Value scalar_str(Value self) { return scalar_format(self, false); }

static int scalar_truthy(Value self) {
  NpScalar *s = RT_AS(NpScalar, self);
  return rt_elem_truthy(s->dtype, s->as.bytes);
}

static Value scalar_binop(BinOp op, Value a, Value b) {
  if (np_is_matrix(a) || np_is_matrix(b)) return rt_undef(); /* the matrix's operator */
  return rt_np_binop(op, a, b);
}
static Value scalar_unop(UnOp op, Value a) { return rt_np_unop(op, a); }

/* x.__abs__(), and so builtin abs(x): NumPy's scalar math, which warns "overflow encountered in
 * scalar absolute" for abs(np.int8(-128)) where np.abs does not. */
static Value scalar_abs(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  if (kw && kw->n > 0) rt_raise(RT_EXC_TypeError, "wrapper __abs__() takes no keyword arguments");
  if (argc) rt_raise(RT_EXC_TypeError, "expected 0 arguments, got %d", argc);
  return rt_np_abs(self);
}

static RtMethodFn scalar_method(Value self, const char *name) {
  (void)self;
  return strcmp(name, "__abs__") ? NULL : scalar_abs;
}

static Value sm_item(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("item", argc, kw, 0, 0);
  if (RT_AS(NpScalar, self)->dtype == DT_LONGDOUBLE) { /* no Python type holds it */
    rt_incref(self);
    return self;
  }
  return np_elem_to_py(RT_AS(NpScalar, self)->dtype, RT_AS(NpScalar, self)->as.bytes);
}

/* Methods that act on the scalar as a 0-d array (s.astype(...), s.sum(), ...). */
static Value sm_as_array(Value self, const char *name, int argc, const Value *argv,
                         const Kwargs *kw) {
  Value arr = rt_array_from_value(self, -1);
  Value m = rt_getattr(arr, name);
  Value r = rt_call(m, argc, argv, kw);
  rt_decref(m);
  rt_decref(arr);
  if (rt_is_array(r) && RT_AS(Array, r)->ndim == 0) {
    Value s = rt_npscalar_new(RT_AS(Array, r)->dtype, RT_AS(Array, r)->data);
    rt_decref(r);
    return s;
  }
  return r;
}

#define SCALAR_VIA_ARRAY(name)                                                         \
  static Value sm_##name(Value self, int argc, const Value *argv, const Kwargs *kw) { \
    return sm_as_array(self, #name, argc, argv, kw);                                   \
  }
SCALAR_VIA_ARRAY(astype)
SCALAR_VIA_ARRAY(tolist)
#undef SCALAR_VIA_ARRAY

/* ---- a long double's as_integer_ratio/is_integer: float's own would see float64's value ---- */

/* x.as_integer_ratio(): the exact fraction of the long double, in lowest terms. */
static Value ld_as_integer_ratio(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("as_integer_ratio", argc, kw, 0, 0);
  long double x = np_ld_get(DT_LONGDOUBLE, RT_AS(NpScalar, self)->as.bytes);
  if (isnan(x)) rt_raise(RT_EXC_ValueError, "cannot convert NaN to integer ratio");
  if (isinf(x)) rt_raise(RT_EXC_OverflowError, "cannot convert Infinity to integer ratio");
  int e = 0;
  long double m = frexpl(fabsl(x), &e);
  uint64_t mant = (uint64_t)ldexpl(m, 64); /* exact: 64 bits of mantissa */
  int exp = mant ? e - 64 : 0; /* zero is 0/1 */
  while (mant && !(mant & 1) && exp < 0) {
    mant >>= 1;
    exp++;
  }
  Value num = rt_int_from_u64(mant), den = rt_int(1), t = rt_undef();
  int mark = rt_cleanup_push_value(&num);
  rt_cleanup_push_value(&den);
  rt_cleanup_push_value(&t);
  t = rt_binop(RT_OP_LSHIFT, exp >= 0 ? num : den, rt_int(exp >= 0 ? exp : -exp));
  Value *into = exp >= 0 ? &num : &den;
  rt_decref(*into);
  *into = t;
  t = rt_undef();
  if (signbit(x)) {
    t = rt_unop(RT_UOP_NEG, num);
    rt_decref(num);
    num = t;
    t = rt_undef();
  }
  Value pair[2] = {num, den};
  Value r = rt_tuple_from(2, pair);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value ld_is_integer(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("is_integer", argc, kw, 0, 0);
  long double x = np_ld_get(DT_LONGDOUBLE, RT_AS(NpScalar, self)->as.bytes);
  return rt_bool(isfinite(x) && x == floorl(x));
}

static Value ld_scalar_method(Value self, const char *name) {
  if (!strcmp(name, "as_integer_ratio")) return rt_native_bind("as_integer_ratio", ld_as_integer_ratio, self);
  if (!strcmp(name, "is_integer")) return rt_native_bind("is_integer", ld_is_integer, self);
  return rt_undef();
}

static Value scalar_getattr(Value self, const char *name) {
  NpScalar *s = RT_AS(NpScalar, self);
  if (!strcmp(name, "dtype")) return np_dvar_dtypeobj(s->dtype, s->dvar);
  if (!strcmp(name, "itemsize") || !strcmp(name, "nbytes")) {
    return rt_int(rt_dtypes[s->dtype].itemsize);
  }
  if (!strcmp(name, "shape")) return rt_tuple_new(0);
  if (!strcmp(name, "ndim")) return rt_int(0);
  if (!strcmp(name, "__array_priority__")) return rt_float(-1000000.0);
  if (!strcmp(name, "size")) return rt_int(1);
  if (!strcmp(name, "real") || !strcmp(name, "imag")) return np_scalar_part(self, name[0] == 'i');
  if (!strcmp(name, "T")) {
    rt_incref(self);
    return self;
  }
  if (!strcmp(name, "item")) return rt_native_bind("item", sm_item, self);
  if (!strcmp(name, "astype")) return rt_native_bind("astype", sm_astype, self);
  if (!strcmp(name, "tolist")) return rt_native_bind("tolist", sm_tolist, self);
  if (s->dtype == DT_LONGDOUBLE) {
    Value m = ld_scalar_method(self, name);
    if (!rt_is_undef(m)) return m;
  }
  /* a float scalar's value is exactly a Python float's: float's own methods answer */
  if (rt_dtypes[s->dtype].kind == 'f' && (!strcmp(name, "is_integer") || !strcmp(name, "as_integer_ratio")))
    return rt_getattr(rt_float(rt_elem_get_f64(s->dtype, s->as.bytes)), name);
  /* float64 subclasses float: float's hex and fromhex */
  if (s->dtype == DT_FLOAT64 && (!strcmp(name, "hex") || !strcmp(name, "fromhex")))
    return rt_getattr(rt_float(s->as.f64), name);
  /* anything else an array has (x.round(2), x.sum(), x.strides): ask a 0-d array */
  Value arr = rt_array_from_value(self, -1);
  Value r = rt_array_type.getattr(arr, name);
  rt_decref(arr);
  return r;
}

static Value scalar_getitem(Value self, Value key) {
  (void)self;
  if (rt_is_tuple(key) && RT_AS(Tuple, key)->n == 0) {
    rt_incref(self);
    return self;
  }
  rt_raise(RT_EXC_IndexError, "invalid index to scalar variable.");
}

const ObjType rt_npscalar_type = {
    .name = "numpy.generic",
    .free = scalar_free,
    .repr = scalar_repr,
    .str = scalar_str,
    .getattr = scalar_getattr,
    .getitem = scalar_getitem,
    .truthy = scalar_truthy,
    .binop = scalar_binop,
    .unop = scalar_unop,
    .numkind = RT_NUMBER_SCALAR,
    .number = np_scalar_number,
    .index = np_scalar_index,
    .to_double = np_scalar_to_double,
    .builtin_base = np_scalar_builtin_base,
    .round = np_scalar_round,
    .type_name = np_scalar_type_name,
    .type_object = np_scalar_type_object,
    .method = scalar_method,
};
