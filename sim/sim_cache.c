/* sim_cache.c — the memory hierarchy the profiler's kernel model reads (docs/profiler.md, "The
 * models"): the exact sectors of every global request of a counted launch replayed through an L1
 * per SM and one shared L2, each a set-associative LRU cache of 32-byte sectors.
 *
 * Loads look in the L1 of the block's SM (blocks go to SMs round-robin, block b on SM b % SMs:
 * blocks that share an SM on a GPU are neighbours in launch order too), then in the L2, then
 * read device memory. Stores write through to the L2 without allocating in the L1 (as NVIDIA's
 * L1 does for global stores) and allocate in the L2; a store that misses it costs a sector of
 * device memory (written back later). Atomics are done at the L2 like stores.
 *
 * The caches live as long as the thread and are emptied per launch by an epoch in each entry
 * (an L2 of 50 MB is 1.6 million entries: too many to clear per launch). The device's sizes
 * come from the profiler in the ProfKernel (cache_sms, l1_bytes, l2_bytes). */
#include <stdlib.h>
#include <string.h>

#include "sim.h"
#include "sim_counters.h"

#define L1_WAYS 4
#define L2_WAYS 16
#define EPOCH_BITS 16
#define EPOCH_MASK ((1ull << EPOCH_BITS) - 1)

typedef struct SimCache {
  uint64_t *tag; /* sets * ways entries, most recent first: sector << EPOCH_BITS | epoch */
  int64_t sets;
  int ways;
} SimCache;

static _Thread_local struct {
  SimCache l2, *l1;
  int nsms;
  int64_t l1_bytes, l2_bytes;
  uint64_t epoch;
} H;

static void cache_free(SimCache *c) {
  free(c->tag);
  memset(c, 0, sizeof *c);
}

static bool cache_init(SimCache *c, int64_t bytes, int ways) {
  c->ways = ways;
  c->sets = bytes / 32 / ways;
  if (c->sets < 1) c->sets = 1;
  c->tag = calloc((size_t)(c->sets * ways), sizeof *c->tag);
  return c->tag != NULL;
}

static void caches_free(void) {
  for (int s = 0; s < H.nsms; s++) cache_free(&H.l1[s]);
  free(H.l1);
  cache_free(&H.l2);
  memset(&H, 0, sizeof H);
}

bool sim_cache_begin(const ProfKernel *k) {
  if (k->cache_sms <= 0 || k->l1_bytes <= 0 || k->l2_bytes <= 0) return false;
  if (H.nsms != k->cache_sms || H.l1_bytes != k->l1_bytes || H.l2_bytes != k->l2_bytes) {
    caches_free();
    H.l1 = calloc((size_t)k->cache_sms, sizeof *H.l1);
    if (!H.l1) return false;
    H.nsms = k->cache_sms;
    H.l1_bytes = k->l1_bytes;
    H.l2_bytes = k->l2_bytes;
    bool ok = cache_init(&H.l2, k->l2_bytes, L2_WAYS);
    for (int s = 0; s < H.nsms; s++) ok &= cache_init(&H.l1[s], k->l1_bytes, L1_WAYS);
    if (!ok) {
      caches_free();
      return false;
    }
  }
  H.epoch = (H.epoch + 1) & EPOCH_MASK;
  if (H.epoch == 0) { /* wrapped: entries of an old launch could look current */
    memset(H.l2.tag, 0, (size_t)(H.l2.sets * H.l2.ways) * sizeof *H.l2.tag);
    for (int s = 0; s < H.nsms; s++)
      memset(H.l1[s].tag, 0, (size_t)(H.l1[s].sets * H.l1[s].ways) * sizeof *H.l1[s].tag);
    H.epoch = 1;
  }
  return true;
}

/* Look sector up in c; true on a hit. A hit moves it to the front of its set; a miss puts it
 * there when allocate, evicting the least recently used. */
static bool cache_access(SimCache *c, uint64_t sector, bool allocate) {
  uint64_t want = sector << EPOCH_BITS | H.epoch;
  uint64_t *set = c->tag + (int64_t)((sector * 0x9E3779B97F4A7C15ull >> 20) % (uint64_t)c->sets) * c->ways;
  int i = 0;
  while (i < c->ways && set[i] != want) i++;
  bool hit = i < c->ways;
  if (!hit && !allocate) return false;
  if (!hit) i = c->ways - 1;
  memmove(set + 1, set, (size_t)i * sizeof *set);
  set[0] = want;
  return hit;
}

/* One global request of block `block`: n distinct sectors (global addresses >> 5). */
void sim_cache_request(int64_t block, const uint64_t *sec, int n, bool store, ProfCounters *c) {
  SimCache *l1 = &H.l1[block % H.nsms];
  int deepest = 0; /* 0 L1, 1 L2, 2 DRAM */
  for (int i = 0; i < n; i++) {
    if (!store && cache_access(l1, sec[i], true)) {
      c->l1_hit_sectors++;
      continue;
    }
    if (cache_access(&H.l2, sec[i], true)) {
      if (!store) c->l2_hit_sectors++;
      if (deepest < 1) deepest = 1;
    } else {
      c->dram_sectors++;
      deepest = 2;
    }
  }
  if (store) return;
  c->gld_req_l2 += deepest == 1;
  c->gld_req_dram += deepest == 2;
}
