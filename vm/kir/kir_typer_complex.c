/* kir_typer_complex.c — complex numbers in compiled code (kernels, device functions, @jit,
 * @vectorize cores). KIR has no complex registers: a complex value is a pair of registers of its
 * part type (float32 for complex64, float64 for complex128), and every operation expands here to
 * real KIR with the algorithms Numba 0.56 lowers it to (numba/cpython/numbers.py and
 * cmathimpl.py): the product (ac - bd, ad + bc), CPython's quotient (Smith's scaling, and
 * "complex division by zero" under @jit's Python error model), abs as hypot, z ** 2 as z * z,
 * other powers in polar form as numba_cpow (CPython's _Py_c_pow algorithm),
 * cmath.exp/log/sqrt/sin/cos/sinh/cosh/phase/polar/rect for finite arguments. Complex arrays are
 * the engines' float arrays with a last axis of 2, seen through two views (kir_cplx_array). */
#include <float.h>
#include <math.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "kir_typer.h"

TVal kir_cplx_val(int re, int im) {
  TVal v;
  memset(&v, 0, sizeof v);
  v.kind = TV_CPLX;
  v.reg = re;
  v.im = im;
  return v;
}

DType kir_cplx_dtype(Typer *T, TVal v) { return T->f->regs[v.reg] == DT_FLOAT32 ? DT_COMPLEX64 : DT_COMPLEX128; }

static int fconst(Typer *T, double x, DType dt, Span span) {
  int r = kir_new_reg(T->f, dt);
  KirInst *in = kir_emit(T->f, KIR_CONST, span);
  in->d = r;
  in->imm.f = x;
  return r;
}

static int bin(Typer *T, KirBin op, int a, int b, Span span) { return kir_binop(T, op, a, b, span); }

static int math1(Typer *T, KirMath m, int a, int b, Span span) {
  KirInst *in = kir_emit(T->f, KIR_MATH, span);
  in->sub = (uint8_t)m;
  in->a = a;
  in->b = b;
  in->c = -1;
  in->d = kir_new_reg(T->f, T->f->regs[a]);
  return in->d;
}

static int fabs_of(Typer *T, int a, Span span) { return math1(T, KM_FABS, a, -1, span); }

static void mov(Typer *T, int d, int a, Span span) {
  KirInst *in = kir_emit(T->f, KIR_MOV, span);
  in->d = d;
  in->a = kir_cast(T, a, T->f->regs[d], span);
}

static TVal fresh(Typer *T, DType pt) {
  int re = kir_new_reg(T->f, pt);
  return kir_cplx_val(re, kir_new_reg(T->f, pt));
}

TVal kir_cplx_from(Typer *T, TVal v, DType cdt, Span span) {
  DType pt = kir_cplx_part(cdt);
  if (v.kind == TV_CPLX) return kir_cplx_val(kir_cast(T, v.reg, pt, span), kir_cast(T, v.im, pt, span));
  int r = kir_to_reg(T, v, span);
  return kir_cplx_val(kir_cast(T, r, pt, span), fconst(T, 0.0, pt, span));
}

TVal kir_cplx_literal(Typer *T, double im, Span span) {
  return kir_cplx_val(fconst(T, 0.0, DT_FLOAT64, span), fconst(T, im, DT_FLOAT64, span));
}

/* The complex type of a op b: the part type is the float type Numba gives the parts with the
 * other operand (complex64 with float32 or a small integer stays complex64; with int64,
 * int32 or float64 it is complex128). */
static DType result_type(Typer *T, TVal a, TVal b) {
  DType pa = T->f->regs[a.reg], pb = T->f->regs[b.reg];
  DType pt = kir_arith_type(KB_MUL, pa, pb);
  return pt == DT_FLOAT32 ? DT_COMPLEX64 : DT_COMPLEX128;
}

