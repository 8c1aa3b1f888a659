/* sim_warp.c — warp-level intrinsics with real lane exchange (shfl_sync and its up/down/xor
 * forms, all/any/eq/ballot votes, activemask, lanemask_lt) and the bit intrinsics (popc, brev,
 * clz, ffs), and syncwarp. A mask naming lanes that are not executing the intrinsic is a fault:
 * on the device the result would be undefined. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"

#define REG(T, r) ((T *)(w->regs + (size_t)(r) * SIM_WARP))

/* The mask operand (taken from the first active lane); false (fault) if it names absent lanes. */
static bool mask_of(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m, uint32_t *out) {
  if (in->a < 0) {
    *out = m;
    return true;
  }
  uint32_t mask = REG(uint32_t, in->a)[__builtin_ctz(m)];
  *out = mask;
  if (!(mask & ~m)) return true;
  snprintf(L->fault.msg, sizeof L->fault.msg,
           "warp intrinsic mask 0x%08x names lanes that are not active (active 0x%08x) in kernel %s",
           mask, m, L->f->name);
  L->fault.set = true;
  L->fault.kirpc = in->kirpc;
  L->fault.lane = __builtin_ctz(mask & ~m);
  L->fault_warp = w->index;
  return false;
}

static int source_lane(int mode, int l, int32_t c) {
  int src;
  switch (mode) {
  case 0: src = c & (SIM_WARP - 1); break;
  case 1: src = l - c; break;
  case 2: src = l + c; break;
  default: src = l ^ c; break;
  }
  return src < 0 || src >= SIM_WARP ? l : src;
}

bool sim_shuffle(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m, int size) {
  uint32_t mask;
  if (!mask_of(L, w, in, m, &mask)) return false;
  const int32_t *c = REG(int32_t, in->c);
  if (size == 8) {
    uint64_t v[SIM_WARP], *d = REG(uint64_t, in->d);
    memcpy(v, REG(uint64_t, in->b), sizeof v);
    for (int l = 0; l < SIM_WARP; l++)
      if (m >> l & 1) d[l] = v[source_lane(in->sub, l, c[l])];
  } else {
    uint32_t v[SIM_WARP], *d = REG(uint32_t, in->d);
    memcpy(v, REG(uint32_t, in->b), sizeof v);
    for (int l = 0; l < SIM_WARP; l++)
      if (m >> l & 1) d[l] = v[source_lane(in->sub, l, c[l])];
  }
  return true;
}

/* eq_sync: do all lanes of the mask hold the same value (size bytes)? */
static bool all_equal(SimWarp *w, const SimInst *in, uint32_t lanes) {
  const char *v = (const char *)(w->regs + (size_t)in->b * SIM_WARP);
  int size = in->sub2, first = __builtin_ctz(lanes);
  for (int l = 0; l < SIM_WARP; l++)
    if ((lanes >> l & 1) && memcmp(v + l * size, v + first * size, (size_t)size) != 0) return false;
  return true;
}

/* match_any_sync: the lanes of `lanes` holding the same value as lane l. */
static uint32_t same_value(SimWarp *w, const SimInst *in, uint32_t lanes, int l) {
  const char *v = (const char *)(w->regs + (size_t)in->b * SIM_WARP);
  int size = in->sub2;
  uint32_t out = 0;
  for (int k = 0; k < SIM_WARP; k++)
    if ((lanes >> k & 1) && memcmp(v + k * size, v + l * size, (size_t)size) == 0) out |= 1u << k;
  return out;
}

bool sim_vote(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m) {
  uint32_t mask, pred = 0;
  if (!mask_of(L, w, in, m, &mask)) return false;
  uint32_t lanes = mask & m;
  bool by_value = in->sub == KW_EQ || in->sub == KW_MATCH_ANY || in->sub == KW_MATCH_ALL;
  if (in->b >= 0 && !by_value) {
    const uint8_t *p = REG(uint8_t, in->b);
    for (int l = 0; l < SIM_WARP; l++) pred |= (uint32_t)(p[l] != 0) << l;
    pred &= lanes;
  }
  for (int l = 0; l < SIM_WARP; l++) {
    if (!(m >> l & 1)) continue;
    switch (in->sub) {
    case KW_ALL: REG(uint8_t, in->d)[l] = pred == lanes; break;
    case KW_ANY: REG(uint8_t, in->d)[l] = pred != 0; break;
    case KW_EQ: REG(uint8_t, in->d)[l] = all_equal(w, in, lanes); break;
    case KW_BALLOT: REG(uint32_t, in->d)[l] = pred; break;
    case KW_ACTIVEMASK: REG(uint32_t, in->d)[l] = m; break;
    case KW_MATCH_ANY: REG(uint32_t, in->d)[l] = same_value(w, in, lanes, l); break;
    case KW_MATCH_ALL: REG(uint32_t, in->d)[l] = all_equal(w, in, lanes) ? mask : 0; break;
    default: REG(uint32_t, in->d)[l] = (1u << l) - 1; break; /* lanemask_lt */
    }
  }
  return true;
}

