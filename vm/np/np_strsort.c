/* np_strsort.c — sorting and searching string arrays: np.sort, np.argsort / a.argsort(kind=),
 * np.unique and np.searchsorted / a.searchsorted of '<U<n>' and '|S<n>' arrays.
 *
 * Items compare as NumPy compares them: NUL-padded to the array's width, code point by code
 * point (UTF-8 byte order is code point order, so the bytes of each item serve). The argsort
 * kinds run NumPy 1.24's own algorithms step for step (its introsort for 'quicksort', its
 * heapsort for 'heapsort'), so equal items come out in NumPy's order; 'stable' breaks ties by
 * index. Each sorted entry holds the item's first eight bytes as one big-endian number beside
 * its index: most comparisons read no string, the items being objects apart in memory. */
#include <stdlib.h>
#include <string.h>

#include "np_loops.h"
#include "np_strarray.h"
#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

typedef enum { SK_QUICK, SK_HEAP, SK_STABLE } StrSortKind;

typedef struct SKey {
  uint64_t pre; /* the first eight bytes, zero-padded */
  uint64_t tag; /* the item's place in C order, with LONG_ITEM set when it is over 8 bytes */
} SKey;

/* Keys of two short items say all: equal prefixes are equal items, with no string read. */
#define LONG_ITEM (UINT64_C(1) << 63)
static inline int64_t key_ix(const SKey *k) { return (int64_t)(k->tag & ~LONG_ITEM); }

/* Every item's bytes and length by C-order place, for comparisons the prefixes leave open. */
typedef struct SCtx {
  const char **ptr;
  int64_t *len;
  bool stable;
} SCtx;

/* p (lp bytes) against q (lq bytes), the shorter padded with NULs. */
static int padded_cmp(const char *p, int64_t lp, const char *q, int64_t lq) {
  if (lp < 0) lp = 0;
  if (lq < 0) lq = 0;
  int64_t m = lp < lq ? lp : lq;
  int c = memcmp(p, q, (size_t)m);
  if (c) return c < 0 ? -1 : 1;
  for (int64_t i = m; i < lp; i++)
    if (p[i]) return 1;
  for (int64_t i = m; i < lq; i++)
    if (q[i]) return -1;
  return 0;
}

static inline int key_cmp(const SCtx *c, const SKey *x, const SKey *y) {
  if (x->pre != y->pre) return x->pre < y->pre ? -1 : 1;
  int64_t i = key_ix(x), j = key_ix(y);
  int r = (x->tag | y->tag) & LONG_ITEM
              ? padded_cmp(c->ptr[i] + 8, c->len[i] - 8, c->ptr[j] + 8, c->len[j] - 8)
              : 0;
  if (r || !c->stable) return r;
  return (i > j) - (i < j);
}

static inline bool key_less(const SCtx *c, const SKey *x, const SKey *y) {
  return key_cmp(c, x, y) < 0;
}

static inline void key_swap(SKey *x, SKey *y) {
  SKey t = *x;
  *x = *y;
  *y = t;
}

/* NumPy's heapsort of n entries (its string_aheapsort_: one-based heap over v - 1). */
static void heap_sort(const SCtx *c, SKey *v, int64_t n) {
  SKey *a = v - 1, tmp;
  int64_t i, j;
  for (int64_t l = n >> 1; l > 0; --l) {
    tmp = a[l];
    for (i = l, j = l << 1; j <= n;) {
      if (j < n && key_less(c, &a[j], &a[j + 1])) j += 1;
      if (!key_less(c, &tmp, &a[j])) break;
      a[i] = a[j];
      i = j;
      j += j;
    }
    a[i] = tmp;
  }
  while (n > 1) {
    tmp = a[n];
    a[n] = a[1];
    n -= 1;
    for (i = 1, j = 2; j <= n;) {
      if (j < n && key_less(c, &a[j], &a[j + 1])) j++;
      if (!key_less(c, &tmp, &a[j])) break;
      a[i] = a[j];
      i = j;
      j += j;
    }
    a[i] = tmp;
  }
}

static int msb(uint64_t n) {
  int d = 0;
  while (n >>= 1) d++;
  return d;
}

