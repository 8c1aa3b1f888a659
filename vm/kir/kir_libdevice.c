/* kir_libdevice.c — numba.cuda.libdevice: the host objects of its functions and their calls in
 * kernels. The names and declared types are Numba 0.56's (kir_libdevice_sigs.h, generated from
 * its numba/cuda/libdevicefuncs.py): arguments convert to the declared types, the result has
 * the declared type, and an argument passed by pointer comes back after the result in a tuple
 * (sincosf(x) is (sin, cos); frexpf(x) is (mantissa, exponent)).
 *
 * Each call is typed into the KIR a kernel writes with math.*, cuda.popc(), ...: every engine
 * runs it (the simulator and the CPU engine compute it, in float32 for the float32 functions;
 * the GPU's CUDA C calls the CUDA math library, which is libdevice). Numba's simulator does not
 * compute them at all (its stubs return None, so a stored result is nan): docs/simulator.md says
 * why Weft computes them. kir_libdevice_int.c lowers the integer helpers, the unsigned
 * conversions and sinpi/round/logb and friends; the functions with no lowering in either
 * (directed roundings, bit casts, half floats, Bessel functions, ...) are a compile error
 * naming the function.
 *
 * Called on the host (outside a kernel), a function returns None, as Numba's stub does. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "kir_libdevice_sigs.h"
#include "kir_typer.h"

static const char *const ld_names[] = {
#define X(name, sig) #name,
    KIR_LIBDEVICE_SIGS(X)
#undef X
};
static const char *const ld_sigs[] = {
#define X(name, sig) sig,
    KIR_LIBDEVICE_SIGS(X)
#undef X
};
#define LD_COUNT ((int)(sizeof ld_names / sizeof *ld_names))

typedef struct KirLibdevice {
  Obj hdr;
  int id;
} KirLibdevice;

static Value ld_repr(Value self) {
  char text[96];
  snprintf(text, sizeof text, "<function %s at %p>", ld_names[RT_AS(KirLibdevice, self)->id], (void *)self.as.o);
  return rt_str_from_c(text);
}

static Value ld_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argc, (void)argv, (void)kw;
  return rt_none(); /* Numba's stub: a docstring and no body */
}

static void ld_free(Obj *o) { free(o); }

const ObjType kir_libdevice_type = {.name = "function", .free = ld_free, .repr = ld_repr, .call = ld_call};

void kir_libdevice_fill(Value module) {
  for (int k = 0; k < LD_COUNT; k++) {
    KirLibdevice *f = rt_malloc(sizeof *f);
    rt_obj_init(&f->hdr, &kir_libdevice_type);
    f->id = k;
    rt_module_set(module, ld_names[k], rt_obj(f)); /* takes the reference */
  }
}

/* ---- typing ---- */

static DType letter_type(char c) {
  switch (c | 0x20) {
  case 'f': return DT_FLOAT32;
  case 'd': return DT_FLOAT64;
  case 'h': return DT_INT16;
  case 'i': return DT_INT32;
  default: return DT_INT64;
  }
}

static int emit3(Typer *T, KirOp op, int sub, int a, int b, int c, DType dt, Span span) {
  KirInst *in = kir_emit(T->f, op, span);
  in->sub = (uint8_t)sub;
  in->a = a;
  in->b = b;
  in->c = c;
  in->d = kir_new_reg(T->f, dt);
  return in->d;
}

static int math(Typer *T, KirMath m, int a, int b, int c, Span span) {
  bool pred = m == KM_ISNAN || m == KM_ISINF || m == KM_ISFINITE;
  return emit3(T, KIR_MATH, m, a, b, c, pred ? DT_BOOL : T->f->regs[a], span);
}

static int sel(Typer *T, int cond, int yes, int no, Span span) {
  return emit3(T, KIR_SELECT, 0, cond, yes, no, T->f->regs[yes], span);
}

static int fconst(Typer *T, double v, DType dt, Span span) {
  KirInst *in = kir_emit(T->f, KIR_CONST, span);
  in->imm.f = v;
  in->d = kir_new_reg(T->f, dt);
  return in->d;
}

static int bin(Typer *T, KirBin op, int a, int b, Span span) {
  return emit3(T, KIR_BIN, op, a, b, -1, op >= KB_LT ? DT_BOOL : T->f->regs[a], span);
}

