/* np_loops.h — private to the NumPy compute files (np_binop.c, np_ufunc.c, np_reduce.c, ...):
 * the elementwise operation tables, their typed inner loops (np_loops.c), the broadcasting
 * N-d iterator (np_iter.c) and NumPy's type resolution for ufunc operands (np_ufunc.c).
 *
 * Inner loops have NumPy's ufunc loop shape: loop(n, p, s) processes n elements; p[0..nin-1]
 * point at the inputs, p[nin] at the output, s[] are the matching byte strides (0 for a
 * broadcast operand). Every loop runs in one "computation dtype": inputs are cast to it first.
 */
#ifndef WEFT_RT_NP_LOOPS_H
#define WEFT_RT_NP_LOOPS_H

#include "np_internal.h"

typedef void (*NpLoop)(int64_t n, char **p, const int64_t *s);

/* How an operation maps the promoted operand dtype to its computation and output dtypes:
 *   ALL   any dtype, bool included;            out = computation dtype
 *   NUM   bool computes as int8;               out = computation dtype
 *   DIV   ints and bool compute as float64;    out = float64 / the float dtype
 *   FLT   bool and 1-byte ints as float16, 2-byte ints as float32, others float64
 *   INT   ints and bool only (TypeError for floats)
 *   CMP   any dtype;                            out = bool
 *   PRED  any dtype, unary predicates;          out = bool */
typedef enum { NPC_ALL, NPC_NUM, NPC_DIV, NPC_FLT, NPC_INT, NPC_CMP, NPC_PRED } NpClass;

/* Binary operations: X(ENUM, ufunc name, class) */
#define NP_BINARY_OPS(X)                                                                   \
  X(ADD, "add", NPC_ALL) X(SUB, "subtract", NPC_NUM) X(MUL, "multiply", NPC_ALL)           \
  X(DIV, "divide", NPC_DIV) X(FLOORDIV, "floor_divide", NPC_NUM)                           \
  X(MOD, "remainder", NPC_NUM) X(POW, "power", NPC_NUM) X(FMOD, "fmod", NPC_NUM)           \
  X(AND, "bitwise_and", NPC_INT) X(OR, "bitwise_or", NPC_INT)                              \
  X(XOR, "bitwise_xor", NPC_INT) X(LSHIFT, "left_shift", NPC_INT)                          \
  X(RSHIFT, "right_shift", NPC_INT) X(EQ, "equal", NPC_CMP) X(NE, "not_equal", NPC_CMP)    \
  X(LT, "less", NPC_CMP) X(LE, "less_equal", NPC_CMP) X(GT, "greater", NPC_CMP)            \
  X(GE, "greater_equal", NPC_CMP) X(MAXIMUM, "maximum", NPC_ALL)                           \
  X(MINIMUM, "minimum", NPC_ALL) X(FMAX, "fmax", NPC_ALL) X(FMIN, "fmin", NPC_ALL)         \
  X(ARCTAN2, "arctan2", NPC_FLT) X(HYPOT, "hypot", NPC_FLT)                                \
  X(LAND, "logical_and", NPC_CMP) X(LOR, "logical_or", NPC_CMP)                            \
  X(LXOR, "logical_xor", NPC_CMP) X(COPYSIGN, "copysign", NPC_FLT)                      \
  X(GCD, "gcd", NPC_INT) X(LCM, "lcm", NPC_INT) X(HEAVISIDE, "heaviside", NPC_FLT)        \
  X(LOGADDEXP, "logaddexp", NPC_FLT) X(LOGADDEXP2, "logaddexp2", NPC_FLT)                \
  X(NEXTAFTER, "nextafter", NPC_FLT) X(LDEXP, "ldexp", NPC_FLT)