static uint64_t brev64(uint64_t x, int bits) {
  uint64_t r = 0;
  for (int k = 0; k < bits; k++, x >>= 1) r = (r << 1) | (x & 1);
  return r;
}

void sim_bits(SimWarp *w, const SimInst *in, uint32_t m, int size) {
  int bits = size * 8;
  for (int l = 0; l < SIM_WARP; l++) {
    if (!(m >> l & 1)) continue;
    uint64_t x = size == 8 ? REG(uint64_t, in->a)[l] : REG(uint32_t, in->a)[l];
    uint64_t r;
    switch (in->sub) {
    case KT_POPC: r = (uint64_t)__builtin_popcountll(x); break;
    case KT_BREV: r = brev64(x, bits); break;
    case KT_CLZ: r = x ? (uint64_t)(__builtin_clzll(x) - (64 - bits)) : (uint64_t)bits; break;
    default: r = x ? (uint64_t)__builtin_ctzll(x) + 1 : 0; break; /* ffs */
    }
    if (in->sub == KT_BREV && size == 8) REG(uint64_t, in->d)[l] = r;
    else REG(uint32_t, in->d)[l] = (uint32_t)r;
  }
}

/* ---- syncwarp: a barrier over the lanes of a mask ----
 * The warp's lanes run in lockstep here, so what is left to do is CUDA's rule and the ordering:
 * every calling lane must be named in the mask, and every named lane that has not exited must
 * call it (lanes past the end of the block's threads count as exited); the warp logs the mask
 * so that the shared-memory race checks order the accesses of lanes it names. */
static bool syncwarp_fault(SimLaunch *L, SimWarp *w, const SimInst *in, int lane, const char *fmt, uint32_t mask,
                           uint32_t m) {
  snprintf(L->fault.msg, sizeof L->fault.msg, fmt, mask, lane, m, L->f->name);
  L->fault.set = true;
  L->fault.kirpc = in->kirpc;
  L->fault.lane = lane;
  L->fault_warp = w->index;
  return false;
}

bool sim_syncwarp(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m) {
  uint32_t mask = REG(uint32_t, in->a)[__builtin_ctz(m)];
  if (m & ~mask)
    return syncwarp_fault(L, w, in, __builtin_ctz(m & ~mask),
                          "syncwarp mask 0x%08x does not name lane %d, which calls it (calling lanes 0x%08x), "
                          "in kernel %s", mask, m);
  uint32_t absent = mask & w->live & ~w->exited & ~m;
  if (absent)
    return syncwarp_fault(L, w, in, __builtin_ctz(absent),
                          "syncwarp mask 0x%08x names lane %d, which does not reach it (calling lanes 0x%08x), "
                          "in kernel %s", mask, m);
  if (w->nsync == w->capsync) {
    uint32_t cap = w->capsync ? 2 * w->capsync : 16;
    uint32_t *p = realloc(w->syncs, cap * sizeof *p); /* no raising: workers run launches too */
    if (!p) return syncwarp_fault(L, w, in, __builtin_ctz(m), "out of memory at syncwarp(0x%08x) (lane %d, "
                                  "calling lanes 0x%08x) in kernel %s", mask, m);
    w->syncs = p;
    w->capsync = cap;
  }
  w->syncs[w->nsync++] = mask;
  return true;
}

bool sim_warp_synced(const SimWarp *w, int l, int other, uint32_t since) {
  uint32_t both = 1u << l | 1u << other;
  for (uint32_t k = w->nsync; k > since; k--)
    if ((w->syncs[k - 1] & both) == both) return true;
  return false;
}
