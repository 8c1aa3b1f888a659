/* sim_atomic.c — cuda.atomic.* with CUDA's semantics, applied lane by lane in lane order (the
 * deterministic order of the simulator): each returns the old value; inc/dec wrap like CUDA's
 * atomicInc/atomicDec; max/min keep the old value unless the new one compares greater/smaller
 * (so a NaN already stored stays, as Python's max does in Numba's simulator) while nanmax/nanmin
 * treat NaN as missing; compare_and_swap stores only when the old value equals the expected. */
#include <math.h>
#include <string.h>

#include "sim.h"

#define ATOMIC_BODY(T)                                                                       \
  do {                                                                                       \
    T old, v, cmp, nv;                                                                       \
    memcpy(&old, p, sizeof old);                                                             \
    memcpy(&v, a, sizeof v);                                                                 \
    nv = old;                                                                                \
    switch (op) {                                                                            \
    case KA_ADD: nv = (T)(old + v); break;                                                   \
    case KA_SUB: nv = (T)(old - v); break;                                                   \
    case KA_MAX: nv = v > old ? v : old; break;                                              \
    case KA_MIN: nv = v < old ? v : old; break;                                              \
    case KA_NANMAX: nv = (old != old || v > old) ? v : old; break;                           \
    case KA_NANMIN: nv = (old != old || v < old) ? v : old; break;                           \
    case KA_EXCH: nv = v; break;                                                             \
    case KA_CAS:                                                                             \
      memcpy(&cmp, a, sizeof cmp);                                                           \
      memcpy(&v, b, sizeof v);                                                               \
      if (old == cmp) nv = v;                                                                \
      break;                                                                                 \
    default: break;                                                                          \
    }                                                                                        \
    memcpy(p, &nv, sizeof nv);                                                               \
    memcpy(d, &old, sizeof old);                                                             \
  } while (0)

/* Integer-only operations, on the unsigned view (wrap-around as on the device). */
#define ATOMIC_INT_BODY(UT)                                                                  \
  do {                                                                                       \
    UT old, v, nv;                                                                           \
    memcpy(&old, p, sizeof old);                                                             \
    memcpy(&v, a, sizeof v);                                                                 \
    switch (op) {                                                                            \
    case KA_ADD: nv = old + v; break;                                                        \
    case KA_SUB: nv = old - v; break;                                                        \
    case KA_INC: nv = old >= v ? 0 : old + 1; break;                                         \
    case KA_DEC: nv = (old == 0 || old > v) ? v : old - 1; break;                            \
    case KA_AND: nv = old & v; break;                                                        \
    case KA_OR: nv = old | v; break;                                                         \
    case KA_XOR: nv = old ^ v; break;                                                        \
    default: nv = old; break;                                                                \
    }                                                                                        \
    memcpy(p, &nv, sizeof nv);                                                               \
    memcpy(d, &old, sizeof old);                                                             \
  } while (0)

static bool int_only(int op) {
  return op == KA_ADD || op == KA_SUB || op == KA_INC || op == KA_DEC || op == KA_AND ||
         op == KA_OR || op == KA_XOR;
}

/* Atomics are ordered, so the race checks ignore them; on shared memory they still count as
 * initialising the element (a later plain read is not a read of uninitialised memory). */
static void mark_initialised(SimLaunch *L, uint32_t m, char **addr) {
  for (int l = 0; l < SIM_WARP; l++) {
    if (!(m >> l & 1)) continue;
    SimShadow *s = sim_shadow_at(L, addr[l]);
    if (s->wr_epoch == 0) s->wr_epoch = UINT32_MAX;
  }
}

