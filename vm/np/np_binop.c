/* np_binop.c — the binop/unop slots of arrays and NumPy scalars: Python's operators mapped
 * onto ufuncs (a + b is np.add(a, b), a @ b is np.matmul(a, b), -a is np.negative(a)).
 * Operand types NumPy does not handle (str, None, ...) give NotImplemented (RT_UNDEF), so the
 * generic operator code can try the reflected operation or raise Python's TypeError.
 */
#include <float.h>
#include <math.h>
#include <string.h>

#include "../base/error.h"
#include "np_castwarn.h"
#include "np_loops.h"
#include "np_objarray.h"
#include "np_strarray.h"
#include "../obj/bigint.h"
#include "../obj/class.h"
#include "../obj/ops.h"

/* BinOp → ufunc; MATMUL is handled by np_linalg.c. */
static const int binop_ufunc[RT_BINOP_COUNT] = {
    [RT_OP_ADD] = NPB_ADD,       [RT_OP_SUB] = NPB_SUB,          [RT_OP_MUL] = NPB_MUL,
    [RT_OP_TRUEDIV] = NPB_DIV,   [RT_OP_FLOORDIV] = NPB_FLOORDIV, [RT_OP_MOD] = NPB_MOD,
    [RT_OP_POW] = NPB_POW,       [RT_OP_MATMUL] = -1,            [RT_OP_LSHIFT] = NPB_LSHIFT,
    [RT_OP_RSHIFT] = NPB_RSHIFT, [RT_OP_AND] = NPB_AND,          [RT_OP_OR] = NPB_OR,
    [RT_OP_XOR] = NPB_XOR,       [RT_OP_EQ] = NPB_EQ,            [RT_OP_NE] = NPB_NE,
    [RT_OP_LT] = NPB_LT,         [RT_OP_LE] = NPB_LE,            [RT_OP_GT] = NPB_GT,
    [RT_OP_GE] = NPB_GE,
};

/* array == None compares elementwise: all False (!= all True). (NumPy 1.24 answers a plain
 * False for strings, which the generic identity fallback of == already gives.) */
static Value compare_other(BinOp op, Value a, Value b) {
  Value arr = rt_is_array(a) ? a : b;
  Array *x = RT_AS(Array, arr);
  Value r = rt_array_new(DT_BOOL, x->ndim, x->shape, true);
  if (op == RT_OP_NE) memset(RT_AS(Array, r)->data, 1, (size_t)x->size);
  return r;
}

/* v's shape as NumPy sees an operand (ndim -1: not an array or a numeric list). */
static int operand_shape(Value v, int64_t *shape) {
  if (rt_is_array(v)) {
    const Array *x = RT_AS(Array, v);
    memcpy(shape, x->shape, (size_t)x->ndim * sizeof *shape);
    return x->ndim;
  }
  if (!rt_is_list(v) && !rt_is_tuple(v)) return -1;
  Value arr = rt_array_from_value(v, -1);
  const Array *x = RT_AS(Array, arr);
  int nd = x->ndim;
  memcpy(shape, x->shape, (size_t)nd * sizeof *shape);
  rt_decref(arr);
  return nd;
}

/* a == b / a != b with an array where NumPy 1.24's elementwise comparison fails, answered as
 * it answers: a scalar, after a FutureWarning (str or bytes against numbers) or a
 * DeprecationWarning (shapes that do not broadcast). RT_UNDEF: an elementwise comparison. */
