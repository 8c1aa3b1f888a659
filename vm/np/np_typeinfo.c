/* np_typeinfo.c — NumPy 1.24's type-introspection helpers that course code reaches for:
 * find_common_type, common_type, mintypecode, min_scalar_type, typename, sctype2char,
 * obj2sctype, issctype, sctypeDict, typecodes, iterable, isfortran, and the warning classes
 * numpy names at top level (ComplexWarning, VisibleDeprecationWarning, ...). Weft has no
 * complex long double, so the searches below skip NumPy's 'G' code. */
#include <math.h>
#include <string.h>

#include "../base/error.h"
#include "np_internal.h"
#include "np_dvar.h"
#include "np_stats.h"
#include "../obj/complex.h"
#include "../obj/dict.h"
#include "../obj/class.h"
#include "../obj/exc.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* NumPy's __test_types without complex long double: the candidates _can_coerce_all tries in order. */
static const DType test_types[] = {DT_BOOL,  DT_INT8,    DT_UINT8,   DT_INT16,   DT_UINT16,
                                   DT_INT32, DT_UINT32,  DT_INT64,   DT_UINT64,  DT_FLOAT16,
                                   DT_FLOAT32, DT_FLOAT64, DT_LONGDOUBLE, DT_COMPLEX64,
                                   DT_COMPLEX128};
#define NTEST ((int)(sizeof test_types / sizeof test_types[0]))

static bool safe(DType from, DType to) {
  if (from == DT_LONGDOUBLE && rt_dtypes[to].kind == 'c') return false; /* no complex256 here */
  return rt_dtype_promote(from, to) == to;
}

/* The first test type from `start` every listed dtype casts to safely; -1 for none (and
 * -2 for an empty list). */
static int coerce_all(int n, const DType *dts, int start) {
  if (n == 0) return -2;
  if (n == 1) return dts[0];
  for (int i = start; i < NTEST; i++) {
    int ok = 0;
    for (int j = 0; j < n; j++) ok += safe(dts[j], test_types[i]);
    if (ok == n) return test_types[i];
  }
  return -1;
}

static int kind_index(DType dt) {
  const char *kinds = "buifc";
  const char *p = strchr(kinds, rt_dtypes[dt].kind);
  return p ? (int)(p - kinds) : -1;
}

/* list(v) */
static Value as_list(Value v) { return rt_call(rt_builtin_lookup("list"), 1, &v, NULL); }

static int dtypes_of(Value seq, DType *out) {
  Value l = as_list(seq);
  int mark = rt_cleanup_push_value(&l);
  int64_t n = RT_AS(List, l)->n;
  if (n > 32) rt_raise(RT_EXC_ValueError, "find_common_type takes at most 32 types in Weft");
  for (int64_t i = 0; i < n; i++) out[i] = rt_dtype_from_value(RT_AS(List, l)->items[i]);
  rt_cleanup_pop(mark, true);
  return (int)n;
}

/* np.find_common_type(array_types, scalar_types): NumPy 1.24's rule, the scalars' type only
 * where its kind ranks above the arrays'. */
static Value f_find_common_type(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"array_types", "scalar_types"};
  Value a[2];
  rt_parse_args("find_common_type", argc, argv, kw, 2, names, 2, a);
  DType arr[32], sc[32];
  int na = dtypes_of(a[0], arr), ns = dtypes_of(a[1], sc);
  int maxa = coerce_all(na, arr, 0), maxsc = coerce_all(ns, sc, 0);
  if (maxa == -1 || (maxa == -2 && maxsc < 0)) return rt_none();
  if (maxa == -2) return rt_dtypeobj_new((DType)maxsc);
  if (maxsc < 0) return maxsc == -2 ? rt_dtypeobj_new((DType)maxa) : rt_none();
  int ia = kind_index((DType)maxa), is = kind_index((DType)maxsc);
  if (is <= ia) return rt_dtypeobj_new((DType)maxa);
  if (maxa != maxsc && safe((DType)maxa, (DType)maxsc)) return rt_dtypeobj_new((DType)maxsc);
  int start = 0;
  while (start < NTEST && test_types[start] != (DType)maxsc) start++;
  DType pair[2] = {(DType)maxsc, (DType)maxa};
  int r = coerce_all(2, pair, start);
  return r < 0 ? rt_none() : rt_dtypeobj_new((DType)r);
}

