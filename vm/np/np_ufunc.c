/* np_ufunc.c — NumPy's ufunc machinery and the np.* elementwise functions.
 *
 * An application resolves the operand dtypes (NumPy 1.24's value-based rules for arrays meeting
 * scalars — a scalar of the same or a lower kind widens the array's dtype only when its value
 * does not fit — and plain type promotion when only scalars meet), maps
 * the promoted dtype to the operation's computation dtype (np_loops.h: NpClass), casts the
 * operands, broadcasts, and runs the typed inner loop through the iterator. Results of all-0-d
 * operands are NumPy scalars; operations on NumPy scalars and Python numbers alone take a fast
 * path that runs the same loop on one element without temporary arrays.
 * Also here: where, clip, round/around and their array methods.
 */
#include <fenv.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "np_loops.h"
#include "np_raise.h"
#include "np_course.h"
#include "np_datetime.h"
#include "np_korder.h"
#include "np_dvar.h"
#include "np_errstate.h"
#include "np_ma.h"
#include "np_objarray.h"
#include "../obj/bigint.h"
#include "np_strarray.h"
#include "../obj/complex.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

int np_kind_rank(DType dt) {
  char k = rt_dtypes[dt].kind;
  return k == 'b' ? 0 : k == 'f' ? 2 : k == 'c' ? 3 : 1;
}

/* NumPy 1.24's kind categories for value-based casting: floats and complex are one. */
static int value_category(DType dt) {
  int r = np_kind_rank(dt);
  return r > 2 ? 2 : r;
}

DType np_sum_dtype(DType dt) {
  char k = rt_dtypes[dt].kind;
  if (k == 'b' || k == 'i') return DT_INT64;
  if (k == 'u') return DT_UINT64;
  return dt;
}

Value np_scalar_if_0d(Value arr) {
  Array *a = RT_AS(Array, arr);
  if (a->ndim != 0) return arr;
  Value s = rt_npscalar_new(a->dtype, a->data);
  rt_decref(arr);
  return s;
}

/* A Python int past int64 that uint64 holds: NumPy takes it as a uint64 scalar (value-based:
 * np.zeros(2) + 2**63 is float64). Larger ones are objects (np_obj_huge_int_hook). */
static bool uint64_int(Value v) {
  uint64_t u;
  return rt_is_bigint(v) && rt_int_to_u64(v, &u);
}

bool np_is_operand(Value v) {
  switch (v.tag) {
    case RT_BOOL: case RT_INT: case RT_FLOAT: return true;
    case RT_OBJ:
      return rt_is_array(v) || rt_is_npscalar(v) || rt_is_list(v) || rt_is_tuple(v) ||
             rt_is_complex(v) || v.as.o->type->as_array || uint64_int(v);
    default: return false;
  }
}

/* ---- operand classification and promotion ---- */
typedef struct Operand {
  Value arr;     /* an Array (new reference); RT_UNDEF for a Python number, and for a NumPy
                    scalar on the scalar fast path */
  Value py;      /* the operand as given (borrowed) */
  DType dt;      /* own dtype, or the default dtype of a Python number */
  bool zero_d;   /* NumPy scalar, 0-d array or Python number */
  bool weak;     /* a Python number */
} Operand;

static void operand_init(Operand *o, Value v) {
  o->arr = rt_undef();
  o->py = v;
  if (v.tag == RT_BOOL || v.tag == RT_INT || v.tag == RT_FLOAT || rt_is_complex(v)) {
    o->dt = v.tag == RT_BOOL ? DT_BOOL : v.tag == RT_INT ? DT_INT64
            : v.tag == RT_FLOAT ? DT_FLOAT64 : DT_COMPLEX128;
    o->zero_d = o->weak = true;
    return;
  }
  o->weak = false;
  o->arr = rt_array_from_value(v, -1);
  Array *a = RT_AS(Array, o->arr);
  o->dt = a->dtype;
  o->zero_d = a->ndim == 0;
}

static bool int_fits(DType dt, int64_t v) {
  switch (dt) {
    case DT_INT8: return v >= INT8_MIN && v <= INT8_MAX;
    case DT_INT16: return v >= INT16_MIN && v <= INT16_MAX;
    case DT_INT32: return v >= INT32_MIN && v <= INT32_MAX;
    case DT_UINT8: return v >= 0 && v <= UINT8_MAX;
    case DT_UINT16: return v >= 0 && v <= UINT16_MAX;
    case DT_UINT32: return v >= 0 && v <= UINT32_MAX;
    case DT_UINT64: return v >= 0;
    default: return true;
  }
}

/* NumPy's min_scalar_type for an integer value; a non-negative value meeting a signed array
 * takes the smallest signed type that holds it (int8 array + 1000 -> int16). */
static DType min_int_type(int64_t v, bool prefer_signed) {
  static const DType uns[] = {DT_UINT8, DT_UINT16, DT_UINT32, DT_UINT64};
  static const DType sig[] = {DT_INT8, DT_INT16, DT_INT32, DT_INT64};
  const DType *t = (v < 0 || prefer_signed) ? sig : uns;
  for (int i = 0; i < 4; i++)
    if (int_fits(t[i], v)) return t[i];
  return DT_INT64;
}

/* NumPy's min_scalar_type of a float value: float16 inside +-65000 (inf and NaN too), float32
 * inside +-3.4e38 (convert_datatype.c's own bounds, not the types' exact ranges). */
static DType min_float_type(DType dt, double v) {
  if (dt == DT_FLOAT16 || (v > -65000 && v < 65000) || !isfinite(v)) return DT_FLOAT16;
  if (dt == DT_FLOAT32 || (v > -3.4e38 && v < 3.4e38)) return DT_FLOAT32;
  return DT_FLOAT64;
}

/* NumPy 1.24's value-based casting: a scalar of the same or a lower kind than the arrays'
 * promoted dtype s takes part as the smallest type that holds its value (min_scalar_type):
 * int8 array + 1000 -> int16; float16 array + 1000 (uint16) -> float32; float32 array +
 * 1e300 -> float64. */
static DType value_based(DType s, const Operand *o) {
  int rank = np_kind_rank(s);
  bool is_int = o->weak ? o->py.tag == RT_INT : np_kind_rank(o->dt) == 1;
  bool is_flt = o->weak ? o->py.tag == RT_FLOAT : rt_dtypes[o->dt].kind == 'f';
  const char *elem = o->weak ? NULL : RT_AS(Array, o->arr)->data;
  if (rank >= 1 && is_int) {
    if (!o->weak && o->dt == DT_UINT64 && rt_elem_get_u64(o->dt, elem) > INT64_MAX)
      return rt_dtype_promote(s, DT_UINT64);
    int64_t v = o->weak ? o->py.as.i : rt_elem_get_i64(o->dt, elem);
    if (rank == 1 && int_fits(s, v)) return s;
    return rt_dtype_promote(s, min_int_type(v, rank == 1 && rt_dtypes[s].kind == 'i'));
  }
  if (rank >= 2 && is_flt) {
    double v = o->weak ? o->py.as.f : rt_elem_get_f64(o->dt, elem);
    if (!o->weak && o->dt == DT_LONGDOUBLE) { /* past float64's range it stays long double */
      long double x = np_ld_get(o->dt, elem);
      if (isfinite(x) && (x >= 1.7e308L || x <= -1.7e308L)) return rt_dtype_promote(s, DT_LONGDOUBLE);
    }
    return rt_dtype_promote(s, min_float_type(o->weak ? DT_FLOAT64 : o->dt, v));
  }
  if (rank >= 2 && (o->weak ? rt_is_complex(o->py) : o->dt == DT_COMPLEX128)) {
    /* min_scalar_type of a complex value: complex64 when both parts are inside +-3.4e38 */
    double re, im;
    if (o->weak) re = RT_AS(Complex, o->py)->re, im = RT_AS(Complex, o->py)->im;
    else memcpy(&re, elem, 8), memcpy(&im, elem + 8, 8);
    bool fits = re > -3.4e38 && re < 3.4e38 && im > -3.4e38 && im < 3.4e38;
    return rt_dtype_promote(s, fits ? DT_COMPLEX64 : DT_COMPLEX128);
  }
  if (rank >= 2 && o->dt == DT_COMPLEX64) return rt_dtype_promote(s, DT_COMPLEX64);
  return s;
}