static TVal mul(Typer *T, TVal x, TVal y, Span span) {
  int re = bin(T, KB_SUB, bin(T, KB_MUL, x.reg, y.reg, span), bin(T, KB_MUL, x.im, y.im, span), span);
  int im = bin(T, KB_ADD, bin(T, KB_MUL, x.reg, y.im, span), bin(T, KB_MUL, x.im, y.reg, span), span);
  return kir_cplx_val(re, im);
}

/* Under @jit's Python error model a zero divisor raises "complex division by zero": a division
 * of 1 by (y == 0 ? 0 : 1) the engines check, marked so they give that message. */
static void zero_divisor_check(Typer *T, TVal y, Span span) {
  DType pt = T->f->regs[y.reg];
  int zero = fconst(T, 0.0, pt, span), one = fconst(T, 1.0, pt, span);
  int both = bin(T, KB_AND, bin(T, KB_EQ, y.reg, zero, span), bin(T, KB_EQ, y.im, zero, span), span);
  KirInst *sel = kir_emit(T->f, KIR_SELECT, span);
  sel->a = both;
  sel->b = zero;
  sel->c = one;
  int den = sel->d = kir_new_reg(T->f, pt);
  KirInst *in = kir_emit(T->f, KIR_BIN, span);
  in->sub = KB_DIV;
  in->a = one;
  in->b = den;
  in->d = kir_new_reg(T->f, pt);
  in->imm.i = KIR_DIV_COMPLEX;
}

/* x / y by CPython's algorithm (_Py_c_quot), as Numba's complex_div: the larger part of y
 * scales the quotient. */
static TVal z_div(Typer *T, TVal x, TVal y, Span span) {
  /* python_errors is decided after the build: the check is emitted for all CPU code (it
   * raises only under the Python error model) */
  if (T->f->target == KIR_TARGET_CPU) zero_divisor_check(T, y, span);
  TVal r = fresh(T, T->f->regs[x.reg]);
  int wide = bin(T, KB_GE, fabs_of(T, y.reg, span), fabs_of(T, y.im, span), span);
  kir_emit(T->f, KIR_IF, span)->a = wide;
  int ratio = bin(T, KB_DIV, y.im, y.reg, span);
  int denom = bin(T, KB_ADD, y.reg, bin(T, KB_MUL, y.im, ratio, span), span);
  mov(T, r.reg, bin(T, KB_DIV, bin(T, KB_ADD, x.reg, bin(T, KB_MUL, x.im, ratio, span), span), denom, span), span);
  mov(T, r.im, bin(T, KB_DIV, bin(T, KB_SUB, x.im, bin(T, KB_MUL, x.reg, ratio, span), span), denom, span), span);
  kir_emit(T->f, KIR_ELSE, span)->a = wide;
  ratio = bin(T, KB_DIV, y.reg, y.im, span);
  denom = bin(T, KB_ADD, bin(T, KB_MUL, y.reg, ratio, span), y.im, span);
  mov(T, r.reg, bin(T, KB_DIV, bin(T, KB_ADD, bin(T, KB_MUL, x.reg, ratio, span), x.im, span), denom, span), span);
  mov(T, r.im, bin(T, KB_DIV, bin(T, KB_SUB, bin(T, KB_MUL, x.im, ratio, span), x.reg, span), denom, span), span);
  kir_emit(T->f, KIR_ENDIF, span);
  return r;
}

/* x ** y for a base that is not zero, in float64: the modulus raised to y's real part, the
 * angle scaled by it, and for a complex exponent the modulus shrunk by exp(angle * y.imag) and
 * the angle turned by y.imag * log(modulus) (the polar form Numba's numba_cpow computes). */
