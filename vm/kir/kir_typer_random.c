/* kir_typer_random.c — numba.cuda.random's draws in compiled code: xoroshiro128p_next,
 * _uniform_float32/64 and _normal_float32/64 (states, index), typed by expanding Numba's
 * algorithm (numba/cuda/random.py) into plain KIR: loads and stores of the state's two uint64
 * words, shifts, xors, a conversion and, for the normal draws, log/sqrt/cos. Every engine then
 * runs it (the simulator; gpu_codegen.c writes it as CUDA C) with no instruction of its own.
 *
 * The states are the device array of xoroshiro128p_dtype records vm/numba/cuda_random.c makes,
 * a structured parameter: one engine array per field, s0 and s1 (kir_typer_record.c).
 * The results are Numba's simulator's, bit for bit: uniform_float64 is (x >> 11) * 2**-53 and
 * uniform_float32 that rounded to float32; the normal draws (Box-Muller from two float32
 * uniforms, as both of Numba's do) are computed in double precision and are float64 values,
 * as the simulator's Python floats are (compiled Numba types normal_float32 as float32;
 * stored into a float32 array, both give the same number). */
#include <math.h>

#include "kir_typer.h"

static int bin(Typer *T, KirBin op, int a, int b, Span span) {
  KirInst *in = kir_emit(T->f, KIR_BIN, span);
  in->sub = (uint8_t)op;
  in->a = a;
  in->b = b;
  in->d = kir_new_reg(T->f, T->f->regs[a]);
  return in->d;
}

static int shift(Typer *T, KirBin op, int x, int k, Span span) {
  return bin(T, op, x, kir_const_int(T, k, DT_UINT64, span), span);
}

static int rotl(Typer *T, int x, int k, Span span) {
  int hi = shift(T, KB_SHL, x, k, span);
  return bin(T, KB_OR, hi, shift(T, KB_SHR, x, 64 - k, span), span);
}

static int float_const(Typer *T, double v, DType dt, Span span) {
  KirInst *in = kir_emit(T->f, KIR_CONST, span);
  in->imm.f = v;
  in->d = kir_new_reg(T->f, dt);
  return in->d;
}

static int math1(Typer *T, KirMath m, int x, Span span) {
  KirInst *in = kir_emit(T->f, KIR_MATH, span);
  in->sub = (uint8_t)m;
  in->a = x;
  in->d = kir_new_reg(T->f, T->f->regs[x]);
  return in->d;
}

/* states[i][word]: a load, or a store of v (v >= 0); slots[word] is field s0's or s1's array. */
static int state_word(Typer *T, const int *slots, int i, int word, int v, Span span) {
  KirInst *in = kir_emit(T->f, v >= 0 ? KIR_STORE : KIR_LOAD, span);
  in->arr = slots[word];
  in->idx[0] = i;
  if (v >= 0) return in->a = v;
  return in->d = kir_new_reg(T->f, DT_UINT64);
}

/* Numba's simulator adds s0 + s1 as NumPy uint64 scalars, whose wrap-around warns at the
 * kernel's line that draws (the draws are object-mode functions, with no Python frame of their
 * own): a WARN where the sum came out below s0 (it wrapped). Code typed for a device from the
 * start (--mode=gpu) is compiled Numba's, which wraps silently. */
static void warn_wrapped(Typer *T, int sum, int s0, Span span) {
  if (T->f->target == KIR_TARGET_CPU || T->f->device_math) return;
  kir_emit_warn(T, KWN_WRAP, kir_binop(T, KB_LT, sum, s0, span), span);
}

/* xoroshiro128+: the draw s0 + s1, and the state moves on. */
static int next_draw(Typer *T, const int *slot, int i, Span span) {
  int s0 = state_word(T, slot, i, 0, -1, span), s1 = state_word(T, slot, i, 1, -1, span);
  int result = bin(T, KB_ADD, s0, s1, span);
  warn_wrapped(T, result, s0, span);
  s1 = bin(T, KB_XOR, s1, s0, span);
  int n0 = bin(T, KB_XOR, bin(T, KB_XOR, rotl(T, s0, 55, span), s1, span), shift(T, KB_SHL, s1, 14, span), span);
  state_word(T, slot, i, 0, n0, span);
  state_word(T, slot, i, 1, rotl(T, s1, 36, span), span);
  return result;
}

