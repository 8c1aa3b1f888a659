/* np_charunique.c — np.unique of an np.chararray (axis None), as NumPy 1.24's _unique1d runs on
 * one: the items sorted as they are (mergesort when indices are asked for, so equal items keep
 * their order), then a run of neighbours that chararray's != calls equal (trailing whitespace
 * ignored: 'a' and 'a ') keeps its first item. The kept items are the original ones ('c  ' stays
 * 'c  ' underneath; a chararray shows it stripped), with return_index / return_inverse /
 * return_counts as NumPy computes them from the sorted order.
 */
#include <stdlib.h>
#include <string.h>

#include "np_charwrap.h"
#include "np_chararray.h"
#include "np_strarray.h"
#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* The item's bytes less its trailing whitespace and NULs (what chararray comparisons see). */
static int64_t stripped_len(Value item, const char **p) {
  int64_t n;
  *p = np_item_data(item, &n);
  while (n > 0) {
    unsigned char c = (unsigned char)(*p)[n - 1];
    if (c == ' ' || (c >= '\t' && c <= '\r') || (c >= 0x1c && c <= 0x1f) || c == 0) n--;
    else break;
  }
  return n;
}

static bool same_stripped(Value a, Value b) {
  const char *p, *q;
  int64_t na = stripped_len(a, &p), nb = stripped_len(b, &q);
  return na == nb && memcmp(p, q, (size_t)na) == 0;
}

/* An item with its flat position: sorted by item, then position (stable, as mergesort). */
typedef struct {
  Value item; /* borrowed: the array holds it */
  int64_t pos;
} Entry;

static int by_item(const void *x, const void *y) {
  const Entry *a = x, *b = y;
  int c = np_item_cmp(a->item, b->item);
  return c ? c : (a->pos > b->pos) - (a->pos < b->pos);
}

static Value int_array(int64_t n) {
  int64_t shape[1] = {n};
  return rt_array_new(DT_INT64, 1, shape, false);
}

Value np_chararray_unique(Value c, bool want_index, bool want_inverse, bool want_counts) {
  const NpStrArr *a = RT_AS(NpStrArr, np_chararray_unwrap(c));
  np_strarr_sync(a);
  int64_t n = a->size;
  size_t cnt = (size_t)(n > 0 ? n : 1);
  Entry *e = rt_malloc(sizeof(Entry) * cnt);
  Value res[4] = {rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push(free, e);
  for (int k = 0; k < 4; k++) rt_cleanup_push_value(&res[k]);
  for (int64_t k = 0; k < n; k++) e[k] = (Entry){*np_strarr_at(a, k), k};
  if (n > 1) qsort(e, (size_t)n, sizeof(Entry), by_item);
  int64_t groups = 0;
  for (int64_t j = 0; j < n; j++)
    if (j == 0 || !same_stripped(e[j].item, e[j - 1].item)) groups++;
  int64_t shape[1] = {groups};
  res[0] = np_strarr_like(a, 1, shape, a->width);
  res[1] = int_array(groups);
  res[2] = int_array(n);
  res[3] = int_array(groups);
  NpStrArr *u = RT_AS(NpStrArr, res[0]);
  int64_t *index = (int64_t *)RT_AS(Array, res[1])->data, *inverse = (int64_t *)RT_AS(Array, res[2])->data;
  int64_t *counts = (int64_t *)RT_AS(Array, res[3])->data, g = -1;
  for (int64_t j = 0; j < n; j++) {
    if (j == 0 || !same_stripped(e[j].item, e[j - 1].item)) {
      g++;
      Value *slot = np_strarr_at(u, g);
      rt_incref(e[j].item);
      rt_decref(*slot);
      *slot = e[j].item;
      index[g] = e[j].pos;
      counts[g] = 0;
    }
    counts[g]++;
    inverse[e[j].pos] = g;
  }
  res[0] = np_chararray_wrap(res[0]);
  bool want[4] = {true, want_index, want_inverse, want_counts};
  Value out[4];
  int k = 0;
  for (int i = 0; i < 4; i++)
    if (want[i]) out[k++] = res[i];
  Value r = k == 1 ? (rt_incref(out[0]), out[0]) : rt_tuple_from(k, out);
  rt_cleanup_pop(mark, true);
  return r;
}
