/* np_ma_print.c — str() and repr() of masked arrays as NumPy 1.24 prints them
 * (MaskedArray.__str__/__repr__, _insert_masked_print): with a mask, the data is printed as an
 * object array, so every element is its Python value's repr, unpadded ("1.0", not "1."), and a
 * masked one is "--"; without one (nomask) the data prints as a plain array. repr lays out the
 * keywords data=, mask=, fill_value= (and dtype= when the dtype is not implied, everything is
 * masked or the array is empty) on aligned lines for a single row, indented by two otherwise. */
#include <string.h>

#include "np_ma.h"
#include "../base/error.h"
#include "../base/strbuf.h"
#include "np_internal.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

typedef struct Leaf {
  const Array *data; /* C-contiguous */
  const Array *mask; /* C-contiguous, same shape */
} Leaf;

static void put_value_repr(StrBuf *sb, Value v) {
  Value r = rt_repr(v);
  rt_sb_putn(sb, rt_str_data(r), (size_t)RT_AS(Str, r)->nbytes);
  rt_decref(r);
}

/* One element of the object array _insert_masked_print makes: repr(item) or "--". */
static void put_elem(void *ctx, StrBuf *sb, const char *p) {
  const Leaf *L = ctx;
  int64_t i = (p - L->data->data) / rt_dtypes[L->data->dtype].itemsize;
  if (L->mask->data[i]) {
    rt_sb_puts(sb, "--");
    return;
  }
  Value s = rt_npscalar_new(L->data->dtype, p);
  int mark = rt_cleanup_push_value(&s);
  Value item = np_ma_method(s, "item", 0, NULL, NULL);
  rt_cleanup_push_value(&item);
  put_value_repr(sb, item);
  rt_cleanup_pop(mark, true);
}

/* _insert_masked_print's corners: along each axis longer than 100 (1,500 for 1-D), only the
 * first and last half of that many are printed (so a summary, if any, is of what is left). */
static Value corners(Value a, int nd, const int64_t *shape) {
  int64_t pw = nd > 1 ? 100 : 1500, half = pw / 2;
  rt_incref(a);
  for (int ax = 0; ax < nd; ax++) {
    if (shape[ax] <= pw) continue;
    int mark = rt_cleanup_push_value(&a);
    Value idx = rt_array_new(DT_INT64, 1, &pw, false);
    rt_cleanup_push_value(&idx);
    int64_t *ix = (int64_t *)RT_AS(Array, idx)->data;
    for (int64_t i = 0; i < half; i++) {
      ix[i] = i;
      ix[half + i] = shape[ax] - half + i;
    }
    static const char *const kn[] = {"axis"};
    Kwargs kw = {1, kn, (Value[]){rt_int(ax)}};
    Value t = np_ma_np("take", 2, (Value[]){a, idx}, &kw);
    rt_cleanup_pop(mark, true);
    a = t;
  }
  return a;
}

/* array2string(self._insert_masked_print() or the data, separator, prefix), linewidth less the
 * suffix's length. */
static void put_data(StrBuf *sb, const NpMa *m, const char *sep, int prefix_len, int linewidth) {
  if (RT_AS(Array, m->data)->size == 0) {
    rt_sb_puts(sb, "[]");
    return;
  }
  Value d = rt_array_contiguous(m->data, false), dc = rt_undef(), kc = rt_undef(), k = rt_undef(),
        dd = rt_undef(); /* cleanups only on variables that live to the pop */
  int mark = rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&dc);
  rt_cleanup_push_value(&kc);
  rt_cleanup_push_value(&k);
  rt_cleanup_push_value(&dd);
  if (rt_is_undef(m->mask)) {
    np_format_nested(sb, RT_AS(Array, d), sep, prefix_len, linewidth, NULL, NULL);
  } else {
    const Array *da = RT_AS(Array, m->data);
    dc = corners(d, da->ndim, da->shape);
    kc = corners(m->mask, da->ndim, da->shape);
    k = rt_array_contiguous(kc, false);
    dd = rt_array_contiguous(dc, false);
    Leaf L = {RT_AS(Array, dd), RT_AS(Array, k)};
    np_format_nested(sb, RT_AS(Array, dd), sep, prefix_len, linewidth, put_elem, &L);
  }
  rt_cleanup_pop(mark, true);
}

