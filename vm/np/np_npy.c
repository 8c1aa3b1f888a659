/* np_npy.c — np.save and np.load: NumPy's .npy format, version 1.0, for the numeric dtypes
 * and the string dtypes ('|S<n>', '<U<n>').
 *
 * A file is the magic "\x93NUMPY", the version (1, 0), the header's length (little-endian
 * uint16), the header — the repr of a dict {'descr': '<f8', 'fortran_order': False, 'shape':
 * (3,), } with 21 - len(str(shape[0])) spaces of room to grow, then spaces and a newline up
 * to a multiple of 64 bytes — and the raw elements, in Fortran order when the array is
 * Fortran- but not C-contiguous, as NumPy 1.24 writes them: files are byte for byte NumPy's.
 * np.save adds ".npy" to a name without it. np.load also reads version 2.0 headers.
 * Text files (savetxt, loadtxt, genfromtxt) are np_txt.c's and np_genfromtxt.c's.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "np_dvar.h"
#include "np_npz.h"
#include "np_objarray.h"
#include "np_record.h"
#include "np_strarray.h"
#include "np_stats.h"
#include "../obj/exc.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

static bool npy_f_contig(const Array *a) {
  int64_t st = rt_dtypes[a->dtype].itemsize;
  for (int d = 0; d < a->ndim; d++) {
    if (a->shape[d] != 1 && a->strides[d] != st) return false;
    st *= a->shape[d];
  }
  return true;
}

/* descr: a type string ('<f8', quoted here) or, for a structured array, the repr of its
 * dtype.descr list (quote false). */
static void npy_header_q(StrBuf *sb, const char *descr, bool quote, int ndim,
                         const int64_t *shape, bool fortran) {
  rt_sb_printf(sb, quote ? "{'descr': '%s', 'fortran_order': %s, 'shape': (" :
                           "{'descr': %s, 'fortran_order': %s, 'shape': (", descr,
               fortran ? "True" : "False");
  for (int d = 0; d < ndim; d++)
    rt_sb_printf(sb, d ? ", %lld" : "%lld", (long long)shape[d]);
  rt_sb_puts(sb, ndim == 1 ? ",), }" : "), }");
  if (ndim) { /* room for the growing axis to take more digits */
    char digits[32];
    int n = snprintf(digits, sizeof digits, "%lld", (long long)shape[fortran ? ndim - 1 : 0]);
    for (int i = n; i < 21; i++) rt_sb_putc(sb, ' ');
  }
  size_t pad = 64 - (10 + sb->len + 1) % 64;
  for (size_t i = 0; i < pad; i++) rt_sb_putc(sb, ' ');
  rt_sb_putc(sb, '\n');
}

static void npy_header(StrBuf *sb, const char *descr, int ndim, const int64_t *shape,
                       bool fortran) {
  npy_header_q(sb, descr, true, ndim, shape, fortran);
}

/* The magic, version 1.0 and the header's length, then the header, into out. */
static void npy_preamble(StrBuf *out, const StrBuf *hdr) {
  unsigned char pre[10] = {0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0,
                           (unsigned char)(hdr->len & 0xff), (unsigned char)(hdr->len >> 8)};
  rt_sb_putn(out, (const char *)pre, 10);
  rt_sb_putn(out, hdr->data, hdr->len);
}

/* The file name as NumPy takes it: ".npy" appended on save when missing. */
static Value npy_path(Value file, bool save) {
  if (!rt_is_str(file))
    rt_raise(RT_EXC_TypeError, "Weft's np.save and np.load take a file name or a file object");
  const char *s = rt_str_data(file);
  size_t n = strlen(s);
  if (save && (n < 4 || strcmp(s + n - 4, ".npy") != 0)) return rt_str_printf("%s.npy", s);
  rt_incref(file);
  return file;
}

/* A string array's file: descr '|S<n>' or '<U<n>', its items NUL-padded in C order. */
static void npy_str_bytes(StrBuf *out, Value v) {
  const NpStrArr *a = RT_AS(NpStrArr, v);
  np_strarr_sync(a);
  char descr[40];
  snprintf(descr, sizeof descr, a->bytes ? "|S%lld" : "<U%lld", (long long)a->width);
  StrBuf hdr;
  rt_sb_init(&hdr);
  int mark = rt_sb_cleanup_push(&hdr);
  npy_header(&hdr, descr, a->ndim, a->shape, false);
  npy_preamble(out, &hdr);
  for (int64_t k = 0; k < a->size; k++) np_item_pack(out, *np_strarr_at(a, k), a->width);
  rt_cleanup_pop(mark, true);
}