/* NumPy's introsort (string_aquicksort_): median of three, partitions down to 16 entries,
 * insertion sort below, heapsort once the depth budget is spent. The same comparisons in the
 * same order, so ties land where NumPy puts them. */
static void intro_sort(const SCtx *c, SKey *v, int64_t num) {
  enum { SMALL = 15, STACK = 128 };
  SKey *pl = v, *pr = v + num - 1, *stack[STACK], **sp = stack, *pm, *pi, *pj, *pk, vp, vi;
  int depth[STACK], *sd = depth, cdepth = msb((uint64_t)num) * 2;
  for (;;) {
    if (cdepth < 0) {
      heap_sort(c, pl, pr - pl + 1);
      goto pop;
    }
    while (pr - pl > SMALL) {
      pm = pl + ((pr - pl) >> 1);
      if (key_less(c, pm, pl)) key_swap(pm, pl);
      if (key_less(c, pr, pm)) key_swap(pr, pm);
      if (key_less(c, pm, pl)) key_swap(pm, pl);
      vp = *pm;
      pi = pl;
      pj = pr - 1;
      key_swap(pm, pj);
      for (;;) {
        do ++pi;
        while (key_less(c, pi, &vp));
        do --pj;
        while (key_less(c, &vp, pj));
        if (pi >= pj) break;
        key_swap(pi, pj);
      }
      pk = pr - 1;
      key_swap(pi, pk);
      if (pi - pl < pr - pi) {
        *sp++ = pi + 1;
        *sp++ = pr;
        pr = pi - 1;
      } else {
        *sp++ = pl;
        *sp++ = pi - 1;
        pl = pi + 1;
      }
      *sd++ = --cdepth;
    }
    for (pi = pl + 1; pi <= pr; ++pi) {
      vi = *pi;
      pj = pi;
      pk = pi - 1;
      while (pj > pl && key_less(c, &vi, pk)) *pj-- = *pk--;
      *pj = vi;
    }
  pop:
    if (sp == stack) break;
    pr = *(--sp);
    pl = *(--sp);
    cdepth = *(--sd);
  }
}

/* An order of a's items: key_ix(&keys[k]) is the C-order place of the k-th smallest. The caller
 * frees *keys and ctx's arrays with order_free (registered as one block). */
typedef struct Order {
  SKey *keys;
  SCtx ctx;
} Order;

static void order_free(void *p) {
  Order *o = p;
  free(o->keys);
  free(o->ctx.ptr);
  free(o->ctx.len);
  free(o);
}

static Order *order_of(const NpStrArr *a, StrSortKind kind, int *mark) {
  int64_t n = a->size;
  Order *o = rt_malloc(sizeof *o);
  memset(o, 0, sizeof *o);
  *mark = rt_cleanup_push(order_free, o);
  size_t cap = (size_t)(n ? n : 1);
  o->keys = rt_malloc(sizeof(SKey) * cap);
  o->ctx.ptr = rt_malloc(sizeof(char *) * cap);
  o->ctx.len = rt_malloc(sizeof(int64_t) * cap);
  o->ctx.stable = kind == SK_STABLE;
  bool flat = a->ndim == 1;
  for (int64_t k = 0; k < n; k++) {
    if (flat && k + 16 < n) __builtin_prefetch(a->items[(k + 16) * a->strides[0]].as.o);
    Value v = flat ? a->items[k * a->strides[0]] : *np_strarr_at(a, k);
    int64_t len;
    const unsigned char *p = (const unsigned char *)np_item_data(v, &len);
    uint64_t pre = 0;
    for (int64_t i = 0; i < 8; i++) pre = pre << 8 | (i < len ? p[i] : 0);
    o->keys[k] = (SKey){pre, (uint64_t)k | (len > 8 ? LONG_ITEM : 0)};
    o->ctx.ptr[k] = (const char *)p;
    o->ctx.len[k] = len;
  }
  if (kind == SK_HEAP) heap_sort(&o->ctx, o->keys, n);
  else if (n > 1) intro_sort(&o->ctx, o->keys, n);
  return o;
}