/* The promoted dtype of the operands, NumPy 1.24's rules: when only scalars meet (NumPy
 * scalars, 0-d arrays, Python numbers as int64/float64/bool), plain type promotion
 * (np.float32(0.1) * 1000 is a float64, np.int8(100) + 1000 an int64); when arrays meet
 * scalars, a scalar of a higher kind promotes by type and one of the same or a lower kind only
 * by value (value_based). */
static DType promote_operands(int n, const Operand *ops) {
  bool any_nd = false;
  for (int i = 0; i < n; i++) any_nd |= !ops[i].zero_d;
  int s = -1;
  for (int i = 0; i < n; i++) {
    if (!any_nd || !ops[i].zero_d)
      s = s < 0 ? (int)ops[i].dt : (int)rt_dtype_promote((DType)s, ops[i].dt);
  }
  if (!any_nd) return (DType)s;
  for (int i = 0; i < n; i++) {
    if (!ops[i].zero_d) continue;
    if (value_category(ops[i].dt) > value_category((DType)s)) {
      s = rt_dtype_promote((DType)s, ops[i].dt);
    } else {
      s = value_based((DType)s, &ops[i]);
    }
  }
  return (DType)s;
}


/* The mantissa's type for ldexp's (float, int) loops: a scalar mantissa beside an array exponent
 * of no lower kind counts by its value (NumPy's min_scalar_type: ldexp(3, [1, 2]) is float16). */
static DType ldexp_mantissa_type(const Operand *ops) {
  const Operand *o = &ops[0];
  if (!o->zero_d || ops[1].zero_d || value_category(o->dt) > value_category(ops[1].dt) ||
      np_kind_rank(o->dt) != 1)
    return promote_operands(1, ops);
  if (!o->weak && o->dt == DT_UINT64) {
    uint64_t u = rt_elem_get_u64(o->dt, RT_AS(Array, o->arr)->data);
    return u <= UINT8_MAX ? DT_UINT8 : u <= UINT16_MAX ? DT_UINT16 : u <= UINT32_MAX ? DT_UINT32 : DT_UINT64;
  }
  if (o->weak && o->py.tag != RT_INT) return promote_operands(1, ops);
  int64_t v = o->weak ? o->py.as.i : rt_elem_get_i64(o->dt, RT_AS(Array, o->arr)->data);
  if (v >= 0)
    return v <= UINT8_MAX ? DT_UINT8 : v <= UINT16_MAX ? DT_UINT16 : v <= UINT32_MAX ? DT_UINT32 : DT_UINT64;
  return v >= INT8_MIN ? DT_INT8 : v >= INT16_MIN ? DT_INT16 : v >= INT32_MIN ? DT_INT32 : DT_INT64;
}

_Noreturn void np_ufunc_no_loop(const char *name) {
  rt_raise(RT_EXC_TypeError,
           "ufunc '%s' not supported for the input types, and the inputs could not be safely "
           "coerced to any supported types according to the casting rule ''safe''",
           name);
}

/* Computation dtype of an operation of class cls on promoted dtype s. */
DType np_class_dtype(NpClass cls, DType s, const char *name) {
  int rank = np_kind_rank(s);
  switch (cls) {
    case NPC_NUM: return s == DT_BOOL ? DT_INT8 : s;
    case NPC_DIV: return rank >= 2 ? s : DT_FLOAT64;
    case NPC_FLT: /* NumPy's smallest float that holds the integers: bool and 1-byte ints float16 */
      if (rank >= 2) return s;
      return rt_dtypes[s].itemsize == 1 ? DT_FLOAT16 : rt_dtypes[s].itemsize == 2 ? DT_FLOAT32
                                                                                  : DT_FLOAT64;
    case NPC_INT: if (rank >= 2) np_ufunc_no_loop(name); return s;
    default: return s;
  }
}

static void operands_release(int n, Operand *ops) {
  for (int i = 0; i < n; i++) {
    rt_decref(ops[i].arr);
    ops[i].arr = rt_undef(); /* the slot may be registered for unwinding (operands_guard) */
  }
}

/* Registers ops[0..n).arr to be released if an exception unwinds (the slots start empty);
 * returns the mark for rt_cleanup_pop. */
static int operands_guard(int n, Operand *ops) {
  int mark = -1;
  for (int i = 0; i < n; i++) {
    ops[i].arr = rt_undef();
    int m = rt_cleanup_push_value(&ops[i].arr);
    if (i == 0) mark = m;
  }
  return mark;
}

DType np_result_type_of(int n, const Value *vals) {
  Operand ops[32] = {0};
  if (n > 32) rt_raise(RT_EXC_ValueError, "at most 32 arrays or dtypes are supported, got %d", n);
  int mark = operands_guard(n, ops);
  for (int i = 0; i < n; i++) operand_init(&ops[i], vals[i]);
  DType s = promote_operands(n, ops);
  operands_release(n, ops);
  rt_cleanup_pop(mark, false);
  return s;
}

/* Casts every operand to dt, in place (ops[i].arr becomes an Array of dtype dt). */
/* Whether the loops can read a's elements as C values: a structured array's field view
 * (12-byte records holding a float64) is not, and goes through an aligned copy, as NumPy
 * buffers unaligned operands. */
bool np_elements_aligned(const Array *a) {
  size_t align = (size_t)rt_dtypes[a->dtype].itemsize;
  if (rt_dtypes[a->dtype].kind == 'c') align /= 2;
  if (align <= 1) return true;
  if ((uintptr_t)a->data % align) return false;
  for (int d = 0; d < a->ndim; d++)
    if (a->shape[d] > 1 && (uint64_t)a->strides[d] % align) return false;
  return true;
}

static void operands_cast(int n, Operand *ops, DType dt) {
  for (int i = 0; i < n; i++) {
    Value src = rt_is_undef(ops[i].arr) ? ops[i].py : ops[i].arr;
    Value c = rt_array_from_value(src, (int)dt);
    rt_decref(ops[i].arr);
    ops[i].arr = c;
    if (!np_elements_aligned(RT_AS(Array, c))) {
      ops[i].arr = rt_array_contiguous(c, true);
      rt_decref(c);
    }
  }
}

/* Checks NumPy's "Integers to negative integer powers are not allowed." */
static void check_int_power(const Array *e) {
  if (rt_dtypes[e->dtype].kind != 'i') return;
  NpIter it;
  for (np_iter_init(&it, e); it.more; np_iter_next(&it))
    if (rt_elem_get_i64(e->dtype, it.ptr) < 0)
      rt_raise(RT_EXC_ValueError, "Integers to negative integer powers are not allowed.");
}


