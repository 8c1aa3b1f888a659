/* sim_fast.c — the SIMT code a launch runs when the profiler's counters are off (SimCode.fast):
 * the same instructions at the same pcs as SimCode.code, with `next` links that let a
 * straight-line instruction step over instructions that would do nothing:
 *   - a MOV whose destination is read only by the straight-line instructions right after it,
 *     before its source changes (a for loop's `%k = MOV %counter`): those read the source
 *     instead, and the MOV is left dead;
 *   - the LATCH of a loop that no `continue` targets (no lane waits there to rejoin);
 *   - the LOOPCOND right after the comparison it tests, when that comparison comes out true
 *     and warp-uniform (sim_exec.c's CMP_CASE, SIM_THEN_LOOPCOND).
 * A skipped instruction stays in place and stays correct to run, so a jump, a resumed barrier or
 * a skipped predecessor (no active lane) may still land on it. With the counters on, launches
 * run SimCode.code, one dispatch per KIR instruction, so the counts stay per KIR instruction.
 * ENDLOOP is never skipped: it counts the warp's time slice (sim.h's SIM_SLICE) in both codes. */
#include <stdlib.h>
#include <string.h>

#include "../vm/base/error.h"
#include "sim.h"

static bool is_family(int op) { return op >= SIM_ADD_I32 && op <= SIM_INVERT_F64; }

/* Whether the register fields a, b, c (and a LOAD's or STORE's index registers) of in are all
 * the registers it reads, each field either a register or -1, so that a read can be renamed. */
static bool renamable(int op) {
  return is_family(op) || (op >= SIM_MOV_1 && op <= SIM_MOV_8) || (op >= SIM_SELECT_1 && op <= SIM_SELECT_8) ||
         (op >= SIM_LOAD_1 && op <= SIM_STORE_8) || op == SIM_CAST || (op >= SIM_NOT_B && op <= SIM_XOR_B);
}

static bool is_load_store(int op) { return op >= SIM_LOAD_1 && op <= SIM_STORE_8; }

/* The index registers of an array access are the first ndim of idx (the rest are not set);
 * other instructions have all of them -1 or unused. */
static int index_fields(const KirFunc *f, const SimInst *in) {
  return is_load_store(in->op) || in->op == SIM_ATOMIC ? f->slots[in->arr].ndim : KIR_MAX_INDEX;
}

/* Visit the fields of in that may name a register (a read, a write, or neither: callers count
 * each as a use). Each field is passed with whether it is a renamable read. */
#define FIELDS(f, in, VISIT)                                                            \
  do {                                                                                  \
    bool ren_ = renamable((in)->op);                                                    \
    VISIT(&(in)->a, ren_);                                                              \
    VISIT(&(in)->b, ren_);                                                              \
    VISIT(&(in)->c, ren_);                                                              \
    VISIT(&(in)->d, false);                                                             \
    for (int k_ = 0, n_ = index_fields(f, in); k_ < n_; k_++) VISIT(&(in)->idx[k_], ren_); \
  } while (0)

typedef struct Uses {
  int nregs;
  int *count;   /* fields naming each register, over the whole code */
  bool *pinned; /* read outside the code: scalar parameters, the return value, print operands */
} Uses;

static void uses_init(Uses *U, const KirFunc *f, const SimInst *code, int ncode) {
  U->nregs = f->nregs;
  U->count = rt_calloc((size_t)f->nregs + 1, sizeof *U->count);
  U->pinned = rt_calloc((size_t)f->nregs + 1, sizeof *U->pinned);
#define COUNT(field, ren) ((void)(ren), *(field) >= 0 && *(field) < U->nregs ? U->count[*(field)]++ : 0)
  for (int q = 0; q < ncode; q++) {
    SimInst in = code[q];
    FIELDS(f, &in, COUNT);
  }
#undef COUNT
  for (int k = 0; k < f->sig.nargs; k++)
    if (f->params[k] >= 0) U->pinned[f->params[k]] = true;
  for (int r = f->ret; r >= 0 && r < f->ret + f->nret && r < f->nregs; r++) U->pinned[r] = true;
  for (int k = 0; k < f->nargs; k++)
    if (f->args[k].reg >= 0 && f->args[k].reg < f->nregs) U->pinned[f->args[k].reg] = true;
}