/* Unary operations: X(ENUM, ufunc name, class) */
#define NP_UNARY_OPS(X)                                                                    \
  X(NEG, "negative", NPC_NUM) X(POS, "positive", NPC_NUM) X(INVERT, "invert", NPC_INT)     \
  X(ABS, "absolute", NPC_ALL) X(SQUARE, "square", NPC_NUM) X(SIGN, "sign", NPC_NUM)        \
  X(FABS, "fabs", NPC_FLT) X(SQRT, "sqrt", NPC_FLT) X(CBRT, "cbrt", NPC_FLT)               \
  X(EXP, "exp", NPC_FLT) X(EXP2, "exp2", NPC_FLT) X(EXPM1, "expm1", NPC_FLT)               \
  X(LOG, "log", NPC_FLT) X(LOG2, "log2", NPC_FLT) X(LOG10, "log10", NPC_FLT)               \
  X(LOG1P, "log1p", NPC_FLT) X(SIN, "sin", NPC_FLT) X(COS, "cos", NPC_FLT)                 \
  X(TAN, "tan", NPC_FLT) X(ARCSIN, "arcsin", NPC_FLT) X(ARCCOS, "arccos", NPC_FLT)         \
  X(ARCTAN, "arctan", NPC_FLT) X(SINH, "sinh", NPC_FLT) X(COSH, "cosh", NPC_FLT)           \
  X(TANH, "tanh", NPC_FLT) X(FLOOR, "floor", NPC_FLT) X(CEIL, "ceil", NPC_FLT)             \
  X(TRUNC, "trunc", NPC_FLT) X(RINT, "rint", NPC_FLT) X(ISNAN, "isnan", NPC_PRED)          \
  X(ISINF, "isinf", NPC_PRED) X(ISFINITE, "isfinite", NPC_PRED)                            \
  X(LNOT, "logical_not", NPC_PRED) X(CONJ, "conjugate", NPC_NUM)                          \
  X(ARCSINH, "arcsinh", NPC_FLT) X(ARCCOSH, "arccosh", NPC_FLT)                            \
  X(ARCTANH, "arctanh", NPC_FLT) X(DEGREES, "degrees", NPC_FLT)                          \
  X(RADIANS, "radians", NPC_FLT) X(RAD2DEG, "rad2deg", NPC_FLT)                            \
  X(DEG2RAD, "deg2rad", NPC_FLT) X(RECIPROCAL, "reciprocal", NPC_NUM)                      \
  X(SPACING, "spacing", NPC_FLT) X(SIGNBIT, "signbit", NPC_PRED)

typedef enum {
#define X(e, name, cls) NPB_##e,
  NP_BINARY_OPS(X)
#undef X
  NPB_COUNT
} NpBinary;

typedef enum {
#define X(e, name, cls) NPU_##e,
  NP_UNARY_OPS(X)
#undef X
  NPU_COUNT
} NpUnary;

extern const char *const np_binary_names[NPB_COUNT];
/* Give r, op's result from a and b, the np.longlong variant NumPy's loop gives (np_ufunc.c). */
void np_binary_dvar(NpBinary op, bool scalars, Value r, Value a, Value b);
extern const NpClass np_binary_class[NPB_COUNT];
extern const char *const np_unary_names[NPU_COUNT];
extern const NpClass np_unary_class[NPU_COUNT];

/* np_loops.c: the loop for op in computation dtype dt, or NULL when none exists. */
NpLoop np_binary_loop(NpBinary op, DType dt);
NpLoop np_unary_loop(NpUnary op, DType dt);
/* np_complex.c: the loops of complex64/complex128 (NULL where NumPy has none or Weft lacks
 * one); np_binary_loop and np_unary_loop hand complex dtypes to them. */
NpLoop np_complex_binary_loop(NpBinary op, DType dt);
NpLoop np_complex_unary_loop(NpUnary op, DType dt);
/* np_complex.c: the dtype of a complex dtype's parts (complex64 -> float32). */
DType np_complex_part(DType c);
/* np_complex.c: reduction kernels in np_reduce.c's shape (fold a run into *out when os == 0,
 * else combine elementwise): add.reduce's pairwise sum, the product, max, min; and cumsum/cumprod in
 * place over data viewed as (outer, n, inner). */
typedef void (*NpRedKernel)(int64_t n, const char *in, int64_t is, char *out, int64_t os);
NpRedKernel np_complex_reduce_kernel(int op, DType dt); /* op: 0 sum, 1 prod, 2 max, 3 min */
void np_complex_cumulate(DType dt, char *data, int64_t outer, int64_t n, int64_t inner,
                         bool prod);
/* np_half.c: the loops of float16 (the float32 loop over converted elements; NULL where
 * float32 has none) and its reduction kernels (op as np_complex_reduce_kernel's). */
NpLoop np_half_binary_loop(NpBinary op);
NpLoop np_half_unary_loop(NpUnary op);
NpRedKernel np_half_reduce_kernel(int op);
void np_half_cumulate(char *data, int64_t outer, int64_t n, int64_t inner, bool prod);
/* Raises TypeError "<what> is not supported for complex arrays in Weft". */
_Noreturn void np_complex_unsupported(const char *what);
/* np.linspace(start, stop, num, endpoint) where an endpoint is complex (np_complex.c); the
 * step (a new reference) in *step. */
