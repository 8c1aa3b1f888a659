/* attrmap.c — the attribute table of classes (their dicts and instance slot maps): entries in
 * insertion order with their names' hashes, found through an open-addressing index. A deleted
 * entry keeps its place with the value RT_UNDEF, so indexes into the entries stay valid. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "class.h"
#include "objects.h"

uint64_t rt_name_hash(const char *s, size_t n) {
  uint64_t h = 1469598103934665603ull;
  for (size_t k = 0; k < n; k++) h = (h ^ (unsigned char)s[k]) * 1099511628211ull;
  return h | 1; /* never 0 */
}

static bool same_name(const AttrSlot *e, const char *name, size_t n, uint64_t h) {
  if (e->hash != h) return false;
  const Str *k = RT_AS(Str, e->key);
  return (size_t)k->nbytes == n && memcmp(k->data, name, n) == 0;
}

int rt_attrmap_find(const AttrMap *m, const char *name, size_t n, uint64_t h) {
  if (!m->idxcap) return -1;
  uint64_t mask = (uint64_t)m->idxcap - 1;
  for (uint64_t j = h & mask;; j = (j + 1) & mask) {
    int32_t k = m->idx[j];
    if (k == 0) return -1;
    if (same_name(&m->e[k - 1], name, n, h)) return k - 1;
  }
}

static void reindex(AttrMap *m, int cap) {
  int32_t *idx = rt_calloc((size_t)cap, sizeof(int32_t));
  uint64_t mask = (uint64_t)cap - 1;
  for (int k = 0; k < m->n; k++) {
    uint64_t j = m->e[k].hash & mask;
    while (idx[j]) j = (j + 1) & mask;
    idx[j] = k + 1;
  }
  free(m->idx);
  m->idx = idx;
  m->idxcap = cap;
}

int rt_attrmap_set(AttrMap *m, Value key, const char *name, size_t n, uint64_t h, Value v) {
  int k = rt_attrmap_find(m, name, n, h);
  if (k >= 0) {
    Value old = m->e[k].value;
    m->e[k].value = v;
    rt_decref(old);
    return k;
  }
  int mark = rt_cleanup_push_value(&v); /* growing may raise MemoryError */
  if (m->n == m->cap) {
    int cap = m->cap ? m->cap * 2 : 8;
    m->e = rt_realloc(m->e, sizeof(AttrSlot) * (size_t)cap);
    m->cap = cap;
  }
  if ((m->n + 1) * 2 > m->idxcap) reindex(m, m->idxcap ? m->idxcap * 2 : 16);
  if (rt_is_undef(key)) {
    key = rt_str_new(name, n);
  } else {
    rt_incref(key);
  }
  rt_cleanup_pop(mark, false);
  k = m->n++;
  m->e[k] = (AttrSlot){key, v, h};
  uint64_t mask = (uint64_t)m->idxcap - 1, j = h & mask;
  while (m->idx[j]) j = (j + 1) & mask;
  m->idx[j] = k + 1;
  return k;
}

void rt_attrmap_free(AttrMap *m) {
  for (int k = 0; k < m->n; k++) {
    rt_decref(m->e[k].key);
    rt_decref(m->e[k].value);
  }
  free(m->e);
  free(m->idx);
  memset(m, 0, sizeof *m);
}