/* The scalar class of dt (np.float64, ...). */
static Value scalar_type(DType dt) {
  Value d = rt_dtypeobj_new(dt);
  Value t = rt_getattr(d, "type");
  rt_decref(d);
  return t;
}

/* np.common_type(*arrays): float16/32/64 or complex64/128 (integers count as float64). */
static Value f_common_type(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("common_type", 0, kw, 0, 0);
  int prec = 0; /* 0 half, 1 single, 2 double */
  bool cplx = false;
  for (int i = 0; i < argc; i++) {
    DType dt = rt_is_array(argv[i]) ? RT_AS(Array, argv[i])->dtype : (DType)-1;
    if ((int)dt < 0) rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'dtype'", rt_type_name(argv[i]));
    char k = rt_dtypes[dt].kind;
    int p = k == 'c' ? (dt == DT_COMPLEX64 ? 1 : 2) : dt == DT_FLOAT16 ? 0 : dt == DT_FLOAT32 ? 1
            : dt == DT_LONGDOUBLE ? 3 : 2;
    if (k == 'b') rt_raise(RT_EXC_TypeError, "can't get common type for non-numeric array");
    cplx = cplx || k == 'c';
    if (p > prec) prec = p;
  }
  if (cplx && prec == 3) np_ld_refuse("common_type with complex256 (np.clongdouble)");
  if (cplx) return scalar_type(prec == 2 ? DT_COMPLEX128 : DT_COMPLEX64);
  return scalar_type(prec == 0 ? DT_FLOAT16 : prec == 1 ? DT_FLOAT32 : prec == 3 ? DT_LONGDOUBLE : DT_FLOAT64);
}

/* np.min_scalar_type(a): the smallest dtype holding scalar a's value (unsigned for
 * non-negative integers, float16 upwards for floats that stay finite). */
