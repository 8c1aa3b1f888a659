/* kir_libdevice_int.c — more numba.cuda.libdevice lowerings (kir_libdevice.c calls
 * kir_libdevice_lower_more for the names it does not lower itself): the integer helpers of the
 * CUDA math API (mul24 umul24 umulhi mul64hi umul64hi sad usad uhadd urhadd), conversions of
 * unsigned numbers and to unsigned numbers in the four roundings, and the float functions that
 * are compositions of KIR's (sinpi cospi sincospi round llround llrint logb ilogb scalbn rcbrt
 * normcdf, with their f forms). Their results are the CUDA math API's, as documented: the
 * conversions to unsigned saturate (a NaN or a negative number gives 0, one past the range the
 * largest value), round() rounds halves away from zero, ilogb(0) and ilogb(NaN) are INT_MIN and
 * ilogb(inf) INT_MAX; sinpi/cospi reduce their argument exactly (x - 2 rint(x / 2)) and give
 * exact zeros and ones at the integers and half-integers, sin(pi t) / cos(pi t) in between. */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "kir_typer.h"

typedef struct Ld {
  Typer *T;
  Span span;
} Ld;

static int op(const Ld *l, KirOp o, int sub, int a, int b, DType dt) { return kir_emit_op(l->T, o, sub, a, b, dt, l->span); }
static int bin(const Ld *l, KirBin b, int x, int y) { return kir_binop(l->T, b, x, y, l->span); }
static int cast(const Ld *l, int x, DType dt) { return kir_cast(l->T, x, dt, l->span); }
static int sel(const Ld *l, int c, int a, int b) { return kir_select(l->T, c, a, b, l->span); }
static int ic(const Ld *l, int64_t v, DType dt) { return kir_const_int(l->T, v, dt, l->span); }
static DType ty(const Ld *l, int r) { return l->T->f->regs[r]; }

static int fc(const Ld *l, double v, DType dt) {
  KirInst *in = kir_emit(l->T->f, KIR_CONST, l->span);
  in->imm.f = v;
  return in->d = kir_new_reg(l->T->f, dt);
}

static int math1(const Ld *l, KirMath m, int x) {
  DType dt = m == KM_ISNAN || m == KM_ISINF ? DT_BOOL : ty(l, x);
  return op(l, KIR_MATH, m, x, -1, dt);
}

static int math2(const Ld *l, KirMath m, int x, int y) { return op(l, KIR_MATH, m, x, y, ty(l, x)); }

/* ---- integers ---- */

/* The high 64 bits of the 128-bit product of two 64-bit numbers (signed: both int64). */
static int mul_high64(const Ld *l, int a, int b, bool is_signed) {
  int ua = cast(l, a, DT_UINT64), ub = cast(l, b, DT_UINT64);
  int mask = ic(l, 0xffffffff, DT_UINT64), k32 = ic(l, 32, DT_UINT64);
  int a0 = bin(l, KB_AND, ua, mask), a1 = bin(l, KB_SHR, ua, k32);
  int b0 = bin(l, KB_AND, ub, mask), b1 = bin(l, KB_SHR, ub, k32);
  int p00 = bin(l, KB_MUL, a0, b0), p01 = bin(l, KB_MUL, a0, b1);
  int p10 = bin(l, KB_MUL, a1, b0), p11 = bin(l, KB_MUL, a1, b1);
  int mid = bin(l, KB_ADD, bin(l, KB_ADD, bin(l, KB_SHR, p00, k32), bin(l, KB_AND, p01, mask)), bin(l, KB_AND, p10, mask));
  int hi = bin(l, KB_ADD, bin(l, KB_ADD, p11, bin(l, KB_SHR, p01, k32)), bin(l, KB_ADD, bin(l, KB_SHR, p10, k32), bin(l, KB_SHR, mid, k32)));
  if (is_signed) { /* two's complement: less b where a < 0, less a where b < 0 */
    int zero = ic(l, 0, DT_UINT64), z = ic(l, 0, DT_INT64);
    hi = bin(l, KB_SUB, hi, sel(l, bin(l, KB_LT, a, z), ub, zero));
    hi = bin(l, KB_SUB, hi, sel(l, bin(l, KB_LT, b, z), ua, zero));
  }
  return cast(l, hi, DT_INT64);
}

/* The low 24 bits of an int32, sign-extended (signed) or not, as an int64. */
static int low24(const Ld *l, int x, bool is_signed) {
  int w = cast(l, x, DT_INT64);
  if (!is_signed) return bin(l, KB_AND, w, ic(l, 0xffffff, DT_INT64));
  return bin(l, KB_SHR, bin(l, KB_SHL, w, ic(l, 40, DT_INT64)), ic(l, 40, DT_INT64));
}