/* [0, 1): the top 53 bits times 2**-53, in float64, then rounded to float32 for f32. */
static int uniform(Typer *T, const int *slot, int i, bool f32, Span span) {
  int top = kir_cast(T, shift(T, KB_SHR, next_draw(T, slot, i, span), 11, span), DT_FLOAT64, span);
  int u = bin(T, KB_MUL, top, float_const(T, ldexp(1.0, -53), DT_FLOAT64, span), span);
  return f32 ? kir_cast(T, u, DT_FLOAT32, span) : u;
}

/* Box-Muller's first value from two float32 uniforms: sqrt(-2 log u1) cos(2 pi u2), where
 * 2 pi u2 is a float32 product for normal_float32 and a float64 one for normal_float64. */
static int normal(Typer *T, const int *slot, int i, bool f32, Span span) {
  int u1 = uniform(T, slot, i, true, span), u2 = uniform(T, slot, i, true, span);
  int lg = math1(T, KM_LOG, kir_cast(T, u1, DT_FLOAT64, span), span);
  int r = math1(T, KM_SQRT, bin(T, KB_MUL, float_const(T, -2.0, DT_FLOAT64, span), lg, span), span);
  int angle = f32 ? kir_cast(T, bin(T, KB_MUL, float_const(T, (float)(2 * M_PI), DT_FLOAT32, span), u2, span),
                             DT_FLOAT64, span)
                  : bin(T, KB_MUL, float_const(T, 2 * M_PI, DT_FLOAT64, span), kir_cast(T, u2, DT_FLOAT64, span), span);
  return bin(T, KB_MUL, r, math1(T, KM_COS, angle, span), span);
}

/* Whether v is a parameter of xoroshiro128p_dtype records: s0 and s1, 1-D uint64 fields. */
static bool states_param(Typer *T, TVal v) {
  if (v.kind != TV_RECARR || v.rec <= 0 || v.n != 2 || rt_np_record_field_find(v.rec, "s0") != 0 ||
      rt_np_record_field_find(v.rec, "s1") != 1)
    return false;
  for (int k = 0; k < 2; k++) {
    const KirSlot *s = &T->f->slots[v.items[k].slot];
    if (v.items[k].kind != TV_ARRAY || v.items[k].nfixed || s->kind != KIR_SLOT_PARAM || s->dtype != DT_UINT64 || s->ndim != 1)
      return false;
  }
  return true;
}

TVal kir_random_call(Typer *T, int intr, int argc, TVal *argv, Span span) {
  const char *name = kir_intrinsic_names[intr] + 7; /* past "random." */
  if (argc != 2) kir_type_error(T, span, "%s() takes 2 arguments (states, index) (%d given)", name, argc);
  if (!states_param(T, argv[0]))
    kir_type_error(T, span, "%s() needs the states create_xoroshiro128p_states() made as its first argument", name);
  int i = kir_to_reg(T, argv[1], span);
  if (T->f->regs[i] == DT_BOOL || rt_dtypes[T->f->regs[i]].kind == 'c')
    kir_type_error(T, span, "%s() needs an integer index", name);
  i = kir_cast(T, i, DT_INT64, span);
  int slot[2] = {argv[0].items[0].slot, argv[0].items[1].slot}, r;
  switch (intr) {
  case KI_XORO_NEXT: r = next_draw(T, slot, i, span); break;
  case KI_XORO_UNIFORM_F32: r = uniform(T, slot, i, true, span); break;
  case KI_XORO_UNIFORM_F64: r = uniform(T, slot, i, false, span); break;
  case KI_XORO_NORMAL_F32: r = normal(T, slot, i, true, span); break;
  default: r = normal(T, slot, i, false, span); break;
  }
  return kir_tval_reg(r);
}