/* NumPy's checks on an out= array (also the target of a += b): it must be writeable, the
 * broadcast shape must be its shape, and the result must cast to it under the 'same_kind'
 * rule. */
static void check_out_cast(const Array *o, DType odt, const char *name) {
  if (!o->writeable) rt_raise(RT_EXC_ValueError, "output array is read-only");
  if (np_kind_rank(odt) > np_kind_rank(o->dtype))
    rt_raise(RT_EXC_UFuncOutputCastingError,
             "Cannot cast ufunc '%s' output from dtype('%s') to dtype('%s') with casting rule "
             "'same_kind'", name, rt_dtypes[odt].name, rt_dtypes[o->dtype].name);
}

/* The checks come in NumPy's order: the cast (type resolution) before any shape (a += b with
 * b complex and of another shape reports the cast). */
static void check_out_shape(const Array *o, int nd, const int64_t *shape) {
  if (o->ndim != nd || memcmp(o->shape, shape, sizeof(int64_t) * (size_t)nd) != 0)
    np_raise_two_shapes("non-broadcastable output operand with shape ", o->ndim, o->shape,
                        " doesn't match the broadcast shape ", nd, shape);
}

/* Runs loop over the cast operands into a fresh array of dtype odt (or into out), then turns an
 * all-0-d result into a NumPy scalar. Consumes the operands. */
/* NumPy's default order='K' keeps the operands' layout: the result's axes follow the
 * operands' strides (np_korder.c). Worked out before the operands are cast (casting makes
 * C-ordered copies). */
typedef struct Layout {
  bool permuted; /* false: C order */
  int perm[RT_MAXDIM];
} Layout;

static Layout result_layout(int n, const Operand *ops) {
  Layout L = {.permuted = false};
  const Array *arrs[4];
  int k = 0, nd = 0;
  for (int i = 0; i < n && k < 4; i++) {
    if (ops[i].zero_d || rt_is_undef(ops[i].arr)) continue;
    arrs[k] = RT_AS(Array, ops[i].arr);
    if (arrs[k]->ndim > nd) nd = arrs[k]->ndim;
    k++;
  }
  if (nd >= 2) L.permuted = np_korder_perm(k, arrs, nd, NULL, L.perm);
  return L;
}

/* The byte range [*lo, *hi) that a's elements occupy. */
static void byte_range(const Array *a, const char **lo, const char **hi) {
  const char *l = a->data, *h = a->data;
  for (int d = 0; d < a->ndim; d++) {
    int64_t ext = (a->shape[d] - 1) * a->strides[d];
    if (ext < 0) l += ext;
    else h += ext;
  }
  *lo = l;
  *hi = h + rt_dtypes[a->dtype].itemsize;
}

/* Whether input a, broadcast to o's shape, walks o's own elements in o's order (a += b's a). */
static bool walks_as(const Array *a, const Array *o) {
  if (a->data != o->data || a->ndim != o->ndim || a->dtype != o->dtype) return false;
  for (int d = 0; d < a->ndim; d++)
    if (a->shape[d] != o->shape[d] || (a->shape[d] > 1 && a->strides[d] != o->strides[d]))
      return false;
  return true;
}

/* NumPy computes a ufunc as though every input that overlaps the output had been copied first
 * (v[1:] += v[:-1] adds the old values): such inputs are copied, except an input that is the
 * output itself. */
static void unalias_inputs(int nin, Operand *ops, Array **arrs, const Array *o) {
  if (o->size == 0) return;
  const char *olo, *ohi;
  byte_range(o, &olo, &ohi);
  for (int i = 0; i < nin; i++) {
    const Array *a = arrs[i];
    if (a->size == 0 || walks_as(a, o)) continue;
    const char *lo, *hi;
    byte_range(a, &lo, &hi);
    if (hi <= olo || ohi <= lo) continue;
    Value c = rt_array_contiguous(ops[i].arr, true);
    rt_decref(ops[i].arr);
    ops[i].arr = c;
    arrs[i] = RT_AS(Array, c);
  }
}

static Value run_loop(int nin, Operand *ops, NpLoop loop, DType odt, Value out, const char *name,
                      bool fp_checks, const Layout *lay) {
  Array *arrs[4];
  int64_t shape[RT_MAXDIM];
  bool all0d = true;
  for (int i = 0; i < nin; i++) {
    arrs[i] = RT_AS(Array, ops[i].arr);
    all0d &= ops[i].zero_d;
  }
  Array *o = rt_is_array(out) ? RT_AS(Array, out) : NULL;
  if (o) check_out_cast(o, odt, name);
  int nd = np_broadcast_shape(nin, arrs, shape);
  if (o) check_out_shape(o, nd, shape);
  bool direct = o && o->dtype == odt && o->ndim == nd &&
                memcmp(o->shape, shape, sizeof(int64_t) * (size_t)nd) == 0 &&
                np_elements_aligned(o); /* an unaligned out (a field view) gets the result copied in */
  Value res = direct ? out : np_array_new_perm(odt, nd, shape, lay->permuted && !o ? lay->perm : NULL);
  if (direct) rt_incref(out);
  int mark = rt_cleanup_push_value(&res);
  arrs[nin] = RT_AS(Array, res);
  if (direct) unalias_inputs(nin, ops, arrs, arrs[nin]);
  /* walk a permuted result (a new one, or an out= such as a reused temporary) in its memory
   * order: the loops are elementwise and overlapping inputs were copied, so only speed */
  Array views[5];
  int wperm[RT_MAXDIM];
  const Array *dst = arrs[nin];
  bool walk = !o ? lay->permuted : direct && nd >= 2 && np_korder_perm(1, &dst, nd, NULL, wperm);
  if (walk) {
    for (int i = 0; i <= nin; i++) {
      np_korder_view(arrs[i], nd, shape, !o ? lay->perm : wperm, &views[i]);
      arrs[i] = &views[i];
    }
  }
  np_int_divzero = 0;
  if (fp_checks) feclearexcept(FE_ALL_EXCEPT);
  np_iter_run_par(nin + 1, arrs, loop);
  int flags = fp_checks ? fetestexcept(np_fp_report_flags()) : 0;
  operands_release(nin, ops);
  np_int_report(name);
  if (o && !direct) {
    /* casting into out belongs to the ufunc: an overflow there (float64 into float32) is
     * reported under the ufunc's name, together with the loop's flags */
    if (fp_checks) feclearexcept(FE_ALL_EXCEPT);
    rt_array_assign(out, res);
    if (fp_checks) flags |= fetestexcept(np_fp_report_flags());
    np_report_fp(flags, name);
    rt_cleanup_pop(mark, true);
    rt_incref(out);
    return out;
  }
  np_report_fp(flags, name);
  rt_cleanup_pop(mark, false);
  if (o) return res;
  return all0d ? np_scalar_if_0d(res) : res;
}

/* ---- scalar fast path: NumPy scalars and Python numbers, without temporary arrays ---- */
static bool scalar_operand(Value v, Operand *o) {
  if (v.tag == RT_BOOL || v.tag == RT_INT || v.tag == RT_FLOAT || rt_is_complex(v)) {
    operand_init(o, v);
    return true;
  }
  if (!rt_is_npscalar(v)) return false;
  o->arr = rt_undef();
  o->py = v;
  o->dt = RT_AS(NpScalar, v)->dtype;
  o->zero_d = true;
  o->weak = false;
  return true;
}