/* A structured array's file: descr the repr of dtype.descr, the records' bytes in C order. */
static void npy_rec_bytes(StrBuf *out, Value v, bool pickled) {
  Value dt = rt_getattr(v, "dtype"), descr = rt_undef(), text = rt_undef(), data = rt_undef();
  Value pk = rt_undef(), dumps = rt_undef();
  int mark = rt_cleanup_push_value(&dt);
  rt_cleanup_push_value(&descr);
  rt_cleanup_push_value(&text);
  rt_cleanup_push_value(&data);
  rt_cleanup_push_value(&pk);
  rt_cleanup_push_value(&dumps);
  descr = rt_getattr(dt, "descr");
  text = rt_repr(descr);
  if (pickled) { /* records holding objects: the array pickled with protocol 3, as NumPy's */
    pk = rt_import("pickle");
    dumps = rt_getattr(pk, "dumps");
    data = rt_call(dumps, 2, (Value[]){v, rt_int(3)}, NULL);
  } else {
    Value tb = rt_getattr(v, "tobytes");
    data = rt_call(tb, 0, NULL, NULL);
    rt_decref(tb);
  }
  const Array *raw = RT_AS(Array, RT_AS(NpRecArr, v)->raw);
  StrBuf hdr;
  rt_sb_init(&hdr);
  rt_sb_cleanup_push(&hdr);
  npy_header_q(&hdr, rt_str_data(text), false, raw->ndim - 1, raw->shape, false);
  npy_preamble(out, &hdr);
  const Bytes *b = RT_AS(Bytes, data);
  rt_sb_putn(out, (const char *)b->data, (size_t)b->n);
  rt_cleanup_pop(mark, true);
}

/* An object array's file: descr '|O', then the array pickled with protocol 3, as NumPy does. */
static void npy_obj_bytes(StrBuf *out, Value v) {
  const NpObjArr *a = RT_AS(NpObjArr, v);
  StrBuf hdr;
  rt_sb_init(&hdr);
  int mark = rt_sb_cleanup_push(&hdr);
  npy_header(&hdr, "|O", a->ndim, a->shape, false);
  npy_preamble(out, &hdr);
  Value pk = rt_import("pickle"), dumps = rt_undef(), data = rt_undef();
  rt_cleanup_push_value(&pk);
  rt_cleanup_push_value(&dumps);
  rt_cleanup_push_value(&data);
  dumps = rt_getattr(pk, "dumps");
  data = rt_call(dumps, 2, (Value[]){v, rt_int(3)}, NULL);
  const Bytes *b = RT_AS(Bytes, data);
  rt_sb_putn(out, (const char *)b->data, (size_t)b->n);
  rt_cleanup_pop(mark, true);
}

static void npy_bytes(StrBuf *out, Value v, bool allow_pickle);

/* The whole .npy file of array-like v appended to out, as np.save writes it. */
void np_npy_bytes(StrBuf *out, Value v) { npy_bytes(out, v, true); }

static void npy_bytes(StrBuf *out, Value v, bool allow_pickle) {
  if (np_is_strarr(v)) {
    npy_str_bytes(out, v);
    return;
  }
  if (np_is_recarr(v)) {
    bool objects = np_recdtype_has_object(RT_AS(NpRecDtype, RT_AS(NpRecArr, v)->dtype));
    if (objects && !allow_pickle) rt_raise(RT_EXC_ValueError, "Object arrays cannot be saved when allow_pickle=False");
    npy_rec_bytes(out, v, objects);
    return;
  }
  if (np_is_objarr(v) && !allow_pickle)
    rt_raise(RT_EXC_ValueError, "Object arrays cannot be saved when allow_pickle=False");
  if (np_is_objarr(v)) {
    npy_obj_bytes(out, v);
    return;
  }
  Value a = rt_array_from_value(v, -1);
  int mark = rt_cleanup_push_value(&a);
  const Array *aa = RT_AS(Array, a);
  bool fortran = aa->ndim > 1 && !rt_array_is_c_contiguous(aa) && npy_f_contig(aa);
  /* Fortran order: the transpose's C order is the array's memory order */
  Value t = fortran ? np_array_transpose_axes(a, 0, NULL) : (rt_incref(a), a);
  rt_cleanup_push_value(&t);
  Value data = rt_array_contiguous(t, false);
  rt_cleanup_push_value(&data);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  char descr[16];
  const DTypeInfo *di = &rt_dtypes[aa->dtype];
  bool big = np_dvar_fit(aa->dtype, aa->dvar) & NP_DVAR_SWAPPED; /* '>i4': its own order */
  snprintf(descr, sizeof descr, "%c%c%d", di->itemsize == 1 ? '|' : big ? '>' : '<', di->kind,
           di->itemsize);
  npy_header(&sb, descr, aa->ndim, aa->shape, fortran);
  npy_preamble(out, &sb);
  const Array *d = RT_AS(Array, data);
  size_t start = out->len;
  rt_sb_putn(out, d->data, (size_t)d->size * (size_t)rt_dtypes[d->dtype].itemsize);
  if (big && d->size > 0) np_dvar_swap(d->dtype, out->data + start, d->size); /* elements are native */
  rt_cleanup_pop(mark, true);
}