static void pow_polar(Typer *T, TVal x, TVal y, TVal r, Span span) {
  int vabs = math1(T, KM_HYPOT, x.reg, x.im, span);
  int len = kir_new_reg(T->f, DT_FLOAT64), phase = kir_new_reg(T->f, DT_FLOAT64);
  mov(T, len, math1(T, KM_POW, vabs, y.reg, span), span);
  int at = math1(T, KM_ATAN2, x.im, x.reg, span);
  mov(T, phase, bin(T, KB_MUL, at, y.reg, span), span);
  int zero = fconst(T, 0.0, DT_FLOAT64, span);
  int turned = bin(T, KB_NE, y.im, zero, span);
  kir_emit(T->f, KIR_IF, span)->a = turned;
  mov(T, len, bin(T, KB_DIV, len, math1(T, KM_EXP, bin(T, KB_MUL, at, y.im, span), -1, span), span), span);
  mov(T, phase, bin(T, KB_ADD, phase, bin(T, KB_MUL, y.im, math1(T, KM_LOG, vabs, -1, span), span), span), span);
  kir_emit(T->f, KIR_ENDIF, span);
  mov(T, r.reg, bin(T, KB_MUL, len, math1(T, KM_COS, phase, -1, span), span), span);
  mov(T, r.im, bin(T, KB_MUL, len, math1(T, KM_SIN, phase, -1, span), span), span);
}

/* x ** y as Numba lowers it: an exponent equal to 2 multiplies (in x's precision); otherwise
 * float64 arithmetic (complex64 parts widened, then narrowed): y == 0 gives 1; a zero base gives
 * 0, or nan + nanj for an exponent with an imaginary part or a negative real one; else the polar
 * form. */
static TVal z_pow(Typer *T, TVal x, TVal y, Span span) {
  DType pt = T->f->regs[x.reg];
  TVal X = kir_cplx_from(T, x, DT_COMPLEX128, span), Y = kir_cplx_from(T, y, DT_COMPLEX128, span);
  TVal r = fresh(T, DT_FLOAT64);
  int zero = fconst(T, 0.0, DT_FLOAT64, span), one = fconst(T, 1.0, DT_FLOAT64, span);
  int two = fconst(T, 2.0, DT_FLOAT64, span);
  int is_two = bin(T, KB_AND, bin(T, KB_EQ, Y.reg, two, span), bin(T, KB_EQ, Y.im, zero, span), span);
  kir_emit(T->f, KIR_IF, span)->a = is_two;
  TVal sq = mul(T, x, x, span);
  mov(T, r.reg, sq.reg, span);
  mov(T, r.im, sq.im, span);
  kir_emit(T->f, KIR_ELSE, span)->a = is_two;
  int y0 = bin(T, KB_AND, bin(T, KB_EQ, Y.reg, zero, span), bin(T, KB_EQ, Y.im, zero, span), span);
  kir_emit(T->f, KIR_IF, span)->a = y0;
  mov(T, r.reg, one, span);
  mov(T, r.im, zero, span);
  kir_emit(T->f, KIR_ELSE, span)->a = y0;
  int x0 = bin(T, KB_AND, bin(T, KB_EQ, X.reg, zero, span), bin(T, KB_EQ, X.im, zero, span), span);
  kir_emit(T->f, KIR_IF, span)->a = x0;
  int bad = bin(T, KB_OR, bin(T, KB_NE, Y.im, zero, span), bin(T, KB_LT, Y.reg, zero, span), span);
  int out = kir_select(T, bad, fconst(T, NAN, DT_FLOAT64, span), zero, span);
  mov(T, r.reg, out, span);
  mov(T, r.im, out, span);
  kir_emit(T->f, KIR_ELSE, span)->a = x0;
  pow_polar(T, X, Y, r, span);
  kir_emit(T->f, KIR_ENDIF, span);
  kir_emit(T->f, KIR_ENDIF, span);
  kir_emit(T->f, KIR_ENDIF, span);
  return kir_cplx_val(kir_cast(T, r.reg, pt, span), kir_cast(T, r.im, pt, span));
}

/* Is reg a constant (of the instructions just emitted) equal to 2? */
static bool is_const_two(Typer *T, int reg) {
  for (int pc = T->f->ncode - 1; pc >= 0 && pc >= T->f->ncode - 4; pc--) {
    const KirInst *in = &T->f->code[pc];
    if (in->d != reg) continue;
    if (in->op != KIR_CONST) return false;
    return rt_dtypes[T->f->regs[reg]].kind == 'f' ? in->imm.f == 2.0 : in->imm.i == 2;
  }
  return false;
}