/* Writes operand o's value, cast to dt, at dst (16 bytes suffice for every dtype). */
static void scalar_cast(const Operand *o, DType dt, char *dst) {
  if (!o->weak) {
    rt_elem_cast(dt, dst, o->dt, RT_AS(NpScalar, o->py)->as.bytes);
    return;
  }
  union { uint8_t b; int64_t i; double f; NpCdouble c; } src;
  if (o->py.tag == RT_BOOL) src.b = o->py.as.b;
  else if (o->py.tag == RT_INT) src.i = o->py.as.i;
  else if (o->py.tag == RT_FLOAT) src.f = o->py.as.f;
  else src.c = (NpCdouble){RT_AS(Complex, o->py)->re, RT_AS(Complex, o->py)->im};
  rt_elem_cast(dt, dst, o->dt, (const char *)&src);
}

/* Runs a loop on one element per operand; returns the NumPy scalar result. */
static Value scalar_run(int nin, const Operand *ops, DType c, NpLoop loop, DType odt,
                        const char *name, bool fp_checks, bool int_power) {
  /* One element each, 64 bytes apart, with contiguous strides: loops that pick a SIMD
   * variant as NumPy's do then pick the one NumPy's scalar math agrees with (a complex
   * multiply's plain products; for a unary complex input the wide stride gives hypot for
   * abs, as NumPy's scalar abs). */
  int64_t buf[4][8] = {{0}}, strides[4] = {0};
  char *p[4];
  for (int i = 0; i < nin; i++) {
    scalar_cast(&ops[i], c, (char *)buf[i]);
    p[i] = (char *)buf[i];
    strides[i] = rt_dtypes[c].itemsize * (nin == 1 && rt_dtypes[c].kind == 'c' ? 16 : 1);
  }
  strides[nin] = rt_dtypes[odt].itemsize;
  if (int_power && rt_dtypes[c].kind == 'i' && rt_elem_get_i64(c, p[1]) < 0)
    rt_raise(RT_EXC_ValueError, "Integers to negative integer powers are not allowed.");
  p[nin] = (char *)buf[3];
  np_int_divzero = 0;
  if (fp_checks) feclearexcept(FE_ALL_EXCEPT);
  loop(1, p, strides);
  int flags = fp_checks ? fetestexcept(np_fp_report_flags()) : 0;
  np_int_report(name);
  np_report_fp(flags, name);
  return rt_npscalar_new(odt, p[nin]);
}

/* The float loops whose floating-point flags become NumPy's warnings ("overflow encountered in
 * multiply", ...): all but the comparisons and selections (maximum, minimum, heaviside), whose
 * NaN comparisons raise the invalid flag where NumPy reports nothing. */
static bool binary_fp_checks(NpBinary op) {
  return op == NPB_ADD || op == NPB_SUB || op == NPB_MUL || op == NPB_DIV ||
         op == NPB_FLOORDIV || op == NPB_MOD || op == NPB_POW || op == NPB_FMOD ||
         op == NPB_ARCTAN2 || op == NPB_HYPOT || op == NPB_LOGADDEXP || op == NPB_LOGADDEXP2 ||
         op == NPB_LDEXP;
}

bool np_operator_pending;

/* NumPy's scalar math (operators on NumPy integer scalars, not ufunc calls) reports integer
 * overflow: add, subtract, multiply and floor_divide (MIN // -1) whose exact result leaves the
 * dtype's range, negative of MIN (of any nonzero unsigned value), absolute of MIN. */
static bool int_overflows(int op, bool unary, DType c, const char *pa, const char *pb) {
  bool uns = rt_dtypes[c].kind == 'u';
  int bits = 8 * rt_dtypes[c].itemsize;
  if (uns) {
    unsigned __int128 a = rt_elem_get_u64(c, pa), b = pb ? rt_elem_get_u64(c, pb) : 0, r;
    unsigned __int128 max = bits == 64 ? (unsigned __int128)UINT64_MAX : ((unsigned __int128)1 << bits) - 1;
    if (unary) return op == NPU_NEG && a != 0;
    if (op == NPB_SUB) return b > a;
    r = op == NPB_ADD ? a + b : op == NPB_MUL ? a * b : 0;
    return r > max;
  }
  __int128 a = rt_elem_get_i64(c, pa), b = pb ? rt_elem_get_i64(c, pb) : 0, r;
  __int128 max = ((__int128)1 << (bits - 1)) - 1, min = -max - 1;
  if (unary) return (op == NPU_NEG || op == NPU_ABS) && a == min;
  switch (op) {
  case NPB_ADD: r = a + b; break;
  case NPB_SUB: r = a - b; break;
  case NPB_MUL: r = a * b; break;
  case NPB_FLOORDIV: return a == min && b == -1;
  default: return false;
  }
  return r > max || r < min;
}

/* Checks the scalar operation about to run (operands cast to c) and warns as NumPy does. */
static void check_int_overflow(int op, bool unary, int nin, const Operand *ops, DType c,
                               const char *sname) {
  char k = rt_dtypes[c].kind;
  if (k != 'i' && k != 'u') return;
  int64_t buf[2][2] = {{0}};
  for (int i = 0; i < nin; i++) scalar_cast(&ops[i], c, (char *)buf[i]);
  if (int_overflows(op, unary, c, (char *)buf[0], nin > 1 ? (char *)buf[1] : NULL))
    np_warn("overflow", sname);
}

/* np.longlong operands give np.longlong results (np_dvar.c), except where NumPy 1.24's array
 * loops for the operation list long before longlong (floor_divide, remainder, power, the
 * bitwise and shift ones): there only two longlong arrays find the 'qq->q' loop; a scalar int64 on the left
 * keeps its own type (np.int64(1) + np.longlong(2)). */
void np_binary_dvar(NpBinary op, bool scalars, Value r, Value a, Value b) {
  if (!scalars && (op == NPB_FLOORDIV || op == NPB_MOD || op == NPB_POW ||
                   (op >= NPB_AND && op <= NPB_RSHIFT))) {
    if (rt_is_array(a) && rt_is_array(b) && (np_dvar_of(a) & np_dvar_of(b) & NP_DVAR_LONGLONG) &&
        RT_AS(Array, a)->dtype == RT_AS(Array, b)->dtype)
      np_dvar_result(r, a, b);
    return;
  }
  if (scalars && rt_is_npscalar(a) && rt_is_npscalar(r) && !RT_AS(NpScalar, a)->dvar &&
      RT_AS(NpScalar, a)->dtype == RT_AS(NpScalar, r)->dtype)
    return;
  np_dvar_result(r, a, b);
}

static bool is_two(Value v) {
  if (v.tag == RT_INT) return v.as.i == 2;
  if (v.tag == RT_FLOAT) return v.as.f == 2.0;
  return rt_is_npscalar(v) && np_scalar_to_double(v) == 2.0;
}

Value np_apply_binary(NpBinary op, Value a, Value b, Value out) {
  return np_apply_binary_as(op, a, b, out, NULL);
}

/* np_apply_binary whose warnings name the ufunc `as` (NULL: op's own name), for NumPy's fast
 * `x ** -1`, np.reciprocal computed as 1/x. */
