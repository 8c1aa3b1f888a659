/* kir_typer_warn.c — the RuntimeWarnings of a kernel's `/`, `//` and `%`, as Numba's CUDA
 * simulator shows them: its kernels compute with NumPy scalars (an array's elements), so x / 0.0
 * warns `divide by zero encountered in scalar divide` at the kernel's line (the device
 * function's line in one), once per line through the warnings registry. After the operator the
 * typer emits one WARN of the operands (in the type NumPy divides in) whose imm names the
 * operator: the simulator computes NumPy's three conditions there in one pass (sim_exec.c's
 * warn_op), notes the lanes where each holds and shows the warnings after the launch in Numba's
 * thread order (sim/sim_print.c); engines that run compiled code drop the WARNs. NumPy's
 * functions (np.sqrt, ...) take a WARN of a bool condition computed with plain KIR.
 *
 * NumPy 1.24's conditions (measured on its scalars): a / b warns divide by zero where b is 0
 * and a finite and non-zero, overflow where a finite a over a non-zero b comes out infinite,
 * invalid where a NaN comes of no NaN (0 / 0, inf / inf); a // b the same divide by zero, the
 * overflow of a / b (then invalid too), invalid for 0 // 0 and inf // a non-zero number; a % b
 * invalid for % 0 and inf % anything (of no NaN). Integers: // and % by 0 divide by zero, and
 * MIN // -1 of NumPy's signed type overflow (Numba computes it in int64; NumPy in the operands'
 * type, whose MIN is what wraps). Integer / is a float64 division, the float rules.
 *
 * The words: "scalar divide" where NumPy's scalar math takes both operands (of the same type,
 * or one converting safely to the other's; a bool on the right), "divide" (its ufunc) otherwise:
 * a float32 and a Python float, a literal int with an int32, an int64 and a uint64. A Python
 * literal counts as int64 (an int) or float64 (a float), and only an operand of exactly that
 * type takes it in the scalar math. The simulator's Python ints (cuda.grid(), loop counters) are
 * int64 registers here, so they count as NumPy's int64, as they do beside an int64 or a float64.
 *
 * Not reproduced: two Python floats (the simulator raises ZeroDivisionError for 1.0 / 0.0), the
 * other operators' overflow (x * 1e308), and NumPy functions' warnings (np.sqrt(-1.0)). Code
 * typed for a device from the start (--mode=gpu) and @jit code (which raises) warn nothing.
 */
#include <math.h>

#include "kir_typer.h"

KirLiteral kir_literal_kind(const Expr *e) {
  if (e->kind == EX_UNARY && (e->as.unary.op == RT_UOP_NEG || e->as.unary.op == RT_UOP_POS)) e = e->as.unary.operand;
  return e->kind == EX_INT ? KIR_LIT_INT : e->kind == EX_FLOAT ? KIR_LIT_FLOAT : KIR_LIT_NONE;
}

void kir_emit_warn(Typer *T, KirWarn w, int cond, Span span) {
  KirInst *in = kir_emit(T->f, KIR_WARN, span);
  in->sub = (uint8_t)w;
  in->a = cond;
}

/* NumPy's safe casting between the numeric types a kernel computes with. */
static bool casts_safely(DType from, DType to) {
  const DTypeInfo *f = &rt_dtypes[from], *t = &rt_dtypes[to];
  if (from == to || f->kind == 'b') return true;
  if (t->kind == 'b' || (f->kind == 'f' && t->kind != 'f')) return false;
  if (t->kind == 'f') return f->kind == 'f' ? f->itemsize <= t->itemsize : to == DT_FLOAT64 || f->itemsize <= 2;
  if (f->kind == t->kind) return f->itemsize <= t->itemsize;
  return f->kind == 'u' && f->itemsize < t->itemsize; /* uint8 -> int16; no int -> uint */
}

/* Whether NumPy's scalar math takes a op b (see the header). */
static bool scalar_math(DType a, KirLiteral la, DType b, KirLiteral lb) {
  if (la != KIR_LIT_NONE || lb != KIR_LIT_NONE) {
    DType n = la != KIR_LIT_NONE ? b : a;
    KirLiteral p = la != KIR_LIT_NONE ? la : lb;
    return p == KIR_LIT_INT ? n == DT_INT64 || n == DT_FLOAT64 : n == DT_FLOAT64;
  }
  if (a == DT_BOOL) return false; /* NumPy's bool has no scalar math; a bool on the right converts */
  return b == DT_BOOL || casts_safely(b, a) || casts_safely(a, b);
}