/* The MOV at p: when its destination d is named only by the MOV itself and by renamable reads
 * in the straight-line run after it (up to the first instruction that is not renamable or
 * writes the MOV's source, included), those read the source instead. True when done (the MOV
 * is then dead). */
static bool copy_propagate(const KirFunc *f, SimInst *code, int ncode, int p, Uses *U) {
  int d = code[p].d, a = code[p].a, reads = 0, end = p + 1;
  if (d < 0 || a < 0 || d >= U->nregs || a >= U->nregs || d == a || U->pinned[d]) return false;
  while (end < ncode && renamable(code[end].op))
    if (code[end++].d == a) break; /* it reads the old value, then writes a new one */
#define READS(field, ren) (reads += *(field) == d && (ren))
  for (int q = p + 1; q < end; q++) FIELDS(f, &code[q], READS);
#undef READS
  if (U->count[d] != 1 + reads) return false;
#define RENAME(field, ren) (*(field) == d && (ren) ? (void)(*(field) = a) : (void)0)
  for (int q = p + 1; q < end; q++) FIELDS(f, &code[q], RENAME);
#undef RENAME
  U->count[d] -= reads;
  U->count[a] += reads;
  return true;
}

/* Whether a CONTINUE targets the loop whose LATCH is at latch (nested loops have their own;
 * Python has no `continue` across a function). */
static bool continued(const SimInst *code, int ncode, int latch) {
  int depth = 0;
  for (int q = latch - 1; q >= 0; q--) {
    int op = code[q].op;
    if (op == SIM_ENDLOOP) depth++;
    else if (op == SIM_LOOP && depth-- == 0) break;
    else if (op == SIM_CONTINUE && depth == 0) return true;
  }
  depth = 0;
  for (int q = latch + 1; q < ncode; q++) {
    int op = code[q].op;
    if (op == SIM_LOOP) depth++;
    else if (op == SIM_ENDLOOP && depth-- == 0) break;
    else if (op == SIM_CONTINUE && depth == 0) return true;
  }
  return false;
}

void sim_fast_code(const KirFunc *f, SimCode *sc) {
  int n = sc->ncode;
  sc->fast = rt_calloc((size_t)n, sizeof *sc->fast);
  memcpy(sc->fast, sc->code, (size_t)n * sizeof *sc->fast);
  bool *dead = rt_calloc((size_t)n, sizeof *dead);
  Uses U;
  uses_init(&U, f, sc->fast, n);
  for (int p = 0; p < n; p++) {
    int op = sc->fast[p].op;
    if (op >= SIM_MOV_1 && op <= SIM_MOV_8) dead[p] = copy_propagate(f, sc->fast, n, p, &U);
    else if (op == SIM_LATCH) dead[p] = !continued(sc->fast, n, p);
  }
  for (int p = 0; p + 1 < n; p++) {
    const SimInst *in = &sc->fast[p], *cond = &sc->fast[p + 1];
    int k = (in->op - SIM_ADD_I32) % SIM_FAMILY_SIZE;
    if (is_family(in->op) && k >= KB_LT && k <= KB_NE && cond->op == SIM_LOOPCOND && cond->a == in->d)
      sc->fast[p].sub2 = SIM_THEN_LOOPCOND;
  }
  for (int p = 0; p < n; p++) {
    int next = p + 1;
    while (next < n - 1 && dead[next]) next++;
    sc->fast[p].next = next;
  }
  free(U.count);
  free(U.pinned);
  free(dead);
}