static Value failed_comparison(BinOp op, Value a, Value b) {
  Value other = rt_is_array(a) ? b : a;
  bool text = rt_is_str(other) || np_is_bytes(other) ||
              ((rt_is_list(other) || rt_is_tuple(other)) && np_str_leaves(other));
  if (text) {
    np_warn_as(RT_EXC_FutureWarning, "elementwise comparison failed; returning scalar instead, "
                                     "but in the future will perform elementwise comparison");
    return rt_bool(op == RT_OP_NE);
  }
  int64_t sa[RT_MAXDIM], sb[RT_MAXDIM];
  int na = operand_shape(a, sa), nb = na < 0 ? -1 : operand_shape(b, sb);
  if (nb < 0) return rt_undef(); /* not an array operand: the generic answer */
  bool broadcast = true;
  for (int k = 1; broadcast && k <= na && k <= nb; k++) {
    int64_t da = sa[na - k], db = sb[nb - k];
    broadcast = da == db || da == 1 || db == 1;
  }
  if (broadcast) return rt_undef();
  np_warn_as(RT_EXC_DeprecationWarning, "elementwise comparison failed; this will raise an "
                                        "error in the future.");
  return rt_bool(op == RT_OP_NE);
}

/* NumPy computes a float array ** 2 as np.square, ** 0.5 as np.sqrt, ** 1 as np.positive and
 * ** -1 as np.reciprocal (its fast scalar power): exact or correctly rounded, where the power
 * loop (SVML's on AVX-512) need not be, and far cheaper. Returns the unary op, SCALAR_POW_RECIP,
 * or -1 for an ordinary power. */
#define SCALAR_POW_RECIP NPU_COUNT
static int scalar_power_op(Value a, Value b) {
  if (!rt_is_array(a)) return -1;
  char kind = rt_dtypes[RT_AS(Array, a)->dtype].kind;
  if (kind != 'f' && kind != 'c') return -1;
  if (b.tag != RT_INT && b.tag != RT_FLOAT) return -1;
  double e = b.tag == RT_INT ? (double)b.as.i : b.as.f;
  if (e == 2.0) return NPU_SQUARE;
  if (e == 0.5) return NPU_SQRT;
  if (e == 1.0) return NPU_POS;
  if (e == -1.0) return SCALAR_POW_RECIP;
  return -1;
}

/* The fast power PW of a into out (undefined: a new array); reciprocal is 1/x in x's dtype. */
static Value scalar_power(int pw, Value a, Value out) {
  /* complex: NumPy's reciprocal loop (Smith's division), not 1 / z's */
  bool cplx = rt_dtypes[RT_AS(Array, a)->dtype].kind == 'c';
  if (pw == SCALAR_POW_RECIP && cplx) return np_apply_unary(NPU_RECIPROCAL, a, out);
  if (pw == SCALAR_POW_RECIP) return np_apply_binary_as(NPB_DIV, rt_float(1.0), a, out, "reciprocal");
  return np_apply_unary((NpUnary)pw, a, out);
}

/* A Python int beyond int64 and uint64 with a NumPy scalar: NumPy 1.24 computes with objects,
 * the scalar as its Python number: arithmetic gives the Python result, a comparison a
 * numpy.bool_. RT_UNDEF for other operands. */
static Value huge_int_with_scalar(BinOp op, Value a, Value b) {
  int64_t i;
  uint64_t u;
  bool ha = rt_is_bigint(a) && !rt_int_to_i64(a, &i) && !rt_int_to_u64(a, &u);
  bool hb = rt_is_bigint(b) && !rt_int_to_i64(b, &i) && !rt_int_to_u64(b, &u);
  if (!((ha && rt_is_npscalar(b)) || (hb && rt_is_npscalar(a)))) return rt_undef();
  if (RT_AS(NpScalar, ha ? b : a)->dtype == DT_LONGDOUBLE) { /* np.longdouble refuses the object */
    static const char *const sym[] = {
#define X(name, text) text,
        RT_BINOPS(X)
#undef X
    };
    if (op == RT_OP_EQ || op == RT_OP_NE) return rt_bool(op == RT_OP_NE); /* identity's answer */
    if (op >= RT_OP_EQ && op <= RT_OP_GE)
      rt_raise(RT_EXC_TypeError, "'%s' not supported between instances of '%s' and '%s'", sym[op],
               rt_type_name(a), rt_type_name(b));
    rt_raise(RT_EXC_TypeError, "unsupported operand type(s) for %s%s: '%s' and '%s'", sym[op],
             op == RT_OP_POW ? " or pow()" : "", rt_type_name(a), rt_type_name(b));
  }
  Value x = ha ? a : np_elem_to_py(RT_AS(NpScalar, a)->dtype, RT_AS(NpScalar, a)->as.bytes);
  Value y = hb ? b : np_elem_to_py(RT_AS(NpScalar, b)->dtype, RT_AS(NpScalar, b)->as.bytes);
  if (x.tag == RT_BOOL) x = rt_int(x.as.b);
  if (y.tag == RT_BOOL) y = rt_int(y.as.b);
  int mark = rt_cleanup_push_value(ha ? &y : &x);
  Value r = rt_binop(op, x, y);
  rt_cleanup_pop(mark, true);
  if (op >= RT_OP_EQ && op <= RT_OP_GE && r.tag == RT_BOOL) {
    uint8_t v = r.as.b;
    return rt_npscalar_new(DT_BOOL, &v);
  }
  return r;
}