/* One lane's update of the element at p; false for an element type atomics do not support. */
static bool one_lane(char *p, const char *a, const char *b, char *d, int op, DType dt) {
  int size = rt_dtypes[dt].itemsize;
  if (rt_dtypes[dt].kind != 'f' && int_only(op)) {
    if (size == 4) ATOMIC_INT_BODY(uint32_t);
    else ATOMIC_INT_BODY(uint64_t);
    return true;
  }
  switch (dt) {
  case DT_INT32: ATOMIC_BODY(int32_t); return true;
  case DT_INT64: ATOMIC_BODY(int64_t); return true;
  case DT_UINT32: ATOMIC_BODY(uint32_t); return true;
  case DT_UINT64: ATOMIC_BODY(uint64_t); return true;
  case DT_FLOAT32: ATOMIC_BODY(float); return true;
  case DT_FLOAT64: ATOMIC_BODY(double); return true;
  default: return false;
  }
}

/* The same when other host threads update global memory too (--sim-threads; sim_parallel.c
 * lets only commuting integer updates of 4 or 8 bytes through): compute on a copy, publish it
 * by compare-and-swap, again if another thread got there first. */
static bool one_lane_shared(char *p, const char *a, const char *b, char *d, int op, DType dt) {
  int size = rt_dtypes[dt].itemsize;
  for (;;) {
    uint64_t old = size == 4 ? __atomic_load_n((uint32_t *)p, __ATOMIC_SEQ_CST)
                             : __atomic_load_n((uint64_t *)p, __ATOMIC_SEQ_CST);
    uint64_t cell = old;
    if (!one_lane((char *)&cell, a, b, d, op, dt)) return false;
    if (size == 4) {
      uint32_t expect = (uint32_t)old;
      if (__atomic_compare_exchange_n((uint32_t *)p, &expect, (uint32_t)cell, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
        return true;
    } else if (__atomic_compare_exchange_n((uint64_t *)p, &old, cell, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
      return true;
    }
  }
}

bool sim_atomic(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m, char **addr) {
  DType dt = L->f->slots[in->arr].dtype;
  if (L->f->slots[in->arr].kind == KIR_SLOT_SHARED && (L->cfg->checks & SIM_CHECK_RACES)) mark_initialised(L, m, addr);
  int size = rt_dtypes[dt].itemsize, op = in->sub;
  bool shared_by_threads = L->worker && L->f->slots[in->arr].kind == KIR_SLOT_PARAM;
  for (int l = 0; l < SIM_WARP; l++) {
    if (!(m >> l & 1)) continue;
    const char *a = (const char *)(w->regs + (size_t)in->a * SIM_WARP) + l * size;
    const char *b = in->b >= 0 ? (const char *)(w->regs + (size_t)in->b * SIM_WARP) + l * size : a;
    char *d = (char *)(w->regs + (size_t)in->d * SIM_WARP) + l * size;
    if (shared_by_threads ? one_lane_shared(addr[l], a, b, d, op, dt) : one_lane(addr[l], a, b, d, op, dt))
      continue;
    snprintf(L->fault.msg, sizeof L->fault.msg, "atomic %s is not supported on %s arrays in kernel %s",
             kir_atomic_names[op], rt_dtypes[dt].name, L->f->name);
    L->fault.set = true;
    L->fault.kirpc = in->kirpc;
    L->fault.lane = l;
    L->fault_warp = w->index;
    return false;
  }
  return true;
}

bool sim_atomic_preview(const SimLaunch *L, const SimWarp *w, const SimInst *in, uint32_t m, const char *p, char *out) {
  DType dt = L->f->slots[in->arr].dtype;
  int size = rt_dtypes[dt].itemsize;
  memcpy(out, p, (size_t)size);
  for (int l = 0; l < SIM_WARP; l++) {
    if (!(m >> l & 1)) continue;
    const char *a = (const char *)(w->regs + (size_t)in->a * SIM_WARP) + l * size;
    const char *b = in->b >= 0 ? (const char *)(w->regs + (size_t)in->b * SIM_WARP) + l * size : a;
    char old[8];
    if (!one_lane(out, a, b, old, in->sub, dt)) return false;
  }
  return true;
}