Value np_apply_binary_as(NpBinary op, Value a, Value b, Value out, const char *as) {
  bool via_operator = np_operator_pending;
  np_operator_pending = false;
  Value huge = np_obj_huge_int_hook(as ? as : np_binary_names[op], a, b, out);
  if (!rt_is_undef(huge)) return huge;
  if (!np_is_operand(a) || !np_is_operand(b)) return rt_undef();
  Operand ops[2];
  int mark = operands_guard(2, ops);
  bool scalars = rt_is_undef(out) && scalar_operand(a, &ops[0]) && scalar_operand(b, &ops[1]);
  if (!scalars) {
    operand_init(&ops[0], a);
    operand_init(&ops[1], b);
  }
  DType s = promote_operands(2, ops);
  const char *name = as ? as : np_binary_names[op];
  if (op == NPB_SUB && s == DT_BOOL)
    rt_raise(RT_EXC_TypeError,
             "numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, "
             "the `^` operator, or the logical_xor function instead.");
  if (op == NPB_LDEXP) { /* NumPy's loops are (float, int): the mantissa alone sets the type */
    if (np_kind_rank(ops[1].dt) >= 2) np_ufunc_no_loop(name);
    s = ldexp_mantissa_type(ops);
  }
  NpClass cls = np_binary_class[op];
  DType c = np_class_dtype(cls, s, name);
  NpLoop loop = np_binary_loop(op, c);
  if (!loop) np_ufunc_no_loop(name);
  DType odt = cls == NPC_CMP ? DT_BOOL : c;
  bool fp = binary_fp_checks(op) && np_kind_rank(c) == 2;
  Value r;
  if (scalars) {
    char sname[48]; /* NumPy's scalar math names its errors "scalar divide" */
    snprintf(sname, sizeof sname, "scalar %s", name);
    if (via_operator && op == NPB_POW && (c == DT_FLOAT64 || c == DT_FLOAT32))
      loop = c == DT_FLOAT64 ? np_loop_pow_f64_libm : np_loop_pow_f32_libm; /* scalar math: libm */
    r = scalar_run(2, ops, c, loop, odt, via_operator ? sname : name, fp, op == NPB_POW);
    if (via_operator) {
      int m2 = rt_cleanup_push_value(&r);
      check_int_overflow(op, false, 2, ops, c, sname);
      rt_cleanup_pop(m2, false);
    }
  } else {
    Layout lay = result_layout(2, ops);
    operands_cast(2, ops, c);
    if (op == NPB_POW) check_int_power(RT_AS(Array, ops[1].arr));
    r = run_loop(2, ops, loop, odt, out, name, fp, &lay);
  }
  rt_cleanup_pop(mark, false);
  /* q ** 2 is NumPy's fast scalar power, np.square: longlong as every unary result */
  bool square = via_operator && op == NPB_POW && !scalars && is_two(b);
  if (rt_is_undef(out)) square ? np_dvar_result(r, a, b) : np_binary_dvar(op, scalars, r, a, b);
  return r;
}

/* The same for unary loops: not sign (NaN comparisons), nor tanh, whose vector paths raise
 * flags NumPy's do not (sin, cos, tan and expm1's loops drop their kernels' flags themselves,
 * np_trig_flags.c, np_svml_exp.c). */
static bool unary_fp_checks(NpUnary op) {
  return np_unary_class[op] == NPC_FLT ? op != NPU_TANH
                                       : op == NPU_SQUARE || op == NPU_NEG || op == NPU_RECIPROCAL;
}

Value np_apply_unary(NpUnary op, Value a, Value out) {
  bool via_operator = np_operator_pending;
  np_operator_pending = false;
  if (!np_is_operand(a)) return rt_undef();
  Operand ops[1];
  int mark = operands_guard(1, ops);
  bool scalars = rt_is_undef(out) && scalar_operand(a, &ops[0]);
  if (!scalars) operand_init(&ops[0], a);
  DType s = promote_operands(1, ops);
  const char *name = np_unary_names[op];
  if (op == NPU_NEG && s == DT_BOOL)
    rt_raise(RT_EXC_TypeError,
             "The numpy boolean negative, the `-` operator, is not supported, use the `~` "
             "operator or the logical_not function instead.");
  NpClass cls = np_unary_class[op];
  DType c = (cls == NPC_PRED || (op == NPU_ABS)) ? s : np_class_dtype(cls, s, name);
  NpLoop loop = np_unary_loop(op, c);
  if (!loop) np_ufunc_no_loop(name);
  DType odt = cls == NPC_PRED ? DT_BOOL : c;
  if (op == NPU_ABS && rt_dtypes[c].kind == 'c') odt = c == DT_COMPLEX64 ? DT_FLOAT32 : DT_FLOAT64;
  /* complex reciprocal's Smith division sets the flags NumPy's loop reports (0j: invalid) */
  bool fp = unary_fp_checks(op) &&
            (np_kind_rank(c) == 2 || (op == NPU_RECIPROCAL && np_kind_rank(c) == 3));
  Value r;
  if (scalars) {
    r = scalar_run(1, ops, c, loop, odt, name, fp, false);
    if (via_operator) {
      char sname[48];
      snprintf(sname, sizeof sname, "scalar %s", name);
      int m2 = rt_cleanup_push_value(&r);
      check_int_overflow(op, true, 1, ops, c, sname);
      rt_cleanup_pop(m2, false);
    }
  } else {
    Layout lay = result_layout(1, ops);
    operands_cast(1, ops, c);
    r = run_loop(1, ops, loop, odt, out, name, fp, &lay);
  }
  rt_cleanup_pop(mark, false);
  if (rt_is_undef(out)) np_dvar_result(r, a, rt_undef()); /* -q, abs(q): longlong */
  return r;
}

/* ---- fused chains (np_fuse.c): the same resolution, without casting arrays ---- */

/* The resolution itself, on operands already classified. */
static NpLoop fuse_loop(bool binary, int op, int n, Operand *ops, DType *odt, int64_t scal[][2],
                        bool *fp) {
  DType s = promote_operands(n, ops);
  if (s == DT_BOOL && (binary ? op == NPB_SUB : op == NPU_NEG)) return NULL; /* NumPy's TypeError */
  const char *name = binary ? np_binary_names[op] : np_unary_names[op];
  NpClass cls = binary ? np_binary_class[op] : np_unary_class[op];
  if (cls == NPC_CMP || cls == NPC_PRED || cls == NPC_INT || (binary && op == NPB_POW)) return NULL;
  char kind = rt_dtypes[s].kind;
  if (kind != 'f' && kind != 'i' && kind != 'u') return NULL;
  DType c = np_class_dtype(cls, s, name);
  NpLoop loop = binary ? np_binary_loop((NpBinary)op, c) : np_unary_loop((NpUnary)op, c);
  if (!loop) return NULL;
  for (int i = 0; i < n; i++) {
    if (!ops[i].zero_d && ops[i].dt != c) return NULL; /* an array needing a cast */
    if (ops[i].zero_d) scalar_cast(&ops[i], c, (char *)scal[i]);
  }
  *odt = c;
  *fp = (binary ? binary_fp_checks((NpBinary)op) : unary_fp_checks((NpUnary)op)) && np_kind_rank(c) == 2;
  return loop;
}

NpLoop np_fuse_resolve(bool binary, int op, const DType *dts, const Value *scalars, DType *odt,
                       int64_t scal[][2], bool *fp) {
  int n = binary ? 2 : 1;
  Operand ops[2];
  int mark = operands_guard(n, ops);
  bool ok = true;
  for (int i = 0; i < n; i++) {
    Value v = scalars[i];
    if (rt_is_undef(v)) ops[i] = (Operand){rt_undef(), rt_undef(), dts[i], false, false};
    else if (v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL || rt_is_npscalar(v))
      operand_init(&ops[i], v); /* a NumPy scalar's value is read from its 0-d array */
    else ok = false;
  }
  NpLoop loop = ok ? fuse_loop(binary, op, n, ops, odt, scal, fp) : NULL;
  operands_release(n, ops);
  rt_cleanup_pop(mark, false);
  return loop;
}

