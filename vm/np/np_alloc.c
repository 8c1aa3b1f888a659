/* np_alloc.c — where array data lives: big blocks in their own huge-page mappings with a small
 * cache of freed ones, small data from malloc, and the physical-memory bound that lets a huge
 * allocation fail with NumPy's MemoryError instead of being overcommitted. */
#include <malloc.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "../base/memlimit.h"
#include "np_internal.h"

/* Linux overcommits: a huge calloc may "succeed" and the process be killed later, so refuse
 * anything larger than physical memory up front. */
uint64_t np_physical_memory(void) {
  static uint64_t total;
  if (!total) {
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    total = pages > 0 && page > 0 ? (uint64_t)pages * (uint64_t)page : UINT64_C(1) << 40;
  }
  return total;
}

/* ---- array data: big blocks ----
 * Data of 2 MiB and more lives in its own 2 MiB-aligned mapping advised for transparent huge
 * pages (NumPy does so from 4 MiB; from 2 MiB, arrays of 10^6 float32 run 10-15% faster), and
 * a freed block waits in a small cache for the next array of about its size: the temporaries
 * of `a * 2 + b * b` then cost neither mmap/munmap nor a page fault per 4 KiB on every
 * evaluation. Smaller data comes from malloc, told to keep freed memory
 * (no mmap below the big-block size, no trimming) so it stays hot too. Every live big block is
 * recorded, so freeing needs only the data pointer. A spin lock keeps the records whole should
 * the kernel simulator's threads ever allocate arrays.
 * These records are process-wide C statics on purpose, not per-VM state: they describe the
 * process's own mappings (one array's block may be freed by whichever VM drops the last
 * reference, and several VMs in one process share the address space and its physical-memory
 * bound), so they belong to the allocator, as malloc's own lists do. */
#define BIG_MIN ((size_t)2 << 20)
#define HUGE_PAGE ((size_t)2 << 20)
#define CACHE_SLOTS 8

typedef struct BigBlock {
  char *p;
  size_t len; /* mapped bytes, a multiple of HUGE_PAGE */
} BigBlock;

static BigBlock *big_live;
static size_t big_nlive, big_cap;
static BigBlock big_cache[CACHE_SLOTS]; /* len 0: empty slot */
static size_t big_cached;                /* bytes held by the cache */
static atomic_flag big_lock = ATOMIC_FLAG_INIT;

static void big_acquire(void) {
  while (atomic_flag_test_and_set_explicit(&big_lock, memory_order_acquire)) {
  }
}
static void big_unlock(void) { atomic_flag_clear_explicit(&big_lock, memory_order_release); }

uint64_t np_physical_memory(void);

static void malloc_tune(void) {
  static atomic_bool done;
  if (atomic_exchange(&done, true)) return;
  mallopt(M_MMAP_THRESHOLD, (int)BIG_MIN);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
}

static char *big_map(size_t len) {
  char *m = mmap(NULL, len + HUGE_PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED) return NULL;
  char *p = (char *)(((uintptr_t)m + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1));
  if (p > m) munmap(m, (size_t)(p - m));
  if (p + len < m + len + HUGE_PAGE) munmap(p + len, (size_t)(m + len + HUGE_PAGE - (p + len)));
  madvise(p, len, MADV_HUGEPAGE);
  return p;
}

/* The smallest cached block of at least len bytes and at most twice that, taken out. */
static char *big_from_cache(size_t len, size_t *got) {
  int best = -1;
  for (int k = 0; k < CACHE_SLOTS; k++) {
    size_t l = big_cache[k].len;
    if (l >= len && l <= 2 * len && (best < 0 || l < big_cache[best].len)) best = k;
  }
  if (best < 0) return NULL;
  *got = big_cache[best].len;
  big_cached -= *got;
  big_cache[best].len = 0;
  return big_cache[best].p;
}

static bool big_record(char *p, size_t len) {
  if (big_nlive == big_cap) {
    size_t cap = big_cap ? 2 * big_cap : 64;
    BigBlock *n = realloc(big_live, cap * sizeof *n);
    if (!n) return false;
    big_live = n;
    big_cap = cap;
  }
  big_live[big_nlive++] = (BigBlock){p, len};
  return true;
}

static char *big_alloc(size_t nbytes, int zero) {
  size_t len = (nbytes + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1), got = len;
  big_acquire();
  char *p = big_from_cache(len, &got);
  big_unlock();
  /* For np.zeros a reused block is zeroed by dropping its pages rather than writing them: the
   * kernel maps zero pages again on first touch, so a large zeros array costs nothing until
   * used, as NumPy's calloc does (the mapping and its huge-page advice stay). Buffers about to
   * be written keep their resident pages: writing zeros is cheaper than faulting them in. */
  if (p && zero == NP_DATA_ZEROS_LAZY && madvise(p, got, MADV_DONTNEED) != 0) zero = NP_DATA_ZEROED;
  if (p && zero == NP_DATA_ZEROED) memset(p, 0, nbytes);
  if (!p) p = big_map(len);
  big_acquire();
  bool ok = !p || big_record(p, got);
  big_unlock();
  if (!ok) {
    munmap(p, got);
    p = NULL;
  }
  return p;
}

/* Caches a freed block, evicting the largest cached ones while the cache would exceed its
 * limit (an eighth of physical memory, at most 1 GiB) or has no free slot. */
static void big_release(BigBlock b) {
  size_t limit = (size_t)(np_physical_memory() / 8);
  if (limit > ((size_t)1 << 30)) limit = (size_t)1 << 30;
  if (b.len > limit || rt_memory_limit()) { /* under --max-memory, cached blocks would count */
    munmap(b.p, b.len);
    return;
  }
  for (;;) {
    int empty = -1, largest = -1;
    for (int k = 0; k < CACHE_SLOTS; k++) {
      if (!big_cache[k].len) empty = k;
      else if (largest < 0 || big_cache[k].len > big_cache[largest].len) largest = k;
    }
    if (empty >= 0 && big_cached + b.len <= limit) {
      big_cache[empty] = b;
      big_cached += b.len;
      return;
    }
    munmap(big_cache[largest].p, big_cache[largest].len);
    big_cached -= big_cache[largest].len;
    big_cache[largest].len = 0;
  }
}

char *np_data_alloc(size_t nbytes, int zero) {
  malloc_tune();
  if (!rt_memory_allows(nbytes)) return NULL; /* the caller raises NumPy's MemoryError */
  if (nbytes >= BIG_MIN) return big_alloc(nbytes, zero);
  return zero ? calloc(nbytes ? nbytes : 1, 1) : malloc(nbytes ? nbytes : 1);
}

void np_data_free(char *p) {
  big_acquire();
  for (size_t k = big_nlive; k-- > 0;) {
    if (big_live[k].p == p) {
      BigBlock b = big_live[k];
      big_live[k] = big_live[--big_nlive];
      big_release(b);
      big_unlock();
      return;
    }
  }
  big_unlock();
  free(p);
}
