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

static const RtDevOps *ops;
static RtDevMem **reg;
static int nreg, capreg;

void rt_devmem_set_ops(const RtDevOps *o) { ops = o; }

int rt_devmem_count(void) { return nreg; }

/* Index of the last record whose mirror starts at or below p, -1 when none does. */
static int slot_at_or_below(const char *p) {
  int lo = 0, hi = nreg - 1, best = -1;
  while (lo <= hi) {
    int mid = lo + (hi - lo) / 2;
    if (reg[mid]->host <= p) best = mid, lo = mid + 1;
    else hi = mid - 1;
  }
  return best;
}

RtDevMem *rt_devmem_find(const void *p) {
  int k = slot_at_or_below(p);
  if (k < 0) return NULL;
  RtDevMem *m = reg[k];
  return (const char *)p < m->host + m->bytes ? m : NULL;
}

static void insert(RtDevMem *m) {
  if (nreg == capreg) {
    capreg = capreg ? 2 * capreg : 16;
    reg = rt_realloc(reg, (size_t)capreg * sizeof *reg);
  }
  int k = slot_at_or_below(m->host) + 1;
  memmove(reg + k + 1, reg + k, (size_t)(nreg - k) * sizeof *reg);
  reg[k] = m;
  nreg++;
}

static void forget(RtDevMem *m) {
  int k = slot_at_or_below(m->host);
  if (k < 0 || reg[k] != m) return; /* never registered (size 0) */
  memmove(reg + k, reg + k + 1, (size_t)(nreg - k - 1) * sizeof *reg);
  nreg--;
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
  if (m->dev && ops) ops->release(m->dev);
  free(m);
}

void rt_devmem_host_read(RtDevMem *m) {
  if (m->valid & RT_DEVMEM_HOST) return;
  ops->download(m->host, m->dev, m->bytes);
  m->valid |= RT_DEVMEM_HOST;
}

void rt_devmem_host_write(RtDevMem *m, bool whole) {
  if (!whole) rt_devmem_host_read(m);
  m->valid = RT_DEVMEM_HOST;
}

void *rt_devmem_device(RtDevMem *m) {
  if (!m->dev) {
    m->dev = ops->alloc(m->bytes ? m->bytes : 1);
    m->valid &= ~(unsigned)RT_DEVMEM_DEVICE;
  }
  if (!(m->valid & RT_DEVMEM_DEVICE)) ops->upload(m->dev, m->host, m->bytes);
  m->valid = RT_DEVMEM_DEVICE;
  return m->dev;
}

bool rt_devmem_upload_from(RtDevMem *m, const void *src) {
  if (!ops || !m->bytes) return false;
  if (!m->dev) m->dev = ops->alloc(m->bytes);
  ops->upload(m->dev, src, m->bytes);
  m->valid = RT_DEVMEM_DEVICE;
  return true;
}

bool rt_devmem_read_into(RtDevMem *m, void *dst) {
  if (m->valid != RT_DEVMEM_DEVICE) return false;
  ops->download(dst, m->dev, m->bytes);
  return true;
}

void rt_devmem_sync_for_host(const void *p) {
  if (!ops || !nreg) return;
  RtDevMem *m = rt_devmem_find(p);
  if (m) rt_devmem_host_write(m, false);
}
