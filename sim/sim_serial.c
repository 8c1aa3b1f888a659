/* sim_serial.c — what lets a launch that raced give Numba's simulator's result: that simulator
 * runs the threads of a block one after another (np.ndindex order), each to its end or its
 * syncthreads(), so a racy `c[0] += 1` by 64 threads counts 64, where warps in lockstep count
 * one per warp. The checks find races in the lockstep run; when they did, sim_launch.c puts
 * back the parameter arrays the kernel writes, copied here before the launch, and runs it again
 * with one thread per SimWarp (L->serial), checks off but bounds. Kernels with warp-level
 * operations (shuffles, votes, syncwarp, laneid) keep the lockstep result: one-lane warps
 * cannot run them. The copy goes to a buffer kept between launches (no fresh pages per launch). */
#include <stdlib.h>
#include <string.h>

#include "../vm/base/error.h"
#include "sim.h"

/* the copies, slot after slot; per thread, as two VMs' launches may run on two threads (a
 * --sim-threads worker never takes one: sim_run takes it before the launch) */
static _Thread_local char *snap;
static _Thread_local size_t snap_cap, snap_used;

/* The most memory a serial rerun's warps may take (a SimWarp of 32 lanes per thread: registers
 * and local arrays). */
#define SIM_SERIAL_MAX_MEMORY ((size_t)1 << 28)

static bool writes_slot(const KirFunc *f, int slot) {
  for (int pc = 0; pc < f->ncode; pc++)
    if ((f->code[pc].op == KIR_STORE || f->code[pc].op == KIR_ATOMIC) && f->code[pc].arr == slot) return true;
  return false;
}

static bool warp_level(const KirFunc *f) {
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    if (in->op == KIR_WARP || in->op == KIR_SYNCWARP || (in->op == KIR_SREG && in->sub == KS_LANEID)) return true;
  }
  return false;
}

static bool serial_fits(const SimLaunch *L) {
  const KirFunc *f = L->f;
  if (f->target != KIR_TARGET_KERNEL || L->run->nlanes > 0 || L->cfg->shuffled || L->prof ||
      !(L->cfg->checks & SIM_CHECK_RACES) || (L->cfg->checks & SIM_CHECK_STRICT))
    return false;
  size_t threads = (size_t)(L->block[0] * L->block[1] * L->block[2]);
  size_t per_warp = (size_t)(f->nregs ? f->nregs : 1) * SIM_WARP * sizeof(uint64_t);
  for (int k = 0; k < f->nslots; k++) /* and every lane's copy of the local arrays */
    if (f->slots[k].kind == KIR_SLOT_LOCAL)
      per_warp += (size_t)(f->slots[k].size * rt_dtypes[f->slots[k].dtype].itemsize) * SIM_WARP;
  return threads <= SIM_SERIAL_MAX_MEMORY / per_warp && !warp_level(f);
}

static int64_t elements(const SimArr *A) {
  int64_t n = 1;
  for (int d = 0; d < A->ndim; d++) n *= A->shape[d];
  return n;
}

static bool contiguous(const SimArr *A) {
  int64_t st = A->itemsize;
  for (int d = A->ndim - 1; d >= 0; d--) {
    if (A->shape[d] > 1 && A->strides[d] != st) return false;
    st *= A->shape[d];
  }
  return true;
}

/* Copy A's elements to buf (save) or back from it, in C order. */
static void copy_elements(const SimArr *A, char *buf, bool save) {
  int64_t n = elements(A), isz = A->itemsize;
  if (contiguous(A)) {
    if (save) memcpy(buf, A->data, (size_t)(n * isz));
    else memcpy(A->data, buf, (size_t)(n * isz));
    return;
  }
  int64_t idx[KIR_MAX_INDEX] = {0};
  for (int64_t e = 0; e < n; e++) {
    char *p = A->data;
    for (int d = 0; d < A->ndim; d++) p += idx[d] * A->strides[d];
    if (save) memcpy(buf + e * isz, p, (size_t)isz);
    else memcpy(p, buf + e * isz, (size_t)isz);
    for (int d = A->ndim - 1; d >= 0 && ++idx[d] == A->shape[d]; d--) idx[d] = 0;
  }
}

bool sim_serial_snapshot(SimLaunch *L) {
  if (!serial_fits(L)) return false;
  const KirFunc *f = L->f;
  size_t bytes = 0;
  for (int k = 0; k < f->nslots; k++)
    if (f->slots[k].kind == KIR_SLOT_PARAM && writes_slot(f, k))
      bytes += (size_t)(elements(&L->arrs[k]) * L->arrs[k].itemsize);
  if (bytes > snap_cap) {
    free(snap);
    snap = rt_malloc(bytes);
    snap_cap = bytes;
  }
  snap_used = 0;
  for (int k = 0; k < f->nslots; k++) {
    if (f->slots[k].kind != KIR_SLOT_PARAM || !writes_slot(f, k)) continue;
    copy_elements(&L->arrs[k], snap + snap_used, true);
    snap_used += (size_t)(elements(&L->arrs[k]) * L->arrs[k].itemsize);
  }
  return true;
}

/* In reverse: two arguments over the same memory get the first one's copy, taken before either
 * was written, last. */
void sim_serial_restore(SimLaunch *L) {
  const KirFunc *f = L->f;
  size_t end = snap_used;
  for (int k = f->nslots - 1; k >= 0; k--) {
    if (f->slots[k].kind != KIR_SLOT_PARAM || !writes_slot(f, k)) continue;
    end -= (size_t)(elements(&L->arrs[k]) * L->arrs[k].itemsize);
    copy_elements(&L->arrs[k], snap + end, false);
  }
}
