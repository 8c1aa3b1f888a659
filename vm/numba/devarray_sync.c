/* devarray_sync.c — the coherence records of device-array memory (devarray_sync.h): the
 * host-mirror / device-buffer state machine and the registry that maps a pointer into a mirror
 * back to its record (the kernel engine hands launches over as bare data pointers).
 *
 * The registry is an array of records sorted by mirror address; mirrors of different arrays
 * never overlap, so a binary search for the last record starting at or below p finds the only
 * candidate. Device arrays are few and long-lived: insertion and removal move pointers, lookups
 * cost log2(n). */
#include <stdlib.h>
#include <string.h>

#include "devarray_sync.h"
#include "../base/error.h"
#include "../kir/kir_engine.h"

/* The registry of records (one per process: device arrays of every VM share the device). */
typedef struct DevMemRegistry {
  RtDevMem **reg;
  int nreg, capreg;
} DevMemRegistry;
static DevMemRegistry registry;

/* The engine whose device memory holds the device copies (kir_engine.h), NULL without one. */
static const KirEngine *device(void) { return kir_engine_memory(); }

int rt_devmem_count(void) { return registry.nreg; }

/* Index of the last record whose mirror starts at or below p, -1 when none does. */
static int slot_at_or_below(const char *p) {
  int lo = 0, hi = registry.nreg - 1, best = -1;
  while (lo <= hi) {
    int mid = lo + (hi - lo) / 2;
    if (registry.reg[mid]->host <= p) best = mid, lo = mid + 1;
    else hi = mid - 1;
  }
  return best;
}

RtDevMem *rt_devmem_find(const void *p) {
  int k = slot_at_or_below(p);
  if (k < 0) return NULL;
  RtDevMem *m = registry.reg[k];
  return (const char *)p < m->host + m->bytes ? m : NULL;
}

static void insert(RtDevMem *m) {
  if (registry.nreg == registry.capreg) {
    registry.capreg = registry.capreg ? 2 * registry.capreg : 16;
    registry.reg = rt_realloc(registry.reg, (size_t)registry.capreg * sizeof *registry.reg);
  }
  int k = slot_at_or_below(m->host) + 1;
  memmove(registry.reg + k + 1, registry.reg + k, (size_t)(registry.nreg - k) * sizeof *registry.reg);
  registry.reg[k] = m;
  registry.nreg++;
}

static void forget(RtDevMem *m) {
  int k = slot_at_or_below(m->host);
  if (k < 0 || registry.reg[k] != m) return; /* never registered (size 0) */
  memmove(registry.reg + k, registry.reg + k + 1, (size_t)(registry.nreg - k - 1) * sizeof *registry.reg);
  registry.nreg--;
}

RtDevMem *rt_devmem_acquire(char *host, size_t bytes) {
  RtDevMem *m = bytes ? rt_devmem_find(host) : NULL;
  if (m) {
    m->refs++;
    return m;
  }
  m = rt_malloc(sizeof *m);
  m->host = host;
  m->bytes = bytes;
  m->dev = NULL;
  m->valid = RT_DEVMEM_HOST;
  m->refs = 1;
  if (bytes) insert(m);
  return m;
}

void rt_devmem_release(RtDevMem *m) {
  if (--m->refs > 0) return;
  forget(m);
  const KirEngine *e = device();
  if (m->dev && e) e->mem_free(e->self, m->dev);
  free(m);
}

void rt_devmem_host_read(RtDevMem *m) {
  if (m->valid & RT_DEVMEM_HOST) return;
  const KirEngine *e = device();
  e->mem_download(e->self, m->host, m->dev, m->bytes);
  m->valid |= RT_DEVMEM_HOST;
}

void rt_devmem_host_write(RtDevMem *m, bool whole) {
  if (!whole) rt_devmem_host_read(m);
  m->valid = RT_DEVMEM_HOST;
}

void *rt_devmem_device(RtDevMem *m) {
  const KirEngine *e = device();
  if (!m->dev) {
    m->dev = e->mem_alloc(e->self, m->bytes ? m->bytes : 1);
    m->valid &= ~(unsigned)RT_DEVMEM_DEVICE;
  }
  if (!(m->valid & RT_DEVMEM_DEVICE)) e->mem_upload(e->self, m->dev, m->host, m->bytes);
  m->valid = RT_DEVMEM_DEVICE;
  return m->dev;
}

bool rt_devmem_upload_from(RtDevMem *m, const void *src) {
  const KirEngine *e = device();
  if (!e || !m->bytes) return false;
  if (!m->dev) m->dev = e->mem_alloc(e->self, m->bytes);
  e->mem_upload(e->self, m->dev, src, m->bytes);
  m->valid = RT_DEVMEM_DEVICE;
  return true;
}

bool rt_devmem_read_into(RtDevMem *m, void *dst) {
  if (m->valid != RT_DEVMEM_DEVICE) return false;
  const KirEngine *e = device();
  e->mem_download(e->self, dst, m->dev, m->bytes);
  return true;
}

void rt_devmem_sync_for_host(const void *p) {
  if (!device() || !registry.nreg) return;
  RtDevMem *m = rt_devmem_find(p);
  if (m) rt_devmem_host_write(m, false);
}