TVal kir_cplx_binop(Typer *T, KirBin op, TVal a, TVal b, Span span) {
  bool two = op == KB_POW && b.kind == TV_REG && is_const_two(T, b.reg);
  if (a.kind != TV_CPLX) a = kir_tval_reg(kir_to_reg(T, a, span));
  if (b.kind != TV_CPLX) b = kir_tval_reg(kir_to_reg(T, b, span));
  DType cdt = result_type(T, a, b);
  TVal x = kir_cplx_from(T, a, cdt, span), y = kir_cplx_from(T, b, cdt, span);
  switch (op) {
  case KB_ADD: case KB_SUB: return kir_cplx_val(bin(T, op, x.reg, y.reg, span), bin(T, op, x.im, y.im, span));
  case KB_MUL: return mul(T, x, y, span);
  case KB_DIV: return z_div(T, x, y, span);
  case KB_EQ: return kir_tval_reg(bin(T, KB_AND, bin(T, KB_EQ, x.reg, y.reg, span), bin(T, KB_EQ, x.im, y.im, span), span));
  case KB_NE: return kir_tval_reg(bin(T, KB_OR, bin(T, KB_NE, x.reg, y.reg, span), bin(T, KB_NE, x.im, y.im, span), span));
  case KB_POW:
    if (two) return mul(T, x, x, span); /* Numba squares by multiplying */
    return z_pow(T, x, y, span);
  default:
    kir_type_error(T, span, "operator '%s' is not supported between complex numbers", kir_bin_names[op]);
  }
}

TVal kir_cplx_unary(Typer *T, UnOp op, TVal a, Span span) {
  switch (op) {
  case RT_UOP_POS: return a;
  case RT_UOP_NEG: {
    KirInst *re = kir_emit(T->f, KIR_UN, span);
    re->sub = KU_NEG;
    re->a = a.reg;
    int re_d = re->d = kir_new_reg(T->f, T->f->regs[a.reg]); /* (the next kir_emit may move re) */
    KirInst *im = kir_emit(T->f, KIR_UN, span);
    im->sub = KU_NEG;
    im->a = a.im;
    im->d = kir_new_reg(T->f, T->f->regs[a.reg]);
    return kir_cplx_val(re_d, im->d);
  }
  case RT_UOP_NOT: {
    KirInst *in = kir_emit(T->f, KIR_UN, span);
    in->sub = KU_NOT;
    in->a = kir_cplx_truth(T, a, span);
    in->d = kir_new_reg(T->f, DT_BOOL);
    return kir_tval_reg(in->d);
  }
  default: kir_type_error(T, span, "bad operand type for unary ~: 'complex'");
  }
}

int kir_cplx_truth(Typer *T, TVal v, Span span) {
  int zero = fconst(T, 0.0, T->f->regs[v.reg], span);
  return bin(T, KB_OR, bin(T, KB_NE, v.reg, zero, span), bin(T, KB_NE, v.im, zero, span), span);
}

TVal kir_cplx_attr(Typer *T, TVal base, const char *name, Span span) {
  bool re = strcmp(name, "real") == 0;
  if (!re && strcmp(name, "imag") != 0) kir_type_error(T, span, "attribute '%s' is not supported on a complex number", name);
  if (base.kind == TV_CPLX) return kir_tval_reg(re ? base.reg : base.im);
  int r = kir_to_reg(T, base, span); /* x.real of a real number is x, x.imag 0 of its type */
  return kir_tval_reg(re ? r : kir_cast(T, kir_const_int(T, 0, DT_INT64, span), T->f->regs[r], span));
}