/* An instance (object(), a class's) that NumPy 1.24 takes as a 0-d object array: no array
 * protocol of its own. */
static bool plain_instance(Value v) {
  if (!rt_is_instance(v)) return false;
  static const char *const protocol[] = {"__array__", "__array_ufunc__", "__array_interface__",
                                         "__array_priority__", "__array_function__"};
  ClassObj *c = RT_AS(Instance, v)->cls;
  for (size_t i = 0; i < sizeof protocol / sizeof protocol[0]; i++)
    if (!rt_is_undef(rt_class_lookup(c, protocol[i], NULL))) return false;
  return true;
}

Value rt_np_binop(BinOp op, Value a, Value b) {
  if (op == RT_OP_MATMUL) return np_matmul(a, b);
  if (op >= RT_OP_EQ && op <= RT_OP_GE &&
      ((rt_is_array(a) && plain_instance(b)) || (plain_instance(a) && rt_is_array(b))))
    return np_objarr_binop(op, a, b); /* elementwise, by the elements' operators */
  if ((rt_is_str(a) || rt_is_str(b)) && op < RT_OP_EQ) return np_numeric_str_binop(op, a, b);
  Value h = huge_int_with_scalar(op, a, b);
  if (!rt_is_undef(h)) return h;
  h = np_numba_int_binop(op, a, b);
  if (!rt_is_undef(h)) return h;
  int pw = op == RT_OP_POW ? scalar_power_op(a, b) : -1;
  if (pw >= 0) return scalar_power(pw, a, rt_undef());
  if ((op == RT_OP_EQ || op == RT_OP_NE) && (rt_is_array(a) || rt_is_array(b))) {
    if (rt_is_none(a) || rt_is_none(b)) return compare_other(op, a, b);
    Value failed = failed_comparison(op, a, b);
    if (!rt_is_undef(failed)) return failed;
  }
  np_operator_pending = true;
  return np_apply_binary((NpBinary)binop_ufunc[op], a, b, rt_undef());
}

Value rt_np_inplace_binop(BinOp op, Value a, Value b) {
  if (op == RT_OP_MATMUL)
    rt_raise(RT_EXC_TypeError, "In-place matrix multiplication is not (yet) supported. Use "
                               "'a = a @ b' instead of 'a @= b'.");
  if (rt_is_npscalar(a)) {
    Value h = np_numba_int_binop(op, a, b);
    if (!rt_is_undef(h)) return h;
  }
  int pw = op == RT_OP_POW ? scalar_power_op(a, b) : -1;
  Value r = pw >= 0 ? scalar_power(pw, a, a) : np_apply_binary((NpBinary)binop_ufunc[op], a, b, a);
  if (rt_is_undef(r)) return rt_binop(op, a, b);
  return r;
}

/* ---- temporary elision ---- */

/* Whether a Python number leaves float dtype dt as it is under NumPy 1.24's min_scalar_type:
 * float16 takes ints of int8/uint8 and floats inside +-65000, float32 ints of int16/uint16 and
 * floats inside +-3.4e38 (inf and NaN fit both). */