static void put_mask(StrBuf *sb, const NpMa *m, int prefix_len, int linewidth) {
  if (rt_is_undef(m->mask)) {
    rt_sb_puts(sb, "False");
    return;
  }
  if (RT_AS(Array, m->mask)->size == 0) {
    rt_sb_puts(sb, "[]");
    return;
  }
  Value k = rt_array_contiguous(m->mask, false);
  int mark = rt_cleanup_push_value(&k);
  np_format_nested(sb, RT_AS(Array, k), ", ", prefix_len, linewidth, NULL, NULL);
  rt_cleanup_pop(mark, true);
}

static Value sb_value(StrBuf *sb) {
  Value r = rt_str_from_c(sb->data ? sb->data : "");
  rt_sb_free(sb);
  return r;
}

Value np_ma_str(Value self) {
  NpMa *m = RT_AS(NpMa, self);
  if (np_ma_is_masked_const(self)) return rt_str_from_c("--");
  if (rt_is_undef(m->mask)) return rt_to_str(m->data);
  const Array *d = RT_AS(Array, m->data);
  if (d->ndim == 0) { /* str of the 0-d object array: str of its one element */
    if (RT_AS(Array, m->mask)->data[0]) return rt_str_from_c("--");
    Value s = rt_npscalar_new(d->dtype, d->data);
    int mark = rt_cleanup_push_value(&s);
    Value item = np_ma_method(s, "item", 0, NULL, NULL);
    rt_cleanup_push_value(&item);
    Value r = rt_to_str(item);
    rt_cleanup_pop(mark, true);
    return r;
  }
  StrBuf sb;
  rt_sb_init(&sb);
  put_data(&sb, m, " ", 0, np_print_linewidth());
  return sb_value(&sb);
}

static bool all_masked(const NpMa *m) {
  if (rt_is_undef(m->mask)) return false;
  Value k = rt_array_contiguous(m->mask, false);
  const Array *a = RT_AS(Array, k);
  bool all = true;
  for (int64_t i = 0; i < a->size && all; i++) all = a->data[i] != 0;
  rt_decref(k);
  return all;
}

static void put_spaces(StrBuf *sb, int n) {
  for (int i = 0; i < n; i++) rt_sb_putc(sb, ' ');
}

Value np_ma_repr(Value self) {
  if (np_ma_is_masked_const(self)) return rt_str_from_c("masked");
  NpMa *m = RT_AS(NpMa, self);
  const Array *d = RT_AS(Array, m->data);
  DType dt = d->dtype;
  bool implied = dt == DT_FLOAT64 || dt == DT_INT64 || dt == DT_BOOL || dt == DT_COMPLEX128;
  bool dtype_needed = !implied || all_masked(m) || d->size == 0;
  bool one_row = true;
  for (int i = 0; i + 1 < d->ndim; i++) one_row = one_row && d->shape[i] == 1;
  static const char *const keys[] = {"data", "mask", "fill_value", "dtype"};
  int nkeys = dtype_needed ? 4 : 3, width = np_print_linewidth() - 1; /* the suffix "," */
  const char *prefix = "masked_array(";
  int plen = (int)strlen(prefix);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_puts(&sb, prefix);
  if (!one_row) rt_sb_putc(&sb, '\n');
  for (int k = 0; k < nkeys; k++) {
    int indent = 2, klen = (int)strlen(keys[k]);
    if (one_row) indent = k == 0 ? plen : (plen + 4 - klen > 2 ? plen + 4 - klen : 2);
    if (k) rt_sb_puts(&sb, ",\n");
    if (!(one_row && k == 0)) put_spaces(&sb, indent);
    rt_sb_printf(&sb, "%s=", keys[k]);
    if (k == 0) {
      put_data(&sb, m, ", ", indent + klen + 1, width);
    } else if (k == 1) {
      put_mask(&sb, m, indent + klen + 1, width);
    } else if (k == 2) {
      Value f = np_ma_fill_value(m);
      int mark = rt_cleanup_push_value(&f);
      put_value_repr(&sb, f);
      rt_cleanup_pop(mark, true);
    } else {
      rt_sb_puts(&sb, rt_dtypes[dt].name);
    }
  }
  rt_sb_putc(&sb, ')');
  return sb_value(&sb);
}