static Value f_save(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"file", "arr", "allow_pickle", "fix_imports"};
  Value v[4];
  rt_parse_args("save", argc, argv, kw, 4, names, 2, v);
  bool allow_pickle = !np_given(v[2]) || rt_truthy(v[2]);
  Value writer = rt_undef();
  if (!rt_is_str(v[0]) && rt_try_getattr(v[0], "write", &writer)) { /* a file object */
    int wm = rt_cleanup_push_value(&writer);
    StrBuf wb;
    rt_sb_init(&wb);
    rt_sb_cleanup_push(&wb);
    npy_bytes(&wb, v[1], allow_pickle);
    Value data = rt_bytes_new(&rt_bytes_type, wb.data ? wb.data : "", wb.len);
    rt_cleanup_push_value(&data);
    rt_decref(rt_call(writer, 1, &data, NULL));
    rt_cleanup_pop(wm, true);
    return rt_none();
  }
  Value path = npy_path(v[0], true);
  int mark = rt_cleanup_push_value(&path);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  npy_bytes(&sb, v[1], allow_pickle);
  FILE *f = fopen(rt_str_data(path), "wb");
  if (!f) rt_raise_os_error(errno, path);
  bool ok = fwrite(sb.data, 1, sb.len, f) == sb.len;
  int err = errno;
  ok = fclose(f) == 0 && ok;
  if (!ok) rt_raise_os_error(err ? err : EIO, path);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* The value after 'key': in the header dict (NULL when absent). */
static const char *npy_field(const char *h, const char *key) {
  const char *p = strstr(h, key);
  if (!p) return NULL;
  p += strlen(key);
  while (*p == ' ' || *p == ':') p++;
  return p;
}

static DType npy_dtype(const char *descr) {
  if (!descr || *descr != '\'') return DT_COUNT;
  char order = descr[1], kind = descr[2];
  int size = atoi(descr + 3);
  if (order != '<' && order != '>' && order != '|' && order != '=') return DT_COUNT;
  for (int t = 0; t < DT_COUNT; t++)
    if (rt_dtypes[t].kind == kind && rt_dtypes[t].itemsize == size) return (DType)t;
  return DT_COUNT;
}

static _Noreturn void npy_bad(const char *what) {
  rt_raise(RT_EXC_ValueError, "Weft's np.load reads .npy files of numeric dtypes (%s)", what);
}

/* The header's 'shape': (3, 4) or (5,) or (), at sh's '(': the extents into shape, their count. */
static int npy_shape(const char *sh, int64_t *shape) {
  int nd = 0;
  for (const char *p = sh + 1; *p && *p != ')';) {
    char *end;
    long long v = strtoll(p, &end, 10);
    if (end == p) break;
    if (nd == RT_MAXDIM) npy_bad("too many dimensions");
    shape[nd++] = v;
    p = end;
    while (*p == ',' || *p == ' ' || *p == 'L') p++;
  }
  return nd;
}

/* The list literal at p ("[('x', '<i4'), ...]"): its length, quotes and brackets matched. */
static size_t npy_list_len(const char *p) {
  int depth = 0;
  char quote = 0;
  for (size_t i = 0; p[i]; i++) {
    char c = p[i];
    if (quote) {
      if (c == '\\' && p[i + 1]) i++;
      else if (c == quote) quote = 0;
    } else if (c == '\'' || c == '"') {
      quote = c;
    } else if (c == '[' || c == '(') {
      depth++;
    } else if ((c == ']' || c == ')') && --depth == 0) {
      return i + 1;
    }
  }
  npy_bad("a header it cannot read");
}