static bool scalar_keeps(DType dt, Value other) {
  if (dt == DT_FLOAT64 || other.tag == RT_BOOL) return true;
  bool half = dt == DT_FLOAT16;
  if (other.tag == RT_INT)
    return half ? other.as.i >= -128 && other.as.i <= 255 : other.as.i >= -32768 && other.as.i <= 65535;
  double v = other.as.f;
  return !isfinite(v) || (half ? v > -65000 && v < 65000 : v > -3.4e38 && v < 3.4e38);
}

/* Can other, combined with the array x under op, give a result of exactly x's dtype and
 * shape? Only cases whose promotion is certain: a Python number with a float array that keeps
 * its dtype (scalar_keeps), or an array of x's dtype that broadcasts to x's shape. Integer
 * arrays only add, subtract and multiply. */
static bool result_fits(BinOp op, const Array *x, Value other) {
  bool flt = rt_dtypes[x->dtype].kind == 'f';
  bool intk = rt_dtypes[x->dtype].kind == 'i' || rt_dtypes[x->dtype].kind == 'u';
  bool arith = op == RT_OP_ADD || op == RT_OP_SUB || op == RT_OP_MUL;
  if (!(flt && (arith || op == RT_OP_TRUEDIV || op == RT_OP_FLOORDIV || op == RT_OP_MOD ||
                op == RT_OP_POW)) &&
      !(intk && arith))
    return false;
  if (other.tag == RT_INT || other.tag == RT_BOOL || other.tag == RT_FLOAT)
    return flt && scalar_keeps(x->dtype, other);
  if (!rt_is_array(other)) return false;
  const Array *y = RT_AS(Array, other);
  if (y->dtype != x->dtype || y->ndim > x->ndim) return false;
  for (int k = 1; k <= y->ndim; k++) {
    int64_t dy = y->shape[y->ndim - k], dx = x->shape[x->ndim - k];
    if (dy != dx && dy != 1) return false;
  }
  return true;
}

/* x may be overwritten: an array nobody else references, owning its data. */
static bool reusable(Value x) {
  if (!rt_is_array(x) || x.as.o->refcount != 1) return false;
  const Array *a = RT_AS(Array, x);
  return !a->base && a->writeable && a->ndim > 0 && !(a->dvar & NP_DVAR_SWAPPED); /* results are native */
}

Value rt_np_binop_reuse(BinOp op, Value a, Value b, bool reuse_a, bool reuse_b) {
  Value out = rt_undef();
  if (reuse_a && reusable(a) && result_fits(op, RT_AS(Array, a), b)) out = a;
  else if (reuse_b && reusable(b) && result_fits(op, RT_AS(Array, b), a)) out = b;
  if (rt_is_undef(out)) return out;
  int pw = op == RT_OP_POW && out.as.o == a.as.o ? scalar_power_op(a, b) : -1;
  if (pw >= 0) return scalar_power(pw, a, out);
  Value r = np_apply_binary((NpBinary)binop_ufunc[op], a, b, out);
  np_binary_dvar((NpBinary)binop_ufunc[op], false, r, a, b); /* a temporary reused for 'q' */
  return r;
}

Value rt_np_abs(Value a) {
  np_operator_pending = true; /* builtin abs() is NumPy's scalar math, as the operators are */
  return np_apply_unary(NPU_ABS, a, rt_undef());
}

Value rt_np_unop(UnOp op, Value a) {
  Value n = np_numba_int_unop(op, a);
  if (!rt_is_undef(n)) return n;
  switch (op) {
    case RT_UOP_NEG:
      np_operator_pending = true;
      return np_apply_unary(NPU_NEG, a, rt_undef());
    case RT_UOP_POS: return np_apply_unary(NPU_POS, a, rt_undef());
    case RT_UOP_INVERT: return np_apply_unary(NPU_INVERT, a, rt_undef());
    case RT_UOP_NOT: return rt_bool(!rt_truthy(a));
    default: return rt_undef();
  }
}