static bool same_item(const Order *o, int64_t i, int64_t j) {
  SCtx c = o->ctx;
  c.stable = false;
  return key_cmp(&c, &o->keys[i], &o->keys[j]) == 0;
}

/* v as a string array that the caller only reads: a string array itself (a new reference),
 * anything else converted. */
static Value read_only_strarr(Value v) {
  if (!np_is_strarr(v)) return np_strarr_from_value(v, 0);
  np_strarr_sync(RT_AS(NpStrArr, v));
  rt_incref(v);
  return v;
}

static void set_item(NpStrArr *o, int64_t k, Value v) {
  rt_incref(v);
  rt_decref(o->items[k]);
  o->items[k] = v;
}

/* Two short items with one prefix are equal: a sorted run of them can share the first's
 * object, so only its first item is reached in memory. */
static bool short_twins(const SKey *p, const SKey *q) {
  return p->pre == q->pre && !((p->tag | q->tag) & LONG_ITEM);
}

/* The item that keys[k] stands for: keys[k - 1]'s (prev) when they are twins. */
static Value item_for(const NpStrArr *a, const SKey *keys, int64_t k, Value prev) {
  if (k && short_twins(&keys[k - 1], &keys[k])) return prev;
  int64_t ix = key_ix(&keys[k]);
  return a->ndim == 1 ? a->items[ix * a->strides[0]] : *np_strarr_at(a, ix);
}

/* A 1-D array of a's items at the order's first n places. */
static Value take_order(const NpStrArr *a, const Order *o, int64_t n) {
  Value out = np_strarr_like(a, 1, &n, a->width), prev = rt_undef();
  NpStrArr *r = RT_AS(NpStrArr, out);
  for (int64_t k = 0; k < n; k++) {
    prev = item_for(a, o->keys, k, prev);
    set_item(r, k, prev);
  }
  return out;
}

static StrSortKind sort_kind(Value kind) {
  if (rt_is_undef(kind) || rt_is_none(kind)) return SK_QUICK;
  const char *k = rt_is_str(kind) ? rt_str_data(kind) : "";
  if (!strcmp(k, "quicksort")) return SK_QUICK;
  if (!strcmp(k, "heapsort")) return SK_HEAP;
  if (!strcmp(k, "stable") || !strcmp(k, "mergesort")) return SK_STABLE;
  rt_raise(RT_EXC_ValueError, "sort kind must be one of 'quick', 'heap', or 'stable' (got '%s')",
           k);
}

/* Sorts each line of x along axis ax, as NumPy sorts each one on its own: values, into the
 * string array out of x's shape, else the orders, into the int64 array out. */
static void sort_lines(const NpStrArr *x, int ax, StrSortKind kind, Value out, bool values) {
  int64_t n = x->shape[ax], ost[RT_MAXDIM], st = 1;
  for (int d = x->ndim - 1; d >= 0; d--) {
    ost[d] = st;
    st *= x->shape[d] ? x->shape[d] : 1;
  }
  if (x->size == 0) return;
  for (int64_t r = 0, rows = x->size / n; r < rows; r++) {
    int64_t rem = r, ib = 0, ob = 0;
    for (int d = x->ndim - 1; d >= 0; d--) {
      if (d == ax) continue;
      int64_t i = rem % x->shape[d];
      rem /= x->shape[d];
      ib += i * x->strides[d];
      ob += i * ost[d];
    }
    NpStrArr line = *x; /* a header on the stack: the line's items, never referenced */
    line.ndim = 1;
    line.size = line.shape[0] = n;
    line.strides[0] = x->strides[ax];
    line.items = x->items + ib;
    int mark;
    Order *o = order_of(&line, kind, &mark);
    Value prev = rt_undef();
    for (int64_t j = 0; j < n; j++) {
      if (values) {
        prev = item_for(&line, o->keys, j, prev);
        set_item(RT_AS(NpStrArr, out), ob + j * ost[ax], prev);
      } else {
        ((int64_t *)(void *)RT_AS(Array, out)->data)[ob + j * ost[ax]] = key_ix(&o->keys[j]);
      }
    }
    rt_cleanup_pop(mark, true);
  }
}