/* ---- np.* entry points: one native per ufunc, generated from the op tables ---- */
static Value out_arg(Value v) {
  if (rt_is_undef(v) || rt_is_none(v)) return rt_undef();
  if (rt_is_tuple(v) && RT_AS(Tuple, v)->n == 1) v = RT_AS(Tuple, v)->items[0];
  if (!rt_is_array(v)) rt_raise(RT_EXC_TypeError, "return arrays must be of ArrayType");
  return v;
}

/* NumPy's count check for a ufunc call: nin inputs, then at most nout outputs. */
static void check_positional(const char *name, int argc, int nin) {
  if (argc < nin || argc > nin + 1)
    rt_raise(RT_EXC_TypeError, "%s() takes from %d to %d positional arguments but %d were given",
             name, nin, nin + 1, argc);
}

/* a cast to dt in a's layout (NumPy's order='K'): a transposed array stays so. */
static Value astype_keep_order(Value a, DType dt) {
  return np_korder_like(rt_array_astype(a, dt), RT_AS(Array, a));
}

/* dtype= of a ufunc call names the loop: the inputs are cast to it first (same_kind, NumPy's
 * error otherwise), so np.power(100, 8, dtype=np.int32) wraps in int32. Returns the dtype, or
 * -1 where the inputs are left as they are (no dtype, or a kind of input Weft casts after). */
static int loop_dtype(const char *name, NpClass cls, Value dtype, int nin, Value *ins) {
  if (rt_is_undef(dtype) || rt_is_none(dtype)) return -1;
  int d = rt_dtype_try_from_value(dtype);
  if (d < 0 || cls == NPC_CMP || cls == NPC_PRED) return -1;
  for (int i = 0; i < nin; i++)
    if (!rt_is_array(ins[i]) && !rt_is_npscalar(ins[i]) && !rt_is_list(ins[i]) &&
        ins[i].tag != RT_INT && ins[i].tag != RT_FLOAT && ins[i].tag != RT_BOOL)
      return -1;
  if ((cls == NPC_DIV || cls == NPC_FLT) && rt_dtypes[d].kind != 'f' && rt_dtypes[d].kind != 'c')
    rt_raise(RT_EXC_TypeError, "No loop matching the specified signature and casting was found "
                               "for ufunc %s", name);
  Value as[2];
  for (int i = 0; i < nin; i++) as[i] = rt_array_from_value(ins[i], -1);
  for (int i = 0; i < nin; i++) {
    DType have = RT_AS(Array, as[i])->dtype;
    if (np_kind_rank(have) > np_kind_rank((DType)d) || (rt_dtypes[d].kind == 'b' && have != DT_BOOL)) {
      for (int j = 0; j < nin; j++) rt_decref(as[j]);
      rt_raise(RT_EXC_UFuncInputCastingError, "Cannot cast ufunc '%s' input %d from dtype('%s') to "
               "dtype('%s') with casting rule 'same_kind'", name, i, rt_dtypes[have].name,
               rt_dtypes[d].name);
    }
  }
  for (int i = 0; i < nin; i++) {
    ins[i] = astype_keep_order(as[i], (DType)d);
    rt_decref(as[i]);
  }
  return d;
}

/* The result r (stolen) in dtype= where the loop left it in another one. */
static Value result_dtype(Value r, Value dtype) {
  if (rt_is_undef(dtype) || rt_is_none(dtype) || !rt_is_array(r)) return r;
  Value c = astype_keep_order(r, rt_dtype_from_value(dtype));
  rt_decref(r);
  return c;
}

/* The binary call once out= and dtype= are parsed (np_ufunc_options's compute). */
static Value binary_compute(int op, const Value *args, Value out, Value dtype) {
  Value ins[2] = {args[0], args[1]};
  int cast = loop_dtype(np_binary_names[op], np_binary_class[op], dtype, 2, ins);
  int mark = -1;
  if (cast >= 0) { /* the cast copies are this call's own */
    mark = rt_cleanup_push_value(&ins[0]);
    rt_cleanup_push_value(&ins[1]);
  }
  Value r = np_apply_binary((NpBinary)op, ins[0], ins[1], out);
  if (cast >= 0) rt_cleanup_pop(mark, true);
  if (rt_is_undef(r)) np_ufunc_no_loop(np_binary_names[op]);
  return result_dtype(r, dtype);
}

/* An operand's shape as NumPy's broadcasting error gives it: an array's, () for a scalar;
 * false for other operands (lists: no check here). */
static bool operand_shape(Value v, int *nd, const int64_t **shape) {
  if (rt_is_array(v)) {
    *nd = RT_AS(Array, v)->ndim;
    *shape = RT_AS(Array, v)->shape;
    return true;
  }
  *nd = 0;
  *shape = NULL;
  return v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL || rt_is_npscalar(v);
}

/* NumPy broadcasts out= with the operands: shapes that do not broadcast together are reported
 * with out='s shape too ("... with shapes (3,4) (3,) (3,) "). */
static void check_operands_with_out(int nin, const Value *ins, Value out) {
  if (rt_is_undef(out)) return;
  int nds[3];
  const int64_t *shapes[3];
  Value ops[3] = {ins[0], nin > 1 ? ins[1] : out, out};
  int n = nin + 1;
  int nd = 0;
  for (int i = 0; i < n; i++) {
    if (!operand_shape(ops[i], &nds[i], &shapes[i])) return;
    if (nds[i] > nd) nd = nds[i];
  }
  bool ok = true;
  for (int k = 1; k <= nd && ok; k++) {
    int64_t want = 1;
    for (int i = 0; i < n && ok; i++) {
      if (k > nds[i] || shapes[i][nds[i] - k] == 1) continue;
      if (want == 1) want = shapes[i][nds[i] - k];
      else if (shapes[i][nds[i] - k] != want) ok = false;
    }
  }
  if (ok) return;
  StrBuf sb;
  rt_sb_init(&sb);
  for (int i = 0; i < n; i++) {
    np_shape_text(&sb, nds[i], shapes[i]);
    rt_sb_putc(&sb, ' ');
  }
  char text[512];
  snprintf(text, sizeof text, "%s", sb.data);
  rt_sb_free(&sb);
  rt_raise(RT_EXC_ValueError, "operands could not be broadcast together with shapes %s", text);
}

