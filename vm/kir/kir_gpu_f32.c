/* kir_gpu_f32.c — which float64 registers of a kernel hold what compiled Numba computes in
 * float32 (KirFunc.gpu_f32), for the profiler, which prices what a GPU would run.
 *
 * The simulator types a kernel's math.sin(x) of a float32 x as float64 (KIR_MATH_PYFLOAT), as
 * Numba's simulator's math returns Python floats; compiled Numba computes sinf there, and the
 * arithmetic on the result (t * t + x[i]) stays float32. A float64 register is marked when every
 * instruction that sets it is such a math call, a float32 value widened (a CAST), a MOV of a
 * marked register, or arithmetic, a math call or a select whose float operands are all marked,
 * and it comes from at least one KIR_MATH_PYFLOAT. A constant, a load of a float64 array or a
 * float64 parameter among the operands leaves the result float64, as Numba types it. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "kir_ir.h"

enum { MAYBE = 1, FROM_MATH = 2 };

static bool set_d(const KirInst *in) {
  switch (in->op) {
  case KIR_MOV: case KIR_CAST: case KIR_BIN: case KIR_UN: case KIR_MATH: case KIR_SELECT:
  case KIR_RETURN: case KIR_CONST: case KIR_LOAD: case KIR_ATOMIC: case KIR_WARP:
  case KIR_SREG: case KIR_SHAPE: case KIR_RANDOM: case KIR_BARRIER: case KIR_BITS: case KIR_CHECKIDX:
    return in->d >= 0;
  default: return false;
  }
}

/* Operand r of an instruction whose result is float64: fine when marked-so-far (MAYBE), or a
 * float32 (the GPU's operand type), or not a float at all (ldexp's exponent). */
static bool operand_ok(const KirFunc *f, const uint8_t *m, int r) {
  if (r < 0) return true;
  DType t = f->regs[r];
  if (t == DT_FLOAT32) return true;
  if (t != DT_FLOAT64) return t != DT_COMPLEX64 && t != DT_COMPLEX128;
  return m[r] & MAYBE;
}

/* Whether in (setting a float64 d) may keep d marked, given the marks so far. */
static bool keeps(const KirFunc *f, const uint8_t *m, const KirInst *in) {
  switch (in->op) {
  case KIR_MATH:
    if (in->imm.i == KIR_MATH_PYFLOAT) return true;
    return operand_ok(f, m, in->a) && operand_ok(f, m, in->b) && operand_ok(f, m, in->c);
  case KIR_CAST: return in->a >= 0 && (f->regs[in->a] == DT_FLOAT32 || (f->regs[in->a] == DT_FLOAT64 && (m[in->a] & MAYBE)));
  case KIR_MOV: case KIR_RETURN: return in->a >= 0 && f->regs[in->a] == DT_FLOAT64 && (m[in->a] & MAYBE);
  case KIR_UN: return in->sub != KU_NOT && operand_ok(f, m, in->a);
  case KIR_BIN: return in->sub <= KB_MAX && operand_ok(f, m, in->a) && operand_ok(f, m, in->b);
  case KIR_SELECT: return operand_ok(f, m, in->b) && operand_ok(f, m, in->c);
  default: return false;
  }
}

static bool from_math(const uint8_t *m, const KirInst *in) {
  if (in->op == KIR_MATH && in->imm.i == KIR_MATH_PYFLOAT) return true;
  if (in->op == KIR_SELECT) return (in->b >= 0 && (m[in->b] & FROM_MATH)) || (in->c >= 0 && (m[in->c] & FROM_MATH));
  return (in->a >= 0 && (m[in->a] & FROM_MATH)) || (in->b >= 0 && (m[in->b] & FROM_MATH)) ||
         (in->c >= 0 && (m[in->c] & FROM_MATH));
}

void kir_mark_gpu_f32(KirFunc *f) {
  bool any = false;
  for (int pc = 0; pc < f->ncode && !any; pc++)
    any = f->code[pc].op == KIR_MATH && f->code[pc].imm.i == KIR_MATH_PYFLOAT;
  if (!any || f->nregs <= 0) return;
  uint8_t *m = rt_calloc((size_t)f->nregs, 1);
  /* every float64 register set by some instruction starts as a candidate (parameters are set by
   * none and stay float64); a setter that does not keep it drops it, until nothing changes */
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    if (set_d(in) && f->regs[in->d] == DT_FLOAT64) m[in->d] = MAYBE;
  }
  for (int p = 0; f->params && p < f->sig.nargs; p++)
    if (f->params[p] >= 0 && f->params[p] < f->nregs) m[f->params[p]] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (int pc = 0; pc < f->ncode; pc++) {
      const KirInst *in = &f->code[pc];
      if (!set_d(in) || !(m[in->d] & MAYBE) || keeps(f, m, in)) continue;
      m[in->d] = 0;
      changed = true;
    }
  }
  /* which candidates a Python math result reaches (the others are float32 values widened) */
  for (bool changed = true; changed;) {
    changed = false;
    for (int pc = 0; pc < f->ncode; pc++) {
      const KirInst *in = &f->code[pc];
      if (!set_d(in) || !(m[in->d] & MAYBE) || (m[in->d] & FROM_MATH) || !from_math(m, in)) continue;
      m[in->d] |= FROM_MATH;
      changed = true;
    }
  }
  for (int k = 0; k < f->nregs; k++) m[k] = (m[k] & (MAYBE | FROM_MATH)) == (MAYBE | FROM_MATH);
  f->gpu_f32 = m;
}