/* x itself and the axis to sort along (axis None: a flattened copy, along 0). */
static Value lines_of(Value x, Value axis, int *ax) {
  NpStrArr *a = RT_AS(NpStrArr, x);
  if (rt_is_none(axis)) {
    Value c = np_strarr_copy(a, a->width); /* C-contiguous, so one line of all items */
    NpStrArr *f = RT_AS(NpStrArr, c);
    f->ndim = 1;
    f->shape[0] = f->size;
    f->strides[0] = 1;
    *ax = 0;
    return c;
  }
  *ax = np_axis_index(rt_is_undef(axis) ? -1 : rt_to_index(axis, "axis"), a->ndim);
  rt_incref(x);
  return x;
}

/* np.sort(a, axis=, kind=) of strings: a sorted copy (equal items are alike, so every kind
 * gives NumPy's result). */
Value np_str_sort_hook(Value a, Value axis, Value kind) {
  if (!np_is_strarr(a) && !((rt_is_list(a) || rt_is_tuple(a)) && np_str_leaves(a)))
    return rt_undef();
  Value arr = read_only_strarr(a), out = rt_undef();
  int mark = rt_cleanup_push_value(&arr);
  rt_cleanup_push_value(&out);
  StrSortKind k = sort_kind(kind);
  int ax;
  Value lines = lines_of(arr, axis, &ax);
  rt_decref(arr);
  arr = lines;
  NpStrArr *x = RT_AS(NpStrArr, arr);
  out = np_strarr_like(x, x->ndim, x->shape, x->width);
  sort_lines(x, ax, k == SK_HEAP ? SK_HEAP : SK_QUICK, out, true);
  Value r = out;
  out = rt_undef();
  rt_cleanup_pop(mark, true);
  return r;
}

/* np.unique(strings) (return_counts=): the sorted items with the repeats left out, and how
 * many each stood for. */
Value np_str_unique_hook(Value ar, bool counts) {
  if (!np_is_strarr(ar) && !((rt_is_list(ar) || rt_is_tuple(ar)) && np_str_leaves(ar)))
    return rt_undef();
  Value arr = read_only_strarr(ar), cnt = rt_undef();
  int mark = rt_cleanup_push_value(&arr);
  rt_cleanup_push_value(&cnt);
  NpStrArr *x = RT_AS(NpStrArr, arr);
  int omark;
  Order *o = order_of(x, SK_QUICK, &omark);
  int64_t n = x->size, g = 0;
  int64_t *run = rt_malloc(sizeof(int64_t) * (size_t)(n + 1));
  rt_cleanup_push(free, run);
  for (int64_t k = 0; k < n; k++) {
    if (k && same_item(o, k - 1, k)) continue;
    o->keys[g] = o->keys[k];
    run[g++] = k;
  }
  run[g] = n;
  Value vals = take_order(x, o, g);
  if (!counts) {
    rt_cleanup_pop(mark, true);
    return vals;
  }
  rt_cleanup_push_value(&vals);
  cnt = rt_array_new(DT_INT64, 1, &g, false);
  int64_t *c = (int64_t *)RT_AS(Array, cnt)->data;
  for (int64_t j = 0; j < g; j++) c[j] = run[j + 1] - run[j];
  Value out = rt_tuple_new(2);
  rt_tuple_set(out, 0, vals);
  rt_tuple_set(out, 1, cnt);
  vals = cnt = rt_undef();
  rt_cleanup_pop(mark, true);
  return out;
}

/* np.argsort / a.argsort(axis=, kind=) of strings: NumPy's order for each kind. */
Value np_str_argsort_hook(Value a, Value axis, Value kind) {
  if (!np_is_strarr(a)) return rt_undef();
  np_strarr_sync(RT_AS(NpStrArr, a));
  StrSortKind k = sort_kind(kind);
  if (RT_AS(NpStrArr, a)->ndim == 0) { /* NumPy argsorts a 0-d array as its one item */
    int64_t one = 1;
    return rt_array_new(DT_INT64, 1, &one, true);
  }
  int ax;
  Value arr = lines_of(a, axis, &ax), out = rt_undef();
  int mark = rt_cleanup_push_value(&arr);
  rt_cleanup_push_value(&out);
  NpStrArr *x = RT_AS(NpStrArr, arr);
  out = rt_array_new(DT_INT64, x->ndim, x->shape, false);
  sort_lines(x, ax, k, out, false);
  Value r = out;
  out = rt_undef();
  rt_cleanup_pop(mark, true);
  return r;
}