Value np_ufunc_call_binary(NpBinary op, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"x1", "x2", "out", "dtype", "where", "casting"};
  Value args[6];
  if (!kw) check_positional(np_binary_names[op], argc, 2);
  rt_parse_args(np_binary_names[op], argc, argv, kw, 6, names, 2, args);
  Value mr = np_ma_ufunc(np_binary_names[op], 2, argc, argv, kw); /* a masked operand */
  if (!rt_is_undef(mr)) return mr;
  Value un[8];
  if (np_matrix_unwrap_args(argc, argv, un))
    return np_matrix_result(np_ufunc_call_binary(op, argc, un, kw));
  Value o = np_obj_ufunc_hook(np_binary_names[op], 2, args);
  if (!rt_is_undef(o)) return o;
  if (rt_is_undef(args[2]) && rt_is_undef(args[3])) {
    o = np_strarr_ufunc(np_binary_names[op], args[0], args[1]);
    if (!rt_is_undef(o)) return o;
    if (rt_is_undef(args[4]) && rt_is_undef(args[5])) {
      o = np_time_ufunc_hook(np_binary_names[op], args[0], args[1]);
      if (!rt_is_undef(o)) return o;
    }
  }
  Value out = out_arg(args[2]);
  Value lists[2] = {rt_undef(), rt_undef()}; /* with out=, list operands broadcast as arrays */
  int mark = rt_cleanup_push_value(&lists[0]);
  rt_cleanup_push_value(&lists[1]);
  for (int i = 0; i < 2 && !rt_is_undef(out); i++)
    if (rt_is_list(args[i]) || rt_is_tuple(args[i])) args[i] = lists[i] = rt_array_from_value(args[i], -1);
  check_operands_with_out(2, args, out);
  const char *rule = np_ufunc_casting(args[5]);
  Value r;
  if (!np_ufunc_where_all(args[4]) || strcmp(rule, "same_kind") != 0) {
    NpClass cls = np_binary_class[op];
    r = np_ufunc_options(np_binary_names[op], 2, args, out, args[4], rule, args[3],
                         cls == NPC_CMP || cls == NPC_PRED, binary_compute, op);
  } else {
    Value views[2] = {np_ufunc_out_view(args[0], out), np_ufunc_out_view(args[1], out)};
    int vm = rt_cleanup_push_value(&views[0]);
    rt_cleanup_push_value(&views[1]);
    Value ins[2] = {rt_is_undef(views[0]) ? args[0] : views[0], rt_is_undef(views[1]) ? args[1] : views[1]};
    r = binary_compute(op, ins, out, args[3]);
    rt_cleanup_pop(vm, true);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

/* The unary call once out= and dtype= are parsed (np_ufunc_options's compute). */
static Value unary_compute(int op, const Value *args, Value out, Value dtype) {
  Value in = args[0];
  int cast = loop_dtype(np_unary_names[op], np_unary_class[op], dtype, 1, &in);
  int mark = cast >= 0 ? rt_cleanup_push_value(&in) : -1; /* a cast copy is this call's own */
  Value r = np_apply_unary((NpUnary)op, in, out);
  if (cast >= 0) rt_cleanup_pop(mark, true);
  if (rt_is_undef(r)) np_ufunc_no_loop(np_unary_names[op]);
  return result_dtype(r, dtype);
}

Value np_ufunc_call_unary(NpUnary op, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"x", "out", "dtype", "where", "casting"};
  Value args[5];
  if (!kw) check_positional(np_unary_names[op], argc, 1);
  rt_parse_args(np_unary_names[op], argc, argv, kw, 5, names, 1, args);
  Value o = np_obj_ufunc_hook(np_unary_names[op], 1, args);
  if (!rt_is_undef(o)) return o;
  np_strarr_unary_check(np_unary_names[op], args[0]);
  if (op == NPU_ABS && (np_is_time(args[0]) || np_is_timearr(args[0]))) return np_time_abs(args[0]);
  Value mr = np_ma_ufunc(np_unary_names[op], 1, argc, argv, kw); /* a masked operand */
  if (!rt_is_undef(mr)) return mr;
  Value un[8];
  if (np_matrix_unwrap_args(argc, argv, un))
    return np_matrix_result(np_ufunc_call_unary(op, argc, un, kw));
  Value out = out_arg(args[1]);
  check_operands_with_out(1, args, out);
  const char *rule = np_ufunc_casting(args[4]);
  if (!np_ufunc_where_all(args[3]) || strcmp(rule, "same_kind") != 0) {
    NpClass cls = np_unary_class[op];
    return np_ufunc_options(np_unary_names[op], 1, args, out, args[3], rule, args[2],
                            cls == NPC_CMP || cls == NPC_PRED, unary_compute, op);
  }
  Value view = np_ufunc_out_view(args[0], out);
  if (rt_is_undef(view)) return unary_compute(op, args, out, args[2]);
  int mark = rt_cleanup_push_value(&view);
  Value r = unary_compute(op, &view, out, args[2]);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- where ---- */
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define WHERE_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define WHERE_CLONES
#endif
/* The contiguous case (x and y each an array of the output's layout or a broadcast scalar)
 * selects with a mask instead of a branch: a random condition mispredicts on every other
 * element otherwise. XS and YS are 0 or 1, constants in each of the four instances. */
#define WHERE_LOOP(BITS)                                                               \
  static inline __attribute__((always_inline)) void where_sel##BITS(                   \
      int64_t n, const uint8_t *c, const uint##BITS##_t *x, int64_t xs,                \
      const uint##BITS##_t *y, int64_t ys, uint##BITS##_t *o) {                        \
    for (int64_t i = 0; i < n; i++) {                                                  \
      uint##BITS##_t m = (uint##BITS##_t)0 - (uint##BITS##_t)(c[i] != 0);              \
      o[i] = (uint##BITS##_t)((x[i * xs] & m) | (y[i * ys] & ~m));                     \
    }                                                                                  \
  }                                                                                    \
  WHERE_CLONES static void where_loop##BITS(                                           \
      int64_t n, char **p, const int64_t *s) {                                         \
    const int64_t w = BITS / 8;                                                        \
    if (s[0] == 1 && s[3] == w && (s[1] == w || s[1] == 0) && (s[2] == w || s[2] == 0)) { \
      const uint8_t *c = (const uint8_t *)p[0];                                        \
      const uint##BITS##_t *x = (const uint##BITS##_t *)p[1];                          \
      const uint##BITS##_t *y = (const uint##BITS##_t *)p[2];                          \
      uint##BITS##_t *o = (uint##BITS##_t *)p[3];                                      \
      if (s[1] && s[2]) where_sel##BITS(n, c, x, 1, y, 1, o);                          \
      else if (s[1]) where_sel##BITS(n, c, x, 1, y, 0, o);                             \
      else if (s[2]) where_sel##BITS(n, c, x, 0, y, 1, o);                             \
      else where_sel##BITS(n, c, x, 0, y, 0, o);                                       \
      return;                                                                          \
    }                                                                                  \
    for (int64_t i = 0; i < n; i++) {                                                  \
      const uint##BITS##_t *src = (const uint##BITS##_t *)(*(p[0] + i * s[0]) ?       \
                                                           p[1] + i * s[1] :           \
                                                           p[2] + i * s[2]);           \
      *(uint##BITS##_t *)(p[3] + i * s[3]) = *src;                                     \
    }                                                                                  \
  }
WHERE_LOOP(8)
WHERE_LOOP(16)
WHERE_LOOP(32)
WHERE_LOOP(64)
static void where_loop128(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    memcpy(p[3] + i * s[3], *(p[0] + i * s[0]) ? p[1] + i * s[1] : p[2] + i * s[2], 16);
}