TVal kir_cplx_method(Typer *T, TVal self, const char *name, int argc, Span span) {
  if (strcmp(name, "conjugate") != 0) kir_type_error(T, span, "method '%s' is not supported on a complex number", name);
  if (argc) kir_type_error(T, span, "conjugate() takes no arguments (%d given)", argc);
  if (self.kind != TV_CPLX) return kir_tval_reg(kir_to_reg(T, self, span));
  KirInst *im = kir_emit(T->f, KIR_UN, span);
  im->sub = KU_NEG;
  im->a = self.im;
  im->d = kir_new_reg(T->f, T->f->regs[self.im]);
  return kir_cplx_val(self.reg, im->d);
}

/* ---- cmath (Numba's cmathimpl.py, the finite branches) ---- */

static TVal as_cplx(Typer *T, TVal v, Span span) {
  if (v.kind == TV_CPLX) return v;
  int r = kir_to_reg(T, v, span);
  return kir_cplx_from(T, kir_tval_reg(r), T->f->regs[r] == DT_FLOAT32 ? DT_COMPLEX64 : DT_COMPLEX128, span);
}

/* sinh(x + yj) = cos(y) sinh(x) + sin(y) cosh(x) j; cosh likewise. */
static TVal hyperbolic(Typer *T, bool is_sinh, TVal z, Span span) {
  int c = math1(T, KM_COS, z.im, -1, span), s = math1(T, KM_SIN, z.im, -1, span);
  int sh = math1(T, KM_SINH, z.reg, -1, span), ch = math1(T, KM_COSH, z.reg, -1, span);
  return kir_cplx_val(bin(T, KB_MUL, c, is_sinh ? sh : ch, span), bin(T, KB_MUL, s, is_sinh ? ch : sh, span));
}

static TVal z_exp(Typer *T, TVal z, Span span) {
  int c = math1(T, KM_COS, z.im, -1, span), s = math1(T, KM_SIN, z.im, -1, span);
  int r = math1(T, KM_EXP, z.reg, -1, span);
  return kir_cplx_val(bin(T, KB_MUL, r, c, span), bin(T, KB_MUL, r, s, span));
}

/* NumPy's npy_csqrt (Algorithm 312, CACM 10, 1967), as Numba's: parts scaled by 1/4 near the
 * top of the range; zero gives (0, y). */
static TVal z_sqrt(Typer *T, TVal z, Span span) {
  DType pt = T->f->regs[z.reg];
  TVal r = fresh(T, pt);
  double thres = (pt == DT_FLOAT32 ? FLT_MAX : DBL_MAX) / (1.0 + 1.414213562373095048801688724209698079);
  int zero = fconst(T, 0.0, pt, span);
  int is0 = bin(T, KB_AND, bin(T, KB_EQ, z.reg, zero, span), bin(T, KB_EQ, z.im, zero, span), span);
  kir_emit(T->f, KIR_IF, span)->a = is0;
  mov(T, r.reg, fabs_of(T, z.im, span), span);
  mov(T, r.im, z.im, span);
  kir_emit(T->f, KIR_ELSE, span)->a = is0;
  int th = fconst(T, thres, DT_FLOAT64, span);
  int big = bin(T, KB_OR, bin(T, KB_GE, fabs_of(T, z.reg, span), th, span), bin(T, KB_GE, fabs_of(T, z.im, span), th, span), span);
  TVal s = fresh(T, pt);
  mov(T, s.reg, z.reg, span);
  mov(T, s.im, z.im, span);
  kir_emit(T->f, KIR_IF, span)->a = big;
  int q = fconst(T, 0.25, pt, span);
  mov(T, s.reg, bin(T, KB_MUL, s.reg, q, span), span);
  mov(T, s.im, bin(T, KB_MUL, s.im, q, span), span);
  kir_emit(T->f, KIR_ENDIF, span);
  int half = fconst(T, 0.5, pt, span), two = fconst(T, 2.0, pt, span);
  int pos = bin(T, KB_GE, s.reg, zero, span);
  kir_emit(T->f, KIR_IF, span)->a = pos;
  int t = math1(T, KM_SQRT, bin(T, KB_MUL, bin(T, KB_ADD, s.reg, math1(T, KM_HYPOT, s.reg, s.im, span), span), half, span), -1, span);
  mov(T, r.reg, t, span);
  mov(T, r.im, bin(T, KB_DIV, s.im, bin(T, KB_MUL, two, t, span), span), span);
  kir_emit(T->f, KIR_ELSE, span)->a = pos;
  KirInst *neg = kir_emit(T->f, KIR_UN, span);
  neg->sub = KU_NEG;
  neg->a = s.reg;
  neg->d = kir_new_reg(T->f, pt);
  t = math1(T, KM_SQRT, bin(T, KB_MUL, bin(T, KB_ADD, neg->d, math1(T, KM_HYPOT, s.reg, s.im, span), span), half, span), -1, span);
  mov(T, r.reg, bin(T, KB_DIV, fabs_of(T, s.im, span), bin(T, KB_MUL, two, t, span), span), span);
  mov(T, r.im, math1(T, KM_COPYSIGN, t, s.im, span), span);
  kir_emit(T->f, KIR_ENDIF, span);
  kir_emit(T->f, KIR_IF, span)->a = big;
  mov(T, r.reg, bin(T, KB_MUL, r.reg, two, span), span);
  kir_emit(T->f, KIR_ENDIF, span);
  kir_emit(T->f, KIR_ENDIF, span);
  return r;
}