/* np.unique(strings, return_index=, return_inverse=, return_counts=): the strings sorted
 * stably (ties keep their order, so each group's index is its first occurrence, as NumPy's
 * mergesort gives). */
Value np_str_unique_full(Value ar, bool want_index, bool want_inverse, bool want_counts) {
  if (!np_is_strarr(ar) && !((rt_is_list(ar) || rt_is_tuple(ar)) && np_str_leaves(ar)))
    return rt_undef();
  Value arr = read_only_strarr(ar), outs[4] = {rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&arr);
  for (int i = 0; i < 4; i++) rt_cleanup_push_value(&outs[i]);
  NpStrArr *x = RT_AS(NpStrArr, arr);
  int64_t n = x->size, g = 0;
  int64_t *first = rt_malloc(sizeof(int64_t) * (size_t)(n + 1));
  rt_cleanup_push(free, first);
  int omark;
  Order *o = order_of(x, SK_STABLE, &omark);
  outs[2] = rt_array_new(DT_INT64, 1, &n, false);
  int64_t *inv = (int64_t *)RT_AS(Array, outs[2])->data;
  for (int64_t k = 0; k < n; k++) {
    if (k == 0 || !same_item(o, k - 1, k)) first[g++] = k;
    inv[key_ix(&o->keys[k])] = g - 1;
  }
  first[g] = n;
  outs[1] = rt_array_new(DT_INT64, 1, &g, false);
  outs[3] = rt_array_new(DT_INT64, 1, &g, false);
  int64_t *idx = (int64_t *)RT_AS(Array, outs[1])->data, *cnt = (int64_t *)RT_AS(Array, outs[3])->data;
  for (int64_t j = 0; j < g; j++) {
    idx[j] = key_ix(&o->keys[first[j]]);
    cnt[j] = first[j + 1] - first[j];
    o->keys[j] = o->keys[first[j]];
  }
  outs[0] = take_order(x, o, g);
  bool want[4] = {true, want_index, want_inverse, want_counts};
  Value parts[4];
  int np = 0;
  for (int i = 0; i < 4; i++)
    if (want[i]) parts[np++] = outs[i];
  Value out = rt_tuple_from(np, parts);
  rt_cleanup_pop(mark, true);
  return out;
}

/* ---- np.searchsorted / a.searchsorted on a string array: NumPy's binary search, which
 * narrows from the previous key's answer (so an unsorted a answers as NumPy's does) ---- */

typedef struct Item {
  uint64_t pre; /* the first eight bytes, as the sort keys have them */
  const char *p;
  int64_t n;
} Item;

static uint64_t prefix_of(const char *p, int64_t n) {
  uint64_t pre = 0;
  for (int64_t i = 0; i < 8; i++) pre = pre << 8 | (i < n ? (unsigned char)p[i] : 0);
  return pre;
}

static Item item_at(const NpStrArr *a, int64_t k) {
  Item it;
  it.p = np_item_data(a->ndim == 1 ? a->items[k * a->strides[0]] : *np_strarr_at(a, k), &it.n);
  it.pre = prefix_of(it.p, it.n);
  return it;
}

static int item_cmp(const Item *x, const Item *y) {
  if (x->pre != y->pre) return x->pre < y->pre ? -1 : 1;
  if (x->n <= 8 && y->n <= 8) return 0;
  return padded_cmp(x->p + 8, x->n - 8, y->p + 8, y->n - 8);
}

/* The searched array: with many keys, every item's prefix (and whether it is longer than 8
 * bytes) gathered once, so the search's steps read one contiguous array and reach an item
 * only when a prefix ties; with few keys, the items themselves. */
typedef struct Searched {
  const NpStrArr *a;
  uint64_t *pre;
  uint8_t *lng;
} Searched;