/* C's fmax/fmin: the other operand of a NaN. */
static int c_fmaxmin(Typer *T, bool max, int a, int b, Span span) {
  int r = sel(T, bin(T, max ? KB_GT : KB_LT, a, b, span), a, b, span);
  r = sel(T, math(T, KM_ISNAN, a, -1, -1, span), b, r, span);
  return sel(T, math(T, KM_ISNAN, b, -1, -1, span), a, r, span);
}

/* The unsigned max/min of two int32 or int64 bit patterns (umax, ullmin, ...). */
static int unsigned_maxmin(Typer *T, bool max, int a, int b, Span span) {
  DType s = T->f->regs[a], u = s == DT_INT32 ? DT_UINT32 : DT_UINT64;
  int r = bin(T, max ? KB_MAX : KB_MIN, kir_cast(T, a, u, span), kir_cast(T, b, u, span), span);
  return kir_cast(T, r, s, span);
}

/* x rounded to an integer by mode ('n' nearest even, 'z' toward zero, 'd' down, 'u' up), then
 * converted to dt. */
static int float_to_int(Typer *T, int x, char mode, DType dt, Span span) {
  if (mode != 'z') x = math(T, mode == 'n' ? KM_RINT : mode == 'd' ? KM_FLOOR : KM_CEIL, x, -1, -1, span);
  return kir_cast(T, x, dt, span);
}

static int math_by_name(const char *base) {
  static const struct { const char *name; KirMath m; } table[] = {
      {"acos", KM_ACOS}, {"acosh", KM_ACOSH}, {"asin", KM_ASIN}, {"asinh", KM_ASINH}, {"atan", KM_ATAN},
      {"atanh", KM_ATANH}, {"cbrt", KM_CBRT}, {"ceil", KM_CEIL}, {"cos", KM_COS}, {"cosh", KM_COSH},
      {"erf", KM_ERF}, {"erfc", KM_ERFC}, {"exp", KM_EXP}, {"expm1", KM_EXPM1}, {"fabs", KM_FABS},
      {"floor", KM_FLOOR}, {"lgamma", KM_LGAMMA}, {"log", KM_LOG}, {"log10", KM_LOG10}, {"log1p", KM_LOG1P},
      {"log2", KM_LOG2}, {"rint", KM_RINT}, {"nearbyint", KM_RINT}, {"sin", KM_SIN}, {"sinh", KM_SINH},
      {"sqrt", KM_SQRT}, {"tan", KM_TAN}, {"tanh", KM_TANH}, {"tgamma", KM_GAMMA}, {"trunc", KM_TRUNC},
      {"atan2", KM_ATAN2}, {"copysign", KM_COPYSIGN}, {"fmod", KM_FMOD}, {"hypot", KM_HYPOT},
      {"pow", KM_POW}, {"remainder", KM_REMAINDER}, {"ldexp", KM_LDEXP}, {"fma", KM_FMA},
      {"fma_rn", KM_FMA}, {"dsqrt_rn", KM_SQRT}, {"fsqrt_rn", KM_SQRT}};
  for (size_t k = 0; k < sizeof table / sizeof *table; k++)
    if (!strcmp(table[k].name, base)) return table[k].m;
  return -1;
}

/* name without "fast_" (the device's approximations, computed exactly here) and, for a float32
 * form (f32), without its float32 suffix: sinf: sin, fmaf_rn: fma_rn, fast_sinf: sin. */
static void base_name(const char *name, char *base, size_t n, bool f32) {
  if (!strncmp(name, "fast_", 5)) name += 5;
  snprintf(base, n, "%s", name);
  if (!f32) return;
  char *rn = strstr(base, "f_r");
  if (rn && rn[3] && rn[4] == '\0') memmove(rn, rn + 1, strlen(rn)); /* fmaf_rn: fma_rn */
  else if (base[strlen(base) - 1] == 'f') base[strlen(base) - 1] = '\0';
}

/* The value of libdevice function id at the converted arguments regs (the by-value ones);
 * outs[k] receives the by-pointer results. -1: no lowering. */