static Value f_min_scalar_type(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("min_scalar_type", argc, kw, 1, 1);
  Value v = argv[0];
  if (rt_is_array(v) && RT_AS(Array, v)->ndim > 0) return rt_dtypeobj_new(RT_AS(Array, v)->dtype);
  if (rt_is_array(v)) { /* 0-d: by value, as its scalar */
    Value sc = rt_npscalar_new(RT_AS(Array, v)->dtype, RT_AS(Array, v)->data);
    int mark = rt_cleanup_push_value(&sc);
    Value r = f_min_scalar_type(self, 1, &sc, NULL);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (rt_is_npscalar(v)) { /* by value too: np.float32(5) fits float16 */
    char k = rt_dtypes[RT_AS(NpScalar, v)->dtype].kind;
    if (RT_AS(NpScalar, v)->dtype == DT_LONGDOUBLE) { /* past float64's range: long double */
      long double x = np_ld_get(DT_LONGDOUBLE, RT_AS(NpScalar, v)->as.bytes);
      if (isfinite(x) && (x >= 1.7e308L || x <= -1.7e308L)) return rt_dtypeobj_new(DT_LONGDOUBLE);
    }
    if (k == 'f') v = rt_float(rt_to_double(v, NULL));
    else if (k == 'i' || (k == 'u' && rt_to_double(v, NULL) < 9.2e18)) v = rt_int(rt_to_index(v, NULL));
    else if (k == 'b') v = rt_bool(rt_to_index(v, NULL));
    else return rt_dtypeobj_new(RT_AS(NpScalar, v)->dtype);
  }
  if (v.tag == RT_BOOL) return rt_dtypeobj_new(DT_BOOL);
  if (v.tag == RT_INT) {
    int64_t x = v.as.i;
    if (x >= 0) return rt_dtypeobj_new(x < 256 ? DT_UINT8 : x < 65536 ? DT_UINT16 : x <= UINT32_MAX ? DT_UINT32 : DT_UINT64);
    return rt_dtypeobj_new(x >= INT8_MIN ? DT_INT8 : x >= INT16_MIN ? DT_INT16 : x >= INT32_MIN ? DT_INT32 : DT_INT64);
  }
  if (v.tag == RT_FLOAT) {
    double d = fabs(v.as.f);
    if (!isfinite(d) || d < 65000.0) return rt_dtypeobj_new(DT_FLOAT16);
    return rt_dtypeobj_new(d < 3.4e38 ? DT_FLOAT32 : DT_FLOAT64);
  }
  if (rt_is_complex(v)) return rt_dtypeobj_new(DT_COMPLEX64);
  Value a = rt_array_from_value(v, -1);
  DType dt = RT_AS(Array, a)->dtype;
  rt_decref(a);
  return rt_dtypeobj_new(dt);
}

/* np.typename(char): NumPy's description of a type code. */
static Value f_typename(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("typename", argc, kw, 1, 1);
  static const char *const table[][2] = {
      {"S1", "character"}, {"?", "bool"}, {"B", "unsigned char"}, {"D", "complex double precision"},
      {"G", "complex long double precision"}, {"F", "complex single precision"},
      {"I", "unsigned integer"}, {"H", "unsigned short"}, {"L", "unsigned long integer"},
      {"O", "object"}, {"Q", "unsigned long long integer"}, {"S", "string"}, {"U", "unicode"},
      {"V", "void"}, {"b", "signed char"}, {"d", "double precision"}, {"g", "long precision"},
      {"f", "single precision"}, {"i", "integer"}, {"h", "short"}, {"l", "long integer"},
      {"q", "long long integer"}};
  const char *c = rt_is_str(argv[0]) ? rt_str_data(argv[0]) : "";
  for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
    if (!strcmp(table[i][0], c)) return rt_str_from_c(table[i][1]);
  rt_raise(RT_EXC_KeyError, "%s", rt_str_data(rt_repr(argv[0])));
}

/* np.sctype2char(sctype): the dtype's character code. */
static Value f_sctype2char(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("sctype2char", argc, kw, 1, 1);
  Value d = np_callk("dtype", 1, argv, 0, NULL, NULL);
  int mark = rt_cleanup_push_value(&d);
  Value r = rt_getattr(d, "char");
  rt_cleanup_pop(mark, true);
  return r;
}

/* np.obj2sctype(rep, default=None): the scalar class of a dtype-like or an array's dtype. */
static Value f_obj2sctype(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"rep", "default"};
  Value a[2];
  rt_parse_args("obj2sctype", argc, argv, kw, 2, names, 1, a);
  if (rt_is_array(a[0])) return scalar_type(RT_AS(Array, a[0])->dtype);
  int dt = rt_dtype_try_from_value(a[0]);
  if (dt >= 0 && !(a[0].tag == RT_INT || a[0].tag == RT_FLOAT)) return scalar_type((DType)dt);
  Value d = rt_is_undef(a[1]) ? rt_none() : a[1];
  rt_incref(d);
  return d;
}

/* np.issctype(rep): rep is a NumPy scalar class (not a dtype instance or a value). */
static Value f_issctype(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("issctype", argc, kw, 1, 1);
  Value v = argv[0];
  if (rt_is_type(v, &rt_dtypeobj_type)) return rt_bool(true);
  if (rt_is_str(v) || !(rt_is_native(v) || rt_is_class(v))) return rt_bool(false);
  int dt = rt_dtype_try_from_value(v);
  return rt_bool(dt >= 0);
}

