/* carray.c — numba.carray(ptr, shape, dtype=None) and numba.farray: a NumPy array over the
 * memory a ctypes pointer points at, C or Fortran order, as Numba's numpy_support does it for
 * Python callers (a cfunc's CPointer arguments arrive as ctypes pointers: cfunc.c). The dtype
 * is the pointer's own (`LP_c_double`: float64); a `c_void_p` needs it given. The array is
 * np.ctypeslib.as_array's view: writes go to the pointed-at memory. */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../py/modlib.h"
#include "numba_module.h"

/* ctypes' type name for each dtype name carray accepts (Numba's from_ctypes table). */
static const struct {
  const char *dtype, *ctype;
} ctypes_of[] = {
    {"float64", "c_double"}, {"float32", "c_float"}, {"int64", "c_long"},   {"int32", "c_int"},
    {"int16", "c_short"},    {"int8", "c_byte"},     {"uint64", "c_ulong"}, {"uint32", "c_uint"},
    {"uint16", "c_ushort"},  {"uint8", "c_ubyte"},   {"bool", "c_bool"},    {"int64", "c_longlong"},
    {"uint64", "c_ulonglong"}, {"int64", "c_int64"}, {"int32", "c_int32"}, {"int16", "c_int16"},
    {"int8", "c_int8"},      {"uint64", "c_uint64"}, {"uint32", "c_uint32"}, {"uint16", "c_uint16"},
    {"uint8", "c_uint8"},    {"int8", "c_char"},
};

static const char *dtype_of_ctype(const char *ctype) {
  for (size_t k = 0; k < sizeof ctypes_of / sizeof ctypes_of[0]; k++)
    if (!strcmp(ctypes_of[k].ctype, ctype)) return ctypes_of[k].dtype;
  return NULL;
}

static const char *ctype_of_dtype(const char *dtype) {
  for (size_t k = 0; k < sizeof ctypes_of / sizeof ctypes_of[0]; k++)
    if (!strcmp(ctypes_of[k].dtype, dtype)) return ctypes_of[k].ctype;
  return NULL;
}

/* The temporaries one carray call holds (released however it ends). */
typedef struct CarrayTmp {
  Value v[6];
} CarrayTmp;

static void carray_tmp_drop(void *p) {
  CarrayTmp *t = p;
  for (size_t k = 0; k < sizeof t->v / sizeof t->v[0]; k++) rt_decref(t->v[k]);
}

static Value carray_of(Value ptr, Value shape, Value dtype_arg) {
  CarrayTmp t;
  for (size_t k = 0; k < sizeof t.v / sizeof t.v[0]; k++) t.v[k] = rt_none();
  int mark = rt_cleanup_push(carray_tmp_drop, &t);
  Value ctypes = t.v[0] = rt_import("ctypes");
  Value np = t.v[1] = rt_import("numpy");
  const char *dtype = NULL; /* the dtype asked for, by name */
  if (!rt_is_none(dtype_arg) && !rt_is_undef(dtype_arg)) {
    Value mk = rt_getattr(np, "dtype");
    t.v[2] = rt_call(mk, 1, &dtype_arg, NULL);
    rt_decref(mk);
    Value name = rt_getattr(t.v[2], "name");
    t.v[3] = name;
    dtype = rt_str_data(name);
  }
  const char *tname = rt_type_name(ptr);
  Value p = ptr;
  if (!strcmp(tname, "c_void_p")) {
    if (!dtype) rt_raise(RT_EXC_TypeError, "explicit dtype required for void* argument");
    const char *ct = ctype_of_dtype(dtype);
    if (!ct) rt_raise(RT_EXC_TypeError, "unsupported dtype '%s' for carray", dtype);
    Value pointer = rt_getattr(ctypes, "POINTER");
    Value elem = rt_getattr(ctypes, ct);
    Value lp = rt_call(pointer, 1, &elem, NULL);
    rt_decref(pointer);
    rt_decref(elem);
    t.v[4] = lp;
    Value cast = rt_getattr(ctypes, "cast");
    Value args[2] = {ptr, lp};
    t.v[5] = p = rt_call(cast, 2, args, NULL);
    rt_decref(cast);
  } else if (!strncmp(tname, "LP_", 3) && dtype_of_ctype(tname + 3)) {
    const char *own = dtype_of_ctype(tname + 3);
    if (dtype && strcmp(dtype, own) != 0) {
      Value r = rt_repr(ptr);
      rt_cleanup_push_value(&r);
      rt_raise(RT_EXC_TypeError, "mismatching dtype '%s' for pointer %s", dtype, rt_str_data(r));
    }
  } else {
    Value r = rt_repr(ptr);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_TypeError, "expected a ctypes pointer, got %s", rt_str_data(r));
  }
  Value lib = rt_getattr(np, "ctypeslib");
  Value as_array = rt_getattr(lib, "as_array");
  rt_decref(lib);
  Value shp = (shape.tag == RT_INT) ? rt_tuple_from(1, &shape) : (rt_incref(shape), shape);
  Value args[2] = {p, shp};
  Value out = rt_call(as_array, 2, args, NULL);
  rt_decref(as_array);
  rt_decref(shp);
  rt_cleanup_pop(mark, true);
  return out;
}

static const char *const carray_names[3] = {"ptr", "shape", "dtype"};

/* numba.carray(ptr, shape, dtype=None): the C-order array. */
Value nb_carray(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[3] = {rt_none(), rt_none(), rt_none()};
  rt_bind_pyargs("carray", argc, argv, kw, 3, carray_names, 2, a);
  return carray_of(a[0], a[1], a[2]);
}

/* numba.farray(ptr, shape, dtype=None): the C-order array of the reversed shape, transposed. */
Value nb_farray(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[3] = {rt_none(), rt_none(), rt_none()};
  rt_bind_pyargs("farray", argc, argv, kw, 3, carray_names, 2, a);
  Value shape = a[1];
  bool reversed = !(shape.tag == RT_INT);
  if (reversed) {
    Value rev = rt_slice_new(rt_none(), rt_none(), rt_int(-1));
    int m = rt_cleanup_push_value(&rev);
    shape = rt_getitem(a[1], rev);
    rt_cleanup_pop(m, true);
  }
  int mark = reversed ? rt_cleanup_push_value(&shape) : -1;
  Value c = carray_of(a[0], shape, a[2]);
  if (reversed) rt_cleanup_pop(mark, true);
  int m2 = rt_cleanup_push_value(&c);
  Value out = rt_getattr(c, "T");
  rt_cleanup_pop(m2, true);
  return out;
}
