/* np_recformat.c — printing structured arrays and np.void records as NumPy 1.24 does: each
 * field has one formatter built from that field over the whole array (so the field's floats
 * line up: "[(1. , 2) (3.5, 4)]"), a record prints as "(f0, f1)" ("(f0,)" for one field), a
 * subarray field as "[1., 2., 3.]", and the nested brackets and line breaks are np_format.c's.
 * A void alone prints with formatters built from itself, as NumPy's _void_scalar_repr does.
 */
#include <stdlib.h>
#include <string.h>

#include "np_record.h"
#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

typedef struct RecFmt {
  const NpRecDtype *d;
  NpElemFmt **fmts;    /* one per numeric field */
  struct RecFmt *subs; /* one per field; used by nested structures */
} RecFmt;

static void recfmt_free(void *p) {
  RecFmt *r = p;
  for (int i = 0; i < r->d->nfields; i++) {
    free(r->fmts[i]);
    if (r->subs && r->subs[i].fmts) recfmt_free(&r->subs[i]);
  }
  free(r->fmts);
  free(r->subs);
}

static void recfmt_init(RecFmt *r, const NpRecDtype *d, const Array *raw, bool summarise) {
  r->d = d;
  r->fmts = calloc((size_t)(d->nfields ? d->nfields : 1), sizeof *r->fmts);
  r->subs = calloc((size_t)(d->nfields ? d->nfields : 1), sizeof *r->subs);
  if (!r->fmts || !r->subs) {
    free(r->fmts);
    free(r->subs);
    rt_raise(RT_EXC_MemoryError, "out of memory");
  }
  for (int i = 0; i < d->nfields; i++) {
    if (d->fields[i].str || d->fields[i].obj) continue; /* text and objects print as reprs */
    if (!rt_is_undef(d->fields[i].rec)) { /* a nested structure: formatters of its own fields */
      Array inner = *raw;
      inner.data = raw->data + d->fields[i].offset;
      inner.shape[inner.ndim - 1] = d->fields[i].sub_shape[0];
      recfmt_init(&r->subs[i], RT_AS(NpRecDtype, d->fields[i].rec), &inner, summarise);
      continue;
    }
    Array h;
    np_rec_field_header(&h, raw, &d->fields[i]);
    r->fmts[i] = np_elem_fmt_new(&h, summarise);
  }
}

/* SubArrayFormat: "[a, b]" per axis of the field's subarray. */
static void put_subarray(StrBuf *sb, const NpElemFmt *f, DType dt, const char *p, int nd,
                         const int64_t *shape) {
  int64_t step = rt_dtypes[dt].itemsize;
  for (int i = 1; i < nd; i++) step *= shape[i];
  rt_sb_putc(sb, '[');
  for (int64_t i = 0; i < shape[0]; i++) {
    if (i) rt_sb_puts(sb, ", ");
    if (nd == 1)
      np_elem_fmt_put(sb, f, p + i * step);
    else
      put_subarray(sb, f, dt, p + i * step, nd - 1, shape + 1);
  }
  rt_sb_putc(sb, ']');
}

static void put_record(void *ctx, StrBuf *sb, const char *p) {
  const RecFmt *r = ctx;
  if (r->d->plain) { /* 'V<n>': every byte escaped, b'\x00\x01' */
    rt_sb_puts(sb, "b'");
    for (int64_t i = 0; i < r->d->itemsize; i++) rt_sb_printf(sb, "\\x%02x", (unsigned char)p[i]);
    rt_sb_putc(sb, '\'');
    return;
  }
  rt_sb_putc(sb, '(');
  for (int i = 0; i < r->d->nfields; i++) {
    const NpField *f = &r->d->fields[i];
    if (i) rt_sb_puts(sb, ", ");
    if (!rt_is_undef(f->rec)) {
      put_record(&r->subs[i], sb, p + f->offset);
    } else if (f->str) {
      Value s = np_rec_str_load(f, p);
      int mark = rt_cleanup_push_value(&s);
      rt_sb_repr(sb, s);
      rt_cleanup_pop(mark, true);
    } else if (f->obj) { /* as an object array prints an element: a list as list([1, 2]) */
      Value s = np_recobj_get(f, p);
      int mark = rt_cleanup_push_value(&s);
      if (rt_is_list(s)) rt_sb_puts(sb, "list(");
      rt_sb_repr(sb, s);
      if (rt_is_list(s)) rt_sb_putc(sb, ')');
      rt_cleanup_pop(mark, true);
    } else if (f->sub_ndim)
      put_subarray(sb, r->fmts[i], f->dt, p + f->offset, f->sub_ndim, f->sub_shape);
    else
      np_elem_fmt_put(sb, r->fmts[i], p + f->offset);
  }
  rt_sb_puts(sb, r->d->nfields == 1 ? ",)" : ")");
}

/* The records of raw (its shape less the byte axis) into sb: nested brackets, or the one
 * record of a 0-d array. */