static Value np_where(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"condition", "x", "y"};
  Value args[3];
  rt_parse_args("where", argc, argv, kw, 3, names, 1, args);
  if (rt_is_undef(args[1]) && rt_is_undef(args[2])) return np_nonzero(args[0]);
  if (rt_is_undef(args[1]) || rt_is_undef(args[2]))
    rt_raise(RT_EXC_ValueError, "either both or neither of x and y should be given");
  Value s = np_str_where_hook(args[0], args[1], args[2]);
  if (!rt_is_undef(s)) return s;
  Operand ops[3];
  int mark = operands_guard(3, ops);
  operand_init(&ops[0], args[1]);
  operand_init(&ops[1], args[2]);
  DType dt = promote_operands(2, ops);
  operand_init(&ops[2], args[0]);
  Operand ordered[3] = {ops[2], ops[0], ops[1]};
  rt_cleanup_pop(mark, false); /* the references move to ordered */
  mark = operands_guard(3, ordered);
  ordered[0].arr = ops[2].arr;
  ordered[1].arr = ops[0].arr;
  ordered[2].arr = ops[1].arr;
  ordered[0].zero_d = false; /* np.where always returns an array, even a 0-d one */
  Layout lay = result_layout(3, ordered);
  operands_cast(1, ordered, DT_BOOL);
  operands_cast(2, ordered + 1, dt);
  static const NpLoop loops[17] = {[1] = where_loop8, [2] = where_loop16, [4] = where_loop32,
                                   [8] = where_loop64, [16] = where_loop128};
  Value r = run_loop(3, ordered, loops[rt_dtypes[dt].itemsize], dt, rt_undef(), "where", false, &lay);
  rt_cleanup_pop(mark, false);
  return r;
}

/* ---- clip: minimum(maximum(a, lo), hi), as NumPy 1.24 computes it ---- */
static Value clip_impl(Value a, Value lo, Value hi, Value out) {
  bool has_lo = !rt_is_undef(lo) && !rt_is_none(lo), has_hi = !rt_is_undef(hi) && !rt_is_none(hi);
  if (!has_lo && !has_hi) rt_raise(RT_EXC_ValueError, "One of max or min must be given");
  Value r = rt_undef();
  int mark = rt_cleanup_push_value(&r); /* the second operation may not broadcast */
  Value cur = a;
  if (has_lo) {
    r = np_apply_binary(NPB_MAXIMUM, cur, lo, has_hi ? rt_undef() : out);
    if (rt_is_undef(r)) np_ufunc_no_loop("clip");
    cur = r;
  }
  if (has_hi) {
    Value r2 = np_apply_binary(NPB_MINIMUM, cur, hi, out);
    if (rt_is_undef(r2)) np_ufunc_no_loop("clip");
    rt_decref(r);
    r = r2;
  }
  rt_cleanup_pop(mark, false);
  return r;
}

static Value np_clip(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "a_min", "a_max", "out"};
  Value args[4];
  rt_parse_args("clip", argc, argv, kw, 4, names, 3, args);
  return clip_impl(args[0], args[1], args[2], out_arg(args[3]));
}

static Value m_clip(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"min", "max", "out"};
  Value args[3];
  rt_parse_args("clip", argc, argv, kw, 3, names, 0, args);
  return clip_impl(self, args[0], args[1], out_arg(args[2]));
}

/* ---- round: NumPy's PyArray_Round (scale by 10**d, rint, unscale) ---- */
static Value round_impl(Value a, int64_t decimals);

/* A complex array rounds its real and imaginary parts as float arrays, into a copy. */
static Value round_complex(Value a, int64_t decimals, bool zero_d) {
  Value arr = rt_array_from_value(a, -1), out = rt_undef(), part = rt_undef();
  int mark = rt_cleanup_push_value(&arr);
  rt_cleanup_push_value(&out);
  rt_cleanup_push_value(&part);
  out = rt_array_contiguous(arr, true);
  for (int imag = 0; imag < 2; imag++) {
    Value p = np_array_part(arr, imag);
    part = round_impl(p, decimals);
    rt_decref(p);
    np_array_set_part(out, imag, part);
    rt_decref(part);
    part = rt_undef();
  }
  Value r = out;
  out = rt_undef();
  rt_cleanup_pop(mark, true);
  return zero_d ? np_scalar_if_0d(r) : r;
}

/* v (stolen: a NumPy scalar or an array) cast to dt when it has another dtype. */
static Value in_dtype(Value v, DType dt) {
  bool scalar = rt_is_npscalar(v);
  DType have = scalar ? RT_AS(NpScalar, v)->dtype : RT_AS(Array, v)->dtype;
  if (have == dt) return v;
  Value c = rt_array_from_value(v, (int)dt);
  rt_decref(v);
  return scalar ? np_scalar_if_0d(c) : c;
}

static Value round_impl(Value a, int64_t decimals) {
  Operand op;
  operand_init(&op, a);
  DType dt = promote_operands(1, &op);
  operands_release(1, &op);
  if (rt_dtypes[dt].kind == 'c') return round_complex(a, decimals, op.zero_d);
  bool is_int = np_kind_rank(dt) < 2;
  if (is_int && decimals >= 0) {
    Value arr = rt_array_from_value(a, (int)dt);
    int m = rt_cleanup_push_value(&arr);
    Value c = np_korder_like(rt_array_astype(arr, dt), RT_AS(Array, arr)); /* NumPy's copy */
    rt_cleanup_pop(m, true);
    return op.zero_d ? np_scalar_if_0d(c) : c;
  }
  if (decimals == 0) return np_apply_unary(NPU_RINT, a, rt_undef());
  double f = pow(10.0, (double)(decimals < 0 ? -decimals : decimals));
  NpBinary op1 = decimals >= 0 ? NPB_MUL : NPB_DIV, op2 = decimals >= 0 ? NPB_DIV : NPB_MUL;
  /* NumPy writes each step into an output of the input's float dtype (a float32 scalar times
   * a Python float computes in float64, then lands in float32 before rint) */
  Value y = in_dtype(np_apply_binary(op1, a, rt_float(f), rt_undef()), is_int ? DT_FLOAT64 : dt);
  /* an array y is this call's own: rint and the division run in place in it, as NumPy's
   * out=y does (one buffer, not three) */
  bool own = rt_is_array(y);
  if (own && !rt_array_is_c_contiguous(RT_AS(Array, y))) { /* NumPy's result is C-ordered */
    Value c = rt_array_contiguous(y, true);
    rt_decref(y);
    y = c;
  }
  Value r = np_apply_unary(NPU_RINT, y, own ? y : rt_undef());
  rt_decref(y);
  Value z = own && !is_int ? np_apply_binary(op2, r, rt_float(f), r)
                           : in_dtype(np_apply_binary(op2, r, rt_float(f), rt_undef()),
                                      is_int ? DT_FLOAT64 : dt);
  rt_decref(r);
  if (!is_int) return z;
  Value zi = rt_array_from_value(z, (int)dt);
  rt_decref(z);
  return op.zero_d ? np_scalar_if_0d(zi) : zi;
}

static Value np_round(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "decimals"};
  Value args[2];
  rt_parse_args("round", argc, argv, kw, 2, names, 1, args);
  int64_t d = rt_is_undef(args[1]) ? 0 : rt_to_index(args[1], "decimals");
  /* NumPy calls the argument's own round: a masked array keeps its mask */
  if (np_is_ma(args[0])) return np_ma_method(args[0], "round", 1, (Value[]){rt_int(d)}, NULL);
  return round_impl(args[0], d);
}

static Value m_round(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"decimals"};
  Value args[1];
  rt_parse_args("round", argc, argv, kw, 1, names, 0, args);
  return round_impl(self, rt_is_undef(args[0]) ? 0 : rt_to_index(args[0], "decimals"));
}

void np_register_ufuncs(Value m) {
  np_register_ufunc_objects(m);
  rt_module_add_fn(m, "where", np_where);
  rt_module_add_fn(m, "clip", np_clip);
  rt_module_add_fn(m, "round", np_round);
  rt_module_add_fn(m, "around", np_round);
  np_register_method("clip", m_clip);
  np_register_method("round", m_round);
}