static void searched_free(void *p) {
  Searched *s = p;
  free(s->pre);
  free(s->lng);
}

static int entry_cmp(const Searched *s, int64_t at, const Item *key) {
  if (!s->pre) {
    Item e = item_at(s->a, at);
    return item_cmp(&e, key);
  }
  if (s->pre[at] != key->pre) return s->pre[at] < key->pre ? -1 : 1;
  if (!s->lng[at] && key->n <= 8) return 0;
  Item e = item_at(s->a, at);
  return padded_cmp(e.p + 8, e.n - 8, key->p + 8, key->n - 8);
}

/* left: c < 0 (x < y); right: c <= 0. */
static bool search_step(int c, bool right) { return right ? c <= 0 : c < 0; }

/* The sorter's entries as int64 (NumPy's errors for a wrong size or a non-integer one). */
static Value sorter_of(Value sorter, int64_t n) {
  Value s = rt_array_from_value(sorter, -1);
  int mark = rt_cleanup_push_value(&s);
  char kind = rt_dtypes[RT_AS(Array, s)->dtype].kind;
  if (kind != 'i' && kind != 'u')
    rt_raise(RT_EXC_TypeError, "sorter must only contain integers");
  if (RT_AS(Array, s)->size != n) rt_raise(RT_EXC_ValueError, "sorter.size must equal a.size");
  Value r = rt_array_astype(s, DT_INT64); /* C-contiguous: the entries in order */
  rt_cleanup_pop(mark, true);
  return r;
}

Value np_str_searchsorted_hook(Value a, Value v, bool right, Value sorter) {
  if (!np_is_strarr(a)) return rt_undef();
  NpStrArr *x = RT_AS(NpStrArr, a);
  np_strarr_sync(x);
  if (x->ndim != 1) rt_raise(RT_EXC_ValueError, "object too deep for desired array");
  Value keys = read_only_strarr(v), srt = rt_undef();
  int mark = rt_cleanup_push_value(&keys);
  rt_cleanup_push_value(&srt);
  const int64_t *perm = NULL;
  if (!rt_is_undef(sorter) && !rt_is_none(sorter)) {
    srt = sorter_of(sorter, x->size);
    perm = (const int64_t *)(void *)RT_AS(Array, srt)->data;
  }
  NpStrArr *k = RT_AS(NpStrArr, keys);
  int64_t n = x->size;
  Searched sr = {x, NULL, NULL};
  rt_cleanup_push(searched_free, &sr);
  if (k->size >= n / 16 && n > 64) {
    sr.pre = rt_malloc(sizeof(uint64_t) * (size_t)n);
    sr.lng = rt_malloc((size_t)n);
    for (int64_t i = 0; i < n; i++) {
      if (i + 16 < n) __builtin_prefetch(x->items[(i + 16) * x->strides[0]].as.o);
      Item e = item_at(x, i);
      sr.pre[i] = e.pre;
      sr.lng[i] = e.n > 8;
    }
  }
  Value res = rt_array_new(DT_INT64, k->ndim, k->shape, false);
  rt_cleanup_push_value(&res);
  int64_t *out = (int64_t *)(void *)RT_AS(Array, res)->data, lo = 0, hi = n;
  Item last = k->size ? item_at(k, 0) : (Item){0, "", 0};
  for (int64_t j = 0; j < k->size; j++) {
    Item key = item_at(k, j);
    if (search_step(item_cmp(&last, &key), right)) {
      hi = n;
    } else {
      lo = 0;
      hi = hi < n ? hi + 1 : n;
    }
    last = key;
    while (lo < hi) {
      int64_t mid = lo + ((hi - lo) >> 1), at = perm ? perm[mid] : mid;
      if (at < 0 || at >= n) rt_raise(RT_EXC_ValueError, "Sorter index out of range.");
      if (search_step(entry_cmp(&sr, at, &key), right)) lo = mid + 1;
      else hi = mid;
    }
    out[j] = lo;
  }
  rt_cleanup_pop(mark + 3, false); /* res */
  rt_cleanup_pop(mark, true);
  return np_scalar_if_0d(res);
}