bool np_is_complex_scalar(Value v);
Value np_linspace_complex(Value start, Value stop, int64_t num, bool endpoint, Value *step);
/* np_linspace_arr.c: linspace with array-like start/stop (the sample axis moved to axis) */
bool np_linspace_is_array(Value start, Value stop);
Value np_linspace_array(Value start, Value stop, int64_t num, bool endpoint, bool retstep,
                        int dt, Value axis);
/* np_complex.c: a.real / a.imag (views), their assignment, and x.real / x.imag of a scalar. */
Value np_array_part(Value self, bool imag);
void np_array_set_part(Value self, bool imag, Value v);
Value np_scalar_part(Value self, bool imag);
/* np_complex.c: re**2 + im**2 of a complex array (np.var's squared deviations). */
Value np_complex_abs2(Value dev);
/* np_loops.c: max (want_max) or min of the contiguous run a[0..n) of dtype dt (float32/64,
 * int32/64) into *res, in
 * SIMD lanes, for reductions. *nan: the run holds a NaN (the caller finds the first one, which
 * is NumPy's result). False when there is no such kernel for dt or n (the caller loops). */
bool np_float_extreme(DType dt, const char *a, int64_t n, bool want_max, char *res, bool *nan);
/* Set by integer loops: NP_INT_DIVZERO when they divided by zero, NP_INT_OVERFLOW when they
 * floor-divided the type's minimum by -1, NP_INT_INVALID when np.reciprocal converted 1/0's inf
 * back to the integer; cleared and reported (np_int_report) by the caller. */
extern _Thread_local int np_int_divzero; /* per thread: worker threads run loops too */
enum { NP_INT_DIVZERO = 1, NP_INT_OVERFLOW = 2, NP_INT_INVALID = 4 };
/* NumPy's warnings for the flags in np_int_divzero, divide by zero first (np_errstate.c). */
void np_int_report(const char *ufunc);

/* np_iter.c: broadcasting. Computes the broadcast shape of n arrays into shape (returns its
 * ndim) or raises NumPy's ValueError "operands could not be broadcast together with shapes
 * (3,) (4,) ". */
int np_broadcast_shape(int n, Array *const *arrs, int64_t *shape);
/* Runs loop over all elements: ops[0..nop-2] are inputs broadcast to the shape of the output
 * ops[nop-1]. Adjacent dimensions are merged where every operand allows, so contiguous work
 * becomes one long inner loop. */
void np_iter_run(int nop, Array *const *ops, NpLoop loop);
/* np_iter_run, a large run of one dimension cut over the cores (np_par.h) when no input
 * overlaps the output other than as the output itself; elementwise loops only. */
void np_iter_run_par(int nop, Array *const *ops, NpLoop loop);
/* "(2,3)" — NumPy's compact shape text used in error messages. */
void np_shape_text(StrBuf *sb, int ndim, const int64_t *shape);

/* np_ufunc.c: the generic ufunc machinery shared by operators and np.* functions. */
/* Applies a binary op to any operands (arrays, NumPy scalars, Python numbers, lists) with
 * NumPy's promotion and broadcasting. out: RT_UNDEF or an array to write into. Returns a NumPy
 * scalar when every operand was 0-d, otherwise an array. RT_UNDEF for unsupported operand
 * types (str, ...), so operators can answer NotImplemented. */
Value np_apply_binary(NpBinary op, Value a, Value b, Value out);
Value np_apply_binary_as(NpBinary op, Value a, Value b, Value out, const char *as);
Value np_apply_unary(NpUnary op, Value a, Value out);
/* Operand conversion: NULL-safe check that v can take part in NumPy arithmetic. */
bool np_is_operand(Value v);
/* NumPy's dtype for sum/prod/cumsum accumulation: small ints → int64, unsigned → uint64. */
DType np_sum_dtype(DType dt);
/* Reports a floating-point error ("divide by zero" in "floor_divide") as np.seterr says, or
 * (ufunc NULL) a plain RuntimeWarning "what" (np_errstate.c). */
void np_warn(const char *what, const char *ufunc);
/* Set by the operators just before np_apply_binary, which clears it: NumPy scalars met by an
 * operator report their errors as "scalar divide". */