/* An int32's bits as an unsigned number, in int64. */
static int as_u32(const Ld *l, int x) { return cast(l, cast(l, x, DT_UINT32), DT_INT64); }

static int integer_fn(const Ld *l, const char *name, const int *r) {
  if (!strcmp(name, "mul24") || !strcmp(name, "umul24")) {
    bool s = name[0] == 'm';
    return cast(l, cast(l, bin(l, KB_MUL, low24(l, r[0], s), low24(l, r[1], s)), DT_UINT32), DT_INT32);
  }
  if (!strcmp(name, "umulhi"))
    return cast(l, bin(l, KB_SHR, bin(l, KB_MUL, as_u32(l, r[0]), as_u32(l, r[1])), ic(l, 32, DT_INT64)), DT_INT32);
  if (!strcmp(name, "mul64hi") || !strcmp(name, "umul64hi")) return mul_high64(l, r[0], r[1], name[0] == 'm');
  if (!strcmp(name, "sad") || !strcmp(name, "usad")) { /* |x - y| + z, in 32 bits */
    bool u = name[0] == 'u';
    int x = u ? as_u32(l, r[0]) : cast(l, r[0], DT_INT64), y = u ? as_u32(l, r[1]) : cast(l, r[1], DT_INT64);
    int d = op(l, KIR_UN, KU_ABS, bin(l, KB_SUB, x, y), -1, DT_INT64);
    return cast(l, cast(l, bin(l, KB_ADD, d, as_u32(l, r[2])), DT_UINT32), DT_INT32);
  }
  if (!strcmp(name, "uhadd") || !strcmp(name, "urhadd")) { /* (x + y [+ 1]) >> 1, unsigned */
    int s = bin(l, KB_ADD, as_u32(l, r[0]), as_u32(l, r[1]));
    if (name[1] == 'r') s = bin(l, KB_ADD, s, ic(l, 1, DT_INT64));
    return cast(l, cast(l, bin(l, KB_SHR, s, ic(l, 1, DT_INT64)), DT_UINT32), DT_INT32);
  }
  return -1;
}

/* ---- conversions ---- */

/* x rounded by mode ('n', 'z', 'd', 'u') and converted to an unsigned type of `bits` bits,
 * saturating; then the declared (signed) type's bits. */
static int to_unsigned(const Ld *l, int x, char mode, int bits, DType ret) {
  DType f = ty(l, x), u = bits == 32 ? DT_UINT32 : DT_UINT64;
  if (mode != 'z') x = math1(l, mode == 'n' ? KM_RINT : mode == 'd' ? KM_FLOOR : KM_CEIL, x);
  else x = math1(l, KM_TRUNC, x);
  int positive = bin(l, KB_GT, x, fc(l, 0.0, f)); /* false for a NaN */
  int over = bin(l, KB_GE, x, fc(l, ldexp(1.0, bits), f));
  int v = cast(l, sel(l, positive, x, fc(l, 0.0, f)), u);
  v = sel(l, over, ic(l, bits == 32 ? (int64_t)UINT32_MAX : -1, u), v);
  return cast(l, v, ret);
}

static int conversion(const Ld *l, const char *name, const int *r, DType ret) {
  static const struct { const char *prefix; int bits; } to_u[] = {
      {"float2uint_r", 32}, {"float2ull_r", 64}, {"double2uint_r", 32}, {"double2ull_r", 64}};
  for (size_t k = 0; k < sizeof to_u / sizeof *to_u; k++)
    if (!strncmp(name, to_u[k].prefix, strlen(to_u[k].prefix)) && strlen(name) == strlen(to_u[k].prefix) + 1)
      return to_unsigned(l, r[0], name[strlen(name) - 1], to_u[k].bits, ret);
  if (!strcmp(name, "uint2float_rn") || !strcmp(name, "uint2double_rn")) return cast(l, cast(l, r[0], DT_UINT32), ret);
  if (!strcmp(name, "ull2float_rn") || !strcmp(name, "ull2double_rn")) return cast(l, cast(l, r[0], DT_UINT64), ret);
  return -1;
}

/* ---- float functions ---- */

/* x - 2 rint(x / 2): x reduced exactly to [-1, 1] (sinpi and cospi have period 2). */
static int reduce2(const Ld *l, int x) {
  DType f = ty(l, x);
  int half = bin(l, KB_MUL, x, fc(l, 0.5, f));
  return bin(l, KB_SUB, x, bin(l, KB_MUL, fc(l, 2.0, f), math1(l, KM_RINT, half)));
}

