/* kir_typer_pairwise.c — NumPy's pairwise summation of a 1-D view in kernel code.
 *
 * In Numba's CUDA simulator a kernel's row.sum() and row.mean() are NumPy's own, so a float
 * accumulation is NumPy's pairwise sum (numpy/core/src/umath/loops_utils.h.src), started from
 * the identity 0: fewer than 8 elements add in order; up to 128 use eight accumulators over
 * blocks of 8, combined as ((r0+r1)+(r2+r3))+((r4+r5)+(r6+r7)), then the rest in order; more
 * split at n2 = n/2 - (n/2)%8 and add the two halves' sums. The split is unrolled PW_DEPTH
 * levels deep, which is exact up to about 128 << PW_DEPTH elements; a longer piece at the last
 * level uses the eight accumulators over all of it (a close, not bit-exact, sum). */
#include <string.h>

#include "kir_typer.h"

#define PW_BLOCK 128
#define PW_DEPTH 3

static void mov(Typer *T, int d, int a, Span span) {
  KirInst *in = kir_emit(T->f, KIR_MOV, span);
  in->d = d;
  in->a = a;
}

static int i64(Typer *T, int64_t v, Span span) { return kir_const_int(T, v, DT_INT64, span); }

/* An instruction op reading the condition register c (computed before it is emitted). */
static void cond_op(Typer *T, KirOp op, int c, Span span) { kir_emit(T->f, op, span)->a = c; }

/* Element lo + i of the 1-D view a (along array axis ax), converted to dt. */
static int elem(Typer *T, TVal a, int ax, int lo, int i, DType dt, Span span) {
  const KirSlot *s = &T->f->slots[a.slot];
  int at = kir_binop(T, KB_ADD, lo, i, span);
  KirInst tmp;
  for (int k = 0; k < s->ndim; k++) tmp.idx[k] = k == ax ? kir_view_index(T, a, ax, at, span) : a.fixed[k];
  KirInst *in = kir_emit(T->f, KIR_LOAD, span);
  in->arr = a.slot;
  for (int k = 0; k < s->ndim; k++) in->idx[k] = tmp.idx[k];
  in->d = kir_new_reg(T->f, s->dtype);
  return kir_cast(T, in->d, dt, span);
}

/* acc += element lo + i, for i from the register i up to stop (i is advanced). */
static void tail_loop(Typer *T, TVal a, int ax, int lo, int i, int stop, int acc, DType dt, Span span) {
  kir_emit(T->f, KIR_LOOP, span);
  cond_op(T, KIR_LOOPCOND, kir_binop(T, KB_LT, i, stop, span), span);
  mov(T, acc, kir_binop(T, KB_ADD, acc, elem(T, a, ax, lo, i, dt, span), span), span);
  kir_emit(T->f, KIR_LATCH, span);
  mov(T, i, kir_binop(T, KB_ADD, i, i64(T, 1, span), span), span);
  kir_emit(T->f, KIR_ENDLOOP, span);
}

/* out := the pairwise sum of the len elements from lo, without splitting. */
static void leaf(Typer *T, TVal a, int ax, int lo, int len, int out, DType dt, Span span) {
  int i = kir_new_reg(T->f, DT_INT64);
  int small = kir_binop(T, KB_LT, len, i64(T, 8, span), span);
  cond_op(T, KIR_IF, small, span);
  mov(T, out, kir_const_int(T, 0, dt, span), span);
  mov(T, i, i64(T, 0, span), span);
  tail_loop(T, a, ax, lo, i, len, out, dt, span);
  cond_op(T, KIR_ELSE, small, span);
  int r[8];
  for (int j = 0; j < 8; j++) {
    r[j] = kir_new_reg(T->f, dt);
    mov(T, r[j], elem(T, a, ax, lo, i64(T, j, span), dt, span), span);
  }
  int whole = kir_binop(T, KB_SUB, len, kir_binop(T, KB_MOD, len, i64(T, 8, span), span), span);
  mov(T, i, i64(T, 8, span), span);
  kir_emit(T->f, KIR_LOOP, span);
  cond_op(T, KIR_LOOPCOND, kir_binop(T, KB_LT, i, whole, span), span);
  for (int j = 0; j < 8; j++) {
    int at = kir_binop(T, KB_ADD, i, i64(T, j, span), span);
    mov(T, r[j], kir_binop(T, KB_ADD, r[j], elem(T, a, ax, lo, at, dt, span), span), span);
  }
  kir_emit(T->f, KIR_LATCH, span);
  mov(T, i, kir_binop(T, KB_ADD, i, i64(T, 8, span), span), span);
  kir_emit(T->f, KIR_ENDLOOP, span);
  int p01 = kir_binop(T, KB_ADD, r[0], r[1], span), p23 = kir_binop(T, KB_ADD, r[2], r[3], span);
  int p45 = kir_binop(T, KB_ADD, r[4], r[5], span), p67 = kir_binop(T, KB_ADD, r[6], r[7], span);
  int lo4 = kir_binop(T, KB_ADD, p01, p23, span), hi4 = kir_binop(T, KB_ADD, p45, p67, span);
  mov(T, out, kir_binop(T, KB_ADD, lo4, hi4, span), span);
  tail_loop(T, a, ax, lo, i, len, out, dt, span);
  kir_emit(T->f, KIR_ENDIF, span);
}

/* out := the pairwise sum of the len elements from lo, splitting up to depth more times. */
static void pairwise(Typer *T, TVal a, int ax, int lo, int len, int out, DType dt, int depth, Span span) {
  if (depth == 0) {
    leaf(T, a, ax, lo, len, out, dt, span);
    return;
  }
  int fits = kir_binop(T, KB_LE, len, i64(T, PW_BLOCK, span), span);
  cond_op(T, KIR_IF, fits, span);
  leaf(T, a, ax, lo, len, out, dt, span);
  cond_op(T, KIR_ELSE, fits, span);
  int half = kir_binop(T, KB_FLOORDIV, len, i64(T, 2, span), span);
  int n2 = kir_binop(T, KB_SUB, half, kir_binop(T, KB_MOD, half, i64(T, 8, span), span), span);
  int left = kir_new_reg(T->f, dt), right = kir_new_reg(T->f, dt);
  pairwise(T, a, ax, lo, n2, left, dt, depth - 1, span);
  pairwise(T, a, ax, kir_binop(T, KB_ADD, lo, n2, span), kir_binop(T, KB_SUB, len, n2, span), right, dt, depth - 1, span);
  mov(T, out, kir_binop(T, KB_ADD, left, right, span), span);
  kir_emit(T->f, KIR_ENDIF, span);
}

int kir_pairwise_sum(Typer *T, TVal a, int ax, int n, DType dt, Span span) {
  int sum = kir_new_reg(T->f, dt);
  pairwise(T, a, ax, i64(T, 0, span), n, sum, dt, PW_DEPTH, span);
  return kir_binop(T, KB_ADD, kir_const_int(T, 0, dt, span), sum, span); /* NumPy starts from 0 */
}