extern bool np_operator_pending;
/* A result array that is 0-d becomes a NumPy scalar (steals arr). */
Value np_scalar_if_0d(Value arr);
/* np_ufunc.c: a ufunc's call as np.add(x1, x2, out=, dtype=) / np.sin(x, out=) take it, NumPy's
 * TypeError for operand dtypes without a loop, and the computation dtype of an operation of
 * class cls on promoted dtype s (raises that TypeError where there is none). */
Value np_ufunc_call_binary(NpBinary op, int argc, const Value *argv, const Kwargs *kw);
Value np_ufunc_call_unary(NpUnary op, int argc, const Value *argv, const Kwargs *kw);
_Noreturn void np_ufunc_no_loop(const char *name);
/* np_ufunc_where.c: a ufunc call's where= and casting= (the rule's name, checked: NumPy's
 * ValueError for another). compute(op, operands, out, dtype) is the call without them. */
typedef Value (*NpUfuncCompute)(int op, const Value *ins, Value out, Value dtype);
const char *np_ufunc_casting(Value v);
bool np_ufunc_where_all(Value where);
/* np.copyto(dst, src, casting=, where=): the rule's TypeError ("scalar" / "array data"), then
 * src (an array) broadcast into dst where where= is true. */
void np_copyto_checked(Value dst, Value src, bool scalar, Value casting, Value where);
/* astype(casting=): NumPy's TypeError when from does not cast to under the rule. */
void np_astype_casting(DType from, DType to, Value casting);
/* An array operand (not 0-d) broadcast to out='s larger shape, as NumPy broadcasts operands
 * with out=; RT_UNDEF where it already has that shape or does not broadcast to it. */
Value np_ufunc_out_view(Value in, Value out);
Value np_ufunc_options(const char *name, int nin, const Value *args, Value out, Value where,
                       const char *rule, Value dtype, bool compares, NpUfuncCompute compute,
                       int op);
DType np_class_dtype(NpClass cls, DType s, const char *name);
/* np_ufunc.c: the loop a ufunc call would run on operands that are arrays of dtypes dts (where
 * scalars[i] is RT_UNDEF) or the scalars scalars[i] (Python numbers, NumPy scalars), with
 * NumPy's promotion; NULL unless every array already has the computation dtype (no cast) and
 * the operation is plain arithmetic or a math function. Sets the output dtype, the scalars
 * cast to it (scal[i]) and whether the loop's floating-point flags are reported. */
NpLoop np_fuse_resolve(bool binary, int op, const DType *dts, const Value *scalars, DType *odt,
                       int64_t scal[][2], bool *fp);
/* np_ufunc_obj.c: a ufunc object's operation and number of inputs; false for other values. */
bool np_ufunc_info(Value v, int *op, int *nin);
/* np_ufunc_obj.c: np.add, np.sin, ... as ufunc objects, and the class np.ufunc; a binary
 * ufunc's identity (None for most). */
void np_register_ufunc_objects(Value m);
Value np_ufunc_identity(NpBinary op);
/* np_ufunc_types.c (generated): each built-in ufunc's ufunc.types, space-separated. */
typedef struct { const char *name, *types; } NpUfuncTypes;
extern const NpUfuncTypes np_ufunc_types[];
/* np_ufunc_reduce.c: the methods reduce, accumulate and reduceat of binary ufunc op, with
 * their Python arguments. */
Value np_ufunc_reduce(NpBinary op, int argc, const Value *argv, const Kwargs *kw);
Value np_ufunc_accumulate(NpBinary op, int argc, const Value *argv, const Kwargs *kw);
Value np_ufunc_reduceat(NpBinary op, int argc, const Value *argv, const Kwargs *kw);
/* np_reduce.c: the reduction np.sum/prod/max/min run (op: 0 add, 1 multiply, 2 maximum,
 * 3 minimum; identity: an empty reduction gives the identity instead of raising), and its
 * kernel for dtype dt (NULL where there is none). */
Value np_reduce_run(Value a, Value axis, int op, DType acc, bool keepdims, bool identity,
                    Value initial);