/* A structured array from its descr list's text and the records' bytes (data, n of them). */
static Value npy_rec_parse(const char *descr, size_t dlen, int nd, const int64_t *shape,
                           const unsigned char *data, size_t n) {
  Value ast = rt_import("ast"), lit = rt_undef(), list = rt_undef(), dt = rt_undef();
  Value flat = rt_undef(), shaped = rt_undef(), buf = rt_undef();
  int mark = rt_cleanup_push_value(&ast);
  rt_cleanup_push_value(&lit);
  rt_cleanup_push_value(&list);
  rt_cleanup_push_value(&dt);
  rt_cleanup_push_value(&flat);
  rt_cleanup_push_value(&shaped);
  rt_cleanup_push_value(&buf);
  lit = rt_str_new(descr, dlen);
  Value ev = rt_getattr(ast, "literal_eval");
  list = rt_call(ev, 1, &lit, NULL);
  rt_decref(ev);
  dt = np_recdtype_of(list, false);
  if (rt_is_undef(dt)) npy_bad("this dtype is not one");
  int64_t isz = RT_AS(NpRecDtype, dt)->itemsize, count = np_shape_size(nd, shape, 1);
  if (isz > 0 && (int64_t)(n / (size_t)isz) < count) npy_bad("a short file");
  buf = rt_bytes_new(&rt_bytes_type, (const char *)data, (size_t)(count * isz));
  static const char *const kwn[] = {"dtype"};
  flat = np_callk("frombuffer", 1, &buf, 1, kwn, &dt);
  Value sh = np_shape_tuple(nd, shape);
  rt_cleanup_push_value(&sh);
  Value rs = rt_getattr(flat, "reshape");
  rt_cleanup_push_value(&rs);
  shaped = rt_call(rs, 1, &sh, NULL);
  Value cp = rt_getattr(shaped, "copy");
  rt_cleanup_push_value(&cp);
  Value r = rt_call(cp, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* Parses the header and makes the array from the bytes after it. */
Value np_npy_parse(const unsigned char *buf, size_t len, bool allow_pickle) {
  static const unsigned char magic[6] = {0x93, 'N', 'U', 'M', 'P', 'Y'};
  if (len < 6 || memcmp(buf, magic, 6) != 0)
    rt_raise(RT_EXC_ValueError,
             "Cannot load file containing pickled data when allow_pickle=False");
  size_t hl, off;
  if (len >= 10 && buf[6] == 1) hl = buf[8] | (size_t)buf[9] << 8, off = 10;
  else if (len >= 12 && buf[6] >= 2)
    hl = buf[8] | (size_t)buf[9] << 8 | (size_t)buf[10] << 16 | (size_t)buf[11] << 24, off = 12;
  else npy_bad("an unknown version");
  if (off + hl > len) npy_bad("a short header");
  char *h = rt_malloc(hl + 1);
  int mark = rt_cleanup_push(free, h);
  memcpy(h, buf + off, hl);
  h[hl] = 0;
  const char *descr = npy_field(h, "'descr'");
  if (descr && *descr == '[') { /* a structured array */
    size_t dlen = npy_list_len(descr);
    const char *fo = npy_field(descr + dlen, "'fortran_order'"), *sh = npy_field(descr + dlen, "'shape'");
    if (!fo || !sh || *sh != '(') npy_bad("a header it cannot read");
    if (strstr(descr, "'|O'") && strstr(descr, "'|O'") < descr + dlen) { /* objects: pickled */
      if (!allow_pickle)
        rt_raise(RT_EXC_ValueError, "Object arrays cannot be loaded when allow_pickle=False");
      Value data = rt_bytes_new(&rt_bytes_type, (const char *)buf + off + hl, len - off - hl);
      rt_cleanup_push_value(&data);
      Value pk = rt_import("pickle");
      rt_cleanup_push_value(&pk);
      Value loads = rt_getattr(pk, "loads");
      rt_cleanup_push_value(&loads);
      Value r = rt_call(loads, 1, &data, NULL);
      rt_cleanup_pop(mark, true);
      return r;
    }
    if (strncmp(fo, "True", 4) == 0) npy_bad("a Fortran-ordered structured array");
    int64_t shape[RT_MAXDIM];
    int nd = npy_shape(sh, shape);
    Value r = npy_rec_parse(descr, dlen, nd, shape, buf + off + hl, len - off - hl);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (descr && !strncmp(descr, "'|O'", 4)) { /* an object array: pickled */
    if (!allow_pickle)
      rt_raise(RT_EXC_ValueError, "Object arrays cannot be loaded when allow_pickle=False");
    Value data = rt_bytes_new(&rt_bytes_type, (const char *)buf + off + hl, len - off - hl);
    rt_cleanup_push_value(&data);
    Value r = np_pickle_load_objarr(data);
    rt_cleanup_pop(mark, true);
    return r;
  }
  DType dt = npy_dtype(descr);
  bool text = descr && descr[0] == '\'' && (descr[2] == 'S' || descr[2] == 'U');
  if (dt == DT_COUNT && !text) npy_bad("this dtype is not one");
  const char *fo = npy_field(h, "'fortran_order'"), *sh = npy_field(h, "'shape'");
  if (!fo || !sh || *sh != '(') npy_bad("a header it cannot read");
  bool fortran = strncmp(fo, "True", 4) == 0;
  int64_t shape[RT_MAXDIM];
  int nd = npy_shape(sh, shape);
  if (text) { /* '|S5' / '<U5': a string array */
    if (fortran || descr[1] == '>') npy_bad("a Fortran-ordered or big-endian string array");
    bool bytes = descr[2] == 'S';
    int64_t width = atoll(descr + 3), isz = bytes ? width : 4 * width;
    int64_t count = np_shape_size(nd, shape, 1);
    if ((int64_t)(len - off - hl) < count * isz) npy_bad("a short file");
    Value r = np_strarr_from_buffer((const char *)buf + off + hl, nd, shape, width, bytes);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (fortran) /* stored as the transpose's C order */
    for (int d = 0; d < nd / 2; d++) {
      int64_t t = shape[d];
      shape[d] = shape[nd - 1 - d], shape[nd - 1 - d] = t;
    }
  Value a = rt_array_new(dt, nd, shape, false);
  rt_cleanup_push_value(&a);
  size_t nbytes = (size_t)RT_AS(Array, a)->size * (size_t)rt_dtypes[dt].itemsize;
  if (len - off - hl < nbytes)
    rt_raise(RT_EXC_ValueError, "cannot reshape array of size %zu into shape %s",
             (len - off - hl) / (size_t)rt_dtypes[dt].itemsize, "given by the header");
  memcpy(RT_AS(Array, a)->data, buf + off + hl, nbytes);
  if (descr[1] == '>' && rt_dtypes[dt].itemsize > 1) { /* big-endian: kept native, tagged '>' */
    np_dvar_swap(dt, RT_AS(Array, a)->data, RT_AS(Array, a)->size);
    np_dvar_set(a, NP_DVAR_SWAPPED);
  }
  Value r = fortran ? np_array_transpose_axes(a, 0, NULL) : (rt_incref(a), a);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_load(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"file", "mmap_mode", "allow_pickle", "fix_imports",
                                      "encoding"};
  Value v[5];
  rt_parse_args("load", argc, argv, kw, 5, names, 1, v);
  bool allow_pickle = np_given(v[2]) && rt_truthy(v[2]);
  Value reader = rt_undef(), got = rt_undef();
  if (!rt_is_str(v[0]) && rt_try_getattr(v[0], "read", &reader)) { /* a file object */
    int rm = rt_cleanup_push_value(&reader);
    rt_cleanup_push_value(&got);
    got = rt_call(reader, 0, NULL, NULL);
    if (!rt_is_bytes_like(got)) rt_raise(RT_EXC_TypeError, "a bytes-like object is required");
    const Bytes *b = RT_AS(Bytes, got);
    const unsigned char *buf = b->data ? b->data : (const unsigned char *)"";
    Value r = b->n >= 4 && !memcmp(buf, "PK\x03\x04", 4) ? np_npz_open(buf, (size_t)b->n, allow_pickle)
                                                          : np_npy_parse(buf, (size_t)b->n, allow_pickle);
    rt_cleanup_pop(rm, true);
    return r;
  }
  Value path = npy_path(v[0], false);
  int mark = rt_cleanup_push_value(&path);
  FILE *f = fopen(rt_str_data(path), "rb");
  if (!f) rt_raise_os_error(errno, path);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  char chunk[65536];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) rt_sb_putn(&sb, chunk, n);
  fclose(f);
  const unsigned char *buf = (const unsigned char *)(sb.data ? sb.data : "");
  Value r = sb.len >= 4 && !memcmp(buf, "PK\x03\x04", 4) ? np_npz_open(buf, sb.len, allow_pickle)
                                                         : np_npy_parse(buf, sb.len, allow_pickle);
  rt_cleanup_pop(mark, true);
  return r;
}

void np_register_npy(Value m) {
  rt_module_add_fn(m, "save", f_save);
  rt_module_add_fn(m, "load", f_load);
}