static int lower(Typer *T, int id, const int *regs, DType ret, int *outs, Span span) {
  const char *name = ld_names[id];
  bool f32 = ret == DT_FLOAT32 || (ld_sigs[id][1] | 0x20) == 'f';
  char base[48];
  base_name(name, base, sizeof base, f32);
  int a = regs[0], b = regs[1], m = math_by_name(base);
  if (m == KM_LDEXP) b = kir_cast(T, b, ret, span); /* KIR's ldexp takes its exponent in the float type */
  if (m >= 0 && (ret == DT_FLOAT32 || ret == DT_FLOAT64)) return math(T, (KirMath)m, a, b, regs[2], span);
  if (!strcmp(base, "exp10") || !strcmp(base, "exp2"))
    return math(T, KM_POW, fconst(T, base[3] == '1' ? 10.0 : 2.0, ret, span), a, -1, span);
  if (!strcmp(base, "rsqrt") || !strcmp(base, "frsqrt_rn"))
    return bin(T, KB_DIV, fconst(T, 1.0, ret, span), math(T, KM_SQRT, a, -1, -1, span), span);
  if (!strcmp(name, "drcp_rn") || !strcmp(name, "frcp_rn")) return bin(T, KB_DIV, fconst(T, 1.0, ret, span), a, span);
  if (!strcmp(base, "dadd_rn") || !strcmp(name, "fadd_rn")) return bin(T, KB_ADD, a, b, span);
  if (!strcmp(name, "fsub_rn")) return bin(T, KB_SUB, a, b, span);
  if (!strcmp(name, "dmul_rn") || !strcmp(name, "fmul_rn")) return bin(T, KB_MUL, a, b, span);
  if (!strcmp(name, "ddiv_rn") || !strcmp(name, "fdiv_rn") || !strcmp(name, "fast_fdividef")) return bin(T, KB_DIV, a, b, span);
  if (!strcmp(base, "fmax") || !strcmp(base, "fmin")) return c_fmaxmin(T, base[2] == 'a', a, b, span);
  if (!strcmp(base, "fdim")) { /* x - y when x > y, else +0; NaN when either is */
    int nan = bin(T, KB_OR, math(T, KM_ISNAN, a, -1, -1, span), math(T, KM_ISNAN, b, -1, -1, span), span);
    int r = sel(T, bin(T, KB_GT, a, b, span), bin(T, KB_SUB, a, b, span), fconst(T, 0.0, ret, span), span);
    return sel(T, nan, bin(T, KB_ADD, a, b, span), r, span);
  }
  if (!strcmp(name, "saturatef")) { /* clamped to [0, 1]; NaN gives 0 */
    int r = c_fmaxmin(T, false, c_fmaxmin(T, true, a, fconst(T, 0.0, ret, span), span), fconst(T, 1.0, ret, span), span);
    return r;
  }
  if (!strcmp(base, "sincos")) {
    outs[0] = math(T, KM_SIN, a, -1, -1, span);
    outs[1] = math(T, KM_COS, a, -1, -1, span);
    return -2; /* void: the pointers only */
  }
  if (!strcmp(base, "frexp") || !strcmp(base, "modf")) {
    bool fr = base[0] == 'f';
    outs[0] = math(T, fr ? KM_FREXP_EXP : KM_MODF_INT, a, -1, -1, span);
    return math(T, fr ? KM_FREXP : KM_MODF, a, -1, -1, span);
  }
  if (!strcmp(name, "isnanf") || !strcmp(name, "isnand")) return kir_cast(T, math(T, KM_ISNAN, a, -1, -1, span), ret, span);
  if (!strcmp(name, "isinff") || !strcmp(name, "isinfd")) return kir_cast(T, math(T, KM_ISINF, a, -1, -1, span), ret, span);
  if (!strcmp(name, "finitef") || !strcmp(name, "isfinited"))
    return kir_cast(T, math(T, KM_ISFINITE, a, -1, -1, span), ret, span);
  if (!strcmp(name, "signbitf") || !strcmp(name, "signbitd")) {
    DType t = T->f->regs[a];
    int s = math(T, KM_COPYSIGN, fconst(T, 1.0, t, span), a, -1, span);
    return kir_cast(T, bin(T, KB_LT, s, fconst(T, 0.0, t, span), span), ret, span);
  }
  if (!strcmp(name, "abs") || !strcmp(name, "llabs")) return emit3(T, KIR_UN, KU_ABS, a, -1, -1, ret, span);
  if (!strcmp(name, "max") || !strcmp(name, "llmax")) return bin(T, KB_MAX, a, b, span);
  if (!strcmp(name, "min") || !strcmp(name, "llmin")) return bin(T, KB_MIN, a, b, span);
  if (!strcmp(name, "umax") || !strcmp(name, "ullmax")) return unsigned_maxmin(T, true, a, b, span);
  if (!strcmp(name, "umin") || !strcmp(name, "ullmin")) return unsigned_maxmin(T, false, a, b, span);
  static const struct { const char *name; KirBits op; } bits[] = {
      {"popc", KT_POPC}, {"popcll", KT_POPC}, {"brev", KT_BREV}, {"brevll", KT_BREV},
      {"clz", KT_CLZ}, {"clzll", KT_CLZ}, {"ffs", KT_FFS}, {"ffsll", KT_FFS}};
  for (size_t k = 0; k < sizeof bits / sizeof *bits; k++)
    if (!strcmp(name, bits[k].name)) { /* KIR_BITS: brev unsigned of its width, the others int32 */
      DType rd = bits[k].op != KT_BREV ? DT_INT32 : T->f->regs[a] == DT_INT32 ? DT_UINT32 : DT_UINT64;
      return kir_cast(T, emit3(T, KIR_BITS, bits[k].op, a, -1, -1, rd, span), ret, span);
    }
  static const char *const to_int[] = {"float2int_r", "float2ll_r", "double2int_r", "double2ll_r"};
  for (size_t k = 0; k < sizeof to_int / sizeof *to_int; k++)
    if (!strncmp(name, to_int[k], strlen(to_int[k]))) return float_to_int(T, a, name[strlen(name) - 1], ret, span);
  if (!strcmp(base, "powi")) return math(T, KM_POW, a, kir_cast(T, b, ret, span), -1, span);
  if (!strcmp(name, "int2float_rn") || !strcmp(name, "int2double_rn") || !strcmp(name, "ll2double_rn") ||
      !strcmp(name, "ll2float_rn") || !strcmp(name, "double2float_rn"))
    return kir_cast(T, a, ret, span);
  if (!strcmp(name, "hadd") || !strcmp(name, "rhadd")) { /* (x + y [+ 1]) >> 1 without overflow */
    int s = bin(T, KB_ADD, kir_cast(T, a, DT_INT64, span), kir_cast(T, b, DT_INT64, span), span);
    if (name[0] == 'r') s = bin(T, KB_ADD, s, kir_const_int(T, 1, DT_INT64, span), span);
    return kir_cast(T, bin(T, KB_SHR, s, kir_const_int(T, 1, DT_INT64, span), span), ret, span);
  }
  if (!strcmp(name, "mulhi")) { /* the high 32 bits of the 64-bit product */
    int p = bin(T, KB_MUL, kir_cast(T, a, DT_INT64, span), kir_cast(T, b, DT_INT64, span), span);
    return kir_cast(T, bin(T, KB_SHR, p, kir_const_int(T, 32, DT_INT64, span), span), ret, span);
  }
  return kir_libdevice_lower_more(T, name, base, regs, ret, outs, span);
}