static TVal pair(Typer *T, TVal a, TVal b) {
  TVal t;
  memset(&t, 0, sizeof t);
  t.kind = TV_TUPLE;
  t.n = 2;
  t.items = vm_arena_alloc(T->arena, sizeof(TVal) * 2);
  t.items[0] = a;
  t.items[1] = b;
  return t;
}

/* cmath.rect(r, phi) = r cos(phi) + r sin(phi) j, in float32 only when both are float32. */
static TVal z_rect(Typer *T, int argc, TVal *argv, Span span) {
  if (argc != 2) kir_type_error(T, span, "rect() takes exactly 2 arguments (%d given)", argc);
  int r = kir_to_reg(T, argv[0], span), phi = kir_to_reg(T, argv[1], span);
  DType pt = T->f->regs[r] == DT_FLOAT32 && T->f->regs[phi] == DT_FLOAT32 ? DT_FLOAT32 : DT_FLOAT64;
  r = kir_cast(T, r, pt, span);
  phi = kir_cast(T, phi, pt, span);
  int c = math1(T, KM_COS, phi, -1, span), s = math1(T, KM_SIN, phi, -1, span);
  return kir_cplx_val(bin(T, KB_MUL, c, r, span), bin(T, KB_MUL, s, r, span));
}

static const char *const cmath_names[] = {"exp", "log", "sqrt", "sin", "cos", "sinh", "cosh", "phase", "polar", "rect"};

static TVal cmath_call(Typer *T, int which, int argc, TVal *argv, Span span) {
  if (which == 9) return z_rect(T, argc, argv, span);
  if (argc != 1) kir_type_error(T, span, "cmath.%s() takes exactly one argument (%d given)", cmath_names[which], argc);
  TVal z = as_cplx(T, argv[0], span);
  switch (which) {
  case 0: return z_exp(T, z, span);
  case 1: return kir_cplx_val(math1(T, KM_LOG, math1(T, KM_HYPOT, z.reg, z.im, span), -1, span),
                              math1(T, KM_ATAN2, z.im, z.reg, span));
  case 2: { /* Numba's sqrt works in float64 for complex64 too (its 0.5 and 2 widen the parts) */
    DType cdt = kir_cplx_dtype(T, z);
    TVal r = z_sqrt(T, kir_cplx_from(T, z, DT_COMPLEX128, span), span);
    return kir_cplx_from(T, r, cdt, span);
  }
  case 3: { /* sin(z) = -j sinh(jz) */
    KirInst *in = kir_emit(T->f, KIR_UN, span);
    in->sub = KU_NEG;
    in->a = z.im;
    in->d = kir_new_reg(T->f, T->f->regs[z.im]);
    TVal h = hyperbolic(T, true, kir_cplx_val(in->d, z.reg), span);
    KirInst *ng = kir_emit(T->f, KIR_UN, span);
    ng->sub = KU_NEG;
    ng->a = h.reg;
    ng->d = kir_new_reg(T->f, T->f->regs[h.reg]);
    return kir_cplx_val(h.im, ng->d);
  }
  case 4: { /* cos(z) = cosh(jz) */
    KirInst *in = kir_emit(T->f, KIR_UN, span);
    in->sub = KU_NEG;
    in->a = z.im;
    in->d = kir_new_reg(T->f, T->f->regs[z.im]);
    return hyperbolic(T, false, kir_cplx_val(in->d, z.reg), span);
  }
  case 5: return hyperbolic(T, true, z, span);
  case 6: return hyperbolic(T, false, z, span);
  case 7: return kir_tval_reg(math1(T, KM_ATAN2, z.im, z.reg, span));
  default: return pair(T, kir_tval_reg(math1(T, KM_HYPOT, z.reg, z.im, span)), kir_tval_reg(math1(T, KM_ATAN2, z.im, z.reg, span)));
  }
}