/* The type NumPy computes a op b in: the two types' promotion, or beside a Python number the
 * other operand's type (value-based casting), a float64 for a float beside an integer and for a
 * uint64 beside an int. An int64 and a uint64 compute in float64 there, where Numba's integer
 * typing keeps int64. */
static DType numpy_type(DType a, KirLiteral la, DType b, KirLiteral lb) {
  if (la != KIR_LIT_NONE || lb != KIR_LIT_NONE) {
    DType n = la != KIR_LIT_NONE ? b : a;
    bool flt = (la != KIR_LIT_NONE ? la : lb) == KIR_LIT_FLOAT;
    if (flt) return rt_dtypes[n].kind == 'f' ? n : DT_FLOAT64;
    return n == DT_UINT64 ? DT_FLOAT64 : n;
  }
  return rt_dtype_promote(a, b);
}

typedef struct Cond {
  Typer *T;
  Span span;
  DType t;
} Cond;

static int bin(const Cond *c, KirBin op, int a, int b) { return kir_binop(c->T, op, a, b, c->span); }

static int fconst(const Cond *c, double v) {
  KirInst *in = kir_emit(c->T->f, KIR_CONST, c->span);
  in->imm.f = v;
  return in->d = kir_new_reg(c->T->f, c->t);
}

static int is_finite(const Cond *c, int x) { return bin(c, KB_EQ, bin(c, KB_SUB, x, x), fconst(c, 0.0)); }
static int is_infinite(const Cond *c, int x) {
  return bin(c, KB_AND, bin(c, KB_NE, bin(c, KB_SUB, x, x), fconst(c, 0.0)), bin(c, KB_EQ, x, x));
}

void kir_warn_division(Typer *T, KirBin op, int a, KirLiteral la, int b, KirLiteral lb, int d, Span span) {
  if ((op != KB_DIV && op != KB_FLOORDIV && op != KB_MOD) || T->f->target != KIR_TARGET_KERNEL || T->f->device_math)
    return;
  DType ta = T->f->regs[a], tb = T->f->regs[b];
  /* two Python numbers: the simulator's Python arithmetic, no NumPy warning */
  if ((la != KIR_LIT_NONE && lb != KIR_LIT_NONE) || rt_dtypes[ta].kind == 'c' || rt_dtypes[tb].kind == 'c') return;
  DType t = T->f->regs[d], nt = numpy_type(ta, la, tb, lb);
  if (rt_dtypes[nt].kind == 'f' && rt_dtypes[t].kind != 'f') t = DT_FLOAT64; /* NumPy's float // of integers */
  KirWarn first = op == KB_DIV ? KWN_DIV_ZERO_S : op == KB_FLOORDIV ? KWN_FLOORDIV_ZERO_S : KWN_MOD_ZERO_S;
  if (!scalar_math(ta, la, tb, lb)) first = (KirWarn)(first + KWN_DIV_ZERO - KWN_DIV_ZERO_S);
  int ca = kir_cast(T, a, t, span), cb = kir_cast(T, b, t, span); /* may emit: before kir_emit */
  KirInst *in = kir_emit(T->f, KIR_WARN, span);
  in->sub = (uint8_t)first;
  in->a = ca;
  in->b = cb;
  bool flt = rt_dtypes[t].kind == 'f';
  in->imm.i = op == KB_DIV ? KIR_WARN_DIV : op == KB_FLOORDIV ? (flt ? KIR_WARN_FLOORDIV : KIR_WARN_INT_FLOORDIV)
                                                             : (flt ? KIR_WARN_MOD : KIR_WARN_INT_MOD);
  /* MIN // -1 overflows in NumPy's signed type: its width in bits (8 .. 64) above the kind */
  if (in->imm.i == KIR_WARN_INT_FLOORDIV && rt_dtypes[nt].kind == 'i') in->imm.i |= (int64_t)(8 * rt_dtypes[nt].itemsize) << 8;
}

/* ---- NumPy's functions ---- */

typedef struct MathWarns {
  KirMath m;
  KirWarn invalid, zero, over;        /* KWN_WRAP: none */
  double lo, hi;                      /* invalid outside [lo, hi] */
  double pole;                        /* divide by zero at pole (NAN: none) */
  bool both_signs;                    /* ... and at -pole */
} MathWarns;