static void put_body(StrBuf *sb, const NpRecDtype *d, const Array *raw, const char *sep,
                     int prefix_len, int linewidth) {
  Array lead = *raw;
  lead.ndim--;
  lead.size = 1;
  for (int i = 0; i < lead.ndim; i++) lead.size *= lead.shape[i];
  RecFmt r;
  recfmt_init(&r, d, raw, np_print_summarises(lead.size));
  int mark = rt_cleanup_push(recfmt_free, &r);
  if (lead.ndim == 0)
    put_record(&r, sb, raw->data);
  else
    np_format_nested(sb, &lead, sep, prefix_len, linewidth, put_record, &r);
  rt_cleanup_pop(mark, true);
}

void np_rec_format_body(StrBuf *sb, const NpRecDtype *d, const Array *raw, const char *sep,
                        int prefix_len, int linewidth) {
  put_body(sb, d, raw, sep, prefix_len, linewidth);
}

static int64_t lead_size(const Array *raw) {
  int64_t n = 1;
  for (int i = 0; i < raw->ndim - 1; i++) n *= raw->shape[i];
  return n;
}

/* A recarray's repr (NumPy's recarray.__repr__): "rec.array(", the records, and the dtype on
 * a line of its own. */
static void put_rec_repr(StrBuf *sb, const NpRecArr *a) {
  const Array *raw = RT_AS(Array, a->raw);
  int nd = raw->ndim - 1;
  rt_sb_puts(sb, "rec.array(");
  if (lead_size(raw) > 0 || nd == 0) {
    put_body(sb, RT_AS(NpRecDtype, a->dtype), raw, ", ", 10, np_print_linewidth() - 1);
  } else if (nd == 1) {
    rt_sb_puts(sb, "[]");
  } else {
    rt_sb_puts(sb, "[], shape=");
    rt_sb_shape(sb, nd, raw->shape);
  }
  Value ds = rt_to_str(a->dtype);
  int mark = rt_cleanup_push_value(&ds);
  rt_sb_printf(sb, ",\n          dtype=%s)", rt_str_data(ds));
  rt_cleanup_pop(mark, true);
}

static void put_repr(StrBuf *sb, Value arr) {
  const NpRecArr *a = RT_AS(NpRecArr, arr);
  const Array *raw = RT_AS(Array, a->raw);
  int nd = raw->ndim - 1;
  int64_t n = lead_size(raw);
  size_t start = sb->len;
  if (a->rec) {
    put_rec_repr(sb, a);
    return;
  }
  rt_sb_puts(sb, "array(");
  if (n > 0 || nd == 0) {
    put_body(sb, RT_AS(NpRecDtype, a->dtype), raw, ", ", 6, np_print_linewidth() - 1);
  } else if (nd == 1) {
    rt_sb_puts(sb, "[]");
  } else {
    rt_sb_puts(sb, "[], shape=");
    rt_sb_shape(sb, nd, raw->shape);
  }
  rt_sb_putc(sb, ',');
  Value ds = RT_AS(NpRecDtype, a->dtype)->plain ? rt_str_printf("'|V%lld'", (long long)RT_AS(NpRecDtype, a->dtype)->itemsize)
                                                : rt_to_str(a->dtype);
  int mark = rt_cleanup_push_value(&ds);
  const char *nl = memrchr(sb->data + start, '\n', sb->len - start);
  size_t last_line = sb->len - (nl ? (size_t)(nl + 1 - sb->data) : start);
  size_t dtype_len = strlen("dtype=)") + (size_t)RT_AS(Str, ds)->nbytes;
  bool wrap = np_print_legacy113() || (int)(last_line + dtype_len + 1) > np_print_linewidth();
  rt_sb_puts(sb, wrap ? "\n      " : " "); /* 1.13: always, a structured dtype is flexible */
  rt_sb_printf(sb, "dtype=%s)", rt_str_data(ds));
  rt_cleanup_pop(mark, true);
}

static void sb_free(void *p) { rt_sb_free(p); }

Value np_recarr_text(Value arr, bool repr) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_cleanup_push(sb_free, &sb);
  const NpRecArr *a = RT_AS(NpRecArr, arr);
  const Array *raw = RT_AS(Array, a->raw);
  if (repr) {
    put_repr(&sb, arr);
  } else if (raw->ndim > 1 && lead_size(raw) == 0) {
    rt_sb_puts(&sb, "[]");
  } else {
    put_body(&sb, RT_AS(NpRecDtype, a->dtype), raw, " ", 0, np_print_linewidth());
  }
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

Value np_void_text(Value v) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_cleanup_push(sb_free, &sb);
  const NpVoid *o = RT_AS(NpVoid, v);
  put_body(&sb, RT_AS(NpRecDtype, o->dtype), RT_AS(Array, o->raw), " ", 0, np_print_linewidth());
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}
