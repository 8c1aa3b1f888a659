/* unicode.c — lookups in the Unicode tables (unicode.h; the data is unicode_data.c, generated
 * from the oracle's database): binary searches over sorted ranges and runs. */
#include "unicode.h"

#include <stddef.h>

unsigned rt_uc_flags(uint32_t c) {
  const RtUcRange *r = rt_uc_tables.ranges;
  int lo = 0, hi = rt_uc_tables.nranges - 1; /* the last range starting at or before c */
  while (lo < hi) {
    int mid = (lo + hi + 1) / 2;
    if (r[mid].start <= c) lo = mid;
    else hi = mid - 1;
  }
  return r[lo].flags;
}

static const char *full_of(const RtUcMap *m, uint32_t c) {
  int lo = 0, hi = m->nfull - 1;
  while (lo <= hi) {
    int mid = (lo + hi) / 2;
    if (m->full[mid].cp == c) return m->full[mid].utf8;
    if (m->full[mid].cp < c) lo = mid + 1;
    else hi = mid - 1;
  }
  return NULL;
}

uint32_t rt_uc_map(RtUcCase kind, uint32_t c, const char **full) {
  const RtUcMap *m = &rt_uc_tables.map[kind];
  *full = m->nfull ? full_of(m, c) : NULL;
  if (*full) return c;
  int lo = 0, hi = m->nruns - 1, at = -1; /* the last run starting at or before c */
  while (lo <= hi) {
    int mid = (lo + hi) / 2;
    if (m->runs[mid].lo <= c) at = mid, lo = mid + 1;
    else hi = mid - 1;
  }
  if (at < 0) return c;
  const RtUcRun *r = &m->runs[at];
  if (c > r->hi) return c;
  if (r->step ? (c - r->lo) % (uint32_t)r->step != 0 : c != r->lo) return c;
  return (uint32_t)((int64_t)c + r->delta);
}

int rt_uc_decimal(uint32_t c) {
  if (!(rt_uc_flags(c) & RT_UC_DECIMAL)) return -1;
  const uint32_t *z = rt_uc_tables.zeros;
  int lo = 0, hi = rt_uc_tables.nzeros - 1, at = 0; /* the last zero at or before c */
  while (lo <= hi) {
    int mid = (lo + hi) / 2;
    if (z[mid] <= c) at = mid, lo = mid + 1;
    else hi = mid - 1;
  }
  return (int)(c - z[at]);
}