/* np.mintypecode(typechars, typeset='GDFgdf', default='d'). */
static Value f_mintypecode(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"typechars", "typeset", "default"};
  Value a[3];
  rt_parse_args("mintypecode", argc, argv, kw, 3, names, 1, a);
  const char *typeset = rt_is_undef(a[1]) ? "GDFgdf" : rt_str_data(a[1]);
  Value l = as_list(a[0]);
  int mark = rt_cleanup_push_value(&l);
  char seen[64];
  int n = 0;
  for (int64_t i = 0; i < RT_AS(List, l)->n && n < 63; i++) {
    Value t = RT_AS(List, l)->items[i];
    char c = 'O'; /* asarray(t).dtype.char: a class is an object */
    if (rt_is_str(t)) {
      c = rt_str_data(t)[0];
    } else if (rt_is_array(t) || rt_is_npscalar(t) || t.tag == RT_INT || t.tag == RT_FLOAT ||
               t.tag == RT_BOOL || rt_is_complex(t)) {
      Value a = rt_array_from_value(t, -1);
      Value d = rt_dtypeobj_new(RT_AS(Array, a)->dtype);
      rt_decref(a);
      Value ch = rt_getattr(d, "char");
      rt_decref(d);
      c = rt_str_data(ch)[0];
      rt_decref(ch);
    }
    if (c && strchr(typeset, c)) seen[n++] = c;
  }
  seen[n] = 0;
  rt_cleanup_pop(mark, true);
  if (!n) return rt_is_undef(a[2]) ? rt_str_from_c("d") : (rt_incref(a[2]), a[2]);
  bool F = strchr(seen, 'F'), d = strchr(seen, 'd');
  if (F && d) return rt_str_from_c("D");
  static const char order[] = "GDFgdf"; /* NumPy's _typecodes_by_elsize */
  for (const char *p = order; *p; p++)
    if (strchr(seen, *p)) return rt_str_new(p, 1);
  return rt_str_new(seen, 1);
}

static void try_iter(void *p) {
  Value *v = p;
  *v = rt_iter(*v);
}

/* np.iterable(y): iter(y) works (any error it raises means no). */
static Value f_iterable(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("iterable", argc, kw, 1, 1);
  Value it = argv[0];
  if (rt_pcall(try_iter, &it)) {
    rt_error_clear();
    return rt_bool(false);
  }
  rt_decref(it);
  return rt_bool(true);
}

/* np.isfortran(a): Fortran-contiguous and not C-contiguous. */
static Value f_isfortran(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("isfortran", argc, kw, 1, 1);
  if (!rt_is_array(argv[0])) rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'flags'", rt_type_name(argv[0]));
  const Array *a = RT_AS(Array, argv[0]);
  if (a->ndim < 2 || rt_array_is_c_contiguous(a)) return rt_bool(false);
  int64_t want = rt_dtypes[a->dtype].itemsize;
  for (int d = 0; d < a->ndim; d++) {
    if (a->shape[d] != 1 && a->strides[d] != want) return rt_bool(false);
    want *= a->shape[d];
  }
  return rt_bool(true);
}

static void add_warning(Value m, const char *name, ExcKind base_kind) {
  Value base = rt_exc_class(base_kind);
  Value bases = rt_tuple_from(1, &base);
  int mark = rt_cleanup_push_value(&bases);
  Value cls = rt_class_new(name, bases);
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("numpy"));
  rt_class_finish(cls, rt_none());
  rt_module_set(m, name, cls);
  rt_cleanup_pop(mark, true);
}