static bool is_named(Obj *o, Value module, const char *name) {
  Value v = rt_module_lookup(module, name);
  return rt_is_obj(v) && v.as.o == o;
}

TVal kir_cplx_call(Typer *T, Obj *o, int argc, TVal *argv, Span span, bool *handled) {
  *handled = true;
  Value builtin = rt_builtin_lookup("complex");
  if (rt_is_obj(builtin) && builtin.as.o == o) {
    /* complex(x[, y]) is a complex128, as Numba types it */
    if (argc < 1 || argc > 2) kir_type_error(T, span, "complex() takes 1 or 2 arguments in compiled code (%d given)", argc);
    TVal re = kir_cplx_from(T, argv[0], DT_COMPLEX128, span);
    if (argc == 1) return re;
    if (argv[0].kind != TV_CPLX && argv[1].kind != TV_CPLX)
      return kir_cplx_val(re.reg, kir_cast(T, kir_to_reg(T, argv[1], span), DT_FLOAT64, span));
    TVal im = kir_cplx_from(T, argv[1], DT_COMPLEX128, span);
    /* complex(a, b) = a + b j: the parts of b j are (-b.imag, b.real) */
    KirInst *in = kir_emit(T->f, KIR_UN, span);
    in->sub = KU_NEG;
    in->a = im.im;
    in->d = kir_new_reg(T->f, DT_FLOAT64);
    return kir_cplx_val(bin(T, KB_ADD, re.reg, in->d, span), bin(T, KB_ADD, re.im, im.reg, span));
  }
  Value abs = rt_builtin_lookup("abs");
  if (rt_is_obj(abs) && (abs.as.o == o || o == T->known.np_abs) && argc == 1 && argv[0].kind == TV_CPLX)
    return kir_tval_reg(math1(T, KM_HYPOT, argv[0].reg, argv[0].im, span));
  Value cmath = rt_import("cmath");
  rt_decref(cmath); /* the module stays in the import table */
  for (int k = 0; k < (int)(sizeof cmath_names / sizeof cmath_names[0]); k++)
    if (is_named(o, cmath, cmath_names[k])) return cmath_call(T, k, argc, argv, span);
  *handled = false;
  return kir_tval_reg(-1);
}

/* ---- complex arrays ---- */

TVal kir_cplx_array(Typer *T, int slot, Span span) {
  TVal v;
  memset(&v, 0, sizeof v);
  v.kind = TV_CPLXARR;
  v.items = vm_arena_alloc(T->arena, sizeof(TVal) * 2);
  int last = T->f->slots[slot].ndim - 1;
  for (int p = 0; p < 2; p++) {
    TVal *view = &v.items[p];
    memset(view, 0, sizeof *view);
    view->kind = TV_ARRAY;
    view->slot = slot;
    view->nfixed = 1;
    view->fixmask = 1u << last;
    view->fixed[last] = kir_const_int(T, p, DT_INT64, span);
  }
  return v;
}