NpRedKernel np_reduce_kernel(int op, DType dt);
/* np_linalg.c: a @ b (np.matmul) for any operands; RT_UNDEF when they are not arrays. */
Value np_matmul(Value a, Value b);
/* np_fastmath.c: float32 exp, log, sin and cos exactly as NumPy's SIMD loops compute them. */
float np_numpy_expf(float x);
float np_numpy_logf(float x);
void np_loop_expf(int64_t n, char **p, const int64_t *s);
void np_loop_logf(int64_t n, char **p, const int64_t *s);
void np_loop_sinf(int64_t n, char **p, const int64_t *s);
void np_loop_cosf(int64_t n, char **p, const int64_t *s);
/* np_svml_*.c: the loops NumPy 1.24 runs through SVML on AVX-512 CPUs (libm's elsewhere). */
void np_loop_exp_f64(int64_t n, char **p, const int64_t *s);
void np_loop_exp2_f64(int64_t n, char **p, const int64_t *s);
void np_loop_exp2_f32(int64_t n, char **p, const int64_t *s);
void np_loop_expm1_f32(int64_t n, char **p, const int64_t *s);
void np_loop_atanh_f32(int64_t n, char **p, const int64_t *s);
void np_loop_asinh_f32(int64_t n, char **p, const int64_t *s);
void np_loop_acosh_f32(int64_t n, char **p, const int64_t *s);
void np_loop_cbrt_f32(int64_t n, char **p, const int64_t *s);
void np_loop_cbrt_f64(int64_t n, char **p, const int64_t *s);
void np_loop_log1p_f32(int64_t n, char **p, const int64_t *s);
void np_loop_sinh_f32(int64_t n, char **p, const int64_t *s);
void np_loop_cosh_f32(int64_t n, char **p, const int64_t *s);
void np_loop_asin_f32(int64_t n, char **p, const int64_t *s);
void np_loop_acos_f32(int64_t n, char **p, const int64_t *s);
void np_loop_atanh_f64(int64_t n, char **p, const int64_t *s);
void np_loop_asinh_f64(int64_t n, char **p, const int64_t *s);
void np_loop_sinh_f64(int64_t n, char **p, const int64_t *s);
void np_loop_cosh_f64(int64_t n, char **p, const int64_t *s);
void np_loop_acosh_f64(int64_t n, char **p, const int64_t *s);
void np_loop_expm1_f64(int64_t n, char **p, const int64_t *s);
void np_loop_log_f64(int64_t n, char **p, const int64_t *s);
void np_loop_log2_f64(int64_t n, char **p, const int64_t *s);
void np_loop_log10_f64(int64_t n, char **p, const int64_t *s);
void np_loop_log1p_f64(int64_t n, char **p, const int64_t *s);
void np_loop_log2_f32(int64_t n, char **p, const int64_t *s);
void np_loop_log10_f32(int64_t n, char **p, const int64_t *s);
void np_loop_sin_f64(int64_t n, char **p, const int64_t *s);
void np_loop_cos_f64(int64_t n, char **p, const int64_t *s);
void np_loop_tan_f64(int64_t n, char **p, const int64_t *s);
void np_loop_tan_f32(int64_t n, char **p, const int64_t *s);
void np_loop_atan_f64(int64_t n, char **p, const int64_t *s);
/* power and arctan2 of float64/float32: three operands (x, y, out) */
void np_loop_pow_f64(int64_t n, char **p, const int64_t *s);
void np_loop_pow_f32(int64_t n, char **p, const int64_t *s);
void np_loop_atan2_f64(int64_t n, char **p, const int64_t *s);
void np_loop_atan2_f32(int64_t n, char **p, const int64_t *s);
/* libm's pow, which NumPy's scalar math uses for `x ** y` of NumPy scalars */
void np_loop_pow_f64_libm(int64_t n, char **p, const int64_t *s);
void np_loop_pow_f32_libm(int64_t n, char **p, const int64_t *s);
void np_loop_asin_f64(int64_t n, char **p, const int64_t *s);
void np_loop_acos_f64(int64_t n, char **p, const int64_t *s);
void np_loop_atan_f32(int64_t n, char **p, const int64_t *s);
/* np_tanh.c: tanh as NumPy's own FMA loops compute it. */
void np_loop_tanh_f64(int64_t n, char **p, const int64_t *s);
void np_loop_tanh_f32(int64_t n, char **p, const int64_t *s);
/* np_misc.c: np.nonzero(a) (also np.where with one argument): a tuple of index arrays. */
Value np_nonzero(Value a);
/* np.result_type of values (arrays, NumPy scalars, Python numbers) by NumPy 1.24's rules. */
DType np_result_type_of(int n, const Value *vals);
/* Kind rank for promotion decisions: bool 0, ints 1, floats 2. */
int np_kind_rank(DType dt);

#endif