TVal kir_libdevice_call(Typer *T, Obj *fn, int argc, TVal *argv, Span span) {
  int id = ((KirLibdevice *)fn)->id;
  const char *sig = ld_sigs[id];
  int nin = 0, nout = 0;
  for (const char *p = sig + 1; *p; p++) {
    if (*p >= 'a') nin++;
    else nout++;
  }
  if (argc != nin)
    kir_type_error(T, span, "libdevice.%s() takes %d argument%s (%d given)", ld_names[id], nin, nin == 1 ? "" : "s", argc);
  int regs[3] = {-1, -1, -1}, outs[3] = {-1, -1, -1}, k = 0;
  for (const char *p = sig + 1; *p; p++) {
    if (*p < 'a') continue;
    int r = kir_to_reg(T, argv[k], span);
    if (rt_dtypes[T->f->regs[r]].kind == 'c')
      kir_type_error(T, span, "libdevice.%s() takes real numbers, not a complex", ld_names[id]);
    regs[k++] = kir_cast(T, r, letter_type(*p), span);
  }
  DType ret = sig[0] == 'v' ? DT_FLOAT64 : letter_type(sig[0]);
  int r = lower(T, id, regs, ret, outs, span);
  if (r == -1)
    kir_type_error(T, span, "libdevice.%s() is not supported in kernels by Weft (docs/simulator.md lists the "
                   "libdevice functions it compiles)", ld_names[id]);
  if (r >= 0) r = kir_cast(T, r, ret, span);
  if (!nout) return kir_tval_reg(r);
  TVal t;
  memset(&t, 0, sizeof t);
  t.kind = TV_TUPLE;
  t.n = (sig[0] != 'v') + nout;
  t.items = vm_arena_alloc(T->arena, sizeof(TVal) * (size_t)t.n);
  int n = 0;
  if (sig[0] != 'v') t.items[n++] = kir_tval_reg(r);
  k = 0;
  for (const char *p = sig + 1; *p; p++)
    if (*p < 'a') {
      t.items[n++] = kir_tval_reg(kir_cast(T, outs[k], letter_type(*p), span));
      k++;
    }
  return t;
}