/* np.sctypes: the scalar classes by family, as the module holds them (registered before). */
static void add_sctypes(Value m) {
  static const char *const fam[][6] = {
      {"int", "int8", "int16", "int32", "int64", NULL},
      {"uint", "uint8", "uint16", "uint32", "uint64", NULL},
      {"float", "float16", "float32", "float64", "float128", NULL},
      {"complex", "complex64", "complex128", "complex256", NULL, NULL},
      {"others", "bool", "object", "bytes", "str", "void"}};
  Value d = rt_dict_new();
  rt_module_set(m, "sctypes", d); /* the module holds it from here on */
  for (size_t i = 0; i < sizeof fam / sizeof fam[0]; i++) {
    Value l = rt_list_new(0);
    for (int k = 1; k < 6 && fam[i][k]; k++) {
      bool builtin = i == 4 && k < 5;
      Value t = builtin ? rt_builtin_lookup(fam[i][k]) : rt_module_lookup(m, fam[i][k]);
      if (!rt_is_undef(t)) rt_list_append(l, t);
    }
    Value key = rt_str_from_c(fam[i][0]);
    rt_dict_set(d, key, l);
    rt_decref(key);
    rt_decref(l);
  }
}

/* sctypeDict: names and codes to scalar classes; typecodes: NumPy's code strings. */
static void add_tables(Value m) {
  static const char *const names[] = {"bool", "bool_", "?", "b1", "int8", "i1", "b", "byte", "int16", "i2", "h",
      "short", "int32", "i4", "i", "intc", "int64", "i8", "l", "q", "int_", "longlong", "p",
      "intp", "uint8", "u1", "B", "ubyte", "uint16", "u2", "H", "ushort", "uint32", "u4", "I",
      "uintc", "uint64", "u8", "L", "Q", "uint", "ulonglong", "P", "uintp", "float16", "f2", "e",
      "half", "float32", "f4", "f", "single", "float64", "f8", "d", "double", "float", "float_",
      "complex64", "c8", "F", "csingle", "complex128", "c16", "D", "complex", "cdouble", "cfloat",
      "complex_", "longdouble", "g", "f16", "float128", "longfloat"};
  Value d = rt_dict_new();
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
    Value n = rt_str_from_c(names[i]);
    Value t = np_dvar_scalar_type(rt_dtype_from_value(n), np_dvar_of_spec(n)); /* 'q': longlong */
    rt_dict_set(d, n, t);
    rt_decref(n);
    rt_decref(t);
  }
  rt_module_set(m, "sctypeDict", d);
  static const char *const codes[][2] = {
      {"Character", "c"}, {"Integer", "bhilqp"}, {"UnsignedInteger", "BHILQP"}, {"Float", "efdg"},
      {"Complex", "FDG"}, {"AllInteger", "bBhHiIlLqQpP"}, {"AllFloat", "efdgFDG"},
      {"Datetime", "Mm"}, {"All", "?bhilqpBHILQPefdgFDGSUVOMm"}};
  Value tc = rt_dict_new();
  for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++) {
    Value k = rt_str_from_c(codes[i][0]), v = rt_str_from_c(codes[i][1]);
    rt_dict_set(tc, k, v);
    rt_decref(k);
    rt_decref(v);
  }
  rt_module_set(m, "typecodes", tc);
  add_sctypes(m);
}

void np_register_typeinfo(Value m) {
  rt_module_add_fn(m, "find_common_type", f_find_common_type);
  rt_module_add_fn(m, "common_type", f_common_type);
  rt_module_add_fn(m, "min_scalar_type", f_min_scalar_type);
  rt_module_add_fn(m, "typename", f_typename);
  rt_module_add_fn(m, "sctype2char", f_sctype2char);
  rt_module_add_fn(m, "obj2sctype", f_obj2sctype);
  rt_module_add_fn(m, "issctype", f_issctype);
  rt_module_add_fn(m, "mintypecode", f_mintypecode);
  rt_module_add_fn(m, "iterable", f_iterable);
  rt_module_add_fn(m, "isfortran", f_isfortran);
  rt_module_set(m, "little_endian", rt_bool(true));
  add_warning(m, "ComplexWarning", RT_EXC_RuntimeWarning);
  add_warning(m, "VisibleDeprecationWarning", RT_EXC_UserWarning);
  add_warning(m, "ModuleDeprecationWarning", RT_EXC_DeprecationWarning);
  add_warning(m, "TooHardError", RT_EXC_RuntimeError);
  add_tables(m);
}