static int sin_pi(const Ld *l, int x) {
  DType f = ty(l, x);
  int t = reduce2(l, x);
  int s = math1(l, KM_SIN, bin(l, KB_MUL, fc(l, M_PI, DT_FLOAT64), cast(l, t, DT_FLOAT64)));
  int whole = bin(l, KB_EQ, t, math1(l, KM_RINT, t)); /* an integer: an exact zero of x's sign */
  return sel(l, whole, math2(l, KM_COPYSIGN, fc(l, 0.0, f), x), cast(l, s, f));
}

static int cos_pi(const Ld *l, int x) {
  DType f = ty(l, x);
  int t = math1(l, KM_FABS, reduce2(l, x));
  int c = cast(l, math1(l, KM_COS, bin(l, KB_MUL, fc(l, M_PI, DT_FLOAT64), cast(l, t, DT_FLOAT64))), f);
  c = sel(l, bin(l, KB_EQ, t, fc(l, 0.5, f)), fc(l, 0.0, f), c);
  c = sel(l, bin(l, KB_EQ, t, fc(l, 1.0, f)), fc(l, -1.0, f), c);
  return sel(l, bin(l, KB_EQ, t, fc(l, 0.0, f)), fc(l, 1.0, f), c);
}

/* Halves away from zero: trunc(x), one further when the part cut off is at least a half. */
static int round_away(const Ld *l, int x) {
  DType f = ty(l, x);
  int t = math1(l, KM_TRUNC, x);
  int far = bin(l, KB_GE, math1(l, KM_FABS, bin(l, KB_SUB, x, t)), fc(l, 0.5, f));
  return sel(l, far, bin(l, KB_ADD, t, math2(l, KM_COPYSIGN, fc(l, 1.0, f), x)), t);
}

/* The unbiased exponent of x (frexp's less one), as a float; 0: -inf, inf: inf, NaN: NaN. */
static int exponent_of(const Ld *l, int x) {
  DType f = ty(l, x);
  int e = bin(l, KB_SUB, math1(l, KM_FREXP_EXP, x), fc(l, 1.0, f));
  e = sel(l, math1(l, KM_ISNAN, x), x, e);
  e = sel(l, math1(l, KM_ISINF, x), fc(l, INFINITY, f), e);
  return sel(l, bin(l, KB_EQ, x, fc(l, 0.0, f)), fc(l, -INFINITY, f), e);
}

static int int_exponent_of(const Ld *l, int x) {
  DType f = ty(l, x);
  int e = cast(l, bin(l, KB_SUB, math1(l, KM_FREXP_EXP, x), fc(l, 1.0, f)), DT_INT32);
  int special = bin(l, KB_OR, math1(l, KM_ISNAN, x), bin(l, KB_EQ, x, fc(l, 0.0, f)));
  e = sel(l, special, ic(l, INT32_MIN, DT_INT32), e);
  return sel(l, math1(l, KM_ISINF, x), ic(l, INT32_MAX, DT_INT32), e);
}

static int float_fn(const Ld *l, const char *base, const int *r, DType ret, int *outs) {
  DType f = r[0] >= 0 ? ty(l, r[0]) : ret;
  if (!strcmp(base, "sinpi")) return sin_pi(l, r[0]);
  if (!strcmp(base, "cospi")) return cos_pi(l, r[0]);
  if (!strcmp(base, "sincospi")) {
    outs[0] = sin_pi(l, r[0]);
    outs[1] = cos_pi(l, r[0]);
    return -2;
  }
  if (!strcmp(base, "round")) return round_away(l, r[0]);
  if (!strcmp(base, "llround")) return cast(l, round_away(l, r[0]), DT_INT64);
  if (!strcmp(base, "llrint")) return cast(l, math1(l, KM_RINT, r[0]), DT_INT64);
  if (!strcmp(base, "logb")) return exponent_of(l, r[0]);
  if (!strcmp(base, "ilogb")) return int_exponent_of(l, r[0]);
  if (!strcmp(base, "scalbn")) return math2(l, KM_LDEXP, r[0], cast(l, r[1], f));
  if (!strcmp(base, "rcbrt")) return bin(l, KB_DIV, fc(l, 1.0, f), math1(l, KM_CBRT, r[0]));
  if (!strcmp(base, "normcdf")) /* 0.5 erfc(-x / sqrt 2) */
    return bin(l, KB_MUL, fc(l, 0.5, f), math1(l, KM_ERFC, bin(l, KB_MUL, r[0], fc(l, -M_SQRT1_2, f))));
  return -1;
}

int kir_libdevice_lower_more(Typer *T, const char *name, const char *base, const int *regs, DType ret, int *outs,
                             Span span) {
  Ld l = {T, span};
  int r = integer_fn(&l, name, regs);
  if (r == -1) r = conversion(&l, name, regs, ret);
  if (r == -1) r = float_fn(&l, base, regs, ret, outs);
  return r;
}