static const MathWarns math_warns[] = {
    {KM_SQRT, KWN_SQRT_INVALID, KWN_WRAP, KWN_WRAP, 0.0, INFINITY, NAN, false},
    {KM_LOG, KWN_LOG_INVALID, KWN_LOG_ZERO, KWN_WRAP, 0.0, INFINITY, 0.0, false},
    {KM_LOG2, KWN_LOG2_INVALID, KWN_LOG2_ZERO, KWN_WRAP, 0.0, INFINITY, 0.0, false},
    {KM_LOG10, KWN_LOG10_INVALID, KWN_LOG10_ZERO, KWN_WRAP, 0.0, INFINITY, 0.0, false},
    {KM_LOG1P, KWN_LOG1P_INVALID, KWN_LOG1P_ZERO, KWN_WRAP, -1.0, INFINITY, -1.0, false},
    {KM_ASIN, KWN_ARCSIN_INVALID, KWN_WRAP, KWN_WRAP, -1.0, 1.0, NAN, false},
    {KM_ACOS, KWN_ARCCOS_INVALID, KWN_WRAP, KWN_WRAP, -1.0, 1.0, NAN, false},
    {KM_ACOSH, KWN_ARCCOSH_INVALID, KWN_WRAP, KWN_WRAP, 1.0, INFINITY, NAN, false},
    {KM_ATANH, KWN_ARCTANH_INVALID, KWN_ARCTANH_ZERO, KWN_WRAP, -1.0, 1.0, 1.0, true},
    {KM_EXP, KWN_WRAP, KWN_WRAP, KWN_EXP_OVER, -INFINITY, INFINITY, NAN, false},
    {KM_EXPM1, KWN_WRAP, KWN_WRAP, KWN_EXPM1_OVER, -INFINITY, INFINITY, NAN, false},
    {KM_SINH, KWN_WRAP, KWN_WRAP, KWN_SINH_OVER, -INFINITY, INFINITY, NAN, false},
    {KM_COSH, KWN_WRAP, KWN_WRAP, KWN_COSH_OVER, -INFINITY, INFINITY, NAN, false},
    {KM_SIN, KWN_SIN_INVALID, KWN_WRAP, KWN_WRAP, -INFINITY, INFINITY, NAN, false},
    {KM_COS, KWN_COS_INVALID, KWN_WRAP, KWN_WRAP, -INFINITY, INFINITY, NAN, false},
    {KM_TAN, KWN_TAN_INVALID, KWN_WRAP, KWN_WRAP, -INFINITY, INFINITY, NAN, false},
};

/* NumPy's conditions (measured on its float64 and float32 scalars): invalid for an argument out
 * of the domain (a NaN is in it: no warning), an infinity for sin/cos/tan; divide by zero at the
 * pole (log(0), log1p(-1), arctanh(+-1)); overflow where a finite argument gives an infinity. */
void kir_warn_numpy_math(Typer *T, KirMath m, int x, int d, Span span) {
  if (T->f->target != KIR_TARGET_KERNEL || T->f->device_math || rt_dtypes[T->f->regs[x]].kind != 'f') return;
  const MathWarns *w = NULL;
  for (size_t k = 0; k < sizeof math_warns / sizeof *math_warns; k++)
    if (math_warns[k].m == m) w = &math_warns[k];
  if (!w) return;
  Cond c = {T, span, T->f->regs[x]};
  bool periodic = m == KM_SIN || m == KM_COS || m == KM_TAN;
  if (w->pole == w->pole) { /* the pole first: log(0) is divide by zero only */
    int at = bin(&c, KB_EQ, x, fconst(&c, w->pole));
    if (w->both_signs) at = bin(&c, KB_OR, at, bin(&c, KB_EQ, x, fconst(&c, -w->pole)));
    kir_emit_warn(T, w->zero, at, span);
  }
  if (w->invalid != KWN_WRAP) {
    int bad = periodic ? is_infinite(&c, x)
                       : bin(&c, KB_OR, bin(&c, KB_LT, x, fconst(&c, w->lo)), bin(&c, KB_GT, x, fconst(&c, w->hi)));
    kir_emit_warn(T, w->invalid, bad, span);
  }
  if (w->over != KWN_WRAP) kir_emit_warn(T, w->over, bin(&c, KB_AND, is_infinite(&c, d), is_finite(&c, x)), span);
}
